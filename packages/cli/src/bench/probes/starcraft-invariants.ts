/**
 * A long soak of the StarCraft rules, outside the test suite (it takes tens of minutes):
 * games of 2–6 players between RandomBots (even games) or HeuristicBots with one RandomBot seat
 * (odd games), with `checkInvariants` after every action (unit limits, no two players' units in
 * an area outside a battle, every event card in one place, combat cards within their copies, no
 * negative resources, token supplies). Prints one JSON summary on stdout; progress on stderr.
 *
 *   nice -n 10 node --import tsx packages/cli/src/bench/probes/starcraft-invariants.ts [--games 2000] [--seed soak] [--first 0] [--expansions brood-war] [--options JSON]
 *
 * `--expansions brood-war` plays Brood War games (its rules and catalog; `checkInvariants` then
 * also checks guard tokens, the Special Order Pool, installations, mind-control tokens and the
 * Assist exemption). `--options` merges JSON over the default options, e.g. a game mode:
 * `'{"mode":"faster-survival","maxRounds":200,"variants":{"leadershipCards":true}}'`.
 * Every chosen action is also validated: a legal action the rules then refuse is a finding.
 */
import { parseArgs } from "node:util";
import { createBot, loadRuleset, randomBot } from "@koprulu/bots";
import { Rng } from "@koprulu/engine";
import { allEventCards, checkInvariants, type StarcraftState } from "@koprulu/starcraft";

const { values } = parseArgs({
  options: {
    games: { type: "string", default: "2000" },
    seed: { type: "string", default: "soak" },
    first: { type: "string", default: "0" },
    "max-actions": { type: "string", default: "60000" },
    expansions: { type: "string", default: "" },
    options: { type: "string", default: "{}" },
  },
});
const games = Number(values.games);
const first = Number(values.first);
const maxActions = Number(values["max-actions"]);
const expansions = (values.expansions ?? "").split(",").filter(Boolean);
const optionOverrides = JSON.parse(values.options ?? "{}") as Record<string, unknown>;

const ruleset = await loadRuleset("starcraft");
const heuristic = createBot("heuristic", "starcraft");

interface Finding {
  game: number;
  seed: string;
  players: number;
  action: number;
  acted: unknown;
  problems: string[];
}

const findings: Finding[] = [];
const kinds = new Map<string, number>();
const endings: Record<string, number> = {};
let actions = 0;
let battles = 0;
let stalled = 0;
const byPlayers: Record<number, number> = {};
const start = performance.now();

for (let g = first; g < first + games; g++) {
  const players = 2 + (g % 5);
  const heuristicGame = g % 2 === 1;
  const seed = `${values.seed}-${g}`;
  byPlayers[players] = (byPlayers[players] ?? 0) + 1;
  const options = {
    ...(ruleset.defaultOptions(players) as object),
    ...(expansions.length ? { expansions } : {}),
    ...optionOverrides,
  };
  const refused = ruleset.validateOptions?.(options);
  if (refused) throw new Error(`options refused: ${refused.message}`);
  let s = ruleset.setup(options, seed) as StarcraftState;
  const expected = allEventCards(s);
  const rngs = Array.from({ length: players }, (_, i) => Rng.fromSeed(`${seed}-${i}`));
  const botOf = (seat: number) => (heuristicGame && seat !== g % players ? heuristic : randomBot);
  let inBattle = false;
  let i = 0;
  for (; i < maxActions && s.phase !== "over"; i++) {
    const asked = ruleset.pending(s);
    if (asked.length === 0) break;
    const seat = asked[rngs[0].index(asked.length)].player;
    const legalActions = ruleset.legalActions(s, seat);
    if (legalActions.length === 0) {
      const problem = `seat ${seat} is asked (${asked[0].kind}, frame ${s.frame.kind}) with no legal action`;
      kinds.set(problem.replace(/\d+/g, "N"), (kinds.get(problem.replace(/\d+/g, "N")) ?? 0) + 1);
      if (findings.length < 50)
        findings.push({ game: g, seed, players, action: i, acted: null, problems: [problem] });
      break;
    }
    const a = botOf(seat).choose({
      ruleset,
      seat,
      view: ruleset.view(s, seat),
      decisions: asked.filter((d) => d.player === seat),
      legalActions,
      rng: rngs[seat],
    });
    const refusal = ruleset.validate(s, seat, a);
    if (refusal) {
      const problem = `a legal action refused: ${refusal.code}`;
      kinds.set(problem, (kinds.get(problem) ?? 0) + 1);
      if (findings.length < 50)
        findings.push({ game: g, seed, players, action: i, acted: a, problems: [problem] });
      break;
    }
    s = ruleset.apply(s, seat, a) as StarcraftState;
    actions++;
    if (s.battle && !inBattle) battles++;
    inBattle = s.battle !== null;
    const bad = checkInvariants(s, expected);
    if (bad.length > 0) {
      for (const b of bad) {
        const kind = b.replace(/\d+/g, "N");
        kinds.set(kind, (kinds.get(kind) ?? 0) + 1);
      }
      if (findings.length < 50) findings.push({ game: g, seed, players, action: i, acted: a, problems: bad });
      break; // one finding per game: the state is broken from here on
    }
  }
  const ending = s.phase === "over" ? (s.endReason ?? "over") : i >= maxActions ? "action-cap" : "stalled";
  if (ending === "stalled") stalled++;
  endings[ending] = (endings[ending] ?? 0) + 1;
  if ((g - first + 1) % 50 === 0)
    process.stderr.write(
      `${g - first + 1}/${games} games, ${findings.length} with findings, ${Math.round((performance.now() - start) / 1000)} s\n`,
    );
}

console.log(
  JSON.stringify(
    {
      games,
      first,
      seed: values.seed,
      expansions,
      options: optionOverrides,
      byPlayers,
      randomGames: Math.ceil(games / 2),
      heuristicGames: Math.floor(games / 2),
      actions,
      battles,
      endings,
      stalled,
      gamesWithFindings: [...new Set(findings.map((f) => f.game))].length,
      findingKinds: Object.fromEntries(kinds),
      findings: findings.slice(0, 20),
      seconds: Math.round((performance.now() - start) / 1000),
    },
    null,
    2,
  ),
);
