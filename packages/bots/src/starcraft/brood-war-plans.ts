/**
 * Brood War plans of the HeuristicBot: two multi-step goals that its one-step scores would
 * otherwise never reach, pursued only by a faction that can (extra score on top of heuristic.ts).
 *
 * - Protoss, mind control, once a Dark Archon stands (mindControlPlanStarted: the steps before
 *   it, Gateway III, Summon Dark Archon and two Dark Templar, cost more than a steal gives): the
 *   Mind Control technology and card; in battle, the Mind Control card as the reinforcement of
 *   the skirmish the Dark Archon supports or fronts.
 * - Zerg, installations: the Infest Command Center technology while a Terran opponent has a
 *   base, then attacks into areas holding a Terran base (the won attack infests it).
 *
 * The bonuses are moderate so the plans win over idle choices, not over taking ground.
 */
import type { PlayerId } from "@koprulu/engine";
import {
  type BattleAction,
  type BattleView,
  cat,
  combatCatalog,
  type StarcraftAction,
  type StarcraftView,
} from "@koprulu/starcraft";
import { unitValue } from "./evaluate";
import { isFoe } from "./teams";

const SUMMON = "protoss-summon-dark-archon";
const MIND_CONTROL = "protoss-mind-control";
const DARK_TEMPLAR = "protoss-dark-templar";
const DARK_ARCHON = "protoss-dark-archon";
const INFEST = "zerg-infest-command-center";
const GATEWAY = "protoss-gateway";

function planetOf(area: string): string {
  return area.split("#")[0];
}

function raceOf(v: StarcraftView, p: PlayerId): string | undefined {
  return cat(v).factions[v.players[p].faction]?.race;
}

function ownUnits(v: StarcraftView, p: PlayerId, type: string): number {
  return v.units.filter((u) => u.owner === p && u.type === type).length;
}

/** Areas holding a Terran opponent's base. */
function terranBaseAreas(v: StarcraftView, p: PlayerId): Set<string> {
  const out = new Set<string>();
  for (const b of v.bases) if (isFoe(v, p, b.owner) && raceOf(v, b.owner) === "terran") out.add(b.area);
  return out;
}

/** A Research order on a planet where we have a base, and none of ours placed yet this round. */
function researchSpot(v: StarcraftView, p: PlayerId, a: Extract<StarcraftAction, { type: "place-order" }>) {
  if (!v.bases.some((b) => b.owner === p && b.area.startsWith(`${a.planet}#`))) return false;
  for (const id in v.stacks)
    for (const o of v.stacks[id]) if (o.owner === p && o.kind === "research") return false;
  return true;
}

/** A Research order where we have a base, once a round, while the plan still needs a technology. */
function researchBonus(v: StarcraftView, p: PlayerId, a: StarcraftAction, needed: string[]): number {
  if (a.type !== "place-order" || a.order !== "research") return 0;
  // A gold Research may put the Mind Control card straight into the hand (when the pool has room).
  if (a.gold && !needed.includes(MIND_CONTROL)) return 0;
  if (needed.every((t) => v.players[p].techs.includes(t))) return 0;
  return researchSpot(v, p, a) ? 4 : 0;
}

/** Two Dark Templar on the planet, the technology owned, no Dark Archon yet: a Build there summons one. */
function summonReady(v: StarcraftView, p: PlayerId, planet: string): boolean {
  if (!v.players[p].techs.includes(SUMMON) || ownUnits(v, p, DARK_ARCHON) > 0) return false;
  const here = v.units.filter(
    (u) => u.owner === p && u.type === DARK_TEMPLAR && u.area.startsWith(`${planet}#`),
  );
  return here.length >= 2;
}

/**
 * The mind-control plan (the Mind Control technology, the card in hand, the Archon in the attacks)
 * starts once a Dark Archon stands or is at most two Builds away: Summon Dark Archon owned and
 * Gateway III built, so the card is ready when the Archon is (games last about seven rounds).
 * The steps before (Gateway III, the Summon technology) are pursued only once the Summon
 * technology is owned or Gateway III built (summonPursued): from the first round they cost more
 * than a steal gives. Measured with packages/cli/src/bench/probes/starcraft-race-balance.ts
 * (200 two-player Brood War games, seeds race-1…200): pursued from the first round they left
 * Protoss 21% of the wins (base game: 59%); not pursued, 50%; pursued only by a seat 30 material
 * points ahead, 45%.
 */
export function mindControlPlanStarted(v: StarcraftView, p: PlayerId): boolean {
  if (ownUnits(v, p, DARK_ARCHON) > 0) return true;
  return v.players[p].techs.includes(SUMMON) && (v.players[p].buildings[GATEWAY] ?? 0) >= 3;
}

/**
 * The Dark Archon is near, no Dark Archon yet: Summon Dark Archon owned (its price already paid;
 * Gateway III, a Dark Templar pair on one planet and a Build there remain), or Gateway III built
 * (Dark Templar are good cloaked fighters themselves, and the technology costs one mineral).
 */
function summonPursued(v: StarcraftView, p: PlayerId): boolean {
  if (ownUnits(v, p, DARK_ARCHON) > 0) return false;
  return v.players[p].techs.includes(SUMMON) || (v.players[p].buildings[GATEWAY] ?? 0) >= 3;
}

/** Dark Templar wanted and buildable on a planet: Gateway III, a base there, fewer than two there. */
function templarsPossible(v: StarcraftView, p: PlayerId, planet: string): boolean {
  return (
    summonPursued(v, p) &&
    (v.players[p].buildings[GATEWAY] ?? 0) >= 3 &&
    v.bases.some((b) => b.owner === p && planetOf(b.area) === planet) &&
    templarsOn(v, p, planet) < 2
  );
}

/** Our Dark Templar standing on a planet. */
function templarsOn(v: StarcraftView, p: PlayerId, planet: string): number {
  return v.units.filter((u) => u.owner === p && u.type === DARK_TEMPLAR && u.area.startsWith(`${planet}#`))
    .length;
}

function protossBonus(v: StarcraftView, p: PlayerId, a: StarcraftAction): number {
  const techs = v.players[p].techs;
  switch (a.type) {
    case "build-building":
      // The Gateway's levels II and III lead to the Dark Templar: bought before more units (a
      // building comes after the units of a Build, so the bonus lifts it over them).
      return summonPursued(v, p) && a.building.startsWith(`${GATEWAY}-`) ? 5 : 0;
    case "place-order":
      // Summon Dark Archon owned and two Dark Templar on the planet: the Build there summons it.
      if (a.order === "build" && summonReady(v, p, a.planet)) return 4;
      // Gateway III and a base here: the Build there makes the Dark Templar pair.
      if (a.order === "build" && templarsPossible(v, p, a.planet)) return 2;
      // A Dark Templar pair standing: a Research order for the Summon technology.
      if (!techs.includes(SUMMON) && ownUnits(v, p, DARK_TEMPLAR) >= 2)
        return researchBonus(v, p, a, [SUMMON]);
      // Asked only here and for a technology: the prior rates every action, most of them neither.
      if (a.order !== "research" || !mindControlPlanStarted(v, p)) return 0;
      // With a Dark Archon: the Mind Control technology, then Research draws until the card is in hand.
      if (!techs.includes(MIND_CONTROL)) return researchBonus(v, p, a, [MIND_CONTROL]);
      return !v.players[p].hand.includes(MIND_CONTROL) && !a.gold && researchSpot(v, p, a) ? 4 : 0;
    case "reveal-order": {
      const top = v.stacks[a.planet]?.at(-1);
      return top?.kind === "build" && summonReady(v, p, a.planet) ? 3 : 0;
    }
    case "buy-tech":
      if (a.tech === MIND_CONTROL && mindControlPlanStarted(v, p)) return 7;
      // Gateway III or Dark Templar standing: the Summon technology is the step to the Dark Archon.
      return a.tech === SUMMON && summonPursued(v, p) ? 3 : 0;
    case "build-unit":
      // Summoning spends two Dark Templar (heuristic.ts charges 4 per unit removed): worth it here.
      if (a.unit === DARK_ARCHON) return 10;
      // The pair to summon from, built on one planet.
      return a.unit === DARK_TEMPLAR && summonPursued(v, p) && templarsOn(v, p, planetOf(a.area)) < 2 ? 6 : 0;
    case "research-gold":
      return a.choice === "tech-to-hand" &&
        techs.includes(MIND_CONTROL) &&
        !v.players[p].hand.includes(MIND_CONTROL)
        ? 6
        : 0;
    case "draw-combat-cards":
      // The Mind Control card has to be in hand when the Dark Archon fights.
      return techs.includes(MIND_CONTROL) && !v.players[p].hand.includes(MIND_CONTROL) ? 4 : 0;
    case "move-unit": {
      const unit = v.units.find((u) => u.id === a.unit);
      // A Dark Templar of the pair stays on its planet until the Build there summons the Archon.
      if (
        unit?.type === DARK_TEMPLAR &&
        summonPursued(v, p) &&
        planetOf(a.area) !== planetOf(unit.area) &&
        templarsOn(v, p, planetOf(unit.area)) >= 2
      )
        return -4;
      // With the card in hand, the Dark Archon joins an attack to steal the enemy front line.
      if (unit?.type !== DARK_ARCHON || !techs.includes(MIND_CONTROL)) return 0;
      // The card in hand, or in the deck (an attacker draws three cards at the battle's start).
      const enemy = v.units.some((u) => isFoe(v, p, u.owner) && u.area === a.area);
      return enemy ? (v.players[p].hand.includes(MIND_CONTROL) ? 5 : 3) : 0;
    }
    default:
      return 0;
  }
}

function zergBonus(v: StarcraftView, p: PlayerId, a: StarcraftAction): number {
  // Only these actions have a bonus: the Terran bases are not looked up for the others.
  if (a.type !== "place-order" && a.type !== "buy-tech" && a.type !== "move-unit") return 0;
  const terran = terranBaseAreas(v, p);
  if (terran.size === 0) return 0;
  if (a.type === "place-order") return researchBonus(v, p, a, [INFEST]);
  if (a.type === "buy-tech") return a.tech === INFEST ? 4 : 0;
  // With the technology, a Terran base is worth more than its area: winning there infests it.
  if (a.type === "move-unit" && v.players[p].techs.includes(INFEST) && terran.has(a.area)) return 3;
  return 0;
}

/** Extra score for an action that advances this seat's Brood War plan (0 outside Brood War). */
export function broodWarPlanBonus(v: StarcraftView, p: PlayerId, a: StarcraftAction): number {
  if (!v.broodWar) return 0;
  const race = raceOf(v, p);
  if (race === "protoss") return protossBonus(v, p, a);
  if (race === "zerg") return zergBonus(v, p, a);
  return 0;
}

/**
 * Battle: the Mind Control card as the reinforcement where our Dark Archon fights (front line or
 * support; the card pictures an assist unit, so a supporting Dark Archon fits it), and a Dark
 * Archon supporting the skirmish whose enemy front line we would most like to steal.
 */
export function mindControlBattleBonus(v: StarcraftView, p: PlayerId, a: BattleAction): number {
  const b = v.battle as BattleView | null;
  if (!b || !v.broodWar) return 0;
  if (a.type === "battle-place" && a.reinforcement === MIND_CONTROL) {
    // The closure only for the one case that reads it: every battle action is rated.
    const side = b.sides[0].player === p ? 0 : 1;
    const typeOf = (id: number | null) => b.sides[side].units.find((u) => u.id === id)?.type;
    const sk = b.skirmishes[a.skirmish];
    if (!sk) return 0;
    const fights =
      typeOf(sk.front[side]) === DARK_ARCHON || sk.support[side].some((id) => typeOf(id) === DARK_ARCHON);
    if (!fights) return 0;
    // The steal needs the enemy front line to survive the destroy step: with the Mind Control
    // card, a combat card of low attack serves better than a killing one.
    return 3 - attackOf(b, a.card, typeOf(sk.front[side])) / 10;
  }
  return 0;
}

/**
 * BW-MC2: destroy a unit held by mind control (offered only while no token is free) when a new
 * steal is at hand — a Dark Archon and the Mind Control card in hand — and then the cheapest one;
 * never otherwise (it only loses a unit).
 */
export function mindControlReleaseScore(v: StarcraftView, p: PlayerId, unit: number): number {
  const ready = ownUnits(v, p, DARK_ARCHON) > 0 && v.players[p].hand.includes(MIND_CONTROL);
  const u = v.units.find((x) => x.id === unit);
  if (!ready || !u) return -30;
  return 20 - unitValue(v, u.type);
}

/** Attack value of a combat card for our front-line unit (major when pictured); 4.5 for unseen cards. */
function attackOf(b: BattleView, cardId: string, front: string | undefined): number {
  const c = combatCatalog(b.catalog).cards[cardId];
  if (!c) return 4.5;
  const v = front !== undefined && c.units.includes(front) ? c.major : c.minor;
  return v?.attack ?? 0;
}
