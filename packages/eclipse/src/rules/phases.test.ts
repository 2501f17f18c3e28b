import { Rng } from "@koprulu/engine";
import { describe, expect, it } from "vitest";
import { policyAction } from "../combat/bot";
import { production, upkeepCost } from "./economy";
import { startCombatPhase } from "./phases";
import { eclipse } from "./ruleset";
import { finalOutcome, scoreOf, trackVp } from "./scoring";
import { act, addShip, edit, legal, newGame, placeConnected, placeHex, turnOf, types } from "./testing";
import type { EclipseState } from "./types";

const base = () => edit(newGame(2, "phases"), (s) => turnOf(s, 0));

/** Everybody passes: the Combat phase starts. */
function allPass(s: EclipseState): EclipseState {
  const t = edit(s, (x) => {
    turnOf(x, 0);
    for (const p of x.players) p.passed = p.seat !== 0;
  });
  return act(t, 0, { type: "pass" });
}

/** Answer battle decisions with the heuristic targeting until the battle is over. */
function fight(s: EclipseState, reputation = false): EclipseState {
  for (
    let i = 0;
    i < 500 && (s.step.kind === "battle" || (reputation && s.step.kind === "reputation"));
    i++
  ) {
    const d = eclipse.pending(s)[0]!;
    if (s.step.kind === "reputation") {
      s = act(s, d.player, legal(s, d.player).at(-1)!);
      continue;
    }
    const b = (s.step as { battle: Parameters<typeof policyAction>[0] }).battle;
    s = act(s, d.player, (policyAction(b, d.player, "heuristic") ?? legal(s, d.player)[0]!) as never);
  }
  return s;
}

describe("the Combat phase", () => {
  it("E-R5/E-C1: battles run hex by hex in descending sector number", () => {
    const s = edit(base(), (x) => {
      placeHex(x, "0,-1", "101");
      placeHex(x, "-1,-1", "205");
      for (const pos of ["0,-1", "-1,-1"]) {
        addShip(x, pos, 0, "interceptor");
        addShip(x, pos, 1, "interceptor");
      }
      x.phase = "combat";
    });
    const c = edit(s, (x) => startCombatPhase(x));
    // 205 was fought first (its reputation draws are open); 101 waits.
    expect(c.stats.battles).toBe(1);
    expect(c.combatQueue).toEqual(["0,-1"]);
  });

  it("E-C1/E-C12: a battle against Ancients; the winner may place a disc and takes the discovery", () => {
    let s = edit(base(), (x) => {
      const h = placeConnected(x, "0,-1", "101", "0,-2");
      h.ancients = 1;
      h.discovery = "science";
      for (let i = 0; i < 4; i++) addShip(x, "0,-1", 0, "cruiser");
      x.players[0]!.blueprints.cruiser.slots = x.players[0]!.blueprints.cruiser.slots.map((id, i) =>
        i === 1 ? "electron-computer" : id,
      );
    });
    s = fight(allPass(s), true);
    const h = s.hexes["0,-1"]!;
    if (h.ancients > 0) return; // the Ancient won this seed; the claim is tested only after a win
    expect(s.step).toMatchObject({ kind: "claim", player: 0 });
    s = act(s, 0, { type: "claim", pos: "0,-1" });
    expect(s.hexes["0,-1"]!.owner).toBe(0);
    expect(s.step).toMatchObject({ kind: "discovery", tile: "science" });
  });

  it("E-C10: ships attack the population after the battles; Neutron Bombs destroy every cube; no cube left, no disc", () => {
    let s = edit(base(), (x) => {
      const h = placeConnected(x, "0,-1", "101", "0,-2", 1);
      h.owner = 1;
      x.players[1]!.discsOnTrack--;
      h.cubes = [
        { square: 0, resource: "money" },
        { square: 1, resource: "materials" },
      ];
      x.players[1]!.cubeTracks.money--;
      x.players[1]!.cubeTracks.materials--;
      addShip(x, "0,-1", 0, "interceptor");
      x.players[0]!.techs.military.push("neutron-bombs");
    });
    s = allPass(s);
    // Combat resolved at once: all cubes to the graveyard, the disc back to P1's track.
    const p1 = s.players[1]!;
    expect(s.hexes["0,-1"]!.cubes).toEqual([]);
    expect(s.hexes["0,-1"]!.owner === 1).toBe(false);
    expect(p1.graveyard).toEqual({ money: 1, science: 0, materials: 1 });
    // E-C12: the sector is free now, and P0's ship there may claim it.
    expect(s.step).toMatchObject({ kind: "claim", player: 0 });
    expect(legal(s, 0)).toContainEqual({ type: "claim", pos: "0,-1" });
  });

  it("E-C10: without Neutron Bombs each cannon fires once; the attacker chooses which cubes die", () => {
    const s = edit(base(), (x) => {
      const h = placeConnected(x, "0,-1", "101", "0,-2", 1);
      h.owner = 1;
      x.players[1]!.discsOnTrack--;
      h.cubes = [
        { square: 0, resource: "money" },
        { square: 1, resource: "materials" },
      ];
      x.players[1]!.cubeTracks.money--;
      x.players[1]!.cubeTracks.materials--;
      addShip(x, "0,-1", 0, "interceptor");
    });
    let sawChoice = false;
    for (let seed = 0; seed < 30 && !sawChoice; seed++) {
      let t = edit(s, (x) => (x.rng = Rng.fromSeed(`bomb-${seed}`).state()));
      t = allPass(t);
      if (t.step.kind === "kill-cubes") {
        sawChoice = true;
        expect(legal(t, 0)).toEqual([
          { type: "kill-cube", index: 0 },
          { type: "kill-cube", index: 1 },
        ]);
        t = act(t, 0, { type: "kill-cube", index: 1 });
        expect(t.hexes["0,-1"]!.cubes).toEqual([{ square: 0, resource: "money" }]);
        expect(t.hexes["0,-1"]!.owner).toBe(1); // a cube survived: the disc stays
      }
    }
    expect(sawChoice).toBe(true);
  });

  it("E-C11: after a battle the players draw reputation tiles and keep one on the track", () => {
    let s = edit(base(), (x) => {
      placeConnected(x, "0,-1", "101", "0,-2");
      addShip(x, "0,-1", 0, "dreadnought");
      addShip(x, "0,-1", 1, "interceptor");
    });
    s = fight(allPass(s));
    expect(s.step.kind).toBe("reputation");
    const step = s.step as { player: number; drawn: number[] };
    expect(step.drawn.length).toBeGreaterThanOrEqual(1);
    expect(step.drawn.length).toBeLessThanOrEqual(5);
    // The drawn values are hidden from the other player.
    const other = 1 - step.player;
    expect((eclipse.view(s, other).step as { drawn: number[] }).drawn.every((v) => v === 0)).toBe(true);
    const keep = Math.max(...step.drawn);
    const drawer = step.player;
    s = act(s, drawer, { type: "reputation-keep", value: keep });
    expect(s.players[drawer]!.reputation).toEqual([keep]);
    // The tiles not kept went back: every tile is in the bag, on a track or in an open draw.
    const open = s.step.kind === "reputation" ? s.step.drawn.length : 0;
    expect(s.reputationBag.length + s.players.reduce((a, p) => a + p.reputation.length, 0) + open).toBe(32);
  });
});

describe("Upkeep and Cleanup", () => {
  it("E-E1/E-E2/E-R6: money changes by production minus influence upkeep; science and materials are produced", () => {
    const s = base();
    const p = s.players[0]!;
    expect(production(p, "money")).toBe(3); // one cube off the track
    expect(upkeepCost(p)).toBe(0); // one empty circle
    let t = edit(s, (x) => {
      x.players[0]!.discsOnTrack = 8; // home + 4 actions: 5 empty circles
      x.players[0]!.actionDiscs = 4;
    });
    expect(upkeepCost(t.players[0]!)).toBe(3);
    t = allPass(t);
    expect(t.round).toBe(2);
    expect(t.players[0]!.money).toBe(2 + 3 - 3);
    expect(t.players[0]!.science).toBe(3 + 3);
    expect(t.players[0]!.materials).toBe(3 + 3);
  });

  it("E-E3: when money would go negative the player trades or abandons sectors until it does not", () => {
    let s = edit(base(), (x) => {
      const p = x.players[0]!;
      p.money = 0;
      p.discsOnTrack = 1;
      p.actionDiscs = 11; // 12 empty circles: 25 to pay
      p.science = 10;
      p.materials = 0;
    });
    s = allPass(s);
    expect(s.step).toMatchObject({ kind: "bankrupt", player: 0 });
    expect(types(s, 0).sort()).toEqual(["bankrupt-abandon", "bankrupt-trade"]);
    s = act(s, 0, { type: "bankrupt-trade", from: "science" });
    expect(s.players[0]!.money).toBe(1);
  });

  it("E-R7: cleanup returns action discs, graveyard cubes and colony ships and draws new technologies", () => {
    let s = edit(base(), (x) => {
      const p = x.players[0]!;
      p.actionDiscs = 3;
      p.discsOnTrack -= 3;
      p.graveyard.money = 1;
      p.cubeTracks.money -= 1;
      p.colonyShipsUsed = 2;
    });
    const trayBefore = Object.values(s.tray).reduce((a, b) => a + b, 0);
    s = allPass(s);
    const p = s.players[0]!;
    expect(p.actionDiscs).toBe(0);
    expect(p.discsOnTrack).toBe(12);
    expect(p.graveyard.money).toBe(0);
    expect(p.cubeTracks.money).toBe(10);
    expect(p.colonyShipsUsed).toBe(0);
    expect(Object.values(s.tray).reduce((a, b) => a + b, 0)).toBe(trayBefore + 4); // 2 players: 4
  });
});

describe("end of the game", () => {
  it("§10: sector VP, reputation, kept discoveries (2), monoliths (3) and technology tracks (4/5/6/7 → 1/2/3/5)", () => {
    expect([3, 4, 5, 6, 7].map(trackVp)).toEqual([0, 1, 2, 3, 5]);
    const s = edit(base(), (x) => {
      const p = x.players[0]!;
      p.reputation = [2, 3];
      p.discoveriesKept = ["money"];
      x.hexes[p.home]!.monolith = true;
      p.techs.nano = ["a", "b", "c", "d", "e"];
    });
    expect(scoreOf(s, 0)).toEqual({
      hexes: 3,
      reputation: 5,
      ambassadors: 0,
      discoveries: 2,
      monoliths: 3,
      tracks: 2,
      traitor: 0,
      species: 0,
      total: 15,
    });
  });

  it("E-X8: on equal VP the most resources in storage wins; still equal, the victory is shared", () => {
    const s = edit(base(), (x) => {
      x.phase = "over";
      x.players[0]!.money = 10;
    });
    expect(finalOutcome(s).winners).toEqual([0]);
    const tie = edit(s, (x) => (x.players[1]!.money = 10));
    expect(finalOutcome(tie)).toMatchObject({ winners: [0, 1], reason: "shared-victory" });
  });
});
