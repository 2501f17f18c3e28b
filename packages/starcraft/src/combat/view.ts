/**
 * battleView: what one player (or a spectator) may know of a battle. Hands are shown to their
 * owner only; deck order to nobody; face-down placed cards to their owner only (the opponent sees
 * that a card — and whether a reinforcement — lies there); the blind top card to nobody until it is
 * revealed. The PRNG state is withheld (it would predict shuffles). For determinization each side
 * also lists `unseen`: the sorted multiset of that side's cards whose place the viewer does not know.
 */
import type { Viewer } from "@koprulu/engine";
import type { BattleState, PlacedCards, SideIndex, SideState } from "./types";
import { clone } from "./util";

export interface PlacedView {
  placed: true;
  blind: boolean;
  /** The combat card when the viewer may see it (owner, face-up placement, or after the reveal). */
  combat: string | null;
  /** The reinforcement id when visible, "hidden" when one lies face down, null when none. */
  reinforcement: string | "hidden" | null;
}

export interface SideView extends Omit<SideState, "hand" | "deck"> {
  hand: string[] | null;
  handCount: number;
  deckCount: number;
  /** Cards of this side whose place the viewer does not know (hand, deck, face-down cards), sorted. */
  unseen: string[];
}

export interface BattleView extends Omit<BattleState, "sides" | "skirmishes" | "rng" | "shown"> {
  viewer: Viewer;
  sides: [SideView, SideView];
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
  };
}

/** Cards of side `s` whose location viewer `v` does not know. */
export function hiddenCards(b: BattleState, s: SideIndex, v: SideIndex | null): string[] {
  const side = b.sides[s];
  const out = [...side.deck];
  const owner = v === s;
  if (!owner) out.push(...side.hand);
  for (const sk of b.skirmishes) {
    const p = sk.cards[s];
    if (!p || sk.resolved || (b.resolving?.used[s].length && b.current === b.skirmishes.indexOf(sk)))
      continue;
    if (p.blind) {
      if (p.combat !== null) out.push(p.combat);
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
  const { sides: _s, skirmishes: _k, rng: _r, shown, ...rest } = b;
  return {
    ...clone(rest),
    viewer,
    sides,
    skirmishes,
    shown: shown.filter((x) => x.to === me).map((x) => clone(x)),
    rng: null,
  };
}
