/**
 * 1st-edition hygiene (spec "Edition hygiene", EF §14). Second Dawn (2E) swapped these costs; any of
 * the 2E values in a pack is contamination, so the checker reports it as an error.
 */
export const FIRST_EDITION_COSTS: Readonly<Record<string, number>> = {
  "improved-hull": 4,
  "fusion-source": 6,
  "advanced-robotics": 6,
  orbital: 8,
  "plasma-missile": 14,
  "gluon-computer": 16,
  "artifact-key": 14,
  "wormhole-generator": 16,
};

/** Technologies and parts that exist only in Second Dawn (or its expansions). */
export const SECOND_EDITION_ONLY = [
  "soliton-cannon",
  "rift-cannon",
  "morph-shield",
  "inversion-shield",
  "warp-portal",
  "distortion-shield",
  "absorption-shield",
  "zero-point-source",
  "sentient-hull",
] as const;
