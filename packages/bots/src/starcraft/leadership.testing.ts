/** Options of a two-player Brood War game with Leadership cards, for the Leadership tests. */
export const LEAD_OPTIONS = {
  players: 2,
  factionSelection: "choose",
  maxRounds: 60,
  expansions: ["brood-war"],
  variants: { leadershipCards: true },
};
