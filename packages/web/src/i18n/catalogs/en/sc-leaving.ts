/**
 * English: a StarCraft player who forfeited in the middle of a battle, payment or choice; the
 * rules answer for him until he leaves the board (packages/starcraft/src/leaving.ts).
 */
export const scleaving = {
  "sc.leaving": "forfeited",
  "sc.leavingTitle": "This player's clock ran out: the rules answer for him until he leaves the board.",
} as const;
