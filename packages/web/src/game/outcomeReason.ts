/**
 * Why a game ended, in the reader's words: `outcome.reason` is a ruleset's stable code
 * ("normal-victory", "most-victory-points", …), never shown as it is. Written out key by key so
 * the catalog test sees every key used; `outcomeReason.test.ts` checks that every reason the
 * rulesets can produce is here.
 */
import type { MessageKey, Translate } from "../i18n";

export const OUTCOME_REASONS: Readonly<Record<string, MessageKey>> = {
  // StarCraft
  "normal-victory": "outcome.normal-victory",
  "special-victory": "outcome.special-victory",
  "round-limit": "outcome.round-limit",
  "end-draws-near": "outcome.end-draws-near",
  elimination: "outcome.elimination",
  // StarCraft and StarCraft Lite, a game over without a recorded reason
  over: "outcome.over",
  // StarCraft Lite, and its battle
  "conquest-points": "outcome.conquest-points",
  "max-rounds": "outcome.max-rounds",
  "holds-the-area": "outcome.holds-the-area",
  "nobody-left": "outcome.nobody-left",
  // Eclipse
  "most-victory-points": "outcome.most-victory-points",
  "shared-victory": "outcome.shared-victory",
  // The examples: tic-tac-toe, rock-paper-scissors
  line: "outcome.line",
  draw: "outcome.draw",
  "best-of": "outcome.best-of",
  // A clock ran out with "forfeit" chosen (tic-tac-toe, StarCraft, the engine's default forfeit)
  forfeit: "outcome.forfeit",
};

/**
 * The reason in words; a reason no ruleset here produces reads as "the game ended". `scored`:
 * the game keeps scores (false in StarCraft's Galactic Conquest and Survival: its round limit is
 * decided by the tiebreakers, not by conquest points nobody has).
 */
export function outcomeReasonText(t: Translate, reason: string, scored = true): string {
  if (!scored && reason === "round-limit") return t("outcome.round-limit-unscored");
  return t(Object.hasOwn(OUTCOME_REASONS, reason) ? OUTCOME_REASONS[reason]! : "outcome.unknown");
}
