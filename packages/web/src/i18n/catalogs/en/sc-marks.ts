/**
 * English: the Brood War marks along a StarCraft area's foot (issue 35): a guard token and an
 * installation named with their owner (a player's name, never "seat 2").
 */
export const scmarks = {
  "sc.map.guardOf": "guard token of {name}",
  "sc.map.installationOf": "{kind} of {name}",
} as const;
