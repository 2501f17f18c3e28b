/**
 * English: why a game ended (`outcome.reason` of every ruleset: StarCraft, StarCraft Lite and its
 * battle, Eclipse, the examples), shown on the game page and the replay page. One key per reason;
 * `game/outcomeReason.test.ts` checks every reason the rulesets can produce has one.
 */
export const outcomes = {
  "outcome.normal-victory": "conquest points",
  "outcome.special-victory": "a faction's special victory",
  "outcome.round-limit": "most conquest points at the round limit",
  // a game without scores (StarCraft's Galactic Conquest, Survival) ended at the round limit
  "outcome.round-limit-unscored":
    "the round limit, decided by the tiebreakers (resources, then areas, bases and workers)",
  "outcome.end-draws-near": "The End Draws Near",
  "outcome.elimination": "the last player standing",
  "outcome.over": "the game ended",
  "outcome.conquest-points": "conquest points reached",
  "outcome.max-rounds": "most conquest points after the last round",
  "outcome.holds-the-area": "holds the area",
  "outcome.nobody-left": "nobody left in the area",
  "outcome.most-victory-points": "most victory points",
  "outcome.shared-victory": "victory points and resources tied",
  "outcome.line": "three in a row",
  "outcome.draw": "the board is full",
  "outcome.best-of": "most rounds won",
  "outcome.unknown": "the game ended",
} as const;
