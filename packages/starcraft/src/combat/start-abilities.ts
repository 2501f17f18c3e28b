/**
 * Step 2 of conducting a battle: "start of battle" abilities. Each side may use one (or none),
 * attacker first, then defender. Offers come from the rules (events in play, leadership, guard
 * tokens) and from the side's own cards: technologies in its play area and one-shot cards in hand
 * whose ability is a start-of-battle effect.
 */
import { effectFor } from "./effects/registry";
import { recharged } from "./recharge";
import type { BattleState, SideIndex } from "./types";
import { cardInfo, catalogOf } from "./util";

export interface StartOffer {
  source: string;
  effect: string;
  params: Record<string, unknown>;
  /** Card in hand that is spent when used. */
  fromHand: string | null;
}

export function startOffers(b: BattleState, side: SideIndex): StartOffer[] {
  const s = b.sides[side];
  const cat = catalogOf(b);
  const out: StartOffer[] = [];
  for (const o of s.startAbilities)
    out.push({ source: o.source, effect: o.effect, params: o.params ?? {}, fromHand: null });
  const seen = new Set<string>();
  const fromCards = (ids: string[], inHand: boolean) => {
    for (const id of ids) {
      if (seen.has(`${inHand}:${id}`)) continue;
      seen.add(`${inHand}:${id}`);
      const card = cardInfo(cat, id);
      if (!card) continue;
      for (const use of card.abilities) {
        if (!effectFor(use.key)?.start) continue;
        out.push({
          source: `card:${id}`,
          effect: use.key,
          params: use.params ?? {},
          fromHand: inHand ? id : null,
        });
      }
    }
  };
  fromCards(s.technologies, false);
  fromCards(s.hand, true);
  return out.filter((o) => {
    const def = effectFor(o.effect);
    return def?.start !== undefined && (def.startAllowed?.(b, side, o.params) ?? true);
  });
}

export function useStartAbility(b: BattleState, side: SideIndex, offer: StartOffer): void {
  const s = b.sides[side];
  if (offer.fromHand !== null) {
    const i = s.hand.indexOf(offer.fromHand);
    if (i >= 0) s.hand.splice(i, 1);
    const card = cardInfo(catalogOf(b), offer.fromHand);
    if (card?.singleUse) b.techReturned.push(offer.fromHand);
    else if (!recharged(b, side, offer.fromHand)) s.discard.push(offer.fromHand);
  }
  b.log.push({ event: "start-ability", side, source: offer.source, effect: offer.effect });
  if (!offer.source.startsWith("card:")) {
    b.aftermath.push({ kind: "start-ability-used", player: s.player, source: offer.source });
  }
  effectFor(offer.effect)!.start!(b, side, offer.params, offer.source);
}
