/**
 * splash: if this side's attack destroys (or makes withdraw) an enemy unit in the skirmish, the
 * card is held until step 8, where the opponent destroys one more surviving unit of the target
 * type (optionally only the listed unit types).
 */
import type { EffectDef } from "./types";
import { strList } from "./vs";

export function splashKind(v: unknown): "ground" | "air" | "any" {
  return v === "ground" ? "ground" : v === "flying" || v === "air" ? "air" : "any";
}

export const splash: EffectDef = {
  key: "splash",
  describe: "Splash damage: after the battle the opponent loses one more unit of the target type.",
  flags(ctx, side, use, card) {
    ctx.calc[side].splash.push({
      card: card.id,
      kind: splashKind(use.params?.targets),
      only: strList(use.params?.onlyUnits),
    });
  },
};
