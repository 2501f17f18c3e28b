/**
 * Steps 7–9 of "conducting a battle" (Hebrew rulebook; where the texts differ, the test name says
 * which one is followed), Air Support, the gold Mobilize bonus and the FAQ rulings.
 */
import { describe, expect, it } from "vitest";
import { battleLegalActions, battlePending, battleResult, startBattle } from "./battle";
import { card, catalogWith, input, RNG, units } from "./testing/fixtures";
import { act, asked, finish } from "./testing/play";
import { fight, planned } from "./testing/scenario";
import type { BattleState } from "./types";

const filler = (n: number) => Array.from({ length: n }, () => "zerg-combat-15");
const weak = card("weak", { units: [], minor: { attack: 0, health: 9 }, major: null });
const report = (s: BattleState, k = 0) => s.skirmishes[k].report!;

describe("step 7 — resolving skirmishes", () => {
  it("Hebrew step 7: the attacker picks which skirmish to resolve next", () => {
    const a = units("terran-marine", "terran-firebat");
    const d = units("protoss-zealot", "protoss-dragoon");
    let b = startBattle(input({ units: a, deck: filler(6) }, { units: d, deck: filler(6) }), RNG);
    b = act(b, { type: "battle-pair", attacker: a[0].id, defender: d[0].id });
    while (asked(b) === "battle-place") b = act(b, battleLegalActions(b, battlePending(b)[0].player).at(-1)!);
    expect(battlePending(b)[0]).toMatchObject({ player: 0, kind: "battle-resolve" });
    b = act(b, { type: "battle-resolve", skirmish: 1 });
    // The last skirmish is then forced; the log shows the chosen order.
    expect(b.log.filter((e) => e.event === "skirmish").map((e) => e.skirmish)).toEqual([1, 0]);
  });

  it("Hebrew 7(2)i: major values when the front-line unit is pictured on the card, minor values otherwise", () => {
    const { state } = fight(
      input(
        { units: units("terran-marine"), hand: ["terran-combat-07"], deck: filler(3) },
        { units: units("protoss-dragoon"), hand: ["protoss-combat-03"], deck: filler(3) },
      ),
      { 0: [["terran-combat-07"]], 1: [["protoss-combat-03"]] },
    );
    expect(report(state).attack).toEqual([6, 2]); // marine pictured: 6/4; dragoon not on the Zealot card: 2/5
    expect(report(state).health).toEqual([4, 5]);
  });

  it("Hebrew 7(2)ii + 'vs' keyword: a card bonus applies only against the named enemy front line", () => {
    const vsAir = fight(
      input(
        { units: units("terran-marine"), hand: ["terran-combat-08"], deck: filler(3) },
        { units: units("protoss-scout"), hand: ["protoss-combat-03"], deck: filler(3) },
      ),
      { 0: [["terran-combat-08"]], 1: [["protoss-combat-03"]] },
    );
    expect(report(vsAir.state).attack[0]).toBe(6);
    const vsGround = fight(
      input(
        { units: units("terran-marine"), hand: ["terran-combat-08"], deck: filler(3) },
        { units: units("protoss-zealot"), hand: ["protoss-combat-03"], deck: filler(3) },
      ),
      { 0: [["terran-combat-08"]], 1: [["protoss-combat-03"]] },
    );
    expect(report(vsGround.state).attack[0]).toBe(5);
  });

  it("Hebrew 7(2)i: a normal card's ability works only for the pictured unit it names", () => {
    const { state } = fight(
      input(
        { units: units("terran-siege-tank"), hand: ["terran-combat-19"], deck: filler(3) },
        { units: units("protoss-zealot"), hand: ["protoss-combat-03"], deck: filler(3) },
      ),
      { 0: [["terran-combat-19"]], 1: [["protoss-combat-03"]] },
    );
    expect(report(state).attack[0]).toBe(7); // "Battlecruiser: +1 attack" does not apply to the Siege Tank
  });

  it("Hebrew 7(2)iii: a reinforcement adds its bonus; 7(1)ii: one that fits no unit is discarded", () => {
    const wraithOnly = card("wraith-reinf", {
      units: ["terran-wraith"],
      reinforcement: true,
      abilities: [{ key: "gain-health", params: { amount: 3 } }],
    });
    const cat = catalogWith([wraithOnly]);
    const fits = fight(
      input(
        { units: units("terran-marine"), hand: ["terran-combat-07", "terran-combat-01"], deck: filler(3) },
        { units: units("protoss-zealot"), hand: ["protoss-combat-03"], deck: filler(3) },
        { catalog: cat },
      ),
      { 0: [["terran-combat-07", "terran-combat-01"]], 1: [["protoss-combat-03"]] },
    );
    expect(report(fits.state).health[0]).toBe(5);
    const misfit = fight(
      input(
        { units: units("terran-marine"), hand: ["terran-combat-07", "wraith-reinf"], deck: filler(3) },
        { units: units("protoss-zealot"), hand: ["protoss-combat-03"], deck: filler(3) },
        { catalog: cat },
      ),
      { 0: [["terran-combat-07", "wraith-reinf"]], 1: [["protoss-combat-03"]] },
    );
    expect(report(misfit.state).health[0]).toBe(4);
    expect(report(misfit.state).reinforcement[0]).toBeNull();
    expect(misfit.result.discards[0]).toContain("wraith-reinf");
  });

  it("Reference card: a reinforcement with the support icon may be used by a pictured supporting unit", () => {
    const icon = card("icon-reinf", {
      units: ["terran-wraith"],
      reinforcement: true,
      supportIcon: true,
      abilities: [{ key: "gain-health", params: { amount: 3 } }],
    });
    const cat = catalogWith([icon]);
    const { state } = fight(
      input(
        {
          units: units("terran-marine", "terran-wraith"),
          hand: ["terran-combat-07", "icon-reinf"],
          deck: filler(3),
        },
        { units: units("protoss-zealot"), hand: ["protoss-combat-03"], deck: filler(3) },
        { catalog: cat },
      ),
      { 0: [["terran-combat-07", "icon-reinf"]], 1: [["protoss-combat-03"]] },
    );
    expect(report(state).health[0]).toBe(7);
  });

  it("Hebrew 7(2)iv: support strength counts only from supporting units able to hit the enemy front line", () => {
    const { state } = fight(
      input(
        {
          units: units("terran-marine", "terran-firebat", "terran-goliath"),
          hand: ["terran-combat-07"],
          deck: filler(3),
        },
        { units: units("protoss-scout"), hand: ["protoss-combat-03"], deck: filler(3) },
      ),
      { 0: [["terran-combat-07"]], 1: [["protoss-combat-03"]] },
      (_b, legal) => legal.find((a) => a.type === "battle-pair"),
    );
    // Marine 6 + Goliath 1 (hits air); the Firebat (ground only) adds nothing against the Scout.
    expect(report(state).attack[0]).toBe(7);
  });

  it("Hebrew 7(3): attack ≥ health destroys, both sides at once", () => {
    const { state, result } = fight(
      input(
        { units: units("terran-marine"), hand: ["terran-combat-07"], deck: filler(3) },
        { units: units("protoss-zealot"), hand: ["protoss-combat-03"], deck: filler(3) },
      ),
      { 0: [["terran-combat-07"]], 1: [["protoss-combat-03"]] },
    );
    // Marine 6 ≥ Zealot 6; Zealot 5 ≥ Marine 4.
    expect(report(state).attack).toEqual([6, 5]);
    expect(result.destroyed).toHaveLength(2);
    expect(result.attackerWon).toBe(false); // all attacker units destroyed: the defender wins
  });

  it("Hebrew 7(3) ground/air: a front line that cannot be hit protects it — a supporting unit of the owner's choice dies instead", () => {
    const d = units("protoss-scout", "protoss-dragoon", "protoss-zealot");
    let b = startBattle(
      input(
        { units: units("terran-firebat"), hand: ["terran-combat-07"], deck: filler(3) },
        { units: d, hand: ["protoss-combat-03"], deck: filler(3) },
      ),
      RNG,
    );
    b = act(b, { type: "battle-pair", attacker: b.sides[0].units[0].id, defender: d[0].id });
    b = act(
      b,
      { type: "battle-place", skirmish: 0, card: "terran-combat-07" },
      { type: "battle-place", skirmish: 0, card: "protoss-combat-03" },
    );
    // Firebat 6 ≥ Scout 5 but cannot hit flying: the defender loses a supporting ground unit of his choice.
    expect(battlePending(b)[0]).toMatchObject({ player: 1, kind: "battle-lose" });
    expect(battleLegalActions(b, 1)).toEqual([
      { type: "battle-lose", unit: d[1].id },
      { type: "battle-lose", unit: d[2].id },
    ]);
    b = act(b, { type: "battle-lose", unit: d[2].id });
    // Values stay fixed: the Scout's attack (2 + 2 supports = 4) still destroys the Firebat (health 4).
    expect(report(b).attack[1]).toBe(4);
    const r = battleResult(b) ?? finish(b).result;
    expect(r.destroyed).toEqual(expect.arrayContaining([d[2].id, b.skirmishes[0].front[0]]));
    expect(r.destroyed).not.toContain(d[0].id);
  });

  it("Hebrew 7(3) cloaking: a cloaked unit that loses withdraws to a friendly or empty area instead", () => {
    const dt = units("protoss-dark-templar");
    const { result } = fight(
      input(
        { units: units("terran-marine"), hand: ["terran-combat-07"], deck: filler(3) },
        { units: dt, hand: ["protoss-combat-03"], deck: filler(3), withdrawAreas: ["area-b"] },
      ),
      { 0: [["terran-combat-07"]], 1: [["protoss-combat-03"]] },
    );
    expect(result.withdrawn).toEqual([{ unit: dt[0].id, area: "area-b" }]);
    expect(result.destroyed).not.toContain(dt[0].id);
    expect(result.attackerWon).toBe(true);
  });

  it("Hebrew 7(3) detector: an enemy detector in the skirmish cancels cloaking — the unit dies", () => {
    const dt = units("protoss-dark-templar");
    const { result } = fight(
      input(
        {
          units: units("terran-marine", "terran-science-vessel"),
          hand: ["terran-combat-07"],
          deck: filler(3),
        },
        { units: dt, hand: ["protoss-combat-03"], deck: filler(3) },
      ),
      { 0: [["terran-combat-07"]], 1: [["protoss-combat-03"]] },
    );
    expect(result.withdrawn).toEqual([]);
    expect(result.destroyed).toContain(dt[0].id);
  });

  it("Hebrew 7(3) cloaking: with no area to withdraw to, the cloaked unit is destroyed anyway", () => {
    const dt = units("protoss-dark-templar");
    const { result } = fight(
      input(
        { units: units("terran-marine"), hand: ["terran-combat-07"], deck: filler(3) },
        { units: dt, hand: ["protoss-combat-03"], deck: filler(3), withdrawAreas: [] },
      ),
      { 0: [["terran-combat-07"]], 1: [["protoss-combat-03"]] },
    );
    expect(result.destroyed).toContain(dt[0].id);
  });

  it("English summary: when both sides must withdraw, the defender withdraws first", () => {
    const a = units("protoss-dark-templar");
    const d = units("zerg-lurker");
    const cat = catalogWith([card("big", { units: [], minor: { attack: 9, health: 1 } })]);
    let b = startBattle(
      input(
        { units: a, hand: ["big"], deck: filler(3), withdrawAreas: ["a1", "a2"] },
        { units: d, hand: ["big"], deck: filler(3), withdrawAreas: ["d1", "d2"] },
        { catalog: cat },
      ),
      RNG,
    );
    b = act(
      b,
      { type: "battle-place", skirmish: 0, card: "big" },
      { type: "battle-place", skirmish: 0, card: "big" },
    );
    expect(battlePending(b)[0]).toMatchObject({ player: 1, kind: "battle-withdraw" });
    b = act(b, { type: "battle-withdraw", area: "d2" });
    expect(battlePending(b)[0]).toMatchObject({ player: 0, kind: "battle-withdraw" });
  });

  it("Hebrew 7(1)i: a reinforcement revealed as the combat card (blind draw) is discarded and replaced until a normal card", () => {
    const { state, result } = fight(
      input(
        {
          units: units("terran-marine"),
          hand: [],
          deck: [...filler(3), "terran-combat-01", "terran-combat-01", "terran-combat-07", ...filler(2)],
        },
        { units: units("protoss-zealot"), hand: ["protoss-combat-03"], deck: filler(3) },
      ),
      { 0: ["top"], 1: [["protoss-combat-03"]] },
    );
    expect(report(state).replaced[0]).toEqual(["terran-combat-01", "terran-combat-01"]);
    expect(report(state).combat[0]).toBe("terran-combat-07");
    expect(result.discards[0]).toEqual(["terran-combat-01", "terran-combat-01", "terran-combat-07"]);
  });

  it("Hebrew 7 discard: played cards are discarded; single-use technologies return to the technology deck", () => {
    const oneShot = card("one-shot", {
      units: ["terran-marine"],
      major: { attack: 6, health: 6 },
      minor: { attack: 1, health: 1 },
      singleUse: true,
    });
    const { result } = fight(
      input(
        { units: units("terran-marine"), hand: ["one-shot"], deck: filler(3) },
        { units: units("protoss-zealot"), hand: ["protoss-combat-03"], deck: filler(3) },
        { catalog: catalogWith([oneShot]) },
      ),
      { 0: [["one-shot"]], 1: [["protoss-combat-03"]] },
    );
    expect(result.techReturned).toEqual(["one-shot"]);
    expect(result.discards[0]).not.toContain("one-shot");
    expect(result.discards[1]).toContain("protoss-combat-03");
  });
});

describe("step 8 — splash damage", () => {
  const tSplash = card("t-splash", {
    units: ["terran-firebat"],
    major: { attack: 9, health: 9 },
    minor: { attack: 1, health: 1 },
    abilities: [{ key: "splash", params: { targets: "ground" } }],
  });
  const pSplash = card("p-splash", {
    units: ["protoss-reaver"],
    major: { attack: 9, health: 9 },
    minor: { attack: 1, health: 1 },
    abilities: [{ key: "splash", params: { targets: "ground" } }],
  });
  const cat = catalogWith([tSplash, pSplash, weak]);

  it("Hebrew step 8: each triggered splash card makes the opponent destroy a surviving unit; the attacker chooses its losses first", () => {
    const a = units("terran-firebat", "terran-marine", "terran-medic");
    const d = units("protoss-reaver", "protoss-zealot", "protoss-high-templar", "protoss-dark-archon");
    let b = startBattle(
      input(
        { units: a, hand: ["t-splash", "weak"], deck: filler(3) },
        { units: d, hand: ["p-splash", "weak"], deck: filler(3) },
        { catalog: cat },
      ),
      RNG,
    );
    b = act(b, { type: "battle-pair", attacker: a[0].id, defender: d[0].id });
    // supports: the medic, then the defender's two assist units (one skirmish each way is a choice)
    while (asked(b) === "battle-support") b = act(b, battleLegalActions(b, battlePending(b)[0].player)[0]);
    b = act(
      b,
      { type: "battle-place", skirmish: 0, card: "t-splash" },
      { type: "battle-place", skirmish: 1, card: "weak" },
      { type: "battle-place", skirmish: 0, card: "p-splash" },
      { type: "battle-place", skirmish: 1, card: "weak" },
      { type: "battle-resolve", skirmish: 0 },
    );
    expect(b.skirmishes[0].report!.splashTriggered).toEqual(["t-splash", "p-splash"]);
    // Skirmish 2 resolves by itself (last one); then splash: the attacker picks his loss first.
    expect(battlePending(b)[0]).toMatchObject({ player: 0, kind: "battle-lose" });
    expect(
      battleLegalActions(b, 0)
        .map((x) => (x as { unit: number }).unit)
        .sort(),
    ).toEqual([a[1].id, a[2].id].sort());
    b = act(b, { type: "battle-lose", unit: a[2].id });
    expect(battlePending(b)[0]).toMatchObject({ player: 1, kind: "battle-lose" });
  });

  it("Hebrew 7(3) cloaking: a cloaked unit hit by splash damage cannot withdraw — it is destroyed", () => {
    const a = units("terran-firebat", "terran-marine");
    const d = units("protoss-zealot", "protoss-dark-templar");
    let b = startBattle(
      input(
        { units: a, hand: ["t-splash", "weak"], deck: filler(3) },
        { units: d, hand: ["weak", "weak"], deck: filler(3), withdrawAreas: ["area-b"] },
        { catalog: cat },
      ),
      RNG,
    );
    b = act(b, { type: "battle-pair", attacker: a[0].id, defender: d[0].id });
    const r = finish(b, planned({ 0: [["t-splash"], ["weak"]], 1: [["weak"], ["weak"]] })).result;
    expect(r.destroyed.sort()).toEqual([d[0].id, d[1].id].sort());
    expect(r.withdrawn).toEqual([]);
  });

  it("English FAQ: splash is triggered only by the attack value, not by a card effect that destroys a unit", () => {
    const broodSplash = card("brood-splash", {
      units: ["zerg-zergling"],
      major: { attack: 0, health: 9 },
      minor: { attack: 0, health: 9 },
      abilities: [
        { key: "splash", params: { targets: "any" } },
        { key: "destroy-enemy-unit", params: { targets: "ground" } },
      ],
    });
    const { result, state } = fight(
      input(
        { units: units("zerg-zergling"), hand: ["brood-splash"], deck: filler(3) },
        { units: units("terran-marine", "terran-marine"), hand: ["weak"], deck: filler(3) },
        { catalog: catalogWith([broodSplash, weak]) },
      ),
      { 0: [["brood-splash"]], 1: [["weak"]] },
    );
    expect(report(state).splashTriggered).toEqual([]);
    expect(result.destroyed).toHaveLength(1); // only the Spawn-Broodling-style kill
  });

  it("Hebrew errata: destroying the Scourge of Zerg cards 10–12 does not trigger the opponent's splash", () => {
    const airSplash = card("air-splash", {
      units: ["terran-valkyrie"],
      major: { attack: 9, health: 1 },
      minor: { attack: 1, health: 1 },
      abilities: [{ key: "splash", params: { targets: "flying" } }],
    });
    const { state, result } = fight(
      input(
        { units: units("terran-valkyrie", "terran-wraith"), hand: ["air-splash"], deck: filler(3) },
        { units: units("zerg-scourge", "zerg-mutalisk"), hand: ["zerg-combat-core-12"], deck: filler(3) },
        { catalog: catalogWith([airSplash]) },
      ),
      { 0: [["air-splash"], "top"], 1: [["zerg-combat-core-12"], "top"] },
      (_b, legal) => legal[0],
    );
    const k = state.skirmishes.findIndex((s) => s.report?.combat[0] === "air-splash");
    expect(state.skirmishes[k].report!.hit[0]).toBe(false);
    expect(state.skirmishes[k].report!.splashTriggered).toEqual([]);
    expect(result.discards[0]).toContain("air-splash");
  });

  it("Hebrew step 8: splash destroys only units of the matching kind (ground/air, listed types)", () => {
    const frail = card("frail", { units: [], minor: { attack: 0, health: 1 } });
    const d = units("zerg-ultralisk", "zerg-zergling", "zerg-hydralisk", "zerg-mutalisk");
    const { result } = fight(
      input(
        { units: units("terran-firebat"), hand: ["terran-combat-10"], deck: filler(3) },
        { units: d, hand: ["frail"], deck: filler(3) },
        { catalog: catalogWith([frail]) },
      ),
      { 0: [["terran-combat-10"]], 1: [["frail"]] },
      (_b, legal) => legal.find((x) => x.type === "battle-pair" && x.defender === d[0].id),
    );
    // The Firebat card's splash may only take a Marine, Zergling or Zealot: the Zergling dies, nothing else.
    expect(result.destroyed.sort()).toEqual([d[0].id, d[1].id].sort());
  });
});

describe("step 9 — retreats", () => {
  const big = card("big", { units: [], minor: { attack: 9, health: 9 } });
  const cat = catalogWith([big, weak]);

  it("Hebrew step 9: only the attacker is left and over the unit limit — he retreats the excess", () => {
    const a = units("terran-marine", "terran-firebat", "terran-ghost");
    let b = startBattle(
      input(
        { units: a, hand: ["big", "big", "big"], deck: filler(3) },
        { units: units("protoss-zealot"), hand: ["weak"], deck: filler(3) },
        { catalog: cat, unitLimit: 1 },
      ),
      RNG,
    );
    const r = finish(
      b,
      planned({ 0: [["big"]], 1: [["weak"]] }, (_s, legal) => legal.at(-1)),
    ).result;
    expect(r.attackerWon).toBe(true);
    expect(r.retreated).toHaveLength(2);
    b = startBattle(
      input(
        { units: a, hand: ["big"], deck: filler(3) },
        { units: units("protoss-zealot"), hand: ["weak"], deck: filler(3) },
        { catalog: cat, unitLimit: 1 },
      ),
      RNG,
    );
    b = act(b, { type: "battle-pair", attacker: a[0].id, defender: b.sides[1].units[0].id });
    b = act(
      b,
      { type: "battle-place", skirmish: 0, card: "big" },
      { type: "battle-place", skirmish: 0, card: "weak" },
    );
    expect(battlePending(b)[0]).toMatchObject({ player: 0, kind: "battle-retreat-select" });
    b = act(
      b,
      { type: "battle-retreat-select", unit: a[0].id },
      { type: "battle-retreat-select", unit: a[2].id },
    );
    expect(battleResult(b)!.retreated.map((x) => x.unit)).toEqual([a[0].id, a[2].id]);
    expect(b.sides[0].units.map((u) => u.id)).toEqual([a[1].id]);
  });

  it("Hebrew step 9: both sides left — the attacker retreats, as one group, to one chosen destination", () => {
    let b = startBattle(
      input(
        {
          units: units("terran-marine", "terran-firebat"),
          hand: ["weak", "weak"],
          deck: filler(3),
          retreatDestinations: [
            { planet: "planet-x", area: "b" },
            { planet: "planet-y", area: "c" },
          ],
        },
        { units: units("protoss-zealot", "protoss-dragoon"), hand: ["weak", "weak"], deck: filler(3) },
        { catalog: cat },
      ),
      RNG,
    );
    const r = finish(
      b,
      planned({ 0: [["weak"], ["weak"]], 1: [["weak"], ["weak"]] }, (_s, legal) =>
        legal[0].type === "battle-retreat" ? legal[1] : undefined,
      ),
    );
    b = r.state;
    expect(r.result.attackerWon).toBe(false);
    expect(r.result.retreated.map((x) => [x.planet, x.area])).toEqual([
      ["planet-y", "c"],
      ["planet-y", "c"],
    ]);
  });

  it("Hebrew step 9: if the defender has only assist units left, the defender retreats", () => {
    const r2 = fight(
      input(
        { units: units("terran-marine"), hand: ["big"], deck: filler(3) },
        { units: units("protoss-zealot", "protoss-high-templar"), hand: ["weak"], deck: filler(3) },
        { catalog: cat },
      ),
      { 0: [["big"]], 1: [["weak"]] },
    );
    expect(r2.result.attackerWon).toBe(true);
    expect(r2.result.retreated).toHaveLength(1);
    expect(r2.state.sides[1].units).toHaveLength(0);
  });

  it("Hebrew step 9: units that cannot retreat (no destination) are destroyed", () => {
    const a = units("terran-marine", "terran-firebat");
    const { result } = fight(
      input(
        { units: a, hand: ["weak", "weak"], deck: filler(3), retreatDestinations: [] },
        { units: units("protoss-zealot", "protoss-dragoon"), hand: ["weak", "weak"], deck: filler(3) },
        { catalog: cat },
      ),
      { 0: [["weak"], ["weak"]], 1: [["weak"], ["weak"]] },
    );
    expect(result.destroyed.sort()).toEqual(a.map((u) => u.id).sort());
  });

  it("Hebrew step 9: more retreating units than room at the destination — the owner picks which are destroyed", () => {
    let b = startBattle(
      input(
        {
          units: units("terran-marine", "terran-firebat"),
          hand: ["weak", "weak"],
          deck: filler(3),
          retreatDestinations: [{ planet: "p", area: "a", room: 1 }],
        },
        { units: units("protoss-zealot", "protoss-dragoon"), hand: ["weak", "weak"], deck: filler(3) },
        { catalog: cat },
      ),
      RNG,
    );
    b = finish(
      b,
      planned({ 0: [["weak"], ["weak"]], 1: [["weak"], ["weak"]] }, (_s, legal) =>
        legal[0].type === "battle-retreat-lose" ? legal[1] : undefined,
      ),
    ).state;
    const r = battleResult(b)!;
    expect(r.retreated).toHaveLength(1);
    expect(r.destroyed).toHaveLength(1);
  });
});

describe("modules, gold order and FAQ", () => {
  it("Air Support module: +1 attack in a skirmish against a flying front line (own base in the area)", () => {
    const { state } = fight(
      input(
        { units: units("protoss-scout"), hand: ["protoss-combat-03"], deck: filler(3) },
        { units: units("terran-marine"), hand: ["terran-combat-07"], deck: filler(3), airSupport: true },
      ),
      { 0: [["protoss-combat-03"]], 1: [["terran-combat-07"]] },
    );
    expect(report(state).attack[1]).toBe(7);
  });

  it("Air Support module: units at the player's base are detectors (no withdrawal for enemy cloaked units)", () => {
    const dt = units("protoss-dark-templar");
    const { result } = fight(
      input(
        { units: dt, hand: ["protoss-combat-03"], deck: filler(3) },
        { units: units("terran-marine"), hand: ["terran-combat-07"], deck: filler(3), airSupport: true },
      ),
      { 0: [["protoss-combat-03"]], 1: [["terran-combat-07"]] },
    );
    expect(result.destroyed).toContain(dt[0].id);
    expect(result.withdrawn).toEqual([]);
  });

  it("Special Mobilize: the attacker adds +1 attack in each skirmish", () => {
    const { state } = fight(
      input(
        { units: units("terran-marine"), hand: ["terran-combat-07"], deck: filler(5) },
        { units: units("protoss-zealot"), hand: ["protoss-combat-03"], deck: filler(3) },
        { goldMobilize: true },
      ),
      { 0: [["terran-combat-07"]], 1: [["protoss-combat-03"]] },
    );
    expect(report(state).attack[0]).toBe(7);
  });

  it("English FAQ: a side left with no units after a start-of-battle ability still completes the battle (cards drawn, retreats)", () => {
    const boosters = { source: "tech:charon-boosters", effect: "defender-destroys-flying" };
    let b = startBattle(
      input(
        { units: units("terran-wraith"), deck: filler(5) },
        { units: units("terran-goliath"), deck: filler(5), startAbilities: [boosters] },
      ),
      RNG,
    );
    b = act(b, { type: "battle-start-ability", ability: 0 });
    const r = battleResult(b)!;
    expect(b.sides[0].hand).toHaveLength(3); // the draws still happened
    expect(r.attackerWon).toBe(false);
    expect(r.destroyed).toHaveLength(1);
  });

  it("English FAQ: Infest Command Center needs a battle — every battle reports 'battle-fought' to the rules", () => {
    const { result } = fight(
      input(
        { units: units("zerg-zergling"), hand: ["zerg-combat-03"], deck: filler(3) },
        { units: units("terran-marine"), hand: ["terran-combat-07"], deck: filler(3), ownBase: true },
      ),
      { 0: [["zerg-combat-03"]], 1: [["terran-combat-07"]] },
    );
    expect(result.aftermath).toContainEqual(
      expect.objectContaining({ kind: "battle-fought", player: 0, against: 1 }),
    );
  });

  it("English FAQ: a Defend order's guard token is not a start-of-battle ability, and health bonuses do not add up", () => {
    const offer = { source: "event:flawless", effect: "event-defense-bonus", params: { amount: 1 } };
    let b = startBattle(
      input(
        { units: units("terran-marine"), hand: ["terran-combat-07"], deck: filler(3) },
        {
          units: units("protoss-zealot"),
          hand: ["protoss-combat-03"],
          deck: filler(3),
          guardToken: true,
          startAbilities: [offer],
        },
      ),
      RNG,
    );
    expect(battlePending(b)[0]).toMatchObject({ player: 1, kind: "battle-start-ability" });
    b = act(b, { type: "battle-start-ability", ability: 0 });
    const r = finish(b, planned({ 0: [["terran-combat-07"]], 1: [["protoss-combat-03"]] })).state;
    expect(r.skirmishes[0].report!.health[1]).toBe(8); // 6 + max(2, 1)
  });
});
