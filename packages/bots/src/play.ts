/**
 * Plays one game between bots. The runner holds the full state; each bot is handed only its
 * seat's view, its own pending decisions and its legal actions (see types.ts). The result
 * carries the replayable record {ruleset, options, seed, log}.
 */
import { type AnyRuleset, type Decision, type Outcome, type PlayerId, Rng } from "@koprulu/engine";
import { roundOf } from "./hooks";
import type { Bot } from "./types";

export interface LoggedAction {
  player: PlayerId;
  action: unknown;
}

export interface GameRecord {
  ruleset: string;
  options: unknown;
  seed: string;
  log: LoggedAction[];
}

export interface GameResult {
  record: GameRecord;
  outcome: Outcome | null;
  rounds: number | null;
  actions: number;
  ms: number;
  // biome-ignore lint/suspicious/noExplicitAny: the final state is ruleset-specific
  finalState: any;
}

export interface PlayOptions {
  /** Ruleset options (default: ruleset.defaultOptions(bots.length)). */
  options?: unknown;
  /** Seed of the bots' own PRNGs (default: the game seed). */
  botSeed?: string;
  /** Stop (outcome null) after this many actions, a guard against endless games. */
  maxActions?: number;
}

export function playGame(ruleset: AnyRuleset, bots: Bot[], seed: string, opts: PlayOptions = {}): GameResult {
  const options = opts.options ?? ruleset.defaultOptions(bots.length);
  const maxActions = opts.maxActions ?? 1_000_000;
  const rngs = bots.map((_, seat) => Rng.fromSeed(`${opts.botSeed ?? seed}/bot/${seat}`));
  const start = performance.now();
  let state = ruleset.setup(options, seed);
  const log: LoggedAction[] = [];
  while (log.length < maxActions) {
    const pending: Decision[] = ruleset.pending(state);
    if (pending.length === 0) break;
    const player = pending[0].player;
    const legalActions = ruleset.legalActions(state, player);
    if (legalActions.length === 0)
      throw new Error(`${ruleset.id}: seat ${player} is asked but has no action`);
    const action = bots[player].choose({
      ruleset,
      seat: player,
      view: ruleset.view(state, player),
      decisions: pending.filter((d) => d.player === player),
      legalActions,
      rng: rngs[player],
    });
    const error = ruleset.validate(state, player, action);
    if (error) throw new Error(`${bots[player].name} bot chose an illegal action: ${error.code}`);
    state = ruleset.apply(state, player, action);
    log.push({ player, action });
  }
  return {
    record: { ruleset: ruleset.id, options, seed, log },
    outcome: ruleset.outcome(state),
    rounds: roundOf(ruleset, state),
    actions: log.length,
    ms: performance.now() - start,
    finalState: state,
  };
}
