/** Heroes on the board (BW-H1..H3): placement from a Stage II Hero card, the token, Torrasque's return. */
import { describe, expect, it } from "vitest";
import { draft } from "../draft";
import { endBattle } from "../flow";
import { controller } from "../queries";
import { startRegrouping } from "../regrouping";
import { cat } from "../rules-catalog";
import { legalActions, pending } from "../ruleset";
import type { StarcraftState } from "../state";
import { act } from "../testing";
import { legalHeroPlacements, respawnHeroes } from "./leadership-effects/heroes";
import { startedWithLeadership } from "./testing";

/** A Raynor/Overmind game at the Stage II choice (first Regrouping of Stage II). */
function atStageTwo(): StarcraftState {
  const s = startedWithLeadership(["raynor", "overmind"], ["raynor-raynors-raiders", "overmind-the-swarm"]);
  const d = draft(s);
  // Room for a hero: Raynor keeps one unit (setup filled his areas to their limits).
  const keep = d.units.find((u) => u.owner === 0)!.id;
  d.units = d.units.filter((u) => u.owner !== 0 || u.id === keep);
  d.events = { ...d.events, deck: d.events.deck.filter((c) => cat(d).events[c].stage >= 2) };
  d.round = 3;
  startRegrouping(d);
  return d;
}

/** A game of `faction` (seat 0, one unit kept) and a rival at the Stage II choice. */
function stageTwoOf(faction: string, stage1: string): StarcraftState {
  const rival =
    faction === "raynor" ? ["overmind", "overmind-the-swarm"] : ["raynor", "raynor-raynors-raiders"];
  const s = startedWithLeadership([faction, rival[0]], [stage1, rival[1]]);
  const d = draft(s);
  const keep = d.units.find((u) => u.owner === 0)!.id;
  d.units = d.units.filter((u) => u.owner !== 0 || u.id === keep);
  d.events = { ...d.events, deck: d.events.deck.filter((c) => cat(d).events[c].stage >= 2) };
  d.round = 3;
  startRegrouping(d);
  return d;
}

const HERO_CARDS: [string, string, string, string, string][] = [
  [
    "queen-of-blades",
    "queen-of-blades-a-new-rising-power",
    "queen-of-blades-sarah-kerrigan",
    "sarah-kerrigan",
    "zerg-infested-terran",
  ],
  ["overmind", "overmind-the-swarm", "overmind-torrasque", "torrasque", "zerg-ultralisk"],
  ["mengsk", "mengsk-terran-dominion", "mengsk-the-norad-ii", "norad-ii", "terran-battlecruiser"],
  ["raynor", "raynor-raynors-raiders", "raynor-jim-raynor", "jim-raynor", "terran-vulture"],
  ["tassadar", "tassadar-domination", "tassadar-gantrithor", "gantrithor", "protoss-carrier"],
  ["tassadar", "tassadar-domination", "tassadar-zeratul", "zeratul", "protoss-dark-templar"],
  ["aldaris", "aldaris-predestined", "aldaris-fenix", "fenix", "protoss-dragoon"],
];

describe("Hero cards: each puts its hero on the board (BW-H1)", () => {
  for (const [faction, stage1, card, hero, unit] of HERO_CARDS) {
    const name = cat({ options: { expansions: ["brood-war"] } }).leadership[card].name;
    it(`${name}: a ${unit} with the ${hero} token in a friendly area; the card stays in play`, () => {
      let s = stageTwoOf(faction, stage1);
      const rivalCard = legalActions(s, 1)[0];
      s = act(s, 1, rivalCard);
      s = act(s, 0, { type: "choose-leadership", card });
      expect(s.broodWar?.leadership[0]).toContain(card);
      expect(s.frame.kind).toBe("place-hero");
      const a = legalActions(s, 0)[0];
      s = act(s, 0, a);
      const placed = s.units.filter((u) => u.hero === hero);
      expect(placed).toHaveLength(1);
      expect(placed[0]).toMatchObject({ owner: 0, type: unit });
      expect(controller(s, placed[0].area)).toBe(0);
    });
  }
});

describe("Heroes (BW-H1..H3)", () => {
  it("Jim Raynor (BW-H1): his figure goes to a friendly area of Raynor's choice with the hero token", () => {
    let s = atStageTwo();
    s = act(s, 1, { type: "choose-leadership", card: "overmind-cerebrate-daggoth" });
    s = act(s, 0, { type: "choose-leadership", card: "raynor-jim-raynor" });
    expect(s.frame.kind).toBe("place-hero");
    expect(pending(s).map((d) => d.player)).toEqual([0]);
    const options = legalActions(s, 0);
    expect(options.length).toBeGreaterThan(0);
    for (const o of options) if (o.type === "place-hero") expect(controller(s, o.area)).toBe(0);
    const target = options[0];
    if (target.type !== "place-hero") throw new Error("expected a hero placement");
    expect(() => act(s, 0, { type: "place-hero", area: "nowhere#0" })).toThrow(
      /bad-hero-area|not-enumerated/,
    );
    s = act(s, 0, target);
    const hero = s.units.filter((u) => u.hero === "jim-raynor");
    expect(hero).toHaveLength(1);
    expect(hero[0]).toMatchObject({ owner: 0, type: "terran-vulture", area: target.area });
    expect(s.frame.kind).not.toBe("place-hero");
    expect(s.broodWar?.leadership[0]).toContain("raynor-jim-raynor");
  });

  it("BW-H1: with every figure of the type on the board, one of his own is destroyed to make the hero", () => {
    const d = draft(
      startedWithLeadership(["raynor", "overmind"], ["raynor-raynors-raiders", "overmind-the-swarm"]),
    );
    const figures = cat(d).units["terran-vulture"].figures;
    // An area of his with room for every Vulture figure (the galaxy depends on the seed).
    const home = Object.values(cat(d).areas)
      .filter((a) => d.planets[a.planet] && a.terrain !== "flying" && a.limit >= figures)
      .find((a) => !d.units.some((u) => u.area === a.id && u.owner !== 0))!.id;
    // His other units leave, so the replaced Vulture's area is the only friendly one; it is full.
    d.units = d.units.filter((u) => u.owner !== 0);
    for (let i = 0; i < figures; i++) {
      d.units.push({ id: d.nextUnitId, owner: 0, type: "terran-vulture", area: home });
      d.nextUnitId++;
    }
    const options = legalHeroPlacements(d, 0, "terran-vulture");
    expect(options.length).toBeGreaterThan(0);
    for (const o of options) expect(o.type === "place-hero" && typeof o.replace).toBe("number");
  });

  it("Torrasque (BW-H3): destroyed, he returns at one of his owner's bases at the end of the Regrouping", () => {
    const d = draft(
      startedWithLeadership(["overmind", "raynor"], ["overmind-the-swarm", "raynor-raynors-raiders"]),
    );
    const base = d.bases.find((b) => b.owner === 0)!.area;
    d.units = d.units.filter((u) => u.area !== base);
    d.broodWar = {
      ...d.broodWar!,
      leadership: d.broodWar!.leadership.map((c, q) => (q === 0 ? [...c, "overmind-torrasque"] : c)),
    };
    respawnHeroes(d);
    const torrasque = d.units.filter((u) => u.hero === "torrasque");
    expect(torrasque).toHaveLength(1);
    expect(torrasque[0].type).toBe("zerg-ultralisk");
    expect(d.bases.some((b) => b.owner === 0 && b.area === torrasque[0].area)).toBe(true);
    // Alive: no second Torrasque.
    respawnHeroes(d);
    expect(d.units.filter((u) => u.hero === "torrasque")).toHaveLength(1);
  });
});

describe("Gantrithor's death strike (BW-H3)", () => {
  /** Tassadar (seat 0) just lost Gantrithor attacking Raynor's home planet; the battle is over. */
  function afterGantrithorDies(
    aftermathAfter: { kind: string; player: number; [k: string]: unknown }[] = [],
  ) {
    const s = startedWithLeadership(
      ["tassadar", "raynor"],
      ["tassadar-domination", "raynor-raynors-raiders"],
    );
    const d = draft(s);
    const base = d.bases.find((b) => b.owner === 1)!;
    const planet = base.area.split("#")[0];
    d.phase = "execution";
    d.frame = {
      kind: "mobilize",
      player: 0,
      planet,
      gold: false,
      moved: [],
      from: [],
      contested: null,
      tookBack: false,
    };
    d.battleContext = { player: 0, planet, area: base.area, attackerUnits: [], defender: 1 };
    endBattle(d, {
      attackerWon: false,
      destroyed: [],
      withdrawn: [],
      retreated: [],
      hands: {},
      decks: {},
      discards: {},
      techReturned: [],
      aftermath: [
        { kind: "hero-death-strike", player: 0, hero: "gantrithor", unit: 999, planet, area: base.area },
        ...aftermathAfter,
      ],
      rng: d.rng,
    } as never);
    return { s: d as StarcraftState, planet, base };
  }

  it("Gantrithor: on death its owner may destroy one enemy unit, installation or base on that planet", () => {
    const { s, planet, base } = afterGantrithorDies();
    expect(s.frame.kind).toBe("death-strike");
    expect(pending(s)).toMatchObject([{ player: 0, kind: "death-strike" }]);
    const options = legalActions(s, 0);
    const enemyUnits = s.units.filter((u) => u.owner === 1 && u.area.startsWith(`${planet}#`));
    expect(enemyUnits.length).toBeGreaterThan(0);
    expect(options).toEqual([
      ...enemyUnits.map((u) => ({ type: "death-strike", target: "unit", unit: u.id })),
      { type: "death-strike", target: "base", area: base.area },
      { type: "death-strike", target: "none" },
    ]);
    // Destroying the base: it is gone, and the Mobilize order is over (the flow resumes).
    const t = act(s, 0, { type: "death-strike", target: "base", area: base.area });
    expect(t.bases.some((b) => b.area === base.area)).toBe(false);
    expect(t.frame.kind).not.toBe("death-strike");
    expect(t.frame.kind).not.toBe("mobilize");
    // Or one unit.
    const u = act(s, 0, { type: "death-strike", target: "unit", unit: enemyUnits[0].id });
    expect(u.units.some((x) => x.id === enemyUnits[0].id)).toBe(false);
    expect(u.units.length).toBe(s.units.length - 1);
    // Or nothing.
    const n = act(s, 0, { type: "death-strike", target: "none" });
    expect(n.units).toEqual(s.units);
    expect(n.bases).toEqual(s.bases);
  });

  it("Gantrithor: his own units, other planets and enemy heroes are not targets (refused with a rule error)", () => {
    const { s } = afterGantrithorDies();
    const other = s.units.find((u) => u.owner === 0)!;
    expect(() => act(s, 0, { type: "death-strike", target: "unit", unit: other.id })).toThrow(
      /death-strike-target/,
    );
  });

  it("Gantrithor: the rest of the battle's aftermath is applied after the choice", () => {
    const { s } = afterGantrithorDies([{ kind: "destroy-worker", player: 1 }]);
    const before = s.players[1].workerPool;
    const t = act(s, 0, { type: "death-strike", target: "none" });
    expect(t.players[1].workerPool).toBe(before - 1);
  });
});
