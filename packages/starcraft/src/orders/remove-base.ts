/**
 * Taking a base back from the board (rulebook, "component limits": a player may remove any of his
 * units, transports or bases at any time during his turn, except during a battle). Its token
 * returns to his supply, so he can found a base elsewhere.
 *
 * Offered only where it changes something (provisional: the text names no moment): in his own
 * Build order, before a base is founded in it, when every base token of his is on the board, he
 * has no base on the active planet, an area there could take one (base-sites.ts) and he can pay
 * for it. Any of his bases on another planet may go; the new base is then founded as usual. A base
 * taken back was not destroyed: in Survival it does not leave the game (variants/survival.ts).
 * What the base held follows at the next Regrouping, as for any base gone (its resource cards,
 * and transports with no base of his at either end). Without it a player whose base tokens all
 * stand far behind his lines can never stage an attack on a faraway last enemy base again.
 */
import type { PlayerId, RuleError } from "@koprulu/engine";
import type { StarcraftAction } from "../actions";
import type { Draft } from "../draft";
import { Err } from "../errors";
import { baseOnPlanet, planetOf } from "../queries";
import { canAfford } from "../resources";
import { cat } from "../rules-catalog";
import type { BuildFrame, StarcraftState } from "../state";
import { baseLimit } from "../variants/modes";
import { baseSites } from "./base-sites";

type RemoveBase = Extract<StarcraftAction, { type: "remove-base" }>;

/** Whether the player, in this Build order, may take a base back to found one here. */
function removalOpen(s: StarcraftState, p: PlayerId, f: BuildFrame): boolean {
  if (f.builtBase || baseOnPlanet(s, f.planet, p)) return false;
  if (s.bases.filter((b) => b.owner === p).length < baseLimit(s, p)) return false;
  if (baseSites(s, p, f.planet).length === 0) return false;
  const c = cat(s);
  return canAfford(s, p, c.baseCost.minerals, c.baseCost.gas, f.gold && !f.discountUsed);
}

/** The removals offered now: each of the player's bases (all on other planets), in board order. */
export function baseRemovals(s: StarcraftState, p: PlayerId, f: BuildFrame): RemoveBase[] {
  if (!removalOpen(s, p, f)) return [];
  return s.bases.filter((b) => b.owner === p).map((b) => ({ type: "remove-base", area: b.area }));
}

export function checkRemoveBase(
  s: StarcraftState,
  p: PlayerId,
  f: BuildFrame,
  a: RemoveBase,
): RuleError | null {
  if (!removalOpen(s, p, f)) return Err.baseRemoval();
  if (!s.bases.some((b) => b.owner === p && b.area === a.area)) return Err.baseRemoval();
  if (planetOf(a.area) === f.planet) return Err.baseRemoval();
  return null;
}

/** The token goes back to the player's supply; nothing is bought, so the order goes on as before. */
export function applyRemoveBase(d: Draft, p: PlayerId, a: RemoveBase): void {
  d.bases = d.bases.filter((b) => !(b.owner === p && b.area === a.area));
}
