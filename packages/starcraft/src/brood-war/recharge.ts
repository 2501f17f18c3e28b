/**
 * Recharge depletion tokens between battles (BW p.6–7; the keyword itself acts in combat,
 * combat/recharge.ts). A once-per-Action-Phase Recharge that acted lies depleted for the rest
 * of that Action Phase: combat reports it (aftermath "recharge-depleted"), the rules keep it in
 * `broodWar.rechargeDepleted[seat]` and pass it to the next battles, and every token is removed
 * when the next Action Phase begins. Provisional like the keyword: no known card carries it.
 */
import type { PlayerId } from "@koprulu/engine";
import type { Draft } from "../draft";
import type { StarcraftState } from "../state";
import { patchBroodWar } from "./state";

export function rechargeDepleted(s: StarcraftState, p: PlayerId): string[] {
  return s.broodWar?.rechargeDepleted?.[p] ?? [];
}

export function depleteRecharge(d: Draft, p: PlayerId, source: string): void {
  if (!d.broodWar || rechargeDepleted(d, p).includes(source)) return;
  const all = d.players.map((_, q) => [...rechargeDepleted(d, q)]);
  all[p].push(source);
  patchBroodWar(d, { rechargeDepleted: all });
}

/** A new Action Phase: every depletion token is removed. */
export function refreshRecharge(d: Draft): void {
  if (d.broodWar?.rechargeDepleted) {
    const { rechargeDepleted: _gone, ...rest } = d.broodWar;
    d.broodWar = rest;
  }
}
