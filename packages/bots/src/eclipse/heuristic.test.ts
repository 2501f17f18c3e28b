import { type EclipseState, eclipse } from "@koprulu/eclipse";
import { Rng } from "@koprulu/engine";
import { describe, expect, it } from "vitest";
import { ismctsBot } from "../ismcts";
import { playGame } from "../play";
import { randomBot } from "../random";
import { heuristicFor } from "../registry";
import "./index";

describe("Eclipse heuristic bot", () => {
  it("is registered for 'heuristic' and only ever plays legal actions to the end of a game", () => {
    const bot = heuristicFor("eclipse");
    expect(bot.name).toBe("eclipse-heuristic");
    const r = playGame(eclipse, [bot, randomBot, randomBot], "eclipse-legal", {
      options: { players: 3, rounds: 3 },
    });
    expect(r.stopped).toBe("over");
  });

  it("beats random players (2 players, 4 rounds, both seats, 8 games)", () => {
    const bot = heuristicFor("eclipse");
    let wins = 0;
    for (let g = 0; g < 8; g++) {
      const seat = g % 2;
      const bots = seat === 0 ? [bot, randomBot] : [randomBot, bot];
      const r = playGame(eclipse, bots, `eclipse-vs-random-${g}`, { options: { players: 2, rounds: 4 } });
      if (r.outcome?.winners.length === 1 && r.outcome.winners[0] === seat) wins++;
    }
    expect(wins).toBeGreaterThanOrEqual(6);
  });

  it("ISMCTS plays Eclipse through determinize (a legal choice from a seat's view)", () => {
    let s = eclipse.setup({ players: 3, rounds: 9 }, "eclipse-mcts");
    const bot = ismctsBot({ iterations: 30 });
    for (let i = 0; i < 6; i++) {
      const d = eclipse.pending(s)[0]!;
      const legalActions = eclipse.legalActions(s, d.player);
      const a = bot.choose({
        ruleset: eclipse,
        seat: d.player,
        view: eclipse.view(s, d.player),
        decisions: [d],
        legalActions,
        rng: Rng.fromSeed(`m${i}`),
      });
      expect(legalActions).toContainEqual(a);
      s = eclipse.apply(s, d.player, a);
    }
  });
});

describe("Eclipse heuristic: attacks", () => {
  it("sends a fleet of Cruisers against Ancients next door when the odds are good", async () => {
    const { bestAttack } = await import("./attack");
    let s = eclipse.setup({ players: 2, rounds: 9 }, "attack");
    const seat = 0;
    const home = s.players[seat]!.home;
    // Find an explorable neighbour and put an Ancient sector there, joined by a wormhole.
    const explore = eclipse
      .legalActions({ ...s, turn: seat, step: { kind: "turn" } }, seat)
      .find((a) => a.type === "explore")!;
    s = { ...s, turn: seat, step: { kind: "turn" } };
    s = eclipse.apply(s, seat, explore);
    s = {
      ...s,
      stacks: s.stacks,
      step: { ...(s.step as Extract<EclipseState["step"], { kind: "explore-place" }>), sector: "101" },
    };
    const place = eclipse.legalActions(s, seat).find((a) => a.type === "explore-place");
    if (!place) return; // 101 cannot join this home from there: nothing to attack
    s = eclipse.apply(s, seat, place);
    const pos = (explore as { pos: string }).pos;
    expect(s.hexes[pos]!.ancients).toBe(1);
    s = {
      ...s,
      turn: seat,
      step: { kind: "move", done: 0, limit: 3, from: null, hull: null },
      hexes: {
        ...s.hexes,
        [home]: {
          ...s.hexes[home]!,
          ships: [1, 2, 3, 4].map((id) => ({ id: 900 + id, owner: seat, hull: "cruiser" as const })),
        },
      },
    };
    const plan = bestAttack(s, seat);
    expect(plan?.to).toBe(pos);
    expect(plan!.odds).toBeGreaterThanOrEqual(0.6);
  });
});
