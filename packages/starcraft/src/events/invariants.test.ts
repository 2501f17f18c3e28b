/**
 * Randomized: games of random legal actions with every event card in the deck (6 seats: nothing
 * is removed), checking the invariants after every action, and that the events in the bundled
 * pack actually got played along the way.
 */
import { Rng } from "@koprulu/engine";
import { describe, expect, it } from "vitest";
import { cat } from "../rules-catalog";
import { apply, legalActions, pending } from "../ruleset";
import { setupState } from "../setup";
import type { StarcraftState } from "../state";
import { eventCard } from "./cards";
import { allEventCards, checkInvariants } from "./invariants";
import { areaOf, board, withUnits } from "./testing";

function randomGame(seed: string, players: number, maxActions: number, seen: Set<string>) {
  let s: StarcraftState = setupState({ players, factionSelection: "random", maxRounds: 12 }, seed);
  const expected = allEventCards(s);
  const rng = Rng.fromSeed(seed);
  for (let i = 0; i < maxActions && s.phase !== "over"; i++) {
    const asked = pending(s);
    const d = asked[rng.index(asked.length)];
    const options = legalActions(s, d.player);
    // Prefer playing an event at step 8 (random play passes too often to reach every effect).
    const plays = options.filter((a) => a.type === "play-event");
    const a = plays.length > 0 && rng.next() < 0.9 ? rng.pick(plays) : rng.pick(options);
    if (a.type === "play-event") seen.add(eventCard(s, a.card).key);
    s = apply(s, d.player, a);
    const bad = checkInvariants(s, expected);
    if (bad.length > 0) throw new Error(`seed ${seed}, action ${i} ${JSON.stringify(a)}: ${bad.join("; ")}`);
  }
  return s;
}

describe("event invariants under random play", () => {
  it("no action leaves a state that breaks the invariants (unit limits, every card in one place, no negative resources)", () => {
    const seen = new Set<string>();
    let ended = 0;
    for (let g = 0; g < 8; g++) {
      const s = randomGame(`events-${g}`, g % 2 === 0 ? 6 : 4, 1500, seen);
      if (s.phase === "over") ended++;
    }
    expect(ended).toBeGreaterThan(0);
    expect(seen.size).toBeGreaterThanOrEqual(15); // most effect keys of the pack were played
  }, 120_000);

  it("the checker notices a duplicated event card and a negative worker pool", () => {
    const s = setupState({ players: 3, factionSelection: "random", maxRounds: 12 }, "x");
    const expected = allEventCards(s);
    const broken: StarcraftState = {
      ...s,
      events: { ...s.events, discard: [s.events.deck[0]] },
      players: s.players.map((pl, i) => (i === 0 ? { ...pl, workerPool: -1 } : pl)),
    };
    const bad = checkInvariants(broken, expected);
    expect(bad.some((b) => b.startsWith("event card"))).toBe(true);
    expect(bad.some((b) => b.includes("negative worker pool"))).toBe(true);
  });
});

describe("Brood War resource tokens in the invariants", () => {
  const s = setupState({ players: 3, factionSelection: "random", maxRounds: 12 }, "x");
  const expected = allEventCards(s);
  const withTokens = (tokens: { minerals: number; gas: number }[]): StarcraftState => ({
    ...s,
    players: s.players.map((pl, i) => ({ ...pl, resourceTokens: tokens[i] })),
  });

  it("tokens held within the supply of 30 break nothing", () => {
    const ok = withTokens([
      { minerals: 10, gas: 5 },
      { minerals: 10, gas: 5 },
      { minerals: 0, gas: 0 },
    ]);
    expect(checkInvariants(ok, expected)).toEqual([]);
  });

  it("the checker notices negative tokens and more tokens held than the supply of 30", () => {
    const negative = checkInvariants(withTokens([{ minerals: -1, gas: 0 }]), expected);
    expect(negative.some((b) => b.includes("negative resource tokens"))).toBe(true);
    const tooMany = checkInvariants(
      withTokens([
        { minerals: 10, gas: 5 },
        { minerals: 10, gas: 5 },
        { minerals: 1, gas: 0 },
      ]),
      expected,
    );
    expect(tooMany.some((b) => b.includes("31 resource tokens held"))).toBe(true);
  });
});

describe("the unit limit in the invariants during an event's Mobilize", () => {
  const area = areaOf("braken", "cp"); // holds a zergling of seat 1
  const overfilled = (extra: number): StarcraftState => {
    const limit = cat(board()).areas[area].limit;
    const s = withUnits(
      board(),
      Array.from({ length: limit + extra }, () => [0, "terran-marine", area] as [number, string, string]),
    );
    return {
      ...s,
      phase: "regrouping",
      frame: {
        kind: "event",
        player: 0,
        owner: 0,
        card: "surprise-assault",
        effect: "event-mobilize",
        step: "move",
        data: { planet: "braken", moved: [], contested: area },
      },
    };
  };

  it("the contested area may hold the unit limit + 2 until its battle, as with a Mobilize order", () => {
    const s = overfilled(2);
    expect(checkInvariants(s, allEventCards(s)).filter((b) => b.startsWith("unit limit"))).toEqual([]);
  });

  it("one more is a broken unit limit", () => {
    const s = overfilled(3);
    expect(checkInvariants(s, allEventCards(s)).some((b) => b.startsWith("unit limit"))).toBe(true);
  });
});

describe("no area holds two players' units outside a battle", () => {
  const area = areaOf("braken", "cp"); // holds a zergling of seat 1

  it("a unit of another player in that area, with no battle, is a broken invariant", () => {
    const s = withUnits(board(), [[0, "terran-marine", area]]);
    expect(checkInvariants(s, allEventCards(s))).toContainEqual(
      expect.stringMatching(/^two players' units in /),
    );
  });

  it("the area a Mobilize is contesting may hold both until its battle starts", () => {
    const s = withUnits(board(), [[0, "terran-marine", area]]);
    const moving: StarcraftState = {
      ...s,
      phase: "execution",
      frame: {
        kind: "mobilize",
        player: 0,
        planet: "braken",
        gold: false,
        moved: [],
        from: [],
        tookBack: false,
        contested: area,
      },
    };
    expect(checkInvariants(moving, allEventCards(s)).filter((b) => b.startsWith("two players"))).toEqual([]);
  });
});
