/**
 * The choose step of the Leadership cards (BW-S7, BW-L1): at setup (Stage I, after the factions
 * and before the planets) and at the new Regrouping step 5 of the first Regrouping of Stage II
 * and III, every seat still in the game secretly picks one of its faction's cards of that stage.
 * The choices are an engine simultaneous decision (hidden until all have chosen), then revealed
 * together and resolved one by one in turn order from the first player (BW-L1). One-shot cards
 * leave the game after resolving; the others stay in the play area (BW-L2).
 */
import {
  allCommitted,
  checkSimultaneous,
  commitChoice,
  openSimultaneous,
  type PlayerId,
  type RuleError,
  ruleError,
} from "@koprulu/engine";
import type { StarcraftAction } from "../actions";
import type { Draft } from "../draft";
import { Err } from "../errors";
import { startBuild } from "../orders/build";
import { turnOrder } from "../queries";
import { type CatalogScope, cat } from "../rules-catalog";
import type { LeadershipFrame, LeadershipResume, StarcraftState } from "../state";
import { noSpecialVictoryCards } from "../variants/modes";
import { checkEliminations } from "../victory";
import { resolveLeadershipEffects } from "./leadership-effects";
import {
  cardInstallation,
  legalInstallationAreas,
  placeInstallation,
} from "./leadership-effects/cerebrate-daggoth";
import { applyArcturusPick, choosesPlanets } from "./leadership-effects/emperor-arcturus";
import { grantTechs } from "./leadership-effects/granted-techs";
import { legalHeroPlacements, placeHero } from "./leadership-effects/heroes";
import { leadershipPlanets, picksPlanet } from "./leadership-effects/planet-cards";
import { evict, evictedPlayers, evictsPlanet, evictUntilChoice } from "./leadership-effects/psi-disruptor";
import {
  legalTransportRoutes,
  protectsTransports,
  protectTransports,
  transportsToPlace,
} from "./leadership-effects/return-to-aiur";
import { hasUnitPlacement, placeLeadershipUnits, unitChoices } from "./leadership-effects/scorched-earth";
import { setInfluence } from "./leadership-effects/subtle-influence";
import { cpTokensOf, legalCpTokens, placeCpToken } from "./leadership-effects/tactical-mastery";
import { allWorkersAvailable, buildsAnywhere } from "./leadership-effects/teeming-spawn";
import { legalSacrifices, sacrifice, sacrifices } from "./leadership-effects/ultimate-sacrifice";
import type { LeadershipState } from "./state";

/** The card a hidden choice shows to the other seats (the same whichever card was chosen). */
export const HIDDEN_LEADERSHIP = "?";

/** The faction's Leadership cards of a stage, in catalog order (the cards a seat may choose from). */
export function leadershipOptions(
  s: CatalogScope & Pick<StarcraftState, "players">,
  p: PlayerId,
  stage: 1 | 2 | 3,
): string[] {
  const faction = s.players[p].faction;
  // Larger Galaxy (BW-X4): the Special Victory cards stay in the box.
  const noVictoryCards = noSpecialVictoryCards(s as Parameters<typeof noSpecialVictoryCards>[0]);
  return Object.values(cat(s).leadership)
    .filter((c) => c.faction === faction && c.stage === stage && !(noVictoryCards && c.specialVictory))
    .map((c) => c.id);
}

/**
 * Open the hidden choice of `stage` for every seat still in the game. Seats that played *Subtle
 * Planning* (event, provisional) are left out: they choose afterwards, once the others' cards are
 * revealed (`revealed` on the frame).
 */
export function openLeadershipChoice(d: Draft, stage: 1 | 2 | 3, resume: LeadershipFrame["resume"]): void {
  const all = turnOrder(d).filter(
    (p) => !d.players[p].eliminated && leadershipOptions(d, p, stage).length > 0,
  );
  const last = d.broodWar?.lead?.chooseLast ?? [];
  const asked = all.filter((p) => !last.includes(p));
  d.frame = {
    kind: "choose-leadership",
    stage,
    sim: openSimultaneous<string>(asked.length > 0 ? asked : all, d.players.length),
    resume,
  };
  if (asked.length === 0 || asked.length === all.length) clearChooseLast(d);
}

function clearChooseLast(d: Draft): void {
  const lead = d.broodWar?.lead;
  if (d.broodWar && lead?.chooseLast) {
    const { chooseLast: _, ...rest } = lead;
    d.broodWar = { ...d.broodWar, lead: rest };
  }
}

export function legalLeadership(s: StarcraftState, p: PlayerId): StarcraftAction[] {
  const f = s.frame;
  if (f.kind !== "choose-leadership") return [];
  return leadershipOptions(s, p, f.stage).map(
    (card): StarcraftAction => ({ type: "choose-leadership", card }),
  );
}

export function checkLeadership(s: StarcraftState, p: PlayerId, a: StarcraftAction): RuleError | null {
  const f = s.frame;
  if (f.kind !== "choose-leadership" || a.type !== "choose-leadership") return Err.wrongDecision();
  const taken = checkSimultaneous(f.sim, p);
  if (taken) return taken;
  if (!leadershipOptions(s, p, f.stage).includes(a.card))
    return ruleError(
      "not-your-leadership-card",
      "Choose one of your faction's Leadership cards of the current stage.",
      "BW-L1: one Leadership card of the current stage",
    );
  return null;
}

/**
 * Record the choice; once every asked seat has chosen, reveal and resolve in turn order, then
 * go on where the game was (`then` is called with the frame's `resume`).
 */
export function applyLeadership(d: Draft, p: PlayerId, a: StarcraftAction, then: Then): void {
  const f = d.frame;
  if (f.kind !== "choose-leadership" || a.type !== "choose-leadership") return;
  const sim = commitChoice(f.sim, p, a.card);
  if (!allCommitted(sim)) {
    d.frame = { ...f, sim };
    return;
  }
  const lead = d.broodWar?.lead;
  if (!d.broodWar || !lead) return;
  // Subtle Planning: the seats left out choose now, the others' cards revealed to everyone.
  const late = (lead.chooseLast ?? []).filter(
    (q) => !d.players[q].eliminated && leadershipOptions(d, q, f.stage).length > 0 && sim.choices[q] === null,
  );
  if (late.length > 0 && !f.revealed) {
    clearChooseLast(d);
    d.frame = {
      ...f,
      sim: openSimultaneous<string>(late, d.players.length),
      revealed: sim.choices,
    };
    return;
  }
  const picks = sim.choices.map((c, q) => c ?? f.revealed?.[q] ?? null);
  const chosen = lead.chosen.map((cards, q) => (picks[q] ? [...cards, picks[q] as string] : cards));
  d.broodWar = { ...d.broodWar, lead: { ...lead, stage: f.stage, chosen } };
  const queue: [PlayerId, string][] = [];
  for (const q of turnOrder(d)) {
    const card = picks[q];
    if (card) queue.push([q, card]);
  }
  resolveFrom(d, queue, f.resume, then);
}

type Then = (d: Draft, resume: LeadershipResume | "forces") => void;

/** Resolve the revealed cards in turn order; a Hero card pauses for its figure's placement (BW-H1). */
function resolveFrom(d: Draft, queue: [PlayerId, string][], resume: LeadershipResume, then: Then): void {
  for (let i = 0; i < queue.length; i++) {
    const [q, id] = queue[i];
    resolveLeadershipCard(d, q, id);
    if (d.phase === "over") return;
    if (askDecision(d, q, id, queue.slice(i + 1), resume)) return;
  }
  then(d, resume);
}

/**
 * The decision a card just resolved asks of its owner (a placement, a target, a planet), as its
 * frame; `rest` and `resume` go on once it is answered. False when it asks none (or has no option).
 */
function askDecision(
  d: Draft,
  q: PlayerId,
  id: string,
  rest: [PlayerId, string][],
  resume: LeadershipResume,
): boolean {
  const card = cat(d).leadership[id];
  if (protectsTransports(d, id)) {
    protectTransports(d, q);
    const left = transportsToPlace(d, q, id);
    if (left > 0 && legalTransportRoutes(d, q).length > 0) {
      d.frame = { kind: "return-to-aiur", player: q, left, rest, resume };
      return true;
    }
  }
  const installation = cardInstallation(d, id);
  if (installation && legalInstallationAreas(d, q).length > 0) {
    d.frame = { kind: "place-installation", player: q, installation, rest, resume };
    return true;
  }
  if (choosesPlanets(d, id)) {
    d.frame = { kind: "emperor-arcturus", player: q, picked: [], rest, resume };
    return true;
  }
  if (sacrifices(d, id) && legalSacrifices(d, q).length > 0) {
    d.frame = { kind: "ultimate-sacrifice", player: q, rest, resume };
    return true;
  }
  if (picksPlanet(d, id) && leadershipPlanets(d, q, id).length > 0) {
    d.frame = { kind: "leadership-planet", player: q, card: id, rest, resume };
    return true;
  }
  if (unitChoices(d, id).length > 0 && hasUnitPlacement(d, q, id)) {
    d.frame = { kind: "leadership-units", player: q, card: id, rest, resume };
    return true;
  }
  const tokens = cpTokensOf(d, id);
  if (tokens > 0 && legalCpTokens(d).length > 0) {
    d.frame = { kind: "place-cp-token", player: q, left: tokens, rest, resume };
    return true;
  }
  if (card.hero && card.heroUnit && legalHeroPlacements(d, q, card.heroUnit).length > 0) {
    d.frame = {
      kind: "place-hero",
      player: q,
      hero: card.hero,
      unit: card.heroUnit,
      rest,
      resume,
    };
    return true;
  }
  return false;
}

/**
 * *Inspiring Leadership* (event, provisional): a one-shot card chosen earlier resolves again — its
 * effects, then the decision it asks of its owner in the same frame as when it was first resolved
 * (`resume: {event}`: step 8 goes on once it is answered). Not counted as a resolution of the card.
 * True when a decision is now open.
 */
export function replayLeadershipCard(d: Draft, p: PlayerId, id: string): boolean {
  resolveLeadershipEffects(d, p, cat(d).leadership[id]);
  if (d.phase === "over") return false;
  return askDecision(d, p, id, [], { event: p });
}

/** Tactical Mastery: one token down; the next, or the remaining cards. */
export function applyCpToken(d: Draft, _p: PlayerId, a: StarcraftAction, then: Then): void {
  const f = d.frame;
  if (f.kind !== "place-cp-token" || a.type !== "place-cp-token") return;
  placeCpToken(d, a.area);
  if (f.left > 1 && legalCpTokens(d).length > 0) {
    d.frame = { ...f, left: f.left - 1 };
    return;
  }
  resolveFrom(d, f.rest, f.resume, then);
}

/**
 * The named planet: Subtle Influence marks it; Psi-Disruptor evicts the others' units (each
 * evicted player with a choice is asked in turn); Teeming Spawn opens a Build order there. The
 * remaining cards resolve after it.
 */
export function applyLeadershipPlanet(d: Draft, p: PlayerId, a: StarcraftAction, then: Then): void {
  const f = d.frame;
  if (f.kind !== "leadership-planet" || a.type !== "leadership-planet") return;
  if (buildsAnywhere(d, f.card)) {
    startBuild(d, p, a.planet, false);
    if (d.frame.kind === "build") d.frame = { ...d.frame, leadership: { rest: f.rest, resume: f.resume } };
    return;
  }
  if (evictsPlanet(d, f.card)) {
    const queue = evictUntilChoice(d, a.planet, evictedPlayers(d, p, a.planet));
    if (queue.length > 0) {
      d.frame = {
        kind: "psi-disruptor",
        player: queue[0],
        planet: a.planet,
        queue: queue.slice(1),
        rest: f.rest,
        resume: f.resume,
      };
      return;
    }
    checkEliminations(d);
    if (d.phase === "over") return;
  } else setInfluence(d, p, a.planet);
  resolveFrom(d, f.rest, f.resume, then);
}

/** Psi-Disruptor: one evicted player's units leave; the next evicted player, or the remaining cards. */
export function applyEviction(d: Draft, p: PlayerId, a: StarcraftAction, then: Then): void {
  const f = d.frame;
  if (f.kind !== "psi-disruptor" || a.type !== "psi-disruptor-retreat") return;
  evict(d, p, f.planet, a.area);
  const queue = evictUntilChoice(d, f.planet, f.queue);
  if (queue.length > 0) {
    d.frame = { ...f, player: queue[0], queue: queue.slice(1) };
    return;
  }
  checkEliminations(d);
  if (d.phase === "over") return;
  resolveFrom(d, f.rest, f.resume, then);
}

/** Teeming Spawn: the Build is over; all his workers are available again; the remaining cards. */
export function endLeadershipBuild(d: Draft, p: PlayerId, then: Then): void {
  const f = d.frame;
  if (f.kind !== "build" || !f.leadership) return;
  allWorkersAvailable(d, p);
  resolveFrom(d, f.leadership.rest, f.leadership.resume, then);
}

/** Scorched Earth Policy: the chosen units go to the chosen area; the remaining cards. */
export function applyLeadershipUnits(d: Draft, p: PlayerId, a: StarcraftAction, then: Then): void {
  const f = d.frame;
  if (f.kind !== "leadership-units" || a.type !== "leadership-units") return;
  placeLeadershipUnits(d, p, f.card, a.choice, a.area);
  resolveFrom(d, f.rest, f.resume, then);
}

/** Ultimate Sacrifice: the unit and the area's units die; eliminations; the remaining cards. */
export function applySacrifice(d: Draft, _p: PlayerId, a: StarcraftAction, then: Then): void {
  const f = d.frame;
  if (f.kind !== "ultimate-sacrifice" || a.type !== "ultimate-sacrifice") return;
  sacrifice(d, a.unit, a.area);
  checkEliminations(d);
  if (d.phase === "over") return;
  resolveFrom(d, f.rest, f.resume, then);
}

/** Emperor Arcturus I: a planet token or the first player; the remaining cards after the last pick. */
export function applyArcturus(d: Draft, p: PlayerId, a: StarcraftAction, then: Then): void {
  const f = d.frame;
  if (f.kind !== "emperor-arcturus") return;
  if (applyArcturusPick(d, p, a)) resolveFrom(d, f.rest, f.resume, then);
}

/** Cerebrate Daggoth: the installation goes down; the remaining cards resolve after it. */
export function applyInstallation(d: Draft, p: PlayerId, a: StarcraftAction, then: Then): void {
  const f = d.frame;
  if (f.kind !== "place-installation" || a.type !== "place-installation") return;
  placeInstallation(d, p, f.installation, a.area);
  if (f.resume === "forces") {
    then(d, "forces");
    return;
  }
  resolveFrom(d, f.rest, f.resume, then);
}

/** Return to Aiur: one transport down; the next, or the remaining cards. */
export function applyTransportRoute(d: Draft, p: PlayerId, a: StarcraftAction, then: Then): void {
  const f = d.frame;
  if (f.kind !== "return-to-aiur" || a.type !== "place-transport") return;
  d.transports.push({ owner: p, route: a.route });
  if (f.left > 1 && legalTransportRoutes(d, p).length > 0) {
    d.frame = { ...f, left: f.left - 1 };
    return;
  }
  resolveFrom(d, f.rest, f.resume, then);
}

/** BW-H1: the hero's figure goes to the chosen area; the remaining cards resolve after it. */
export function applyHeroPlacement(d: Draft, p: PlayerId, a: StarcraftAction, then: Then): void {
  const f = d.frame;
  if (f.kind !== "place-hero" || a.type !== "place-hero") return;
  placeHero(d, p, f.hero, f.unit, a.area, a.replace);
  resolveFrom(d, f.rest, f.resume, then);
}

/** Reveal one seat's card: to the play area unless one-shot, then its effects (BW-L2). */
export function resolveLeadershipCard(d: Draft, p: PlayerId, id: string): void {
  const card = cat(d).leadership[id];
  const bw = d.broodWar;
  if (!bw?.lead) return;
  const lead: LeadershipState = {
    ...bw.lead,
    resolved: { ...bw.lead.resolved, [id]: (bw.lead.resolved[id] ?? 0) + 1 },
  };
  const leadership =
    card.persistence === "one-shot"
      ? bw.leadership
      : bw.leadership.map((cards, q) => (q === p ? [...cards, id] : cards));
  d.broodWar = { ...bw, leadership, lead };
  resolveLeadershipEffects(d, p, card);
  // Sarah Kerrigan (FAQ): her two technology cards go into the combat deck.
  grantTechs(d, p, id);
}

/** The Stage I card a seat chose (its starting forces, BW-S8), if the choice was made. */
export function stageOneCard(s: StarcraftState, p: PlayerId): string | null {
  const id = s.broodWar?.lead?.chosen[p]?.[0];
  return id && cat(s).leadership[id]?.stage === 1 ? id : null;
}
