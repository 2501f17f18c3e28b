import { describe, expect, it } from "vitest";
import { race, secret } from "../test/fixtures";
import { hashState } from "./hash";
import { Match, replay } from "./match";
import { Rng } from "./rng";
import { revealedInformation } from "./undo";

const newRace = () => Match.create(race, { target: 10 }, "undo");

describe("undo (a player may take back their own last actions)", () => {
  it("takes back the last action: state, log and version return to before it", () => {
    const m = newRace();
    m.submit(0, { type: "add", n: 1 });
    const mid = m.state;
    m.submit(0, { type: "add", n: 2 });
    expect(m.undo(0)).toBeNull();
    expect(m.state).toBe(mid);
    expect(m.version).toBe(1);
    expect(m.log).toEqual([{ player: 0, action: { type: "add", n: 1 } }]);
  });

  it("walks back through a run of the same player's actions, one per undo", () => {
    const m = newRace();
    const start = m.state;
    m.submit(0, { type: "add", n: 1 });
    m.submit(0, { type: "add", n: 2 });
    m.submit(0, { type: "add", n: 1 });
    expect(m.undo(0)).toBeNull();
    expect(m.undo(0)).toBeNull();
    expect(m.undo(0)).toBeNull();
    expect(m.state).toBe(start);
    expect(m.undo(0)?.code).toBe("undo-nothing");
  });

  it("refuses when there is nothing to undo", () => {
    expect(newRace().undo(0)?.code).toBe("undo-nothing");
  });

  it("refuses once another player has acted since (not your action)", () => {
    const m = newRace();
    m.submit(0, { type: "end" });
    m.submit(1, { type: "add", n: 1 });
    const before = m.hash();
    expect(m.undo(0)?.code).toBe("undo-not-your-action");
    expect(m.hash()).toBe(before);
    expect(m.version).toBe(2);
  });

  it("refuses an action that revealed information (a die roll changed the PRNG state)", () => {
    const m = newRace();
    m.submit(0, { type: "add", n: 1 });
    m.submit(0, { type: "roll" });
    expect(m.undo(0)?.code).toBe("undo-information-revealed");
    expect(m.version).toBe(2);
  });

  it("refuses once the decision has passed to someone else (the turn ended)", () => {
    const m = newRace();
    m.submit(0, { type: "add", n: 1 });
    m.submit(0, { type: "end" });
    expect(m.undo(0)?.code).toBe("undo-decision-passed");
    expect(m.version).toBe(2);
  });

  it("refuses an action that ended the game", () => {
    const m = newRace();
    for (let i = 0; i < 5; i++) m.submit(0, { type: "add", n: 2 });
    expect(m.outcome()).not.toBeNull();
    expect(m.undo(0)?.code).toBe("undo-game-over");
  });

  it("lets a seat take back its part of a simultaneous decision while the others still choose", () => {
    const m = Match.create(secret, {}, "u");
    m.submit(0, { type: "pick", n: 1 });
    expect(m.undo(0)).toBeNull();
    expect(m.state.sim.choices).toEqual([null, null]);
    m.submit(0, { type: "pick", n: 2 });
    m.submit(1, { type: "pick", n: 0 }); // resolves: the game ends, picks are revealed
    expect(m.undo(0)?.code).toBe("undo-not-your-action");
    expect(m.undo(1)?.code).toBe("undo-game-over");
  });

  it("works on a match loaded from JSON (no remembered states: it replays)", () => {
    const m = newRace();
    m.submit(0, { type: "end" });
    m.submit(1, { type: "add", n: 1 });
    m.submit(1, { type: "add", n: 2 });
    const loaded = Match.fromJSON(race, m.toJSON());
    expect(loaded.undo(1)).toBeNull();
    expect(loaded.state.totals).toEqual([0, 1]);
    expect(loaded.undo(1)).toBeNull();
    expect(loaded.state.totals).toEqual([0, 0]);
    expect(loaded.undo(1)?.code).toBe("undo-not-your-action");
    // Playing on after the undo keeps the log and the states consistent.
    expect(loaded.submit(1, { type: "add", n: 2 })).toBeNull();
    expect(loaded.undo(1)).toBeNull();
    expect(loaded.state.totals).toEqual([0, 0]);
  });

  it("the default reveal test compares the PRNG state at state.rng; a ruleset may override it", () => {
    const s = race.setup({ target: 10 }, "r");
    expect(
      revealedInformation(race, s, race.apply(s, 0, { type: "add", n: 1 }), 0, { type: "add", n: 1 }),
    ).toBe(false);
    expect(revealedInformation(race, s, race.apply(s, 0, { type: "roll" }), 0, { type: "roll" })).toBe(true);
    const strict = { ...race, revealsInformation: () => true };
    const m = Match.create(strict, { target: 10 }, "r");
    m.submit(0, { type: "add", n: 1 });
    expect(m.undo(0)?.code).toBe("undo-information-revealed");
  });

  it("whatever the mix of moves and undos, the state is always the replay of the log", () => {
    const rng = Rng.fromSeed("undo-property");
    let undone = 0;
    for (let game = 0; game < 30; game++) {
      const m = Match.create(race, { target: 10 }, `p${game}`);
      for (let step = 0; step < 60 && m.outcome() === null; step++) {
        const seat = m.pending()[0].player;
        if (rng.index(3) === 0) {
          const who = rng.index(2);
          const version = m.version;
          const err = m.undo(who);
          expect(m.version).toBe(err ? version : version - 1);
          if (!err) undone++;
        } else {
          const legal = m.legalActions(seat);
          expect(m.submit(seat, legal[rng.index(legal.length)])).toBeNull();
        }
        expect(hashState(m.state)).toBe(
          hashState(replay(race, { ruleset: "race", options: m.options, seed: m.seed, log: [...m.log] })),
        );
      }
    }
    expect(undone).toBeGreaterThan(20);
  });
});
