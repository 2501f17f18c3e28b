/**
 * A built-in catalog used until (and as a cross-check for) the content pack: core-game numbers
 * from /work/shared/reference/starcraft-board-facts.md. Where the facts are unknown the value is
 * a provisional placeholder (marked `// provisional`); the content pack is the authority and
 * replaces this table through `catalogFromContent` as soon as it loads.
 */
import {
  type AreaDef,
  areaId,
  type BuildingDef,
  type Catalog,
  END_DRAWS_NEAR,
  type EventDef,
  type FactionDef,
  type PlanetDef,
  type Race,
  type TechDef,
  type UnitDef,
} from "./catalog";

type AreaSpec = [kind: "M" | "G" | "CP", amount: number, limit: number];

const PLANETS: [id: string, name: string, slots: number[], areas: AreaSpec[]][] = [
  [
    "abaddon",
    "Abaddon",
    [0, 2],
    [
      ["CP", 1, 4],
      ["M", 3, 3],
    ],
  ],
  [
    "antiga-prime",
    "Antiga Prime",
    [0, 1, 2],
    [
      ["CP", 1, 4],
      ["M", 2, 3],
      ["M", 2, 3],
    ],
  ],
  [
    "bhekar-ro",
    "Bhekar Ro",
    [0, 2],
    [
      ["G", 3, 4],
      ["M", 2, 3],
      ["M", 1, 3],
    ],
  ],
  [
    "braken",
    "Braken",
    [0, 1],
    [
      ["CP", 1, 4],
      ["G", 2, 3],
      ["M", 1, 2],
    ],
  ],
  [
    "chau-sara",
    "Chau Sara",
    [0, 1],
    [
      ["G", 1, 4],
      ["CP", 1, 3],
      ["M", 2, 3],
    ],
  ],
  [
    "dylar-iv",
    "Dylar IV",
    [0, 1, 2, 3],
    [
      ["CP", 1, 3],
      ["G", 2, 3],
      ["M", 2, 3],
      ["M", 2, 2],
    ],
  ],
  [
    "halcyon",
    "Halcyon",
    [0, 2],
    [
      ["G", 1, 4],
      ["M", 2, 3],
      ["CP", 1, 3],
    ],
  ],
  [
    "helios",
    "Helios",
    [0, 1, 2, 3],
    [
      ["CP", 1, 2],
      ["M", 2, 4],
      ["CP", 1, 2],
      ["G", 1, 3],
    ],
  ],
  [
    "pridewater",
    "Pridewater",
    [0, 1, 2],
    [
      ["M", 3, 4],
      ["G", 2, 4],
      ["M", 1, 3],
    ],
  ],
  [
    "tarsonis",
    "Tarsonis",
    [0, 1, 2],
    [
      ["CP", 1, 3],
      ["M", 2, 4],
      ["G", 2, 3],
    ],
  ],
  [
    "torus",
    "Torus",
    [0, 1, 2, 3],
    [
      ["CP", 2, 2],
      ["M", 1, 2],
      ["G", 2, 4],
      ["M", 1, 2],
    ],
  ],
  [
    "vyctor-5",
    "Vyctor 5",
    [0, 1, 2],
    [
      ["CP", 2, 3],
      ["G", 1, 4],
    ],
  ],
];

// [id, name, race, minerals, gas, flying, assist, figures, track, level]
const UNITS: [string, string, Race, number, number, boolean, boolean, number, string | null, number][] = [
  ["marine", "Marine", "terran", 1, 0, false, false, 6, "barracks", 1],
  ["firebat", "Firebat", "terran", 1, 1, false, false, 3, "barracks", 2],
  ["ghost", "Ghost", "terran", 1, 1, false, false, 3, "barracks", 3],
  ["vulture", "Vulture", "terran", 2, 0, false, false, 3, "factory", 1],
  ["goliath", "Goliath", "terran", 2, 1, false, false, 3, "factory", 2],
  ["siege-tank", "Siege Tank", "terran", 2, 2, false, false, 3, "factory", 3],
  ["wraith", "Wraith", "terran", 2, 1, true, false, 3, "starport", 1],
  ["science-vessel", "Science Vessel", "terran", 0, 2, true, true, 3, "starport", 2],
  ["battlecruiser", "Battlecruiser", "terran", 3, 2, true, false, 3, "starport", 3],
  ["zealot", "Zealot", "protoss", 2, 0, false, false, 6, "gateway", 1],
  ["dragoon", "Dragoon", "protoss", 2, 1, false, false, 3, "gateway", 2],
  ["high-templar", "High Templar", "protoss", 0, 1, false, true, 3, "gateway", 3],
  ["archon", "Archon", "protoss", 0, 2, false, false, 3, null, 0],
  ["reaver", "Reaver", "protoss", 2, 2, false, false, 3, "robotics-facility", 1],
  ["scout", "Scout", "protoss", 2, 2, true, false, 3, "stargate", 1],
  ["arbiter", "Arbiter", "protoss", 0, 2, true, true, 3, "stargate", 2],
  ["carrier", "Carrier", "protoss", 3, 2, true, false, 3, "stargate", 3],
  ["zergling", "Zergling", "zerg", 1, 0, false, false, 9, "spawning-pool", 1],
  ["hydralisk", "Hydralisk", "zerg", 1, 1, false, false, 6, "spawning-pool", 2],
  ["ultralisk", "Ultralisk", "zerg", 2, 2, false, false, 3, "spawning-pool", 3],
  ["queen", "Queen", "zerg", 0, 1, true, true, 3, "queens-nest", 1],
  ["defiler", "Defiler", "zerg", 0, 2, false, true, 3, "queens-nest", 2],
  ["scourge", "Scourge", "zerg", 0, 2, true, false, 3, "spire", 1],
  ["mutalisk", "Mutalisk", "zerg", 2, 1, true, false, 3, "spire", 2],
  ["guardian", "Guardian", "zerg", 0, 1, true, false, 3, null, 0],
];

// [track, level, race, minerals, gas]; level-I of the first track is printed on the sheet (free).
const BUILDINGS: [string, number, Race, number, number][] = [
  ["barracks", 1, "terran", 0, 0],
  ["barracks", 2, "terran", 1, 0],
  ["barracks", 3, "terran", 1, 1],
  ["factory", 1, "terran", 2, 0],
  ["factory", 2, "terran", 1, 1],
  ["factory", 3, "terran", 1, 1],
  ["starport", 1, "terran", 1, 1],
  ["starport", 2, "terran", 1, 1],
  ["starport", 3, "terran", 1, 1],
  ["gateway", 1, "protoss", 0, 0],
  ["gateway", 2, "protoss", 1, 0],
  ["gateway", 3, "protoss", 2, 0],
  ["robotics-facility", 1, "protoss", 2, 1], // provisional: core cost unknown
  ["stargate", 1, "protoss", 1, 1],
  ["stargate", 2, "protoss", 1, 1],
  ["stargate", 3, "protoss", 1, 1],
  ["spawning-pool", 1, "zerg", 0, 0],
  ["spawning-pool", 2, "zerg", 1, 0],
  ["spawning-pool", 3, "zerg", 2, 0],
  ["queens-nest", 1, "zerg", 0, 1],
  ["queens-nest", 2, "zerg", 1, 1],
  ["spire", 1, "zerg", 2, 0],
  ["spire", 2, "zerg", 1, 1],
];

// Technologies: names known, most costs and copy counts unknown -> provisional.
const TECHS: [string, string, Race, number, number, number, "deck" | "play-area"][] = [
  ["stim-packs", "Stim Packs", "terran", 1, 1, 2, "deck"], // provisional cost/copies
  ["spider-mines", "Spider Mines", "terran", 1, 1, 2, "deck"],
  ["lockdown", "Lockdown", "terran", 1, 0, 2, "deck"], // provisional cost
  ["siege-mode", "Siege Mode", "terran", 1, 2, 2, "deck"], // provisional cost
  ["summon-archon", "Summon Archon", "protoss", 1, 0, 1, "play-area"], // provisional cost
  ["increased-reaver-capacity", "Increased Reaver Capacity", "protoss", 1, 2, 3, "deck"], // provisional
  ["singularity-charge", "Singularity Charge", "protoss", 1, 0, 2, "deck"], // provisional copies
  ["hallucination", "Hallucination", "protoss", 0, 2, 2, "deck"], // provisional
  ["metabolic-boost", "Metabolic Boost", "zerg", 0, 2, 1, "play-area"], // provisional
  ["guardian-aspect", "Guardian Aspect", "zerg", 1, 1, 1, "play-area"], // provisional cost
  ["dark-swarm", "Dark Swarm", "zerg", 0, 2, 2, "deck"], // provisional cost
  ["chitinous-plating", "Chitinous Plating", "zerg", 1, 1, 2, "deck"], // provisional copies
];

interface FactionSpec {
  id: string;
  name: string;
  race: Race;
  startUnits: string[];
  workers: number;
  specialVictory: string;
}

const FACTIONS: FactionSpec[] = [
  {
    id: "raynor",
    name: "Jim Raynor",
    race: "terran",
    startUnits: ["marine", "marine", "firebat", "vulture"],
    workers: 8,
    specialVictory: "raynor",
  },
  {
    id: "mengsk",
    name: "Arcturus Mengsk",
    race: "terran",
    startUnits: ["marine", "marine", "firebat", "ghost"],
    workers: 8,
    specialVictory: "mengsk",
  },
  {
    id: "tassadar",
    name: "Tassadar",
    race: "protoss",
    startUnits: ["zealot", "zealot", "zealot"],
    workers: 8,
    specialVictory: "tassadar",
  },
  {
    id: "aldaris",
    name: "Aldaris",
    race: "protoss",
    startUnits: ["zealot", "zealot", "dragoon"],
    workers: 7,
    specialVictory: "aldaris",
  },
  {
    id: "queen-of-blades",
    name: "The Queen of Blades",
    race: "zerg",
    startUnits: ["zergling", "zergling", "zergling", "hydralisk", "hydralisk"],
    workers: 7,
    specialVictory: "queen-of-blades",
  },
  {
    id: "overmind",
    name: "The Overmind",
    race: "zerg",
    startUnits: ["zergling", "zergling", "zergling", "zergling", "hydralisk"],
    workers: 8,
    specialVictory: "overmind",
  },
];

const FIRST_TRACK: Record<Race, string> = { terran: "barracks", protoss: "gateway", zerg: "spawning-pool" };

const m = (minerals: number) => ({ minerals, gas: 0 });

const VICTORIES: Record<string, { key: string; params: Record<string, unknown> }> = {
  raynor: { key: "victory-control-resource-areas", params: { count: 6 } },
  mengsk: { key: "victory-control-whole-planets", params: { count: 2 } },
  tassadar: { key: "victory-most-areas", params: {} },
  aldaris: { key: "victory-end-draws-near", params: { raisedTarget: 20 } },
  "queen-of-blades": { key: "victory-control-conquest-areas", params: { count: 3 } },
  overmind: { key: "victory-bases-on-planets", params: { count: 3 } },
};

function buildFallback(): Catalog {
  const planets: Record<string, PlanetDef> = {};
  const areas: Record<string, AreaDef> = {};
  for (const [id, name, slots, specs] of PLANETS) {
    const defs = specs.map(
      ([kind, amount, limit], index): AreaDef => ({
        id: areaId(id, index),
        planet: id,
        index,
        limit,
        resource: kind === "M" ? "minerals" : kind === "G" ? "gas" : null,
        amount: kind === "CP" ? 0 : amount,
        cp: kind === "CP" ? amount : 0,
        terrain: "all",
      }),
    );
    planets[id] = { id, name, slots, areas: defs };
    for (const a of defs) areas[a.id] = a;
  }
  const units: Record<string, UnitDef> = {};
  for (const [id, name, race, minerals, gas, flying, assist, figures, track, level] of UNITS) {
    units[id] = {
      id,
      name,
      race,
      minerals,
      gas,
      flying,
      assist,
      figures,
      unlockedBy: track ? { track, level } : null,
    };
  }
  units.archon.techRequired = { tech: "summon-archon", consumes: "high-templar", count: 2 };
  units.guardian.techRequired = { tech: "guardian-aspect", consumes: "mutalisk", count: 1 };
  const buildings: Record<string, BuildingDef> = {};
  for (const [track, level, race, minerals, gas] of BUILDINGS) {
    const id = `${track}-${level}`;
    const unlocks = UNITS.filter((u) => u[8] === track && u[9] === level).map((u) => u[0]);
    buildings[id] = { id, race, track, level, minerals, gas, unlocks };
  }
  const techs: Record<string, TechDef> = {};
  for (const [id, name, race, minerals, gas, copies, placement] of TECHS) {
    techs[id] = { id, name, race, minerals, gas, copies, placement };
  }
  const factions: Record<string, FactionDef> = {};
  for (const f of FACTIONS) {
    const combatDeck = Array.from(
      { length: 18 },
      (_, i) => `${f.race}-combat-${String(i + 1).padStart(2, "0")}`,
    );
    factions[f.id] = {
      id: f.id,
      name: f.name,
      race: f.race,
      handLimit: f.race === "terran" ? 8 : 6,
      startingHand: f.race === "terran" ? 8 : 6,
      startUnits: f.startUnits,
      workers: f.workers,
      transports: 1,
      permanent: { minerals: 4, gas: 2 },
      firstTrack: FIRST_TRACK[f.race],
      moduleSlots: f.race === "zerg" ? 3 : 5,
      combatDeck,
      techs: TECHS.filter((t) => t[2] === f.race).map((t) => t[0]),
      specialVictory: VICTORIES[f.specialVictory],
    };
  }
  // Event cards: deck shape known (25/25/20, 3 'The End Draws Near' in Stage III); names mostly
  // unknown, so the other cards are placeholders without an effect (provisional).
  const events: Record<string, EventDef> = {};
  const addEvent = (e: EventDef) => {
    events[e.id] = e;
  };
  for (let i = 1; i <= 25; i++)
    addEvent({ id: `event-i-${i}`, name: `Stage I event ${i}`, stage: 1, effect: "none", copies: 1 });
  for (let i = 1; i <= 25; i++)
    addEvent({ id: `event-ii-${i}`, name: `Stage II event ${i}`, stage: 2, effect: "none", copies: 1 });
  for (let i = 1; i <= 17; i++)
    addEvent({ id: `event-iii-${i}`, name: `Stage III event ${i}`, stage: 3, effect: "none", copies: 1 });
  addEvent({
    id: "the-end-draws-near",
    name: "The End Draws Near",
    stage: 3,
    effect: END_DRAWS_NEAR,
    copies: 3,
  });
  return {
    planets,
    planetIds: Object.keys(planets),
    areas,
    units,
    buildings,
    modules: {
      supply: {
        kind: "supply",
        cost: { terran: m(1), protoss: m(1), zerg: null },
        tokens: { terran: 4, protoss: 3, zerg: 0 },
      },
      research: {
        kind: "research",
        cost: { terran: m(2), protoss: m(2), zerg: m(2) },
        tokens: { terran: 3, protoss: 3, zerg: 3 },
      },
      "air-support": {
        kind: "air-support",
        cost: { terran: m(3), protoss: m(3), zerg: m(3) },
        tokens: { terran: 1, protoss: 1, zerg: 1 },
      },
    },
    techs,
    factions,
    factionIds: FACTIONS.map((f) => f.id),
    events,
    tokens: { workers: 15, transports: 7, bases: 6 },
    workerCost: { minerals: 1, gas: 0 },
    transportCost: { minerals: 1, gas: 0 },
    baseCost: { minerals: 2, gas: 0 },
    eventRemovals: { 2: 20, 3: 15, 4: 10, 5: 5, 6: 0 },
  };
}

export const FALLBACK_CATALOG: Catalog = buildFallback();
