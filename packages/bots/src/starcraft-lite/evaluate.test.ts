import { Rng } from "@koprulu/engine";
import { cat, controller } from "@koprulu/starcraft/board";
import { type LiteState, starcraftLite } from "@koprulu/starcraft-lite/ruleset";
import { describe, expect, it } from "vitest";
import {
  cardWorth,
  evaluateLite,
  evaluateLiteFitted,
  FEATURE_NAMES,
  liteFeatures,
  projectedCp,
} from "./evaluate";
import { liteHeuristic } from "./heuristic";

/** Heuristic self-play of a 2-player game up to its first mobilization. */
function firstMobilization(seed: string): LiteState {
  const rng = Rng.fromSeed(seed);
  let s = starcraftLite.setup(starcraftLite.defaultOptions(2), seed);
  for (let step = 0; step < 3000; step++) {
    if ((s as LiteState).phase === "mobilize") return s as LiteState;
    const seat = starcraftLite.pending(s)[0].player;
    const legal = starcraftLite.legalActions(s, seat);
    const view = starcraftLite.view(s, seat);
    s = starcraftLite.apply(
      s,
      seat,
      liteHeuristic.choose({ ruleset: starcraftLite, seat, view, decisions: [], legalActions: legal, rng }),
    );
  }
  throw new Error("no mobilization");
}

/**
 * A unit of seat 0 that can leave its area without giving up its control, and an uncontrolled
 * conquest-point area without hot-spot tokens to put it in.
 */
function unitAndEmptyCpArea(s: LiteState): { unit: number; area: string; cp: number } | null {
  const areas = cat(s.board).areas;
  const target = Object.keys(areas).find(
    (a) =>
      areas[a].cp > 0 &&
      !(s.hotSpots[a] > 0) &&
      controller(s.board, a) === null &&
      s.board.planetOrder.includes(a.slice(0, a.indexOf("#"))),
  );
  if (!target) return null;
  for (const u of s.board.units) {
    if (u.owner !== 0) continue;
    const keeps =
      s.board.units.some((x) => x.owner === 0 && x.area === u.area && x.id !== u.id) ||
      s.board.bases.some((b) => b.owner === 0 && b.area === u.area);
    if (keeps || areas[u.area].cp === 0) return { unit: u.id, area: target, cp: areas[target].cp };
  }
  return null;
}

describe("StarCraft Lite's search evaluation", () => {
  it("L-R6: counts a conquest-point area taken this round before the regrouping scores it", () => {
    let found = 0;
    for (const seed of ["eval-a", "eval-b", "eval-c", "eval-d", "eval-e", "eval-f"]) {
      const s = firstMobilization(seed);
      const pick = unitAndEmptyCpArea(s);
      if (!pick) continue;
      const moved: LiteState = {
        ...s,
        board: {
          ...s.board,
          units: s.board.units.map((u) => (u.id === pick.unit ? { ...u, area: pick.area } : u)),
        },
      };
      expect(projectedCp(moved)[0] - projectedCp(s)[0]).toBe(pick.cp);
      expect(projectedCp(moved)[1]).toBe(projectedCp(s)[1]);
      expect(evaluateLite(moved)[0]).toBeGreaterThan(evaluateLite(s)[0]);
      found++;
    }
    expect(found).toBeGreaterThan(0);
  });

  it("L-R1/A15: counts 2 points for an enemy base destroyed this round, none when it lost one too", () => {
    const s = firstMobilization("eval-bases");
    const withKill = (destroyed: number, lost: number): LiteState => ({
      ...s,
      players: s.players.map((p, i) => (i === 0 ? { ...p, basesDestroyed: destroyed, basesLost: lost } : p)),
    });
    expect(projectedCp(withKill(1, 0))[0] - projectedCp(s)[0]).toBe(2);
    expect(projectedCp(withKill(1, 1))[0]).toBe(projectedCp(s)[0]);
    expect(evaluateLite(withKill(1, 0))[0]).toBeGreaterThan(evaluateLite(s)[0]);
  });

  it("values stay within [0, 1] and a seat holding more points is valued higher", () => {
    const s = firstMobilization("eval-range");
    const ahead: LiteState = {
      ...s,
      board: { ...s.board, players: s.board.players.map((p, i) => (i === 0 ? { ...p, cp: 20 } : p)) },
    };
    for (const v of [...evaluateLite(s), ...evaluateLite(ahead)]) {
      expect(v).toBeGreaterThanOrEqual(0);
      expect(v).toBeLessThanOrEqual(1);
    }
    expect(evaluateLite(ahead)[0]).toBeGreaterThan(evaluateLite(ahead)[1]);
  });

  it("A12: a card force-mined to exhaustion is worth nothing, a fresh one force-mined is worth less", () => {
    const s = firstMobilization("eval-force");
    const card = Object.keys(s.board.resources).find((id) => s.board.resources[id].owner === 0);
    expect(card).toBeDefined();
    const id = card as string;
    const withCard = (depletion: 0 | 1, exhausting: boolean): LiteState => ({
      ...s,
      board: {
        ...s.board,
        resources: { ...s.board.resources, [id]: { ...s.board.resources[id], depletion } },
      },
      exhausting: exhausting ? [...s.exhausting, id] : s.exhausting.filter((x) => x !== id),
    });
    const fresh = evaluateLite(withCard(0, false))[0];
    const partial = evaluateLite(withCard(1, false))[0];
    const leaving = evaluateLite(withCard(1, true))[0];
    expect(partial).toBeLessThan(fresh);
    expect(leaving).toBeLessThan(partial);
    expect(cardWorth(withCard(1, true), id, 2)).toBe(0);
  });
});

describe("the fitted evaluation (scripts/lite-fit-eval.ts)", () => {
  it("liteFeatures gives one value per FEATURE_NAMES entry, the first the projected points over the target", () => {
    const s = firstMobilization("fit-features");
    for (const seat of [0, 1]) {
      const f = liteFeatures(s, seat);
      expect(f).toHaveLength(FEATURE_NAMES.length);
      expect(f[0]).toBeCloseTo(projectedCp(s)[seat] / s.options.endAt);
      expect(f.every(Number.isFinite)).toBe(true);
    }
  });

  it("evaluateLiteFitted is a softmax of the weighed features: values sum to 1, more points more value", () => {
    const s = firstMobilization("fit-softmax");
    const v = evaluateLiteFitted(s, [3, 2.8, 0.35, 0.35, 0, 1.8, 0]);
    expect(v[0] + v[1]).toBeCloseTo(1);
    const more = {
      ...s,
      board: { ...s.board, players: s.board.players.map((p, i) => (i === 0 ? { ...p, cp: p.cp + 10 } : p)) },
    };
    expect(evaluateLiteFitted(more as LiteState, [3, 2.8, 0.35, 0.35, 0, 1.8, 0])[0]).toBeGreaterThan(v[0]);
  });
});
