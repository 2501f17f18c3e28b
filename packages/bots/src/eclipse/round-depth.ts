/**
 * How many actions an Eclipse rollout to the round's end may take at most (ISMCTS `rolloutDepth`).
 * A two-player round of heuristic play was 13–46 actions in four games measured by a throwaway
 * script (session 46; `expert-rounds.test.ts` checks every round of one game against the cap), so
 * a rollout almost always reaches the round's end; the expert level rolls out through two rounds
 * with twice the cap (`levels.ts`). Its own module so the level table reads it without registering
 * Eclipse's hooks.
 */
export const ECLIPSE_ROUND_ROLLOUT_DEPTH = 100;
