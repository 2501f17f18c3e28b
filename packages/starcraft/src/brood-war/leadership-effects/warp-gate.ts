/**
 * *Warp Gate* (Tassadar, Stage I, play area; 2 sources for the name and gist, the holding rule is
 * vague). The Warp Gate installation goes down with his starting forces (like The Overmind). Played
 * reading (provisional, the spec's BW-I5 suggestion made concrete): units "held at the Warp Gate"
 * are his units standing in the Warp Gate's area (on the board: they can be attacked there).
 * - Build: a unit he builds may be placed at the Warp Gate (its area, within the unit limit and
 *   terrain) instead of an area of the Build's planet (orders/build.ts asks `warpGateArea`).
 * - End of each Regrouping: he may deploy units from the Warp Gate's area, one at a time, each to
 *   any friendly or empty area of the galaxy (within its limit, matching terrain), then stop
 *   (`warp-unit`, `end-warp`; frame `warp-gate`). Each unit moves once.
 * The Warp Gate falls like any installation (Regrouping step 1); without it nothing is held.
 */
import type { PlayerId, RuleError } from "@koprulu/engine";
import { ruleError } from "@koprulu/engine";
import type { StarcraftAction } from "../../actions";
import type { Draft } from "../../draft";
import { Err } from "../../errors";
import { enemyPresence, ownUnitsIn, planetAreas } from "../../queries";
import { cat } from "../../rules-catalog";
import type { StarcraftState } from "../../state";
import { terrainOk } from "../../terrain";

/** The area of p's Warp Gate, if it stands. */
export function warpGateArea(s: StarcraftState, p: PlayerId): string | null {
  return s.broodWar?.installations.find((i) => i.kind === "warp-gate" && i.owner === p)?.area ?? null;
}

/** The seat whose Warp Gate has units to deploy, in turn order (null: none). */
export function warpGateToDeploy(s: StarcraftState): PlayerId | null {
  for (const i of s.broodWar?.installations ?? [])
    if (i.kind === "warp-gate" && !s.players[i.owner].eliminated && legalWarps(s, i.owner).length > 1)
      return i.owner;
  return null;
}

export function legalWarps(s: StarcraftState, p: PlayerId): StarcraftAction[] {
  const gate = warpGateArea(s, p);
  if (!gate) return [];
  const out: StarcraftAction[] = [];
  const seen = new Set<string>();
  for (const u of s.units) {
    if (u.area !== gate || u.owner !== p) continue;
    // Identical figures are interchangeable: one spelling per type.
    if (seen.has(u.type)) continue;
    seen.add(u.type);
    const flying = cat(s).units[u.type]?.flying ?? false;
    for (const id of s.planetOrder)
      for (const a of planetAreas(s, id))
        if (
          a.id !== gate &&
          !enemyPresence(s, a.id, p) &&
          ownUnitsIn(s, a.id, p) < a.limit &&
          terrainOk(a.terrain, flying)
        )
          out.push({ type: "warp-unit", unit: u.id, area: a.id });
  }
  out.push({ type: "end-warp" });
  return out;
}

export function checkWarp(s: StarcraftState, p: PlayerId, a: StarcraftAction): RuleError | null {
  if (s.frame.kind !== "warp-gate" || (a.type !== "warp-unit" && a.type !== "end-warp"))
    return Err.wrongDecision();
  if (a.type === "end-warp") return null;
  const ok = legalWarps(s, p).some((x) => x.type === "warp-unit" && x.unit === a.unit && x.area === a.area);
  return ok
    ? null
    : ruleError(
        "bad-warp",
        "A unit at the Warp Gate goes to a friendly or empty area with room where it may stand.",
        "Warp Gate",
      );
}

/** One unit leaves the Warp Gate; true while the frame stays open (more to deploy). */
export function warpUnit(d: Draft, p: PlayerId, unit: number, area: string): boolean {
  d.units = d.units.map((u) => (u.id === unit ? { ...u, area } : u));
  return legalWarps(d, p).length > 1;
}
