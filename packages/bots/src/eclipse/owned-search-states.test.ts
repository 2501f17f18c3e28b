/**
 * Two promises Eclipse's hooks make so that ISMCTS copies fewer states (session 58), checked along
 * two whole heuristic games:
 * - `determinizeOwned`: a determinization shares no object with the view it came from, nor with
 *   another determinization of that view (which would expose anything both hold, such as
 *   content), so changing it in place can harm nothing else;
 * - `rolloutStopMark`: the stop answers from the mark of a leaf exactly as from the leaf.
 * (`in-place-search.test.ts` checks the searches themselves against copying ones.)
 */
import { eclipse } from "@koprulu/eclipse";
import { type AnyRuleset, Rng } from "@koprulu/engine";
import { describe, expect, it } from "vitest";
import { searchHooks } from "../hooks";
import { heuristicGame } from "./heuristic-games.testing";
import "./index";

/** Every object and array reachable from `root`. */
function objectsOf(root: unknown, into = new Set<object>()): Set<object> {
  if (root === null || typeof root !== "object" || into.has(root)) return into;
  into.add(root);
  for (const v of Object.values(root)) objectsOf(v, into);
  return into;
}

const games = [heuristicGame("owned-1", 2), heuristicGame("owned-2", 3)];

describe("Eclipse's search states", () => {
  it("a determinization shares no object with its view or another determinization", () => {
    const rng = Rng.fromSeed("owned-determinize");
    let checked = 0;
    let battles = 0;
    for (const states of games)
      states.forEach((s, i) => {
        if (i % 7 !== 0 && s.step.kind !== "battle") return;
        const seat = eclipse.pending(s)[0]?.player ?? 0;
        const view = eclipse.view(s, seat);
        const a = eclipse.determinize!(view, seat, rng);
        const b = eclipse.determinize!(view, seat, rng);
        const inView = objectsOf(view);
        const inA = objectsOf(a);
        for (const o of objectsOf(b)) expect(inA.has(o) || inView.has(o)).toBe(false);
        for (const o of inA) expect(inView.has(o)).toBe(false);
        checked++;
        if (s.step.kind === "battle") battles++;
      });
    expect(checked).toBeGreaterThan(50);
    expect(battles).toBeGreaterThan(0);
    expect(searchHooks(eclipse as AnyRuleset).determinizeOwned).toBe(true);
  });

  it("the rollout stop answers from a leaf's mark as from the leaf", () => {
    const hooks = searchHooks(eclipse as AnyRuleset);
    const stop = hooks.rolloutStop!;
    const mark = hooks.rolloutStopMark!;
    let stops = 0;
    for (const states of games)
      for (let i = 0; i < states.length; i += 5)
        for (let j = i; j < Math.min(states.length, i + 150); j += 3) {
          const answer = stop(states[i], states[j]);
          expect(stop(mark(states[i]), states[j])).toBe(answer);
          if (answer) stops++;
        }
    expect(stops).toBeGreaterThan(100);
  });
});
