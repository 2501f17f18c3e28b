import { FORFEIT_ACTION, Match } from "@koprulu/engine";
import { describe, expect, it } from "vitest";
import { startedBroodWar } from "./brood-war/testing";
import { checkInvariants, type StarcraftOptions, type StarcraftState, starcraft } from "./index";
import { leaverChoice, settleLeavers } from "./leaving";
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

/** A seeded random player for three-seat games (the same choices on every run). */
function randomPlayer(seed0: number) {
  let seed = seed0;
  const pick = <T>(xs: T[]): T => {
    seed = (seed * 1103515245 + 12345) % 2147483648;
    return xs[seed % xs.length]!;
  };
  return (t: StarcraftState) => {
    const d = pick(starcraft.pending(t));
    return {
      player: d.player,
      next: starcraft.apply(t, d.player, pick(starcraft.legalActions(t, d.player))),
    };
  };
}

/** Plays the others on after p's forfeit: p is never asked, the invariants hold, he leaves the board. */
function playsOnWithout(
  t0: StarcraftState,
  p: number,
  step: (t: StarcraftState) => { player: number; next: StarcraftState },
) {
  let t = t0;
  for (let i = 0; i < 400 && starcraft.outcome(t) === null && !t.players[p].eliminated; i++) {
    const s = step(t);
    expect(s.player).not.toBe(p);
    t = s.next;
    expect(checkInvariants(t)).toEqual([]);
  }
  if (starcraft.outcome(t)) expect(starcraft.outcome(t)!.winners).not.toContain(p);
  else leftTheBoard(t, p);
  return t;
}

describe("forfeit anywhere in a game: he is never asked again and the rules' invariants hold", () => {
  it("three players, a forfeit of the seat asked at each of many points of a played game: the others play on", () => {
    const step = randomPlayer(7);
    let game = started(["raynor", "overmind", "tassadar"], "forfeit-points");
    const where = new Set<string>();
    for (let point = 0; point < 40 && starcraft.outcome(game) === null; point++) {
      for (let i = 0; i < 9 && starcraft.outcome(game) === null; i++) game = step(game).next;
      if (starcraft.outcome(game) !== null) break;
      const asked = starcraft.pending(game)[0]!;
      const p = asked.player;
      where.add(game.battle ? "battle" : game.payment ? "payment" : asked.kind);
      const t = forfeit(game, p);
      const end = starcraft.outcome(t);
      // Only the rules end the game now (the last side standing, a victory his leaving brings
      // about): never "forfeit" with others left.
      if (end) expect(end.reason).not.toBe("forfeit");
      if (end) expect(end.winners).not.toContain(p);
      else playsOnWithout(t, p, step);
    }
    // The points met include a battle and a payment (where the game used to end with him last).
    expect(where.has("battle")).toBe(true);
    expect(where.has("payment")).toBe(true);
  });
});

describe("forfeit mid-battle, mid-payment or mid-choice: the game goes on for the others", () => {
  /** A three-player game played at random until `when` holds for the seat asked. */
  function until3(when: (s: StarcraftState, asked: number) => boolean, seed: number) {
    const step = randomPlayer(seed);
    let s = started(["raynor", "overmind", "tassadar"], `leaving-${seed}`);
    for (let i = 0; i < 20_000; i++) {
      expect(starcraft.outcome(s)).toBeNull();
      const asked = starcraft.pending(s)[0]!.player;
      if (when(s, asked)) return { s, p: asked, step };
      s = step(s).next;
    }
    throw new Error("the point was not reached");
  }

  it("in a battle: his cards are played for him (his deck's top card, unseen), the battle ends, then he leaves the board", () => {
    const { s, p, step } = until3(
      (t, q) => t.battle !== null && starcraft.legalActions(t, q).some((a) => a.type === "battle-place"),
      3,
    );
    const after = forfeit(s, p);
    expect(starcraft.outcome(after)).toBeNull();
    expect(starcraft.pending(after).every((d) => d.player !== p)).toBe(true);
    expect(after.players[p].leaving).toBe(true);
    // The battle went on without asking him: wherever his card was asked, the blind top card went down.
    const end = playsOnWithout(after, p, step);
    if (!starcraft.outcome(end)) expect(end.battle?.sides ?? null).toBeNull();
  });

  it("in a payment: his workers are placed for him, the purchase completes, and the game plays on", () => {
    const { s, p, step } = until3((t) => t.payment !== null, 5);
    const after = forfeit(s, p);
    expect(after.payment?.player === p).toBe(false);
    expect(starcraft.pending(after).every((d) => d.player !== p)).toBe(true);
    playsOnWithout(after, p, step);
  });

  it("not his turn, while another seat places an order: he leaves the board at once and the game plays on", () => {
    let s = started(["raynor", "overmind", "tassadar"]);
    const asked = starcraft.pending(s)[0]!.player;
    const p = (asked + 1) % 3;
    s = patchPlayer(s, p, { cp: 9 });
    const after = forfeit(s, p);
    leftTheBoard(after, p);
    expect(starcraft.outcome(after)).toBeNull();
    expect(starcraft.pending(after)).toEqual([expect.objectContaining({ kind: "planning", player: asked })]);
  });

  it("a record with a forfeit mid-battle replays to the same state (the answers made for him are the rules')", () => {
    const { s, p } = until3((t, q) => t.battle !== null && starcraft.legalActions(t, q).length > 1, 3);
    expect(forfeit(s, p)).toEqual(forfeit(structuredClone(s), p));
  });

  it("a game that ends while he is still on the board is never won by him: the others keep the win, or he ends last", () => {
    const s = started(["raynor", "overmind", "tassadar"]);
    const over = (winners: number[]): StarcraftState => ({
      ...s,
      phase: "over",
      frame: { kind: "over" },
      winners,
      endReason: "special-victory",
      players: s.players.map((pl, q) => (q === 0 ? { ...pl, leaving: true as const } : pl)),
    });
    const noRules = { pending: () => [], legalActions: () => [], applyOnce: (t: StarcraftState) => t };
    expect(settleLeavers(over([0, 2]), noRules)).toMatchObject({
      winners: [2],
      endReason: "special-victory",
    });
    const alone = settleLeavers(patchPlayer(patchPlayer(over([0]), 1, { cp: 5 }), 2, { cp: 3 }), noRules);
    expect(alone).toMatchObject({ winners: [1], endReason: "forfeit" });
    expect(settleLeavers(over([1]), noRules).winners).toEqual([1]);
  });

  it("the answer made for a leaving player: the blind top card in a battle, else pass/end/skip, else the first offered", () => {
    const place = [
      { type: "battle-place", skirmish: 0, card: "c1", reinforcement: null },
      { type: "battle-place", skirmish: 0, card: "top", reinforcement: null },
    ] as never[];
    expect(leaverChoice(place)).toEqual(place[1]);
    const build = [{ type: "build-unit" }, { type: "end-build" }] as never[];
    expect(leaverChoice(build)).toEqual(build[1]);
    const lose = [
      { type: "battle-lose", unit: 4 },
      { type: "battle-lose", unit: 2 },
    ] as never[];
    expect(leaverChoice(lose)).toEqual(lose[0]);
  });
});

describe("forfeit where the game cannot yet go on without him: the game ends with him last", () => {
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
