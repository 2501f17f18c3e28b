/**
 * consume (Defiler): destroy one of your own units in the battle or one of your workers (your choice),
 * and draw combat cards. The worker is reported to the rules in the aftermath ("destroy-worker").
 */
import { drawToHand } from "../deck";
import { WORKER_CHOICE } from "../types";
import type { EffectDef } from "./types";
import { num } from "./vs";

export const consume: EffectDef = {
  key: "consume",
  describe: "Destroy one of your units or workers to draw combat cards.",
  after(b, side, use, card) {
    const candidates = [...b.sides[side].units.map((u) => u.id), WORKER_CHOICE];
    b.todo.push({ kind: "loss", side, candidates, cause: "effect", mayWithdraw: false, source: card });
    drawToHand(b, side, num(use.params?.count, 1));
  },
};
