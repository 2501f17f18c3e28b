import { Rng } from "@koprulu/engine";
import { describe, expect, it } from "vitest";
import { eclipse } from "./ruleset";
import { act, edit, legal, newGame, playRandom } from "./testing";

describe("hidden information", () => {
  it("view: sector stacks, the technology bag, face-down discovery and reputation tiles are redacted", () => {
    const s = edit(newGame(3, "hidden"), (x) => {
      x.players[1]!.reputation = [3, 4];
      x.players[1]!.discoveriesKept = ["science"];
    });
    const v = eclipse.view(s, 0);
    expect(v.stacks.inner.every((x) => x === "?")).toBe(true);
    expect(v.stacks.outer).toHaveLength(s.stacks.outer.length);
    expect(v.techBag.every((x) => x === "?")).toBe(true);
    expect(v.discoveryBag.every((x) => x === "?")).toBe(true);
    expect(v.reputationBag.every((x) => x === 0)).toBe(true);
    expect(v.players[1]!.reputation).toEqual([0, 0]);
    expect(v.players[1]!.discoveriesKept).toEqual(["?"]);
    expect(eclipse.view(s, 1).players[1]!.reputation).toEqual([3, 4]);
    expect(JSON.stringify(v)).not.toContain('"rng"');
    expect(v.tray).toEqual(s.tray); // the supply board is public
  });

  it("view: a discovery tile being decided is seen only by its taker", () => {
    let s = newGame(2, "disc-view");
    // Play randomly until someone faces a discovery decision.
    const rng = Rng.fromSeed("disc-view");
    for (let i = 0; i < 5000 && s.step.kind !== "discovery"; i++) {
      const d = eclipse.pending(s)[0];
      if (!d) break;
      const options = legal(s, d.player);
      s = act(s, d.player, options[rng.index(options.length)]!);
    }
    expect(s.step.kind).toBe("discovery");
    const taker = s.turn;
    expect((eclipse.view(s, taker).step as { tile: string }).tile).not.toBe("?");
    expect((eclipse.view(s, 1 - taker).step as { tile: string }).tile).toBe("?");
    expect((eclipse.view(s, "spectator").step as { tile: string }).tile).toBe("?");
  });

  it("determinize: samples the hidden tiles from those unseen, keeping every count and the seat's view", () => {
    const s = playRandom(newGame(4, "det"), Rng.fromSeed("det"), 400);
    for (const seat of [0, 1, 2, 3]) {
      const v = eclipse.view(s, seat);
      const d = eclipse.determinize!(v, seat, Rng.fromSeed(`d${seat}`));
      expect(eclipse.view(d, seat)).toEqual(v);
      // Sampled tiles come from the right pools.
      const all = (ring: string) =>
        d.stacks[ring as "inner"].every((id) =>
          id.startsWith(ring === "inner" ? "1" : ring === "middle" ? "2" : "3"),
        );
      expect(all("inner") && all("middle") && all("outer")).toBe(true);
      const onBoard = new Set(Object.values(d.hexes).map((h) => h.sector));
      expect(d.stacks.inner.some((id) => onBoard.has(id))).toBe(false);
      const techs = d.techBag.length + Object.values(d.tray).reduce((a, b) => a + b, 0);
      const researched = d.players.reduce(
        (a, p) => a + p.techs.military.length + p.techs.grid.length + p.techs.nano.length - 1,
        0,
      );
      expect(techs + researched).toBe(96);
    }
  });

  it("undo: an explore draws a hidden tile, so it cannot be taken back", () => {
    const s = newGame(2, "undo");
    const seat = s.turn;
    const explore = legal(s, seat).find((a) => a.type === "explore")!;
    const after = act(s, seat, explore);
    expect(eclipse.revealsInformation!(s, after, seat, explore)).toBe(true);
    // A battle decision that rolls dice (the sub-game's own PRNG) cannot be taken back either.
    const rolled = edit(s, (x) => {
      x.step = { kind: "battle", pos: "0,0", battle: { rng: [1, 2, 3, 4] } as never };
    });
    const rerolled = edit(rolled, (x) => {
      (x.step as { battle: { rng: number[] } }).battle.rng = [5, 6, 7, 8];
    });
    expect(eclipse.revealsInformation!(rolled, rerolled, seat, { type: "battle-attack" })).toBe(true);
    const influence = act(s, seat, { type: "influence" });
    expect(eclipse.revealsInformation!(s, influence, seat, { type: "influence" })).toBe(false);
  });
});

describe("the log", () => {
  it("E-P1: the value of a kept reputation tile is hidden from the other seats in the log", () => {
    const s = newGame(2, "log");
    const log = [
      { player: 0, action: { type: "reputation-keep" as const, value: 4 } },
      { player: 1, action: { type: "pass" as const } },
    ];
    expect(eclipse.viewLog!(s, log, 1)[0]).toEqual({ player: 0, action: { type: "hidden" } });
    expect(eclipse.viewLog!(s, log, 0)[0]).toEqual(log[0]);
    expect(eclipse.viewLog!(s, log, "spectator")[1]).toEqual(log[1]);
  });
});
