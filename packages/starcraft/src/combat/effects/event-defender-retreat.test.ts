/**
 * The FAQ's Retreat event card (effect key event-defender-retreat), inside the battle sub-game.
 * Provisional reading: see event-defender-retreat.ts.
 */
import { describe, expect, it } from "vitest";
import { battleLegalActions, battlePending, battleResult, startBattle } from "../battle";
import { input, RNG, units } from "../testing/fixtures";
import { act, asked } from "../testing/play";
import type { BattleSide, BattleState } from "../types";
import { battleValidate } from "../validate";

const filler = (n: number) => Array.from({ length: n }, () => "zerg-combat-15");
const RETREAT = { source: "event:retreat", effect: "event-defender-retreat" };

/** A battle on planet-x whose defender holds Retreat; the attacker passes, the defender uses it. */
function retreatBattle(attacker: Partial<BattleSide>, defender: Partial<BattleSide>, unitLimit = 3) {
  let b = startBattle(
    input(
      { deck: filler(6), ...attacker },
      { deck: filler(6), startAbilities: [RETREAT], ...defender },
      { unitLimit },
    ),
    RNG,
  );
  expect(asked(b)).toBe("battle-start-ability");
  expect(battlePending(b)[0].player).toBe(1);
  b = act(b, { type: "battle-start-ability", ability: 0 });
  return b;
}

const ids = (b: BattleState, side: 0 | 1) => b.sides[side].units.map((u) => u.id);

describe("FAQ: Retreat event (event-defender-retreat)", () => {
  it("FAQ: Retreat event — the defender retreats all units to one area of the same planet", () => {
    const ua = units("terran-marine");
    const ud = units("protoss-zealot", "protoss-dragoon");
    let b = retreatBattle(
      { units: ua },
      {
        units: ud,
        retreatDestinations: [
          { planet: "planet-x", area: "area-b", room: 3 },
          { planet: "planet-x", area: "area-c", room: 2 },
          { planet: "planet-y", area: "area-z", room: 4 },
        ],
      },
    );
    // The battle is canceled: no card is drawn; the defender picks one area of this planet only.
    expect(b.canceled).toBe(true);
    expect(b.sides[0].hand).toEqual([]);
    expect(b.sides[1].hand).toEqual([]);
    expect(asked(b)).toBe("battle-retreat");
    expect(battleLegalActions(b, 1)).toEqual([
      { type: "battle-retreat", planet: "planet-x", area: "area-b" },
      { type: "battle-retreat", planet: "planet-x", area: "area-c" },
    ]);
    expect(battleValidate(b, 1, { type: "battle-retreat", planet: "planet-y", area: "area-z" })?.code).toBe(
      "battle-retreat-destination",
    );
    b = act(b, { type: "battle-retreat", planet: "planet-x", area: "area-c" });
    const r = battleResult(b)!;
    expect(r.retreated).toEqual(ud.map((u) => ({ unit: u.id, planet: "planet-x", area: "area-c" })));
    expect(r.destroyed).toEqual([]);
    // The attacker's units stay in the area: he holds it.
    expect(ids(b, 0)).toEqual(ua.map((u) => u.id));
    expect(r.attackerWon).toBe(true);
    expect(r.aftermath).toContainEqual({ kind: "start-ability-used", player: 1, source: "event:retreat" });
  });

  it("FAQ: Retreat event — retreating units beyond the room there are destroyed (the defender picks which)", () => {
    const ud = units("protoss-zealot", "protoss-zealot", "protoss-dragoon");
    let b = retreatBattle(
      { units: units("terran-marine") },
      {
        units: ud,
        retreatDestinations: [
          { planet: "planet-x", area: "area-b", room: 1 },
          { planet: "planet-y", area: "area-z", room: 4 },
        ],
      },
    );
    // One area of this planet: chosen without asking; it holds one more unit, so two are lost.
    expect(asked(b)).toBe("battle-retreat-lose");
    b = act(b, { type: "battle-retreat-lose", unit: ud[2].id });
    // The second loss is one of two interchangeable zealots: taken without asking.
    const r = battleResult(b)!;
    expect(r.destroyed).toHaveLength(2);
    expect(r.destroyed).toContain(ud[2].id);
    expect(r.retreated).toHaveLength(1);
    expect(r.retreated[0]).toMatchObject({ planet: "planet-x", area: "area-b" });
    expect([ud[0].id, ud[1].id]).toContain(r.retreated[0].unit);
  });

  it("FAQ: Retreat event — with no friendly or empty area on the planet the defender's units are destroyed", () => {
    const ud = units("protoss-zealot", "protoss-dragoon");
    const b = retreatBattle(
      { units: units("terran-marine") },
      { units: ud, retreatDestinations: [{ planet: "planet-y", area: "area-z", room: 4 }] },
    );
    const r = battleResult(b)!;
    expect(r.retreated).toEqual([]);
    expect(r.destroyed.sort()).toEqual(ud.map((u) => u.id).sort());
  });

  it("FAQ: Retreat event — an attacker over the unit limit loses the excess units (his choice)", () => {
    const ua = units("terran-marine", "terran-marine", "terran-marine", "terran-firebat", "terran-goliath");
    let b = retreatBattle(
      { units: ua, retreatDestinations: [{ planet: "planet-x", area: "area-b", room: 4 }] },
      {
        units: units("protoss-zealot"),
        retreatDestinations: [{ planet: "planet-x", area: "area-b", room: 4 }],
      },
      3,
    );
    // The defender's lone destination is taken at once; then the attacker picks 2 of his 5 units.
    expect(asked(b)).toBe("battle-retreat-select");
    expect(battlePending(b)[0]).toMatchObject({ player: 0 });
    expect(battlePending(b)[0].prompt).toContain("destroyed");
    b = act(b, { type: "battle-retreat-select", unit: ua[4].id });
    b = act(b, { type: "battle-retreat-select", unit: ua[3].id });
    const r = battleResult(b)!;
    expect(r.destroyed.sort()).toEqual([ua[3].id, ua[4].id].sort());
    // Destroyed, not retreated: no attacker unit moves, even with a destination available.
    expect(r.retreated.map((x) => x.unit)).not.toContain(ua[3].id);
    expect(r.retreated.map((x) => x.unit)).not.toContain(ua[4].id);
    expect(ids(b, 0)).toEqual([ua[0].id, ua[1].id, ua[2].id]);
    expect(b.log).toContainEqual({ event: "destroyed", unit: ua[4].id, cause: "over-unit-limit" });
  });

  it("FAQ: Retreat event — the attacker within the unit limit loses nothing", () => {
    const ua = units("terran-marine", "terran-marine", "terran-marine");
    const b = retreatBattle({ units: ua }, { units: units("protoss-zealot") }, 3);
    const r = battleResult(b)!;
    expect(ids(b, 0)).toEqual(ua.map((u) => u.id));
    expect(r.destroyed).toEqual([]);
  });

  it("FAQ: Retreat event — not offered to the attacker", () => {
    const b = startBattle(
      input(
        { units: units("terran-marine"), deck: filler(6), startAbilities: [RETREAT] },
        { units: units("protoss-zealot"), deck: filler(6) },
      ),
      RNG,
    );
    // Only "pass" was left for the attacker (applied at once): the battle goes on to the draws.
    expect(b.log).toContainEqual({ event: "start-pass", side: 0 });
    expect(b.log.some((e) => e.event === "start-ability")).toBe(false);
    expect(b.canceled).toBe(false);
    expect(b.sides[0].hand).toHaveLength(3);
  });

  it("FAQ: Retreat event — an event the attacker used first is still reported as spent", () => {
    const faceUp = { source: "event:intercepted-transmissions", effect: "event-face-up-combat" };
    let b = startBattle(
      input(
        { units: units("terran-marine"), deck: filler(6), startAbilities: [faceUp] },
        { units: units("protoss-zealot"), deck: filler(6), startAbilities: [RETREAT] },
      ),
      RNG,
    );
    b = act(b, { type: "battle-start-ability", ability: 0 });
    b = act(b, { type: "battle-start-ability", ability: 0 });
    const r = battleResult(b)!;
    expect(r.aftermath).toContainEqual({ kind: "start-ability-used", player: 0, source: faceUp.source });
    expect(r.aftermath).toContainEqual({ kind: "start-ability-used", player: 1, source: RETREAT.source });
    expect(b.sides[0].hand).toEqual([]);
  });
});
