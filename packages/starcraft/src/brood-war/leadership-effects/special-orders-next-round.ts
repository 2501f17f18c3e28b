/**
 * *Deathblow* (QoB, Stage III) and *Terran Civilization* (Mengsk, Stage III, with its buildings):
 * in the next Action Phase, each order its holder reveals may be executed as a special (gold)
 * Mobilize / Build, whatever its kind, outside the Special Order Pool (the pool neither limits nor
 * receives it). He may still execute the order as itself, or draw an event.
 * *Terran Civilization* also raises every one of his building tracks to level III, free.
 */
import type { PlayerId } from "@koprulu/engine";
import type { Draft } from "../../draft";
import { cat } from "../../rules-catalog";
import type { OrderKind, StarcraftState } from "../../state";

export function specialOrdersNextRound(d: Draft, p: PlayerId, params: Record<string, unknown>): void {
  const bw = d.broodWar;
  const order = params.order;
  if (!bw?.lead || (order !== "build" && order !== "mobilize")) return;
  const entry = { owner: p, round: d.round + 1, order: order as OrderKind };
  d.broodWar = { ...bw, lead: { ...bw.lead, specialOrders: [...(bw.lead.specialOrders ?? []), entry] } };
}

/** The kinds p may execute a revealed order as (special, outside the pool) this round. */
export function specialOrderKinds(s: StarcraftState, p: PlayerId): OrderKind[] {
  return (s.broodWar?.lead?.specialOrders ?? [])
    .filter((e) => e.owner === p && e.round === s.round)
    .map((e) => e.order);
}

/** Every building track of his race to level III, free. */
export function buildingsToMax(d: Draft, p: PlayerId): void {
  const pl = d.players[p];
  const race = cat(d).factions[pl.faction]?.race;
  const top: Record<string, number> = { ...pl.buildings };
  for (const b of Object.values(cat(d).buildings))
    if (b.race === race && b.level <= 3) top[b.track] = Math.max(top[b.track] ?? 0, b.level);
  pl.buildings = top;
}
