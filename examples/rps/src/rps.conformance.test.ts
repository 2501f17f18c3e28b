import type { Rng } from "@koprulu/engine";
import { runConformance } from "@koprulu/engine/conformance";
import { HANDS, type RpsState, rps } from "./rps";

runConformance(rps, {
  games: 40,
  options: (_players, rng) => ({ bestOf: rng.pick([1, 3, 5]) }),
  // Independent of determinize: re-draw the other seat's secret choice.
  resample: (s: RpsState, viewer: number, rng: Rng): RpsState => ({
    ...s,
    sim: {
      ...s.sim,
      choices: s.sim.choices.map((c, seat) => (seat === viewer || c === null ? c : HANDS[rng.index(3)])),
    },
  }),
});
