/** Read-only questions about the board, shared by every rule module. */
import type { PlayerId } from "@koprulu/engine";
import { specialVictoryOf } from "./brood-war/leadership";
import { leadershipPermanentBonus } from "./brood-war/leadership-effects/permanent-resources";
import type { AreaDef } from "./catalog";
import { type CatalogScope, cat } from "./rules-catalog";
import type { PlayerState, StarcraftState, Unit } from "./state";

export function planetOf(area: string): string {
  return area.slice(0, area.indexOf("#"));
}

export function areaDef(s: CatalogScope, area: string): AreaDef {
  return cat(s).areas[area];
}

export function planetAreas(s: CatalogScope, planet: string): AreaDef[] {
  return cat(s).planets[planet].areas;
}

export function unitsIn(s: StarcraftState, area: string): Unit[] {
  return s.units.filter((u) => u.area === area);
}

export function ownUnitsIn(s: StarcraftState, area: string, player: PlayerId): number {
  let n = 0;
  for (const u of s.units) if (u.area === area && u.owner === player) n++;
  return n;
}

export function hasUnitOnPlanet(s: StarcraftState, planet: string, player: PlayerId): boolean {
  return s.units.some((u) => u.owner === player && planetOf(u.area) === planet);
}

export function baseOnPlanet(s: StarcraftState, planet: string, player: PlayerId): boolean {
  return s.bases.some((b) => b.owner === player && planetOf(b.area) === planet);
}

/** The owner of the base (or, Brood War, installation: one of either per area) in the area. */
export function baseIn(s: StarcraftState, area: string): PlayerId | null {
  for (const b of s.bases) if (b.area === area) return b.owner;
  if (s.broodWar) for (const i of s.broodWar.installations) if (i.area === area) return i.owner;
  return null;
}

/** Another player's units or base in the area. */
export function enemyPresence(s: StarcraftState, area: string, player: PlayerId): boolean {
  return (
    s.units.some((u) => u.area === area && u.owner !== player) ||
    s.bases.some((b) => b.area === area && b.owner !== player) ||
    (s.broodWar?.installations.some((i) => i.area === area && i.owner !== player) ?? false)
  );
}

export function enemyUnitsIn(s: StarcraftState, area: string, player: PlayerId): boolean {
  return s.units.some((u) => u.area === area && u.owner !== player);
}

/** Friendly (own units or base, nobody else's) or empty. */
export function friendlyOrEmpty(s: StarcraftState, area: string, player: PlayerId): boolean {
  return !enemyPresence(s, area, player);
}

/** Control: the player has units or a base (or installation) in the area and no other player does. */
/** What control reads of a state (a seat's view has it too). */
export type BoardPieces = Pick<StarcraftState, "units" | "bases" | "broodWar">;

export function controller(s: BoardPieces, area: string): PlayerId | null {
  let who: PlayerId | null = null;
  for (const u of s.units) {
    if (u.area !== area) continue;
    if (who !== null && who !== u.owner) return null;
    who = u.owner;
  }
  for (const b of s.bases) {
    if (b.area !== area) continue;
    if (who !== null && who !== b.owner) return null;
    who = b.owner;
  }
  // Brood War: an area holding only an installation is its owner's (BW-I1).
  if (s.broodWar)
    for (const i of s.broodWar.installations) {
      if (i.area !== area) continue;
      if (who !== null && who !== i.owner) return null;
      who = i.owner;
    }
  return who;
}

export function present(s: StarcraftState, planet: string, player: PlayerId): boolean {
  return hasUnitOnPlanet(s, planet, player) || baseOnPlanet(s, planet, player);
}

/** Planets joined to `planet` by a route (Z-axis routes included). */
export function neighbours(s: StarcraftState, planet: string): string[] {
  const out: string[] = [];
  for (const r of s.routes) {
    if (r.a.planet === planet && !out.includes(r.b.planet)) out.push(r.b.planet);
    else if (r.b.planet === planet && !out.includes(r.a.planet)) out.push(r.a.planet);
  }
  return out;
}

export function routesOf(s: StarcraftState, planet: string): number[] {
  const out: number[] = [];
  for (const r of s.routes) if (r.a.planet === planet || r.b.planet === planet) out.push(r.id);
  return out;
}

/** The player has a transport on a route joining the two planets. */
export function transportBetween(s: StarcraftState, from: string, to: string, player: PlayerId): boolean {
  for (const t of s.transports) {
    if (t.owner !== player) continue;
    const r = s.routes[t.route];
    if ((r.a.planet === from && r.b.planet === to) || (r.a.planet === to && r.b.planet === from)) return true;
  }
  return false;
}

/** Seats in turn order starting with the first player, eliminated players left out. */
export function turnOrder(s: StarcraftState): PlayerId[] {
  const n = s.players.length;
  const out: PlayerId[] = [];
  for (let i = 0; i < n; i++) {
    const p = (s.firstPlayer + i) % n;
    if (!s.players[p].eliminated) out.push(p);
  }
  return out;
}

/** The next seat after `p` in turn order (clockwise = increasing seat), skipping eliminated. */
export function nextSeat(s: StarcraftState, p: PlayerId): PlayerId {
  const n = s.players.length;
  for (let i = 1; i <= n; i++) {
    const q = (p + i) % n;
    if (!s.players[q].eliminated) return q;
  }
  return p;
}

export function factionOf(s: StarcraftState, p: PlayerId) {
  return cat(s).factions[s.players[p].faction];
}

/** The capacity of a seat's two permanent resource cards (faction sheet + Leadership cards in play). */
export function permanentOf(s: StarcraftState, p: PlayerId): { minerals: number; gas: number } {
  const sheet = factionOf(s, p).permanent;
  if (!s.broodWar?.lead) return sheet;
  const bonus = leadershipPermanentBonus(s, p);
  return { minerals: sheet.minerals + bonus.minerals, gas: sheet.gas + bonus.gas };
}

/** Stage of the game: the stage of the top card of the Event deck (III once it is empty). */
export function stage(s: StarcraftState): 1 | 2 | 3 {
  const top = s.events.deck[0];
  return top ? cat(s).events[top].stage : 3;
}

/** The key of Aldaris's objective: win at The End Draws Near, others need a raised target. */
export const ALDARIS_VICTORY = "victory-end-draws-near";

/** Base: Aldaris's faction sheet. Brood War: *Predestined* in his play area (BW-L5, BW-V3). */
export function hasAldarisObjective(s: StarcraftState, p: PlayerId): boolean {
  return specialVictoryOf(s, p)?.key === ALDARIS_VICTORY;
}

/** Aldaris's objective is in play while a player holding it is not eliminated. */
export function isAldarisInGame(s: StarcraftState): boolean {
  return s.players.some((p, i) => !p.eliminated && hasAldarisObjective(s, i));
}

/** Modules on the player's faction sheet, of every kind (the sheet's module spaces hold them all). */
export function modulesBuilt(pl: Pick<PlayerState, "modules">): number {
  let n = 0;
  for (const k in pl.modules) n += pl.modules[k as keyof PlayerState["modules"]] ?? 0;
  return n;
}
