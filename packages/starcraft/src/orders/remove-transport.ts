/**
 * Taking a transport back from the board (rulebook, "component limits": a player may remove any
 * of his units, transports or bases at any time during his turn, except during a battle). Its
 * token returns to his supply, so he can lay it again on another route.
 *
 * Offered only where it changes something (provisional: the text names no moment): in his own
 * Build order, while transports may still be laid (step 1), when every transport token of his is
 * on the board, a route of the active planet still lacks his transport and he can pay for one.
 * Removing a transport anywhere else only cuts his own routes. Without it a player whose seven
 * transports stand behind his lines can never cross to an enemy again (Galactic Conquest: 80
 * rounds of round-limit games between bots before this).
 */
import type { PlayerId, RuleError } from "@koprulu/engine";
import type { StarcraftAction } from "../actions";
import { freeLogistics } from "../brood-war/leadership-effects/make-do-with-little";
import type { Draft } from "../draft";
import { Err } from "../errors";
import { baseOnPlanet, routesOf } from "../queries";
import { canAfford } from "../resources";
import { cat } from "../rules-catalog";
import type { BuildFrame, StarcraftState } from "../state";
import { buildsTransportWithoutBase } from "../variants/survival";

type RemoveTransport = Extract<StarcraftAction, { type: "remove-transport" }>;

/** Whether the player, in this Build order, may take a transport back to lay it again. */
function removalOpen(s: StarcraftState, p: PlayerId, f: BuildFrame): boolean {
  if (f.step > 1) return false;
  if (!baseOnPlanet(s, f.planet, p) && !buildsTransportWithoutBase(s, p, f.planet)) return false;
  const c = cat(s);
  if (s.transports.filter((t) => t.owner === p).length < c.tokens.transports) return false;
  if (routesOf(s, f.planet).every((r) => s.transports.some((t) => t.owner === p && t.route === r)))
    return false;
  const disc = f.gold && !f.discountUsed;
  return freeLogistics(s, p, f) || canAfford(s, p, c.transportCost.minerals, c.transportCost.gas, disc);
}

/** The removals offered now: each of the player's transports, lowest route first. */
export function transportRemovals(s: StarcraftState, p: PlayerId, f: BuildFrame): RemoveTransport[] {
  if (!removalOpen(s, p, f)) return [];
  return s.transports
    .filter((t) => t.owner === p)
    .map((t) => t.route)
    .sort((a, b) => a - b)
    .map((route) => ({ type: "remove-transport", route }));
}

export function checkRemoveTransport(
  s: StarcraftState,
  p: PlayerId,
  f: BuildFrame,
  a: RemoveTransport,
): RuleError | null {
  if (!removalOpen(s, p, f)) return Err.transportRemoval();
  if (!s.transports.some((t) => t.owner === p && t.route === a.route)) return Err.transportRemoval();
  return null;
}

/** The token goes back to the player's supply; nothing is bought, so the order goes on as before. */
export function applyRemoveTransport(d: Draft, p: PlayerId, a: RemoveTransport): void {
  d.transports = d.transports.filter((t) => !(t.owner === p && t.route === a.route));
}
