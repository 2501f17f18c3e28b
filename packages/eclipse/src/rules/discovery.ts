/**
 * E-D1: taking control of a hex with a discovery tile: use its benefit once, or keep it face down
 * for 2 VP. Ancient Technology takes the cheapest technology on the supply board the player lacks
 * (ruling: ties by track order military, grid, nano); an Ancient part goes at once onto a blueprint
 * slot obeying the upgrade rules, else it can only be kept (E-X5).
 */
import type { PlayerId } from "@koprulu/engine";
import { blueprintProblems, content, hasTech, maxShips, withPart } from "./economy";
import { gainTech } from "./gain-tech";
import { shipsOnBoard } from "./galaxy";
import { seatHas } from "./species";
import type { EclipseAction, EclipseState, Step } from "./types";
import { HULLS, TRACKS } from "./types";

/**
 * E-D1: the discovery tile of a hex just controlled; Descendants of Draco cannot take one guarded
 * by Ancients while they share the hex (UM note, provisional). False when no tile is taken.
 */
export function takeDiscovery(s: EclipseState, seat: PlayerId, pos: string, resume: Step | null): boolean {
  if (s.hexes[pos]!.ancients > 0 && seatHas(s, seat, "no-guarded-discovery")) return false;
  return startDiscovery(s, seat, pos, resume);
}

/** Takes the hex's tile into a discovery decision; false when there is none. */
export function startDiscovery(s: EclipseState, _seat: PlayerId, pos: string, resume: Step | null): boolean {
  const h = s.hexes[pos]!;
  if (h.discovery === null) return false;
  const tile = h.discovery;
  h.discovery = null;
  s.step = { kind: "discovery", pos, tile, resume };
  return true;
}

export function cheapestTech(s: EclipseState, seat: PlayerId): string | null {
  const p = s.players[seat]!;
  const c = content();
  const candidates = Object.keys(s.tray)
    .filter((t) => (s.tray[t] ?? 0) > 0 && !hasTech(p, t))
    .sort(
      (a, b) =>
        c.technologies[a]!.cost - c.technologies[b]!.cost ||
        TRACKS.indexOf(c.technologies[a]!.track) - TRACKS.indexOf(c.technologies[b]!.track),
    );
  return candidates[0] ?? null;
}

export function discoveryUseOptions(s: EclipseState, seat: PlayerId, tile: string): boolean {
  const effect = content().discovery[tile]!.effect;
  if (effect.kind !== "ancient-part") return true;
  const p = s.players[seat]!;
  return HULLS.some((hull) =>
    p.blueprints[hull].slots.some(
      (_, slot) => blueprintProblems(hull, withPart(p, hull, slot, effect.part)).length === 0,
    ),
  );
}

/**
 * Back to the interrupted step; with none, true: the discovery ended the player's action, and the
 * caller finishes it (actions.ts finishAction — imported here it would close an import cycle, as
 * the action phase and the claims of the combat phase both start discoveries).
 */
function after(s: EclipseState, resume: Step | null): boolean {
  if (resume) s.step = resume;
  return resume === null;
}

/** Uses, keeps or places a discovery; true when the caller must finish the player's action. */
export function applyDiscovery(s: EclipseState, seat: PlayerId, a: EclipseAction): boolean {
  const step = s.step;
  const p = s.players[seat]!;
  if (step.kind === "discovery-part" && a.type === "discovery-part") {
    p.blueprints[a.hull] = withPart(p, a.hull, a.slot, step.part);
    return after(s, step.resume);
  }
  if (step.kind !== "discovery") return false;
  if (a.type === "discovery-keep") {
    p.discoveriesKept.push(step.tile);
    return after(s, step.resume);
  }
  s.discoveryUsed.push(step.tile);
  const effect = content().discovery[step.tile]!.effect;
  switch (effect.kind) {
    case "resource":
      p[effect.resource] += effect.amount;
      break;
    case "ancient-technology": {
      const tech = cheapestTech(s, seat);
      if (tech) {
        gainTech(s, seat, tech, 0);
        if (tech === "artifact-key") {
          s.step = { kind: "artifact-key", resume: step.resume };
          return false;
        }
      }
      break;
    }
    case "ancient-cruiser":
      if (shipsOnBoard(s, seat, "cruiser") < maxShips("cruiser")) {
        const h = s.hexes[step.pos]!;
        h.ships.push({ id: s.nextShipId++, owner: seat, hull: "cruiser" });
        if (h.entered[String(seat)] === undefined) h.entered[String(seat)] = s.entryCounter++;
      }
      break;
    case "ancient-part":
      s.step = { kind: "discovery-part", part: effect.part, resume: step.resume };
      return false;
  }
  return after(s, step.resume);
}
