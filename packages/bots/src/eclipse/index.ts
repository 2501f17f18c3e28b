/**
 * Eclipse support for the bots: importing this module registers the heuristic bot and the search
 * hooks (evaluation by victory points, rollout policy, round counter) for ruleset id "eclipse".
 */

import { type EclipseAction, type EclipseState, eclipse, scoreOf } from "@koprulu/eclipse";
import type { ActionBase, PlayerId, Rng } from "@koprulu/engine";
import { registerSearchHooks } from "../hooks";
import { registerHeuristic } from "../registry";
import { chooseEclipse, eclipseHeuristic } from "./heuristic";
import "./prior-hook"; // ISMCTS's prior: the heuristic's choice first (prior.ts)

/** Per-seat value in [0, 1]: the share of the leader's victory points (plus a little for storage). */
export function evaluateEclipse(s: EclipseState): number[] {
  const vp = s.players.map((p, i) => scoreOf(s, i).total + (p.money + p.science + p.materials) / 50);
  const top = Math.max(1, ...vp);
  return vp.map((x) => Math.max(0, x / top) * 0.9 + (x === top ? 0.1 : 0));
}

registerHeuristic("eclipse", eclipseHeuristic);
registerSearchHooks("eclipse", {
  evaluate: (s) => evaluateEclipse(s as EclipseState),
  rolloutAction: (s: unknown, player: PlayerId, legal: ActionBase[], _rng: Rng) => {
    const st = s as EclipseState;
    const chosen = chooseEclipse(eclipse.view(st, player), player, legal as EclipseAction[]);
    const key = JSON.stringify(chosen);
    return legal.find((a) => JSON.stringify(a) === key) ?? legal[0]!;
  },
  rounds: (s) => (s as EclipseState).round,
  rolloutDepth: 0,
  defaultTimeMs: 100,
  // Contract (issue 29): each `simulate --json` result names the species of every seat.
  resultFields: (s) => ({ species: (s as EclipseState).players.map((p) => p.species) }),
  counters: (s) => {
    const st = s as EclipseState;
    // traitorHeld: 1 when the game ended with somebody holding the Traitor card (summed: games).
    return { eclipse: { ...st.stats, traitorHeld: st.traitor !== null ? 1 : 0 } };
  },
});

export { chooseEclipse, eclipseHeuristic } from "./heuristic";
