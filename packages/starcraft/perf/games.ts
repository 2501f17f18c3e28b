/**
 * Random 4-player StarCraft games through the engine's Match (pending → legalActions → pick →
 * validate + apply), the same path as the bots' playGame, for profiling and timing without
 * depending on @koprulu/bots (bots depend on rulesets, not the other way round).
 */
import { Match, Rng } from "@koprulu/engine";
import { starcraft } from "../src/ruleset";

export interface GameRun {
  actions: number;
  ms: number;
  over: boolean;
  hash: () => string;
  match: Match<unknown, unknown, unknown, unknown>;
}

export function playRandom(seed: string, players = 4, maxActions = 200_000): GameRun {
  const options = starcraft.defaultOptions(players);
  const rngs = Array.from({ length: players }, (_, seat) => Rng.fromSeed(`${seed}/bot/${seat}`));
  const start = performance.now();
  const match = new Match(starcraft, options, seed);
  while (match.version < maxActions) {
    const pending = match.pending();
    if (pending.length === 0) break;
    const player = pending[0].player;
    const legal = match.legalActions(player);
    if (legal.length === 0) throw new Error(`seat ${player} asked without actions`);
    const err = match.submit(player, rngs[player].pick(legal));
    if (err) throw new Error(`illegal enumerated action: ${err.code}`);
  }
  const ms = performance.now() - start;
  return {
    actions: match.version,
    ms,
    over: match.outcome() !== null,
    hash: () => match.hash(),
    match: match as never,
  };
}
