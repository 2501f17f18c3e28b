/**
 * For search bots: a full state consistent with a seat's view. Every placeholder is filled from
 * the public multiset it hides (`view.unknown`), face-down orders get kinds from the owner's
 * order tokens (gold only as far as his R&D modules allow), and the PRNG gets a fresh state.
 */
import type { PlayerId, Rng } from "@koprulu/engine";
import { cat } from "./rules-catalog";
import type { Order, OrderKind, StarcraftState } from "./state";
import type { StarcraftView } from "./view";

const KINDS: OrderKind[] = ["build", "mobilize", "research"];

export function determinize(v: StarcraftView, viewer: PlayerId, rng: Rng): StarcraftState {
  // Events: fill each "?stage" placeholder from that stage's unknown cards.
  const byStage: Record<string, string[]> = { "?1": [], "?2": [], "?3": [], "?0": [] };
  for (const c of rng.shuffle(v.unknown.events)) byStage[`?${cat().events[c]?.stage ?? 0}`].push(c);
  const fill = (cards: string[]) => cards.map((c) => (c.startsWith("?") ? (byStage[c].pop() ?? c) : c));
  const events = { deck: fill(v.events.deck), removed: fill(v.events.removed), discard: v.events.discard };
  const players = v.players.map((pl, q) => {
    const pool = rng.shuffle(v.unknown.combat[q]);
    const hand = q === viewer ? pl.hand : pool.splice(0, pl.hand.length);
    return { ...pl, hand, deck: pool, events: fill(pl.events) };
  });
  const stacks: Record<string, Order[]> = {};
  for (const id in v.stacks) {
    stacks[id] = v.stacks[id].map((o) => (o.kind === null ? sampleOrder(v, o.owner, rng) : o));
  }
  const { viewer: _viewer, unknown: _unknown, battle: _battle, ...rest } = v;
  return {
    ...rest,
    players,
    stacks,
    events,
    battle: null,
    rng: [rng.nextUint32(), rng.nextUint32(), rng.nextUint32(), rng.nextUint32()],
  };
}

function sampleOrder(v: StarcraftView, owner: PlayerId, rng: Rng): Order {
  const gold = v.players[owner].modules.research > 0 && rng.int(0, 8) < 3;
  return { owner, kind: KINDS[rng.int(0, 2)], gold };
}
