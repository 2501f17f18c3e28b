import { describe, expect, it } from "vitest";
import { bwOptions } from "../brood-war/testing";
import { draft } from "../draft";
import { newBuildFrame } from "../orders/build";
import { scoreConquestPoints, startRegrouping } from "../regrouping";
import { cat } from "../rules-catalog";
import { legalActions } from "../ruleset";
import { setupState } from "../setup";
import type { StarcraftOptions, StarcraftState } from "../state";
import {
  act,
  areaOf,
  err,
  lineGalaxy,
  patchPlayer,
  playSetup,
  withBases,
  withCards,
  withFrame,
  withUnits,
} from "../testing";
import { checkEliminations } from "../victory";
import { afterModeAction } from "./after-action";
import { baseLimit } from "./modes";
import { openTokenChoice } from "./survival";

const LEAD = { variants: { leadershipCards: true } };

function game(mode: StarcraftOptions["mode"]): StarcraftState {
  return playSetup(setupState(bwOptions(2, { ...LEAD, mode }), "survival"), ["tassadar", "overmind"]);
}

/** Tassadar (0): base and cards on pridewater, a zealot on braken's gas area; Overmind (1): a base and a zergling on braken. */
function board(mode: StarcraftOptions["mode"] = "survival"): StarcraftState {
  let s = lineGalaxy(game(mode), ["pridewater", "braken", "abaddon"]);
  s = withBases(s, [
    [0, areaOf("pridewater", 0)],
    [1, areaOf("braken", "cp")],
  ]);
  s = withCards(s, 0, [areaOf("pridewater", 0), areaOf("pridewater", 1), areaOf("pridewater", 2)]);
  s = withUnits(s, [
    [1, "zerg-zergling", areaOf("braken", "cp")],
    [0, "protoss-zealot", areaOf("braken", "gas")],
    [1, "zerg-zergling", areaOf("abaddon", 0)],
  ]);
  return patchPlayer(s, 0, { workerPool: 12 });
}

describe("Survival (BW p.11) and Faster Survival (FAQ p.3)", () => {
  it("Survival: a player with no base is out even with units left, and his units leave the board", () => {
    const noZergBase = (s: StarcraftState) =>
      draft({ ...s, phase: "regrouping", bases: s.bases.filter((b) => b.owner !== 1) });
    const d = noZergBase(board());
    checkEliminations(d);
    expect(d.players[1].eliminated).toBe(true);
    expect(d.units.some((u) => u.owner === 1)).toBe(false);
    expect(d.winners).toEqual([0]);
    // Galactic Conquest: units keep him in the game.
    const gc = noZergBase(board("galactic-conquest"));
    checkEliminations(gc);
    expect(gc.players[1].eliminated).toBe(false);
  });

  it("Survival: a destroyed base leaves the game (its owner may have one base fewer)", () => {
    const s = board();
    const tokens = cat(s).tokens.bases;
    expect(baseLimit(s, 1)).toBe(tokens);
    const d = draft({ ...s, bases: s.bases.filter((b) => b.owner !== 1) });
    afterModeAction(s, d, { type: "end-build" }); // the ruleset runs it after every action
    expect(d.survival?.basesLost).toEqual([0, 1]);
    expect(baseLimit(d, 1)).toBe(tokens - 1);
    expect(baseLimit(d, 0)).toBe(tokens);
  });

  it("Faster Survival: only 3 bases per faction (no fourth base is offered)", () => {
    const full = (mode: StarcraftOptions["mode"]) => {
      let s = board(mode);
      s = withBases(s, [
        [0, areaOf("abaddon", 1)],
        [0, areaOf("pridewater", 1)],
      ]);
      s = withUnits(s, [[0, "protoss-zealot", areaOf("braken", 0)]]);
      return withFrame(
        { ...s, bases: s.bases.filter((b) => b.owner !== 1) },
        { ...newBuildFrame(0, "braken", false), step: 3 },
      );
    };
    expect(baseLimit(full("faster-survival"), 0)).toBe(3);
    expect(legalActions(full("faster-survival"), 0).some((a) => a.type === "build-base")).toBe(false);
    expect(err(full("faster-survival"), 0, { type: "build-base", area: areaOf("braken", 0) })?.code).toBe(
      "token-limit",
    );
    expect(legalActions(full("survival"), 0).some((a) => a.type === "build-base")).toBe(true);
  });

  it("Survival: each conquest point scored becomes a resource token of the scorer's choice", () => {
    // Overmind holds braken's conquest-point area with his base and zergling.
    const s = board();
    const d = draft(s);
    startRegrouping(d);
    afterModeAction(s, d, { type: "end-build" });
    // What step 5 would score him in a game with conquest points.
    const raw = draft(s);
    scoreConquestPoints(raw);
    const cp = raw.players[1].cp;
    expect(cp).toBeGreaterThan(0);
    expect(d.players[1].cp).toBe(0);
    expect(d.survival?.tokensOwed[1]).toBe(cp);
    // At the end of the Regrouping he takes them, one at a time, of the kind he names.
    const e = draft({ ...s, phase: "regrouping", survival: { basesLost: [0, 0], tokensOwed: [0, 2] } });
    expect(openTokenChoice(e)).toBe(true);
    let t: StarcraftState = e;
    expect(t.frame).toEqual({ kind: "survival-tokens", queue: [1] });
    expect(legalActions(t, 0)).toEqual([]);
    t = act(t, 1, { type: "take-resource-token", resource: "gas" });
    t = act(t, 1, { type: "take-resource-token", resource: "gas" });
    expect(t.players[1].resourceTokens).toEqual({ minerals: 0, gas: 2 });
    expect(t.survival?.tokensOwed).toEqual([0, 0]);
    expect(t.phase).toBe("planning");
  });

  it("Survival FAQ: a transport may be built on a planet without a base where the player controls an area", () => {
    const at = (mode: StarcraftOptions["mode"]) => withFrame(board(mode), newBuildFrame(0, "braken", false));
    const route = at("survival").routes.find((r) => r.a.planet === "braken" || r.b.planet === "braken")!.id;
    expect(legalActions(at("survival"), 0)).toContainEqual({ type: "build-transport", route });
    expect(err(at("survival"), 0, { type: "build-transport", route })).toBeNull();
    expect(err(at("galactic-conquest"), 0, { type: "build-transport", route })?.code).toBe(
      "build-needs-base",
    );
  });
});
