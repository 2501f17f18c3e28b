/**
 * Forfeit: a player leaves the game by rule (the server's clock ran out and its table chose
 * "forfeit"). It is not an action a player chooses (legalActions never lists it, validate never
 * accepts it): a server records it as a log entry of its own, and a match record carries it as
 * `{ player, action: { type: "@forfeit" } }`, which replays through `Ruleset.forfeit`.
 */
import type { ActionBase, AnyRuleset, PlayerId } from "./types";

export const FORFEIT_ACTION_TYPE = "@forfeit";

export interface ForfeitAction extends ActionBase {
  type: typeof FORFEIT_ACTION_TYPE;
}

export const FORFEIT_ACTION: ForfeitAction = Object.freeze({ type: FORFEIT_ACTION_TYPE });

/** True for a record's forfeit entry, where the ruleset has the forfeit rule. */
export function isForfeit(ruleset: AnyRuleset, action: unknown): action is ForfeitAction {
  return (
    typeof ruleset.forfeit === "function" &&
    typeof action === "object" &&
    action !== null &&
    (action as ActionBase).type === FORFEIT_ACTION_TYPE
  );
}

/** Apply a record's entry: a forfeit through `Ruleset.forfeit`, anything else through `apply`. */
export function applyEntry<S>(ruleset: AnyRuleset, state: S, player: PlayerId, action: ActionBase): S {
  return isForfeit(ruleset, action) ? ruleset.forfeit!(state, player) : ruleset.apply(state, player, action);
}
