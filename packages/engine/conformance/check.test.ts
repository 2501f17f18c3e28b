/**
 * The suite must catch broken rulesets: each test breaks one property of a correct fixture
 * and expects the matching check (and only failures, not a crash) in the report.
 */
import { type ActionBase, EngineErrors, Rng, type Ruleset } from "@koprulu/engine";
import { describe, expect, it } from "vitest";
import { type RaceState, race, raceCheck, type SecretState, type SecretView, secret } from "../test/fixtures";
import { type CheckName, checkConformance, mutate } from "./check";
import { findUndefined } from "./undefined-scan";

type AnyR = Ruleset<unknown, ActionBase, unknown, unknown>;

function failedChecks(ruleset: unknown, opts = {}): Set<CheckName> {
  const report = checkConformance(ruleset as AnyR, { games: 6, maxActionsPerGame: 60, ...opts });
  return new Set(report.failures.map((f) => f.check));
}

describe("conformance checker", () => {
  it("passes the correct fixtures, exercising every applicable check", () => {
    const r = checkConformance(race as unknown as AnyR, { games: 8 });
    expect(r.failures).toEqual([]);
    expect(r.finished).toBeGreaterThan(0);
    expect(r.checked["illegal-rejected"]).toBeGreaterThan(100);
    expect(r.checked["view-determinize"]).toBeGreaterThan(0);
    expect(r.checked.forfeit).toBeGreaterThan(0); // race has no forfeit rule: the engine's default
    const s = checkConformance(secret as unknown as AnyR, { games: 8 });
    expect(s.failures).toEqual([]);
    expect(s.checked["simultaneous-hidden"]).toBeGreaterThan(0);
    expect(r.notes).toContain("no simultaneous decision with several seats was met");
    expect(s.notes.find((n) => n.startsWith("determinize differed"))).toMatch(/in [1-9]\d* of/);
  });

  it("strict validation: catches a validate that accepts an unknown field, or throws on hostile input", () => {
    const lenient = { ...race, validate: raceCheck };
    expect(failedChecks(lenient)).toContain("unknown-field-refused");
    const throwing = {
      ...race,
      validate(s: RaceState, p: number, a: unknown) {
        return raceCheck(s, p, { type: (a as { type: unknown }).type });
      },
    };
    expect(failedChecks(throwing)).toContain("hostile-input-refused");
    const r = checkConformance(race as unknown as AnyR, { games: 4 });
    expect(r.checked["unknown-field-refused"]).toBeGreaterThan(0);
    expect(r.checked["hostile-input-refused"]).toBeGreaterThan(0);
  });

  it("catches apply mutating its input state", () => {
    const bad = {
      ...race,
      apply(s: RaceState, p: number, a: ActionBase) {
        if (a.type === "add") s.totals[p] += 1;
        return race.apply(s, p, a as never);
      },
    };
    expect(failedChecks(bad)).toContain("pure");
    expect(failedChecks(bad, { freeze: false })).toContain("pure");
  });

  it("tellAction: passes when it agrees with describeAction; catches other words or a story that is not JSON messages", () => {
    const words = (_s: unknown, p: number, a: ActionBase) => `seat ${p + 1} ${a.type}`;
    const good = {
      ...race,
      describeAction: words,
      tellAction: (s: RaceState, p: number, a: ActionBase) => ({
        text: words(s, p, a),
        story: [{ id: "moved" }],
      }),
    };
    const report = checkConformance(good as unknown as AnyR, { games: 4, maxActionsPerGame: 40 });
    expect(report.failures).toEqual([]);
    expect(report.checked["tell-action"]).toBeGreaterThan(0);
    expect(failedChecks({ ...good, tellAction: () => ({ text: "other words" }) })).toContain("tell-action");
    expect(
      failedChecks({
        ...good,
        tellAction: (s: RaceState, p: number, a: ActionBase) => ({
          text: words(s, p, a),
          story: [{ args: {} }],
        }),
      }),
    ).toContain("tell-action");
    expect(
      failedChecks({
        ...good,
        tellAction: (s: RaceState, p: number, a: ActionBase) => ({
          text: words(s, p, a),
          story: [{ id: "x", args: { n: Number.NaN } }],
        }),
      }),
    ).toContain("tell-action");
  });

  it("explain: passes when every named action is refused; catches one validate accepts or an entry without a RuleError", () => {
    const notYours = { code: "not-your-turn", message: "Not your turn.", rule: "fixture" };
    // Seats not asked may not add: each names that action with the rule error validate gives.
    const good = {
      ...race,
      explain: (s: RaceState, p: number) =>
        race.legalActions(s, p).length > 0
          ? []
          : [
              {
                about: "add",
                action: { type: "add", n: 1 },
                error: race.validate(s, p, { type: "add", n: 1 }) ?? notYours,
              },
            ],
    };
    const report = checkConformance(good as unknown as AnyR, { games: 4, maxActionsPerGame: 40 });
    expect(report.failures).toEqual([]);
    expect(report.checked["explain-refused"]).toBeGreaterThan(0);
    // An asked seat's legal action named as unavailable: validate accepts it.
    const lying = {
      ...race,
      explain: (s: RaceState, p: number) =>
        race.legalActions(s, p).map((action) => ({ about: action.type, action, error: notYours })),
    };
    expect(failedChecks(lying)).toContain("explain-refused");
    const noError = { ...race, explain: () => [{ about: "add", error: { code: "x" } }] };
    expect(failedChecks(noError)).toContain("explain-refused");
  });

  it("catches validate accepting an action legalActions does not list", () => {
    const bad = {
      ...race,
      validate: (s: RaceState, p: number, a: unknown) => (a === null ? race.validate(s, p, a) : null),
    };
    expect(failedChecks(bad)).toContain("illegal-rejected");
  });

  it("catches validate throwing on garbage instead of returning a RuleError", () => {
    const bad = {
      ...race,
      validate: (s: RaceState, p: number, a: unknown) => {
        // Reads a.type without checking a is an object: throws on null.
        if ((a as ActionBase).type === "x-no-such-action") return EngineErrors.malformed("unknown type");
        return race.validate(s, p, a);
      },
    };
    expect(failedChecks(bad)).toContain("illegal-rejected");
  });

  it("catches a RuleError without a stable kebab-case code", () => {
    const bad = {
      ...race,
      validate: (s: RaceState, p: number, a: unknown) => {
        const e = race.validate(s, p, a);
        return e ? { ...e, code: "Not Your Turn" } : null;
      },
    };
    expect(failedChecks(bad)).toContain("illegal-rejected");
  });

  it("catches an enumerated action that validate refuses", () => {
    const bad = {
      ...race,
      validate: (s: RaceState, p: number, a: unknown) =>
        (a as ActionBase | null)?.type === "roll"
          ? EngineErrors.malformed("no rolling")
          : race.validate(s, p, a),
    };
    expect(failedChecks(bad)).toContain("legal-actions-validate");
  });

  it("catches pending and outcome disagreeing (a stuck game)", () => {
    const bad = { ...race, outcome: () => null };
    expect(failedChecks(bad)).toContain("pending-outcome");
  });

  it("catches a forfeit rule that leaves the forfeiter asked, or makes him a winner", () => {
    expect(failedChecks({ ...race, forfeit: (s: RaceState) => s })).toContain("forfeit");
    const crowned = { ...race, forfeit: (s: RaceState, p: number) => ({ ...s, winner: p }) };
    expect(failedChecks(crowned)).toContain("forfeit");
  });

  it("catches legal actions offered to a seat that is not asked", () => {
    const bad = { ...race, legalActions: (s: RaceState) => race.legalActions(s, s.turn) };
    expect(failedChecks(bad)).toContain("pending-outcome");
  });

  it("catches non-deterministic setup and non-JSON states", () => {
    let n = 0;
    const nondet = {
      ...race,
      setup: (o: { target: number }, seed: string) => ({ ...race.setup(o, seed), n: n++ }),
    };
    expect(failedChecks(nondet)).toContain("setup-deterministic");
    const nonJson = {
      ...race,
      apply: (s: RaceState, p: number, a: never) => ({ ...race.apply(s, p, a), at: new Date(0) }),
    };
    const failed = failedChecks(nonJson);
    expect(failed).toContain("json-roundtrip");
    expect(failed).toContain("legal-actions-validate");
  });

  it("no-undefined: catches a state holding undefined deep inside, named by its path", () => {
    // A nested field left undefined after a roll, as a `{ ...x, params: use.params }` copy would.
    const holey = {
      ...race,
      apply: (s: RaceState, p: number, a: never) => {
        const next = race.apply(s, p, a);
        return (a as ActionBase).type === "roll"
          ? { ...next, last: [{ key: "roll", params: undefined }] }
          : next;
      },
    };
    const report = checkConformance(holey as unknown as AnyR, { games: 4, maxActionsPerGame: 40 });
    const found = report.failures.filter((f) => f.check === "no-undefined");
    expect(found.length).toBeGreaterThan(0);
    expect(found[0].message).toContain("$.last[0].params");
    const clean = checkConformance(race as unknown as AnyR, { games: 4 });
    expect(clean.checked["no-undefined"]).toBeGreaterThan(clean.actions);
    expect(clean.failures).toEqual([]);
  });

  it("findUndefined: the path of the first undefined, in objects and arrays; null for plain JSON", () => {
    expect(findUndefined({ a: [1, { b: null }], c: "x" })).toBeNull();
    expect(findUndefined({ a: [1, { b: undefined }] })).toBe("$.a[1].b");
    expect(findUndefined([0, undefined])).toBe("$[1]");
    expect(findUndefined(undefined)).toBe("$");
  });

  it("catches a replay that does not reproduce the game (randomness outside the state)", () => {
    let calls = 0;
    const bad = {
      ...race,
      apply: (s: RaceState, p: number, a: never) => {
        const next = race.apply(s, p, a);
        calls++;
        return (a as ActionBase).type === "roll"
          ? { ...next, totals: next.totals.map((t) => t + (calls % 2)) }
          : next;
      },
    };
    expect(failedChecks(bad)).toContain("replay");
  });

  it("catches a view that leaks a hidden simultaneous choice (to the other seat and the spectator)", () => {
    const leaky = {
      ...secret,
      view: (s: SecretState) => ({ sim: { ...s.sim, own: null }, result: s.result }),
    };
    const failed = failedChecks(leaky);
    expect(failed).toContain("simultaneous-hidden");
    expect(failed).toContain("view-determinize");
  });

  it("catches a spectator-only leak of a hidden choice", () => {
    const leaky = {
      ...secret,
      view: (s: SecretState, v: number | "spectator") => (v === "spectator" ? s : secret.view(s, v)),
    };
    const failed = failedChecks(leaky);
    expect(failed).toContain("simultaneous-hidden");
    expect(failed).toContain("view-determinize");
  });

  it("catches a spectator view that shows a seat's secret outside any simultaneous decision", () => {
    // race made secret: each seat's total is hidden from others; the spectator sees them all.
    const hiddenRace = {
      ...race,
      view: (s: RaceState, v: number | "spectator") =>
        v === "spectator"
          ? s
          : { ...s, rng: [0, 0, 0, 0], totals: s.totals.map((t, i) => (i === v ? t : -1)) },
      determinize: (v: RaceState, viewer: number, rng: Rng) => ({
        ...v,
        rng: [rng.nextUint32(), rng.nextUint32(), rng.nextUint32(), rng.nextUint32()],
        totals: v.totals.map((t, i) => (i === viewer ? t : rng.int(0, 9))),
      }),
    };
    const report = checkConformance(hiddenRace as unknown as AnyR, { games: 4, maxActionsPerGame: 40 });
    const messages = report.failures.filter((f) => f.check === "view-determinize").map((f) => f.message);
    expect(messages.length).toBeGreaterThan(0);
    expect(messages.every((m) => m.includes("the spectator tells apart"))).toBe(true);
  });

  it("catches a log that shows a hidden choice before all have chosen", () => {
    // Without viewLog the whole log is public, so seat 0's pick would show in it.
    const leaky = { ...secret, viewLog: undefined };
    expect(failedChecks(leaky)).toContain("simultaneous-hidden");
  });

  it("catches a determinize whose states look different to their seat", () => {
    const bad = {
      ...secret,
      determinize: (v: SecretView, viewer: number, rng: Rng) => {
        const s = secret.determinize?.(v, viewer, rng) as SecretState;
        return viewer === 1 && !s.result ? { ...s, sim: { ...s.sim, choices: [null, null] } } : s;
      },
    };
    expect(failedChecks(bad)).toContain("view-determinize");
  });

  it("catches a leak through an independent resampler even when determinize copies the leak", () => {
    // The view shows seat 0's pick to seat 1, and determinize faithfully copies it: consistent,
    // so only an independent source of indistinguishable states reveals the leak.
    const leakyView = (s: SecretState, v: number | "spectator") => ({
      ...secret.view(s, v),
      peek: s.result ? null : s.sim.choices,
    });
    const leaky = {
      ...secret,
      view: leakyView,
      determinize: (v: SecretView & { peek: (number | null)[] | null }) =>
        v.result
          ? { sim: { asked: [0, 1], choices: v.result.picks }, result: v.result }
          : { sim: { asked: [0, 1], choices: v.peek }, result: null },
      viewLog: undefined,
    };
    const resample = (s: SecretState, viewer: number, rng: Rng): SecretState =>
      s.result
        ? s
        : {
            ...s,
            sim: {
              ...s.sim,
              choices: s.sim.choices.map((c, seat) => (seat === viewer || c === null ? c : rng.int(0, 2))),
            },
          };
    expect(failedChecks(leaky, { resample })).toContain("view-resample");
  });

  it("reports a ruleset function that throws as a failure, not a crash", () => {
    const bad = {
      ...race,
      view: () => {
        throw new Error("boom");
      },
    };
    expect(failedChecks(bad)).toContain("view-json");
  });
});

describe("mutate", () => {
  it("returns a changed copy and leaves the original alone", () => {
    const rng = Rng.fromSeed("mutate");
    const original = Object.freeze({ type: "move", from: 3, units: Object.freeze([1, 2]) });
    for (let i = 0; i < 50; i++) {
      const m = mutate(original, rng);
      expect(m).not.toEqual(original);
    }
    expect(original).toEqual({ type: "move", from: 3, units: [1, 2] });
  });
});
