import { Match, Rng } from "@koprulu/engine";
import { describe, expect, it } from "vitest";
import { HANDS, type Hand, type RpsState, roundWinner, rps } from "./rps";

const choose = (hand: Hand) => ({ type: "choose", hand }) as const;

function play(state: RpsState, h0: Hand, h1: Hand): RpsState {
  return rps.apply(rps.apply(state, 0, choose(h0)), 1, choose(h1));
}

describe("rock-paper-scissors rules", () => {
  it("rock beats scissors, scissors beat paper, paper beats rock", () => {
    expect(roundWinner("rock", "scissors")).toBe(0);
    expect(roundWinner("scissors", "paper")).toBe(0);
    expect(roundWinner("paper", "rock")).toBe(0);
    expect(roundWinner("scissors", "rock")).toBe(1);
    expect(roundWinner("paper", "scissors")).toBe(1);
    expect(roundWinner("rock", "paper")).toBe(1);
  });

  it("a tied round is replayed and scores nothing", () => {
    const s = play(rps.setup({ bestOf: 1 }, "t"), "rock", "rock");
    expect(s.wins).toEqual([0, 0]);
    expect(s.history).toEqual([{ hands: ["rock", "rock"], winner: null }]);
    expect(rps.outcome(s)).toBeNull();
    expect(rps.pending(s).map((d) => d.player)).toEqual([0, 1]);
  });

  it("the first to win a majority of bestOf rounds wins the match", () => {
    let s = rps.setup({ bestOf: 3 }, "m");
    s = play(s, "rock", "scissors");
    expect(rps.outcome(s)).toBeNull();
    s = play(s, "rock", "paper");
    expect(s.wins).toEqual([1, 1]);
    s = play(s, "paper", "rock");
    expect(rps.outcome(s)).toEqual({ winners: [0], reason: "best-of", scores: [2, 1] });
    expect(rps.pending(s)).toEqual([]);
    expect(rps.legalActions(s, 0)).toEqual([]);
  });

  it("both players are asked at once, as a simultaneous decision", () => {
    const s = rps.setup({ bestOf: 3 }, "p");
    expect(rps.pending(s)).toEqual([
      { player: 0, kind: "choose-hand", prompt: "Choose rock, paper or scissors", simultaneous: true },
      { player: 1, kind: "choose-hand", prompt: "Choose rock, paper or scissors", simultaneous: true },
    ]);
    expect(rps.legalActions(s, 1).map((a) => a.hand)).toEqual(HANDS);
  });

  it("a player may not choose twice in a round", () => {
    const s = rps.apply(rps.setup({ bestOf: 3 }, "x"), 0, choose("rock"));
    expect(rps.validate(s, 0, choose("paper"))?.code).toBe("already-chosen");
    expect(rps.legalActions(s, 0)).toEqual([]);
    expect(rps.pending(s).map((d) => d.player)).toEqual([1]);
  });

  it("a hidden simultaneous choice is not visible to any other seat before all have chosen", () => {
    const start = rps.setup({ bestOf: 3 }, "hidden");
    for (const chooser of [0, 1]) {
      const other = 1 - chooser;
      const after = HANDS.map((h) => rps.apply(start, chooser, choose(h)));
      for (const viewer of [other, "spectator"] as const) {
        const views = after.map((s) => rps.view(s, viewer));
        // Whatever the chooser picked, the other seat and the spectator see the same thing…
        expect(views[1]).toEqual(views[0]);
        expect(views[2]).toEqual(views[0]);
        // …which says only that the chooser has chosen, and names no hand at all.
        expect(views[0].choosing.committed[chooser]).toBe(true);
        expect(JSON.stringify(views[0])).not.toMatch(/rock|paper|scissors/);
        // The log they see hides the choice too.
        const logs = after.map((s, i) =>
          rps.viewLog?.(s, [{ player: chooser, action: choose(HANDS[i]) }], viewer),
        );
        expect(logs[0]).toEqual([{ player: chooser, action: { type: "hidden" } }]);
        expect(logs[1]).toEqual(logs[0]);
        expect(logs[2]).toEqual(logs[0]);
      }
      // The chooser sees their own choice.
      expect(rps.view(after[2], chooser).choosing.own).toBe("scissors");
    }
  });

  it("once both have chosen, the round is revealed to everyone in the history", () => {
    const s = play(rps.setup({ bestOf: 3 }, "r"), "paper", "rock");
    for (const viewer of [0, 1, "spectator"] as const) {
      const v = rps.view(s, viewer);
      expect(v.history).toEqual([{ hands: ["paper", "rock"], winner: 0 }]);
      expect(v.choosing.committed).toEqual([false, false]);
      expect(
        rps.viewLog?.(
          s,
          [
            { player: 0, action: choose("paper") },
            { player: 1, action: choose("rock") },
          ],
          viewer,
        ),
      ).toEqual([
        { player: 0, action: choose("paper") },
        { player: 1, action: choose("rock") },
      ]);
    }
  });

  it("determinize keeps the viewer's own choice and samples the other's", () => {
    const s = rps.apply(rps.apply(rps.setup({ bestOf: 3 }, "d"), 0, choose("rock")), 1, choose("paper"));
    const afterRound = rps.apply(s, 1, choose("scissors"));
    const view = rps.view(afterRound, 0);
    const seen = new Set<string | null>();
    for (let i = 0; i < 30; i++) {
      const d = rps.determinize?.(view, 0, Rng.fromSeed(`d${i}`)) as RpsState;
      expect(rps.view(d, 0)).toEqual(view);
      seen.add(d.sim.choices[1]);
    }
    expect([...seen].sort()).toEqual(["paper", "rock", "scissors"]);
  });

  it("an illegal action returns a RuleError and changes nothing (ruleset)", () => {
    const s = Object.freeze(rps.apply(rps.setup({ bestOf: 3 }, "i"), 0, choose("rock")));
    const snapshot = JSON.stringify(s);
    expect(rps.validate(s, 1, { type: "choose", hand: "lizard" })?.code).toBe("no-such-hand");
    expect(rps.validate(s, 1, { type: "throw", hand: "rock" })?.code).toBe("malformed-action");
    expect(rps.validate(s, 1, null)?.code).toBe("malformed-action");
    expect(rps.validate(s, 2, choose("rock"))?.code).toBe("not-your-decision");
    expect(rps.validate(s, 0, choose("rock"))?.code).toBe("already-chosen");
    expect(JSON.stringify(s)).toBe(snapshot);
  });

  it("an illegal action returns a RuleError and changes nothing (Match)", () => {
    const m = Match.create(rps, { bestOf: 3 }, "match");
    expect(m.submit(0, choose("rock"))).toBeNull();
    const state = m.state;
    const err = m.submit(1, { type: "choose", hand: "spock" });
    expect(err).toEqual({
      code: "no-such-hand",
      message: '"spock" is not a hand.',
      rule: "Choose rock, paper or scissors",
    });
    expect(m.state).toBe(state);
    expect(m.version).toBe(1);
    expect(m.submit(0, choose("paper"))?.code).toBe("already-chosen");
    expect(m.version).toBe(1);
  });

  it("undo: a seat may change its mind while the other still chooses, not after the reveal", () => {
    const m = Match.create(rps, { bestOf: 3 }, "undo");
    m.submit(0, choose("rock"));
    expect(m.undo(0)).toBeNull();
    expect(m.submit(0, choose("paper"))).toBeNull();
    m.submit(1, choose("rock"));
    expect(m.undo(1)?.code).toBe("undo-information-revealed");
    expect(m.undo(0)?.code).toBe("undo-not-your-action");
  });

  it("refuses options that are not an odd bestOf from 1 to 99", () => {
    for (const bestOf of [0, 2, -1, 1.5, 101]) {
      expect(rps.validateOptions?.({ bestOf })?.code).toBe("bad-best-of");
      expect(() => rps.setup({ bestOf }, "o")).toThrow(RangeError);
    }
    expect(rps.validateOptions?.({})?.code).toBe("bad-best-of");
    expect(rps.validateOptions?.({ bestOf: 5 })).toBeNull();
  });
});
