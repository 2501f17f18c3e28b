/**
 * Where the time goes, by decision kind: CPU-ish time (performance.now) spent in legalActions,
 * validate and apply per frame kind over N random 4-player games.
 *   npx tsx packages/starcraft/perf/phases.ts [--games 60]
 */
import { Rng } from "@koprulu/engine";
import { starcraft } from "../src/ruleset";
import type { StarcraftState } from "../src/state";

const games = Number(process.argv[process.argv.indexOf("--games") + 1] || 60);
const acc = new Map<string, { n: number; legal: number; validate: number; apply: number; actions: number }>();
const kindOf = (s: StarcraftState) => (s.battle ? "battle" : s.payment ? "pay" : s.frame.kind);
let setupMs = 0;
for (let g = -3; g < games; g++) {
  const rngs = [0, 1, 2, 3].map((i) => Rng.fromSeed(`phase-${g}/${i}`));
  let t = performance.now();
  let s = starcraft.setup(starcraft.defaultOptions(4), `phase-${g}`);
  if (g >= 0) setupMs += performance.now() - t;
  for (;;) {
    const pend = starcraft.pending(s);
    if (pend.length === 0) break;
    const p = pend[0].player;
    const k = kindOf(s);
    t = performance.now();
    const legal = starcraft.legalActions(s, p);
    const t1 = performance.now();
    const a = rngs[p].pick(legal);
    const e = starcraft.validate(s, p, a);
    if (e) throw new Error(e.code);
    const t2 = performance.now();
    s = starcraft.apply(s, p, a);
    const t3 = performance.now();
    if (g < 0) continue;
    const r = acc.get(k) ?? { n: 0, legal: 0, validate: 0, apply: 0, actions: 0 };
    r.n++;
    r.legal += t1 - t;
    r.validate += t2 - t1;
    r.apply += t3 - t2;
    r.actions += legal.length;
    acc.set(k, r);
  }
}
const rows = [...acc].map(([k, r]) => ({
  kind: k,
  perGame: +(r.n / games).toFixed(1),
  meanLegal: +(r.actions / r.n).toFixed(1),
  legalMs: +(r.legal / games).toFixed(3),
  validateMs: +(r.validate / games).toFixed(3),
  applyMs: +(r.apply / games).toFixed(3),
}));
rows.sort((a, b) => b.legalMs + b.validateMs + b.applyMs - (a.legalMs + a.validateMs + a.applyMs));
console.table(rows);
console.log("setup ms/game", (setupMs / games).toFixed(3));
