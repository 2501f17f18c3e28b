/**
 * Golden playthroughs: a recorded game (options + seed + log + final hash) stored as JSON
 * beside a ruleset (examples/<name>/golden/*.json). Its replay must reproduce the hash; when a
 * rule change alters it on purpose, re-record the file in the same commit and say why.
 */
import { type ActionBase, Match, type MatchRecord, Rng, type Ruleset } from "@koprulu/engine";

/** How the recorded game picks its moves: the default is uniformly random from a seeded Rng. */
export type GoldenPolicy<S> = (state: S, player: number, legal: ActionBase[], rng: Rng) => ActionBase;

/** Play one game (random legal moves from `seed`) and return its record with the final hash. */
export function recordGolden<S, O>(
  ruleset: Ruleset<S, ActionBase, O, unknown>,
  options: O,
  seed: string,
  policy: GoldenPolicy<S> = (_s, _p, legal, rng) => legal[rng.index(legal.length)],
  maxActions = 10_000,
): MatchRecord {
  const match = new Match(ruleset, options, seed);
  const rng = Rng.fromSeed(`golden/${seed}`);
  for (let i = 0; i < maxActions; i++) {
    const pending = match.pending();
    if (pending.length === 0) break;
    const { player } = pending[rng.index(pending.length)];
    const err = match.submit(player, policy(match.state, player, match.legalActions(player), rng));
    if (err) throw new Error(`recordGolden: the policy chose an illegal action: ${err.code}`);
  }
  return match.toJSON();
}

/**
 * Replay a golden record and return the reached hash. Throws (ReplayError) when an entry is
 * illegal or the hash differs from the recorded one.
 */
export function checkGolden<S>(
  ruleset: Ruleset<S, ActionBase, unknown, unknown>,
  record: MatchRecord,
): string {
  if (record.hash === undefined) throw new Error("checkGolden: the record has no hash");
  return Match.fromJSON(ruleset, record).hash();
}
