/**
 * "Same decisions" check for speed work on ISMCTS and the rules (issue 37): plays a few seeded
 * games in which the heuristic bot decides, except every 20th decision, which an ISMCTS search
 * of a fixed number of iterations makes (and the game plays its choice, so the rest of the game
 * depends on it). Prints, per game, the searches' chosen actions and root statistics as one
 * hash, the totals, and the final state's hash. A speed-up that changes no decision prints the
 * same lines before and after; any change in the rules, the determinization, the prior or the
 * tree shows up as a different hash.
 *
 *   node --import tsx packages/bots/scripts/same-decisions.ts [iterations=150] [every=20]
 *
 * Iterations, not time: a time budget depends on the machine's load, an iteration count does not.
 */
import { type AnyRuleset, hashState, hashString, Match, Rng } from "@koprulu/engine";
import { ismctsSearch } from "../src/ismcts";
import { createBot } from "../src/registry";
import { loadRuleset } from "../src/rulesets";
import { searchLine } from "./search-line";

const iterations = Number(process.argv[2] ?? 150);
const every = Number(process.argv[3] ?? 20);

const GAMES = [
  { label: "starcraft 4p", ruleset: "starcraft", players: 4, seed: "same-1", extra: {} },
  {
    label: "starcraft 2p brood war + leadership",
    ruleset: "starcraft",
    players: 2,
    seed: "same-2",
    extra: { expansions: ["brood-war"], variants: { leadershipCards: true } },
  },
  { label: "starcraft-lite 2p", ruleset: "starcraft-lite", players: 2, seed: "same-3", extra: {} },
  { label: "eclipse 2p", ruleset: "eclipse", players: 2, seed: "same-4", extra: {} },
] as const;

/** Upper bound of decisions per game, so that a game the heuristic cannot finish still ends. */
const MAX_ACTIONS = 4000;

function run(ruleset: AnyRuleset, players: number, seed: string, extra: object) {
  const options = { ...(ruleset.defaultOptions(players) as object), ...extra };
  const match = new Match(ruleset, options, seed);
  const heuristic = createBot("heuristic", ruleset.id);
  const rngs = Array.from({ length: players }, (_, s) => Rng.fromSeed(`${seed}/bot/${s}`));
  let decisions = 0;
  let searches = 0;
  let totalIterations = 0;
  let statsText = "";
  while (match.version < MAX_ACTIONS) {
    const pending = match.pending();
    if (pending.length === 0) break;
    const seat = pending[0].player;
    const legalActions = match.legalActions(seat);
    const input = {
      ruleset,
      seat,
      view: ruleset.view(match.state, seat),
      decisions: pending.filter((d) => d.player === seat),
      legalActions,
      rng: rngs[seat],
    };
    let action: unknown;
    if (decisions % every === 0 && legalActions.length > 1) {
      const r = ismctsSearch(input, { iterations });
      searches++;
      totalIterations += r.iterations;
      statsText += `${decisions}:${searchLine(r)}`;
      action = r.action;
    } else action = heuristic.choose(input);
    decisions++;
    const error = match.submit(seat, action as never);
    if (error)
      throw new Error(`${ruleset.id} ${seed}: illegal action at decision ${decisions}: ${error.code}`);
  }
  return {
    decisions,
    searches,
    totalIterations,
    statsHash: hashString(statsText),
    outcome: match.outcome(),
    finalHash: hashState(match.state),
  };
}

const start = performance.now();
for (const g of GAMES) {
  const ruleset = await loadRuleset(g.ruleset);
  const t = performance.now();
  const r = run(ruleset, g.players, g.seed, g.extra);
  const winners = r.outcome ? `winners ${JSON.stringify(r.outcome.winners)}` : "no outcome";
  console.log(
    `${g.label}: ${r.decisions} decisions, ${r.searches} searches, ${r.totalIterations} iterations, ` +
      `stats ${r.statsHash}, final ${r.finalHash}, ${winners}`,
  );
  process.stderr.write(`  (${Math.round(performance.now() - t)} ms)\n`);
}
process.stderr.write(`total ${Math.round(performance.now() - start)} ms\n`);
