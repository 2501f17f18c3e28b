/**
 * Determinization, for search bots (ISMCTS) over hidden information: a bot seated at
 * `viewer` may only use what its view shows, so it samples full states consistent with that
 * view and searches them. The contract (checked by the conformance suite):
 *   view(determinize(view(s, p), p, rng), p)  equals  view(s, p)   for every rng.
 * Perfect-information rulesets may omit `determinize`; then the view is the state itself.
 */
import { jsonDiff } from "./json";
import type { Rng } from "./rng";
import type { ActionBase, PlayerId, Ruleset } from "./types";

/**
 * A full state `viewer` cannot tell apart from `state`, hidden parts drawn from `rng`. The
 * bot passes the true state only so that this helper can take the view itself: nothing but
 * view(state, viewer) reaches the ruleset's determinize.
 */
export function sampleState<S, A extends ActionBase, O, V>(
  ruleset: Ruleset<S, A, O, V>,
  state: S,
  viewer: PlayerId,
  rng: Rng,
): S {
  const view = ruleset.view(state, viewer);
  if (ruleset.determinize) return ruleset.determinize(view, viewer, rng);
  return structuredClone(view) as unknown as S;
}

/**
 * Check the determinize contract for one state and viewer: null when
 * view(determinize(view(s,p),p,rng),p) equals view(s,p), else where the two views differ.
 */
export function checkDeterminization<S, A extends ActionBase, O, V>(
  ruleset: Ruleset<S, A, O, V>,
  state: S,
  viewer: PlayerId,
  rng: Rng,
): string | null {
  if (!ruleset.determinize) return null;
  const view = ruleset.view(state, viewer);
  const sampled = ruleset.determinize(view, viewer, rng);
  return jsonDiff(ruleset.view(sampled, viewer), view);
}
