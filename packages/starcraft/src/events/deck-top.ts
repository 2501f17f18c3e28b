/** Take the top card of the Event deck face up (for effects that play it at once); null when empty. */
import type { Draft } from "../draft";
import { recycleStageThree } from "../variants/galactic-conquest";

export function drawEventFaceUp(d: Draft): string | null {
  recycleStageThree(d); // Galactic Conquest: an empty deck is refilled from the Stage III discards
  const top = d.events.deck[0];
  if (top === undefined) return null;
  d.events = { ...d.events, deck: d.events.deck.slice(1) };
  return top;
}
