/**
 * battleView: what one player (or a spectator) may know of a battle. Hands are shown to their
 * owner only; deck order to nobody; face-down placed cards to their owner only (the opponent sees
 * that a card — and whether a reinforcement — lies there); the blind top card to nobody until it is
 * revealed. The PRNG state is withheld (it would predict shuffles). For determinization each side
 * also lists `unseen`: the sorted multiset of that side's cards whose place the viewer does not know.
 */
import type { PlayerId, Viewer } from "@koprulu/engine";
import type { BattleState, PlacedCards, SideIndex, SideState } from "./types";
import { clone } from "./util";

export interface PlacedView {
  placed: true;
  blind: boolean;
  /** The combat card when the viewer may see it (owner, face-up placement, or after the reveal). */
  combat: string | null;
  /** The reinforcement id when visible, "hidden" when one lies face down, null when none. */
  reinforcement: string | "hidden" | null;
  /** BW-MC3: the combat card is the top card of this player's deck (a mind-controlled unit's). */
  deckOwner?: PlayerId;
}

export interface SideView extends Omit<SideState, "hand" | "deck"> {
  hand: string[] | null;
  handCount: number;
  deckCount: number;
  /** Cards of this side whose place the viewer does not know (hand, deck, face-down cards), sorted. */
  unseen: string[];
}

/** An outside original owner's deck (BW-MC3): its size and discard pile, never its order. */
export interface OutsideDeckView {
  player: PlayerId;
  deckCount: number;
  discard: string[];
  /** Its cards whose place nobody knows (the deck and its blind cards on the table), sorted. */
  unseen: string[];
}

export interface BattleView extends Omit<BattleState, "sides" | "skirmishes" | "rng" | "shown" | "outside"> {
  viewer: Viewer;
  sides: [SideView, SideView];
  outside?: OutsideDeckView[];
  skirmishes: {
    front: [number | null, number | null];
    support: [number[], number[]];
    cards: [PlacedView | null, PlacedView | null];
    resolved: boolean;
    report: BattleState["skirmishes"][number]["report"];
  }[];
  shown: BattleState["shown"];
  rng: null;
}

export function viewerSide(b: BattleState, viewer: Viewer): SideIndex | null {
  if (viewer === "spectator") return null;
  if (b.sides[0].player === viewer) return 0;
  if (b.sides[1].player === viewer) return 1;
  return null;
}

function placedView(p: PlacedCards, owner: boolean, faceUp: boolean, revealed: boolean): PlacedView {
  const seeCombat = revealed || (!p.blind && (owner || faceUp));
  const seeReinf = revealed || owner || faceUp;
  return {
    placed: true,
    blind: p.blind,
    combat: seeCombat ? p.combat : null,
    reinforcement: p.reinforcement === null ? null : seeReinf ? p.reinforcement : "hidden",
    ...(p.deckOwner !== undefined ? { deckOwner: p.deckOwner } : {}),
  };
}

/** A placed card still lies face down (its skirmish is neither resolved nor being resolved). */
function stillHidden(b: BattleState, k: number, s: SideIndex): boolean {
  const sk = b.skirmishes[k];
  return !(sk.resolved || (b.resolving?.used[s].length && b.current === k));
}

/**
 * BW-MC3: blind cards drawn from `player`'s deck for units he lost to mind control, still face
 * down on either side: they are his cards, and nobody knows which they are.
 */
function borrowedBlind(b: BattleState, player: PlayerId): string[] {
  const out: string[] = [];
  b.skirmishes.forEach((sk, k) => {
    for (const s of [0, 1] as const) {
      const p = sk.cards[s];
      if (p?.deckOwner === player && p.combat !== null && stillHidden(b, k, s)) out.push(p.combat);
    }
  });
  return out;
}

/** Cards of side `s` whose location viewer `v` does not know. */
export function hiddenCards(b: BattleState, s: SideIndex, v: SideIndex | null): string[] {
  const side = b.sides[s];
  const out = [...side.deck];
  const owner = v === s;
  if (!owner) out.push(...side.hand);
  out.push(...borrowedBlind(b, side.player));
  for (let k = 0; k < b.skirmishes.length; k++) {
    const p = b.skirmishes[k].cards[s];
    if (!p || !stillHidden(b, k, s)) continue;
    if (p.blind) {
      if (p.combat !== null && p.deckOwner === undefined) out.push(p.combat);
    } else if (!owner && !side.placesFaceUp) {
      if (p.combat !== null) out.push(p.combat);
    }
    if (p.reinforcement !== null && !owner && !side.placesFaceUp) out.push(p.reinforcement);
  }
  return out.sort();
}

export function battleView(b: BattleState, viewer: Viewer): BattleView {
  const me = viewerSide(b, viewer);
  const sides = b.sides.map((s, i) => {
    const { hand, deck, ...rest } = clone(s);
    const owner = me === i;
    return {
      ...rest,
      hand: owner ? hand : null,
      handCount: hand.length,
      deckCount: deck.length,
      unseen: hiddenCards(b, i as SideIndex, me),
    };
  }) as [SideView, SideView];
  const skirmishes = b.skirmishes.map((sk, k) => {
    const revealed = sk.resolved || (b.resolving !== null && b.current === k);
    return {
      front: [...sk.front] as [number | null, number | null],
      support: [[...sk.support[0]], [...sk.support[1]]] as [number[], number[]],
      cards: sk.cards.map((p, i) =>
        p === null ? null : placedView(p, me === i, b.sides[i].placesFaceUp, revealed),
      ) as [PlacedView | null, PlacedView | null],
      resolved: sk.resolved,
      report: clone(sk.report),
    };
  });
  const { sides: _s, skirmishes: _k, rng: _r, shown, outside, ...rest } = b;
  return {
    ...clone(rest),
    viewer,
    sides,
    ...(outside
      ? {
          outside: outside.map((o) => ({
            player: o.player,
            deckCount: o.deck.length,
            discard: [...o.discard],
            unseen: [...o.deck, ...borrowedBlind(b, o.player)].sort(),
          })),
        }
      : {}),
    skirmishes,
    shown: shown.filter((x) => x.to === me).map((x) => clone(x)),
    rng: null,
  };
}
