/**
 * Recharge (Brood War keyword, BW p.6–7): when a card of the named type would be discarded, it
 * returns to its owner's hand instead. A version usable once per Action Phase is marked with a
 * depletion token when it acts, and does nothing more until the token is removed.
 *
 * No card of the bundled pack carries the keyword (which Brood War cards do is unknown), so it is
 * read generically from the card data: an ability `{key: "recharge", params: {cards?, once?}}`
 * on a combat card (it recharges itself, or the `cards` it names) or on a technology the side
 * owns (it recharges the `cards` it names); `once: "action-phase"` is the depletion version. The
 * rules keep the depletion tokens between battles (BattleSide.rechargeDepleted, aftermath
 * "recharge-depleted") and remove them when an Action Phase begins. Only a side's own cards
 * recharge (not a card drawn from a mind-controlled unit's original owner), and single-use
 * technologies go back to the technology deck as always (they are not discarded).
 */
import type { EffectDef } from "./effects/types";
import type { BattleState, SideIndex } from "./types";
import { cardInfo, catalogOf } from "./util";

export const RECHARGE = "recharge";

/** The effect key is known to combat; it acts where a card would be discarded (recharged()). */
export const rechargeEffect: EffectDef = {
  key: RECHARGE,
  describe: "Recharge: the named card returns to its owner's hand instead of the discard pile.",
};

/** The Recharge that covers `card` for `side` now (not depleted), or null. */
function rechargeFor(
  b: BattleState,
  side: SideIndex,
  card: string,
): { source: string; once: boolean } | null {
  const cat = catalogOf(b);
  const s = b.sides[side];
  for (const id of [card, ...s.technologies]) {
    for (const use of cardInfo(cat, id)?.abilities ?? []) {
      if (use.key !== RECHARGE) continue;
      const named = Array.isArray(use.params?.cards) ? (use.params.cards as string[]) : [id];
      if (!named.includes(card)) continue;
      const source = `card:${id}`;
      const once = use.params?.once === "action-phase";
      if (once && s.rechargeDepleted?.includes(source)) continue;
      return { source, once };
    }
  }
  return null;
}

/** A card of `side` would be discarded: true when Recharge put it back into the hand instead. */
export function recharged(b: BattleState, side: SideIndex, card: string): boolean {
  const r = rechargeFor(b, side, card);
  if (!r) return false;
  const s = b.sides[side];
  s.hand.push(card);
  if (r.once) {
    s.rechargeDepleted = [...(s.rechargeDepleted ?? []), r.source];
    b.aftermath.push({ kind: "recharge-depleted", player: s.player, source: r.source });
  }
  b.log.push({ event: "recharge", side, card, source: r.source });
  return true;
}
