/**
 * One test per ability key of the effect registry (combat and battle-time event keys).
 */
import { describe, expect, it } from "vitest";
import { battleLegalActions, battlePending, startBattle } from "../battle";
import type { CardInfo, EffectUse } from "../catalog";
import { card, catalogWith, input, RNG, UNITS, units } from "../testing/fixtures";
import { act } from "../testing/play";
import { fight } from "../testing/scenario";
import type { BattleAction, BattleSide, BattleState } from "../types";
import { battleView } from "../view";
import { COMBAT_EFFECTS } from "./registry";

const filler = (n: number) => Array.from({ length: n }, () => "zerg-combat-15");
/** A normal card that pictures every unit (so its abilities are active whoever fights). */
const plain = (
  id: string,
  attack: number,
  health: number,
  abilities: EffectUse[] = [],
  pictured: string[] = Object.keys(UNITS),
) => card(id, { units: pictured, major: { attack, health }, minor: { attack, health }, abilities });
const reinf = (id: string, abilities: EffectUse[], over: Partial<CardInfo> = {}) =>
  card(id, { units: [], reinforcement: true, abilities, ...over });

interface Duel {
  a: string[];
  d: string[];
  aPlay: [string, string?];
  dPlay: [string, string?];
  cards: CardInfo[];
  aOver?: Partial<BattleSide>;
  dOver?: Partial<BattleSide>;
  choose?: (b: BattleState, legal: BattleAction[]) => BattleAction | undefined;
}

function duel(x: Duel) {
  const cat = catalogWith(x.cards);
  const ua = units(...x.a);
  const ud = units(...x.d);
  const hand = (p: [string, string?]) => p.filter((c): c is string => !!c);
  const out = fight(
    input(
      { units: ua, hand: hand(x.aPlay), deck: filler(6), ...x.aOver },
      { units: ud, hand: hand(x.dPlay), deck: filler(6), ...x.dOver },
      { catalog: cat },
    ),
    { 0: [x.aPlay], 1: [x.dPlay] },
    x.choose,
  );
  return { ...out, ua, ud, rep: out.state.skirmishes[0]?.report ?? null };
}

describe("effect registry", () => {
  it("covers every combat-kind key of the content pack registry", async () => {
    const { EFFECTS } = await import("../../content/effects");
    const combatKeys = Object.entries(EFFECTS)
      .filter(([, d]) => d.kind === "combat")
      .map(([k]) => k);
    const missing = combatKeys.filter((k) => !COMBAT_EFFECTS[k]);
    expect(missing).toEqual([]);
  });
});

describe("gain-attack", () => {
  it("adds attack; with vs only against that kind of front line", () => {
    const c = plain("c", 3, 3, [{ key: "gain-attack", params: { amount: 2, vs: "flying" } }]);
    expect(
      duel({ a: ["terran-marine"], d: ["protoss-scout"], aPlay: ["c"], dPlay: ["c"], cards: [c] }).rep!
        .attack[0],
    ).toBe(5);
    expect(
      duel({ a: ["terran-marine"], d: ["protoss-zealot"], aPlay: ["c"], dPlay: ["c"], cards: [c] }).rep!
        .attack[0],
    ).toBe(3);
  });
});

describe("gain-health", () => {
  it("adds health", () => {
    const c = plain("c", 3, 3, [{ key: "gain-health", params: { amount: 2 } }]);
    expect(
      duel({ a: ["terran-marine"], d: ["protoss-zealot"], aPlay: ["c"], dPlay: ["c"], cards: [c] }).rep!
        .health,
    ).toEqual([5, 5]);
  });
});

describe("gain-attack-if-supported", () => {
  it("adds attack only with at least one supporting unit", () => {
    const r = reinf("r", [{ key: "gain-attack-if-supported", params: { amount: 1 } }]);
    const c = plain("c", 3, 3);
    const supported = duel({
      a: ["terran-marine", "terran-medic"],
      d: ["protoss-zealot"],
      aPlay: ["c", "r"],
      dPlay: ["c"],
      cards: [c, r],
    });
    expect(supported.rep!.attack[0]).toBe(4);
    const alone = duel({
      a: ["terran-marine"],
      d: ["protoss-zealot"],
      aPlay: ["c", "r"],
      dPlay: ["c"],
      cards: [c, r],
    });
    expect(alone.rep!.attack[0]).toBe(3);
  });
});

describe("gain-health-if-sufficient", () => {
  it("attacking a ground unit with sufficient strength: +health (FAQ: only when attacking, only vs ground)", () => {
    const boost = plain("boost", 6, 3, [{ key: "gain-health-if-sufficient", params: { amount: 2 } }]);
    const c = plain("c", 5, 5);
    expect(
      duel({ a: ["zerg-zergling"], d: ["protoss-zealot"], aPlay: ["boost"], dPlay: ["c"], cards: [boost, c] })
        .rep!.health[0],
    ).toBe(5);
    expect(
      duel({ a: ["zerg-zergling"], d: ["protoss-scout"], aPlay: ["boost"], dPlay: ["c"], cards: [boost, c] })
        .rep!.health[0],
    ).toBe(3);
    expect(
      duel({ a: ["protoss-zealot"], d: ["zerg-zergling"], aPlay: ["c"], dPlay: ["boost"], cards: [boost, c] })
        .rep!.health[1],
    ).toBe(3);
  });
});

describe("defend-base-health", () => {
  it("+health in an area holding your own base, not added to a guard token", () => {
    const bunker = plain("bunker", 3, 3, [{ key: "defend-base-health", params: { amount: 1 } }]);
    const c = plain("c", 1, 1);
    expect(
      duel({
        a: ["protoss-zealot"],
        d: ["terran-marine"],
        aPlay: ["c"],
        dPlay: ["bunker"],
        cards: [bunker, c],
        dOver: { ownBase: true },
      }).rep!.health[1],
    ).toBe(4);
    expect(
      duel({
        a: ["protoss-zealot"],
        d: ["terran-marine"],
        aPlay: ["c"],
        dPlay: ["bunker"],
        cards: [bunker, c],
      }).rep!.health[1],
    ).toBe(3);
    expect(
      duel({
        a: ["protoss-zealot"],
        d: ["terran-marine"],
        aPlay: ["c"],
        dPlay: ["bunker"],
        cards: [bunker, c],
        dOver: { ownBase: true, guardToken: true },
      }).rep!.health[1],
    ).toBe(5);
  });
});

describe("splash", () => {
  it("held when its side's attack destroyed a unit; the opponent then loses a unit of the target kind", () => {
    const s = plain("s", 9, 9, [{ key: "splash", params: { targets: "flying" } }]);
    const c = plain("c", 1, 1);
    const x = duel({
      a: ["terran-marine"],
      d: ["protoss-zealot", "protoss-scout", "protoss-dragoon"],
      aPlay: ["s"],
      dPlay: ["c"],
      cards: [s, c],
      choose: (_b, l) => l.find((a) => a.type === "battle-pair"),
    });
    expect(x.rep!.splashTriggered).toEqual(["s"]);
    expect(x.result.destroyed).toContain(x.ud.find((u) => u.type === "protoss-scout")!.id);
    expect(x.result.destroyed).toHaveLength(2);
  });
});

describe("splash-if-no-detector", () => {
  it("splash only when the opponent has no detector in the skirmish", () => {
    const mines = plain("mines", 9, 9, [{ key: "splash-if-no-detector", params: { targets: "ground" } }]);
    const c = plain("c", 1, 1);
    const open = duel({
      a: ["terran-vulture"],
      d: ["zerg-zergling", "zerg-queen"],
      aPlay: ["mines"],
      dPlay: ["c"],
      cards: [mines, c],
    });
    expect(open.rep!.splashTriggered).toEqual(["mines"]);
    const detected = duel({
      a: ["terran-vulture"],
      d: ["zerg-zergling", "zerg-queen"],
      aPlay: ["mines"],
      dPlay: ["c"],
      cards: [mines, c],
      dOver: { airSupport: true },
    });
    expect(detected.rep!.splashTriggered).toEqual([]);
  });
});

describe("grant-cloaking", () => {
  it("the front line withdraws instead of dying", () => {
    const cloak = reinf("cloak", [{ key: "grant-cloaking" }]);
    const c = plain("c", 1, 1);
    const big = plain("big", 9, 9);
    const x = duel({
      a: ["protoss-zealot"],
      d: ["terran-ghost"],
      aPlay: ["big"],
      dPlay: ["c", "cloak"],
      cards: [cloak, c, big],
    });
    expect(x.result.withdrawn.map((w) => w.unit)).toEqual([x.ud[0].id]);
  });
});

describe("detector", () => {
  it("cancels enemy cloaking in the skirmish", () => {
    const det = plain("det", 9, 9, [{ key: "detector" }]);
    const c = plain("c", 1, 1);
    const x = duel({
      a: ["terran-marine"],
      d: ["protoss-dark-templar"],
      aPlay: ["det"],
      dPlay: ["c"],
      cards: [det, c],
    });
    expect(x.result.destroyed).toContain(x.ud[0].id);
  });
});

describe("cancel-opposing-card", () => {
  it("the opponent's card abilities are ignored (printed values stay); cancels go attacker first", () => {
    const hall = reinf("hall", [{ key: "cancel-opposing-card" }]);
    const buff = plain("buff", 3, 3, [{ key: "gain-attack", params: { amount: 5 } }]);
    const c = plain("c", 3, 3);
    const x = duel({
      a: ["terran-marine"],
      d: ["protoss-zealot"],
      aPlay: ["c", "hall"],
      dPlay: ["buff"],
      cards: [hall, buff, c],
    });
    expect(x.rep!.attack[1]).toBe(3);
    expect(x.rep!.canceled).toEqual(["buff"]);
    // Both cancel: the attacker's goes first, so the defender's canceler is itself canceled.
    const y = duel({
      a: ["terran-marine"],
      d: ["protoss-zealot"],
      aPlay: ["buff", "hall"],
      dPlay: ["c", "hall"],
      cards: [hall, buff, c],
    });
    expect(y.rep!.attack[0]).toBe(8);
  });
});

describe("no-enemy-support", () => {
  it("the opponent's supporting units add nothing", () => {
    const flare = reinf("flare", [{ key: "no-enemy-support" }]);
    const c = plain("c", 3, 3);
    const x = duel({
      a: ["terran-marine"],
      d: ["protoss-zealot", "protoss-zealot", "protoss-zealot"],
      aPlay: ["c", "flare"],
      dPlay: ["c"],
      cards: [flare, c],
    });
    expect(x.rep!.attack[1]).toBe(3);
  });
});

describe("destroy-enemy-unit", () => {
  it("after the destroy step the opponent destroys a unit of the kind; optionally only one cheaper than the front line", () => {
    const brood = reinf("brood", [{ key: "destroy-enemy-unit", params: { targets: "ground" } }]);
    const c = plain("c", 0, 9);
    const x = duel({
      a: ["zerg-queen"],
      d: ["terran-marine", "terran-wraith"],
      aPlay: ["c", "brood"],
      dPlay: ["c"],
      cards: [brood, c],
    });
    expect(x.result.destroyed).toEqual([x.ud[0].id]);
    const leg = plain("leg", 0, 9, [
      { key: "destroy-enemy-unit", params: { targets: "ground", cheaperThanFrontLine: true } },
    ]);
    const y = duel({
      a: ["protoss-zealot"],
      d: ["terran-siege-tank", "terran-goliath"],
      aPlay: ["leg"],
      dPlay: ["c"],
      cards: [leg, c],
    });
    expect(y.result.destroyed).toEqual([]); // both cost more than a Zealot (2)
  });
});

describe("defender-destroys-flying", () => {
  it("a start-of-battle ability when defending: the attacker destroys one of his flying units", () => {
    const boosters = card("boosters", {
      units: ["terran-goliath"],
      major: { attack: 1, health: 1 },
      minor: { attack: 1, health: 1 },
      abilities: [{ key: "defender-destroys-flying" }],
      singleUse: true,
    });
    const cat = catalogWith([boosters]);
    const a = units("terran-wraith", "terran-marine");
    let b = startBattle(
      input(
        { units: a, deck: filler(6) },
        { units: units("terran-goliath"), hand: ["boosters"], deck: filler(6) },
        { catalog: cat },
      ),
      RNG,
    );
    expect(battlePending(b)[0]).toMatchObject({ player: 1, kind: "battle-start-ability" });
    b = act(b, { type: "battle-start-ability", ability: 0 });
    expect(b.destroyed).toEqual([a[0].id]);
    expect(b.techReturned).toEqual(["boosters"]);
  });
});

describe("mind-control", () => {
  it("steals the surviving opposing front-line unit", () => {
    const mc = reinf("mc", [{ key: "mind-control" }]);
    const c = plain("c", 0, 9);
    const x = duel({
      a: ["protoss-zealot", "protoss-dark-archon"],
      d: ["terran-marine"],
      aPlay: ["c", "mc"],
      dPlay: ["c"],
      cards: [mc, c],
    });
    expect(x.result.aftermath).toContainEqual(
      expect.objectContaining({ kind: "mind-control", unit: x.ud[0].id, player: 0 }),
    );
    expect(x.result.attackerWon).toBe(true);
  });

  it("BW-MC1: a unit stolen by the defender into an area already at its unit limit makes him retreat the excess, of his choice (provisional)", () => {
    const mc = reinf("mc", [{ key: "mind-control" }]);
    const c = plain("c", 0, 9);
    let asked: { side: number; count: unknown } | null = null;
    let offered: number[] = [];
    const x = duel({
      a: ["terran-marine"],
      // Three defenders in an area of limit 3 (fixtures): the stolen Marine is a fourth.
      d: ["protoss-zealot", "protoss-dark-archon", "protoss-zealot"],
      aPlay: ["c"],
      dPlay: ["c", "mc"],
      cards: [mc, c],
      dOver: { mindControlTokens: 2 },
      choose: (b, legal) => {
        if (legal[0]?.type !== "battle-retreat-select") return undefined;
        asked = { side: b.retreat[0].side, count: b.retreat[0].toSelect };
        offered = legal.map((a) => (a as { unit: number }).unit);
        // The defender picks which one leaves: here the stolen Marine itself.
        const stolen = b.aftermath.find((e) => e.kind === "mind-control")?.unit;
        return legal.find((a) => a.type === "battle-retreat-select" && a.unit === stolen);
      },
    });
    expect(x.result.aftermath).toContainEqual(
      expect.objectContaining({ kind: "mind-control", unit: x.ua[0].id, player: 1 }),
    );
    expect(asked).toEqual({ side: 1, count: 1 });
    // His choice among all his units there (his own too), not only the stolen one (the two
    // Zealots are one distinct choice).
    const typeOf = (id: number) => [...x.ud, ...x.ua].find((u) => u.id === id)?.type;
    expect(offered.map(typeOf).sort()).toEqual(["protoss-dark-archon", "protoss-zealot", "terran-marine"]);
    expect(x.result.attackerWon).toBe(false);
    expect(x.result.retreated).toEqual([{ unit: x.ua[0].id, planet: "planet-x", area: "area-b" }]);
    // Left in the contested area: the three Protoss units, exactly the limit.
    const left = [...x.ud, ...x.ua].filter(
      (u) => !x.result.destroyed.includes(u.id) && !x.result.retreated.some((r) => r.unit === u.id),
    );
    expect(left.map((u) => u.type).sort()).toEqual([
      "protoss-dark-archon",
      "protoss-zealot",
      "protoss-zealot",
    ]);
  });

  it("BW-MC1: a defender stealing into an area with room stays whole (no retreat asked)", () => {
    const mc = reinf("mc", [{ key: "mind-control" }]);
    const c = plain("c", 0, 9);
    const x = duel({
      a: ["terran-marine"],
      d: ["protoss-zealot", "protoss-dark-archon"],
      aPlay: ["c"],
      dPlay: ["c", "mc"],
      cards: [mc, c],
      dOver: { mindControlTokens: 2 },
    });
    expect(x.result.aftermath).toContainEqual(
      expect.objectContaining({ kind: "mind-control", unit: x.ua[0].id, player: 1 }),
    );
    expect(x.result.retreated).toEqual([]);
    expect(x.result.destroyed).toEqual([]);
  });
});

describe("collateral-damage", () => {
  it("a surviving front line reports collateral damage to the rules", () => {
    const cd = plain("cd", 1, 9, [{ key: "collateral-damage" }]);
    const c = plain("c", 1, 9);
    const x = duel({
      a: ["terran-siege-tank"],
      d: ["protoss-zealot"],
      aPlay: ["cd"],
      dPlay: ["c"],
      cards: [cd, c],
    });
    expect(x.result.aftermath).toContainEqual(
      expect.objectContaining({ kind: "collateral-damage", player: 0, against: 1 }),
    );
  });
});

describe("sacrifice", () => {
  it("the front line is always destroyed in the resolve step", () => {
    const sac = plain("sac", 9, 9, [{ key: "sacrifice" }]);
    const c = plain("c", 0, 9);
    const x = duel({
      a: ["zerg-zergling"],
      d: ["terran-marine"],
      aPlay: ["sac"],
      dPlay: ["c"],
      cards: [sac, c],
    });
    expect(x.result.destroyed).toEqual(expect.arrayContaining([x.ua[0].id, x.ud[0].id]));
  });
});

describe("scourge-strike", () => {
  it("the Scourge dies and takes the flying front line with it", () => {
    const c = plain("c", 0, 20);
    const x = duel({
      a: ["terran-wraith"],
      d: ["zerg-scourge"],
      aPlay: ["c"],
      dPlay: ["zerg-combat-core-12"],
      cards: [c],
    });
    expect(x.result.destroyed.sort()).toEqual([x.ua[0].id, x.ud[0].id].sort());
  });
});

describe("lockdown-mechanical", () => {
  it("an opposing mechanical front line has 0 attack", () => {
    const lock = reinf("lock", [{ key: "lockdown-mechanical" }]);
    const c = plain("c", 5, 5);
    expect(
      duel({
        a: ["terran-ghost"],
        d: ["terran-goliath"],
        aPlay: ["c", "lock"],
        dPlay: ["c"],
        cards: [lock, c],
      }).rep!.attack[1],
    ).toBe(0);
    expect(
      duel({
        a: ["terran-ghost"],
        d: ["terran-marine"],
        aPlay: ["c", "lock"],
        dPlay: ["c"],
        cards: [lock, c],
      }).rep!.attack[1],
    ).toBe(5);
  });
});

describe("ranged-immunity", () => {
  it("a ranged attacker cannot destroy the protected ground unit; a melee one can", () => {
    const swarm = reinf("swarm", [{ key: "ranged-immunity" }]);
    const big = plain("big", 9, 9);
    const c = plain("c", 0, 1);
    const ranged = duel({
      a: ["terran-marine"],
      d: ["zerg-zergling"],
      aPlay: ["big"],
      dPlay: ["c", "swarm"],
      cards: [swarm, big, c],
    });
    expect(ranged.result.destroyed).toEqual([]);
    const melee = duel({
      a: ["protoss-zealot"],
      d: ["zerg-zergling"],
      aPlay: ["big"],
      dPlay: ["c", "swarm"],
      cards: [swarm, big, c],
    });
    expect(melee.result.destroyed).toEqual([melee.ud[0].id]);
  });
});

describe("stasis-field", () => {
  it("both front lines have 0 attack", () => {
    const stasis = reinf("stasis", [{ key: "stasis-field" }]);
    const c = plain("c", 5, 5);
    expect(
      duel({
        a: ["protoss-zealot", "protoss-high-templar"],
        d: ["terran-marine"],
        aPlay: ["c", "stasis"],
        dPlay: ["c"],
        cards: [stasis, c],
      }).rep!.attack,
    ).toEqual([0, 0]);
  });
});

describe("nuclear-strike", () => {
  it("if the Ghost survives, its owner destroys one enemy ground unit or the enemy base", () => {
    const nuke = plain("nuke", 0, 9, [{ key: "nuclear-strike" }]);
    const c = plain("c", 0, 9);
    const x = duel({
      a: ["terran-ghost"],
      d: ["protoss-zealot", "protoss-dragoon"],
      aPlay: ["nuke"],
      dPlay: ["c"],
      cards: [nuke, c],
      dOver: { ownBase: true },
      choose: (b, l) =>
        l[0].type === "battle-lose" && battlePending(b)[0].player === 0
          ? l.find((a) => a.type === "battle-lose" && a.unit === -1)
          : undefined,
    });
    expect(x.result.aftermath).toContainEqual(expect.objectContaining({ kind: "destroy-base", player: 1 }));
  });
});

describe("draw-combat-cards", () => {
  it("draws cards after the destroy step", () => {
    const resto = reinf("resto", [{ key: "draw-combat-cards", params: { count: 2 } }]);
    const c = plain("c", 0, 9);
    const x = duel({
      a: ["terran-marine"],
      d: ["protoss-zealot"],
      aPlay: ["c", "resto"],
      dPlay: ["c"],
      cards: [resto, c],
    });
    expect(x.result.hands[0]).toHaveLength(3 + 2);
  });
});

describe("consume", () => {
  it("destroy one of your units or a worker, then draw", () => {
    const con = reinf("con", [{ key: "consume", params: { count: 3 } }]);
    const c = plain("c", 0, 9);
    const x = duel({
      a: ["zerg-zergling", "zerg-defiler"],
      d: ["protoss-zealot"],
      aPlay: ["c", "con"],
      dPlay: ["c"],
      cards: [con, c],
      choose: (_b, l) => (l[0].type === "battle-lose" ? l.at(-1) : undefined),
    });
    expect(x.result.aftermath).toContainEqual(expect.objectContaining({ kind: "destroy-worker", player: 0 }));
    expect(x.result.hands[0]).toHaveLength(3 + 3);
  });
});

describe("feedback", () => {
  it("cancels the opponent's reinforcement; without one he loses a supporting assist unit", () => {
    const fb = reinf("fb", [{ key: "feedback" }]);
    const buff = reinf("buff", [{ key: "gain-attack", params: { amount: 5 } }]);
    const c = plain("c", 0, 9);
    const x = duel({
      a: ["protoss-zealot", "protoss-dark-archon"],
      d: ["terran-marine", "terran-medic"],
      aPlay: ["c", "fb"],
      dPlay: ["c", "buff"],
      cards: [fb, buff, c],
    });
    expect(x.rep!.attack[1]).toBe(0);
    expect(x.result.destroyed).toEqual([]);
    const y = duel({
      a: ["protoss-zealot", "protoss-dark-archon"],
      d: ["terran-marine", "terran-medic"],
      aPlay: ["c", "fb"],
      dPlay: ["c"],
      cards: [fb, c],
    });
    expect(y.result.destroyed).toEqual([y.ud[1].id]);
  });
});

describe("ignore-air-support", () => {
  it("the opponent's Air Support gives no +1", () => {
    const web = reinf("web", [{ key: "ignore-air-support" }]);
    const c = plain("c", 3, 9);
    const x = duel({
      a: ["protoss-corsair"],
      d: ["terran-marine"],
      aPlay: ["c", "web"],
      dPlay: ["c"],
      cards: [web, c],
      dOver: { airSupport: true },
    });
    expect(x.rep!.attack[1]).toBe(3);
  });
});

describe("reveal-hand", () => {
  it("the opponent's hand is shown to this side only", () => {
    const para = reinf("para", [{ key: "reveal-hand" }]);
    const c = plain("c", 0, 9);
    const x = duel({
      a: ["zerg-zergling", "zerg-queen"],
      d: ["terran-marine"],
      aPlay: ["c", "para"],
      dPlay: ["c"],
      cards: [para, c],
      dOver: { hand: ["c", "terran-combat-07"] },
    });
    expect(battleView(x.state, 0).shown).toEqual([{ to: 0, owner: 1, cards: x.state.shown[0].cards }]);
    expect(x.state.shown[0].cards).toContain("terran-combat-07");
    expect(battleView(x.state, 1).shown).toEqual([]);
  });
});

describe("event-defense-bonus", () => {
  it("defending: +health in every skirmish", () => {
    const c = plain("c", 3, 3);
    const offer = { source: "event:x", effect: "event-defense-bonus", params: { amount: 2 } };
    const x = duel({
      a: ["terran-marine"],
      d: ["protoss-zealot"],
      aPlay: ["c"],
      dPlay: ["c"],
      cards: [c],
      dOver: { startAbilities: [offer] },
      choose: (_b, l) => l.find((a) => a.type === "battle-start-ability"),
    });
    expect(x.rep!.health).toEqual([3, 5]);
  });
});

describe("event-cancel-battle", () => {
  it("defending: the battle is canceled before cards are drawn; the attacker retreats", () => {
    const offer = { source: "event:y", effect: "event-cancel-battle" };
    let b = startBattle(
      input(
        { units: units("terran-marine"), deck: filler(6) },
        { units: units("protoss-zealot"), deck: filler(6), startAbilities: [offer] },
      ),
      RNG,
    );
    b = act(b, { type: "battle-start-ability", ability: 0 });
    expect(b.sides[0].hand).toEqual([]);
    expect(b.retreated).toHaveLength(1);
    expect(b.phase).toBe("done");
  });
});

describe("event-face-up-combat", () => {
  it("the opponent places his cards first, face up", () => {
    const offer = { source: "event:z", effect: "event-face-up-combat" };
    const ud = units("protoss-zealot", "protoss-dragoon");
    let b = startBattle(
      input(
        { units: units("terran-marine", "terran-firebat"), deck: filler(6), startAbilities: [offer] },
        { units: ud, hand: ["protoss-combat-03", "protoss-combat-04"], deck: filler(6) },
      ),
      RNG,
    );
    b = act(b, { type: "battle-start-ability", ability: 0 });
    b = act(b, battleLegalActions(b, 0)[0]);
    expect(battlePending(b)[0]).toMatchObject({ player: 1, kind: "battle-place" });
    b = act(b, { type: "battle-place", skirmish: 0, card: "protoss-combat-03" });
    expect(battleView(b, 0).skirmishes[0].cards[1]).toMatchObject({ combat: "protoss-combat-03" });
  });
});

describe("play-area technologies", () => {
  it("act by themselves when their unit fights (Metabolic Boost on an attacking Zergling)", () => {
    const boost = card("boost-tech", {
      units: ["zerg-zergling"],
      playArea: true,
      abilities: [{ key: "gain-health-if-sufficient", params: { amount: 2 } }],
    });
    const c = plain("c", 6, 3);
    const weakC = plain("w", 1, 5);
    const x = duel({
      a: ["zerg-zergling"],
      d: ["protoss-zealot"],
      aPlay: ["c"],
      dPlay: ["w"],
      cards: [boost, c, weakC],
      aOver: { technologies: ["boost-tech"] },
    });
    expect(x.rep!.health[0]).toBe(5);
    const y = duel({
      a: ["zerg-hydralisk"],
      d: ["protoss-zealot"],
      aPlay: ["c"],
      dPlay: ["w"],
      cards: [boost, c, weakC],
      aOver: { technologies: ["boost-tech"] },
    });
    expect(y.rep!.health[0]).toBe(3);
  });
});
