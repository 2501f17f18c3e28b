/**
 * The Action phase (E-R2..E-R4, E-A1..E-A7): the turn menu and the small decisions each action is
 * made of. Functions here mutate a private copy of the state (`apply` clones first).
 */
import type { PlayerId } from "@koprulu/engine";
import type { HullId } from "../content/index";
import { abandonHex, applyColonize, colonizeOptions, greyStep, greyTargets } from "./colonize";
import { breakRelationsOnEntry, proposalOptions, propose } from "./diplomacy";
import { discoveryUseOptions, takeDiscovery } from "./discovery";
import {
  content,
  fitsWithPart,
  hasTech,
  maxShips,
  researchPrice,
  supplyInUse,
  trackSlots,
  withPart,
} from "./economy";
import { gainTech } from "./gain-tech";
import {
  canLeave,
  coexists,
  explorePositions,
  exploreRotations,
  freeShips,
  influenceTargets,
  moveDestinations,
  ownShips,
  shipsOnBoard,
} from "./galaxy";
import { stackFor } from "./hex";
import { nextUpkeep, startCombatPhase } from "./phases";
import { emptyHex } from "./setup";
import { activations, buildCostOf, seatHas, tradeRateOf } from "./species";
import type { Buildable, EclipseAction, EclipseState, PlayerState, Step, Track } from "./types";
import { BUILDABLES, HULLS, RESOURCES } from "./types";

type A<T extends EclipseAction["type"]> = Extract<EclipseAction, { type: T }>;

// ---------------------------------------------------------------- the turn menu

export function tradeOptions(p: PlayerState): A<"trade">[] {
  const out: A<"trade">[] = [];
  for (const from of RESOURCES)
    if (p[from] >= tradeRateOf(p))
      for (const to of RESOURCES) if (to !== from) out.push({ type: "trade", from, to });
  return out;
}

export function researchOptions(s: EclipseState, p: PlayerState): A<"research">[] {
  return Object.keys(s.tray)
    .filter((t) => (s.tray[t] ?? 0) > 0)
    .sort()
    .filter((t) => !hasTech(p, t))
    .filter((t) => p.techs[content().technologies[t]!.track as Track].length < trackSlots())
    .filter((t) => researchPrice(p, t) <= p.science)
    .map((tech) => ({ type: "research", tech }));
}

/** E-R8 (QR "jederzeit"): colony ships and trading, usable at any point of one's own turn. */
export function anyTimeOptions(s: EclipseState, seat: PlayerId): EclipseAction[] {
  return [...colonizeOptions(s, seat), ...tradeOptions(s.players[seat]!)];
}

function exploreOptions(s: EclipseState, seat: PlayerId): A<"explore">[] {
  return explorePositions(s, seat)
    .filter((pos) => s.stacks[stackFor(pos)].length > 0)
    .map((pos) => ({ type: "explore", pos }));
}

function turnMenu(s: EclipseState, seat: PlayerId): EclipseAction[] {
  const p = s.players[seat]!;
  const out: EclipseAction[] = [{ type: "pass" }];
  if (p.discsOnTrack > 0) {
    if (!p.passed) {
      out.push(...exploreOptions(s, seat));
      out.push({ type: "influence" });
      out.push(...researchOptions(s, p));
    }
    // E-R4: after passing, only the three reactions remain.
    out.push({ type: "upgrade" });
    if (buildChoices(s, seat, true).length > 0) out.push({ type: "build-start" });
    if (moveChoices(s, seat, true).length > 0) out.push({ type: "move-start" });
  }
  out.push(...anyTimeOptions(s, seat));
  // E-P2: relations may be proposed in one's turn, passed or not; no disc is spent.
  out.push(...proposalOptions(s, seat));
  return out;
}

// ---------------------------------------------------------------- building and moving

export function buildOptions(s: EclipseState, seat: PlayerId): A<"build">[] {
  return buildChoices(s, seat, false).sort(
    (a, b) => a.what.localeCompare(b.what) || a.pos.localeCompare(b.pos),
  );
}

/** The builds open now, unsorted; only the first found when `first` (the menu asks whether any is). */
function buildChoices(s: EclipseState, seat: PlayerId, first: boolean): A<"build">[] {
  const p = s.players[seat]!;
  const out: A<"build">[] = [];
  const needs: Partial<Record<Buildable, string>> = {
    starbase: "starbase",
    orbital: "orbital",
    monolith: "monolith",
  };
  for (const what of BUILDABLES) {
    const tech = needs[what];
    if (tech && !hasTech(p, tech)) continue;
    if (buildCostOf(p, what) > p.materials) continue;
    if (
      (HULLS as readonly string[]).includes(what) &&
      shipsOnBoard(s, seat, what as HullId) >= maxShips(what as HullId)
    )
      continue;
    for (const h of Object.values(s.hexes)) {
      if (h.owner !== seat) continue;
      if (what === "orbital" && h.orbital) continue; // E-A5: one per hex
      if (what === "monolith" && h.monolith) continue;
      out.push({ type: "build", what, pos: h.pos });
      if (first) return out;
    }
  }
  return out;
}

/** E-A6: the ship groups that may move now (a hull at a hex with a free ship and somewhere to go). */
export function moveGroups(s: EclipseState, seat: PlayerId): A<"move-ship">[] {
  return moveChoices(s, seat, false).sort(
    (a, b) => a.from.localeCompare(b.from) || a.hull.localeCompare(b.hull),
  );
}

/** The ship groups that may move, unsorted; only the first found when `first`. */
function moveChoices(s: EclipseState, seat: PlayerId, first: boolean): A<"move-ship">[] {
  const out: A<"move-ship">[] = [];
  for (const h of Object.values(s.hexes)) {
    if (freeShips(h, seat, coexists(s, seat)) === 0) continue;
    for (const hull of HULLS) {
      if (hull === "starbase") continue;
      if (!ownShips(h, seat).some((x) => x.hull === hull)) continue;
      if (canLeave(s, seat, h.pos, hull)) {
        out.push({ type: "move-ship", from: h.pos, hull });
        if (first) return out;
      }
    }
  }
  return out;
}

// ---------------------------------------------------------------- upgrades

/** Parts a player may place (E-A4): basic parts always, tech parts with the tech; within supply. */
function placeableParts(s: EclipseState, p: PlayerState): string[] {
  const used = supplyInUse(s);
  return Object.values(content().parts)
    .filter((x) => x.kind !== "discovery")
    .filter((x) => x.requiresTech === null || hasTech(p, x.requiresTech))
    .filter((x) => (used[x.id] ?? 0) < x.supply)
    .map((x) => x.id)
    .sort();
}

export function upgradeChoices(
  s: EclipseState,
  seat: PlayerId,
  step: Extract<Step, { kind: "upgrade" }>,
  hull: HullId,
  slot: number,
  parts: string[] = placeableParts(s, s.players[seat]!),
): EclipseAction[] {
  return slotChoices(s.players[seat]!, step, hull, slot, parts, false);
}

/**
 * The part and removal choices of one slot; only the first found when `first` (the Upgrade step's
 * listing asks of every slot whether it has any).
 */
function slotChoices(
  p: PlayerState,
  step: Extract<Step, { kind: "upgrade" }>,
  hull: HullId,
  slot: number,
  parts: string[],
  first: boolean,
): EclipseAction[] {
  const out: EclipseAction[] = [];
  const current = p.blueprints[hull].slots[slot] ?? null;
  if (step.placed < step.limit)
    for (const part of parts)
      if (part !== current && fitsWithPart(p, hull, slot, part)) {
        out.push({ type: "upgrade-part", part });
        if (first) return out;
      }
  if (current !== null && fitsWithPart(p, hull, slot, null)) out.push({ type: "upgrade-remove" });
  return out;
}

// ---------------------------------------------------------------- legal actions of the action phase

export function actionPhaseLegal(s: EclipseState, seat: PlayerId): EclipseAction[] {
  if (seat !== s.turn) return [];
  const step = s.step;
  const p = s.players[seat]!;
  switch (step.kind) {
    case "turn":
      return turnMenu(s, seat);
    case "explore-place": {
      // Descendants of Draco drew two: each may be placed (the action names which).
      const drawn = [step.sector, ...step.others];
      const out: EclipseAction[] = [];
      for (const sector of drawn)
        for (const rotation of exploreRotations(s, seat, step.pos, sector))
          out.push(
            step.others.length > 0
              ? { type: "explore-place", rotation, sector }
              : { type: "explore-place", rotation },
          );
      out.push({ type: "explore-discard" });
      return out;
    }
    case "explore-more":
      return [...exploreOptions(s, seat), { type: "explore-done" }, ...anyTimeOptions(s, seat)];
    case "research-more":
      return [...researchOptions(s, p), { type: "research-done" }, ...anyTimeOptions(s, seat)];
    case "explore-influence":
      return [
        { type: "explore-influence", take: true },
        { type: "explore-influence", take: false },
      ];
    case "discovery":
      return [
        ...(discoveryUseOptions(s, seat, step.tile) ? [{ type: "discovery-use" as const }] : []),
        { type: "discovery-keep" },
      ];
    case "discovery-part": {
      const out: EclipseAction[] = [];
      for (const hull of HULLS)
        p.blueprints[hull].slots.forEach((_, slot) => {
          if (fitsWithPart(p, hull, slot, step.part)) out.push({ type: "discovery-part", hull, slot });
        });
      return out;
    }
    case "influence": {
      if (step.from !== null)
        return [
          ...(step.from !== "track" ? [{ type: "influence-to" as const, to: "track" }] : []),
          ...influenceTargets(s, seat, step.from).map((to) => ({ type: "influence-to" as const, to })),
        ];
      const out: EclipseAction[] = [];
      if (step.moves < 2) {
        if (p.discsOnTrack > 0 && influenceTargets(s, seat, "track").length > 0)
          out.push({ type: "influence-from", from: "track" });
        for (const h of Object.values(s.hexes))
          if (h.owner === seat) out.push({ type: "influence-from", from: h.pos });
      }
      if (step.flips < 2 && p.colonyShipsUsed > 0) out.push({ type: "influence-flip" });
      out.push({ type: "influence-done" });
      out.push(...anyTimeOptions(s, seat));
      return out;
    }
    case "artifact-key":
      return RESOURCES.map((resource) => ({ type: "artifact-key", resource }));
    case "upgrade": {
      if (step.hull !== null && step.slot !== null)
        return upgradeChoices(s, seat, step, step.hull, step.slot);
      const out: EclipseAction[] = [];
      const parts = placeableParts(s, p);
      for (const hull of HULLS)
        p.blueprints[hull].slots.forEach((_, slot) => {
          if (slotChoices(p, step, hull, slot, parts, true).length > 0)
            out.push({ type: "upgrade-slot", hull, slot });
        });
      out.push({ type: "upgrade-done" });
      out.push(...anyTimeOptions(s, seat));
      return out;
    }
    case "build":
      return [
        ...(step.built < step.limit ? buildOptions(s, seat) : []),
        { type: "build-done" },
        ...anyTimeOptions(s, seat),
      ];
    case "move":
      if (step.from !== null && step.hull !== null)
        return moveDestinations(s, seat, step.from, step.hull).map((to) => ({ type: "move-to", to }));
      return [
        ...(step.done < step.limit ? moveGroups(s, seat) : []),
        { type: "move-done" },
        ...anyTimeOptions(s, seat),
      ];
    case "colonize":
      return [...colonizeOptions(s, seat), { type: "colonize-done" }, ...tradeOptions(p)];
    case "grey-cubes":
      return seat === step.player
        ? greyTargets(s, seat).map((to) => ({ type: "grey-cube" as const, to }))
        : [];
    default:
      return [];
  }
}

// ---------------------------------------------------------------- applying

/** E-A7 / E-R2: an action moves the next disc from the track to the action space. */
function spendDisc(s: EclipseState, seat: PlayerId): void {
  const p = s.players[seat]!;
  p.discsOnTrack--;
  p.actionDiscs++;
  s.stats.actions++;
}

export function takeControl(s: EclipseState, seat: PlayerId, pos: string): void {
  const h = s.hexes[pos]!;
  h.owner = seat;
  s.players[seat]!.discsOnTrack--;
}

/** After an action: offer colony ships if any can be used, else the next player's turn. */
export function finishAction(s: EclipseState, seat: PlayerId): void {
  if (colonizeOptions(s, seat).length > 0) s.step = { kind: "colonize" };
  else endTurn(s);
}

export function endTurn(s: EclipseState): void {
  s.step = { kind: "turn" };
  if (s.players.every((p) => p.passed)) {
    startCombatPhase(s); // E-R3: the phase ends at once when everybody has passed
    return;
  }
  s.turn = (s.turn + 1) % s.players.length;
}

export function applyActionPhase(s: EclipseState, seat: PlayerId, a: EclipseAction): void {
  const p = s.players[seat]!;
  const step = s.step;
  switch (a.type) {
    case "pass":
      if (!p.passed) {
        p.passed = true;
        if (s.firstPasser === null) s.firstPasser = seat; // E-R3
      }
      endTurn(s);
      return;
    case "trade":
      p[a.from] -= tradeRateOf(p);
      p[a.to] += 1;
      return;
    case "diplomacy-propose":
      propose(s, seat, a);
      return;
    case "colonize":
      applyColonize(s, seat, a);
      return;
    case "colonize-done":
      endTurn(s);
      return;
    case "explore": {
      if (step.kind === "turn") spendDisc(s, seat);
      const explores = step.kind === "explore-more" ? step.explores + 1 : 1;
      s.stats.explores++;
      // Descendants of Draco reveal two sectors (one when the stack holds one).
      const drawn = s.stacks[stackFor(a.pos)].splice(0, seatHas(s, seat, "explore-reveal-two") ? 2 : 1);
      s.step = { kind: "explore-place", pos: a.pos, sector: drawn[0]!, others: drawn.slice(1), explores };
      return;
    }
    case "explore-discard":
      if (step.kind !== "explore-place") return;
      s.discardedSectors.push(step.sector, ...step.others);
      afterExplore(s, seat, step.explores, false);
      return;
    case "explore-place": {
      if (step.kind !== "explore-place") return;
      const placed = a.sector ?? step.sector;
      // Draco: the sector not placed is discarded face down (seen by him only; ruling).
      for (const sector of [step.sector, ...step.others])
        if (sector !== placed) s.secretDiscards.push({ seat, sector });
      const sec = content().sectors[placed]!;
      const h = emptyHex(step.pos, placed, a.rotation);
      h.ancients = sec.ancients;
      h.gcds = sec.gcds;
      if (sec.discovery) h.discovery = s.discoveryBag.shift() ?? null;
      s.hexes[step.pos] = h;
      // E-D2: no control while Ancients are there (Descendants of Draco may share with them).
      if (mayControl(s, seat, step.pos) && p.discsOnTrack > 0)
        s.step = { kind: "explore-influence", pos: step.pos, explores: step.explores };
      else afterExplore(s, seat, step.explores, false);
      return;
    }
    case "explore-influence": {
      if (step.kind !== "explore-influence") return;
      if (!a.take) {
        afterExplore(s, seat, step.explores, false);
        return;
      }
      takeControl(s, seat, step.pos);
      const more = moreExplores(s, seat, step.explores);
      if (!takeDiscovery(s, seat, step.pos, more)) afterExplore(s, seat, step.explores, true);
      return;
    }
    case "explore-done":
    case "research-done":
      endTurn(s);
      return;
    case "grey-cube": {
      if (step.kind !== "grey-cubes") return;
      p.cubeTracks[a.to]++;
      if (step.count > 1) s.step = { ...step, count: step.count - 1 };
      else resumeAfterGrey(s, step.resume);
      return;
    }
    case "influence":
      spendDisc(s, seat);
      s.step = { kind: "influence", moves: 0, flips: 0, from: null };
      return;
    case "influence-from":
      if (step.kind === "influence") s.step = { ...step, from: a.from };
      return;
    case "influence-to": {
      if (step.kind !== "influence" || step.from === null) return;
      const back: Step = { kind: "influence", moves: step.moves + 1, flips: step.flips, from: null };
      // Cubes from grey squares go back to the tracks the player chooses (E-A2).
      const grey = step.from !== "track" ? abandonHex(s, step.from) : 0;
      const next = grey > 0 ? greyStep(seat, grey, back) : back;
      s.step = next;
      if (a.to === "track") return;
      takeControl(s, seat, a.to);
      takeDiscovery(s, seat, a.to, next);
      return;
    }
    case "influence-flip":
      if (step.kind === "influence") {
        p.colonyShipsUsed--;
        s.step = { ...step, flips: step.flips + 1 };
      }
      return;
    case "influence-done":
      finishAction(s, seat);
      return;
    case "research": {
      if (step.kind === "turn") spendDisc(s, seat);
      const researched = step.kind === "research-more" ? step.researched + 1 : 1;
      s.stats.researches++;
      gainTech(s, seat, a.tech, researchPrice(p, a.tech));
      // Hydran Progress: one Research takes up to two technologies (their board's activations).
      const more: Step | null =
        researched < activations(p, "research", false) ? { kind: "research-more", researched } : null;
      if (a.tech === "artifact-key") s.step = { kind: "artifact-key", resume: more };
      else if (more) s.step = more;
      else endTurn(s);
      return;
    }
    case "artifact-key": {
      let artifacts = 0;
      for (const h of Object.values(s.hexes))
        if (h.owner === seat && content().sectors[h.sector]!.artifact) artifacts++;
      p[a.resource] += 5 * artifacts; // E-D5
      if (step.kind === "artifact-key" && step.resume) s.step = step.resume;
      else finishAction(s, seat);
      return;
    }
    case "upgrade":
      spendDisc(s, seat);
      s.step = {
        kind: "upgrade",
        placed: 0,
        limit: activations(p, "upgrade", false),
        hull: null,
        slot: null,
      };
      return;
    case "upgrade-slot":
      if (step.kind === "upgrade") s.step = { ...step, hull: a.hull, slot: a.slot };
      return;
    case "upgrade-part":
    case "upgrade-remove": {
      if (step.kind !== "upgrade" || step.hull === null || step.slot === null) return;
      p.blueprints[step.hull] = withPart(p, step.hull, step.slot, a.type === "upgrade-part" ? a.part : null);
      s.step = { ...step, placed: step.placed + (a.type === "upgrade-part" ? 1 : 0), hull: null, slot: null };
      return;
    }
    case "upgrade-done":
      endTurn(s);
      return;
    case "build-start": {
      spendDisc(s, seat);
      s.step = { kind: "build", built: 0, limit: activations(p, "build", hasTech(p, "nanorobots")) };
      return;
    }
    case "build": {
      if (step.kind !== "build") return;
      p.materials -= buildCostOf(p, a.what);
      const h = s.hexes[a.pos]!;
      if (a.what === "orbital") h.orbital = true;
      else if (a.what === "monolith") h.monolith = true;
      else {
        h.ships.push({ id: s.nextShipId++, owner: seat, hull: a.what });
        if (h.entered[String(seat)] === undefined) h.entered[String(seat)] = s.entryCounter++;
      }
      s.step = { ...step, built: step.built + 1 };
      return;
    }
    case "build-done":
      endTurn(s);
      return;
    case "move-start":
      spendDisc(s, seat);
      s.step = { kind: "move", done: 0, limit: activations(p, "move", false), from: null, hull: null };
      return;
    case "move-ship":
      if (step.kind === "move") s.step = { ...step, from: a.from, hull: a.hull };
      return;
    case "move-to": {
      if (step.kind !== "move" || step.from === null || step.hull === null) return;
      const from = s.hexes[step.from]!;
      const ship = from.ships
        .filter((x) => x.owner === seat && x.hull === step.hull)
        .sort((x, y) => x.id - y.id)[0]!;
      from.ships = from.ships.filter((x) => x.id !== ship.id);
      if (!from.ships.some((x) => x.owner === seat)) delete from.entered[String(seat)];
      const to = s.hexes[a.to]!;
      breakRelationsOnEntry(s, seat, a.to); // E-C14: judged on the hex as the ship arrives
      to.ships.push(ship);
      if (to.entered[String(seat)] === undefined) to.entered[String(seat)] = s.entryCounter++;
      s.step = { kind: "move", done: step.done + 1, limit: step.limit, from: null, hull: null };
      return;
    }
    case "move-done":
      endTurn(s);
      return;
    default:
      return;
  }
}

/** The step between two explorations of one action (Planta), or null when the action is over. */
function moreExplores(s: EclipseState, seat: PlayerId, explores: number): Step | null {
  return explores < activations(s.players[seat]!, "explore", false)
    ? { kind: "explore-more", explores }
    : null;
}

/** After one exploration: the next one (Planta), or the action ends (colony ships offered after a gain). */
function afterExplore(s: EclipseState, seat: PlayerId, explores: number, gained: boolean): void {
  const more = moreExplores(s, seat, explores);
  if (more) s.step = more;
  else if (gained) finishAction(s, seat);
  else endTurn(s);
}

/**
 * E-D2: a disc may go where no Ancients or GCDS are; Descendants of Draco may share a hex with
 * Ancients, never the Galactic Center's GCDS.
 */
export function mayControl(s: EclipseState, seat: PlayerId, pos: string): boolean {
  const h = s.hexes[pos]!;
  if (h.gcds) return false;
  return h.ancients === 0 || seatHas(s, seat, "coexist-with-ancients");
}

/** After the grey-square cubes: back to the step they interrupted (Upkeep goes on by itself). */
export function resumeAfterGrey(s: EclipseState, resume: Step | null): void {
  s.step = resume ?? { kind: "turn" };
  if (s.phase === "upkeep") nextUpkeep(s);
}
