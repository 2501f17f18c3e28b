/**
 * feedback (Dark Archon): cancel the opponent's reinforcement in this skirmish; if he has none, he
 * destroys one of his assist units supporting in this skirmish. FAQ: if Feedback itself is canceled
 * (e.g. EMP Shockwave) nothing happens — cancel order (attacker first) takes care of that.
 */
import { catalogOf, unitInfo } from "../util";
import type { EffectDef } from "./types";

export const feedback: EffectDef = {
  key: "feedback",
  describe: "Cancel the opponent's reinforcement; without one he loses a supporting assist unit.",
  cancel(ctx, side) {
    const r = ctx.cards[side === 0 ? 1 : 0].reinforcement;
    if (r && !ctx.canceled.includes(r.id)) ctx.canceled.push(r.id);
  },
  after(b, side, _use, card, k) {
    const enemy = side === 0 ? 1 : 0;
    if (b.skirmishes[k].cards[enemy]?.reinforcement) return;
    const cat = catalogOf(b);
    const candidates = b.skirmishes[k].support[enemy].filter((id) => {
      const u = b.sides[enemy].units.find((x) => x.id === id);
      return u !== undefined && !u.hero && unitInfo(cat, u.type).assist;
    });
    if (candidates.length > 0) {
      b.todo.push({
        kind: "loss",
        side: enemy,
        candidates,
        cause: "effect",
        mayWithdraw: !b.resolving!.detect[side],
        source: card,
      });
    }
  },
};
