/**
 * A component catalog per game: the rules and the battles of a game read the catalog of that
 * game's expansions (options.expansions), so games with different expansions share a process.
 */
import { Rng } from "@koprulu/engine";
import { describe, expect, it } from "vitest";
import { getCatalog, startBattle } from "./combat";
import { contentCombatCatalog } from "./combat/content-catalog";
import { input, RNG, units } from "./combat/testing/fixtures";
import { fight } from "./combat/testing/scenario";
import { allEventCards, checkInvariants } from "./events/invariants";
import { validateOptions } from "./options";
import { battleScope, type CatalogScope, cat, catalogFor, combatCatalogId } from "./rules-catalog";
import { apply, legalActions, pending } from "./ruleset";
import { setupState } from "./setup";
import type { StarcraftState } from "./state";

const BASE: CatalogScope = { options: {} };
const BW: CatalogScope = { options: { expansions: ["brood-war"] } };

describe("a catalog per game", () => {
  it("each expansion set has its own catalog, built once (order and repeats do not matter)", () => {
    expect(catalogFor()).toBe(cat(BASE));
    expect(catalogFor(["brood-war"])).toBe(cat(BW));
    expect(catalogFor(["brood-war", "brood-war"])).toBe(cat(BW));
    expect(cat(BW)).not.toBe(cat(BASE));
    // Brood War brings its own planets and technologies; the base catalog has none of them.
    expect(Object.keys(cat(BW).planets).length).toBeGreaterThan(Object.keys(cat(BASE).planets).length);
    expect(cat(BASE).techs["protoss-maelstrom"]).toBeUndefined();
    expect(cat(BW).techs["protoss-maelstrom"]).toBeDefined();
  });

  it("a battle names the combat catalog of its game; a battle's view gives back the game's scope", () => {
    expect(combatCatalogId(BASE)).toBe("starcraft");
    expect(combatCatalogId(BW)).toBe("starcraft+brood-war");
    expect(battleScope({ catalog: "starcraft+brood-war" })).toEqual(BW);
    expect(battleScope({ catalog: "starcraft" }).options?.expansions).toEqual([]);
  });

  it("validateOptions: an unknown expansion is a rule error; Brood War and none are accepted", () => {
    const opts = (o: Record<string, unknown>) => ({
      players: 3,
      factionSelection: "random",
      maxRounds: 60,
      ...o,
    });
    expect(validateOptions(opts({}))).toBeNull();
    expect(validateOptions(opts({ expansions: [] }))).toBeNull();
    expect(validateOptions(opts({ expansions: ["brood-war"] }))).toBeNull();
    expect(validateOptions(opts({ expansions: ["lite"] }))?.code).toBe("unknown-expansion");
    expect(validateOptions(opts({ expansions: ["brood-war", "brood-war"] }))?.code).toBe("bad-expansions");
    expect(validateOptions(opts({ expansions: "brood-war" }))?.code).toBe("bad-expansions");
    expect(validateOptions(opts({ players: 7 }))?.code).toBe("bad-player-count");
    expect(validateOptions(null)?.code).toBe("bad-options");
  });

  it("a base game and a Brood War catalog game, interleaved in one process, each use their own cards", () => {
    const base = (seed: string) => setupState({ players: 3, factionSelection: "random", maxRounds: 8 }, seed);
    const bw = (seed: string) =>
      setupState({ players: 3, factionSelection: "random", maxRounds: 8, expansions: ["brood-war"] }, seed);
    // Seed chosen so the Brood War game reaches a battle before an End Draws Near ending: random
    // play draws many events there (gold orders refused by a full Special Order Pool).
    const games: StarcraftState[] = [base("mix-a"), bw("mix-f")];
    const expected = games.map(allEventCards);
    // Brood War's events are in the Brood War game only.
    const bwOnly = Object.keys(cat(BW).events).filter((e) => !cat(BASE).events[e]);
    expect(bwOnly.length).toBeGreaterThan(0);
    expect(expected[0].some((e) => bwOnly.includes(e))).toBe(false);
    expect(expected[1].some((e) => bwOnly.includes(e))).toBe(true);
    const rng = Rng.fromSeed("interleaved");
    const battles: string[][] = [[], []];
    for (let i = 0; i < 1200; i++) {
      for (const g of [0, 1]) {
        let s = games[g];
        if (s.phase === "over") continue;
        const asked = pending(s);
        const d = asked[rng.index(asked.length)];
        s = apply(s, d.player, rng.pick(legalActions(s, d.player)));
        if (s.battle) battles[g].push((s.battle as { catalog: string }).catalog);
        // The invariants read the game's own catalog: its event deck, its planets' unit limits.
        expect(checkInvariants(s, expected[g])).toEqual([]);
        games[g] = s;
      }
    }
    expect(battles[0].length).toBeGreaterThan(0);
    expect(battles[1].length).toBeGreaterThan(0);
    expect(new Set(battles[0])).toEqual(new Set(["starcraft"]));
    expect(new Set(battles[1])).toEqual(new Set(["starcraft+brood-war"]));
    // Every planet of the base game is a base planet.
    for (const p of games[0].planetOrder) expect(cat(BASE).planets[p]).toBeDefined();
  });
});

describe("combat fights with the cards of the game's expansions", () => {
  // A front-line Scourge against a Wraith, neither pictured on its card (minor values: the
  // Scourge 1 attack / 6 health, the Wraith 2 attack / 5 health): both survive the skirmish.
  const scourgeVsWraith = (catalog: string) =>
    fight(
      input(
        { units: units("zerg-scourge"), hand: ["zerg-combat-01"], deck: ["zerg-combat-01"] },
        { units: units("terran-wraith"), hand: ["terran-combat-02"], deck: ["terran-combat-02"] },
        { catalog },
      ),
      { 0: [["zerg-combat-01"]], 1: [["terran-combat-02"]] },
    );

  it("in a base game a front-line Scourge that survives its skirmish is not destroyed", () => {
    const { result } = scourgeVsWraith(combatCatalogId(BASE));
    expect(result.destroyed).toEqual([]);
  });

  it("BW: with Brood War, Sacrifice destroys that same Scourge", () => {
    const { result } = scourgeVsWraith(combatCatalogId(BW));
    expect(result.destroyed).toHaveLength(1);
  });

  it("a base game's battles use the base technology cards, not Brood War's revised versions", () => {
    const base = contentCombatCatalog([]);
    const bw = contentCombatCatalog(["brood-war"]);
    const revised = [
      "terran-lockdown",
      "terran-siege-mode",
      "protoss-summon-archon",
      "protoss-increased-reaver-capacity",
      "zerg-metabolic-boost",
      "zerg-dark-swarm",
      "zerg-guardian-aspect",
    ];
    const battleCards = getCatalog(combatCatalogId(BASE)).cards;
    for (const id of revised) expect(battleCards[id], id).toEqual(base.cards[id]);
    // Siege Mode's combat values differ between the two packs (the other patches change nothing combat reads).
    expect(battleCards["terran-siege-mode"]).not.toEqual(bw.cards["terran-siege-mode"]);
  });

  it("a battle with no catalog named fights with the base game's cards", () => {
    const b = startBattle(
      input({ units: units("zerg-scourge") }, { units: units("terran-wraith") }, { catalog: undefined }),
      RNG,
    );
    expect(b.catalog).toBe("starcraft");
  });
});
