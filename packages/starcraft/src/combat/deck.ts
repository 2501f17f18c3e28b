/**
 * Combat deck handling: drawing, with the rulebook's reshuffle — when the last card of the
 * draw pile is drawn, the discard pile is shuffled into a new draw pile at once.
 */
import type { BattleState, SideIndex } from "./types";
import { withRng } from "./util";

function reshuffleIfEmpty(b: BattleState, side: SideIndex): void {
  const s = b.sides[side];
  if (s.deck.length > 0 || s.discard.length === 0) return;
  s.deck = withRng(b, (rng) => rng.shuffle(s.discard));
  s.discard = [];
  b.log.push({ event: "reshuffle", side });
}

/** Take the top card of a side's deck (null when deck and discard are both empty). */
export function drawTop(b: BattleState, side: SideIndex): string | null {
  reshuffleIfEmpty(b, side);
  const s = b.sides[side];
  const card = s.deck.shift() ?? null;
  reshuffleIfEmpty(b, side);
  return card;
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
