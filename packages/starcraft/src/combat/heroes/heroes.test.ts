/**
 * Brood War heroes in combat: one test per hero key, on the real content pack (the bundled
 * catalog with the Brood War heroes), plus the immunities every hero keeps.
 */
import { Rng } from "@koprulu/engine";
import { describe, expect, it } from "vitest";
import { loadContent } from "../../content";
import { EFFECTS } from "../../content/effects";
import { battleLegalActions, battlePending, startBattle } from "../battle";
import { type ContentSlice, catalogFromContent, registerCatalog } from "../catalog";
import { bundledCatalog } from "../content-catalog";
import { determinizeBattle } from "../determinize";
import { combatOdds } from "../odds";
import { input, RNG, units } from "../testing/fixtures";
import { act, finish } from "../testing/play";
import { fight, type Plan } from "../testing/scenario";
import type { BattleAction, BattleSide, BattleState, BattleUnit } from "../types";
import { battleView } from "../view";
import { HERO_EFFECTS, HERO_KEYS_OUTSIDE_COMBAT, heroAbilities } from "./registry";

const CAT = "bundled-heroes";
const cat = bundledCatalog();
registerCatalog(CAT, cat);

/** One figure, a hero when `hero` is given. */
const fig = (type: string, hero?: string): BattleUnit => ({ ...units(type)[0], ...(hero ? { hero } : {}) });
const deck = (card: string) => Array.from({ length: 6 }, () => card);
const attackerSide = (us: BattleUnit[], hand: string[], over: Partial<BattleSide> = {}) => ({
  units: us,
  hand,
  deck: deck("terran-combat-02"),
  ...over,
});
const defenderSide = attackerSide;

/** Pair the attacker's front line with this unit of his (the other choices: first legal). */
const frontIs =
  (id: number) =>
  (_b: BattleState, legal: BattleAction[]): BattleAction | undefined =>
    legal.find((a) => a.type === "battle-pair" && a.attacker === id);

function battle(
  a: Partial<BattleSide>,
  d: Partial<BattleSide>,
  plan: Plan,
  choose?: (b: BattleState, legal: BattleAction[]) => BattleAction | undefined,
) {
  const out = fight(input(a, d, { catalog: CAT }), plan, choose);
  return { ...out, rep: out.state.skirmishes[0]?.report ?? null };
}

describe("hero catalog", () => {
  it("the Brood War catalog knows the seven heroes with their unit types and abilities; the base game has none", () => {
    expect(Object.keys(cat.heroes ?? {})).toHaveLength(7);
    expect(cat.heroes?.fenix).toEqual({
      id: "fenix",
      unit: "protoss-dragoon",
      abilities: [
        { key: "hero-gain-health", params: { amount: 2 } },
        { key: "hero-uses-cards-of", params: { units: ["protoss-high-templar", "protoss-dragoon"] } },
      ],
    });
    const base = loadContent({});
    const baseCat = catalogFromContent({
      units: Object.values(base.units),
      combatCards: Object.values(base.combatCards),
      techCards: Object.values(base.techCards),
      heroes: Object.values(base.heroes),
    } as unknown as ContentSlice);
    expect(baseCat.heroes).toEqual({});
  });

  it("every hero key of the pack registry acts in combat, except hero-respawn (regrouping)", () => {
    const heroKeys = Object.entries(EFFECTS)
      .filter(([, d]) => d.kind === "hero")
      .map(([k]) => k);
    const missing = heroKeys.filter((k) => !HERO_EFFECTS[k] && !HERO_KEYS_OUTSIDE_COMBAT.includes(k));
    expect(missing).toEqual([]);
    expect(HERO_KEYS_OUTSIDE_COMBAT).toEqual(["hero-respawn"]);
  });
});

describe("hero-always-major", () => {
  it("Sarah Kerrigan gets the major values of a card that does not picture her", () => {
    const plan: Plan = { 0: [["zerg-combat-01"]], 1: [["protoss-combat-03"]] };
    const kerrigan = battle(
      attackerSide([fig("zerg-infested-terran", "sarah-kerrigan")], ["zerg-combat-01"]),
      defenderSide([fig("protoss-zealot")], ["protoss-combat-03"]),
      plan,
    );
    expect([kerrigan.rep!.attack[0], kerrigan.rep!.health[0]]).toEqual([5, 5]); // major (zergling/hydralisk card)
    const plain = battle(
      attackerSide([fig("zerg-infested-terran")], ["zerg-combat-01"]),
      defenderSide([fig("protoss-zealot")], ["protoss-combat-03"]),
      plan,
    );
    expect([plain.rep!.attack[0], plain.rep!.health[0]]).toEqual([1, 6]); // minor
  });
});

describe("hero-no-sacrifice", () => {
  it("Sarah Kerrigan survives the front line where an Infested Terran sacrifices itself", () => {
    const plan: Plan = { 0: [["zerg-combat-bw-01"]], 1: [["protoss-combat-03"]] };
    const k = fig("zerg-infested-terran", "sarah-kerrigan");
    const kerrigan = battle(
      attackerSide([k], ["zerg-combat-bw-01"]),
      defenderSide([fig("protoss-zealot")], ["protoss-combat-03"]),
      plan,
    );
    expect(kerrigan.rep!.attack[1]).toBeLessThan(kerrigan.rep!.health[0]); // the zealot cannot kill her
    expect(kerrigan.result.destroyed).not.toContain(k.id);
    expect(kerrigan.result.attackerWon).toBe(true);
    const it_ = fig("zerg-infested-terran");
    const plain = battle(
      attackerSide([it_], ["zerg-combat-bw-01"]),
      defenderSide([fig("protoss-zealot")], ["protoss-combat-03"]),
      plan,
    );
    expect(plain.result.destroyed).toContain(it_.id);
  });
});

describe("hero-uses-cards-of", () => {
  it("Fenix uses a High Templar reinforcement as if it pictured him; a plain Dragoon's is discarded", () => {
    const plan: Plan = { 0: [["protoss-combat-02", "protoss-hallucination"]], 1: [["terran-combat-02"]] };
    const hand = ["protoss-combat-02", "protoss-hallucination"];
    const fenix = battle(
      attackerSide([fig("protoss-dragoon", "fenix")], hand),
      defenderSide([fig("terran-marine")], ["terran-combat-02"]),
      plan,
    );
    expect(fenix.rep!.reinforcement[0]).toBe("protoss-hallucination");
    expect(fenix.rep!.canceled).toContain("terran-combat-02");
    const plain = battle(
      attackerSide([fig("protoss-dragoon")], hand),
      defenderSide([fig("terran-marine")], ["terran-combat-02"]),
      plan,
    );
    expect(plain.rep!.reinforcement[0]).toBeNull();
    expect(plain.rep!.canceled).toEqual([]);
  });
});

describe("hero-gain-attack", () => {
  it("Zeratul has +1 attack (and +1 health) over a plain Dark Templar with the same card", () => {
    const plan: Plan = { 0: [["protoss-combat-bw-01"]], 1: [["protoss-combat-03"]] };
    const zealots = () => [fig("protoss-zealot"), fig("protoss-zealot")];
    const zeratul = battle(
      attackerSide([fig("protoss-dark-templar", "zeratul")], ["protoss-combat-bw-01"]),
      defenderSide(zealots(), ["protoss-combat-03"]),
      plan,
    );
    const plain = battle(
      attackerSide([fig("protoss-dark-templar")], ["protoss-combat-bw-01"]),
      defenderSide(zealots(), ["protoss-combat-03"]),
      plan,
    );
    expect(plain.rep!.attack[0]).toBe(7); // 6 + 1 for a Dark Templar
    expect(zeratul.rep!.attack[0]).toBe(8);
    expect(zeratul.rep!.health[0]).toBe(plain.rep!.health[0] + 1);
  });
});

describe("hero-gain-health", () => {
  it("Norad II gains +1 health, but a guard token's +2 is not added to it: the larger counts", () => {
    const plan: Plan = { 0: [["terran-combat-02"]], 1: [["terran-combat-05"]] };
    const health = (hero: string | undefined, guardToken: boolean) =>
      battle(
        attackerSide([fig("terran-marine")], ["terran-combat-02"]),
        defenderSide([fig("terran-battlecruiser", hero)], ["terran-combat-05"], { guardToken }),
        plan,
      ).rep!.health[1];
    const printed = health(undefined, false); // minor values: the card does not picture a Battlecruiser
    expect(health("norad-ii", false)).toBe(printed + 1);
    expect(health(undefined, true)).toBe(printed + 2);
    expect(health("norad-ii", true)).toBe(printed + 2);
  });

  it("a hero's larger health bonus wins over a smaller defence event bonus (Fenix +2 over +1)", () => {
    const plan: Plan = { 0: [["terran-combat-02"]], 1: [["protoss-combat-02"]] };
    const offer = { source: "event:test", effect: "event-defense-bonus", params: { amount: 1 } };
    const health = (hero: string | undefined) =>
      battle(
        attackerSide([fig("terran-marine")], ["terran-combat-02"]),
        defenderSide([fig("protoss-dragoon", hero)], ["protoss-combat-02"], { startAbilities: [offer] }),
        plan,
        (_b, legal) => legal.find((a) => a.type === "battle-start-ability"),
      ).rep!.health[1];
    expect(health(undefined)).toBe(7 + 1);
    expect(health("fenix")).toBe(7 + 2);
  });
});

describe("hero-battle-attack-bonus", () => {
  it("with Jim Raynor in the battle, your front line gains +1 attack even when he only supports", () => {
    const plan: Plan = { 0: [["terran-combat-02"]], 1: [["protoss-combat-03"]] };
    const attack = (hero: string | undefined) => {
      const marine = fig("terran-marine");
      return battle(
        attackerSide([marine, fig("terran-vulture", hero)], ["terran-combat-02"]),
        defenderSide([fig("protoss-zealot")], ["protoss-combat-03"]),
        plan,
        frontIs(marine.id),
      ).rep!.attack[0];
    };
    expect(attack(undefined)).toBe(6 + 1); // card + the Vulture's support
    expect(attack("jim-raynor")).toBe(6 + 1 + 1);
  });
});

describe("hero-battle-opponent-loses-ground", () => {
  it("at the start of Zeratul's battle the opponent destroys one of his ground units (his choice, never a hero)", () => {
    const zealot = fig("protoss-zealot");
    const dragoon = fig("protoss-dragoon");
    const fenix = fig("protoss-dragoon", "fenix");
    const b = startBattle(
      input(
        attackerSide([fig("protoss-dark-templar", "zeratul")], []),
        defenderSide([zealot, dragoon, fenix, fig("protoss-scout")], []),
        { catalog: CAT },
      ),
      RNG,
    );
    expect(battlePending(b)[0]).toMatchObject({ player: 1, kind: "battle-lose" });
    const legal = battleLegalActions(b, 1) as { type: string; unit: number }[];
    expect(legal.map((a) => a.unit).sort()).toEqual([zealot.id, dragoon.id].sort());
    // A bot's determinized copy, taken while the opponent chooses, does not trigger Zeratul again.
    const copy = determinizeBattle(battleView(b, 1), 1, new Rng(RNG));
    expect(copy.heroesStarted).toBe(true);
    expect(copy.todo).toHaveLength(1);
    const after = act(b, { type: "battle-lose", unit: dragoon.id });
    expect(after.destroyed).toEqual([dragoon.id]);
    expect(after.sides[1].hand).toHaveLength(1); // then the draw, as in any battle
  });

  it("a battle canceled at its start is not fought: nobody is lost", () => {
    const offer = { source: "event:test", effect: "event-cancel-battle" };
    const b = startBattle(
      input(
        attackerSide([fig("protoss-dark-templar", "zeratul")], []),
        defenderSide([fig("protoss-zealot"), fig("protoss-dragoon")], [], { startAbilities: [offer] }),
        { catalog: CAT },
      ),
      RNG,
    );
    const { result } = finish(b, (_b, legal) => legal.find((a) => a.type === "battle-start-ability"));
    expect(result.destroyed).toEqual([]);
  });
});

describe("hero-death-strike", () => {
  it("when Gantrithor is destroyed the rules are told to let its owner strike on the planet", () => {
    const plan: Plan = { 0: [["protoss-combat-04"]], 1: [["terran-stim-packs"]] };
    const run = (hero: string | undefined) => {
      const carrier = fig("protoss-carrier", hero);
      const out = battle(
        attackerSide([carrier], ["protoss-combat-04"]),
        defenderSide([fig("terran-marine"), fig("terran-marine")], ["terran-stim-packs"]),
        plan,
      );
      expect(out.result.destroyed).toContain(carrier.id);
      return { carrier, strikes: out.result.aftermath.filter((e) => e.kind === "hero-death-strike") };
    };
    const g = run("gantrithor");
    expect(g.strikes).toEqual([
      {
        kind: "hero-death-strike",
        player: 0,
        hero: "gantrithor",
        unit: g.carrier.id,
        planet: "planet-x",
        area: "area-a",
      },
    ]);
    expect(run(undefined).strikes).toEqual([]);
  });

  it("a hero destroyed for want of a retreat destination strikes too", () => {
    const g = fig("protoss-carrier", "gantrithor");
    const out = battle(
      attackerSide([g], ["protoss-combat-04"], { retreatDestinations: [] }),
      defenderSide([fig("terran-marine")], ["terran-combat-05"]),
      { 0: [["protoss-combat-04"]], 1: [["terran-combat-05"]] },
    );
    expect(out.rep!.hit).toEqual([false, false]); // both survive the skirmish: the attacker must retreat
    expect(out.result.destroyed).toEqual([g.id]);
    expect(out.result.aftermath.some((e) => e.kind === "hero-death-strike" && e.unit === g.id)).toBe(true);
  });
});

describe("hero-respawn", () => {
  it("is not a combat effect: Torrasque fights as an Ultralisk with a hero's immunities and nothing else", () => {
    expect(heroAbilities(cat, fig("zerg-ultralisk", "torrasque"))).toEqual([]);
    const t = fig("zerg-ultralisk", "torrasque");
    const out = battle(
      attackerSide([t], ["zerg-combat-01"], { deck: deck("zerg-combat-15") }),
      defenderSide([fig("protoss-zealot")], ["protoss-combat-03"]),
      { 0: [["zerg-combat-01"]], 1: [["protoss-combat-03"]] },
    );
    expect(out.rep!.attack[0]).toBe(1); // minor values: no hero bonus
    expect(out.result.aftermath.filter((e) => e.kind.startsWith("hero-"))).toEqual([]);
  });
});

describe("hero immunities", () => {
  it("a hero is immune to splash damage: Kerrigan's Psionic Storm spares Fenix but not a plain Dragoon", () => {
    const plan: Plan = {
      0: [["zerg-combat-bw-04", "zerg-kerrigan-psionic-storm"]],
      1: [["protoss-combat-04"]],
    };
    const run = (hero: string | undefined) => {
      const front = fig("protoss-dragoon");
      const other = fig("protoss-dragoon", hero);
      const out = battle(
        attackerSide(
          [fig("zerg-infested-terran", "sarah-kerrigan")],
          ["zerg-combat-bw-04", "zerg-kerrigan-psionic-storm"],
          { deck: deck("zerg-combat-15") },
        ),
        defenderSide([front, other], ["protoss-combat-04"]),
        plan,
        (_b, legal) =>
          legal.find((a) => a.type === "battle-pair" && a.defender === front.id) ??
          legal.find((a) => a.type === "battle-support" && a.skirmish === 0),
      );
      expect(out.rep!.splashTriggered).toEqual(["zerg-kerrigan-psionic-storm"]);
      expect(out.result.destroyed).toContain(front.id);
      return out.result.destroyed.includes(other.id);
    };
    expect(run(undefined)).toBe(true);
    expect(run("fenix")).toBe(false);
  });
});

describe("odds with heroes", () => {
  it("the fast estimator leaves positions with a hero to the engine (it alone knows hero abilities)", () => {
    const position = (hero: string | undefined) =>
      startBattle(
        input(
          attackerSide([fig("terran-marine")], [], { deck: deck("terran-combat-02") }),
          defenderSide([fig("terran-battlecruiser", hero)], [], { deck: deck("terran-combat-05") }),
          { catalog: CAT },
        ),
        RNG,
      );
    const plain = combatOdds(position(undefined), 0, 50);
    expect(plain.fastSamples).toBeGreaterThan(0);
    const norad = combatOdds(position("norad-ii"), 0, 50);
    expect(norad.fastSamples).toBe(0);
    expect(norad.samples).toBe(50);
  });
});
