/**
 * Steps 1–6 of "conducting a battle" (Hebrew rulebook; reference card BATTLE section).
 */
import { describe, expect, it } from "vitest";
import { battleLegalActions, battlePending, startBattle } from "./battle";
import { input, RNG, units } from "./testing/fixtures";
import { act, asked } from "./testing/play";
import { battleValidate } from "./validate";
import { battleView } from "./view";

const deck = (n: number, id = "terran-combat-07") => Array.from({ length: n }, () => id);

describe("step 1 — the battle is fought in the contested area", () => {
  it("Hebrew step 1: the battle starts after movement, in the area the Mobilize order token marks", () => {
    const b = startBattle(input({ units: units("terran-marine") }, { units: units("protoss-zealot") }), RNG);
    expect(b.planet).toBe("planet-x");
    expect(b.area).toBe("area-a");
    expect(battleView(b, "spectator")).toMatchObject({ planet: "planet-x", area: "area-a" });
  });
});

describe("step 2 — start-of-battle abilities", () => {
  const offer = { source: "event:flawless", effect: "event-defense-bonus", params: { amount: 2 } };
  const faceUp = { source: "event:spy", effect: "event-face-up-combat" };

  it("Hebrew step 2: one optional ability per side, attacker first, then defender", () => {
    let b = startBattle(
      input(
        { units: units("terran-marine"), startAbilities: [faceUp], deck: deck(5) },
        { units: units("protoss-zealot"), startAbilities: [offer], deck: deck(5) },
      ),
      RNG,
    );
    expect(battlePending(b)).toEqual([expect.objectContaining({ player: 0, kind: "battle-start-ability" })]);
    expect(battleLegalActions(b, 0)).toEqual([
      { type: "battle-pass" },
      { type: "battle-start-ability", ability: 0 },
    ]);
    b = act(b, { type: "battle-pass" });
    expect(battlePending(b)[0]).toMatchObject({ player: 1, kind: "battle-start-ability" });
    b = act(b, { type: "battle-start-ability", ability: 0 });
    expect(b.sides[1].healthBonus).toBe(2);
    expect(b.aftermath).toContainEqual({ kind: "start-ability-used", player: 1, source: "event:flawless" });
    // One ability only: the battle has moved on to the draws and pairing.
    expect(b.startDone).toEqual([true, true]);
  });

  it("Hebrew step 2: an ability that does not apply (defending-only) is not offered to the attacker", () => {
    const b = startBattle(
      input({ units: units("terran-marine"), startAbilities: [offer] }, { units: units("protoss-zealot") }),
      RNG,
    );
    expect(asked(b)).not.toBe("battle-start-ability");
  });
});

describe("step 3 — draws", () => {
  it("Hebrew step 3: attacker draws 3 combat cards, defender draws 1", () => {
    const b = startBattle(
      input(
        { units: units("terran-marine"), deck: deck(10) },
        { units: units("protoss-zealot"), deck: deck(10, "protoss-combat-03") },
      ),
      RNG,
    );
    expect(b.sides[0].hand).toHaveLength(3);
    expect(b.sides[1].hand).toHaveLength(1);
  });

  it("Special Mobilize (gold): the attacker draws 2 more, 5 in all", () => {
    const b = startBattle(
      input(
        { units: units("terran-marine"), deck: deck(10) },
        { units: units("protoss-zealot"), deck: deck(10, "protoss-combat-03") },
        { goldMobilize: true },
      ),
      RNG,
    );
    expect(b.sides[0].hand).toHaveLength(5);
    expect(b.sides[1].hand).toHaveLength(1);
  });

  it("Card flow: when the last card is drawn the discard pile is shuffled into a new deck at once", () => {
    const b = startBattle(
      input(
        { units: units("terran-marine"), deck: deck(2), discard: ["terran-combat-08", "terran-combat-10"] },
        { units: units("protoss-zealot"), deck: deck(3, "protoss-combat-03") },
      ),
      RNG,
    );
    expect(b.sides[0].hand).toHaveLength(3);
    expect(b.sides[0].discard).toEqual([]);
    expect(b.sides[0].deck).toHaveLength(1);
  });
});

describe("step 4 — skirmishes (pairing)", () => {
  it("Hebrew step 4: the attacker forms the maximum number of skirmishes — the smaller non-assist force", () => {
    const a = units("terran-marine", "terran-marine", "terran-firebat");
    const d = units("protoss-zealot", "protoss-zealot", "protoss-high-templar");
    let b = startBattle(
      input({ units: a, deck: deck(9) }, { units: d, deck: deck(9, "protoss-combat-03") }),
      RNG,
    );
    expect(asked(b)).toBe("battle-pair");
    // Same-type units are interchangeable: 2 attacker types × 1 defender type; the templar (assist) is never offered.
    expect(battleLegalActions(b, 0)).toHaveLength(2);
    b = act(b, { type: "battle-pair", attacker: a[0].id, defender: d[0].id });
    expect(asked(b)).toBe("battle-pair");
    b = act(b, { type: "battle-pair", attacker: a[2].id, defender: d[1].id });
    expect(b.skirmishes.map((s) => s.front)).toEqual([
      [a[0].id, d[0].id],
      [a[2].id, d[1].id],
    ]);
    expect(asked(b)).toBe("battle-support");
  });

  it("Hebrew step 4: an assist unit may not stand in the front line", () => {
    const a = units("terran-marine");
    const d = units("protoss-zealot", "protoss-high-templar");
    const b = startBattle(input({ units: a }, { units: d }), RNG);
    // 1 vs 1 non-assist: the only pairing is made automatically; a pairing with the templar would be refused.
    expect(b.skirmishes[0].front).toEqual([a[0].id, d[0].id]);
    const a2 = units("terran-marine", "terran-firebat");
    const d2 = units("protoss-zealot", "protoss-high-templar", "protoss-dragoon");
    const b2 = startBattle(input({ units: a2 }, { units: d2 }), RNG);
    expect(
      battleValidate(b2, 0, { type: "battle-pair", attacker: a2[0].id, defender: d2[1].id }),
    ).toMatchObject({ code: "battle-pair-invalid" });
  });

  it("Hebrew step 4 note: a side with only assist units puts one of them in the front line, one skirmish only", () => {
    const a = units("terran-marine", "terran-marine");
    const d = units("protoss-high-templar", "protoss-dark-archon");
    let b = startBattle(input({ units: a }, { units: d }), RNG);
    expect(battlePending(b)[0]).toMatchObject({ player: 1, kind: "battle-assist-front" });
    b = act(b, { type: "battle-assist-front", unit: d[1].id });
    expect(b.skirmishes).toHaveLength(1);
    expect(b.skirmishes[0].front).toEqual([a[0].id, d[1].id]);
  });
});

describe("step 5 — supporting units", () => {
  it("Hebrew step 5: the owner assigns every supporting unit, freely; assist units always support; attacker first", () => {
    const a = units("terran-marine", "terran-marine", "terran-goliath", "terran-goliath");
    const d = units("protoss-zealot", "protoss-dragoon", "protoss-high-templar");
    let b = startBattle(
      input({ units: a, hand: ["terran-combat-07", "terran-combat-08"] }, { units: d }),
      RNG,
    );
    b = act(b, { type: "battle-pair", attacker: a[2].id, defender: d[0].id });
    expect(asked(b)).toBe("battle-pair");
    b = act(b, { type: "battle-pair", attacker: a[3].id, defender: d[1].id });
    expect(battlePending(b)[0]).toMatchObject({ player: 0, kind: "battle-support" });
    // Both marines into skirmish 1, none in skirmish 2: allowed.
    b = act(
      b,
      { type: "battle-support", unit: a[0].id, skirmish: 0 },
      { type: "battle-support", unit: a[1].id, skirmish: 0 },
    );
    expect(battlePending(b)[0]).toMatchObject({ player: 1, kind: "battle-support" });
    b = act(b, { type: "battle-support", unit: d[2].id, skirmish: 1 });
    expect(b.skirmishes.map((s) => s.support)).toEqual([
      [[a[0].id, a[1].id], []],
      [[], [d[2].id]],
    ]);
    expect(asked(b)).toBe("battle-place");
  });

  it("Hebrew step 5: a front-line unit cannot also be assigned as support", () => {
    const a = units("terran-marine", "terran-firebat", "terran-ghost");
    const d = units("protoss-zealot", "protoss-dragoon");
    let b = startBattle(input({ units: a }, { units: d }), RNG);
    b = act(
      b,
      { type: "battle-pair", attacker: a[0].id, defender: d[0].id },
      { type: "battle-pair", attacker: a[1].id, defender: d[1].id },
    );
    expect(battleValidate(b, 0, { type: "battle-support", unit: a[0].id, skirmish: 1 })).toMatchObject({
      code: "battle-not-supporting",
    });
  });
});

describe("step 6 — combat cards", () => {
  const setup = () => {
    const a = units("terran-marine", "terran-firebat");
    const d = units("protoss-zealot", "protoss-dragoon");
    let b = startBattle(
      input(
        {
          units: a,
          hand: ["terran-combat-07", "terran-combat-01", "terran-combat-08"],
          deck: deck(6, "terran-combat-10"),
        },
        { units: d, hand: ["protoss-combat-03", "protoss-combat-17"], deck: deck(6, "protoss-combat-04") },
      ),
      RNG,
    );
    b = act(b, { type: "battle-pair", attacker: a[0].id, defender: d[0].id }); // the second pair is forced
    return { a, d, b };
  };

  it("Hebrew step 6: per skirmish one normal card plus optionally one reinforcement, or the blind top card", () => {
    const { b } = setup();
    expect(battlePending(b)[0]).toMatchObject({ player: 0, kind: "battle-place" });
    const legal = battleLegalActions(b, 0);
    expect(legal).toContainEqual({
      type: "battle-place",
      skirmish: 0,
      card: "terran-combat-07",
      reinforcement: "terran-combat-01",
    });
    expect(legal).toContainEqual({ type: "battle-place", skirmish: 0, card: "top", reinforcement: null });
    expect(legal.some((a) => a.type === "battle-place" && a.card === "terran-combat-01")).toBe(false);
  });

  it("Hebrew step 6: a reinforcement is never the combat card, and the blind card takes no reinforcement", () => {
    const { b } = setup();
    expect(
      battleValidate(b, 0, { type: "battle-place", skirmish: 0, card: "terran-combat-01" }),
    ).toMatchObject({
      code: "battle-combat-card-must-be-normal",
    });
    expect(
      battleValidate(b, 0, {
        type: "battle-place",
        skirmish: 0,
        card: "top",
        reinforcement: "terran-combat-01",
      }),
    ).toMatchObject({
      code: "battle-blind-no-reinforcement",
    });
    expect(
      battleValidate(b, 0, { type: "battle-place", skirmish: 0, card: "protoss-combat-03" }),
    ).toMatchObject({
      code: "battle-card-not-in-hand",
    });
  });

  it("Hebrew step 6: the attacker places all his cards first; the defender sees where reinforcements lie, not what", () => {
    let { b } = setup();
    b = act(
      b,
      { type: "battle-place", skirmish: 0, card: "terran-combat-07", reinforcement: "terran-combat-01" },
      { type: "battle-place", skirmish: 1, card: "top" },
    );
    expect(battlePending(b)[0]).toMatchObject({ player: 1, kind: "battle-place" });
    const seen = battleView(b, 1) as { skirmishes: { cards: unknown[] }[] };
    expect(seen.skirmishes[0].cards[0]).toEqual({
      placed: true,
      blind: false,
      combat: null,
      reinforcement: "hidden",
    });
    expect(seen.skirmishes[1].cards[0]).toEqual({
      placed: true,
      blind: true,
      combat: null,
      reinforcement: null,
    });
    expect(JSON.stringify(seen.skirmishes)).not.toContain("terran-combat");
    expect((seen as unknown as { sides: { hand: unknown }[] }).sides[0].hand).toBeNull();
  });
});

describe("Brood War Defensive module", () => {
  it("English summary: after supports, the defender may switch two units; a new front line must be hittable", () => {
    const a = units("terran-firebat", "terran-marine");
    const d = units("protoss-zealot", "protoss-dragoon", "protoss-scout");
    let b = startBattle(input({ units: a }, { units: d, defensiveModule: true }), RNG);
    b = act(b, { type: "battle-pair", attacker: a[0].id, defender: d[0].id });
    b = act(b, { type: "battle-pair", attacker: a[1].id, defender: d[1].id });
    // the scout supports somewhere
    while (asked(b) === "battle-support") b = act(b, battleLegalActions(b, battlePending(b)[0].player)[0]);
    expect(battlePending(b)[0]).toMatchObject({ player: 1, kind: "battle-defensive-swap" });
    // The Scout may not become the Firebat's opponent: a Firebat cannot hit flying units.
    expect(battleValidate(b, 1, { type: "battle-defensive-swap", a: d[0].id, b: d[2].id })).toMatchObject({
      code: "battle-defensive-swap-invalid",
    });
    b = act(b, { type: "battle-defensive-swap", a: d[1].id, b: d[0].id });
    expect(b.skirmishes.map((s) => s.front[1])).toEqual([d[1].id, d[0].id]);
    // One switch only; with empty hands both sides' blind cards are placed at once.
    expect(asked(b)).toBe("battle-resolve");
  });
});
