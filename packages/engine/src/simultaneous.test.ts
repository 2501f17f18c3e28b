import { describe, expect, it } from "vitest";
import { Rng } from "./rng";
import {
  allCommitted,
  checkSimultaneous,
  commitChoice,
  committedCount,
  openSimultaneous,
  redactOpenCommitments,
  redactSimultaneous,
  restoreSimultaneous,
  simultaneousPending,
  waitingFor,
} from "./simultaneous";
import type { LogEntry } from "./types";

describe("simultaneous decisions", () => {
  it("asks every chosen seat at once, flagged simultaneous", () => {
    const sim = openSimultaneous<string>([2, 0], 3);
    expect(sim).toEqual({ asked: [0, 2], choices: [null, null, null] });
    expect(simultaneousPending(sim, "discard", "Discard down")).toEqual([
      { player: 0, kind: "discard", prompt: "Discard down", simultaneous: true },
      { player: 2, kind: "discard", prompt: "Discard down", simultaneous: true },
    ]);
  });

  it("commits choices without mutating, and resolves when every asked seat has chosen", () => {
    const open = Object.freeze(openSimultaneous<string>([0, 1], 2));
    const one = commitChoice(open, 1, "rock");
    expect(open.choices).toEqual([null, null]);
    expect(waitingFor(one)).toEqual([0]);
    expect(committedCount(one)).toBe(1);
    expect(allCommitted(one)).toBe(false);
    const both = commitChoice(one, 0, "paper");
    expect(allCommitted(both)).toBe(true);
    expect(both.choices).toEqual(["paper", "rock"]);
    expect(simultaneousPending(both, "x")).toEqual([]);
  });

  it("a seat not asked, or that already chose, may not choose", () => {
    const sim = commitChoice(openSimultaneous<number>([0, 2], 3), 0, 5);
    expect(checkSimultaneous(sim, 1)?.code).toBe("not-your-decision");
    expect(checkSimultaneous(sim, 0)?.code).toBe("already-chosen");
    expect(checkSimultaneous(sim, 2)).toBeNull();
  });

  it("a seat's choice is hidden from every other seat and the spectator until all have chosen", () => {
    const sim = commitChoice(openSimultaneous<string>([0, 1], 2), 0, "rock");
    const otherChoice = commitChoice(openSimultaneous<string>([0, 1], 2), 0, "scissors");
    expect(redactSimultaneous(sim, 0)).toEqual({ asked: [0, 1], committed: [true, false], own: "rock" });
    expect(redactSimultaneous(sim, 1)).toEqual({ asked: [0, 1], committed: [true, false], own: null });
    expect(redactSimultaneous(sim, 1)).toEqual(redactSimultaneous(otherChoice, 1));
    expect(redactSimultaneous(sim, "spectator")).toEqual(redactSimultaneous(otherChoice, "spectator"));
  });

  it("restores a full decision for search: own choice kept, others' sampled", () => {
    const sim = commitChoice(commitChoice(openSimultaneous<number>([0, 1, 2], 3), 0, 7), 2, 9);
    const view = redactSimultaneous(sim, 0);
    const restored = restoreSimultaneous(
      view,
      0,
      (seat, rng) => 100 + seat + rng.int(0, 0),
      Rng.fromSeed("r"),
    );
    expect(restored).toEqual({ asked: [0, 1, 2], choices: [7, null, 102] });
    expect(redactSimultaneous(restored, 0)).toEqual(view);
  });

  it("hides the log entries of still-open commitments from other seats only", () => {
    const log: LogEntry<{ type: string; n?: number }>[] = [
      { player: 1, action: { type: "move" } },
      { player: 0, action: { type: "pick", n: 1 } },
      { player: 1, action: { type: "pick", n: 2 } },
    ];
    expect(redactOpenCommitments(log, 2, 0)).toEqual([
      log[0],
      log[1],
      { player: 1, action: { type: "hidden" } },
    ]);
    expect(redactOpenCommitments(log, 2, "spectator").map((e) => e.action.type)).toEqual([
      "move",
      "hidden",
      "hidden",
    ]);
    expect(redactOpenCommitments(log, 0, 1)).toEqual(log);
  });
});
