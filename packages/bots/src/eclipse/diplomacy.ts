/**
 * The heuristic bot's diplomacy (E-P2): relations are worth having — each ambassador on the track
 * is 1 VP at the end and the cube it carries off a population track raises production — so the
 * bot proposes whenever it may and accepts unless the proposer already leads it by a wide margin
 * (feeding the leader loses games). It never moves a ship into a partner's hex: that would break
 * the relation and hand it the Traitor (−2 VP).
 */
import { type EclipseAction, type EclipseView, partnersOf, production, scoreOf } from "@koprulu/eclipse";
import type { PlayerId } from "@koprulu/engine";

type Resource = "money" | "science" | "materials";

/** Visible VP the proposer may lead by before the bot stops helping him (reputation values are hidden). */
export const LEADER_MARGIN = 8;

/** Production gained by taking one cube off the `r` track (money first on ties: upkeep is paid in money). */
export function cubeGain(v: EclipseView, seat: PlayerId, r: Resource): number {
  const p = v.players[seat]!;
  if (p.cubeTracks[r] === 0) return Number.NEGATIVE_INFINITY;
  const after = { ...p, cubeTracks: { ...p.cubeTracks, [r]: p.cubeTracks[r] - 1 } };
  return production(after, r) - production(p, r) + (r === "money" ? 0.5 : 0);
}

/** The track the bot's ambassador takes its cube from: the one whose production rises most. */
export function bestCube(v: EclipseView, seat: PlayerId): Resource {
  const rs: Resource[] = ["money", "science", "materials"];
  return rs.reduce((a, b) => (cubeGain(v, seat, b) > cubeGain(v, seat, a) ? b : a));
}

/** Accept relations with `proposer` unless he leads the bot by LEADER_MARGIN visible VP or more. */
export function acceptsRelations(v: EclipseView, seat: PlayerId, proposer: PlayerId): boolean {
  const s = v as unknown as Parameters<typeof scoreOf>[0];
  return scoreOf(s, proposer).total - scoreOf(s, seat).total < LEADER_MARGIN;
}

/** Whether moving a ship of `seat` into `pos` would break relations (a partner's disc or ship there). */
export function breaksRelations(v: EclipseView, seat: PlayerId, pos: string): boolean {
  const h = v.hexes[pos];
  if (!h) return false;
  const partners = partnersOf(v as unknown as Parameters<typeof partnersOf>[0], seat);
  return partners.some((q) => h.owner === q || h.ships.some((x) => x.owner === q));
}

/** The bot's answer to a proposal: accept with its best cube, or decline. */
export function answerProposal(v: EclipseView, seat: PlayerId): EclipseAction {
  const step = v.step;
  if (step.kind !== "diplomacy" || !acceptsRelations(v, seat, step.proposer))
    return { type: "diplomacy-decline" };
  return { type: "diplomacy-accept", resource: bestCube(v, seat) };
}
