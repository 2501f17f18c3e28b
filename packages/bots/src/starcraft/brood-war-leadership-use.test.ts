import type { StarcraftAction, StarcraftState, StarcraftView } from "@koprulu/starcraft";
import { starcraft } from "@koprulu/starcraft";
import { describe, expect, it } from "vitest";
import { leadershipUseScore, starExecutionScore, type UseRatings } from "./brood-war-leadership-use";

function view(): StarcraftView {
  const s: StarcraftState = starcraft.setup(
    {
      players: 2,
      factionSelection: "random",
      maxRounds: 60,
      expansions: ["brood-war"],
      variants: { leadershipCards: true },
    },
    "use",
  );
  return starcraft.view(s, 0);
}

/** Ratings with fixed answers: planets "p#…", a base of seat 0 on planet "home". */
function ratings(over: Partial<UseRatings> = {}): UseRatings {
  const v = view();
  return {
    v: { ...v, bases: [{ owner: 0, area: "home#1" }] } as StarcraftView,
    p: 0,
    planning: () => 0,
    mobilizeValue: () => 0,
    arrival: () => 0,
    threat: () => 0,
    worth: () => 1,
    ...over,
  };
}

function score(r: UseRatings, a: StarcraftAction): number {
  return leadershipUseScore(r, a) ?? Number.NaN;
}

describe("HeuristicBot use of its Leadership cards", () => {
  it("The Sons of Korhal: the Star order goes where the best normal order would (any kind)", () => {
    const r = ratings({
      planning: (planet, kind) => (planet === "rich" && kind === "mobilize" ? 8 : planet === "home" ? 3 : -5),
    });
    expect(score(r, { type: "place-star-order", planet: "rich" })).toBeGreaterThan(
      score(r, { type: "place-star-order", planet: "home" }),
    );
    expect(score(r, { type: "place-star-order", planet: "empty" })).toBeLessThan(0);
  });

  it("The Sons of Korhal: a revealed Star order is a Build where he has a base and nothing to take, a Mobilize where much is to take", () => {
    const quiet = ratings();
    const build = starExecutionScore(quiet, "home", "build", false);
    expect(build).toBeGreaterThan(starExecutionScore(quiet, "home", "mobilize", false));
    expect(build).toBeGreaterThan(starExecutionScore(quiet, "home", "research", false));
    const rich = ratings({ mobilizeValue: (planet) => (planet === "rich" ? 14 : 0) });
    expect(starExecutionScore(rich, "rich", "mobilize", false)).toBeGreaterThan(
      starExecutionScore(rich, "rich", "build", false),
    );
    // Special (gold) when the pool has room: it does more.
    expect(starExecutionScore(quiet, "home", "build", true)).toBeGreaterThan(build);
  });

  it("Covert Operations: a reserve Ghost joins a Mobilize where arriving is worth something", () => {
    const r = ratings({ arrival: (area) => (area === "p#cp" ? 9 : -8) });
    expect(score(r, { type: "move-held", unit: "terran-ghost", area: "p#cp" })).toBe(9);
    expect(score(r, { type: "move-held", unit: "terran-ghost", area: "p#guarded" })).toBeLessThan(0);
  });

  it("Conclave Fleet: deploying a reserve unit beats keeping it off the board", () => {
    const r = ratings();
    expect(score(r, { type: "deploy-held", unit: "protoss-zealot", area: "home#1" })).toBeGreaterThan(
      score(r, { type: "end-deploy" }),
    );
  });

  it("a hero goes to a threatened area rather than a quiet one, and not by destroying one of his figures", () => {
    const r = ratings({ threat: (area) => (area === "front#1" ? 12 : 0) });
    const front = score(r, { type: "place-hero", area: "front#1" });
    expect(front).toBeGreaterThan(score(r, { type: "place-hero", area: "home#1" }));
    expect(score(r, { type: "place-hero", area: "front#1", replace: 7 })).toBeLessThan(front);
  });

  it("Gantrithor's death strike: a base before an installation before a unit, and anything before nothing", () => {
    const r = ratings();
    const unit = r.v.units[0];
    const base = score(r, { type: "death-strike", target: "base", area: "x#1" });
    const inst = score(r, { type: "death-strike", target: "installation", area: "x#2" });
    const one = score(r, { type: "death-strike", target: "unit", unit: unit?.id ?? -1 });
    expect(base).toBeGreaterThan(inst);
    expect(inst).toBeGreaterThan(one);
    expect(one).toBeGreaterThan(score(r, { type: "death-strike", target: "none" }));
  });

  it("an installation goes to the least threatened friendly area, one with his base first", () => {
    const r = ratings({ threat: (area) => (area === "front#1" ? 12 : 0) });
    expect(score(r, { type: "place-installation", area: "home#1" })).toBeGreaterThan(
      score(r, { type: "place-installation", area: "front#1" }),
    );
  });

  it("leaves every other decision to the heuristic (null)", () => {
    expect(leadershipUseScore(ratings(), { type: "end-build" })).toBeNull();
  });
});
