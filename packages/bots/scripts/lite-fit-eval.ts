/**
 * Fits StarCraft Lite evaluation weights (issue 37): plays heuristic-vs-heuristic two-player
 * games, records each seat's features (`liteFeatures`) at sampled decisions with the final
 * winner, and fits a logistic regression of "seat 0 wins" on the feature differences (plain
 * Newton–Raphson with a small L2 penalty, no dependency). Prints the weights, their standard
 * errors, and the log-loss and accuracy on held-out games (every fifth game).
 *
 *   node --import tsx packages/bots/scripts/lite-fit-eval.ts [games=300] [every=7] [seed=fit]
 */
import { Match, Rng } from "@koprulu/engine";
import type { LiteState } from "@koprulu/starcraft-lite/ruleset";
import { createBot } from "../src/registry";
import { loadRuleset } from "../src/rulesets";
import { evaluateLite, FEATURE_NAMES, liteFeatures } from "../src/starcraft-lite/evaluate";
import { type FitRow, fitLogistic, predict, scoreFit } from "./logistic-fit";

const games = Number(process.argv[2] ?? 300);
const every = Number(process.argv[3] ?? 7);
const seed = process.argv[4] ?? "fit";
const ruleset = await loadRuleset("starcraft-lite");
const bot = createBot("heuristic", "starcraft-lite");
const options = ruleset.defaultOptions(2);

interface Row extends FitRow {
  /** The current evaluation's seat-0 share (v0 / (v0 + v1)), for comparison. */
  current: number;
  y: number;
  game: number;
}
const rows: Row[] = [];
let finished = 0;
for (let g = 0; g < games; g++) {
  const match = new Match(ruleset, options, `${seed}-${g}`);
  const rngs = [0, 1].map((p) => Rng.fromSeed(`${seed}-${g}/bot/${p}`));
  const sampled: { x: number[]; current: number }[] = [];
  let n = 0;
  while (match.version < 20000) {
    const pending = match.pending();
    if (pending.length === 0) break;
    const player = pending[0].player;
    const legal = match.legalActions(player);
    if (legal.length > 1 && n++ % every === 0) {
      const s = match.state as LiteState;
      const f0 = liteFeatures(s, 0);
      const f1 = liteFeatures(s, 1);
      const v = evaluateLite(s);
      sampled.push({ x: f0.map((f, i) => f - f1[i]), current: v[0] / (v[0] + v[1]) });
    }
    const action = bot.choose({
      ruleset,
      seat: player,
      view: ruleset.view(match.state, player),
      decisions: pending.filter((d) => d.player === player),
      legalActions: legal,
      rng: rngs[player],
    });
    const err = match.submit(player, action);
    if (err) throw new Error(err.code);
  }
  const w = match.outcome()?.winners ?? [];
  if (w.length !== 1) continue;
  finished++;
  for (const r of sampled) rows.push({ ...r, y: w[0] === 0 ? 1 : 0, game: g });
}

const train = rows.filter((r) => r.game % 5 !== 0);
const test = rows.filter((r) => r.game % 5 === 0);
// No intercept (the model is antisymmetric in the seats), L2 penalty 1.
const { weights: w, se } = fitLogistic(train);
const report = (set: Row[], current = false) => scoreFit(set, (r) => (current ? r.current : predict(w, r.x)));
console.log(
  JSON.stringify({
    games,
    finished,
    every,
    seed,
    weights: Object.fromEntries(FEATURE_NAMES.map((f, i) => [f, +w[i].toFixed(4)])),
    se: Object.fromEntries(FEATURE_NAMES.map((f, i) => [f, +se[i]!.toFixed(4)])),
    train: report(train),
    test: report(test),
    // The current evaluation read as a win probability (its seat-0 share), on the same rows.
    currentTest: report(test, true),
  }),
);
