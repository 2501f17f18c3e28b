/**
 * Session bw41, throwaway: where ISMCTS (mcts@N, the default hooks) leaves the heuristic's
 * favourite in Brood War + Leadership games against the HeuristicBot, per action type, and
 * whether those departures pay: for each one, K heuristic-vs-heuristic playouts to the end from
 * determinizations of the searching seat's view, after the favourite and after the search's choice
 * (an analysis oracle, not a bot). Also which margins would have kept the favourite.
 *
 *   [BW=0] node --import tsx packages/bots/runs/bw41/deviations.ts [games=2] [seed=dv41] [iterations=380] [K=8] ['{"finalMargin":0.05}']
 *
 * BW=0 plays the base game (session 42); each departure row names the chosen and favourite actions.
 */
import { type ActionBase, Rng } from "@koprulu/engine";
import type { StarcraftState } from "@koprulu/starcraft";
import { twoPlayerOptions } from "../../scripts/two-player-options";
import { ismctsSearch } from "../../src/ismcts";
import { playGame } from "../../src/play";
import { createBot } from "../../src/registry";
import { loadRuleset } from "../../src/rulesets";
import { heuristicPrior } from "../../src/starcraft/heuristic";
import type { Bot, BotInput } from "../../src/types";

const games = Number(process.argv[2] ?? 2);
const seed = process.argv[3] ?? "dv41";
const iterations = Number(process.argv[4] ?? 380);
const K = Number(process.argv[5] ?? 8);
const extra = JSON.parse(process.argv[6] ?? "{}");
const ruleset = await loadRuleset("starcraft");
const options = twoPlayerOptions(ruleset, process.env.BW !== "0");
const heur = createBot("heuristic", "starcraft");
const MARGINS = [0.05, 0.1, 0.15, 0.2, 0.3];

// biome-ignore lint/suspicious/noExplicitAny: opaque states
function playout(state: any, rng: Rng): number[] {
  let s = state;
  for (let i = 0; i < 20000; i++) {
    const o = ruleset.outcome(s);
    if (o)
      return ruleset.players(s) === 2
        ? [0, 1].map((p) => (o.winners.includes(p) ? 1 : o.winners.length === 0 ? 0.5 : 0))
        : [];
    const pending = ruleset.pending(s);
    if (pending.length === 0) break;
    const p = pending[0].player;
    const legal = ruleset.legalActions(s, p) as ActionBase[];
    const a = heur.choose({
      ruleset,
      seat: p,
      view: ruleset.view(s, p),
      decisions: pending.filter((d) => d.player === p),
      legalActions: legal,
      rng,
    } as BotInput);
    s = ruleset.apply(s, p, a);
  }
  return [0.5, 0.5];
}

type Row = { n: number; differ: number; kept: number[]; gain: number; tested: number };
const byType = new Map<string, Row>();
const rows: unknown[] = [];
// Decisions where several actions share the favourite's rating (the heuristic breaks such ties at random).
const ties = new Map<string, { n: number; notFirst: number; size: number }>();
const spy: Bot = {
  name: "mcts",
  choose(input: BotInput) {
    const r = ismctsSearch(input, { iterations, ...extra });
    if (input.legalActions.length > 1 && r.iterations > 0) {
      const legal = input.legalActions;
      const scores = heuristicPrior(input.view, input.seat, legal);
      let fav = 0;
      for (let i = 1; i < scores.length; i++) if (scores[i] > scores[fav]) fav = i;
      const t = legal[0].type;
      const row = byType.get(t) ?? { n: 0, differ: 0, kept: MARGINS.map(() => 0), gain: 0, tested: 0 };
      row.n++;
      const ci = legal.indexOf(r.action);
      const tied = scores.filter((x) => Math.abs(x - scores[fav]) <= 1e-9).length;
      if (tied > 1) {
        const tr = ties.get(t) ?? { n: 0, notFirst: 0, size: 0 };
        tr.n++;
        tr.size += tied;
        if (ci !== fav) tr.notFirst++;
        ties.set(t, tr);
      }
      if (scores[ci] < scores[fav] - 1e-9) {
        row.differ++;
        const favS = r.stats.find((x) => x.action === legal[fav])!;
        const chS = r.stats.find((x) => x.action === r.action)!;
        const gap = chS.mean - favS.mean;
        MARGINS.forEach((m, j) => {
          if (!(chS.visits >= favS.visits && gap > m)) row.kept[j]++;
        });
        let diff = 0;
        if (K > 0) {
          const rng = Rng.fromSeed(`dv/${seat(input)}/${row.n}/${t}`);
          for (let k = 0; k < K; k++) {
            // biome-ignore lint/suspicious/noExplicitAny: opaque states
            const d: any = ruleset.determinize!(input.view, input.seat, rng);
            const r1 = Rng.fromSeed(`po/${k}/${row.n}`);
            const r2 = Rng.fromSeed(`po/${k}/${row.n}`);
            diff +=
              playout(ruleset.apply(d, input.seat, r.action), r1)[input.seat] -
              playout(ruleset.apply(d, input.seat, legal[fav]), r2)[input.seat];
          }
          diff /= K;
          row.gain += diff;
          row.tested++;
        }
        rows.push({
          chosen: r.action,
          fav: legal[fav],
          prior: [+scores[ci].toFixed(2), +scores[fav].toFixed(2)],
          means: [+chS.mean.toFixed(3), +favS.mean.toFixed(3)],
          frame: (input.view as StarcraftState).frame.kind,
          t,
          gap: +gap.toFixed(3),
          vis: [chS.visits, favS.visits],
          playoutGain: +diff.toFixed(3),
          round: (input.view as StarcraftState).round,
        });
      }
      byType.set(t, row);
    }
    return r.action;
  },
};
function seat(i: BotInput) {
  return i.seat;
}
let wins = 0;
for (let g = 0; g < games; g++) {
  const seatM = g % 2;
  const bots = seatM === 0 ? [spy, heur] : [heur, spy];
  const r = playGame(ruleset, bots, `${seed}-${g}`, { options });
  const s = r.match.state as StarcraftState;
  const won = r.outcome?.winners.includes(seatM) ?? false;
  if (won) wins++;
  console.log(
    JSON.stringify({
      game: g,
      mctsSeat: seatM,
      won,
      reason: r.outcome?.reason,
      rounds: s.round,
      cp: s.players.map((p) => p.cp),
      factions: s.players.map((p) => p.faction),
      s: Math.round(r.ms / 1000),
    }),
  );
}
console.log(`ISMCTS won ${wins} of ${games}`);
for (const x of rows) console.log(JSON.stringify(x));
console.log(`type n differ kept-at-margin[${MARGINS}] meanPlayoutGain(tested)`);
for (const [t, row] of [...byType].sort((a, b) => b[1].n - a[1].n))
  console.log(
    `${t.padEnd(24)} ${String(row.n).padStart(4)} ${String(row.differ).padStart(4)} [${row.kept}] ${row.tested ? (row.gain / row.tested).toFixed(3) : "-"} (${row.tested})`,
  );
console.log("ties at the favourite: type decisions meanTied searchPickedNotFirst");
for (const [t, tr] of [...ties].sort((a, b) => b[1].n - a[1].n))
  console.log(`${t.padEnd(24)} ${String(tr.n).padStart(4)} ${(tr.size / tr.n).toFixed(1)} ${tr.notFirst}`);
