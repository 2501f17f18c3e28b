/**
 * Rule errors added by the rules review (issue 32): StarCraft Lite's unit limit at the end of
 * build step 1 and the base game's miniature counts.
 */
export const rulesreview = {
  "error.over-unit-limit":
    "The unit step ends only within every area's unit limit: remove units or fuse High Templar first",
} as const;
