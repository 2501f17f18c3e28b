/**
 * The HeuristicBot in Team Play (core variant; the rules are in the starcraft package,
 * src/variants/teams.ts): the partner is no enemy. His units are no threat and no target, and an
 * area he holds is not worth a Mobilize (the rules let nobody move into a partner's area, so such
 * an order could only be wasted). The team wins on its summed conquest points, so every point the
 * bot scores already helps the team; nothing else changes.
 */
import type { PlayerId } from "@koprulu/engine";
import { arePartners, isOpponent, isTeamGame, type StarcraftView } from "@koprulu/starcraft";

/** Seat q is an opponent of seat p: another player, and not his partner in Team Play. */
export function isFoe(v: Pick<StarcraftView, "options">, p: PlayerId, q: PlayerId): boolean {
  return isOpponent(v, p, q);
}

/** p's partner has units, a base or an installation in the area (Team Play only). */
export function partnerHolds(v: StarcraftView, p: PlayerId, area: string): boolean {
  // Outside Team Play nobody is a partner: no scan (and no closure) for the prior's every area.
  if (!isTeamGame(v)) return false;
  const mate = (q: PlayerId) => arePartners(v, p, q);
  return (
    v.units.some((u) => u.area === area && mate(u.owner)) ||
    v.bases.some((b) => b.area === area && mate(b.owner)) ||
    (v.broodWar?.installations.some((i) => i.area === area && mate(i.owner)) ?? false)
  );
}
