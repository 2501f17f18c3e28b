/**
 * *Subtle Influence* (QoB, Stage III, one-shot): she names a planet where she has more units than
 * any single opponent; in the next Planning Phase every other player may place at most one order
 * there. Ruling: a player whose only legal planets are closed by it may still place there (the
 * four orders are mandatory, so the restriction never leaves him without a move).
 * Team Play (provisional "partners never fight"): her partner is no opponent — his units are not
 * compared with hers and his orders are not restricted.
 */
import type { PlayerId, RuleError } from "@koprulu/engine";
import { ruleError } from "@koprulu/engine";
import type { StarcraftAction } from "../../actions";
import type { Draft } from "../../draft";
import { Err } from "../../errors";
import { planetOf } from "../../queries";
import { cat } from "../../rules-catalog";
import type { StarcraftState } from "../../state";
import { isOpponent } from "../../variants/teams";

export const RESTRICT_ORDERS = "leadership-restrict-orders";

export function namesPlanet(s: StarcraftState, card: string): boolean {
  return cat(s).leadership[card]?.effects.some((e) => e.key === RESTRICT_ORDERS) ?? false;
}

function unitsOn(s: StarcraftState, planet: string, p: PlayerId): number {
  return s.units.filter((u) => u.owner === p && planetOf(u.area) === planet).length;
}

export function legalInfluencePlanets(s: StarcraftState, p: PlayerId): StarcraftAction[] {
  return s.planetOrder
    .filter((planet) => {
      const mine = unitsOn(s, planet, p);
      return mine > 0 && s.players.every((_, q) => !isOpponent(s, p, q) || unitsOn(s, planet, q) < mine);
    })
    .map((planet): StarcraftAction => ({ type: "leadership-planet", planet }));
}

export function checkInfluencePlanet(s: StarcraftState, p: PlayerId, a: StarcraftAction): RuleError | null {
  if (s.frame.kind !== "leadership-planet" || a.type !== "leadership-planet") return Err.wrongDecision();
  const ok = legalInfluencePlanets(s, p).some((x) => x.type === "leadership-planet" && x.planet === a.planet);
  return ok
    ? null
    : ruleError(
        "bad-influence-planet",
        "Name a planet where you have more units than any single opponent.",
        "Subtle Influence",
      );
}

export function setInfluence(d: Draft, p: PlayerId, planet: string): void {
  const bw = d.broodWar;
  if (!bw?.lead) return;
  // Chosen in a Regrouping: the next Planning Phase is the next round's.
  d.broodWar = { ...bw, lead: { ...bw.lead, influence: { owner: p, planet, round: d.round + 1 } } };
}

/** The planets p may place an order on this Planning Phase, after Subtle Influence. */
export function influenceAllows(s: StarcraftState, p: PlayerId, planets: string[]): string[] {
  const inf = s.broodWar?.lead?.influence;
  if (!inf || inf.round !== s.round || !isOpponent(s, inf.owner, p) || !planets.includes(inf.planet))
    return planets;
  const placed = (s.stacks[inf.planet] ?? []).some((o) => o.owner === p);
  if (!placed) return planets;
  const rest = planets.filter((x) => x !== inf.planet);
  return rest.length > 0 ? rest : planets;
}
