import { FORFEIT_ACTION, Match } from "@koprulu/engine";
import { describe, expect, it } from "vitest";
import { startedBroodWar } from "./brood-war/testing";
import { checkInvariants, type StarcraftOptions, type StarcraftState, starcraft } from "./index";
import { patchPlayer, playSetup, started } from "./testing";
import { teamOf } from "./variants/teams";

// The forfeit rule (a clock ran out with "forfeit" chosen) through the ruleset's export.
const forfeit = (s: StarcraftState, p: number) => starcraft.forfeit!(s, p);

/** Nothing of `p`'s stays on the board: the state of a player the rules eliminated. */
function leftTheBoard(s: StarcraftState, p: number): void {
  expect(s.players[p].eliminated).toBe(true);
  expect(s.units.filter((u) => u.owner === p)).toEqual([]);
  expect(s.bases.filter((b) => b.owner === p)).toEqual([]);
  expect(s.transports.filter((t) => t.owner === p)).toEqual([]);
  expect(
    Object.values(s.stacks)
      .flat()
      .filter((o) => o.owner === p),
  ).toEqual([]);
  expect(s.players[p].events).toEqual([]);
}

describe("forfeit: Elimination Victory (only one player remains with units or bases)", () => {
  it("two players: the forfeiter is eliminated as the rules eliminate a player and the other wins by elimination", () => {
    const s = started(["raynor", "overmind"]);
    expect(starcraft.pending(s)[0]).toMatchObject({ player: 0, kind: "planning" });
    const after = forfeit(s, 0);
    leftTheBoard(after, 0);
    expect(starcraft.pending(after)).toEqual([]);
    expect(starcraft.outcome(after)).toMatchObject({ winners: [1], reason: "elimination" });
    // The other player's pieces stay where they were.
    expect(after.units.filter((u) => u.owner === 1)).toEqual(s.units.filter((u) => u.owner === 1));
  });

  it("Brood War: the same elimination, installations included", () => {
    const after = forfeit(startedBroodWar(["raynor", "overmind"]), 1);
    leftTheBoard(after, 1);
    expect((after.broodWar?.installations ?? []).filter((i) => i.owner === 1)).toEqual([]);
    expect(starcraft.outcome(after)).toMatchObject({ winners: [0], reason: "elimination" });
  });

  it("Team Play: a forfeit that leaves one team standing eliminates and that team wins", () => {
    const options: StarcraftOptions = {
      players: 4,
      factionSelection: "choose",
      maxRounds: 60,
      mode: "team-play",
    };
    let s = playSetup(starcraft.setup(options, "teams"), [
      "raynor",
      "overmind",
      "tassadar",
      "queen-of-blades",
    ]);
    const partner = s.players.findIndex((_, q) => q !== 0 && teamOf(s, q) === teamOf(s, 0));
    s = patchPlayer(s, partner, { eliminated: true });
    const after = forfeit(s, 0);
    leftTheBoard(after, 0);
    const others = [1, 2, 3].filter((q) => q !== partner);
    expect(starcraft.outcome(after)).toMatchObject({ winners: others, reason: "elimination" });
  });
});

describe("forfeit with others left: he is eliminated and the round passes him by", () => {
  it("on his Planning turn: his orders leave the board and the seat after his places next", () => {
    const s = started(["raynor", "overmind", "tassadar"]);
    const p = starcraft.pending(s)[0]!.player;
    const after = forfeit(s, p);
    leftTheBoard(after, p);
    expect(starcraft.outcome(after)).toBeNull();
    expect(starcraft.pending(after)).toEqual([
      expect.objectContaining({ kind: "planning", player: (p + 1) % 3 }),
    ]);
    expect(starcraft.legalActions(after, (p + 1) % 3).length).toBeGreaterThan(0);
  });

  it("on his Execution turn: the next seat with an order reveals next, and the game plays on to the end", () => {
    let s = started(["raynor", "overmind", "tassadar"]);
    while (s.phase === "planning") {
      const q = starcraft.pending(s)[0]!.player;
      s = starcraft.apply(s, q, starcraft.legalActions(s, q)[0]!);
    }
    const p = starcraft.pending(s)[0]!;
    expect(p.kind).toBe("execution");
    const after = forfeit(s, p.player);
    leftTheBoard(after, p.player);
    expect(starcraft.outcome(after)).toBeNull();
    const next = starcraft.pending(after);
    expect(next.length).toBeGreaterThan(0);
    expect(next.every((d) => d.player !== p.player)).toBe(true);
    // The two left play on (first legal choice each) and he is never asked again.
    let t = after;
    for (let i = 0; i < 3000 && starcraft.outcome(t) === null; i++) {
      const d = starcraft.pending(t)[0]!;
      expect(d.player).not.toBe(p.player);
      t = starcraft.apply(t, d.player, starcraft.legalActions(t, d.player)[0]!);
      expect(checkInvariants(t)).toEqual([]);
    }
    // It plays on past his turn: to the end of the round, or (here) to the end of the game by the
    // rules without him among the winners.
    const end = starcraft.outcome(t);
    expect(end === null ? t.round > s.round : !end.winners.includes(p.player)).toBe(true);
  });
});

describe("forfeit anywhere in a game: he is never asked again and the rules' invariants hold", () => {
  it("three players, a forfeit of the seat asked at each of many points of a played game", () => {
    let seed = 7;
    const pick = <T>(xs: T[]): T => {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      return xs[seed % xs.length]!;
    };
    const step = (t: StarcraftState) => {
      const d = pick(starcraft.pending(t));
      return {
        player: d.player,
        next: starcraft.apply(t, d.player, pick(starcraft.legalActions(t, d.player))),
      };
    };
    let game = started(["raynor", "overmind", "tassadar"], "forfeit-points");
    const seen = new Set<string>();
    for (let point = 0; point < 40 && starcraft.outcome(game) === null; point++) {
      for (let i = 0; i < 9 && starcraft.outcome(game) === null; i++) game = step(game).next;
      if (starcraft.outcome(game) !== null) break;
      const p = starcraft.pending(game)[0]!.player;
      let t = forfeit(game, p);
      const end = starcraft.outcome(t);
      seen.add(end ? end.reason : "plays on");
      if (end) expect(end.winners).not.toContain(p);
      else leftTheBoard(t, p);
      for (let i = 0; i < 60 && starcraft.outcome(t) === null; i++) {
        const s = step(t);
        expect(s.player).not.toBe(p);
        t = s.next;
      }
      expect(checkInvariants(t)).toEqual([]);
      if (starcraft.outcome(t)) expect(starcraft.outcome(t)!.winners).not.toContain(p);
    }
    // Both endings were met: played on without him, and ended with him last.
    expect([...seen].sort()).toEqual(["forfeit", "plays on"]);
  });
});

describe("forfeit where the game cannot yet go on without him: the game ends with him last", () => {
  it("three players, not his turn: the game ends, the best of the others by the tiebreakers (conquest points first) wins", () => {
    let s = started(["raynor", "overmind", "tassadar"]);
    const asked = starcraft.pending(s)[0]!.player;
    const p = (asked + 1) % 3;
    const other = (asked + 2) % 3;
    s = patchPlayer(s, p, { cp: 9 });
    s = patchPlayer(s, other, { cp: 4 });
    const after = forfeit(s, p);
    expect(starcraft.pending(after)).toEqual([]);
    expect(starcraft.outcome(after)).toMatchObject({ winners: [other], reason: "forfeit" });
  });

  it("during setup: the game ends, every other seat sharing the win", () => {
    const s = starcraft.setup({ players: 3, factionSelection: "choose", maxRounds: 60 }, "f");
    const after = forfeit(s, 1);
    expect(starcraft.pending(after)).toEqual([]);
    expect(starcraft.outcome(after)).toMatchObject({ winners: [0, 2], reason: "forfeit" });
  });

  it("a record's @forfeit entry replays to the same state", () => {
    const m = Match.create(starcraft, { players: 2, factionSelection: "choose", maxRounds: 60 }, "r");
    while (m.state.phase === "setup") {
      const d = m.pending()[0];
      expect(m.submit(d.player, m.legalActions(d.player)[0])).toBeNull();
    }
    expect(m.submit(1, FORFEIT_ACTION)).toBeNull();
    const again = Match.fromJSON(starcraft, m.toJSON());
    expect(again.state).toEqual(m.state);
    expect(again.outcome()).toMatchObject({ winners: [0], reason: "elimination" });
  });
});
