/**
 * The Leadership cards that name a planet, one decision kind (`leadership-planet`) for all:
 * *Subtle Influence* (a planet she dominates), *Psi-Disruptor* (a planet with his unit) and
 * *Teeming Spawn* (a planet where a Build order can do something).
 */
import type { PlayerId, RuleError } from "@koprulu/engine";
import { ruleError } from "@koprulu/engine";
import type { StarcraftAction } from "../../actions";
import { Err } from "../../errors";
import type { StarcraftState } from "../../state";
import { evictPlanets, evictsPlanet } from "./psi-disruptor";
import { legalInfluencePlanets, namesPlanet } from "./subtle-influence";
import { buildsAnywhere, teemingPlanets } from "./teeming-spawn";

export function picksPlanet(s: StarcraftState, card: string): boolean {
  return namesPlanet(s, card) || evictsPlanet(s, card) || buildsAnywhere(s, card);
}

export function leadershipPlanets(s: StarcraftState, p: PlayerId, card: string): StarcraftAction[] {
  if (namesPlanet(s, card)) return legalInfluencePlanets(s, p);
  const planets = evictsPlanet(s, card)
    ? evictPlanets(s, p)
    : buildsAnywhere(s, card)
      ? teemingPlanets(s, p)
      : [];
  return planets.map((planet): StarcraftAction => ({ type: "leadership-planet", planet }));
}

export function legalLeadershipPlanet(s: StarcraftState, p: PlayerId): StarcraftAction[] {
  const f = s.frame;
  return f.kind === "leadership-planet" && f.player === p ? leadershipPlanets(s, p, f.card) : [];
}

export function checkLeadershipPlanet(s: StarcraftState, p: PlayerId, a: StarcraftAction): RuleError | null {
  const f = s.frame;
  if (f.kind !== "leadership-planet" || a.type !== "leadership-planet") return Err.wrongDecision();
  if (leadershipPlanets(s, p, f.card).some((x) => x.type === "leadership-planet" && x.planet === a.planet))
    return null;
  if (namesPlanet(s, f.card))
    return ruleError(
      "bad-influence-planet",
      "Name a planet where you have more units than any single opponent.",
      "Subtle Influence",
    );
  return ruleError(
    "bad-leadership-planet",
    evictsPlanet(s, f.card)
      ? "Name a planet where you have a unit."
      : "Name a planet where a Build order can do something.",
    evictsPlanet(s, f.card) ? "Psi-Disruptor" : "Teeming Spawn",
  );
}

/** The prompt of the decision, by card. */
export function planetPrompt(s: StarcraftState, card: string): string {
  if (evictsPlanet(s, card))
    return "Psi-Disruptor: name a planet where you have a unit; the others' units must leave it";
  if (buildsAnywhere(s, card)) return "Teeming Spawn: name a planet and carry out a Build order there";
  return "Subtle Influence: name a planet where you have more units than any single opponent";
}
