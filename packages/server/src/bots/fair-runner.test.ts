/** Bot threads are shared fairly between games: one game's heavy bots cannot starve another's. */
import { describe, expect, it } from "vitest";
import { strengthOptions } from "./choose";
import { FairBotRunner } from "./fair-runner";
import type { BotAnswer, BotJob, BotRunner } from "./types";

/** A runner with one "thread" whose decisions finish when the test says so. */
function manualRunner() {
  const started: string[] = [];
  const finish: (() => void)[] = [];
  const runner: BotRunner = {
    choose(job: BotJob) {
      started.push(job.seed);
      return new Promise<BotAnswer>((resolve) => {
        finish.push(() => resolve({ ok: true, action: { type: "x" }, bot: "test" }));
      });
    },
    close: async () => {},
  };
  const finishNext = async () => {
    finish.shift()?.();
    await new Promise((r) => setTimeout(r, 0));
  };
  return { runner, started, finishNext };
}

const job = (gameId: string, seed: string): BotJob => ({
  modules: [],
  gameId,
  rulesetId: "t",
  view: null,
  decisions: [],
  legalActions: [{ type: "x" }],
  seat: 0,
  bot: "mcts",
  strength: 20_000,
  maxMs: 2000,
  seed,
});

describe("fair scheduling of bot work across games", () => {
  it("a game's queued decisions wait behind at most one decision of every other game (round-robin)", async () => {
    const m = manualRunner();
    const fair = new FairBotRunner(m.runner, 1);
    // Game A queues three heavy decisions before game B asks for one.
    const answers = [fair.choose(job("A", "A1")), fair.choose(job("A", "A2")), fair.choose(job("A", "A3"))];
    answers.push(fair.choose(job("B", "B1")));
    expect(m.started).toEqual(["A1"]);
    for (let i = 0; i < 4; i++) await m.finishNext();
    // Plain first-come order would be A1 A2 A3 B1: B's bot would wait behind all of A's.
    expect(m.started).toEqual(["A1", "B1", "A2", "A3"]);
    expect((await Promise.all(answers)).every((a) => a.ok)).toBe(true);
  });

  it("never runs more decisions at once than it has slots, and answers queued work as failed on close", async () => {
    const m = manualRunner();
    const fair = new FairBotRunner(m.runner, 2);
    const answers = ["A", "B", "C"].map((g) => fair.choose(job(g, g)));
    expect(m.started).toEqual(["A", "B"]);
    expect(fair.waiting).toBe(1);
    await fair.close();
    expect(await answers[2]).toMatchObject({ ok: false });
  });
});

describe("per-move budget cap", () => {
  it("an iteration budget also stops at the server's thinking-time cap; named strengths keep their short times", () => {
    expect(strengthOptions(20_000, 2000)).toEqual({ iterations: 20_000, timeMs: 2000 });
    expect(strengthOptions(1_000_000, 50)).toEqual({ iterations: 1_000_000, timeMs: 50 });
    expect(strengthOptions("hard", 2000)).toEqual({ strength: "hard" });
    expect(strengthOptions(null, 2000)).toEqual({});
  });
});
