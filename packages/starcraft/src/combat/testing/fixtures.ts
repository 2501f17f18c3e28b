/**
 * A small combat catalog built from shared/reference (board facts §3, card facts §3), for tests
 * and benchmarks independent of the bundled pack's state. Card ids follow the pack's style.
 */
import type { RngState } from "@koprulu/engine";
import { seedRng } from "@koprulu/engine";
import { type CardInfo, type CombatCatalog, registerCatalog, type UnitInfo } from "../catalog";
import type { BattleInput, BattleSide } from "../types";

type U = Omit<UnitInfo, "id" | "sacrifice" | "detector" | "cloaking" | "assist"> & Partial<UnitInfo>;
const unit = (id: string, u: U): UnitInfo => ({
  id,
  assist: false,
  cloaking: false,
  detector: false,
  sacrifice: false,
  ...u,
});
const G = { flying: false };
const F = { flying: true };

export const UNITS: Record<string, UnitInfo> = Object.fromEntries(
  [
    unit("terran-marine", { ...G, hitsGround: true, hitsAir: true, support: 1, cost: 1 }),
    unit("terran-firebat", { ...G, hitsGround: true, hitsAir: false, support: 1, cost: 2 }),
    unit("terran-ghost", { ...G, hitsGround: true, hitsAir: true, support: 1, cost: 2 }),
    unit("terran-vulture", { ...G, hitsGround: true, hitsAir: false, support: 1, cost: 2 }),
    unit("terran-goliath", { ...G, hitsGround: true, hitsAir: true, support: 1, cost: 3 }),
    unit("terran-siege-tank", { ...G, hitsGround: true, hitsAir: false, support: 2, cost: 4 }),
    unit("terran-wraith", { ...F, hitsGround: true, hitsAir: true, support: 1, cost: 3 }),
    unit("terran-battlecruiser", { ...F, hitsGround: true, hitsAir: true, support: 2, cost: 5 }),
    unit("terran-science-vessel", {
      ...F,
      hitsGround: false,
      hitsAir: false,
      support: 0,
      cost: 2,
      assist: true,
      detector: true,
    }),
    unit("terran-medic", { ...G, hitsGround: false, hitsAir: false, support: 0, cost: 1, assist: true }),
    unit("terran-valkyrie", { ...F, hitsGround: false, hitsAir: true, support: 2, cost: 3 }),
    unit("protoss-zealot", { ...G, hitsGround: true, hitsAir: false, support: 1, cost: 2 }),
    unit("protoss-dragoon", { ...G, hitsGround: true, hitsAir: true, support: 1, cost: 3 }),
    unit("protoss-high-templar", {
      ...G,
      hitsGround: false,
      hitsAir: false,
      support: 0,
      cost: 1,
      assist: true,
    }),
    unit("protoss-archon", { ...G, hitsGround: true, hitsAir: true, support: 1, cost: 4 }),
    unit("protoss-reaver", { ...G, hitsGround: true, hitsAir: false, support: 2, cost: 4 }),
    unit("protoss-scout", { ...F, hitsGround: true, hitsAir: true, support: 1, cost: 4 }),
    unit("protoss-carrier", { ...F, hitsGround: true, hitsAir: true, support: 2, cost: 5 }),
    unit("protoss-dark-templar", {
      ...G,
      hitsGround: true,
      hitsAir: false,
      support: 1,
      cost: 3,
      cloaking: true,
    }),
    unit("protoss-dark-archon", {
      ...G,
      hitsGround: false,
      hitsAir: false,
      support: 0,
      cost: 6,
      assist: true,
    }),
    unit("protoss-corsair", { ...F, hitsGround: false, hitsAir: true, support: 1, cost: 3 }),
    unit("zerg-zergling", { ...G, hitsGround: true, hitsAir: false, support: 1, cost: 1 }),
    unit("zerg-hydralisk", { ...G, hitsGround: true, hitsAir: true, support: 1, cost: 2 }),
    unit("zerg-ultralisk", { ...G, hitsGround: true, hitsAir: false, support: 2, cost: 4 }),
    unit("zerg-queen", { ...F, hitsGround: false, hitsAir: false, support: 0, cost: 1, assist: true }),
    unit("zerg-defiler", { ...G, hitsGround: false, hitsAir: false, support: 0, cost: 2, assist: true }),
    unit("zerg-scourge", { ...F, hitsGround: false, hitsAir: true, support: 1, cost: 2 }),
    unit("zerg-mutalisk", { ...F, hitsGround: true, hitsAir: true, support: 1, cost: 3 }),
    unit("zerg-guardian", { ...F, hitsGround: true, hitsAir: false, support: 2, cost: 4 }),
    unit("zerg-lurker", { ...G, hitsGround: true, hitsAir: false, support: 1, cost: 4, cloaking: true }),
    unit("zerg-infested-terran", {
      ...G,
      hitsGround: true,
      hitsAir: false,
      support: 0,
      cost: 1,
      sacrifice: true,
    }),
  ].map((u) => [u.id, u]),
);

type C = Partial<CardInfo> & Pick<CardInfo, "units">;
export const card = (id: string, c: C): CardInfo => ({
  id,
  reinforcement: false,
  major: null,
  minor: null,
  abilities: [],
  supportIcon: false,
  singleUse: false,
  provisional: false,
  ...c,
});
const v = (attack: number, health: number) => ({ attack, health });

/** A slice of the three Brood War-era decks (card facts §3.2–3.4) plus a few technology cards. */
export const CARDS: Record<string, CardInfo> = Object.fromEntries(
  [
    // Terran
    card("terran-combat-07", {
      units: ["terran-marine", "terran-firebat", "terran-ghost"],
      major: v(6, 4),
      minor: v(2, 5),
    }),
    card("terran-combat-08", {
      units: ["terran-marine", "terran-ghost"],
      major: v(5, 4),
      minor: v(2, 5),
      abilities: [{ key: "gain-attack", params: { amount: 1, vs: "flying" } }],
    }),
    card("terran-combat-10", {
      units: ["terran-marine", "terran-firebat"],
      major: v(6, 6),
      minor: v(3, 4),
      abilities: [
        {
          key: "splash",
          params: { targets: "ground", onlyUnits: ["terran-marine", "zerg-zergling", "protoss-zealot"] },
          units: ["terran-firebat"],
        },
      ],
    }),
    card("terran-combat-13", { units: ["terran-vulture", "terran-firebat"], major: v(6, 6), minor: v(4, 3) }),
    card("terran-combat-14", { units: ["terran-vulture", "terran-ghost"], major: v(5, 6), minor: v(4, 3) }),
    card("terran-combat-16", {
      units: ["terran-goliath", "terran-wraith"],
      major: v(6, 7),
      minor: v(3, 4),
      abilities: [{ key: "gain-attack", params: { amount: 1, vs: "flying" } }],
    }),
    card("terran-combat-19", {
      units: ["terran-battlecruiser", "terran-siege-tank"],
      major: v(7, 8),
      minor: v(5, 2),
      abilities: [{ key: "gain-attack", params: { amount: 1 }, units: ["terran-battlecruiser"] }],
    }),
    card("terran-combat-01", {
      units: [],
      reinforcement: true,
      abilities: [{ key: "gain-health", params: { amount: 1 } }],
    }),
    // Protoss
    card("protoss-combat-03", { units: ["protoss-zealot"], major: v(5, 6), minor: v(2, 5) }),
    card("protoss-combat-04", {
      units: ["protoss-zealot", "protoss-dragoon"],
      major: v(5, 7),
      minor: v(1, 6),
    }),
    card("protoss-combat-05", {
      units: ["protoss-zealot", "protoss-dragoon"],
      major: v(6, 6),
      minor: v(1, 6),
      abilities: [{ key: "gain-attack", params: { amount: 1, vs: "flying" }, units: ["protoss-dragoon"] }],
    }),
    card("protoss-combat-12", {
      units: ["protoss-archon", "protoss-reaver"],
      major: v(8, 8),
      minor: v(2, 5),
      abilities: [{ key: "splash", params: { targets: "ground" } }],
    }),
    card("protoss-combat-16", {
      units: ["protoss-reaver"],
      major: v(7, 7),
      minor: v(3, 4),
      abilities: [{ key: "splash", params: { targets: "ground" } }],
    }),
    card("protoss-combat-20", {
      units: ["protoss-dark-templar", "protoss-corsair"],
      major: v(7, 6),
      minor: v(3, 4),
    }),
    card("protoss-combat-17", {
      units: [],
      reinforcement: true,
      abilities: [{ key: "gain-health", params: { amount: 1 } }],
    }),
    // Zerg
    card("zerg-combat-01", { units: ["zerg-zergling", "zerg-hydralisk"], major: v(5, 5), minor: v(1, 6) }),
    card("zerg-combat-03", { units: ["zerg-zergling"], major: v(6, 3), minor: v(4, 3) }),
    card("zerg-combat-05", {
      units: ["zerg-zergling", "zerg-hydralisk"],
      major: v(5, 6),
      minor: v(1, 6),
      abilities: [{ key: "gain-attack", params: { amount: 1, vs: "flying" }, units: ["zerg-hydralisk"] }],
    }),
    card("zerg-combat-10", { units: ["zerg-mutalisk", "zerg-hydralisk"], major: v(7, 6), minor: v(2, 5) }),
    card("zerg-combat-11", { units: ["zerg-zergling"], major: v(5, 4), minor: v(4, 3) }),
    card("zerg-combat-15", { units: ["zerg-zergling"], major: v(4, 5), minor: v(4, 3) }),
    card("zerg-combat-17", {
      units: ["zerg-mutalisk"],
      major: v(7, 7),
      minor: v(3, 4),
      abilities: [
        {
          key: "splash",
          params: { targets: "ground", onlyUnits: ["terran-marine", "zerg-zergling", "protoss-zealot"] },
        },
      ],
    }),
    card("zerg-combat-07", {
      units: [],
      reinforcement: true,
      abilities: [{ key: "gain-attack-if-supported", params: { amount: 1 } }],
    }),
    // A core Scourge card (errata: destroying its Scourge does not trigger the opponent's splash).
    card("zerg-combat-core-12", {
      units: ["zerg-scourge"],
      major: v(9, 6),
      minor: v(5, 2),
      abilities: [{ key: "scourge-strike" }],
    }),
  ].map((c) => [c.id, c]),
);

export const FIXTURE_CATALOG: CombatCatalog = { units: UNITS, cards: CARDS };
registerCatalog("fixture", FIXTURE_CATALOG);

/** A fresh catalog id with extra cards (for effect tests), registered on the fly. */
let extra = 0;
export function catalogWith(cards: CardInfo[], units: UnitInfo[] = []): string {
  const id = `fixture-${++extra}`;
  registerCatalog(id, {
    units: { ...UNITS, ...Object.fromEntries(units.map((u) => [u.id, u])) },
    cards: { ...CARDS, ...Object.fromEntries(cards.map((c) => [c.id, c])) },
  });
  return id;
}

let nextUnit = 1;
export function units(...types: string[]): { id: number; type: string }[] {
  return types.map((type) => ({ id: nextUnit++, type }));
}

export function side(player: number, over: Partial<BattleSide> = {}): BattleSide {
  return {
    player,
    faction: player === 0 ? "jim-raynor" : "tassadar",
    units: [],
    hand: [],
    deck: [],
    discard: [],
    technologies: [],
    airSupport: false,
    withdrawAreas: ["area-b"],
    retreatDestinations: [{ planet: "planet-x", area: "area-b" }],
    ...over,
  };
}

export function input(
  attacker: Partial<BattleSide>,
  defender: Partial<BattleSide>,
  over: Partial<BattleInput> = {},
): BattleInput {
  return {
    planet: "planet-x",
    area: "area-a",
    unitLimit: 3,
    attacker: side(0, attacker),
    defender: side(1, defender),
    goldMobilize: false,
    stage: 1,
    catalog: "fixture",
    ...over,
  };
}

export const RNG: RngState = seedRng("combat-test");
