/**
 * Leadership card effects by effect key (content `effects`), run when a card is revealed and
 * resolved (BW-L1). Keys whose effect is a standing rule rather than an action at resolution
 * (special victories, extra permanent resources, a second starting base) are read where the rule
 * applies and have nothing to do here. `LEADERSHIP_EFFECTS_PLAYED` lists every key the rules play.
 */
import type { PlayerId } from "@koprulu/engine";
import type { LeadershipDef } from "../../catalog";
import type { Draft } from "../../draft";
import { drawEvents } from "./draw-events";
import { noWinnerThisRegrouping } from "./no-winner";
import { opponentsLoseCp } from "./opponents-lose-cp";
import { fillStartingReserve } from "./reserve";
import { buildingsToMax, specialOrdersNextRound } from "./special-orders-next-round";
import { destroyEnemyTransports } from "./swarm-flies";
import { doubleOrdersNextRound } from "./will-of-the-conclave";

type Resolve = (d: Draft, p: PlayerId, params: Record<string, unknown>) => void;

const AT_RESOLUTION: Record<string, Resolve> = {
  "leadership-draw-events": drawEvents,
  "leadership-opponents-lose-cp": opponentsLoseCp,
  "leadership-no-winner": (d) => noWinnerThisRegrouping(d),
  "leadership-destroy-transports": (d, p) => destroyEnemyTransports(d, p),
  "leadership-double-orders": doubleOrdersNextRound,
  "leadership-special-orders-next-round": specialOrdersNextRound,
  "leadership-buildings-max": (d, p) => buildingsToMax(d, p),
  // reserve.ts: Covert Operations' starting Ghosts (Conclave Fleet starts empty).
  "leadership-unit-reserve": fillStartingReserve,
};

/** Keys read where their rule applies (the card only has to be in the play area or chosen). */
const STANDING = [
  // Placed by leadership-choice.ts (a decision of the owner), then kept on the board as a hero.
  "leadership-hero",
  // tactical-mastery.ts: placed by the owner, then read by areaCp.
  "leadership-special-conquest-areas",
  // subtle-influence.ts: the owner names the planet, planning.ts reads it.
  "leadership-restrict-orders",
  // ultimate-sacrifice.ts: the owner's choice, asked by leadership-choice.ts.
  "leadership-ultimate-sacrifice",
  // emperor-arcturus.ts: his picks, asked by leadership-choice.ts.
  "leadership-choose-planets",
  // scorched-earth.ts: the owner's placement; the keyword is read after each battle.
  "leadership-place-units",
  "leadership-grant-keyword",
  // psi-disruptor.ts / teeming-spawn.ts: the owner names the planet (planet-cards.ts).
  "leadership-evict-planet",
  "leadership-build-anywhere",
  // make-do-with-little.ts: read by every Build order of its holder.
  "leadership-free-logistics",
  // khala-devotee.ts: asked at the end of every Planning Phase.
  "leadership-reorder-stack",
  // return-to-aiur.ts: his placements, then the protection.
  "leadership-protected-transports",
  "leadership-permanent-resources",
  "leadership-starting-bases",
  // glimpse-the-future.ts: setup's Z-axis routes and her Overlords (setup.ts asks it).
  "leadership-place-z-routes",
  // regrouping-cards.ts: at the start / end of every Regrouping.
  "leadership-idle-worker-resources",
  "leadership-restore-areas",
  "victory-control-conquest-areas",
  "victory-bases-on-planets",
  "victory-control-whole-planets",
  "victory-control-resource-areas",
  "victory-most-areas",
  "victory-end-draws-near",
];

export const LEADERSHIP_EFFECTS_PLAYED: readonly string[] = [...Object.keys(AT_RESOLUTION), ...STANDING];

/**
 * One-shot keys whose decision is asked as soon as the card resolves (leadership-choice.ts
 * `askDecision` opens its frame), so a replay can ask it again.
 */
const DECIDED_AT_RESOLUTION = new Set([
  "leadership-restrict-orders",
  "leadership-special-conquest-areas",
  "leadership-evict-planet",
  "leadership-build-anywhere",
  "leadership-ultimate-sacrifice",
  "leadership-protected-transports",
]);

/**
 * Can Inspiring Leadership replay the card: does every effect resolve at once, or ask its
 * decision right at resolution?
 */
export function replayableEffects(card: LeadershipDef): boolean {
  return (
    card.effects.length > 0 &&
    card.effects.every((e) => e.key in AT_RESOLUTION || DECIDED_AT_RESOLUTION.has(e.key))
  );
}

export function resolveLeadershipEffects(d: Draft, p: PlayerId, card: LeadershipDef): void {
  for (const e of card.effects) AT_RESOLUTION[e.key]?.(d, p, e.params);
}
