/**
 * Leadership cards, as far as Brood War is played today: the rulebook's *No Leadership Cards*
 * variant (BW p.11, BW-X5). Every player takes his faction's Stage I Special Victory card into his
 * play area at setup; its starting forces replace the faction sheet's (BW-S8), and it is the only
 * source of his special victory (BW-V1, BW-L4). The choose steps (BW-S7, BW-L1) are not played.
 */
import type { PlayerId } from "@koprulu/engine";
import type { FactionDef, LeadershipDef } from "../catalog";
import { type CatalogScope, cat } from "../rules-catalog";
import type { StarcraftState } from "../state";
import { isLargerGalaxy } from "../variants/modes";

/** The Special Victory card a faction starts with in a Brood War game without Leadership cards. */
export function specialVictoryCard(s: CatalogScope, faction: FactionDef): LeadershipDef | null {
  const id = faction.specialVictoryCard;
  return id ? (cat(s).leadership[id] ?? null) : null;
}

/**
 * A player's special victory objective: in Brood War, that of a Special Victory card in his play
 * area (none: he wins only on points or by elimination, BW-L4); in the base game, his faction's.
 */
export function specialVictoryOf(
  s: StarcraftState,
  p: PlayerId,
): { key: string; params: Record<string, unknown> } | null {
  const faction = cat(s).factions[s.players[p].faction];
  if (!s.broodWar) return faction?.specialVictory ?? null;
  // Larger Galaxy (BW-X4): no Special Victory cards are played.
  if (isLargerGalaxy(s)) return null;
  for (const id of s.broodWar.leadership[p] ?? []) {
    const v = cat(s).leadership[id]?.specialVictory;
    if (v) return v;
  }
  return null;
}
