import { Match, Rng } from "@koprulu/engine";
import { eclipse } from "../src/index";

const rng = Rng.fromSeed("x");
for (let g = 2; g < 3; g++) {
  const m = Match.create(eclipse, { players: 2 + (g % 5), rounds: 9 }, `s${g}`);
  let n = 0;
  const t0 = performance.now();
  while (m.pending().length && n < 20000) {
    const d = m.pending()[0]!;
    const legal = m.legalActions(d.player);
    if (!legal.length) throw new Error(`no legal for ${JSON.stringify(d)} step ${m.state.step.kind}`);
    const a = legal[rng.index(legal.length)]!;
    const err = m.submit(d.player, a);
    if (err) throw new Error(JSON.stringify(err) + JSON.stringify(a));
    n++;
  }
  console.log(
    g,
    n,
    m.state.round,
    m.state.phase,
    JSON.stringify(m.outcome()),
    m.state.stats,
    Math.round(performance.now() - t0),
    "ms",
  );
}
