/**
 * mind-control (Dark Archon): after the destroy step, if the opposing front-line unit survived it
 * is stolen — it now belongs to this side (in the area, for retreats and splash). Heroes are immune.
 * The rules move the figure (aftermath "mind-control") and pass the free tokens (BattleSide.mindControlTokens).
 */
import type { EffectDef } from "./types";

export const mindControl: EffectDef = {
  key: "mind-control",
  describe: "Steal the surviving opposing front-line unit.",
  after(b, side, _use, card, k) {
    const enemy = side === 0 ? 1 : 0;
    const id = b.skirmishes[k].front[enemy];
    const i = b.sides[enemy].units.findIndex((u) => u.id === id);
    if (i < 0 || b.sides[enemy].units[i].hero) return;
    // Brood War: each steal needs a free mind-control token (2 per Protoss faction, BW-MC2).
    const tokens = b.sides[side].mindControlTokens;
    if (tokens !== undefined) {
      if (tokens <= 0) return;
      b.sides[side].mindControlTokens = tokens - 1;
    }
    const [unit] = b.sides[enemy].units.splice(i, 1);
    b.sides[side].units.push(unit);
    b.aftermath.push({
      kind: "mind-control",
      player: b.sides[side].player,
      from: b.sides[enemy].player,
      unit: unit.id,
    });
    b.log.push({ event: "mind-control", side, unit: unit.id, card });
  },
};
