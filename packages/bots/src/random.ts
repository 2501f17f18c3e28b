/** RandomBot: uniform over the legal actions. The baseline every other bot must beat. */

import type { ActionBase } from "@koprulu/engine";
import type { Bot, BotInput } from "./types";

export const randomBot: Bot = {
  name: "random",
  choose<A extends ActionBase>(input: BotInput<unknown, A>): A {
    if (input.legalActions.length === 0) throw new Error("randomBot: asked to act without legal actions");
    return input.rng.pick(input.legalActions);
  },
};
