/**
 * What a bot is allowed to know. A bot is handed its seat's VIEW (never the full state), the
 * decisions it is asked now, its legal actions and a PRNG. Fairness is structural: nothing
 * that a bot receives contains information hidden from its seat, so no bot can peek.
 */
import type { ActionBase, AnyRuleset, Decision, PlayerId, Rng } from "@koprulu/engine";

export interface BotInput<View = unknown, Action extends ActionBase = ActionBase> {
  /** The rules, to search and evaluate with (bots see states only through `determinize`). */
  ruleset: AnyRuleset;
  /** The seat the bot plays. */
  seat: PlayerId;
  /** ruleset.view(state, seat): what this seat may know. */
  view: View;
  /** The pending decisions addressed to this seat (usually one). */
  decisions: Decision[];
  /** ruleset.legalActions(state, seat): non-empty when the bot is asked. */
  legalActions: Action[];
  /** The bot's own randomness (seeded by whoever runs it, for reproducible games). */
  rng: Rng;
}

export interface Bot {
  readonly name: string;
  /** The options a configurable bot plays with (ISMCTS: its budget), for reports and tests. */
  readonly options?: Readonly<BotOptions>;
  /** Returns one of `input.legalActions`. */
  choose<A extends ActionBase>(input: BotInput<unknown, A>): A;
}

/** Per-bot tuning; unknown keys are ignored by bots that do not use them. */
export interface BotOptions {
  /** ISMCTS: iterations per decision (default 1000 unless timeMs is given). */
  iterations?: number;
  /** ISMCTS: wall-clock budget per decision in ms (stops at whichever budget ends first). */
  timeMs?: number;
  /** ISMCTS: UCB exploration constant (rewards are in [0, 1]). */
  exploration?: number;
  /** ISMCTS: rollout actions before the evaluation hook is asked (default 200). */
  rolloutDepth?: number;
  /**
   * ISMCTS with a `rolloutStop` hook: how many of its stops a rollout passes before the leaf is
   * evaluated (default 1). With round stops, 2 rolls out through the next round as well (within
   * `rolloutDepth` actions in all).
   */
  rolloutRounds?: number;
  /** ISMCTS: actions searched per node when the ruleset rates actions (actionPrior hook). */
  width?: number;
  /** ISMCTS: weight of the prior's progressive bias (default 1). */
  priorBias?: number;
  /**
   * ISMCTS with a prior: play the prior's favourite unless another root action's mean beats it by
   * more than this margin (and has at least its visits); default: the most visited action.
   */
  finalMargin?: number;
  /**
   * ISMCTS with a final margin: the root actions the prior rates as high as its favourite are all
   * favourites; the one of them with the best mean (among the searched) is the one the margin
   * protects. Off: the favourite is the first of them in legal order (a prior's tie is
   * then broken the same way at every decision, where the heuristic draws at random).
   */
  searchTies?: boolean;
  /** ISMCTS: rollout policy: "heuristic" (default when the ruleset has one) or "random". */
  rollout?: "random" | "heuristic";
  /**
   * ISMCTS: options for positions of a variant, by the ruleset's `variantOf` name (e.g.
   * {"brood-war": {rolloutRounds: 2}}), laid over the others where the root view is of that variant.
   */
  byVariant?: Readonly<Record<string, VariantTuning>>;
}

/** The search options a variant may set apart (`BotOptions.byVariant`). */
export type VariantTuning = Readonly<
  Pick<BotOptions, "rolloutDepth" | "rolloutRounds" | "width" | "priorBias" | "finalMargin" | "exploration">
>;
