/**
 * The round's end as a rollout stop (ISMCTS `rolloutStop`), for games whose state counts rounds
 * and ends in an "over" phase: StarCraft and StarCraft Lite (`starcraft/rollout-stop.ts`,
 * `starcraft-lite/rollout-stop.ts` say why each stops there). A rollout from `leaf` goes on while
 * the round is the leaf's and the game is not over.
 */
export interface RoundCounted {
  round: number;
  phase: string;
}

export function roundOver(leaf: RoundCounted, s: RoundCounted): boolean {
  return s.phase === "over" || s.round !== leaf.round;
}

/**
 * How many actions a rollout to the round's end may take at most: Brood War's default depth and
 * the expert level's in StarCraft and Lite (a Lite round is 30–60 actions in heuristic games).
 */
export const ROUND_ROLLOUT_DEPTH = 400;
