/**
 * HeuristicBot for StarCraft, checked on real play: every decision it takes in 2-player games
 * against RandomBot is recorded with its legal alternatives, and each rule of thumb is tested
 * where it applied. (Games are played until they end, or stall where the ruleset is still
 * incomplete.)
 */
import { type AnyRuleset, Match, Rng } from "@koprulu/engine";
import { beforeAll, describe, expect, it } from "vitest";
import { playGame } from "../play";
import { randomBot } from "../random";
import { loadRuleset } from "../rulesets";
import type { Bot } from "../types";
import { evaluate, searchEvaluate } from "./evaluate";
import { starcraftHeuristic } from "./heuristic";

type Act = { type: string; [k: string]: unknown };
interface Seen {
  legal: Act[];
  chosen: Act;
}

let sc: AnyRuleset;
const seen: Seen[] = [];

beforeAll(async () => {
  sc = await loadRuleset("starcraft");
  const recorder: Bot = {
    name: "recorder",
    choose(input) {
      const a = starcraftHeuristic.choose(input);
      seen.push({ legal: input.legalActions as unknown as Act[], chosen: a as unknown as Act });
      return a;
    },
  };
  for (let g = 0; g < 6; g++) {
    const bots = g % 2 ? [randomBot, recorder] : [recorder, randomBot];
    const match = new Match(sc, sc.defaultOptions(2), `heur-${g}`);
    const rngs = [Rng.fromSeed(`h${g}a`), Rng.fromSeed(`h${g}b`)];
    for (let step = 0; step < 3000; step++) {
      const pending = match.pending();
      if (pending.length === 0) break;
      const p = pending[0].player;
      const legalActions = match.legalActions(p);
      const action = bots[p].choose({
        ruleset: sc,
        seat: p,
        view: match.view(p),
        decisions: pending.filter((d) => d.player === p),
        legalActions,
        rng: rngs[p],
      });
      expect(match.submit(p, action)).toBeNull();
    }
  }
}, 120_000);

const where = (pred: (s: Seen) => boolean) => seen.filter(pred);
const has = (s: Seen, type: string) => s.legal.some((a) => a.type === type);

describe("StarCraft HeuristicBot", () => {
  it("only ever returns one of its legal actions", () => {
    expect(seen.length).toBeGreaterThan(50);
    for (const s of seen) expect(s.legal).toContainEqual(s.chosen);
  });

  it("executes its order rather than drawing an event when it can", () => {
    const cases = where((s) => has(s, "execute-order"));
    expect(cases.length).toBeGreaterThan(0);
    for (const s of cases) expect(s.chosen.type).toBe("execute-order");
  });

  it("spends within its means: pays with unworked sources before overworking a resource card", () => {
    const cases = where((s) => s.chosen.type === "pay" && s.legal.some((a) => a.type === "pay" && !a.force));
    for (const s of cases) expect(s.chosen.force).toBeFalsy();
  });

  it("takes a Gold Build discount when it is offered", () => {
    for (const s of where((s) => has(s, "use-discount"))) expect(s.chosen.type).toBe("use-discount");
  });

  it("builds a base when it can", () => {
    for (const s of where((s) => has(s, "build-base"))) expect(s.chosen.type).toBe("build-base");
  });

  it("places its first Build order of a round on a planet where it has a base when one is offered", () => {
    const planning = where((s) => s.chosen.type === "place-order");
    expect(planning.length).toBeGreaterThan(0);
    // Not every order is a Build, but over the games most rounds start with one.
    expect(planning.filter((s) => s.chosen.order === "build").length).toBeGreaterThan(0);
  });
});

describe("StarCraft HeuristicBot strength", () => {
  it("beats RandomBot in at least 9 of 10 two-player games, seats alternating", () => {
    let wins = 0;
    for (let g = 0; g < 10; g++) {
      const seat = g % 2;
      const bots = seat === 0 ? [starcraftHeuristic, randomBot] : [randomBot, starcraftHeuristic];
      const r = playGame(sc, bots, `strength-${g}`);
      if (r.outcome?.winners.includes(seat)) wins++;
    }
    expect(wins).toBeGreaterThanOrEqual(9);
  }, 120_000);
});

describe("StarCraft evaluation", () => {
  it("values conquest points: the seat with more CP is valued higher, all else equal", async () => {
    const s = sc.setup(sc.defaultOptions(2), "eval");
    const more = {
      ...s,
      players: s.players.map((pl: { cp: number }, i: number) => ({ ...pl, cp: i === 1 ? 5 : 0 })),
    };
    const [a, b] = evaluate(more);
    expect(b).toBeGreaterThan(a);
    for (const x of [a, b]) {
      expect(x).toBeGreaterThanOrEqual(0);
      expect(x).toBeLessThanOrEqual(1);
    }
  });

  it("the search's fitted evaluation: more bases and later conquest points are worth more; hands count by size only", async () => {
    const s = sc.setup(sc.defaultOptions(2), "eval");
    const [a0, b0] = searchEvaluate(s);
    expect(a0 + b0).toBeCloseTo(1, 9);
    const moreBases = { ...s, bases: [...s.bases, { owner: 1, area: "elsewhere" }] };
    const [a1, b1] = searchEvaluate(moreBases);
    expect(b1).toBeGreaterThan(a1);
    const cp = (round: number) =>
      searchEvaluate({
        ...s,
        round,
        players: s.players.map((pl: { cp: number }, i: number) => ({ ...pl, cp: i === 1 ? 5 : 0 })),
      })[1];
    expect(cp(1)).toBeGreaterThan(0.5);
    expect(cp(5)).toBeGreaterThan(cp(1));
    // Another hand of the same size (what a determinization deals) leaves the value as it was.
    const other = {
      ...s,
      players: s.players.map((pl: { hand: string[] }, i: number) =>
        i === 1 ? { ...pl, hand: pl.hand.map(() => "someone-else") } : pl,
      ),
    };
    expect(searchEvaluate(other)).toEqual(searchEvaluate(s));
  });
});
