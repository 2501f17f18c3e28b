/** reveal-hand (Parasite): detection in this skirmish, and the opponent shows this side his hand. */
import type { EffectDef } from "./types";

export const revealHand: EffectDef = {
  key: "reveal-hand",
  describe: "Detection, and the opponent shows you his hand of combat cards.",
  flags(ctx, side) {
    ctx.calc[side].detect = true;
  },
  after(b, side) {
    const enemy = side === 0 ? 1 : 0;
    b.shown.push({ to: side, owner: enemy, cards: [...b.sides[enemy].hand] });
  },
};
