/** Combat deck handling: draw with reshuffle of the discard pile when the deck runs out. */
import { Rng } from "@koprulu/engine";
import type { Draft } from "./draft";

export function drawCombatCards(d: Draft, player: number, n: number): void {
  const p = d.players[player];
  let deck = p.deck;
  let discard = p.discard;
  const hand = p.hand.slice();
  let rng: Rng | null = null;
  for (let i = 0; i < n; i++) {
    if (deck.length === 0) {
      if (discard.length === 0) break;
      rng ??= new Rng(d.rng);
      deck = rng.shuffle(discard);
      discard = [];
    }
    hand.push(deck[0]);
    deck = deck.slice(1);
  }
  if (rng) d.rng = rng.state();
  p.deck = deck;
  p.discard = discard;
  p.hand = hand;
}
