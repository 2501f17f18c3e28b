import { describe, expect, it } from "vitest";
import { isLevel, LEVEL_NAMES, LEVELS, levelFor } from "./levels";
import { createBot, parseBotSpec } from "./registry";
import { RULESET_NAMES } from "./rulesets";

describe("named levels", () => {
  it("every ruleset has easy, normal, hard and expert, each a known bot", () => {
    for (const id of RULESET_NAMES)
      for (const level of LEVEL_NAMES)
        expect(["random", "heuristic", "mcts"]).toContain(levelFor(id, level).bot);
    for (const id of Object.keys(LEVELS)) expect(RULESET_NAMES).toContain(id);
  });

  it("each level thinks at least as long as the one below, and within the server's 400 ms", () => {
    const rank = (b: { bot: string; timeMs?: number }) =>
      b.bot === "random" ? 0 : b.bot === "heuristic" ? 1 : 2 + (b.timeMs ?? 0) / 1000;
    for (const id of RULESET_NAMES) {
      const ranks = LEVEL_NAMES.map((l) => rank(levelFor(id, l)));
      for (let k = 1; k < ranks.length; k++) expect(ranks[k]).toBeGreaterThan(ranks[k - 1]);
      for (const l of LEVEL_NAMES) expect(levelFor(id, l).timeMs ?? 0).toBeLessThanOrEqual(400);
    }
  });

  it("a level is a bot spec: createBot plays the level's bot with its thinking time", () => {
    expect(isLevel("hard")).toBe(true);
    expect(isLevel("mcts")).toBe(false);
    expect(parseBotSpec("expert")).toEqual({ name: "expert", options: {} });
    expect(parseBotSpec("expert@50ms")).toEqual({ name: "expert", options: { timeMs: 50 } });
    expect(() => parseBotSpec("master")).toThrow(/unknown bot/);
    expect(createBot("easy", "starcraft").name).toBe("random");
    const hard = createBot("hard", "starcraft");
    expect(hard.name).toBe("mcts");
    expect(hard.options?.timeMs).toBe(levelFor("starcraft", "hard").timeMs);
    // A named strength does not change a level's budget; an explicit budget does.
    expect(createBot("expert", "eclipse", { strength: "easy" }).options?.timeMs).toBe(400);
    expect(createBot("expert", "eclipse", { iterations: 50 }).options?.iterations).toBe(50);
  });

  it("a level with a budget plays the level's search options with that budget instead of its time", () => {
    // How the ladder measures levels: "expert@880" is expert's search at 880 iterations, no clock.
    const expert = levelFor("starcraft", "expert");
    expect(expert.options?.rolloutDepth).toBeGreaterThan(0); // StarCraft's expert rolls out
    const measured = createBot("expert@880", "starcraft");
    expect(measured.options?.iterations).toBe(880);
    expect(measured.options?.timeMs).toBeUndefined();
    expect(measured.options?.rolloutDepth).toBe(expert.options?.rolloutDepth);
    expect(createBot("expert", "starcraft").options?.timeMs).toBe(expert.timeMs);
    // Explicit options still win over the level's.
    expect(createBot("expert@880", "starcraft", { rolloutDepth: 0 }).options?.rolloutDepth).toBe(0);
  });
});
