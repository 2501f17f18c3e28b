/**
 * Bots must not peek, in the real games too (fairness.test.ts shows it on a toy game): ISMCTS
 * on StarCraft, StarCraft Lite and Eclipse — with their heuristic priors, rollouts and evaluations — decides
 * from the seat's view alone. Two full states that differ only in what the seat may not know
 * (another hand, another deck order, other face-down tiles) give the same view, and the search
 * then makes the same choice with the same statistics; and the game runner hands an ISMCTS seat
 * exactly its view, never the state.
 */
import { type AnyRuleset, Rng } from "@koprulu/engine";
import { describe, expect, it } from "vitest";
import { ismctsSearch } from "./ismcts";
import { playGame } from "./play";
import { createBot } from "./registry";
import { loadRuleset } from "./rulesets";
import type { Bot, BotInput } from "./types";

/** A position `steps` decisions into a heuristic game, and the seat to move there. */
function midGame(ruleset: AnyRuleset, steps: number, seed: string): { state: unknown; seat: number } {
  const heuristic = createBot("heuristic", ruleset.id);
  const rng = Rng.fromSeed(seed);
  let state = ruleset.setup(ruleset.defaultOptions(2), seed);
  for (let i = 0; i < steps; i++) {
    const seat = ruleset.pending(state)[0]!.player;
    const legalActions = ruleset.legalActions(state, seat);
    const input = { ruleset, seat, view: ruleset.view(state, seat), decisions: [], legalActions, rng };
    state = ruleset.apply(state, seat, heuristic.choose(input));
  }
  // Stop where the seat to move has a real choice.
  for (;;) {
    const seat = ruleset.pending(state)[0]!.player;
    const legalActions = ruleset.legalActions(state, seat);
    if (legalActions.length > 1) return { state, seat };
    state = ruleset.apply(state, seat, legalActions[0]);
  }
}

function search(ruleset: AnyRuleset, view: unknown, seat: number, legalActions: unknown[]) {
  return ismctsSearch(
    {
      ruleset,
      seat,
      view,
      decisions: [{ player: seat, kind: "unknown" }],
      legalActions: legalActions as { type: string }[],
      rng: Rng.fromSeed("fair-search"),
    },
    { iterations: 120 },
  );
}

describe.each([
  // StarCraft: planning, with the opponent's face-down orders and hands hidden.
  { id: "starcraft", steps: 60 },
  { id: "starcraft-lite", steps: 60 },
  { id: "eclipse", steps: 40 },
])("fairness of ISMCTS in $id", ({ id, steps }) => {
  it("another hidden state behind the same view: same view, same choice, same statistics", async () => {
    const ruleset = await loadRuleset(id);
    const { state, seat } = midGame(ruleset, steps, `fair-${id}`);
    const view = ruleset.view(state, seat);
    // A full state the seat cannot tell from the real one: its hidden parts dealt anew.
    const other = ruleset.determinize!(view, seat, Rng.fromSeed("another-deal"));
    expect(JSON.stringify(other)).not.toEqual(JSON.stringify(state));
    const otherView = ruleset.view(other, seat);
    expect(otherView).toEqual(view);
    const legal = ruleset.legalActions(state, seat);
    expect(ruleset.legalActions(other, seat)).toEqual(legal);
    const a = search(ruleset, view, seat, legal);
    const b = search(ruleset, otherView, seat, ruleset.legalActions(other, seat));
    expect(a.iterations).toBeGreaterThan(0);
    expect(b).toEqual(a);
  });

  it("the game runner hands the ISMCTS seat its view, never the state", async () => {
    const ruleset = await loadRuleset(id);
    const mcts = createBot("mcts@20", id);
    const seen: BotInput[] = [];
    const spy: Bot = {
      name: "spy",
      choose(input) {
        seen.push(input as BotInput);
        return mcts.choose(input);
      },
    };
    const heuristic = createBot("heuristic", id);
    playGame(ruleset, [heuristic, spy], `fair-run-${id}`, { maxActions: 150 });
    expect(seen.length).toBeGreaterThan(0);
    for (const input of seen) {
      // A view names its viewer and has no PRNG state (the state's PRNG would tell every future draw).
      expect((input.view as { viewer?: unknown }).viewer).toBe(1);
      // (StarCraft's view keeps the field, zeroed: no state of the generator in it.)
      const rng = (input.view as { rng?: unknown }).rng;
      if (rng !== undefined) expect(rng).toEqual([0, 0, 0, 0]);
    }
  });
});
