/**
 * Per-race and per-faction win rates of HeuristicBot self-play (factions drawn at random), with
 * Wilson 95% intervals, and per race a few end-of-game figures that show where a race falls
 * behind: conquest points, units on the board, bases, technologies, the endings it won by.
 *
 *   node --import tsx packages/cli/src/bench/probes/starcraft-race-balance.ts [GAMES] [PLAYERS] [FIRST] [--bw] [--leadership]
 *
 * --bw: Brood War; --leadership: with Leadership cards (implies --bw), then also per Leadership
 * card chosen: the games it was chosen in and its chooser's win rate. Seeds are `race-${g}`.
 */

import { heuristicFor, playGame, wilson } from "@koprulu/bots";
import "@koprulu/bots/starcraft";
import { cat, type StarcraftState, starcraft } from "@koprulu/starcraft";

const flags = new Set(process.argv.slice(2).filter((a) => a.startsWith("--")));
const args = process.argv.slice(2).filter((a) => !a.startsWith("--"));
const games = Number(args[0] ?? 100);
const players = Number(args[1] ?? 2);
const first = Number(args[2] ?? 1);
const leadership = flags.has("--leadership");
const bw = leadership || flags.has("--bw");
const heuristic = heuristicFor("starcraft");

interface Tally {
  n: number;
  w: number;
  cp: number;
  units: number;
  bases: number;
  techs: number;
  endings: Record<string, number>;
}
const blank = (): Tally => ({ n: 0, w: 0, cp: 0, units: 0, bases: 0, techs: 0, endings: {} });
const races = new Map<string, Tally>();
const factions = new Map<string, Tally>();
/** With --leadership: per Leadership card chosen, by whom (faction) and how often it won. */
const cards = new Map<string, Tally>();
let none = 0;
let mindControlled = 0;
let rounds = 0;
const errors: string[] = [];

for (let g = 0; g < games; g++) {
  const options = {
    players,
    factionSelection: "random",
    maxRounds: 60,
    ...(bw ? { expansions: ["brood-war"] } : {}),
    ...(leadership ? { variants: { leadershipCards: true } } : {}),
  };
  const seed = `race-${g + first}`;
  let r: ReturnType<typeof playGame>;
  try {
    r = playGame(starcraft as never, Array(players).fill(heuristic), seed, { options });
  } catch (e) {
    errors.push(`${seed}: ${(e as Error).message}`);
    continue;
  }
  const s = r.match.state as StarcraftState;
  const winners = r.outcome?.winners ?? [];
  if (winners.length === 0) none++;
  rounds += r.rounds ?? 0;
  mindControlled += s.broodWar?.stats.mindControlled ?? 0;
  s.players.forEach((p, q) => {
    const race = raceFor(s, q);
    const chosen = (s.broodWar?.lead?.chosen[q] ?? []).map((c) => [c, cards] as const);
    for (const [key, map] of [[race, races] as const, [p.faction, factions] as const, ...chosen]) {
      const t = map.get(key) ?? blank();
      t.n++;
      const share = winners.includes(q) ? 1 / winners.length : 0;
      t.w += share;
      t.cp += p.cp;
      t.units += s.units.filter((u) => u.owner === q).length;
      t.bases += s.bases.filter((b) => b.owner === q).length;
      t.techs += p.techs.length;
      if (share > 0) {
        const e = s.endReason ?? "?";
        t.endings[e] = (t.endings[e] ?? 0) + 1;
      }
      map.set(key, t);
    }
  });
}

function raceFor(s: StarcraftState, q: number): string {
  const f = s.players[q].faction;
  return cat(s).factions[f]?.race ?? f;
}

const row = (key: string, t: Tally) => {
  const [lo, hi] = wilson(Math.round(t.w), t.n);
  return {
    key,
    games: t.n,
    winRate: +(t.w / t.n).toFixed(3),
    ci95: [+lo.toFixed(3), +hi.toFixed(3)],
    meanCp: +(t.cp / t.n).toFixed(1),
    meanUnits: +(t.units / t.n).toFixed(1),
    meanBases: +(t.bases / t.n).toFixed(1),
    meanTechs: +(t.techs / t.n).toFixed(1),
    endings: t.endings,
  };
};
process.stdout.write(
  `${JSON.stringify({ games, players, bw, leadership, noWinner: none, mindControlled, meanRounds: rounds / games, errors })}\n`,
);
for (const [k, t] of races) process.stdout.write(`${JSON.stringify(row(k, t))}\n`);
for (const [k, t] of factions) process.stdout.write(`${JSON.stringify(row(k, t))}\n`);
for (const [k, t] of [...cards].sort(([a], [b]) => a.localeCompare(b)))
  process.stdout.write(`${JSON.stringify({ card: k, games: t.n, winRate: +(t.w / t.n).toFixed(3) })}\n`);
