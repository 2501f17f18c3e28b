/**
 * cancel-opposing-card: the opponent's cards in this skirmish are canceled — discarded, their
 * effects ignored (reference card: "Cancel: ignore effects of other cards"). A canceled normal
 * card keeps its printed values (they are not an effect); a canceled reinforcement does nothing.
 * Cancels resolve before anything else, attacker first: a card canceled first cancels nothing.
 */
import type { EffectDef } from "./types";

export const cancelOpposingCard: EffectDef = {
  key: "cancel-opposing-card",
  describe: "Cancel the opponent's cards in this skirmish (their abilities are ignored).",
  cancel(ctx, side) {
    const enemy = ctx.cards[side === 0 ? 1 : 0];
    for (const c of [enemy.combat, enemy.reinforcement])
      if (c && !ctx.canceled.includes(c.id)) ctx.canceled.push(c.id);
  },
};
