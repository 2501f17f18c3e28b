/**
 * Brood War, BW-MC3 (EN §5, FAQ p.3): in later battles a mind-controlled unit's standard combat
 * card is the top card of its ORIGINAL owner's combat deck, drawn when cards are placed; its
 * controller may add a reinforcement from his own hand that matches it (the usual fit rule at
 * reveal: a card picturing the unit, or an "Any" card — so a non-Protoss unit under a Protoss
 * player can use only his "Any" reinforcements). The drawn card is face down and unseen by
 * everyone until the skirmish is revealed, like the blind top card. Afterwards it goes to the
 * original owner's discard pile (provisional: the texts do not say where it goes).
 */
import type { PlayerId } from "@koprulu/engine";
import { deckOf } from "./deck";
import type { BattleState, SideIndex } from "./types";

export const ORIGINAL_TOP = "original-top";

/** The original owner whose deck the front-line unit of skirmish k fights with, or null. */
export function controlledFrontOwner(b: BattleState, side: SideIndex, k: number): PlayerId | null {
  const id = b.skirmishes[k]?.front[side];
  if (id === null || id === undefined) return null;
  const unit = b.sides[side].units.find((u) => u.id === id);
  const owner = unit?.originalOwner;
  if (owner === undefined || owner === b.sides[side].player || !deckOf(b, owner)) return null;
  return owner;
}
