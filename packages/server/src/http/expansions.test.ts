/** Game options through the API: a StarCraft game with Brood War, and an unknown expansion refused. */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../testing/harness";

let s: TestServer;
beforeAll(async () => {
  s = await startTestServer({ rulesetModules: ["@koprulu/starcraft"] });
});
afterAll(async () => {
  await s.stop();
});

const game = (expansions: unknown) => ({
  ruleset: "starcraft",
  players: 2,
  seats: [{ kind: "human" }, { kind: "human" }],
  options: { players: 2, factionSelection: "random", maxRounds: 60, expansions },
});

describe("POST /api/games with ruleset options", () => {
  it("creates a Brood War game (options.expansions), and refuses an unknown expansion with 422", async () => {
    const ok = await s.app.inject({ method: "POST", url: "/api/games", payload: game(["brood-war"]) });
    expect(ok.statusCode).toBe(201);
    const { gameId, seats } = ok.json();
    const state = await s.state(gameId, seats[0].token);
    expect(state.status).toBe(200);
    expect(JSON.stringify(state.body)).toContain("broodWar");
    const bad = await s.app.inject({ method: "POST", url: "/api/games", payload: game(["lotv"]) });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().error.code).toBe("unknown-expansion");
  });

  it("creates a Survival game, and refuses a game mode combined with an optional rule with 422 (BW p.11)", async () => {
    const survival = (variants: Record<string, boolean>) => ({
      ...game(["brood-war"]),
      options: { ...game(["brood-war"]).options, mode: "survival", variants },
    });
    const ok = await s.app.inject({
      method: "POST",
      url: "/api/games",
      payload: survival({ leadershipCards: true }),
    });
    expect(ok.statusCode).toBe(201);
    const bad = await s.app.inject({
      method: "POST",
      url: "/api/games",
      payload: survival({ leadershipCards: true, largerGalaxy: true }),
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().error.code).toBe("mode-excludes-optional-rules");
  });
});
