/**
 * destroy-enemy-unit (Spawn Broodling, Leg Enhancements): after the destroy step the opponent
 * destroys one of his units in the battle of the target type (his choice), optionally only one that
 * costs less than this side's front-line unit. Not an attack: it never triggers splash. A cloaked
 * victim may withdraw instead unless this side has a detector in the skirmish (designer ruling);
 * heroes are immune to technology cards that destroy units.
 */
import { catalogOf, unitInfo } from "../util";
import type { EffectDef } from "./types";

export const destroyEnemyUnit: EffectDef = {
  key: "destroy-enemy-unit",
  describe: "After the destroy step the opponent destroys one of his units of the target type.",
  after(b, side, use, card, k) {
    const cat = catalogOf(b);
    const enemy = side === 0 ? 1 : 0;
    const targets = use.params?.targets;
    const frontId = b.skirmishes[k].front[side];
    const frontType = b.sides[side].units.find((u) => u.id === frontId)?.type ?? null;
    const cheaper = use.params?.cheaperThanFrontLine === true;
    if (cheaper && frontType === null) return; // no front line left to compare costs with
    const limit = cheaper && frontType ? unitInfo(cat, frontType).cost : Number.POSITIVE_INFINITY;
    const candidates = b.sides[enemy].units
      .filter((u) => {
        if (u.hero) return false;
        const info = unitInfo(cat, u.type);
        if (targets === "ground" && info.flying) return false;
        if (targets === "flying" && !info.flying) return false;
        return info.cost < limit;
      })
      .map((u) => u.id);
    if (candidates.length === 0) return;
    b.todo.push({
      kind: "loss",
      side: enemy,
      candidates,
      cause: "effect",
      mayWithdraw: !b.resolving!.detect[side],
      source: card,
    });
  },
};
