/** splash-if-no-detector (Spider Mines): splash damage only when the opponent has no detector in the skirmish. */
import { splashKind } from "./splash";
import type { EffectDef } from "./types";

export const splashIfNoDetector: EffectDef = {
  key: "splash-if-no-detector",
  describe: "Splash damage, but only when the opponent has no detector in the skirmish.",
  // Runs in `final` so detectors granted by any card in the skirmish are known.
  final(ctx, side, use, card) {
    if (ctx.calc[side === 0 ? 1 : 0].detect) return;
    ctx.calc[side].splash.push({ card: card.id, kind: splashKind(use.params?.targets), only: [] });
  },
};
