/**
 * Named battle positions with default (Terran) blueprints: the spec's calculator scenarios S1–S7
 * (§13) and three more, used by the exact-vs-Monte-Carlo comparison, the bench and the docs.
 */
import { type Content, type HullId, loadContent } from "../content/index";
import type { OddsGroup, OddsPosition } from "./position";
import { npcStats, shipStats, speciesShipStats } from "./ships";

export interface Scenario {
  id: string;
  title: string;
  position: OddsPosition;
}

export function scenarios(content: Content = loadContent()): Scenario[] {
  const T = (kind: HullId, count = 1): OddsGroup => ({
    stats: speciesShipStats(content, "terran", kind),
    count,
  });
  const ancient = (count = 1): OddsGroup => ({ stats: npcStats(content.npcs.ancient!), count });
  const gcds: OddsGroup = { stats: npcStats(content.npcs.gcds!), count: 1 };
  const withPart = (kind: HullId, part: string, count = 1): OddsGroup => {
    const ship = content.blueprints.terran!.ships[kind];
    const free = ship.slots.indexOf(null);
    const slots = ship.slots.slice();
    slots[free] = part;
    return { stats: shipStats(content, kind, { ...ship, slots }), count };
  };
  const s = (id: string, title: string, attacker: OddsGroup[], defender: OddsGroup[]): Scenario => ({
    id,
    title,
    position: { attacker, defender },
  });
  return [
    s("S1", "Cruiser + Interceptor vs Interceptor", [T("cruiser"), T("interceptor")], [T("interceptor")]),
    s("S2", "Interceptor vs Interceptor", [T("interceptor")], [T("interceptor")]),
    s("S3", "2 Interceptors vs Starbase", [T("interceptor", 2)], [T("starbase")]),
    s("S4", "Dreadnought vs Cruiser", [T("dreadnought")], [T("cruiser")]),
    s("S5", "2 Interceptors vs an Ancient", [T("interceptor", 2)], [ancient()]),
    s("S6", "Cruiser vs an Ancient", [T("cruiser")], [ancient()]),
    s(
      "S7",
      "Interceptor with a Plasma Missile vs Cruiser",
      [withPart("interceptor", "plasma-missile")],
      [T("cruiser")],
    ),
    s("X1", "3 Interceptors vs 2 Cruisers", [T("interceptor", 3)], [T("cruiser", 2)]),
    s(
      "X2",
      "2 Cruisers with Plasma Cannons vs 2 Ancients",
      [withPart("cruiser", "plasma-cannon", 2)],
      [ancient(2)],
    ),
    s("X3", "2 Dreadnoughts + Cruiser vs the GCDS", [T("dreadnought", 2), T("cruiser")], [gcds]),
  ];
}

/** Bench positions: up to 6 ships a side, mixed fleets (default blueprints, some upgraded). */
export function benchPositions(content: Content = loadContent()): OddsPosition[] {
  const T = (kind: HullId, count = 1): OddsGroup => ({
    stats: speciesShipStats(content, "terran", kind),
    count,
  });
  const O = (kind: HullId, count = 1): OddsGroup => ({
    stats: speciesShipStats(content, "orion", kind),
    count,
  });
  const ancient = (count: number): OddsGroup => ({ stats: npcStats(content.npcs.ancient!), count });
  return [
    { attacker: [T("interceptor", 6)], defender: [T("interceptor", 6)] },
    { attacker: [T("interceptor", 4), T("cruiser", 2)], defender: [T("cruiser", 4), T("starbase", 2)] },
    {
      attacker: [T("interceptor", 3), T("cruiser", 2), T("dreadnought")],
      defender: [T("interceptor", 2), T("cruiser", 2), T("dreadnought", 2)],
    },
    { attacker: [O("cruiser", 4), O("dreadnought", 2)], defender: [T("cruiser", 4), T("dreadnought", 2)] },
    { attacker: [T("cruiser", 3), T("interceptor", 3)], defender: [ancient(3)] },
    { attacker: [T("dreadnought", 2), T("cruiser", 4)], defender: [T("starbase", 4), T("interceptor", 2)] },
    { attacker: [O("interceptor", 6)], defender: [T("cruiser", 4)] },
    { attacker: [T("interceptor", 2), T("cruiser", 2)], defender: [T("interceptor", 3)] },
  ];
}
