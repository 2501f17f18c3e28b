/**
 * Copy-on-write for states a caller owns outright (the engine's `applyInPlace`, ruleset.ts): a
 * search's iteration changes its own states instead of copying them at every action. `draft`
 * copies the state and its board containers (players, units, bases, …) at every action; the
 * state the in-place path returned last has containers that no other state holds (that path
 * copied them itself), so its next action copies the state object alone. The state object is
 * always new, so that caches keyed by a state's identity (the strict `legalActions` memo, the
 * bots' per-view memos) never see one change.
 *
 * One slot, by identity, as the battle's (combat/battle.ts `settled`): any other state — a
 * determinization, which shares parts with the view, or a state `apply` returned, whose
 * containers may be its input's (a battle step copies the state object only) — is drafted in full.
 */
import { type Draft, draft } from "./draft";
import type { StarcraftState } from "./state";

let ownBoard: StarcraftState | null = null;

/** `draft(s)` for a state the caller owns outright; the result's containers are its own. */
export function ownDraft(s: StarcraftState): Draft {
  const d = s === ownBoard ? { ...s } : draft(s);
  ownBoard = d;
  return d;
}

/** `t`, a copy of the owned state `s` sharing its containers, takes them over (s is dropped). */
export function passOwnBoard(s: StarcraftState, t: StarcraftState): void {
  if (s === ownBoard) ownBoard = t;
}
