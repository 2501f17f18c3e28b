/**
 * Soak test (not in CI): many random full games of every player count, checking the invariants
 * after every action and view ∘ determinize after some. `node --import tsx packages/eclipse/scripts/soak.ts [games]`
 */
import { jsonEqual, Rng } from "@koprulu/engine";
import { eclipse, invariantProblems } from "../src/index";

const games = Number(process.argv[2] ?? 30);
let actions = 0;
for (let g = 0; g < games; g++) {
  const players = 2 + (g % 5);
  let s = eclipse.setup({ players, rounds: 9 }, `soak-${g}`);
  const rng = Rng.fromSeed(`soak-${g}`);
  for (let i = 0; ; i++) {
    const d = eclipse.pending(s)[0];
    if (!d) break;
    const legal = eclipse.legalActions(s, d.player);
    const a = legal[rng.index(legal.length)]!;
    const err = eclipse.validate(s, d.player, a);
    if (err) throw new Error(`game ${g} step ${i}: ${err.code} ${JSON.stringify(a)}`);
    s = eclipse.apply(s, d.player, a);
    actions++;
    const problems = invariantProblems(s);
    if (problems.length)
      throw new Error(`game ${g} step ${i} after ${JSON.stringify(a)}: ${problems.join(" | ")}`);
    if (i % 97 === 0) {
      const seat = i % players;
      const v = eclipse.view(s, seat);
      const back = eclipse.view(eclipse.determinize!(v, seat, rng), seat);
      if (!jsonEqual(v, back)) throw new Error(`game ${g} step ${i}: view(determinize(view)) differs`);
    }
  }
  const o = eclipse.outcome(s)!;
  console.log(
    `game ${g}: ${players} players, round ${s.round}, scores ${o.scores?.join("/")}, winners ${o.winners}, battles ${s.stats.battles}`,
  );
}
console.log(`ok: ${games} games, ${actions} actions`);
