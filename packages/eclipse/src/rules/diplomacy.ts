/**
 * Diplomacy (spec E-P2, E-P3, E-C14, E-X9, E-X10; QR "Diplomatie"): in his turn a player proposes
 * relations to a neighbour, the neighbour accepts or declines (his decision, out of turn), and on
 * acceptance each puts one ambassador carrying one of his population cubes on the other's
 * reputation track. Moving a ship into a hex with the partner's disc or ship breaks the relation;
 * the breaker takes the Traitor card. Functions that change the state mutate a private copy
 * (`apply` clones first).
 */
import { type PlayerId, type RuleError, ruleError } from "@koprulu/engine";
import { freeSpaces } from "./colonize";
import { content } from "./economy";
import { edgesOf } from "./galaxy";
import { edgeBetween, neighbours, opposite } from "./hex";
import { boardOf } from "./species";
import type { EclipseAction, EclipseState, PlayerState, Resource } from "./types";
import { RESOURCES } from "./types";

type A<T extends EclipseAction["type"]> = Extract<EclipseAction, { type: T }>;

/** Slots of a reputation track: for either kind, for reputation tiles only, for ambassadors only. */
export interface TrackLayout {
  either: number;
  reputationOnly: number;
  ambassadorOnly: number;
}

/** The seat's reputation track layout, read from its species board (spec §11). */
export function trackLayout(p: PlayerState): TrackLayout {
  return boardOf(p).reputationTrack;
}

/** Reputation tiles the track can hold now (ambassadors beyond their own slots take either-slots). */
export function reputationRoom(p: PlayerState): number {
  const t = trackLayout(p);
  return t.reputationOnly + t.either - Math.max(0, p.ambassadors.length - t.ambassadorOnly);
}

/** Free slots for one more ambassador (reputation tiles beyond their own slots take either-slots). */
export function ambassadorRoom(p: PlayerState): number {
  const t = trackLayout(p);
  return (
    t.ambassadorOnly + t.either - Math.max(0, p.reputation.length - t.reputationOnly) - p.ambassadors.length
  );
}

export const ambassadorsPerPlayer = (): number =>
  (content().tables.ambassadors!.values as Record<string, number>).perPlayer!;

/** Ambassadors of `seat` still in his supply (not on a partner's track). */
export function ambassadorsLeft(s: EclipseState, seat: PlayerId): number {
  let given = 0;
  for (const p of s.players) given += p.ambassadors.filter((x) => x.from === seat).length;
  return ambassadorsPerPlayer() - given;
}

/** Relations hold between two seats while each holds the other's ambassador. */
export const inRelations = (s: EclipseState, a: PlayerId, b: PlayerId): boolean =>
  s.players[a]!.ambassadors.some((x) => x.from === b);

export const partnersOf = (s: EclipseState, seat: PlayerId): PlayerId[] =>
  s.players[seat]!.ambassadors.map((x) => x.from);

/** Both halves of a wormhole on the shared edge: the Wormhole Generator does not count here. */
function fullWormhole(s: EclipseState, a: string, b: string): boolean {
  const e = edgeBetween(a, b);
  if (e < 0) return false;
  return edgesOf(s.hexes[a]!)[e]! && edgesOf(s.hexes[b]!)[opposite(e)]!;
}

/**
 * E-P2: a hex of `a` and a hex of `b`, adjacent, joined by a full wormhole, each holding its
 * player's disc and neither holding any ship.
 */
export function neighboursForDiplomacy(s: EclipseState, a: PlayerId, b: PlayerId): boolean {
  for (const h of Object.values(s.hexes)) {
    if (h.owner !== a || h.ships.length > 0) continue;
    for (const pos of neighbours(h.pos)) {
      const n = s.hexes[pos];
      if (n && n.owner === b && n.ships.length === 0 && fullWormhole(s, h.pos, pos)) return true;
    }
  }
  return false;
}

const hasCube = (p: PlayerState) => RESOURCES.some((r) => p.cubeTracks[r] > 0);

/** Why `from` may not propose relations to `to` now (null when he may), as a rule error. */
export function proposalProblem(s: EclipseState, from: PlayerId, to: PlayerId): RuleError | null {
  const a = s.players[from]!;
  const b = s.players[to];
  if (!b || to === from) return ruleError("diplomacy-no-partner", "Choose another player.", "E-P2");
  if (s.phase !== "action" || s.step.kind !== "turn" || s.turn !== from)
    return ruleError("diplomacy-not-now", "Relations are proposed in your own turn.", "E-P2");
  if (inRelations(s, from, to))
    return ruleError("diplomacy-already", "You already have relations with that player.", "E-P2");
  if (a.proposedTo.includes(to))
    return ruleError("diplomacy-asked", "You already proposed relations to that player this round.", "E-P2");
  if (!neighboursForDiplomacy(s, from, to))
    return ruleError(
      "diplomacy-not-neighbours",
      "Relations need a hex of each of you, adjacent and joined by a full wormhole, with discs and without ships.",
      "E-P2",
    );
  if (ambassadorsLeft(s, from) === 0 || ambassadorsLeft(s, to) === 0)
    return ruleError("diplomacy-no-ambassador", "An ambassador is missing: all three are out.", "E-P2");
  if (ambassadorRoom(a) === 0 || ambassadorRoom(b) === 0)
    return ruleError("diplomacy-no-room", "A reputation track has no free slot for an ambassador.", "E-P2");
  if (!hasCube(a) || !hasCube(b))
    return ruleError("diplomacy-no-cube", "An ambassador needs a population cube from a track.", "E-P2");
  return null;
}

/** The proposals `seat` may make now: each eligible partner, with each track that can give a cube. */
export function proposalOptions(s: EclipseState, seat: PlayerId): A<"diplomacy-propose">[] {
  const out: A<"diplomacy-propose">[] = [];
  const p = s.players[seat]!;
  for (const other of s.players) {
    if (proposalProblem(s, seat, other.seat) !== null) continue;
    for (const resource of RESOURCES)
      if (p.cubeTracks[resource] > 0) out.push({ type: "diplomacy-propose", to: other.seat, resource });
  }
  return out;
}

/** The partner's answers: accept with a cube from a track that has one, or decline. */
export function answerOptions(s: EclipseState, seat: PlayerId): EclipseAction[] {
  if (s.step.kind !== "diplomacy" || s.step.partner !== seat) return [];
  const p = s.players[seat]!;
  return [
    ...RESOURCES.filter((r) => p.cubeTracks[r] > 0).map((resource) => ({
      type: "diplomacy-accept" as const,
      resource,
    })),
    { type: "diplomacy-decline" },
  ];
}

/** The offer goes to the partner, who decides at once (the proposer's turn waits). */
export function propose(s: EclipseState, seat: PlayerId, a: A<"diplomacy-propose">): void {
  s.players[seat]!.proposedTo.push(a.to);
  s.step = { kind: "diplomacy", proposer: seat, partner: a.to, resource: a.resource };
}

function giveAmbassador(s: EclipseState, from: PlayerId, to: PlayerId, resource: Resource): void {
  s.players[from]!.cubeTracks[resource]--;
  s.players[to]!.ambassadors.push({ from, resource });
}

/** The answer: on acceptance the ambassadors change hands; either way the proposer's turn resumes. */
export function answer(s: EclipseState, a: EclipseAction): void {
  const step = s.step;
  if (step.kind !== "diplomacy") return;
  if (a.type === "diplomacy-accept") {
    giveAmbassador(s, step.proposer, step.partner, step.resource);
    giveAmbassador(s, step.partner, step.proposer, a.resource);
    s.stats.ambassadorsExchanged++;
  }
  s.step = { kind: "turn" };
}

/**
 * Ruling (provisional, E-P2): when relations break, each ambassador goes home with its cube, to
 * the track it came from; should that track have filled up since (grey-square cubes go where
 * their owner chooses), to the first track with an empty space (money, science, materials).
 */
function takeBack(s: EclipseState, holder: PlayerId, from: PlayerId): void {
  const p = s.players[holder]!;
  const i = p.ambassadors.findIndex((x) => x.from === from);
  if (i < 0) return;
  const [amb] = p.ambassadors.splice(i, 1);
  const owner = s.players[from]!;
  const room = (r: Resource) => freeSpaces(owner, r) > 0;
  const track = room(amb!.resource) ? amb!.resource : (RESOURCES.find(room) ?? amb!.resource);
  owner.cubeTracks[track]++;
}

/**
 * E-P2 / E-C14: `seat` moved a ship into `pos`; every partner with a disc or a ship there loses
 * the relation, and `seat` takes the Traitor card from whoever held it (E-X10).
 */
export function breakRelationsOnEntry(s: EclipseState, seat: PlayerId, pos: string): void {
  const h = s.hexes[pos]!;
  for (const partner of partnersOf(s, seat)) {
    const there = h.owner === partner || h.ships.some((x) => x.owner === partner);
    if (!there) continue;
    takeBack(s, seat, partner);
    takeBack(s, partner, seat);
    s.traitor = seat;
    s.stats.relationsBroken++;
  }
}
