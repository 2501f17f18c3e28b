/**
 * The Offensive module (BW-M3, BW p.6 and p.8): its owner may ignore an enemy's Air Support
 * (Limited Orbital Defense) and move units from another planet straight into that enemy's base
 * area. Every transport he used to move units into such an area is then destroyed. Rulings:
 * "used" = the transport on the route each such unit crossed (one per route and player); the
 * transports are destroyed when the movement ends (before its battle), and a take-back of the
 * moves restores them.
 */
import type { PlayerId } from "@koprulu/engine";
import type { Draft } from "../draft";
import type { MobilizeFrame, StarcraftState } from "../state";

export function hasOffensiveModule(s: Pick<StarcraftState, "broodWar" | "players">, p: PlayerId): boolean {
  return s.broodWar !== undefined && (s.players[p].modules.offensive ?? 0) > 0;
}

/** The base of another player with Air Support in the area (what the Offensive module overrides). */
export function airSupportBaseIn(
  s: Pick<StarcraftState, "bases" | "players">,
  p: PlayerId,
  area: string,
): boolean {
  return s.bases.some(
    (b) => b.area === area && b.owner !== p && s.players[b.owner].modules["air-support"] > 0,
  );
}

/** The route of p's transport joining the two planets (the one a moving unit crosses). */
export function transportRoute(s: StarcraftState, p: PlayerId, from: string, to: string): number | null {
  for (const t of s.transports) {
    if (t.owner !== p) continue;
    const r = s.routes[t.route];
    if ((r.a.planet === from && r.b.planet === to) || (r.a.planet === to && r.b.planet === from)) return r.id;
  }
  return null;
}

/** At the end of the movement: the transports used past an Air Support are destroyed. */
export function destroyOffensiveTransports(d: Draft, p: PlayerId, f: MobilizeFrame): void {
  if (!f.offensive || f.offensive.length === 0) return;
  const used = new Set(f.offensive);
  d.transports = d.transports.filter((t) => !(t.owner === p && used.has(t.route)));
}
