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

describe("fair scheduling across clients, with a bot-time budget", () => {
  const clientJob = (client: string, gameId: string, seed: string): BotJob => ({
    ...job(gameId, seed),
    client,
  });

  it("a client's many games count as one client: another client waits behind at most one decision", async () => {
    const m = manualRunner();
    const fair = new FairBotRunner(m.runner, 1);
    const answers = ["G1", "G2", "G3"].map((g) => fair.choose(clientJob("A", g, `A-${g}`)));
    answers.push(fair.choose(clientJob("B", "H", "B-H")));
    for (let i = 0; i < 4; i++) await m.finishNext();
    // Fair per game, B would come after A's three games; per client, right after the first.
    expect(m.started).toEqual(["A-G1", "B-H", "A-G2", "A-G3"]);
    await Promise.all(answers);
  });

  it("a client over its bot time a minute goes after every client within budget", async () => {
    const m = manualRunner();
    let now = 0;
    const fair = new FairBotRunner(m.runner, 1, { msPerClientMinute: 1000, now: () => now });
    const first = fair.choose(clientJob("A", "G", "A1"));
    now += 1500; // A's decision took 1.5 s: over its 1 s budget for this minute
    await m.finishNext();
    await first;
    // B has been served more often than A would be by count, yet A is over budget.
    const bAnswers = [fair.choose(clientJob("B", "H", "B1"))];
    const a2 = fair.choose(clientJob("A", "G", "A2"));
    bAnswers.push(fair.choose(clientJob("B", "H", "B2")));
    for (let i = 0; i < 3; i++) await m.finishNext();
    expect(m.started).toEqual(["A1", "B1", "B2", "A2"]);
    expect(fair.used("A")).toBe(1500);
    // A new minute: A's budget is back.
    now += 60_000;
    expect(fair.used("A")).toBe(0);
    await Promise.all([a2, ...bAnswers]);
  });
});
