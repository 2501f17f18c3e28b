import { Match, Rng, seedRng } from "@koprulu/engine";
import { starcraftLite } from "@koprulu/starcraft-lite/ruleset";
import { describe, expect, it } from "vitest";
import { ismctsBot } from "../ismcts";
import { randomBot } from "../random";
import { liteHeuristic } from "./heuristic";
import "./index";
import { heuristicFor } from "../registry";

describe("StarCraft Lite bots", () => {
  it("the HeuristicBot is registered and only ever picks legal actions; it beats random players", () => {
    expect(heuristicFor("starcraft-lite")).toBe(liteHeuristic);
    let wins = 0;
    for (let g = 0; g < 4; g++) {
      const m = Match.create(starcraftLite, starcraftLite.defaultOptions(3), `bot-${g}`);
      const rng = new Rng(seedRng(`bot-${g}`));
      for (let i = 0; i < 5000 && !m.outcome(); i++) {
        const d = m.pending()[0];
        const legal = m.legalActions(d.player);
        const bot = d.player === 0 ? liteHeuristic : randomBot;
        const a = bot.choose({
          ruleset: starcraftLite as never,
          seat: d.player,
          view: m.view(d.player),
          decisions: [d],
          legalActions: legal,
          rng,
        });
        expect(m.submit(d.player, a)).toBeNull();
      }
      if (m.outcome()?.winners.includes(0)) wins++;
    }
    expect(wins).toBeGreaterThanOrEqual(3);
  });
});

describe("StarCraft Lite heuristic: worker placement", () => {
  it("L-E1/A12: places a worker on a permanent resource, then a card that stays; a card leaving the game last", () => {
    const view = {
      frame: { kind: "build" },
      battle: null,
      exhausting: ["b#0"],
      forced: ["b#0", "c#0"],
    } as unknown as Parameters<typeof liteHeuristic.choose>[0]["view"];
    const pick = (sources: string[]) =>
      liteHeuristic.choose({
        ruleset: starcraftLite as never,
        seat: 0,
        view,
        decisions: [],
        legalActions: sources.map((source) => ({ type: "place-worker", source })),
        rng: new Rng(seedRng("w")),
      });
    expect(pick(["a#0", "b#0", "permanent-minerals"])).toEqual({
      type: "place-worker",
      source: "permanent-minerals",
    });
    expect(pick(["b#0", "a#0"])).toEqual({ type: "place-worker", source: "a#0" });
    expect(pick(["a#0", "c#0", "b#0"])).toEqual({ type: "place-worker", source: "c#0" });
  });

  it("L-B2: never removes its own unit to make room when it could end the phase instead", () => {
    const view = { frame: { kind: "build" }, battle: null } as unknown as Parameters<
      typeof liteHeuristic.choose
    >[0]["view"];
    const legalActions = [{ type: "make-room", unit: 3 }, { type: "end-build" }];
    for (const seed of ["r1", "r2", "r3"])
      expect(
        liteHeuristic.choose({
          ruleset: starcraftLite as never,
          seat: 0,
          view,
          decisions: [],
          legalActions,
          rng: new Rng(seedRng(seed)),
        }),
      ).toEqual({ type: "end-build" });
  });
});

describe("StarCraft Lite search", () => {
  it("ISMCTS plays Lite through determinize (its choice is legal, at a hidden Technology choice too)", () => {
    const m = Match.create(starcraftLite, starcraftLite.defaultOptions(2), "ismcts-lite");
    const rng = new Rng(seedRng("ismcts-lite"));
    const bot = ismctsBot({ iterations: 30 });
    let techChoices = 0;
    for (let i = 0; i < 120 && !m.outcome(); i++) {
      const d = m.pending()[0];
      const legal = m.legalActions(d.player);
      const a = bot.choose({
        ruleset: starcraftLite as never,
        seat: d.player,
        view: m.view(d.player),
        decisions: [d],
        legalActions: legal,
        rng,
      });
      if (a.type === "research") techChoices++;
      expect(m.submit(d.player, a)).toBeNull();
    }
    expect(techChoices).toBeGreaterThan(0);
  });
});
