/**
 * The Assist module (BW-M2, BW p.7, EN §5/§7): with it, in each area one of the player's assist
 * units does not count toward the unit limit; that holds in every area at once (FAQ), and when
 * attacking too (a single assist unit does not count in the contested area). Optional to use:
 * an exemption only ever allows more, it never forces anything.
 */
import type { PlayerId } from "@koprulu/engine";
import type { Draft } from "../draft";
import { type CatalogScope, cat } from "../rules-catalog";
import type { MobilizeFrame, StarcraftState, Unit } from "../state";
import { countStat } from "./state";

export function hasAssistModule(s: StarcraftState, p: PlayerId): boolean {
  return s.broodWar !== undefined && (s.players[p].modules.assist ?? 0) > 0;
}

export function isAssistUnit(s: CatalogScope, type: string): boolean {
  return cat(s).units[type]?.assist === true;
}

/** 1 when one of p's assist units in the area is exempt from its unit limit, else 0. */
export function assistExemption(
  s: StarcraftState,
  p: PlayerId,
  area: string,
  units: readonly Unit[] = s.units,
): 0 | 1 {
  if (!hasAssistModule(s, p)) return 0;
  for (const u of units) if (u.area === area && u.owner === p && isAssistUnit(s, u.type)) return 1;
  return 0;
}

/** p's units in the area that count toward its unit limit (the Assist exemption left out). */
export function unitsCounted(
  s: StarcraftState,
  p: PlayerId,
  area: string,
  units: readonly Unit[] = s.units,
): number {
  let n = 0;
  for (const u of units) if (u.area === area && u.owner === p) n++;
  return n - assistExemption(s, p, area, units);
}

/** p's units in the area beyond its limit that only the exemption makes legal (0 or 1). */
export function exemptionUsed(s: StarcraftState, p: PlayerId, area: string, limit: number): 0 | 1 {
  const e = assistExemption(s, p, area);
  return e === 1 && unitsCounted(s, p, area) + 1 > limit ? 1 : 0;
}

/** A movement is ending: count the areas it filled that are within their limit only by the exemption. */
export function countAssistExemptions(d: Draft, p: PlayerId, f: MobilizeFrame): void {
  if (!hasAssistModule(d, p)) return;
  const areas = new Set<string>();
  for (const u of d.units) if (f.moved.includes(u.id)) areas.add(u.area);
  let n = 0;
  for (const a of areas) n += exemptionUsed(d, p, a, cat(d).areas[a].limit + (a === f.contested ? 2 : 0));
  countStat(d, "assistExemptions", n);
}
