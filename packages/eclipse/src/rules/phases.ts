/**
 * Combat (E-R5, E-C1..E-C12), Upkeep (E-R6, E-E3, E-E4) and Cleanup (E-R7). Battles run through the
 * combat sub-game; this module builds its input from the board and applies its result.
 */
import { type PlayerId, Rng } from "@koprulu/engine";
import { battlePending, battleResult, startBattle } from "../combat/battle";
import { combatHexOrder } from "../combat/hex-order";
import { attackPopulation } from "../combat/population";
import { npcStats, type ShipStats, shipStats } from "../combat/ships";
import type { BattleParty, BattleState } from "../combat/types";
import type { HullId } from "../content/index";
import { abandonHex, colonizeOptions, freeSpaces } from "./colonize";
import { reputationRoom } from "./diplomacy";
import { takeDiscovery } from "./discovery";
import { content, hasTech, production, upkeepCost } from "./economy";
import { coexists, hasEnemies, ownShips, retreatHexes } from "./galaxy";
import { seatHas, tradeRateOf } from "./species";
import type { EclipseState, Hex } from "./types";
import { RESOURCES } from "./types";

const NPC_BASE_ID = 1_000_000;

const playersIn = (h: Hex): PlayerId[] => [...new Set(h.ships.map((x) => x.owner))].sort((a, b) => a - b);

/**
 * E-C1: a battle where ships of two sides meet, or ships meet Ancients / the GCDS (Descendants of
 * Draco alone with Ancients share the hex without a battle).
 */
export const needsBattle = (s: EclipseState, h: Hex) => {
  const ps = playersIn(h);
  if (ps.length >= 2) return true;
  if (ps.length === 0) return false;
  return h.gcds || (h.ancients > 0 && !coexists(s, ps[0]!));
};

/** E-C10: after the battles, ships of one player attack the population of another. */
const needsBombing = (h: Hex) => {
  const ps = playersIn(h);
  return ps.length === 1 && h.owner !== null && h.owner !== ps[0] && h.ancients === 0 && !h.gcds;
};

export function shipStatsOf(s: EclipseState, seat: PlayerId, hull: HullId): ShipStats {
  return shipStats(content(), hull, s.players[seat]!.blueprints[hull]);
}

export function battleInput(s: EclipseState, h: Hex) {
  const types: Record<string, ShipStats> = {};
  const parties: BattleParty[] = playersIn(h).map((seat) => {
    const ships = ownShips(h, seat).map((x) => {
      const type = `p${seat}:${x.hull}`;
      types[type] ??= shipStatsOf(s, seat, x.hull);
      return { id: x.id, type };
    });
    return {
      id: `p${seat}`,
      player: seat,
      ships,
      entered: h.entered[String(seat)] ?? 0,
      hasDisc: h.owner === seat,
      retreatHexes: retreatHexes(s, seat, h.pos),
      ...(coexists(s, seat) ? { coexistsWithAncients: true } : {}),
    };
  });
  if (h.ancients > 0 || h.gcds) {
    const ships: { id: number; type: string }[] = [];
    if (h.ancients > 0) types.ancient = npcStats(content().npcs.ancient!);
    if (h.gcds) types.gcds = npcStats(content().npcs.gcds!);
    for (let i = 0; i < h.ancients; i++) ships.push({ id: NPC_BASE_ID + i, type: "ancient" });
    if (h.gcds) ships.push({ id: NPC_BASE_ID + 99, type: "gcds" });
    parties.push({ id: "npc", player: null, ships, entered: 0, hasDisc: false, retreatHexes: [] });
  }
  return { hex: h.pos, types, parties };
}

export function startCombatPhase(s: EclipseState): void {
  s.phase = "combat";
  s.step = { kind: "turn" };
  const bySector = new Map(Object.values(s.hexes).map((h) => [h.sector, h.pos]));
  s.combatQueue = combatHexOrder([...bySector.keys()])
    .map((sec) => bySector.get(sec)!)
    .filter((pos) => needsBattle(s, s.hexes[pos]!) || needsBombing(s.hexes[pos]!));
  nextCombat(s);
}

/**
 * Battles that ran from their start to their end with no decision, while `battlesFoughtUnseen`
 * watches (null otherwise). Such a battle leaves the state at once, its log with it; the story
 * re-runs the action under watch to tell its volleys, hits and who holds the hex. Not part of the
 * state, so replays and hashes do not depend on it.
 */
let unseenBattles: BattleState[] | null = null;

/** Run `fn` (an apply) and return, with its result, the battles fought in it with no decision. */
export function battlesFoughtUnseen<T>(fn: () => T): { result: T; battles: BattleState[] } {
  const outer = unseenBattles;
  const battles: BattleState[] = [];
  unseenBattles = battles;
  try {
    return { result: fn(), battles };
  } finally {
    unseenBattles = outer;
  }
}

/** Resolve the next hex of the Combat phase, or move on to claims and Upkeep. */
export function nextCombat(s: EclipseState): void {
  while (s.combatQueue.length > 0) {
    const pos = s.combatQueue.shift()!;
    const h = s.hexes[pos]!;
    if (needsBattle(s, h)) {
      s.stats.battles++;
      const b = startBattle(battleInput(s, h), s.rng);
      s.step = { kind: "battle", pos, battle: b };
      if (battlePending(b).length > 0) return;
      unseenBattles?.push(b);
      finishBattle(s);
      return;
    }
    if (bombPopulation(s, pos)) return;
  }
  startClaims(s);
}

/** Apply a finished battle (ships lost or retreated), then population and reputation. */
export function finishBattle(s: EclipseState): void {
  const step = s.step;
  if (step.kind !== "battle") return;
  const result = battleResult(step.battle)!;
  s.rng = result.rng;
  const h = s.hexes[step.pos]!;
  const gone = new Set(result.destroyed.map((d) => d.ship));
  for (const d of result.destroyed)
    if (d.party === "npc") {
      if (d.ship === NPC_BASE_ID + 99) h.gcds = false;
      else h.ancients--;
    }
  for (const r of result.retreated) {
    const ship = h.ships.find((x) => x.id === r.ship);
    if (!ship) continue;
    gone.add(r.ship);
    const to = s.hexes[r.to]!;
    to.ships.push(ship);
    if (to.entered[String(ship.owner)] === undefined) to.entered[String(ship.owner)] = s.entryCounter++;
  }
  h.ships = h.ships.filter((x) => !gone.has(x.id));
  for (const key of Object.keys(h.entered))
    if (!h.ships.some((x) => String(x.owner) === key)) delete h.entered[key];
  const queue = result.reputationDraws
    .filter((d) => d.party !== "npc" && d.tiles > 0)
    .map((d) => ({ player: Number(d.party.slice(1)), tiles: d.tiles }));
  s.step = { kind: "turn" };
  if (bombPopulation(s, step.pos, queue)) return;
  startReputation(s, queue);
}

/**
 * E-C10: each surviving ship fires its cannons once at the population (Neutron Bombs: all die).
 * The attacker chooses which cubes die when the choice matters. Returns true while a decision is open.
 */
function bombPopulation(
  s: EclipseState,
  pos: string,
  queue: { player: PlayerId; tiles: number }[] = [],
): boolean {
  const h = s.hexes[pos]!;
  if (!needsBombing(h)) return false;
  const attacker = playersIn(h)[0]!;
  const victim = h.owner!;
  const rng = new Rng(s.rng);
  const res = attackPopulation(
    {
      ships: ownShips(h, attacker).map((x) => shipStatsOf(s, attacker, x.hull)),
      cubes: h.cubes.length,
      neutronBombs: hasTech(s.players[attacker]!, "neutron-bombs"),
      plantaDefender: seatHas(s, victim, "population-dies-with-enemy-ships"),
    },
    rng,
  );
  s.rng = rng.state();
  const kinds = new Set(h.cubes.map((c) => c.resource));
  if (res.killed > 0 && res.killed < h.cubes.length && kinds.size > 1) {
    s.step = { kind: "kill-cubes", pos, attacker, victim, kills: res.killed, queue };
    return true;
  }
  for (let i = 0; i < res.killed; i++) killCube(s, pos, 0);
  afterBombing(s, pos);
  if (queue.length > 0) {
    startReputation(s, queue);
    return true;
  }
  return false;
}

export function killCube(s: EclipseState, pos: string, index: number): void {
  const h = s.hexes[pos]!;
  const cube = h.cubes[index]!;
  h.cubes = h.cubes.filter((_, i) => i !== index);
  s.players[h.owner!]!.graveyard[cube.resource]++;
}

/** E-C10 / E-C12: a disc without cubes left under enemy ships goes back to its owner's track. */
export function afterBombing(s: EclipseState, pos: string): void {
  const h = s.hexes[pos]!;
  if (h.owner !== null && h.cubes.length === 0 && hasEnemies(h, h.owner, coexists(s, h.owner)))
    abandonHex(s, pos);
}

/** E-C11: draw tiles in order of entry, keep one (replacing the lowest when the track is full). */
export function startReputation(s: EclipseState, queue: { player: PlayerId; tiles: number }[]): void {
  while (queue.length > 0) {
    const [first, ...rest] = queue;
    const n = Math.min(first!.tiles, s.reputationBag.length);
    if (n === 0) {
      queue = rest;
      continue;
    }
    const rng = new Rng(s.rng);
    const bag = rng.shuffle(s.reputationBag);
    s.rng = rng.state();
    s.reputationBag = bag.slice(n);
    s.step = { kind: "reputation", player: first!.player, drawn: bag.slice(0, n), queue: rest };
    return;
  }
  s.step = { kind: "turn" };
  nextCombat(s);
}

/** Reputation tiles the seat's track holds now (its board, less the slots ambassadors take: E-P1, E-P2). */
export const reputationSlots = (s: EclipseState, seat: PlayerId) => reputationRoom(s.players[seat]!);

// ---------------------------------------------------------------- claims after combat (E-C12)

export function claimOptions(s: EclipseState, seat: PlayerId): string[] {
  if (s.players[seat]!.discsOnTrack === 0) return [];
  return Object.values(s.hexes)
    .filter(
      (h) => h.owner === null && ownShips(h, seat).length > 0 && !hasEnemies(h, seat, coexists(s, seat)),
    )
    .map((h) => h.pos)
    .sort();
}

function startClaims(s: EclipseState): void {
  s.upkeepQueue = s.players.map((_, i) => (s.startPlayer + i) % s.players.length);
  nextClaim(s);
}

export function nextClaim(s: EclipseState): void {
  while (s.upkeepQueue.length > 0) {
    const seat = s.upkeepQueue[0]!;
    if (claimOptions(s, seat).length > 0) {
      s.turn = seat;
      s.step = { kind: "claim", player: seat };
      return;
    }
    s.upkeepQueue.shift();
  }
  startUpkeep(s);
}

export function applyClaim(s: EclipseState, seat: PlayerId, pos: string): void {
  s.hexes[pos]!.owner = seat;
  s.players[seat]!.discsOnTrack--;
  const back = { kind: "claim" as const, player: seat };
  s.step = back;
  takeDiscovery(s, seat, pos, back);
}

// ---------------------------------------------------------------- upkeep (E-R6, E-E3)

function startUpkeep(s: EclipseState): void {
  s.phase = "upkeep";
  s.upkeepQueue = s.players.map((_, i) => (s.startPlayer + i) % s.players.length);
  nextUpkeep(s);
}

export const netMoney = (s: EclipseState, seat: PlayerId) => {
  const p = s.players[seat]!;
  return p.money + production(p, "money") - upkeepCost(p);
};

export function nextUpkeep(s: EclipseState): void {
  while (s.upkeepQueue.length > 0) {
    const seat = s.upkeepQueue[0]!;
    s.turn = seat;
    const step = s.step;
    // (a) colony ships, once per player
    if (
      !(step.kind === "upkeep-colonize" && step.player === seat) &&
      !(step.kind === "bankrupt" && step.player === seat)
    ) {
      if (colonizeOptions(s, seat).length > 0) {
        s.step = { kind: "upkeep-colonize", player: seat };
        return;
      }
    }
    // (b) money, with bankruptcy
    if (netMoney(s, seat) < 0 && bankruptOptions(s, seat).length > 0) {
      s.step = { kind: "bankrupt", player: seat };
      return;
    }
    settleUpkeep(s, seat);
    s.upkeepQueue.shift();
    s.step = { kind: "turn" };
  }
  cleanup(s);
}

export function bankruptOptions(s: EclipseState, seat: PlayerId) {
  const p = s.players[seat]!;
  const out: (
    | { type: "bankrupt-trade"; from: "science" | "materials" }
    | { type: "bankrupt-abandon"; pos: string }
  )[] = [];
  for (const from of ["science", "materials"] as const)
    if (p[from] >= tradeRateOf(p)) out.push({ type: "bankrupt-trade", from });
  for (const h of Object.values(s.hexes))
    if (h.owner === seat) out.push({ type: "bankrupt-abandon", pos: h.pos });
  return out;
}

function settleUpkeep(s: EclipseState, seat: PlayerId): void {
  const p = s.players[seat]!;
  // Ruling: with nothing left to trade or abandon, storage stops at 0.
  p.money = Math.max(0, netMoney(s, seat));
  p.science += production(p, "science");
  p.materials += production(p, "materials");
}

// ---------------------------------------------------------------- cleanup (E-R7) and the end

function cleanup(s: EclipseState): void {
  const perRound = content().tables["tech-tiles-per-round"]!.values[String(s.players.length)] as number;
  for (const t of s.techBag.splice(0, perRound)) s.tray[t] = (s.tray[t] ?? 0) + 1;
  for (const p of s.players) {
    p.discsOnTrack += p.actionDiscs;
    p.actionDiscs = 0;
    // Graveyard cubes go back to their tracks; a cube whose track is full (grey cubes may have
    // filled it) goes to the next track with an empty space (ruling, in money-science-materials order).
    let overflow = 0;
    for (const r of RESOURCES) {
      const back = Math.min(p.graveyard[r], freeSpaces(p, r));
      p.cubeTracks[r] += back;
      overflow += p.graveyard[r] - back;
      p.graveyard[r] = 0;
    }
    for (const r of RESOURCES) {
      const back = Math.min(overflow, freeSpaces(p, r));
      p.cubeTracks[r] += back;
      overflow -= back;
    }
    p.colonyShipsUsed = 0;
    p.passed = false;
    p.proposedTo = [];
  }
  if (s.firstPasser !== null) s.startPlayer = s.firstPasser;
  s.firstPasser = null;
  s.turn = s.startPlayer;
  s.step = { kind: "turn" };
  if (s.round >= s.options.rounds) {
    s.phase = "over";
    return;
  }
  s.round++;
  s.phase = "action";
}
