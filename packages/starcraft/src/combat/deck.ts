/**
 * Combat deck handling: drawing, with the rulebook's reshuffle — when the last card of the
 * draw pile is drawn, the discard pile is shuffled into a new draw pile at once. A deck is a
 * side's own, or (Brood War, BW-MC3) the deck of a mind-controlled unit's original owner: the
 * opposing side's, or one passed in from outside the battle.
 */
import type { PlayerId } from "@koprulu/engine";
import type { BattleState, SideIndex } from "./types";
import { withRng } from "./util";

export interface DeckHolder {
  deck: string[];
  discard: string[];
}

function reshuffleIfEmpty(b: BattleState, s: DeckHolder, who: Record<string, unknown>): void {
  if (s.deck.length > 0 || s.discard.length === 0) return;
  s.deck = withRng(b, (rng) => rng.shuffle(s.discard));
  s.discard = [];
  b.log.push({ event: "reshuffle", ...who });
}

function drawFrom(b: BattleState, s: DeckHolder, who: Record<string, unknown>): string | null {
  reshuffleIfEmpty(b, s, who);
  const card = s.deck.shift() ?? null;
  reshuffleIfEmpty(b, s, who);
  return card;
}

/** Take the top card of a side's deck (null when deck and discard are both empty). */
export function drawTop(b: BattleState, side: SideIndex): string | null {
  return drawFrom(b, b.sides[side], { side });
}

/** The deck and discard pile of a player: a side's own, or one from outside the battle (BW-MC3). */
export function deckOf(b: BattleState, player: PlayerId): DeckHolder | null {
  for (const s of b.sides) if (s.player === player) return s;
  return b.outside?.find((o) => o.player === player) ?? null;
}

/** Take the top card of a player's deck, wherever it is (BW-MC3: a mind-controlled unit's card). */
export function drawTopOf(b: BattleState, player: PlayerId): string | null {
  const holder = deckOf(b, player);
  if (!holder) return null;
  const side = b.sides.findIndex((s) => s.player === player);
  return drawFrom(b, holder, side >= 0 ? { side } : { player });
}

/** Draw `n` cards into the hand. */
export function drawToHand(b: BattleState, side: SideIndex, n: number): number {
  let drawn = 0;
  for (let i = 0; i < n; i++) {
    const c = drawTop(b, side);
    if (c === null) break;
    b.sides[side].hand.push(c);
    drawn++;
  }
  return drawn;
}
