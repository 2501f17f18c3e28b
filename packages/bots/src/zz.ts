import { createBot, loadRuleset, playGame } from "@koprulu/bots";
import { cat } from "@koprulu/starcraft";
import { controllers } from "./starcraft/evaluate";

const sc = await loadRuleset("starcraft");
for (const [seed, hseat] of [
  ["1-11", 1],
  ["1-7", 1],
  ["1-33", 1],
  ["1-17", 1],
] as const) {
  const bots =
    hseat === 1
      ? [createBot("random", "starcraft"), createBot("heuristic", "starcraft")]
      : [createBot("heuristic", "starcraft"), createBot("random", "starcraft")];
  const r = playGame(sc, bots, seed as string);
  const s = r.match.state as any;
  const ctrl = controllers(s);
  const cps = [...ctrl].filter(([a]) => cat().areas[a]?.cp > 0).map(([a, p]) => `${a}:${p}`);
  console.log(
    seed,
    "heur seat",
    hseat,
    r.outcome,
    "cp",
    s.players.map((p: any) => p.cp),
    "units",
    [0, 1].map((p) => s.units.filter((u: any) => u.owner === p).length),
    "bases",
    [0, 1].map((p) => s.bases.filter((u: any) => u.owner === p).length),
    cps.join(" "),
  );
  const counts: Record<string, number> = {};
  for (const e of r.match.log)
    if (e.player === hseat) counts[(e.action as any).type] = (counts[(e.action as any).type] ?? 0) + 1;
  console.log(JSON.stringify(counts));
}
