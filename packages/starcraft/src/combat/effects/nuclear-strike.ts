/**
 * nuclear-strike (Nuke): if the Ghost is not destroyed in this skirmish (FAQ: a Ghost that withdrew
 * through Cloaking Field still fires), one enemy ground unit — or the enemy base — in the area is
 * destroyed; the Ghost's owner picks. A cloaked victim may withdraw (designer ruling) unless detected.
 */
import { BASE_CHOICE } from "../types";
import { catalogOf, unitInfo } from "../util";
import type { EffectDef } from "./types";

export const nuclearStrike: EffectDef = {
  key: "nuclear-strike",
  describe: "If the Ghost is not destroyed, destroy one enemy ground unit or the enemy base in the area.",
  after(b, side, _use, card, k) {
    const ghost = b.skirmishes[k].front[side];
    if (ghost === null || b.destroyed.includes(ghost)) return;
    const enemy = side === 0 ? 1 : 0;
    const cat = catalogOf(b);
    const candidates = b.sides[enemy].units
      .filter((u) => !u.hero && !unitInfo(cat, u.type).flying)
      .map((u) => u.id);
    if (b.sides[enemy].ownBase) candidates.push(BASE_CHOICE);
    if (candidates.length === 0) return;
    b.todo.push({
      kind: "loss",
      side: enemy,
      chooser: side,
      candidates,
      cause: "effect",
      mayWithdraw: !b.resolving!.detect[side],
      source: card,
    });
  },
};
