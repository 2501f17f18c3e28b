/**
 * The engine's `applyInPlace` contract for Eclipse: on a state the caller owns, the rules change
 * it instead of copying it, and the result must stay equal to `apply`'s along a whole game (a
 * part shared where a later change shows twice would only show steps later), never change the
 * action, and share nothing with it (nor may `apply`'s result, which a search changes next).
 */
import { canonicalJson, deepFreeze, Rng } from "@koprulu/engine";
import { describe, expect, it } from "vitest";
import { cloneJson } from "./clone";
import { applyInPlace, eclipse } from "./ruleset";
import { legal } from "./testing";
import type { EclipseAction, EclipseState } from "./types";

/** Actions that lead to fights: a "warlike" random player picks among them 8 times in 10. */
const WAR = new Set(["move-start", "move-ship", "move-to", "build-start", "build", "research"]);

/** Plays `apply` and `applyInPlace` side by side, random actions; returns the steps compared. */
function sideBySide(
  start: EclipseState,
  seed: string,
  warlike: boolean,
): { steps: number; end: EclipseState } {
  const rng = Rng.fromSeed(seed);
  let copied = start;
  let owned = cloneJson(start);
  let steps = 0;
  for (;;) {
    const d = eclipse.pending(copied)[0];
    if (!d) break;
    const all = legal(copied, d.player);
    const war = warlike ? all.filter((x) => WAR.has(x.type)) : [];
    const options = war.length > 0 && rng.index(10) < 8 ? war : all;
    const a = options[rng.index(options.length)]!;
    const action = deepFreeze(cloneJson(a)) as EclipseAction;
    copied = eclipse.apply(copied, d.player, a);
    // A search copies once, then changes its own states: both are mixed here. A frozen action
    // kept in a state would make a later change throw.
    owned = steps % 3 === 0 ? eclipse.apply(owned, d.player, action) : applyInPlace(owned, d.player, action);
    steps++;
    if (canonicalJson(owned) !== canonicalJson(copied))
      throw new Error(`step ${steps} (${JSON.stringify(a)}): applyInPlace and apply differ`);
    expect(action).toEqual(a);
  }
  return { steps, end: copied };
}

describe("applyInPlace (the engine's in-place apply for search)", () => {
  it("equals apply after every action of whole random games, battles and species included", () => {
    let steps = 0;
    for (const [options, seed, warlike] of [
      [{ players: 2, rounds: 9 }, "aip-a", false],
      [{ players: 3, rounds: 5, species: "random" }, "aip-b", false],
      [{ players: 4, rounds: 4, species: "random" }, "aip-c", false],
      [{ players: 2, rounds: 9 }, "aip-w", true],
      [{ players: 3, rounds: 9, species: "random" }, "aip-x", true],
    ] as const) {
      const run = sideBySide(eclipse.setup(options, seed), seed, warlike);
      expect(eclipse.outcome(run.end)).not.toBeNull();
      steps += run.steps;
    }
    expect(steps).toBeGreaterThan(3000);
  });

  it("changes the state it is given, where apply leaves it as it was", () => {
    const s = eclipse.setup({ players: 2, rounds: 9 }, "aip-d");
    const seat = eclipse.pending(s)[0]!.player;
    const before = canonicalJson(s);
    const pass = legal(s, seat).find((a) => a.type === "pass")!;
    eclipse.apply(s, seat, pass);
    expect(canonicalJson(s)).toBe(before);
    const own = cloneJson(s);
    const after = applyInPlace(own, seat, pass);
    expect(after).toBe(own);
    expect(canonicalJson(own)).not.toBe(before);
  });
});
