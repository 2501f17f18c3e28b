import { describe, expect, it } from "vitest";
import { draft } from "./draft";
import { cat } from "./rules-catalog";
import type { StarcraftState } from "./state";
import { areaOf, lineGalaxy, patchPlayer, started, withBases, withUnits } from "./testing";
import {
  checkEliminations,
  endDrawsNearWinners,
  normalTarget,
  normalVictory,
  specialVictory,
  tiebreakKey,
} from "./victory";

function board(factions = ["raynor", "overmind", "tassadar"]): StarcraftState {
  let s = lineGalaxy(started(factions), ["abaddon", "braken", "chau-sara", "pridewater"]);
  s = withUnits(
    s,
    factions.map((_, p) => [
      p,
      p === 0 ? "terran-marine" : p === 1 ? "zerg-zergling" : "protoss-zealot",
      areaOf("pridewater", p),
    ]),
  );
  return s;
}

const withCp = (s: StarcraftState, cps: number[]) => cps.reduce((t, cp, p) => patchPlayer(t, p, { cp }), s);

describe("victory", () => {
  it("Normal victory at 15 conquest points", () => {
    expect(normalVictory(withCp(board(), [14, 3, 2]))).toBeNull();
    expect(normalVictory(withCp(board(), [15, 3, 2]))).toEqual([0]);
  });

  it("Aldaris in the game: the others need 20 (Hebrew rulebook: the raised bar is for everyone but Aldaris)", () => {
    const s = withCp(board(["raynor", "overmind", "aldaris"]), [19, 0, 0]);
    expect(normalTarget(s, 0)).toBe(20);
    expect(normalTarget(s, 2)).toBe(15);
    expect(normalVictory(s)).toBeNull();
    expect(normalVictory(withCp(s, [19, 0, 15]))).toEqual([2]);
  });

  it("Aldaris eliminated: the target returns to 15", () => {
    let s = withCp(board(["raynor", "overmind", "aldaris"]), [15, 0, 0]);
    s = patchPlayer(s, 2, { eliminated: true });
    expect(normalVictory(s)).toEqual([0]);
  });

  it("Tiebreakers in the rulebook's order: conquest points, resources, areas, bases, workers in the pool", () => {
    let s = withCp(board(), [15, 15, 0]);
    s = patchPlayer(s, 0, { workerPool: 3 });
    s = patchPlayer(s, 1, { workerPool: 5 });
    expect(normalVictory(s)).toEqual([1]); // all else equal: more workers in the pool
    const t = withBases(s, [[0, areaOf("abaddon", "cp")]]);
    expect(normalVictory(t)).toEqual([0]); // more areas controlled beats workers
    expect(tiebreakKey(t, 0)[0]).toBe(15);
  });

  it("Special victory: Overmind with bases on three planets", () => {
    const s = withBases(board(), [
      [1, areaOf("abaddon", "cp")],
      [1, areaOf("braken", "cp")],
      [1, areaOf("chau-sara", "cp")],
    ]);
    expect(specialVictory(s)).toEqual([1]);
  });

  it("Special victory: Jim Raynor controls six mineral or gas areas", () => {
    // Seat 0 already holds pridewater#0 (minerals): five more make six.
    const areas = ["abaddon", "braken", "chau-sara"].flatMap((p) =>
      [0, 1, 2, 3].map((i) => `${p}#${i}`).filter((a) => a in board().resources),
    );
    let s = board();
    s = withUnits(
      s,
      areas.slice(0, 4).map((a) => [0, "terran-marine", a] as [number, string, string]),
    );
    const five = specialVictory(s);
    expect(five === null || !five.includes(0)).toBe(true);
    s = withUnits(s, [[0, "terran-marine", areas[4]]]);
    expect(specialVictory(s)).toContain(0);
  });

  it("Special victory: Arcturus Mengsk controls every area of two planets", () => {
    let s = board(["mengsk", "overmind", "tassadar"]);
    const all = (planet: string) =>
      [0, 1, 2, 3].map((i) => `${planet}#${i}`).filter((a) => a in cat(s).areas);
    s = withUnits(
      s,
      all("abaddon").map((a) => [0, "terran-marine", a] as [number, string, string]),
    );
    expect(specialVictory(s)).toBeNull();
    s = withUnits(
      s,
      all("braken").map((a) => [0, "terran-marine", a] as [number, string, string]),
    );
    expect(specialVictory(s)).toEqual([0]);
  });

  it("Special victory: the Queen of Blades controls three conquest-point areas", () => {
    let s = board(["raynor", "queen-of-blades", "tassadar"]);
    s = withUnits(s, [
      [1, "zerg-zergling", areaOf("abaddon", "cp")],
      [1, "zerg-zergling", areaOf("braken", "cp")],
    ]);
    expect(specialVictory(s)).toBeNull();
    s = withUnits(s, [[1, "zerg-zergling", areaOf("chau-sara", "cp")]]);
    expect(specialVictory(s)).toEqual([1]);
  });

  it("Special victory: Tassadar controls more areas than every other player", () => {
    let s = board();
    expect(specialVictory(s)).toBeNull();
    s = withUnits(s, [[2, "protoss-zealot", areaOf("abaddon", "cp")]]);
    expect(specialVictory(s)).toEqual([2]);
  });

  it("The End Draws Near: the best player wins, Aldaris wins if he is in the game", () => {
    const s = withCp(board(), [3, 7, 1]);
    expect(endDrawsNearWinners(s)).toEqual([1]);
    const a = withCp(board(["raynor", "overmind", "aldaris"]), [3, 7, 1]);
    expect(endDrawsNearWinners(a)).toEqual([2]);
  });

  it("Elimination: a player with no units and no bases leaves the game, his orders are removed; the last one standing wins", () => {
    let s = board();
    s = {
      ...s,
      phase: "execution",
      units: s.units.filter((u) => u.owner !== 2),
      stacks: {
        abaddon: [
          { owner: 2, kind: "build", gold: false },
          { owner: 0, kind: "build", gold: false },
        ],
      },
    };
    const d = draft(s);
    checkEliminations(d);
    expect(d.players[2].eliminated).toBe(true);
    expect(d.stacks.abaddon).toEqual([{ owner: 0, kind: "build", gold: false }]);
    expect(d.phase).toBe("execution");
    d.units = d.units.filter((u) => u.owner !== 1);
    checkEliminations(d);
    expect(d.phase).toBe("over");
    expect(d.winners).toEqual([0]);
    expect(d.endReason).toBe("elimination");
  });
});
