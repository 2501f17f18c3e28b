import { Rng, seedRng } from "@koprulu/engine";
import { describe, expect, it } from "vitest";
import {
  battleApply,
  battleLegalActions,
  battlePending,
  battleResult,
  battleValidate,
  battleView,
} from "./battle";
import { combatHexOrder } from "./hex-order";
import { attackPopulation, keepsDisc } from "./population";
import { dieHits } from "./ships";
import { HEURISTIC_PRIORITY, NPC_SIZE_ORDER, priorityAssign } from "./targeting";
import { battle, party, playOut, stats } from "./testing";
import type { BattleState } from "./types";

const volleys = (b: BattleState) => b.log.filter((e) => e.kind === "volley");

describe("Eclipse battle rules", () => {
  it("E-C1: a hex with one side only has no battle", () => {
    const b = battle({ i: stats() }, [party("a", 0, ["i", "i"])]);
    expect(battlePending(b)).toEqual([]);
    expect(battleResult(b)!.survivors).toEqual(["a"]);
    expect(b.log).toEqual([]);
  });

  it("E-C5: a 6 always hits, a 1 always misses, otherwise die + computers − shields ≥ 6", () => {
    expect(dieHits(6, 0, 9)).toBe(true);
    expect(dieHits(1, 9, 0)).toBe(false);
    expect(dieHits(4, 2, 0)).toBe(true);
    expect(dieHits(4, 2, 1)).toBe(false);
    expect(dieHits(5, 3, 2)).toBe(true);
    // In play: against shields 9 only sixes land; with computer +9 everything but ones lands.
    const b = playOut(
      battle(
        {
          a: stats({ computer: 9, shield: 9, hull: 300, cannons: [1, 1, 1, 1] }),
          d: stats({ hull: 120, cannons: [1, 1, 1, 1] }),
        },
        [party("att", 0, ["a"]), party("def", 1, ["d"], { entered: 0 })],
      ),
    );
    // Hits per volley (the last volley may have more hits than ships left to take them).
    const perVolley: { party: string; rolls: number[]; hits: number }[] = [];
    for (const e of b.log) {
      if (e.kind === "volley") perVolley.push({ party: e.party, rolls: e.rolls, hits: 0 });
      if (e.kind === "hit") perVolley[perVolley.length - 1]!.hits++;
    }
    expect(perVolley.length).toBeGreaterThan(20);
    for (const v of perVolley.slice(0, -1))
      expect(v.hits).toBe(
        v.party === "att" ? v.rolls.filter((x) => x !== 1).length : v.rolls.filter((x) => x === 6).length,
      );
  });

  it("E-C4: types activate by initiative, highest first, the defender first on ties", () => {
    const b = battle(
      {
        fast: stats({ initiative: 5, hull: 30 }),
        tie: stats({ initiative: 3, hull: 30 }),
        dtie: stats({ initiative: 3, hull: 30 }),
        slow: stats({ initiative: 1, hull: 30 }),
      },
      [party("att", 0, ["fast", "tie"], { entered: 2 }), party("def", 1, ["slow", "dtie"], { entered: 1 })],
    );
    const played = playOut(b);
    const firstRound = volleys(played)
      .slice(0, 4)
      .map((v) => (v.kind === "volley" ? v.type : ""));
    expect(firstRound).toEqual(["fast", "dtie", "tie", "slow"]);
  });

  it("E-C3: missiles fire once, by initiative, before the first cannon round", () => {
    const b = playOut(
      battle(
        { m: stats({ missiles: [2, 2], initiative: 1, hull: 20 }), d: stats({ initiative: 4, hull: 20 }) },
        [party("att", 0, ["m"]), party("def", 1, ["d"], { entered: 0 })],
      ),
    );
    const v = volleys(b);
    expect(v[0]).toMatchObject({ party: "att", missiles: true, rolls: expect.any(Array) });
    expect(v[0]!.kind === "volley" && v[0]!.rolls.length).toBe(2);
    expect(v.filter((x) => x.kind === "volley" && x.missiles)).toHaveLength(1);
    expect(v[1]).toMatchObject({ party: "def", missiles: false });
  });

  it("E-C6: one die's damage goes to one ship (never split); a ship dies once damage exceeds its hull", () => {
    // An orange die (2 damage) against a hull-1 cruiser and a hull-0 interceptor: it is put on one ship only.
    let b = battle(
      {
        p: stats({ computer: 9, cannons: [2], initiative: 9 }),
        c: stats({ kind: "cruiser", hull: 1 }),
        i: stats(),
      },
      [party("att", 0, ["p"]), party("def", 1, ["c", "i"], { entered: 0 })],
      "split",
    );
    while (battlePending(b)[0]?.kind === "battle-activation")
      b = battleApply(b, 0, { type: "battle-attack" });
    // The first volley either missed (a 1) or asks where the single die goes.
    if (battlePending(b)[0]?.kind === "battle-assign") {
      const acts = battleLegalActions(b, 0);
      expect(acts.every((a) => a.type === "battle-assign" && a.die === 0)).toBe(true);
      expect(acts).toHaveLength(2);
      const cruiserId = b.ships.find((s) => s.type === "c")!.id;
      const logged = b.log.length;
      b = battleApply(b, 0, { type: "battle-assign", die: 0, target: cruiserId });
      expect(b.log[logged]).toEqual({
        kind: "hit",
        party: "att",
        ship: cruiserId,
        damage: 2,
        destroyed: true,
      });
      expect(b.log[logged + 1]?.kind).not.toBe("hit"); // nothing of that die reached another ship
    }
    // Hull 1 survives one point of damage.
    const h = playOut(
      battle(
        { a: stats({ computer: 9, initiative: 9 }), c: stats({ kind: "cruiser", hull: 1, cannons: [] }) },
        [party("att", 0, ["a"]), party("def", 1, ["c"], { entered: 0 })],
      ),
    );
    const hits = h.log.filter((e) => e.kind === "hit");
    expect(hits[0]).toMatchObject({ damage: 1, destroyed: false });
    expect(hits[1]).toMatchObject({ damage: 1, destroyed: true });
  });

  it("E-C7: the firing player chooses among the ships each hitting die can hit", () => {
    // A 4 with computer +1 hits the unshielded ship only; the player is asked only when there is a choice.
    let b = battle(
      {
        a: stats({ computer: 1, cannons: [1, 1, 1, 1, 1, 1], initiative: 9 }),
        s: stats({ shield: 3, hull: 9, cannons: [] }),
        u: stats({ hull: 9, cannons: [] }),
      },
      [party("att", 0, ["a"]), party("def", 1, ["s", "u"], { entered: 0 })],
      "choice",
    );
    for (let i = 0; i < 50 && battlePending(b)[0]?.kind !== "battle-assign"; i++) {
      const d = battlePending(b)[0]!;
      b = battleApply(b, d.player, battleLegalActions(b, d.player)[0]!);
    }
    expect(b.pending?.kind).toBe("assign");
    if (b.pending?.kind !== "assign") return;
    const shielded = b.ships.find((s) => s.type === "s")!.id;
    for (const a of battleLegalActions(b, 0)) {
      if (a.type !== "battle-assign") continue;
      const value = (b.pending as { dice: { value: number }[] }).dice[a.die]!.value;
      if (a.target === shielded) expect(dieHits(value, 1, 3)).toBe(true);
      expect(dieHits(value, 1, 0)).toBe(true);
    }
    expect(battleValidate(b, 0, { type: "battle-assign", die: 99, target: shielded })?.code).toBe(
      "die-cannot-hit-target",
    );
    expect(battleValidate(b, 1, { type: "battle-attack" })?.code).toBe("not-your-decision");
  });

  it("E-D4: Ancients and the GCDS destroy the largest ship they can, else damage the largest", () => {
    const canHit = () => true;
    const targets = [
      { kind: "interceptor" as const, hp: 1, shield: 0 },
      { kind: "dreadnought" as const, hp: 3, shield: 0 },
      { kind: "cruiser" as const, hp: 2, shield: 0 },
    ];
    const one = [{ damage: 1, value: 6 }];
    expect(priorityAssign(one, targets, canHit, NPC_SIZE_ORDER)).toEqual([0]); // only the interceptor can die
    const two = [
      { damage: 1, value: 6 },
      { damage: 1, value: 6 },
    ];
    expect(priorityAssign(two, targets, canHit, NPC_SIZE_ORDER)).toEqual([2, 2]); // the cruiser can die
    const none = [{ damage: 1, value: 6 }];
    expect(priorityAssign(none, targets.slice(1), canHit, NPC_SIZE_ORDER)).toEqual([0]); // nothing dies: the dreadnought takes it
    // In a battle the NPC volley needs no decision from anybody.
    const b = battle(
      {
        anc: stats({ kind: "ancient", initiative: 9, computer: 9, cannons: [1, 1], mobile: false }),
        c: stats({ kind: "cruiser", hull: 1, cannons: [] }),
        i: stats({ cannons: [] }),
      },
      [party("p", 0, ["i", "c"]), party("npc", null, ["anc"], { entered: 0 })],
    );
    const played = playOut(b);
    expect(battleResult(played)!.survivors).toEqual(["npc"]);
  });

  it("heuristic (spec §13): kill the highest-priority target the dice can kill, else hit the highest priority", () => {
    const canHit = () => true;
    const targets = [
      { kind: "interceptor" as const, hp: 1, shield: 0 },
      { kind: "cruiser" as const, hp: 2, shield: 0 },
      { kind: "starbase" as const, hp: 3, shield: 0 },
    ];
    expect(priorityAssign([{ damage: 1, value: 6 }], targets, canHit, HEURISTIC_PRIORITY)).toEqual([0]);
    expect(priorityAssign([{ damage: 2, value: 6 }], targets, canHit, HEURISTIC_PRIORITY)).toEqual([1]);
    // Three yellow hits: two kill the cruiser, the third kills the interceptor (the starbase cannot die).
    const three = priorityAssign(
      [
        { damage: 1, value: 6 },
        { damage: 1, value: 6 },
        { damage: 1, value: 6 },
      ],
      targets,
      canHit,
      HEURISTIC_PRIORITY,
    );
    expect([...three].sort()).toEqual([0, 1, 1]);
  });

  it("E-C8: a retreating type can still be fired on and leaves at its next activation", () => {
    let b = battle(
      { r: stats({ initiative: 5, hull: 50, cannons: [] }), d: stats({ initiative: 1, hull: 50 }) },
      [party("att", 0, ["r", "r"], { retreatHexes: ["105"] }), party("def", 1, ["d"], { entered: 0 })],
    );
    expect(battlePending(b)[0]!.kind).toBe("battle-activation");
    expect(battleLegalActions(b, 0)).toEqual([
      { type: "battle-attack" },
      { type: "battle-retreat", to: "105" },
    ]);
    b = playOut(
      battleApply(b, 0, { type: "battle-retreat", to: "105" }),
      (_, acts) => acts[acts.length - 1]!,
    );
    const log = b.log.map((e) => e.kind);
    // Between announcing the retreat and leaving, the defender's type fired at the retreating ships.
    expect(log.indexOf("retreat-start")).toBeLessThan(log.indexOf("volley"));
    expect(log.indexOf("volley")).toBeLessThan(log.indexOf("retreated"));
    expect(log.filter((k) => k === "retreated")).toHaveLength(1);
    const r = battleResult(b)!;
    expect(r.retreated.map((x) => x.to)).toEqual(["105", "105"]);
    expect(r.survivors).toEqual(["def"]);
    // Withdrawing everything: no participation tile.
    expect(r.reputationDraws.find((d) => d.party === "att")!.tiles).toBe(0);
  });

  it("E-C8 ruling: starbases (immobile) are never offered a retreat", () => {
    const b = battle(
      {
        sb: stats({ kind: "starbase", initiative: 9, mobile: false, computer: 9, hull: 9 }),
        d: stats({ initiative: 1 }),
      },
      [party("att", 0, ["sb"], { retreatHexes: ["105"] }), party("def", 1, ["d"], { entered: 0 })],
    );
    expect(battlePending(b)[0]?.kind).not.toBe("battle-activation");
  });

  it("E-C9: in a stalemate the attacker may retreat, otherwise all his ships are destroyed", () => {
    const types = { a: stats({ cannons: [], missiles: [1] }), d: stats({ cannons: [], hull: 5 }) };
    const trapped = playOut(battle(types, [party("att", 0, ["a"]), party("def", 1, ["d"], { entered: 0 })]));
    expect(battleResult(trapped)!.survivors).toEqual(["def"]);
    expect(trapped.log).toContainEqual({ kind: "stalemate", party: "att", outcome: "destroyed" });
    let free = battle(types, [
      party("att", 0, ["a"], { retreatHexes: ["104"] }),
      party("def", 1, ["d"], { entered: 0 }),
    ]);
    free = playOut(free, (_, acts) => acts.find((a) => a.type === "battle-retreat") ?? acts[0]!);
    expect(free.log).toContainEqual({ kind: "stalemate", party: "att", outcome: "retreat" });
    expect(battleResult(free)!.retreated).toHaveLength(1);
  });

  it("E-C1 / E-R5: hexes are fought in descending sector number", () => {
    expect(combatHexOrder(["001", "105", "312", "221", "208"])).toEqual(["312", "221", "208", "105", "001"]);
  });

  it("E-C2: players fight first, in reverse order of entry; the disc holder fights last as defender; then the NPCs", () => {
    const types = {
      x: stats({ computer: 9, initiative: 3 }),
      anc: stats({ kind: "ancient", mobile: false, initiative: 0 }),
    };
    let npcFights = 0;
    for (const seed of ["a", "b", "c", "d", "e"]) {
      const b = playOut(
        battle(
          types,
          [
            party("holder", 0, ["x"], { entered: 3, hasDisc: true }),
            party("first", 1, ["x"], { entered: 1 }),
            party("second", 2, ["x"], { entered: 2 }),
            party("npc", null, ["anc"], { entered: 0 }),
          ],
          seed,
        ),
      );
      const fights = b.log.flatMap((e) => (e.kind === "engagement" ? [e] : []));
      const winners = b.log.flatMap((e) => (e.kind === "engagement-end" ? [e.winner] : []));
      // The last two to enter fight first; the later one attacks.
      expect(fights[0]).toMatchObject({ attacker: "second", defender: "first" });
      // Its survivor attacks the disc holder, who defends, whenever he entered.
      if (winners[0])
        expect(fights[1]).toEqual({ kind: "engagement", attacker: winners[0], defender: "holder" });
      // Only then does the last player standing attack the Ancients, who defend.
      const npcFight = fights.findIndex((f) => f.defender === "npc");
      if (npcFight >= 0) {
        npcFights++;
        expect(npcFight).toBe(fights.length - 1);
        expect(fights.slice(0, npcFight).every((f) => f.defender !== "npc" && f.attacker !== "npc")).toBe(
          true,
        );
      }
    }
    expect(npcFights).toBeGreaterThan(0);
  });

  it("E-C2 / Draco: Descendants of Draco share a hex with Ancients without a battle, not with the GCDS", () => {
    const types = {
      x: stats(),
      anc: stats({ kind: "ancient", mobile: false }),
      gcds: stats({ kind: "gcds", mobile: false, hull: 7 }),
    };
    const calm = battle(types, [
      party("draco", 0, ["x"], { coexistsWithAncients: true }),
      party("npc", null, ["anc"], { entered: 0 }),
    ]);
    expect(battleResult(calm)!.survivors).toEqual(["draco", "npc"]);
    const fight = battle(types, [
      party("draco", 0, ["x"], { coexistsWithAncients: true }),
      party("npc", null, ["gcds"], { entered: 0 }),
    ]);
    expect(fight.log[0]).toMatchObject({ kind: "engagement", attacker: "draco", defender: "npc" });
  });

  it("E-C10: attacking population — cannons only, one cube per hit, no shields; Neutron Bombs kill all", () => {
    const rng = new Rng(seedRng("pop"));
    const ships = [stats({ cannons: [1, 4], missiles: [2, 2] }), stats({ computer: 9, cannons: [1] })];
    const r = attackPopulation({ ships, cubes: 5, neutronBombs: false }, rng);
    expect(r.rolls).toHaveLength(3); // missiles never fire at population
    const hits = [dieHits(r.rolls[0]!, 0, 0), dieHits(r.rolls[1]!, 0, 0), dieHits(r.rolls[2]!, 9, 0)].filter(
      Boolean,
    ).length;
    expect(r.killed).toBe(hits);
    expect(attackPopulation({ ships, cubes: 3, neutronBombs: true }, rng)).toEqual({
      killed: 3,
      rolls: [],
      cause: "neutron-bombs",
    });
    expect(keepsDisc(3, 2)).toBe(true);
    expect(keepsDisc(3, 3)).toBe(false);
  });

  it("E-C13: Planta cubes die when enemy ships remain after combat", () => {
    const rng = new Rng(seedRng("planta"));
    expect(
      attackPopulation(
        { ships: [stats({ cannons: [] })], cubes: 2, neutronBombs: false, plantaDefender: true },
        rng,
      ),
    ).toMatchObject({
      killed: 2,
      cause: "planta",
    });
  });

  it("E-C11 (provisional counts): 1 for taking part + 1/2/3 per kill by size, at most 5, in order of entry", () => {
    const types = {
      big: stats({ computer: 9, cannons: [1, 1, 1, 1, 1, 1, 1, 1], initiative: 9, hull: 20 }),
      d: stats({ kind: "dreadnought", hull: 0, cannons: [] }),
      c: stats({ kind: "cruiser", hull: 0, cannons: [] }),
    };
    const b = playOut(
      battle(
        types,
        [party("att", 0, ["big"], { entered: 2 }), party("def", 1, ["d", "d", "c"], { entered: 1 })],
        "rep",
      ),
    );
    const draws = battleResult(b)!.reputationDraws;
    expect(draws.map((d) => d.party)).toEqual(["def", "att"]);
    const attKills = b.kills.att!;
    expect(draws[1]!.tiles).toBe(
      Math.min(5, 1 + attKills.reduce((n, k) => n + (k === "dreadnought" ? 3 : 2), 0)),
    );
    expect(draws[0]!.tiles).toBe(1);
  });

  it("E-C12: the result lists the damage on surviving ships, for the ruleset to repair at the end of the phase", () => {
    const types = {
      tough: stats({ hull: 30, computer: 9, initiative: 9, cannons: [1] }),
      weak: stats({ hull: 0, computer: 9 }),
    };
    let damaged = 0;
    for (const seed of ["r1", "r2", "r3", "r4"]) {
      const b = playOut(
        battle(
          types,
          [party("att", 0, ["tough"]), party("def", 1, ["weak", "weak", "weak"], { entered: 0 })],
          seed,
        ),
      );
      const r = battleResult(b)!;
      damaged += Object.keys(r.damage).length;
      const survivors = b.ships.filter((s) => s.state === "in");
      for (const s of survivors) expect(r.damage[s.id] ?? 0).toBe(s.damage);
      expect(Object.keys(r.damage).every((id) => survivors.some((s) => s.id === Number(id)))).toBe(true);
    }
    expect(damaged).toBeGreaterThan(0);
  });

  it("the sub-game is pure and its validation never throws", () => {
    const b = battle({ a: stats({ initiative: 5 }), d: stats() }, [
      party("att", 0, ["a"], { retreatHexes: ["1"] }),
      party("def", 1, ["d"], { entered: 0 }),
    ]);
    const before = JSON.stringify(b);
    battleApply(b, 0, { type: "battle-attack" });
    expect(JSON.stringify(b)).toBe(before);
    for (const junk of [null, 5, "x", {}, { type: 3 }, { type: "battle-retreat", to: "nowhere" }])
      expect(battleValidate(b, 0, junk)).not.toBeNull();
    expect(battleView(b)).not.toHaveProperty("rng");
  });
});
