import { describe, expect, it } from "vitest";
import { race, secret } from "../test/fixtures";
import { EngineErrors, ReplayError } from "./errors";
import { hashState } from "./hash";
import { Match, replay } from "./match";
import { createRegistry } from "./registry";
import type { MatchRecord } from "./types";

function playRace(seed = "m1") {
  const m = Match.create(race, { target: 10 }, seed);
  m.submit(0, { type: "add", n: 2 });
  m.submit(0, { type: "roll" });
  m.submit(0, { type: "end" });
  m.submit(1, { type: "add", n: 1 });
  return m;
}

describe("Match", () => {
  it("starts from setup(options, seed) at version 0 with an empty log", () => {
    const m = Match.create(race, { target: 10 }, "s");
    expect(m.state).toEqual(race.setup({ target: 10 }, "s"));
    expect(m.version).toBe(0);
    expect(m.log).toEqual([]);
    expect(m.players).toBe(2);
    expect(m.pending()).toEqual([{ player: 0, kind: "race" }]);
    expect(m.legalActions(0)).toHaveLength(4);
    expect(m.legalActions(1)).toEqual([]);
    expect(m.outcome()).toBeNull();
  });

  it("submit validates, applies and appends {player, action} to the log", () => {
    const m = Match.create(race, { target: 10 }, "s");
    const action = { type: "add", n: 2 } as const;
    expect(m.submit(0, action)).toBeNull();
    expect(m.version).toBe(1);
    expect(m.log).toEqual([{ player: 0, action }]);
    expect(m.state.totals).toEqual([2, 0]);
  });

  it("an illegal action returns the RuleError and changes nothing (state, log, version)", () => {
    const m = playRace();
    const state = m.state;
    const hash = m.hash();
    for (const [player, action] of [
      [0, { type: "add", n: 1 }], // not seat 0's turn
      [1, { type: "add", n: 3 }], // bad step
      [1, null],
      [1, { type: "nope" }],
      [7, { type: "end" }],
    ] as const) {
      const err = m.submit(player, action);
      expect(err).not.toBeNull();
      expect(typeof err?.code).toBe("string");
      expect(m.state).toBe(state);
      expect(m.version).toBe(4);
      expect(m.hash()).toBe(hash);
    }
    expect(m.submit(0, { type: "end" })?.code).toBe("not-your-decision");
  });

  it("actions after the end are refused with game-over", () => {
    const m = Match.create(race, { target: 10 }, "s");
    for (let i = 0; i < 5; i++) m.submit(0, { type: "add", n: 2 });
    expect(m.outcome()).toEqual({ winners: [0], reason: "reached-target" });
    expect(m.pending()).toEqual([]);
    expect(m.submit(0, { type: "add", n: 1 })?.code).toBe("game-over");
  });

  it("pending() is cached per state and recomputed after a move", () => {
    const m = Match.create(race, { target: 10 }, "s");
    const first = m.pending();
    expect(m.pending()).toBe(first);
    m.submit(0, { type: "end" });
    expect(m.pending()).toEqual([{ player: 1, kind: "race" }]);
  });

  it("hash() is the stable hash of the current state", () => {
    const m = playRace();
    expect(m.hash()).toBe(hashState(m.state));
    expect(m.hash()).toMatch(/^[0-9a-f]{16}$/);
  });

  it("toJSON → fromJSON replays to the same state (through a JSON string, like a file)", () => {
    const m = playRace();
    const record = JSON.parse(JSON.stringify(m)) as MatchRecord;
    expect(record).toEqual({
      ruleset: "race",
      options: { target: 10 },
      seed: "m1",
      log: m.log,
      hash: m.hash(),
    });
    const back = Match.fromJSON(race, record);
    expect(back.state).toEqual(m.state);
    expect(back.version).toBe(4);
    expect(replay(race, record)).toEqual(m.state);
  });

  it("fromJSON finds the ruleset in a registry (Map or object) by the record's id", () => {
    const record = playRace().toJSON();
    expect(Match.fromJSON(createRegistry([race, secret]), record).hash()).toBe(record.hash);
    expect(Match.fromJSON({ race, secret }, record).hash()).toBe(record.hash);
    expect(() => Match.fromJSON({ secret }, record)).toThrow(ReplayError);
    expect(() => Match.fromJSON(secret, record)).toThrow(/not "secret"/);
  });

  it("fromJSON refuses an illegal log entry, naming its index and the rule", () => {
    const record = playRace().toJSON();
    record.log[3] = { player: 0, action: { type: "end" } };
    delete record.hash;
    try {
      Match.fromJSON(race, record);
      expect.unreachable();
    } catch (e) {
      expect(e).toBeInstanceOf(ReplayError);
      expect((e as ReplayError).code).toBe("illegal-entry");
      expect((e as ReplayError).index).toBe(3);
      expect((e as ReplayError).ruleError?.code).toBe("not-your-decision");
    }
  });

  it("fromJSON refuses a record whose final hash differs (rules or log changed)", () => {
    const record = { ...playRace().toJSON(), hash: "0000000000000000" };
    expect(() => Match.fromJSON(race, record)).toThrow(/hash/);
    expect(Match.fromJSON(race, record, { verify: false }).version).toBe(4);
  });

  it("fromJSON refuses a record whose options the ruleset refuses or cannot set up", () => {
    const strict = {
      ...race,
      validateOptions: (o: unknown) =>
        (o as { target?: unknown })?.target === 10 ? null : EngineErrors.malformed("target"),
    };
    const record = { ...playRace().toJSON(), options: { target: 3 } };
    expect(() => Match.fromJSON(strict, record)).toThrow(/options are refused/);
    const throwing = {
      ...race,
      setup: () => {
        throw new RangeError("no");
      },
    };
    expect(() => Match.fromJSON(throwing, playRace().toJSON())).toThrow(ReplayError);
  });

  it("fromJSON refuses a malformed record", () => {
    expect(() => Match.fromJSON(race, { ruleset: "race" } as unknown as MatchRecord)).toThrow(ReplayError);
  });

  it("replay with upTo stops after that many entries (a replay timeline)", () => {
    const record = playRace().toJSON();
    const m = Match.create(race, { target: 10 }, "m1");
    m.submit(0, { type: "add", n: 2 });
    m.submit(0, { type: "roll" });
    expect(replay(race, record, { upTo: 2 })).toEqual(m.state);
  });

  it("trusted replay skips validation but reaches the same state", () => {
    const record = playRace().toJSON();
    expect(hashState(replay(race, record, { trusted: true }))).toBe(record.hash);
  });

  it("the same options, seed and log give the same states (randomness lives in the state)", () => {
    expect(playRace("same").hash()).toBe(playRace("same").hash());
    const a = Match.create(race, { target: 10 }, "seed-a");
    const b = Match.create(race, { target: 10 }, "seed-b");
    a.submit(0, { type: "roll" });
    b.submit(0, { type: "roll" });
    expect(a.state.rng).not.toEqual(b.state.rng);
  });

  it("view and viewLog go through the ruleset's projection", () => {
    const m = Match.create(secret, {}, "v");
    m.submit(0, { type: "pick", n: 2 });
    expect(m.view(1).sim.own).toBeNull();
    expect(m.view(0).sim.own).toBe(2);
    expect(m.viewLog(1)).toEqual([{ player: 0, action: { type: "hidden" } }]);
    expect(m.viewLog(0)).toEqual([{ player: 0, action: { type: "pick", n: 2 } }]);
    // A ruleset without viewLog shows the whole log.
    expect(playRace().viewLog("spectator")).toHaveLength(4);
  });
});
