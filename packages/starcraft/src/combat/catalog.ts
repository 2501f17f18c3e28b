/**
 * What combat needs to know about units and cards, in a compact form, and where it comes from.
 * The content pack (src/content) is the source; `catalogFromContent` adapts its records. Tests
 * register small fixture catalogs. A battle state names its catalog by id so the state stays plain
 * JSON and small.
 */

export interface EffectUse {
  key: string;
  params?: Record<string, unknown>;
  /** Only when the relevant unit (front line, or the supporting unit for support-icon cards) is one of these. */
  units?: string[];
}

export interface UnitInfo {
  id: string;
  flying: boolean;
  hitsGround: boolean;
  hitsAir: boolean;
  /** Support value; 0 for assist units. */
  support: number;
  assist: boolean;
  cloaking: boolean;
  detector: boolean;
  sacrifice: boolean;
  /** Total resource cost (minerals + gas, plus the cost of units destroyed to create it — FAQ, Archon = 4). */
  cost: number;
}

export interface CardInfo {
  id: string;
  reinforcement: boolean;
  /** Pictured units; empty on a reinforcement = any unit. */
  units: string[];
  major: { attack: number; health: number } | null;
  minor: { attack: number; health: number } | null;
  abilities: EffectUse[];
  /** Reinforcement may be used by a pictured supporting unit (speciality support icon). */
  supportIcon: boolean;
  /** "Return to your Technology deck" after use. */
  singleUse: boolean;
  /**
   * Where the card lives: in the combat deck/hand (default), or a technology in the owner's play
   * area whose abilities act by themselves whenever its unit fights (Metabolic Boost, Parasite).
   */
  playArea?: boolean;
  /** Card text provisional (unknown facts); behaves as its provisional text says. */
  provisional: boolean;
}

/** A Brood War hero: the unit type of its figure and its abilities (effect keys of kind "hero"). */
export interface HeroInfo {
  id: string;
  unit: string;
  abilities: EffectUse[];
}

export interface CombatCatalog {
  units: Record<string, UnitInfo>;
  cards: Record<string, CardInfo>;
  /** Heroes by id (Brood War); absent or empty when the catalog has none. */
  heroes?: Record<string, HeroInfo>;
}

const catalogs = new Map<string, CombatCatalog>();
let defaultLoader: ((id: string) => CombatCatalog | null) | null = null;

/** Register a catalog under an id (tests, variants). Registering again replaces it. */
export function registerCatalog(id: string, catalog: CombatCatalog): void {
  catalogs.set(id, catalog);
}

/**
 * Lazily load the content pack's catalogs on first use: the loader maps an id ("starcraft" for
 * the base game, "starcraft+brood-war" with Brood War) to its catalog, or null for an unknown id.
 */
export function setDefaultCatalogLoader(loader: (id: string) => CombatCatalog | null): void {
  defaultLoader = loader;
}

function load(id: string): CombatCatalog | undefined {
  let c = catalogs.get(id);
  if (!c && defaultLoader) {
    c = defaultLoader(id) ?? undefined;
    if (c) catalogs.set(id, c);
  }
  return c;
}

export function getCatalog(id: string): CombatCatalog {
  const c = load(id);
  if (!c) throw new Error(`combat catalog "${id}" is not registered`);
  return c;
}

export function hasCatalog(id: string): boolean {
  return load(id) !== undefined;
}

// ------------------------------------------------------------------ adapter from the content pack

/** The slice of the content pack records combat reads (structural, so pack additions do not break it). */
export interface ContentSlice {
  units: {
    id: string;
    movement: "ground" | "flying";
    attacks: { ground: boolean; flying: boolean };
    support: number | null;
    keywords: string[];
    cost?: { minerals: number; gas: number };
    consumes?: { unit: string; count: number }[];
  }[];
  combatCards: {
    id: string;
    kind: "standard" | "reinforcement";
    units: string[];
    major: { attack: number; health: number } | null;
    minor: { attack: number; health: number } | null;
    abilities: EffectUse[];
    keywords: string[];
    techCard?: string | null;
    provisional?: boolean;
  }[];
  techCards: {
    id: string;
    units: string[];
    destination: string;
    reinforcement?: boolean;
    major?: { attack: number; health: number } | null;
    minor?: { attack: number; health: number } | null;
    abilities: EffectUse[];
    keywords?: string[];
    provisional?: boolean;
  }[];
  /** Brood War heroes (absent in the base game). */
  heroes?: { id: string; unit: string; abilities: EffectUse[] }[];
}

const hasSupportIcon = (abilities: EffectUse[], keywords: string[]) =>
  keywords.includes("support-icon") || abilities.some((a) => a.key === "support-icon");

export function catalogFromContent(pack: ContentSlice): CombatCatalog {
  const units: Record<string, UnitInfo> = {};
  for (const u of pack.units) {
    units[u.id] = {
      id: u.id,
      flying: u.movement === "flying",
      hitsGround: u.attacks.ground,
      hitsAir: u.attacks.flying,
      support: u.support ?? 0,
      assist: u.keywords.includes("assist"),
      cloaking: u.keywords.includes("cloaking"),
      detector: u.keywords.includes("detector"),
      sacrifice: u.keywords.includes("sacrifice"),
      cost: 0,
    };
  }
  // Cost including consumed units (FAQ: an Archon costs 2 + 2 × 1 = 4 for cost comparisons).
  const costOf = (id: string, depth = 0): number => {
    const u = pack.units.find((x) => x.id === id);
    if (!u || depth > 5) return 0;
    const own = (u.cost?.minerals ?? 0) + (u.cost?.gas ?? 0);
    return own + (u.consumes ?? []).reduce((n, c) => n + c.count * costOf(c.unit, depth + 1), 0);
  };
  for (const u of pack.units) units[u.id].cost = costOf(u.id);
  const techById = new Map(pack.techCards.map((t) => [t.id, t]));
  const cards: Record<string, CardInfo> = {};
  for (const c of pack.combatCards) {
    const tech = c.techCard ? techById.get(c.techCard) : undefined;
    cards[c.id] = {
      id: c.id,
      reinforcement: c.kind === "reinforcement",
      units: c.units,
      major: c.major,
      minor: c.minor,
      abilities: c.abilities,
      // A technology card for an assist unit (Defiler, Queen, Science Vessel, …): that unit is
      // only ever a supporting unit, so the card is usable by it as a supporting unit.
      supportIcon:
        hasSupportIcon(c.abilities, c.keywords) ||
        (tech !== undefined && c.units.some((u) => units[u]?.assist)),
      singleUse: tech?.destination === "return-to-tech-deck",
      provisional: c.provisional === true,
    };
  }
  for (const t of pack.techCards) {
    if (cards[t.id]) continue; // combat-deck technologies: the combat card of the same id carries everything
    const oneShot = t.destination === "return-to-tech-deck";
    cards[t.id] = {
      id: t.id,
      // A one-shot technology with a skirmish ability is played like a reinforcement card from the hand.
      reinforcement: t.reinforcement ?? oneShot,
      units: t.units,
      major: t.major ?? null,
      minor: t.minor ?? null,
      abilities: t.abilities,
      // Its unit may be an assist unit (Defiler, Medic), which can only be a supporting unit.
      supportIcon: t.units.some((u) => units[u]?.assist) || hasSupportIcon(t.abilities, t.keywords ?? []),
      singleUse: oneShot,
      playArea: t.destination === "play-area",
      provisional: t.provisional === true,
    };
  }
  const heroes: Record<string, HeroInfo> = {};
  for (const h of pack.heroes ?? []) heroes[h.id] = { id: h.id, unit: h.unit, abilities: h.abilities };
  return { units, cards, heroes };
}
