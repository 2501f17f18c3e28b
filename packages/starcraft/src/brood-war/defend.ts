/**
 * The Defend order (BW-D1, BW p.5 and p.9, FAQ p.3, EN §4/§7). Once per Planning Phase, as one of
 * his four placements, a player may place his Defend order face up in one friendly area of any
 * planet. It resolves at once: he moves units into that area as if executing a Mobilize order on
 * its planet (from its other areas, and from adjacent planets over his own transports, within the
 * unit limits), then puts a guard token there and takes the order back. It can never be traded for
 * an event, and no battle can come of it (the area is friendly, so nothing is contested).
 *
 * Ruling (provisional, the texts are silent): a Defend order with no legal move still places its
 * guard token (the token is the point of it); the player ends the movement when he likes.
 */
import type { PlayerId, RuleError } from "@koprulu/engine";
import type { StarcraftAction } from "../actions";
import type { Draft } from "../draft";
import { Err } from "../errors";
import { controller, planetOf } from "../queries";
import { cat } from "../rules-catalog";
import type { MobilizeFrame, StarcraftState } from "../state";
import { placeGuardToken } from "./guard";
import { countStat, patchBroodWar } from "./state";

/** Areas where p may place his Defend order now: friendly areas (his units or base, nobody else's). */
export function defendAreas(s: StarcraftState, p: PlayerId): string[] {
  if (!s.broodWar || s.broodWar.defendPlaced[p]) return [];
  const seen = new Set<string>();
  const out: string[] = [];
  const consider = (area: string) => {
    if (seen.has(area)) return;
    seen.add(area);
    if (controller(s, area) === p) out.push(area);
  };
  for (const u of s.units) if (u.owner === p) consider(u.area);
  for (const b of s.bases) if (b.owner === p) consider(b.area);
  for (const i of s.broodWar.installations) if (i.owner === p) consider(i.area);
  return out.sort();
}

export function checkDefend(s: StarcraftState, p: PlayerId, a: { area: unknown }): RuleError | null {
  if (!s.broodWar) return Err.wrongDecision("There is no Defend order without Brood War.");
  if (s.broodWar.defendPlaced[p]) return Err.defendOnce();
  if (typeof a.area !== "string" || !cat(s).areas[a.area]) return Err.badArea();
  if (controller(s, a.area) !== p) return Err.defendFriendly();
  return null;
}

/** Place the Defend order: it counts as one of the four orders, and its movement starts now. */
export function placeDefend(d: Draft, p: PlayerId, area: string): void {
  if (!d.broodWar) return;
  patchBroodWar(d, { defendPlaced: d.broodWar.defendPlaced.map((x, i) => x || i === p) });
  countStat(d, "defendOrders");
  d.ordersPlaced[p]++;
  const frame: MobilizeFrame = {
    kind: "mobilize",
    player: p,
    planet: planetOf(area),
    gold: false,
    moved: [],
    from: [],
    contested: null,
    tookBack: false,
    defend: area,
  };
  d.frame = frame;
}

/** The Defend order's movement is over: the guard token goes into its area. */
export function finishDefend(d: Draft, p: PlayerId, area: string): void {
  placeGuardToken(d, p, area);
}

export function isDefendAction(a: StarcraftAction): a is Extract<StarcraftAction, { type: "place-defend" }> {
  return a.type === "place-defend";
}
