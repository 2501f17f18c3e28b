/**
 * Ruleset-specific knowledge that search may use without breaking genericity: an evaluation
 * of a non-terminal state (for truncated rollouts), a cheap rollout policy and a round counter
 * (for reports). A ruleset can carry them itself (optional `evaluate`, `rolloutAction`,
 * `rounds` members) or a bot module registers them here by ruleset id.
 */
import type { ActionBase, AnyRuleset, Outcome, PlayerId, Rng } from "@koprulu/engine";

export interface SearchHooks {
  /** Per-seat value in [0, 1] of a state where the game is not over (index = seat). */
  evaluate?(state: unknown): number[];
  /** A cheap policy for rollouts; must return one of `legal`. */
  rolloutAction?(state: unknown, player: PlayerId, legal: ActionBase[], rng: Rng): ActionBase;
  /** Game round of a state, for reports ("mean length in rounds"). */
  rounds?(state: unknown): number;
  /** Default rollout depth before `evaluate` is asked (BotOptions.rolloutDepth wins). */
  rolloutDepth?: number;
  /**
   * A position's own default rollout depth, asked once per search with the root view
   * (BotOptions.rolloutDepth wins over it; `rolloutDepth` applies where it returns undefined),
   * e.g. StarCraft's Brood War games, which roll out to the end of the round.
   */
  rolloutDepthFor?(view: unknown): number | undefined;
  /**
   * Ends a rollout early: true when `state`, reached by rolling out from the leaf `leaf`, should
   * be evaluated now (e.g. Eclipse: once the round after the leaf's has begun, so a rollout sees
   * that round's Combat and Upkeep and no more). Within `rolloutDepth` actions.
   */
  rolloutStop?(leaf: unknown, state: unknown): boolean;
  /**
   * What `rolloutStop` reads of the state a stretch of rollout began at, e.g. Eclipse's
   * `{ round }`: `rolloutStop(rolloutStopMark(leaf), s)` must answer as `rolloutStop(leaf, s)`
   * for every leaf and every state rolled out to from it. With it ISMCTS keeps the mark instead of
   * the state, so a ruleset with `applyInPlace` goes on changing that state in place; without it
   * the rollout copies the state at each stretch's start (the kept state must stay as it was).
   */
  rolloutStopMark?(state: unknown): unknown;
  /**
   * The ruleset's `determinize` returns a state that shares no object with the view, the
   * generator or any other state (e.g. Eclipse's, which deep-copies the view first): ISMCTS may
   * then change it in place (`applyInPlace`) from an iteration's first step instead of copying it.
   */
  determinizeOwned?: boolean;
  /**
   * Default final-choice margin (BotOptions.finalMargin wins; else none): the prior's favourite is
   * played unless another root action's mean beats its mean by more than this margin, with at
   * least as many visits as the favourite has.
   */
  finalMargin?: number;
  /**
   * A quick rating of each legal action (higher = more promising). ISMCTS then searches only the
   * `width` best-rated actions of each node (progressive pruning), which is what makes a small
   * budget useful in a game with many actions per decision.
   */
  actionPrior?(state: unknown, player: PlayerId, legal: ActionBase[]): number[];
  /** Default pruning width with `actionPrior` (BotOptions.width wins). */
  width?: number;
  /**
   * A position's own default width, asked once per search with the root view (BotOptions.width
   * wins over it; `width` applies where it returns undefined), e.g. StarCraft's Brood War games.
   */
  widthFor?(view: unknown): number | undefined;
  /**
   * The variant a position is played in (e.g. StarCraft's "brood-war"), or undefined for the base
   * game, asked once per search with the root view: which `BotOptions.byVariant` entry applies.
   */
  variantOf?(view: unknown): string | undefined;
  /**
   * Default weight of the prior's progressive bias (BotOptions.priorBias wins; else 1): how much
   * evidence the search needs before it leaves the prior's favourite.
   */
  priorBias?: number;
  /** Default ISMCTS budget per decision in ms when the caller gives none (else 1000 iterations). */
  defaultTimeMs?: number;
  /**
   * How often ruleset-specific mechanisms happened in a finished game, by group, for reports
   * (`simulate --json` sums them over the games), e.g. {broodWar: {defendOrders: 3, …}}.
   */
  counters?(state: unknown): Record<string, Record<string, number>>;
  /**
   * Per-game facts added to each row of `simulate --json` `results` (a stable contract of the
   * ruleset), e.g. Eclipse's {species: ["orion", "terran", …]} (one id per seat, in seat order).
   */
  resultFields?(state: unknown): Record<string, unknown>;
}

const registry = new Map<string, SearchHooks>();

export function registerSearchHooks(rulesetId: string, hooks: SearchHooks): void {
  registry.set(rulesetId, { ...registry.get(rulesetId), ...hooks });
}

/** Hooks for a ruleset: the ruleset's own members win over registered ones. */
export function searchHooks(ruleset: AnyRuleset): SearchHooks {
  const own = ruleset as AnyRuleset & SearchHooks;
  const reg = registry.get(ruleset.id) ?? {};
  return {
    evaluate: own.evaluate?.bind(ruleset) ?? reg.evaluate,
    rolloutAction: own.rolloutAction?.bind(ruleset) ?? reg.rolloutAction,
    rounds: own.rounds?.bind(ruleset) ?? reg.rounds,
    rolloutDepth: own.rolloutDepth ?? reg.rolloutDepth,
    rolloutDepthFor: own.rolloutDepthFor?.bind(ruleset) ?? reg.rolloutDepthFor,
    rolloutStop: own.rolloutStop?.bind(ruleset) ?? reg.rolloutStop,
    rolloutStopMark: own.rolloutStopMark?.bind(ruleset) ?? reg.rolloutStopMark,
    determinizeOwned: own.determinizeOwned ?? reg.determinizeOwned,
    finalMargin: own.finalMargin ?? reg.finalMargin,
    actionPrior: own.actionPrior?.bind(ruleset) ?? reg.actionPrior,
    width: own.width ?? reg.width,
    widthFor: own.widthFor?.bind(ruleset) ?? reg.widthFor,
    variantOf: own.variantOf?.bind(ruleset) ?? reg.variantOf,
    priorBias: own.priorBias ?? reg.priorBias,
    defaultTimeMs: own.defaultTimeMs ?? reg.defaultTimeMs,
    counters: own.counters?.bind(ruleset) ?? reg.counters,
    resultFields: own.resultFields?.bind(ruleset) ?? reg.resultFields,
  };
}

/** Rewards of a finished game: 1 to each winner, 0 to the others; a draw gives 1/n to all. */
export function outcomeRewards(outcome: Outcome, players: number): number[] {
  const r = new Array<number>(players).fill(outcome.winners.length === 0 ? 1 / players : 0);
  for (const w of outcome.winners) r[w] = 1;
  return r;
}

/** The round of a state: the hook, else a numeric `round` field, else null. */
export function roundOf(ruleset: AnyRuleset, state: unknown): number | null {
  const hook = searchHooks(ruleset).rounds;
  if (hook) return hook(state);
  const r = (state as { round?: unknown } | null)?.round;
  return typeof r === "number" ? r : null;
}
