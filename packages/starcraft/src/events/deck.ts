/**
 * The Event deck is the game's clock: Stage I cards on top of Stage II on top of Stage III.
 * Drawn events are held face down, unseen even by their owner, until regrouping step 8.
 */
import { Rng, type RngState } from "@koprulu/engine";
import type { Catalog } from "../catalog";
import type { Draft } from "../draft";
import type { EventDeck } from "../state";
import { recycleStageThree } from "../variants/galactic-conquest";

/**
 * Shuffle each stage, remove `removals` random cards from Stage I and from Stage II, stack I/II/III.
 * Brood War: the Leadership events are in only with Leadership cards, and then one more card
 * goes from each of Stage I and II (BW-S5: 3/7/11/15/19 instead of BW-X5's 2/6/10/14/18).
 */
export function buildEventDeck(
  c: Catalog,
  players: number,
  rngState: RngState,
  leadership = false,
): { deck: EventDeck; rng: RngState } {
  const rng = new Rng(rngState);
  const byStage: string[][] = [[], [], []];
  for (const id of Object.keys(c.events)) {
    const e = c.events[id];
    if (e.leadershipRelated && !leadership) continue;
    for (let i = 0; i < e.copies; i++) byStage[e.stage - 1].push(id);
  }
  const removeN = (leadership ? c.eventRemovalsLeadership : c.eventRemovals)[players] ?? 0;
  const removed: string[] = [];
  const kept: string[][] = byStage.map((cards, i) => {
    const shuffled = rng.shuffle(cards);
    if (i === 2) return shuffled;
    const n = Math.min(removeN, shuffled.length);
    removed.push(...shuffled.slice(0, n));
    return shuffled.slice(n);
  });
  return { deck: { deck: [...kept[0], ...kept[1], ...kept[2]], removed, discard: [] }, rng: rng.state() };
}

/** Draw the top event face down for `player` (nothing when the deck is empty). */
export function drawEvent(d: Draft, player: number): void {
  recycleStageThree(d); // Galactic Conquest: an empty deck is refilled from the Stage III discards
  const top = d.events.deck[0];
  if (top === undefined) return;
  d.events = { ...d.events, deck: d.events.deck.slice(1) };
  const p = d.players[player];
  p.events = [...p.events, top];
}
