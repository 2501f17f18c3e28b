/**
 * Test helper for a ruleset's final-choice margin (the `finalMargin` search hook): searches
 * positions of a heuristic game with the registered hooks and checks that every search either
 * played the prior's favourite or an action that beat it by more than the margin with at least
 * as many visits. Returns how many positions were searched (a test should require some).
 */
import { type ActionBase, type AnyRuleset, Rng } from "@koprulu/engine";
import { expect } from "vitest";
import { searchHooks } from "./hooks";
import { ismctsSearch } from "./ismcts";
import { createBot } from "./registry";

export function checkFinalMargin(
  ruleset: AnyRuleset,
  options: unknown,
  seed: string,
  { positions = 6, every = 9, iterations = 30 } = {},
): number {
  const hooks = searchHooks(ruleset);
  const margin = hooks.finalMargin!;
  const prior = hooks.actionPrior!;
  const heuristic = createBot("heuristic", ruleset.id);
  const rng = Rng.fromSeed(seed);
  const states: unknown[] = [];
  // biome-ignore lint/suspicious/noExplicitAny: states are opaque to a generic helper
  let s: any = ruleset.setup(options as never, seed);
  for (let n = 0; n < 2000 && states.length < positions; n++) {
    const decisions = ruleset.pending(s);
    if (decisions.length === 0) break;
    const seat = decisions[0].player;
    const legal = ruleset.legalActions(s, seat) as ActionBase[];
    if (legal.length > 1 && n % every === 0) states.push(s);
    const view = ruleset.view(s, seat);
    const a = heuristic.choose({ ruleset, seat, view, decisions, legalActions: legal, rng });
    s = ruleset.apply(s, seat, a);
  }
  let searched = 0;
  for (const state of states) {
    const seat = ruleset.pending(state)[0].player;
    const legal = ruleset.legalActions(state, seat) as ActionBase[];
    const view = ruleset.view(state, seat);
    const input = {
      ruleset,
      seat,
      view,
      decisions: ruleset.pending(state),
      legalActions: legal,
      rng: Rng.fromSeed("m"),
    };
    const r = ismctsSearch(input, { iterations });
    if (r.iterations === 0) continue;
    searched++;
    const scores = prior(view, seat, legal);
    const fav = r.stats.find((x) => x.action === legal[scores.indexOf(Math.max(...scores))])!;
    const played = r.stats.find((x) => x.action === r.action)!;
    if (played !== fav && fav.visits > 0) {
      expect(played.visits).toBeGreaterThanOrEqual(fav.visits);
      expect(played.mean).toBeGreaterThan(fav.mean + margin);
    }
  }
  return searched;
}
