/**
 * Eclipse support for the bots: importing this module registers the heuristic bot and the search
 * hooks (evaluation by victory points, rollout policy, round counter) for ruleset id "eclipse".
 */

import type { EclipseAction, EclipseState, EclipseView } from "@koprulu/eclipse";
import type { ActionBase, PlayerId, Rng } from "@koprulu/engine";
import { registerSearchHooks } from "../hooks";
import { registerHeuristic } from "../registry";
import { evaluateEclipse } from "./evaluate";
import { evaluateEclipseByRound } from "./evaluate-by-round";
import { chooseEclipse, eclipseHeuristic } from "./heuristic";
import "./prior-hook"; // ISMCTS's prior: the heuristic's choice first (prior.ts)
import { ECLIPSE_ROUND_ROLLOUT_DEPTH } from "./round-depth";

registerHeuristic("eclipse", eclipseHeuristic);
registerSearchHooks("eclipse", {
  // KOPRULU_ECLIPSE_EVAL=by-round scores leaves with a slope fitted round by round
  // (evaluate-by-round.ts), for screenings; the levels use the one slope of evaluate.ts.
  evaluate:
    process.env.KOPRULU_ECLIPSE_EVAL === "by-round"
      ? (s) => evaluateEclipseByRound(s as EclipseState)
      : (s) => evaluateEclipse(s as EclipseState),
  rolloutAction: (s: unknown, player: PlayerId, legal: ActionBase[], _rng: Rng) => {
    const st = s as EclipseState;
    // The heuristic with its plans (attacks, upgrades, moves), made on the rollout's own state
    // (a determinization already), as the prior does: rollouts then fight the round's battles.
    const chosen = chooseEclipse(
      st as unknown as EclipseView,
      player,
      legal as EclipseAction[],
      undefined,
      st,
    );
    // The heuristic's own object when it is one of `legal`; else the first equal one (only
    // actions of its type can be: equal JSON means an equal type).
    if (legal.includes(chosen)) return chosen;
    const key = JSON.stringify(chosen);
    return legal.find((a) => a.type === chosen.type && JSON.stringify(a) === key) ?? legal[0]!;
  },
  rounds: (s) => (s as EclipseState).round,
  // Heuristic rollouts to the end of the round (at most 100 actions): a leaf inside a round then
  // sees that round's Combat and Upkeep instead of estimating them (issue 37, session ec39:
  // 8 of 10 against the heuristic at 225 iterations, against 0 of 2 and 4 of 18 without).
  rolloutDepth: ECLIPSE_ROUND_ROLLOUT_DEPTH,
  // A rollout ends once the next round has begun: it has seen this round's Combat and Upkeep.
  rolloutStop: (leaf, s) => (s as EclipseState).round !== (leaf as EclipseState).round,
  // All the stop reads of the leaf: the search keeps this instead of the leaf, and the rollout
  // changes its states in place without copying the leaf first (session 58).
  rolloutStopMark: (s) => ({ round: (s as EclipseState).round }),
  // `determinizeView` deep-copies the view before drawing: the search changes the sample in place
  // from the first step (session 58; `owned-search-states.test.ts`).
  determinizeOwned: true,
  defaultTimeMs: 100,
  // Contract (issue 29): each `simulate --json` result names the species of every seat.
  resultFields: (s) => ({ species: (s as EclipseState).players.map((p) => p.species) }),
  counters: (s) => {
    const st = s as EclipseState;
    // traitorHeld: 1 when the game ended with somebody holding the Traitor card (summed: games).
    return { eclipse: { ...st.stats, traitorHeld: st.traitor !== null ? 1 : 0 } };
  },
});

export { evaluateEclipse } from "./evaluate";
export { chooseEclipse, eclipseHeuristic } from "./heuristic";
