import { describe, expect, it } from "vitest";
import { content } from "./economy";
import { edgesOf } from "./galaxy";
import { opposite, seatPosition } from "./hex";
import { eclipse } from "./ruleset";
import { newGame } from "./testing";

describe("setup", () => {
  it("E-S1: 2 to 6 players and 9 rounds; other counts are refused", () => {
    expect(eclipse.validateOptions!({ players: 1, rounds: 9 })?.code).toBe("bad-players");
    expect(eclipse.validateOptions!({ players: 7, rounds: 9 })?.code).toBe("bad-players");
    expect(eclipse.validateOptions!({ players: 4, rounds: 10 })?.code).toBe("bad-rounds");
    expect(eclipse.validateOptions!({ players: 4, rounds: 9, x: 1 })?.code).toBe("bad-options");
    expect(eclipse.defaultOptions(4)).toEqual({ players: 4, rounds: 9 });
  });

  it("E-S2: the Galactic Center in the middle with the GCDS over a face-down discovery tile", () => {
    const s = newGame(2);
    const gc = s.hexes["0,0"]!;
    expect(gc.sector).toBe("001");
    expect(gc.gcds).toBe(true);
    expect(gc.discovery).not.toBeNull();
    expect(eclipse.view(s, 0).hexes["0,0"]!.discovery).toBe("?");
  });

  it("E-S3: inner and middle stacks complete, outer 5/10/14/16/18 by player count", () => {
    const outer = [5, 10, 14, 16, 18];
    for (let n = 2; n <= 6; n++) {
      const s = newGame(n, `stacks-${n}`);
      expect(s.stacks.inner).toHaveLength(8);
      expect(s.stacks.middle).toHaveLength(11);
      expect(s.stacks.outer).toHaveLength(outer[n - 2]!);
    }
  });

  it("E-S4: homes on the middle-ring seats of the player count, Terran faces in six colours, a wormhole toward the centre", () => {
    const seats: Record<number, number[]> = {
      2: [0, 3],
      3: [0, 2, 4],
      4: [1, 2, 4, 5],
      5: [0, 1, 2, 3, 4],
      6: [0, 1, 2, 3, 4, 5],
    };
    for (let n = 2; n <= 6; n++) {
      const s = newGame(n, `homes-${n}`);
      s.players.forEach((p, i) => {
        expect(p.home).toBe(seatPosition(seats[n]![i]!));
        const h = s.hexes[p.home]!;
        expect(content().sectors[h.sector]!.homeOf).toBe("terran");
        expect(edgesOf(h)[opposite(seats[n]![i]!)]).toBe(true);
      });
      expect(new Set(s.players.map((p) => p.colour)).size).toBe(n);
    }
  });

  it("E-S5/E-S6: 13 discs (one on the home sector), an Interceptor and a cube on each basic square", () => {
    const s = newGame(3);
    for (const p of s.players) {
      expect(p.discs).toBe(13);
      expect(p.discsOnTrack).toBe(12);
      const home = s.hexes[p.home]!;
      expect(home.owner).toBe(p.seat);
      expect(home.ships.map((x) => x.hull)).toEqual(["interceptor"]);
      // Terran home: money, science, materials basic squares (advanced ones need the techs).
      expect(home.cubes.map((c) => c.resource).sort()).toEqual(["materials", "money", "science"]);
      expect(p.cubeTracks).toEqual({ money: 10, science: 10, materials: 10 });
      expect([p.money, p.science, p.materials]).toEqual([2, 3, 3]);
      expect(p.techs.military).toEqual(["starbase"]);
      expect(p.colonyShips).toBe(3);
    }
  });

  it("E-S7: the supply board starts with 8 + 2 × players technology tiles", () => {
    for (let n = 2; n <= 6; n++) {
      const s = newGame(n, `tray-${n}`);
      const onTray = Object.values(s.tray).reduce((a, b) => a + b, 0);
      expect(onTray).toBe(8 + 2 * n);
      expect(onTray + s.techBag.length).toBe(96);
    }
  });

  it("E-S8: 21 discovery tiles and 32 reputation tiles (12/9/7/4)", () => {
    const s = newGame(2);
    expect(s.discoveryBag.length + 1).toBe(21);
    const count = (v: number) => s.reputationBag.filter((x) => x === v).length;
    expect([count(1), count(2), count(3), count(4)]).toEqual([12, 9, 7, 4]);
  });

  it("E-S10: the first start player is drawn at random", () => {
    const starts = new Set(Array.from({ length: 12 }, (_, i) => newGame(4, `start-${i}`).startPlayer));
    expect(starts.size).toBeGreaterThan(1);
  });
});
