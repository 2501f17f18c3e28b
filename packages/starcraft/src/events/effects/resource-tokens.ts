/**
 * event-resource-tokens (Brood War): the owner takes mineral and gas resource tokens from the
 * common supply (params `minerals`, `gas`). Each token later pays one resource of its kind towards
 * a cost, with no worker (resources.ts, pay.ts). When the supply is short, the owner takes what is
 * left (ruling, see takeTokens).
 */
import { takeTokens } from "../../resources";
import type { EventEffectDef } from "../types";
import { num } from "../types";

export const eventResourceTokens: EventEffectDef = {
  key: "event-resource-tokens",
  describe: "Take mineral and gas resource tokens; each pays one resource of its kind later.",
  play(d, ctx) {
    takeTokens(d, ctx.owner, { minerals: num(ctx.params.minerals, 0), gas: num(ctx.params.gas, 0) });
    return null;
  },
};
