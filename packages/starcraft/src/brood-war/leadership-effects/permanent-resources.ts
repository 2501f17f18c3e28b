/**
 * *Endless Hunger* (Overmind, Stage I: +1 mineral, +1 gas) and *Orbital Platform* (Tassadar,
 * Stage I: +2 minerals): while in the play area the faction's two permanent resource cards hold
 * that many more workers (the "+n" read as the cards' capacity, spec).
 */
import type { PlayerId } from "@koprulu/engine";
import { cat } from "../../rules-catalog";
import type { StarcraftState } from "../../state";

export const PERMANENT_RESOURCES = "leadership-permanent-resources";

/** The permanent minerals and gas a seat's play-area Leadership cards add. */
export function leadershipPermanentBonus(s: StarcraftState, p: PlayerId): { minerals: number; gas: number } {
  const out = { minerals: 0, gas: 0 };
  for (const id of s.broodWar?.leadership[p] ?? []) {
    for (const e of cat(s).leadership[id]?.effects ?? []) {
      if (e.key !== PERMANENT_RESOURCES) continue;
      out.minerals += typeof e.params.minerals === "number" ? e.params.minerals : 0;
      out.gas += typeof e.params.gas === "number" ? e.params.gas : 0;
    }
  }
  return out;
}
