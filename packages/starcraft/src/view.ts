/**
 * What a seat (or a spectator) may know. Hidden: other players' face-down orders (kind and
 * colour), other players' hands, every deck's order, face-down events (even from their owner
 * until regrouping step 8; the stage on the card back stays visible), the cards removed at
 * setup, and the PRNG state (it would predict every future shuffle). Hidden cards become
 * placeholders of the same count ("?" for combat cards, "?1"/"?2"/"?3" for events by stage), and
 * `unknown` lists, sorted, the public multiset those placeholders are drawn from, which is what
 * `determinize` samples from.
 */
import type { PlayerId, Viewer } from "@koprulu/engine";
import { battleView } from "./battle";
import { HIDDEN_LEADERSHIP } from "./brood-war/leadership-choice";
import { type CatalogScope, cat } from "./rules-catalog";
import type { Order, PlayerState, StarcraftState } from "./state";

export interface StarcraftView extends Omit<StarcraftState, "battle"> {
  viewer: Viewer;
  battle: unknown;
  unknown: {
    /** Per seat: combat cards in that seat's hidden positions (hand for others, deck for all). */
    combat: string[][];
    /** Event cards in hidden positions (deck, removed, face-down held cards the viewer has not seen). */
    events: string[];
  };
}

export const HIDDEN_CARD = "?";

function hiddenEvent(s: CatalogScope, card: string): string {
  return `?${cat(s).events[card]?.stage ?? 0}`;
}

function hide(cards: string[]): string[] {
  return cards.map(() => HIDDEN_CARD);
}

export function seesOwnEvents(pl: PlayerState): boolean {
  return pl.eventsSeen;
}

export function view(s: StarcraftState, viewer: Viewer): StarcraftView {
  const unknownEvents: string[] = [...s.events.deck, ...s.events.removed];
  const combat: string[][] = [];
  const chosen = s.frame.kind === "discard" ? s.frame.chosen : null;
  const players = s.players.map((pl, q): PlayerState => {
    const own = viewer === q;
    const hiddenCombat = own ? pl.deck.slice() : [...pl.hand, ...pl.deck, ...(chosen?.[q] ?? [])];
    combat.push(hiddenCombat.sort());
    const seen = own && seesOwnEvents(pl);
    if (!seen) unknownEvents.push(...pl.events);
    return {
      ...pl,
      hand: own ? pl.hand : hide(pl.hand),
      deck: hide(pl.deck),
      events: seen ? pl.events : pl.events.map((card) => hiddenEvent(s, card)),
    };
  });
  const stacks: Record<string, Order[]> = {};
  for (const id in s.stacks) {
    stacks[id] = s.stacks[id].map((o) =>
      o.owner === viewer ? o : { owner: o.owner, kind: null, gold: null },
    );
  }
  let frame = s.frame;
  if (frame.kind === "discard") {
    const hidden: Record<number, string[]> = {};
    for (const key of Object.keys(frame.chosen)) {
      const q = Number(key);
      hidden[q] = q === viewer ? frame.chosen[q] : hide(frame.chosen[q]);
    }
    frame = { ...frame, chosen: hidden };
  }
  if (frame.kind === "choose-leadership") {
    // BW-S7/BW-L1: the others' cards stay face down until all have chosen; only who has chosen shows.
    const choices = frame.sim.choices.map((c, q) => (c === null || q === viewer ? c : HIDDEN_LEADERSHIP));
    frame = { ...frame, sim: { asked: frame.sim.asked, choices } };
  }
  return {
    ...s,
    frame,
    viewer,
    players,
    stacks,
    events: {
      deck: s.events.deck.map((card) => hiddenEvent(s, card)),
      removed: s.events.removed.map((card) => hiddenEvent(s, card)),
      discard: s.events.discard,
    },
    battle: s.battle ? battleView(s.battle, viewer) : null,
    rng: [0, 0, 0, 0],
    unknown: { combat, events: unknownEvents.sort() },
  };
}

export function viewerSeat(v: Viewer): PlayerId | null {
  return v === "spectator" ? null : v;
}
