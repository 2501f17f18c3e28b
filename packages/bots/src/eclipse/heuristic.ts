/**
 * Heuristic bot for Eclipse, reading its seat's VIEW only. A thrifty expansionist that spends
 * what it has:
 * - never takes an action whose disc it could not pay for at Upkeep (money + production −
 *   upkeep after one more disc, counting what trading its spare science and materials at its
 *   species' rate could raise: Upkeep's bankruptcy trades them), and passes otherwise;
 * - plays every species (issue 29): picks a species by a fixed preference when choosing, settles
 *   Ancient hexes as Descendants of Draco (and places the better of its two sectors), researches
 *   twice as Hydran, explores twice as Planta; sends grey-square cubes to the track whose
 *   production loses least;
 * - in the last round turns science into technologies (track VP) and materials into Monoliths
 *   and ships rather than leaving them in storage;
 * - grabs sectors (explore next to its discs and take control, influence into free sectors,
 *   best VP first), keeps discovery tiles for 2 VP, uses colony ships at once;
 * - researches toward a plan when sectors run out (research.ts: cheap first, then the track it
 *   built up, the Monolith, economy techs early), builds a Monolith whenever it can (3 VP),
 *   warships from round 2 with 8 materials, and arms them with researched parts (upgrade.ts);
 * - sends colony-ship cubes where production rises most (money counts double: it holds discs);
 * - fights with the heuristic targeting, keeps the best reputation tile, claims every sector
 *   its ships hold, pays debts by trading before abandoning the poorest sector;
 * - sends Cruisers and Dreadnoughts against Ancients or the Galactic Center's defence system
 *   when the fleet's odds are ≥ 50% (attack.ts);
 * - proposes and accepts diplomatic relations and never breaks them (diplomacy.ts).
 */

import {
  buildCostOf,
  content,
  type EclipseAction,
  type EclipseState,
  type EclipseView,
  eclipse,
  hasSpecial,
  neighbours,
  type PlayerState,
  policyAction,
  production,
  researchPrice,
  ringOf,
  type SpeciesId,
  tradeRateOf,
  upkeepCost,
} from "@koprulu/eclipse";
import type { ActionBase, PlayerId, Rng } from "@koprulu/engine";
import type { Bot, BotInput } from "../types";
import { attackOfOfferedMove, bestAttack } from "./attack";
import { answerProposal, bestCube, breaksRelations } from "./diplomacy";
import { researchValue } from "./research";
import { bestPart, bestUpgrade, upgradeWorthTaking } from "./upgrade";

const sectorVp = (v: EclipseView, pos: string) => content().sectors[v.hexes[pos]?.sector ?? ""]?.vp ?? 0;

/** Species a choosing bot prefers (strong economies first); Terrans when the rest are taken. */
export const SPECIES_PREFERENCE: readonly SpeciesId[] = [
  "orion",
  "mechanema",
  "eridani",
  "hydran",
  "planta",
  "draco",
  "terran",
];

/** Money Upkeep's bankruptcy trades could raise from science and materials (keeping `keep`). */
function tradeable(p: PlayerState, keep: { science?: number; materials?: number } = {}): number {
  const rate = tradeRateOf(p);
  const sci = Math.max(0, p.science - (keep.science ?? 0));
  const mat = Math.max(0, p.materials - (keep.materials ?? 0));
  return Math.floor(sci / rate) + Math.floor(mat / rate);
}

/** Money left after Upkeep if the seat took one more action disc. */
export function slack(v: EclipseView, seat: PlayerId): number {
  const p = v.players[seat]!;
  const after = { ...p, discsOnTrack: p.discsOnTrack - 1 };
  return p.money + production(p, "money") - upkeepCost(after);
}

/** The same with what trading science and materials could add (after spending `spend`). */
function slackWithTrade(
  v: EclipseView,
  seat: PlayerId,
  spend: { science?: number; materials?: number } = {},
) {
  const p = v.players[seat]!;
  const left = {
    ...p,
    science: p.science - (spend.science ?? 0),
    materials: p.materials - (spend.materials ?? 0),
  };
  return slack(v, seat) + tradeable(left);
}

const lastRound = (v: EclipseView) => v.round >= v.options.rounds;

/** The heuristic's rating of an action of the turn menu (the best one is its choice, plans aside). */
export function rateTurnAction(v: EclipseView, seat: PlayerId, a: EclipseAction): number {
  return new TurnRatings(v, seat).rate(a);
}

/**
 * The ratings of one turn menu (`rateTurnAction` of each action): what every action's rating asks
 * alike — whether the seat can hold another disc and pay for an action — is worked out once per
 * menu, not once per action (the prior and the rollouts rate every action of every menu they
 * meet: 8% of an expert search's time, session 58); the free sectors only if Influence is rated.
 */
export class TurnRatings {
  private readonly p: PlayerState;
  private readonly canHold: boolean;
  /** Upkeep is covered, trades of spare science and materials counted, after one more disc. */
  readonly canPay: boolean;

  constructor(
    private readonly v: EclipseView,
    private readonly seat: PlayerId,
  ) {
    this.p = v.players[seat]!;
    // A disc on a sector costs upkeep every round: expand on money alone (trades only near the end);
    // a disc spent on Research or Build comes back, so this round's trades may pay for it.
    const late = v.round >= v.options.rounds - 3;
    this.canPay = slackWithTrade(v, seat) >= 0;
    this.canHold = slack(v, seat) >= 0 || (late && this.canPay);
  }

  rate(a: EclipseAction): number {
    const { v, seat, p } = this;
    switch (a.type) {
      case "colonize":
        return 100 + colonyGain(p, a);
      case "diplomacy-propose":
        // Free (no disc): 1 VP per ambassador and production; our cube from the best track.
        return a.resource === bestCube(v, seat) ? 90 : -1;
      case "explore":
        return this.canHold ? 60 - 5 * Math.min(3, ringOf(a.pos)) : -1;
      case "influence":
        return this.canHold && freeSectors(v, seat).length > 0 ? 50 : -1;
      case "research": {
        const price = researchPrice(p, a.tech);
        if (slackWithTrade(v, seat, { science: price }) < 0) return -1;
        // Research toward a plan (research.ts); late in the game every technology is track VP and
        // science left over is worth nothing.
        const roundsLeft = v.options.rounds - v.round + 1;
        return researchValue(p, a.tech, roundsLeft) + (v.round >= 6 ? 10 : 0) + (lastRound(v) ? 20 : 0);
      }
      case "build-start":
        // A fleet of Cruisers for the Ancients in the middle game; else spare materials at home.
        if (!this.canPay || p.materials < 5) return -1;
        // A Monolith is 3 VP for good: build one whenever the materials are there.
        if (canBuildMonolith(v, seat)) return 70;
        if (p.passed) return -1;
        if (lastRound(v)) return p.materials >= 10 ? 48 : 35;
        return p.materials >= 8 && v.round >= 2 && v.round <= 7 ? 52 : 30;
      case "pass":
        return 0;
      case "upgrade":
      case "move-start":
      case "trade":
        return -2;
      default:
        return 1;
    }
  }
}

/**
 * What a colony ship's cube adds to production; money counts double, since money is what lets
 * the bot hold more discs (upkeep) and so take more sectors.
 */
export function colonyGain(p: PlayerState, a: Extract<EclipseAction, { type: "colonize" }>): number {
  const moved = { ...p, cubeTracks: { ...p.cubeTracks, [a.resource]: p.cubeTracks[a.resource] - 1 } };
  const gain = production(moved, a.resource) - production(p, a.resource);
  return a.resource === "money" ? 2 * gain : gain;
}

/** Does the seat have a Cruiser or Dreadnought on the board? */
function fliesWarships(v: EclipseView, seat: PlayerId): boolean {
  return Object.values(v.hexes).some((h) =>
    h.ships.some((x) => x.owner === seat && (x.hull === "cruiser" || x.hull === "dreadnought")),
  );
}

/** Monolith researched, its cost in storage, and an own hex without one. */
export function canBuildMonolith(v: EclipseView, seat: PlayerId): boolean {
  const p = v.players[seat]!;
  const researched = Object.values(p.techs).some((t) => t.includes("monolith"));
  if (!researched || p.materials < buildCostOf(p, "monolith")) return false;
  return Object.values(v.hexes).some((h) => h.owner === seat && !h.monolith);
}

/** Sectors a disc could go to: nobody's, no enemies, next to an own disc or ship. */
function freeSectors(v: EclipseView, seat: PlayerId): string[] {
  // Descendants of Draco may settle beside Ancients (not the Galactic Center).
  const draco = hasSpecial(v.players[seat]!, "coexist-with-ancients");
  const near = new Set<string>();
  for (const h of Object.values(v.hexes))
    if (h.owner === seat || h.ships.some((x) => x.owner === seat))
      for (const n of neighbours(h.pos)) near.add(n);
  return Object.values(v.hexes)
    .filter(
      (h) =>
        h.owner === null && (h.ancients === 0 || draco) && !h.gcds && h.ships.every((x) => x.owner === seat),
    )
    .filter((h) => near.has(h.pos) || h.ships.length > 0)
    .map((h) => h.pos);
}

function best<A extends ActionBase>(legal: A[], rate: (a: A) => number): A {
  let top = legal[0]!;
  let topScore = Number.NEGATIVE_INFINITY;
  for (const a of legal) {
    const sc = rate(a);
    if (sc > topScore) {
      top = a;
      topScore = sc;
    }
  }
  return top;
}

/**
 * The heuristic's choice. With `rng` it also makes its plans (attacks, upgrades), each on a
 * determinization of the view; with `planOn` instead, on that full state — the ISMCTS prior
 * (prior.ts) passes its node's state, already a determinization, so planning costs no new deal
 * and draws nothing (the same state gives the same choice). Without either, no plans.
 */
export function chooseEclipse(
  v: EclipseView,
  seat: PlayerId,
  legal: EclipseAction[],
  rng?: Rng,
  planOn?: EclipseState,
): EclipseAction {
  const step = v.step;
  const p = v.players[seat]!;
  const plans = rng !== undefined || planOn !== undefined;
  const full = (): EclipseState => planOn ?? eclipse.determinize!(v, seat, rng!);
  switch (step.kind) {
    case "species":
      return best(legal, (a) => (a.type === "species" ? -SPECIES_PREFERENCE.indexOf(a.species) : -99));
    case "explore-more":
      // Planta's second exploration costs no disc: take it where the first would go.
      return best(legal, (a) =>
        a.type === "explore" ? 60 - 5 * Math.min(3, ringOf(a.pos)) : a.type === "colonize" ? 100 : 0,
      );
    case "research-more":
      // Hydran's second technology: the cheapest worth having that Upkeep can still carry.
      return best(legal, (a) => {
        if (a.type === "colonize") return 100;
        if (a.type !== "research") return a.type === "research-done" ? 0 : -5;
        const price = researchPrice(p, a.tech);
        return slackWithTrade(v, seat, { science: price }) >= 0 ? 40 - price : -1;
      });
    case "grey-cubes":
      // The track whose production loses least when the cube goes back.
      return best(legal, (a) => {
        if (a.type !== "grey-cube") return -99;
        const back = { ...p, cubeTracks: { ...p.cubeTracks, [a.to]: p.cubeTracks[a.to] + 1 } };
        return production(back, a.to) - production(p, a.to);
      });
    case "turn": {
      const ratings = new TurnRatings(v, seat);
      const choice = best(legal, (a) => ratings.rate(a));
      // Before researching or passing, send cruisers or dreadnoughts against Ancients with good odds.
      if (
        plans &&
        !p.passed &&
        (choice.type === "research" ||
          choice.type === "pass" ||
          choice.type === "build-start" ||
          choice.type === "influence" ||
          choice.type === "explore") &&
        ratings.canPay &&
        legal.some((a) => a.type === "move-start") &&
        attackOfOfferedMove(full(), seat)
      )
        return { type: "move-start" };
      // Else arm the warships with what was researched, so the next attack has the odds.
      if (
        plans &&
        !p.passed &&
        v.round <= v.options.rounds - 2 &&
        (choice.type === "research" || choice.type === "pass" || choice.type === "build-start") &&
        ratings.canPay &&
        legal.some((a) => a.type === "upgrade") &&
        fliesWarships(v, seat)
      ) {
        if (upgradeWorthTaking(full(), seat)) return { type: "upgrade" };
      }
      return choice;
    }
    case "explore-place":
      // Descendants of Draco see two: the richer sector (VP, then squares); others have one.
      return best(legal, (a) => {
        if (a.type !== "explore-place") return -99;
        const sec = content().sectors[a.sector ?? step.sector];
        if (!sec) return 0;
        return (
          sec.vp * 10 +
          sec.squares.length * 3 +
          (sec.ancients > 0 && !hasSpecial(p, "coexist-with-ancients") ? -5 : 0)
        );
      });
    case "explore-influence":
      return { type: "explore-influence", take: slack(v, seat) >= 0 };
    case "discovery":
      return legal.find((a) => a.type === "discovery-keep") ?? legal[0]!;
    case "influence": {
      if (step.from !== null)
        return best(legal, (a) =>
          a.type === "influence-to" ? (a.to === "track" ? -1 : sectorVp(v, a.to)) : 0,
        );
      const fromTrack = legal.find((a) => a.type === "influence-from" && a.from === "track");
      if (
        fromTrack &&
        step.moves < 2 &&
        (slack(v, seat) >= 0 || (v.round >= v.options.rounds - 2 && slackWithTrade(v, seat) >= 0))
      )
        return fromTrack;
      return legal.find((a) => a.type === "influence-flip") ?? { type: "influence-done" };
    }
    case "build": {
      const home = p.home;
      // Interceptors never attack (attack.ts): once warships fly, save the materials for more.
      const order = fliesWarships(v, seat)
        ? ["monolith", "dreadnought", "cruiser"]
        : ["monolith", "dreadnought", "cruiser", "interceptor"];
      for (const what of order) {
        const a = legal.find(
          (x) => x.type === "build" && x.what === what && (what === "monolith" || x.pos === home),
        );
        if (a) return a;
      }
      return { type: "build-done" };
    }
    case "colonize":
    case "upkeep-colonize":
      return legal.some((a) => a.type === "colonize")
        ? best(legal, (a) => (a.type === "colonize" ? colonyGain(p, a) : -99))
        : { type: "colonize-done" };
    case "diplomacy":
      return answerProposal(v, seat);
    case "battle": {
      const a = policyAction(step.battle as never, seat, "heuristic");
      return (a as EclipseAction | null) ?? legal[0]!;
    }
    case "reputation":
      return best(legal, (a) => (a.type === "reputation-keep" ? a.value : 0));
    case "claim":
      return legal.find((a) => a.type === "claim") ?? legal[0]!;
    case "bankrupt":
      return best(legal, (a) =>
        a.type === "bankrupt-trade" ? 100 : a.type === "bankrupt-abandon" ? 10 - sectorVp(v, a.pos) : 0,
      );
    case "upgrade": {
      if (step.hull !== null && step.slot !== null) {
        const parts = legal.filter((a) => a.type === "upgrade-part").map((a) => a.part);
        const part = bestPart(p, step.hull as never, step.slot, parts) ?? parts[0];
        return part ? { type: "upgrade-part", part } : legal[0]!;
      }
      const plan = plans ? bestUpgrade(full(), seat) : null;
      return plan?.slot ?? legal.find((a) => a.type === "upgrade-done") ?? legal[0]!;
    }
    case "move": {
      // Never into a partner's hex: that breaks relations and hands over the Traitor card.
      const keepsPeace = legal.filter((a) => a.type !== "move-to" || !breaksRelations(v, seat, a.to));
      if (!plans) return legal.find((a) => a.type === "move-done") ?? keepsPeace[0] ?? legal[0]!;
      const s = full();
      if (step.from !== null) {
        // Go where the attack was planned: the destination with Ancients and the best odds.
        const plan = bestAttack({ ...s, step: { ...step, from: null, hull: null } }, seat);
        const to = plan && plan.ship.from === step.from && plan.ship.hull === step.hull ? plan.to : null;
        return keepsPeace.find((a) => a.type === "move-to" && a.to === to) ?? keepsPeace[0] ?? legal[0]!;
      }
      const found = bestAttack(s, seat);
      const plan = found && !breaksRelations(v, seat, found.to) ? found : null;
      return (
        (plan &&
          legal.find(
            (a) => a.type === "move-ship" && a.from === plan.ship.from && a.hull === plan.ship.hull,
          )) ??
        legal.find((a) => a.type === "move-done") ??
        legal[0]!
      );
    }
    default:
      return legal[0]!;
  }
}

export const eclipseHeuristic: Bot = {
  name: "eclipse-heuristic",
  choose<A extends ActionBase>(input: BotInput<unknown, A>): A {
    const legal = input.legalActions as unknown as EclipseAction[];
    const chosen = chooseEclipse(input.view as EclipseView, input.seat, legal, input.rng);
    const key = JSON.stringify(chosen);
    // Only ever answer with one of the legal actions (the same object when it is there).
    const found = legal.find((a) => JSON.stringify(a) === key);
    return (found ?? input.rng.pick(legal)) as unknown as A;
  },
};
