// @vitest-environment jsdom
/**
 * Pre-battle odds are computed from a real seat view (the ruleset's own view function), so the
 * estimate here runs the real lazy chunk: determinize the view, end the moves, sample the battle.
 */

import { starcraft } from "@koprulu/starcraft";
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
// Test-only: the rules package's board builders (not part of its public exports).
import {
  act,
  areaOf,
  lineGalaxy,
  patchPlayer,
  started,
  withBases,
  withFrame,
  withUnits,
} from "../../../starcraft/src/testing";
import { contestedArea } from "./contested";
import { PreBattleOdds } from "./PreBattleOdds";
import type { ScView } from "./viewTypes";

afterEach(cleanup);

type State = ReturnType<typeof started>;

function mobilizing(): State {
  let s = lineGalaxy(started(["raynor", "overmind"]), ["abaddon", "braken", "chau-sara"]);
  s = withBases(s, [
    [0, areaOf("abaddon", "minerals")],
    [1, areaOf("braken", "cp")],
  ]);
  s = withUnits(s, [
    [0, "terran-marine", areaOf("braken", "gas")],
    [0, "terran-marine", areaOf("braken", "minerals")],
    [1, "zerg-zergling", areaOf("braken", "cp")],
  ]);
  s = patchPlayer(s, 1, { modules: { supply: 0, research: 0, "air-support": 0 } });
  return withFrame(s, {
    kind: "mobilize",
    player: 0,
    planet: "braken",
    gold: false,
    moved: [],
    from: [],
    contested: null,
    tookBack: false,
  });
}

/** Move one marine into the zergling's area: that area becomes the order's contested area. */
function contested(): State {
  const s = mobilizing();
  const m = s.units.find((u) => u.owner === 0 && u.area === areaOf("braken", "gas"))!.id;
  return act(s, 0, { type: "move-unit", unit: m, area: areaOf("braken", "cp") });
}

const seatView = (s: State, seat: number) => starcraft.view(s, seat) as unknown as ScView;

describe("Odds if you attack now (pre-battle odds)", () => {
  it("shows a win probability for the contested area before end-mobilize, from the seat's view", async () => {
    const v = seatView(contested(), 0);
    expect(contestedArea(v, 0)?.area).toBe(areaOf("braken", "cp"));
    render(<PreBattleOdds view={v} seat={0} />);
    expect(screen.getByText("Odds if you attack now")).toBeTruthy();
    const odds = await screen.findByTestId("pre-odds", {}, { timeout: 20000 });
    const pct = Number(/you win ≈ (\d+)%/.exec(odds.textContent ?? "")?.[1]);
    expect(pct).toBeGreaterThanOrEqual(0);
    expect(pct).toBeLessThanOrEqual(100);
    expect(odds.textContent).toMatch(/200 samples/);
  }, 30000);

  it("is not shown while no area is contested", () => {
    const v = seatView(mobilizing(), 0);
    expect(contestedArea(v, 0)).toBeNull();
    const { container } = render(<PreBattleOdds view={v} seat={0} />);
    expect(screen.queryByText("Odds if you attack now")).toBeNull();
    expect(container.textContent).toBe("");
  });

  it("is not shown to another seat (only the player resolving the Mobilize is attacking)", () => {
    const v = seatView(contested(), 1);
    render(<PreBattleOdds view={v} seat={1} />);
    expect(screen.queryByText("Odds if you attack now")).toBeNull();
  });
});
