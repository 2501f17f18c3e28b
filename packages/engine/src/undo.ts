/**
 * Undo for people (bots search with pure `apply` instead). The table rule: a player may take
 * back their own last action while
 *   - no new information was revealed by it (a card drawn, a shuffle, dice, a face-down order
 *     or card turned): `ruleset.revealsInformation`, by default "the PRNG state changed";
 *   - no other player acted since (the action is the last of the log);
 *   - the decision has not passed to someone else: the action did not ask a seat that was not
 *     asked before it (answering your part of a simultaneous decision while others still
 *     think does not pass it on; ending your turn does);
 *   - the game did not end with it.
 * Repeated undos walk back through a run of the same player's actions under the same rule.
 */
import { type RuleError, ruleError } from "./errors";
import type { ActionBase, AnyRuleset, LogEntry, PlayerId, RngState, Ruleset } from "./types";

export const UndoErrors = {
  nothingToUndo: () =>
    ruleError(
      "undo-nothing",
      "There is no action to take back.",
      "Only an action already taken can be undone",
    ),
  notYourAction: (player: PlayerId) =>
    ruleError(
      "undo-not-your-action",
      `The last action is not seat ${player}'s: another player has acted since.`,
      "A player may take back only their own last action, before another player acts",
    ),
  informationRevealed: () =>
    ruleError(
      "undo-information-revealed",
      "That action revealed information (a draw, a shuffle, dice or a turned card); it cannot be taken back.",
      "No undo once new information has been revealed",
    ),
  decisionPassed: () =>
    ruleError(
      "undo-decision-passed",
      "The decision has passed to another player; the action cannot be taken back.",
      "No undo once the decision has passed to someone else",
    ),
  gameOver: () =>
    ruleError(
      "undo-game-over",
      "The game ended with that action; it cannot be taken back.",
      "No undo after the end",
    ),
} as const;

/** The PRNG state kept at `state.rng` by convention (see rng.ts), if any. */
export function rngStateOf(state: unknown): RngState | undefined {
  const rng = (state as { rng?: unknown } | null)?.rng;
  return Array.isArray(rng) && rng.length === 4 ? (rng as RngState) : undefined;
}

/**
 * Whether `action` revealed information: the ruleset's `revealsInformation` when it has one,
 * else "the PRNG state at `state.rng` changed" (drawing from it is how hidden facts appear).
 */
export function revealedInformation<S, A extends ActionBase>(
  ruleset: Ruleset<S, A, unknown, unknown>,
  before: S,
  after: S,
  player: PlayerId,
  action: A,
): boolean {
  if (ruleset.revealsInformation) return ruleset.revealsInformation(before, after, player, action);
  const a = rngStateOf(before);
  const b = rngStateOf(after);
  if (a === b) return false;
  if (!a || !b) return true;
  return a[0] !== b[0] || a[1] !== b[1] || a[2] !== b[2] || a[3] !== b[3];
}

/**
 * May `player` take back `last`, the last log entry, which turned `before` into `after`?
 * Null when allowed, else the RuleError naming the reason. `last` undefined = empty log.
 */
export function checkUndo<S>(
  ruleset: AnyRuleset,
  player: PlayerId,
  last: LogEntry | undefined,
  before: S | undefined,
  after: S,
): RuleError | null {
  if (!last || before === undefined) return UndoErrors.nothingToUndo();
  if (last.player !== player) return UndoErrors.notYourAction(player);
  if (ruleset.outcome(after) !== null) return UndoErrors.gameOver();
  if (revealedInformation(ruleset, before, after, player, last.action))
    return UndoErrors.informationRevealed();
  const askedBefore = new Set<PlayerId>();
  for (const d of ruleset.pending(before)) askedBefore.add(d.player);
  for (const d of ruleset.pending(after)) {
    if (d.player !== player && !askedBefore.has(d.player)) return UndoErrors.decisionPassed();
  }
  return null;
}
