/**
 * Referential and count checks over schema-valid records: every id a record names resolves (to a
 * record of the right race), and the component counts agree with the reference facts
 * (shared/reference/starcraft-*-facts.md): 6 factions, 18 combat cards per faction (20 with Brood
 * War), 70 event cards 25/25/20 with 3 'The End Draws Near', 180 base miniatures, token counts.
 */
import type { ContentIssue } from "./merge";
import type { EffectRef, ExpansionId, RaceId, RecordKind, RecordOf, StartingForces } from "./schema";

type Maps = { readonly [K in RecordKind]: Readonly<Record<string, RecordOf[K]>> };
type FileOf = (kind: RecordKind, id: string) => string;

/** Expected figures, from the reference facts (source keys in parentheses). */
export const EXPECTED = {
  factions: 6, // RB, U
  planets: { base: 12, bw: 18 }, // G, BWRB
  resourceCards: { base: 26, bw: 38 }, // G, BWRB
  combatCardsPerFaction: { base: 18, bw: 20 }, // RB, U, ROTTEN
  eventStages: { base: [25, 25, 20], bw: [28, 28, 21] }, // UTILG, JUDGEHYPE; BW inferred
  endDrawsNear: 3, // UTIL
  miniatures: { base: 180, bw: 228 }, // G, W, SR; BWRB (+48)
  techDeck: {
    base: { terran: 21, protoss: 20, zerg: 22 } as Record<RaceId, number>, // UTILG, JUDGEHYPE
    // BW (inferred in the card facts): core minus removed plus new; the QoB holds Kerrigan's 2.
    bw: { raynor: 27, mengsk: 27, tassadar: 28, aldaris: 28, overmind: 26, "queen-of-blades": 28 } as Record<
      string,
      number
    >,
  },
  tokens: { workers: 15, transports: 7, bases: 6, orders: 2, specialOrders: 1 }, // G, W, R
  // Building and module tokens per faction (G, U; BWRB: +5 Terran / +4 Protoss building tokens
  // replacing 5 / 3 core ones, +3 modules each).
  buildingTokens: {
    base: { terran: 8, protoss: 6, zerg: 6 },
    bw: { terran: 8, protoss: 7, zerg: 6 },
  } as Record<"base" | "bw", Record<RaceId, number>>,
  moduleTokens: {
    base: { terran: 8, protoss: 7, zerg: 4 },
    bw: { terran: 11, protoss: 10, zerg: 7 },
  } as Record<"base" | "bw", Record<RaceId, number>>,
  leadershipPerFaction: { total: 7, byStage: [3, 2, 2] }, // BWRB, ROTTEN_L
  heroes: 7, // BWRB
};

export const END_DRAWS_NEAR_ID = "the-end-draws-near";

/**
 * `invalid` holds `${kind}:${id}` of records that failed their schema: they were reported already,
 * so references to them are not reported again, and totals (which they would skew) are skipped.
 */
export function checkReferences(
  maps: Maps,
  expansions: readonly ExpansionId[],
  fileOf: FileOf,
  invalid: ReadonlySet<string> = new Set(),
): ContentIssue[] {
  const issues: ContentIssue[] = [];
  const countsReliable = invalid.size === 0;
  const bw = expansions.includes("brood-war");
  const err = (kind: RecordKind, id: string, message: string) =>
    issues.push({ file: fileOf(kind, id), record: id, message: `${kind}: ${message}` });
  const total = (counts: { file: string; message: string }) => {
    if (countsReliable) issues.push({ ...counts, record: "" });
  };

  const unitRace = (kind: RecordKind, id: string, where: string, unitId: string, race?: RaceId) => {
    const unit = maps.units[unitId];
    if (!unit && invalid.has(`units:${unitId}`)) return;
    if (!unit) err(kind, id, `${where}: unknown unit '${unitId}'`);
    else if (race && unit.race !== race)
      err(kind, id, `${where}: unit '${unitId}' is ${unit.race}, not ${race}`);
  };
  const forces = (kind: RecordKind, id: string, where: string, f: StartingForces, race?: RaceId) => {
    for (const u of f.units) unitRace(kind, id, `${where}.units`, u.unit, race);
  };
  /** Unit and hero ids named inside effect parameters must resolve too. */
  const effectRefs = (
    kind: RecordKind,
    id: string,
    where: string,
    refs: readonly EffectRef[],
    race?: RaceId,
  ) => {
    for (const ref of refs) {
      for (const u of ref.units ?? []) unitRace(kind, id, `${where}(${ref.key}).units`, u, race);
      const p = (ref.params ?? {}) as Record<string, unknown>;
      if (typeof p.unit === "string") unitRace(kind, id, `${where}(${ref.key}).unit`, p.unit);
      if (typeof p.hero === "string" && !maps.heroes[p.hero] && !invalid.has(`heroes:${p.hero}`))
        err(kind, id, `${where}: unknown hero '${p.hero}'`);
      for (const key of ["onlyUnits", "units"]) {
        const v = p[key];
        if (Array.isArray(v))
          for (const u of v) if (typeof u === "string") unitRace(kind, id, `${where}(${ref.key})`, u);
        if (v && typeof v === "object" && !Array.isArray(v))
          for (const list of Object.values(v))
            for (const item of list as { unit: string }[])
              unitRace(kind, id, `${where}(${ref.key})`, item.unit);
      }
      if (Array.isArray(p.choices))
        for (const group of p.choices as { unit: string }[][])
          for (const item of group) unitRace(kind, id, `${where}(${ref.key})`, item.unit, race);
    }
  };

  // Factions -------------------------------------------------------------------------------------
  const factions = Object.values(maps.factions);
  if (factions.length !== EXPECTED.factions)
    total({
      file: "content/base/factions.json",
      message: `factions: expected ${EXPECTED.factions}, found ${factions.length}`,
    });
  for (const f of factions) {
    if (!maps.races[f.race]) err("factions", f.id, `unknown race '${f.race}'`);
    forces("factions", f.id, "startingForces", f.startingForces, f.race);
    effectRefs("factions", f.id, "specialVictory", f.specialVictory ? [f.specialVictory] : []);
    const b = maps.buildings[f.printedBuilding.building];
    const lvl = b?.levels.find((l) => l.level === f.printedBuilding.level);
    if (!b || !lvl)
      err(
        "factions",
        f.id,
        `printedBuilding: no building level '${f.printedBuilding.building}' ${f.printedBuilding.level}`,
      );
    else if (!lvl.printed) err("factions", f.id, `printedBuilding: that level is not marked printed`);
    if (f.specialVictoryLeadershipCard) {
      const card = maps.leadershipCards[f.specialVictoryLeadershipCard];
      if (!card) err("factions", f.id, `unknown leadership card '${f.specialVictoryLeadershipCard}'`);
      else if (!card.specialVictory || card.faction !== f.id)
        err("factions", f.id, `'${card.id}' is not this faction's special-victory card`);
    }
    const t = f.tokens;
    const x = EXPECTED.tokens;
    for (const [name, got, want] of [
      ["workers", t.workers, x.workers],
      ["transports", t.transports, x.transports],
      ["bases", t.bases, x.bases],
      ["orders.build", t.orders.build, x.orders],
      ["orders.mobilize", t.orders.mobilize, x.orders],
      ["orders.research", t.orders.research, x.orders],
      ["specialOrders.build", t.specialOrders.build, x.specialOrders],
      ["specialOrders.mobilize", t.specialOrders.mobilize, x.specialOrders],
      ["specialOrders.research", t.specialOrders.research, x.specialOrders],
      ["defendOrders", t.defendOrders, bw ? 1 : 0],
      ["mindControl", t.mindControl, bw && f.race === "protoss" ? 2 : 0],
      ["starOrder", t.starOrder, bw && f.id === "mengsk" ? 1 : 0],
      ["specialConquestPoints", t.specialConquestPoints, bw && f.id === "mengsk" ? 2 : 0],
      ["buildings", t.buildings, EXPECTED.buildingTokens[bw ? "bw" : "base"][f.race]],
      ["modules", t.modules, EXPECTED.moduleTokens[bw ? "bw" : "base"][f.race]],
    ] as const)
      if (got !== want) err("factions", f.id, `tokens.${name}: expected ${want}, found ${got}`);
    const buildingTokens = Object.values(maps.buildings)
      .filter((b) => b.race === f.race)
      .reduce((n, b) => n + b.levels.filter((l) => !l.printed).length, 0);
    if (countsReliable && t.buildings !== buildingTokens)
      err(
        "factions",
        f.id,
        `tokens.buildings is ${t.buildings} but the ${f.race} building levels need ${buildingTokens}`,
      );
    const moduleTokens = Object.values(maps.modules).reduce((n, m) => n + m.tokens[f.race], 0);
    if (countsReliable && t.modules !== moduleTokens)
      err("factions", f.id, `tokens.modules is ${t.modules} but the modules give ${f.race} ${moduleTokens}`);
  }

  // Units and buildings ----------------------------------------------------------------------
  for (const u of Object.values(maps.units)) {
    if (!maps.races[u.race]) err("units", u.id, `unknown race '${u.race}'`);
    const ways = [u.unlockedBy, u.requiresTech, u.requiresInstallation].filter((w) => w !== null).length;
    if (ways === 0)
      err("units", u.id, "no way to build it (unlockedBy, requiresTech or requiresInstallation)");
    if (u.unlockedBy) {
      const b = maps.buildings[u.unlockedBy.building];
      const lvl = b?.levels.find((l) => l.level === u.unlockedBy!.level);
      if (!b) err("units", u.id, `unlockedBy: unknown building '${u.unlockedBy.building}'`);
      else if (!lvl) err("units", u.id, `unlockedBy: '${b.id}' has no level ${u.unlockedBy.level}`);
      else if (!lvl.unlocks.includes(u.id))
        err("units", u.id, `unlockedBy: '${b.id}' level ${lvl.level} does not list it`);
    }
    if (u.requiresTech && !maps.techCards[u.requiresTech] && !invalid.has(`techCards:${u.requiresTech}`))
      err("units", u.id, `requiresTech: unknown technology '${u.requiresTech}'`);
    for (const c of u.consumes) unitRace("units", u.id, "consumes", c.unit, u.race);
    if ((u.support === null) !== u.keywords.includes("assist"))
      err("units", u.id, "support must be null exactly for assist units");
  }
  for (const b of Object.values(maps.buildings)) {
    const levels = b.levels.map((l) => l.level);
    levels.forEach((lv, i) => {
      if (lv !== i + 1)
        err("buildings", b.id, `levels must be 1, 2, 3… in order (found ${levels.join(",")})`);
    });
    for (const l of b.levels)
      for (const unitId of l.unlocks) {
        unitRace("buildings", b.id, `level ${l.level}.unlocks`, unitId, b.race);
        const u = maps.units[unitId];
        if (u && (u.unlockedBy?.building !== b.id || u.unlockedBy.level !== l.level))
          err(
            "buildings",
            b.id,
            `level ${l.level} unlocks '${unitId}' but the unit names another building level`,
          );
      }
  }

  // Planets and resource cards ----------------------------------------------------------------
  const areaIds = new Set<string>();
  const cardUse = new Map<string, string>();
  for (const p of Object.values(maps.planets)) {
    if (new Set(p.routeSlots).size !== p.routeSlots.length) err("planets", p.id, "routeSlots repeat a side");
    for (const a of p.areas) {
      if (areaIds.has(a.id)) err("planets", p.id, `duplicate area id '${a.id}'`);
      areaIds.add(a.id);
      if (a.resource === "none") {
        if (a.amount !== 0 || a.resourceCard !== null)
          err("planets", p.id, `area '${a.id}' has no resource but an amount or card`);
        continue;
      }
      if (a.amount < 1) err("planets", p.id, `area '${a.id}': a ${a.resource} area needs a positive amount`);
      if (!a.resourceCard) {
        err("planets", p.id, `area '${a.id}': a ${a.resource} area needs a resourceCard`);
        continue;
      }
      const card = maps.resourceCards[a.resourceCard];
      if (!card) err("planets", p.id, `area '${a.id}': unknown resource card '${a.resourceCard}'`);
      else if (
        card.planet !== p.id ||
        card.area !== a.id ||
        card.kind !== a.resource ||
        card.capacity !== a.amount
      )
        err(
          "planets",
          p.id,
          `area '${a.id}': resource card '${card.id}' does not match (planet, area, kind, capacity)`,
        );
      if (cardUse.has(a.resourceCard)) err("planets", p.id, `resource card '${a.resourceCard}' used twice`);
      cardUse.set(a.resourceCard, a.id);
    }
  }
  for (const c of Object.values(maps.resourceCards)) {
    if (!maps.planets[c.planet]) err("resourceCards", c.id, `unknown planet '${c.planet}'`);
    else if (!cardUse.has(c.id)) err("resourceCards", c.id, `no area of '${c.planet}' uses it`);
  }
  const planetCount = Object.keys(maps.planets).length;
  const wantPlanets = bw ? EXPECTED.planets.bw : EXPECTED.planets.base;
  if (planetCount !== wantPlanets)
    total({
      file: "content/base/planets.json",
      message: `planets: expected ${wantPlanets}, found ${planetCount}`,
    });
  const cardCount = Object.keys(maps.resourceCards).length;
  const wantCards = bw ? EXPECTED.resourceCards.bw : EXPECTED.resourceCards.base;
  if (cardCount !== wantCards)
    total({
      file: "content/base/resource-cards.json",
      message: `resourceCards: expected ${wantCards}, found ${cardCount}`,
    });

  // Cards ------------------------------------------------------------------------------------------
  for (const c of Object.values(maps.combatCards)) {
    for (const u of c.units) unitRace("combatCards", c.id, "units", u, c.race);
    effectRefs("combatCards", c.id, "abilities", c.abilities, c.race);
    for (const a of c.abilities)
      for (const u of a.units ?? [])
        if (!c.units.includes(u))
          err("combatCards", c.id, `ability '${a.key}' names '${u}', which the card does not picture`);
    if (c.kind === "standard" && (!c.major || !c.minor))
      err("combatCards", c.id, "a standard card needs major and minor values");
    if (c.kind === "standard" && c.units.length === 0)
      err("combatCards", c.id, "a standard card pictures at least one unit");
    if (c.kind === "reinforcement" && (c.major || c.minor))
      err("combatCards", c.id, "a reinforcement card has no major/minor values");
    if (c.techCard) {
      const tech = maps.techCards[c.techCard];
      if (!tech) {
        if (!invalid.has(`techCards:${c.techCard}`))
          err("combatCards", c.id, `unknown technology '${c.techCard}'`);
      } else if (tech.combatCard !== c.id)
        err("combatCards", c.id, `technology '${tech.id}' does not name this card`);
    }
  }
  for (const t of Object.values(maps.techCards)) {
    for (const u of t.units) unitRace("techCards", t.id, "units", u, t.race);
    effectRefs("techCards", t.id, "abilities", t.abilities, t.race);
    for (const f of t.factions) {
      const faction = maps.factions[f];
      if (!faction) err("techCards", t.id, `unknown faction '${f}'`);
      else if (faction.race !== t.race) err("techCards", t.id, `faction '${f}' is not ${t.race}`);
    }
    if (t.grantedBy && !maps.leadershipCards[t.grantedBy])
      err("techCards", t.id, `unknown leadership card '${t.grantedBy}'`);
    if ((t.destination === "combat-deck") !== (t.combatCard !== null))
      err("techCards", t.id, "exactly the combat-deck technologies name a combatCard");
    if (t.combatCard) {
      const card = maps.combatCards[t.combatCard];
      if (!card) {
        if (!invalid.has(`combatCards:${t.combatCard}`))
          err("techCards", t.id, `unknown combat card '${t.combatCard}'`);
      } else if (card.techCard !== t.id || card.race !== t.race || card.copies !== t.copies)
        err("techCards", t.id, `combat card '${card.id}' must name this technology, its race and its copies`);
    }
  }
  for (const e of Object.values(maps.eventCards)) effectRefs("eventCards", e.id, "effect", [e.effect]);
  for (const l of Object.values(maps.leadershipCards)) {
    const f = maps.factions[l.faction];
    if (!f) err("leadershipCards", l.id, `unknown faction '${l.faction}'`);
    if (l.startingForces) forces("leadershipCards", l.id, "startingForces", l.startingForces, f?.race);
    if ((l.stage === 1) !== (l.startingForces !== null))
      err("leadershipCards", l.id, "exactly the Stage I cards carry starting forces");
    effectRefs("leadershipCards", l.id, "effects", l.effects, f?.race);
    if (l.hero) {
      const h = maps.heroes[l.hero];
      if (!h) err("leadershipCards", l.id, `unknown hero '${l.hero}'`);
      else if (h.leadershipCard !== l.id) err("leadershipCards", l.id, `hero '${h.id}' names another card`);
    }
  }
  for (const h of Object.values(maps.heroes)) {
    const f = maps.factions[h.faction];
    if (!f) err("heroes", h.id, `unknown faction '${h.faction}'`);
    unitRace("heroes", h.id, "unit", h.unit, f?.race);
    const card = maps.leadershipCards[h.leadershipCard];
    if (!card) err("heroes", h.id, `unknown leadership card '${h.leadershipCard}'`);
    else if (card.hero !== h.id) err("heroes", h.id, `leadership card '${card.id}' does not bring this hero`);
    effectRefs("heroes", h.id, "abilities", h.abilities, f?.race);
  }

  // Deck and component counts ----------------------------------------------------------------
  const cardFile = bw ? "content/brood-war/combat-cards.json" : "content/base/combat-cards.json";
  const wantCombat = bw ? EXPECTED.combatCardsPerFaction.bw : EXPECTED.combatCardsPerFaction.base;
  for (const race of ["terran", "protoss", "zerg"] as const) {
    const n = Object.values(maps.combatCards)
      .filter((c) => c.race === race && c.techCard === null)
      .reduce((s, c) => s + c.copies, 0);
    if (n !== wantCombat)
      total({ file: cardFile, message: `combatCards: ${race} deck has ${n} cards, expected ${wantCombat}` });
  }
  for (const f of factions) {
    const n = Object.values(maps.techCards)
      .filter((t) => t.race === f.race && (t.factions.length === 0 || t.factions.includes(f.id)))
      .reduce((s, t) => s + t.copies, 0);
    const want = bw ? EXPECTED.techDeck.bw[f.id] : EXPECTED.techDeck.base[f.race];
    if (want !== undefined && n !== want)
      total({
        file: "content/base/tech-cards.json",
        message: `techCards: ${f.id} Technology deck has ${n} cards, expected ${want}`,
      });
  }
  const stages = [1, 2, 3].map((s) =>
    Object.values(maps.eventCards)
      .filter((e) => e.stage === s)
      .reduce((n, e) => n + e.copies, 0),
  );
  const wantStages = bw ? EXPECTED.eventStages.bw : EXPECTED.eventStages.base;
  if (stages.join("/") !== wantStages.join("/"))
    total({
      file: "content/base/event-cards.json",
      message: `eventCards: stages hold ${stages.join("/")}, expected ${wantStages.join("/")}`,
    });
  const end = maps.eventCards[END_DRAWS_NEAR_ID];
  if (!end || end.copies !== EXPECTED.endDrawsNear || end.stage !== 3 || end.timing !== "mandatory")
    total({
      file: "content/base/event-cards.json",
      message: `eventCards: '${END_DRAWS_NEAR_ID}' must exist as ${EXPECTED.endDrawsNear} mandatory Stage III copies`,
    });
  const minis = factions.reduce(
    (n, f) =>
      n +
      Object.values(maps.units)
        .filter((u) => u.race === f.race)
        .reduce((s, u) => s + u.miniatures, 0),
    0,
  );
  const wantMinis = bw ? EXPECTED.miniatures.bw : EXPECTED.miniatures.base;
  if (factions.length === EXPECTED.factions && minis !== wantMinis)
    total({
      file: "content/base/units.json",
      message: `units: ${minis} miniatures for the six factions, expected ${wantMinis}`,
    });
  if (bw) {
    for (const f of factions) {
      const cards = Object.values(maps.leadershipCards).filter((l) => l.faction === f.id);
      const byStage = [1, 2, 3].map((s) => cards.filter((c) => c.stage === s).length);
      if (byStage.join("/") !== EXPECTED.leadershipPerFaction.byStage.join("/"))
        total({
          file: "content/brood-war/leadership-cards.json",
          message: `leadershipCards: ${f.id} has ${byStage.join("/")} cards by stage, expected ${EXPECTED.leadershipPerFaction.byStage.join("/")}`,
        });
      const sv = cards.filter((c) => c.specialVictory);
      if (sv.length !== 1 || sv[0]!.stage !== 1)
        total({
          file: "content/brood-war/leadership-cards.json",
          message: `leadershipCards: ${f.id} needs exactly one Stage I special-victory card`,
        });
    }
    const heroes = Object.keys(maps.heroes).length;
    if (heroes !== EXPECTED.heroes)
      total({
        file: "content/brood-war/heroes.json",
        message: `heroes: expected ${EXPECTED.heroes}, found ${heroes}`,
      });
  }
  return issues;
}
