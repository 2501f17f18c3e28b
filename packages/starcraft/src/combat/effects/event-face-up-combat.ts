/** event-face-up-combat (start of battle): the opponent places his combat cards first, face up. */
import type { EffectDef } from "./types";

export const eventFaceUpCombat: EffectDef = {
  key: "event-face-up-combat",
  describe: "The opponent places his combat cards first and face up.",
  start(b, side) {
    const enemy = side === 0 ? 1 : 0;
    b.firstPlacer = enemy;
    b.sides[enemy].placesFaceUp = true;
  },
};
