/** Drawing event cards (L-T4, L-R3): face down into the player's drawn cards; an empty deck takes the shuffled discards. */
import { type PlayerId, Rng } from "@koprulu/engine";
import type { LiteState } from "./state";

export function drawEvents(d: LiteState, p: PlayerId, count: number): void {
  let deck = d.events.deck;
  let discard = d.events.discard;
  let buried = d.events.buried;
  const got: string[] = [];
  for (let i = 0; i < count; i++) {
    if (deck.length === 0 && discard.length + buried.length > 0) {
      const rng = new Rng(d.rng);
      deck = rng.shuffle([...discard, ...buried]);
      discard = [];
      buried = [];
      d.rng = rng.state();
    }
    if (deck.length === 0) break;
    got.push(deck[0]);
    deck = deck.slice(1);
  }
  d.events = { deck, discard, buried };
  d.players[p] = { ...d.players[p], events: [...d.players[p].events, ...got] };
}
