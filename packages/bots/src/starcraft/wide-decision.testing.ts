/** Test helper: a real StarCraft position where the deciding seat has several rated choices. */
import { type ActionBase, Rng } from "@koprulu/engine";
import { type StarcraftState, starcraft } from "@koprulu/starcraft";
import { searchHooks } from "../hooks";
import { createBot } from "../registry";
import type { BotInput } from "../types";

/** The first position of a heuristic game where the deciding seat has at least 4 rated choices. */
export function wideDecision(options: unknown, seed: string): BotInput {
  const heuristic = createBot("heuristic", "starcraft");
  const rng = Rng.fromSeed(seed);
  let s = starcraft.setup(options as never, seed) as StarcraftState;
  for (let n = 0; n < 3000; n++) {
    const decisions = starcraft.pending(s);
    const seat = decisions[0].player;
    const legal = starcraft.legalActions(s, seat) as ActionBase[];
    const view = starcraft.view(s, seat);
    const rated = searchHooks(starcraft).actionPrior!(view, seat, legal).filter(
      (x) => x > Number.NEGATIVE_INFINITY,
    );
    if (n > 20 && rated.length >= 4 && legal[0].type !== "choose-faction")
      return {
        ruleset: starcraft as never,
        seat,
        view,
        decisions,
        legalActions: legal,
        rng: Rng.fromSeed("w"),
      };
    s = starcraft.apply(
      s,
      seat,
      heuristic.choose({
        ruleset: starcraft as never,
        seat,
        view,
        decisions,
        legalActions: legal,
        rng,
      }) as never,
    );
  }
  throw new Error("no decision with 4 rated actions");
}
