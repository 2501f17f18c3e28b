/**
 * Guard tokens (BW-D2, BW p.9, FAQ p.3, EN §5). A Defend order leaves one in its area (from a
 * shared supply of 12). At the start of a battle in that area the defender may discard it for +2
 * health in every skirmish (combat: BattleSide.guardToken; the bonus does not add to other
 * health bonuses, the largest counts). It only ever defends. Its owner loses it as soon as he no
 * longer controls the area.
 *
 * Rulings: "no longer controls" is read as: he has no unit left there, or another player controls
 * it. While his units still face an attacker (a Mobilize moving in, before its battle) the token
 * stays: that is the battle it is for. The check runs after every action (never during a battle).
 * Several guard tokens may lie in one area (the supply is shared and unlimited per player); one
 * is used per battle. Using it is the defender's choice (combat asks `battle-guard-token` after the
 * start-of-battle step, combat/guard.ts); a kept token stays in the area for a later battle.
 */
import type { PlayerId } from "@koprulu/engine";
import type { Draft } from "../draft";
import { controller } from "../queries";
import type { StarcraftState } from "../state";
import { countStat, GUARD_TOKEN_SUPPLY, patchBroodWar } from "./state";

export function guardTokensInSupply(s: StarcraftState): number {
  return GUARD_TOKEN_SUPPLY - (s.broodWar?.guards.length ?? 0);
}

export function hasGuardToken(s: Pick<StarcraftState, "broodWar">, p: PlayerId, area: string): boolean {
  return s.broodWar?.guards.some((g) => g.owner === p && g.area === area) ?? false;
}

/** Put a guard token from the supply into the area (none when the supply is empty). */
export function placeGuardToken(d: Draft, p: PlayerId, area: string): void {
  if (!d.broodWar || guardTokensInSupply(d) <= 0) return;
  patchBroodWar(d, { guards: [...d.broodWar.guards, { owner: p, area }] });
}

/** The defender discarded one of his guard tokens in the area at the start of a battle. */
export function useGuardToken(d: Draft, p: PlayerId, area: string): void {
  if (!d.broodWar) return;
  const i = d.broodWar.guards.findIndex((g) => g.owner === p && g.area === area);
  if (i < 0) return;
  patchBroodWar(d, { guards: d.broodWar.guards.filter((_, k) => k !== i) });
  countStat(d, "guardTokensUsed");
}

/** True while p still holds the area for his guard token (see the ruling above). */
export function guardHeld(s: StarcraftState, p: PlayerId, area: string): boolean {
  return s.units.some((u) => u.area === area && u.owner === p) || controller(s, area) === p;
}

/** Discard every guard token whose owner no longer controls its area. */
export function discardLostGuardTokens(d: Draft): void {
  if (!d.broodWar || d.battle || d.broodWar.guards.length === 0) return;
  const kept = d.broodWar.guards.filter((g) => guardHeld(d, g.owner, g.area));
  if (kept.length !== d.broodWar.guards.length) patchBroodWar(d, { guards: kept });
}
