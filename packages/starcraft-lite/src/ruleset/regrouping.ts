/**
 * Regrouping (spec §7): 1 destroy bases and transports with base-kill CP; 2–4 the base game's
 * steps (StarCraft's own functions); 5 harvest hot spots (a decision); 6 conquest points; 7 the
 * end check; 8 new hot spots; 9 events (decisions); 10 the first-player token passes left.
 */
import { type PlayerId, Rng } from "@koprulu/engine";
import {
  best,
  destroyBasesAndTransports,
  gainResourceCards,
  loseResourceCards,
  nextSeat,
  retrieveWorkers,
  scoreConquestPoints,
  turnOrder,
} from "@koprulu/starcraft/board";
import { drawEvents } from "./draw";
import { exhaustForced } from "./economy";
import { drawHotSpots, harvestable } from "./hotspots";
import { stageTwoAt } from "./options";
import type { LiteState } from "./state";

/**
 * Step 1 with L-R step-1 scoring (A15): bases destroyed here count for the player whose units
 * stand in the area; each player then scores 2 × max(0, destroyed − lost) since the last step 1.
 */
export function destroyAndScoreBases(d: LiteState): void {
  const before = d.board.bases;
  destroyBasesAndTransports(d.board);
  for (const b of before) {
    if (d.board.bases.includes(b)) continue;
    const killer = d.board.units.find((u) => u.area === b.area && u.owner !== b.owner)?.owner;
    countBaseLoss(d, b.owner, killer ?? null);
  }
  d.players.forEach((pl, p) => {
    const gain = 2 * Math.max(0, pl.basesDestroyed - pl.basesLost);
    if (gain > 0) d.board.players[p] = { ...d.board.players[p], cp: d.board.players[p].cp + gain };
    d.players[p] = { ...d.players[p], basesDestroyed: 0, basesLost: 0 };
  });
}

/** A base of `owner` was destroyed (by `by`, when a player did it): recorded for step 1 (A15). */
export function countBaseLoss(d: LiteState, owner: PlayerId, by: PlayerId | null): void {
  d.players[owner] = { ...d.players[owner], basesLost: d.players[owner].basesLost + 1 };
  if (by !== null && by !== owner)
    d.players[by] = { ...d.players[by], basesDestroyed: d.players[by].basesDestroyed + 1 };
}

export function startRegrouping(d: LiteState): void {
  d.phase = "regrouping";
  exhaustForced(d, d.board);
  destroyAndScoreBases(d);
  loseResourceCards(d.board);
  gainResourceCards(d.board);
  retrieveWorkers(d.board);
  startHarvest(d);
}

function startHarvest(d: LiteState): void {
  const queue = turnOrder(d.board).filter((p) => harvestable(d, p, []).length > 0);
  if (queue.length > 0) d.frame = { kind: "harvest", queue, taken: [] };
  else afterHarvest(d);
}

/** Step 5 is over for the player at the head of the queue. */
export function nextHarvester(d: LiteState): void {
  const f = d.frame as Extract<LiteState["frame"], { kind: "harvest" }>;
  const queue = f.queue.slice(1).filter((p) => harvestable(d, p, f.taken).length > 0);
  if (queue.length > 0) d.frame = { ...f, queue };
  else afterHarvest(d);
}

function afterHarvest(d: LiteState): void {
  scoreConquestPoints(d.board);
  // Step 7.
  const cps = d.board.players.map((p) => p.cp);
  if (cps.some((cp) => cp >= d.options.endAt)) {
    endGame(d, best(d.board, turnOrder(d.board)), "conquest-points");
    return;
  }
  if (d.round >= d.options.maxRounds) {
    endGame(d, best(d.board, turnOrder(d.board)), "max-rounds");
    return;
  }
  // Step 8 (A14: from turn 1 on; the first harvest is in turn 2).
  const rng = new Rng(d.rng);
  drawHotSpots(d, rng);
  d.rng = rng.state();
  // Step 9: Stage II once someone has 15 (10) CP (A20), checked here and kept.
  if (d.stage === 1 && cps.some((cp) => cp >= stageTwoAt(d.options))) d.stage = 2;
  startEventStep(d);
}

export function endGame(d: LiteState, winners: PlayerId[], reason: string): void {
  d.phase = "over";
  d.frame = { kind: "over" };
  d.winners = winners;
  d.endReason = reason;
  d.battle = null;
  d.tech = null;
}

/** L-O2 catch-up: leaders play 1, others 2, the last players 3 (and drew one more). Otherwise 1. */
export function eventAllowance(s: LiteState, p: PlayerId): number {
  if (!s.options.catchUpEvents) return 1;
  const cps = turnOrder(s.board).map((q) => s.board.players[q].cp);
  const cp = s.board.players[p].cp;
  if (cp === Math.max(...cps)) return 1;
  if (cp === Math.min(...cps)) return 3;
  return 2;
}

export function startEventStep(d: LiteState): void {
  // L-O2: the last player(s) draw one more event card (and may play 3).
  if (d.options.catchUpEvents)
    for (const p of turnOrder(d.board)) if (eventAllowance(d, p) === 3) drawEvents(d, p, 1);
  const queue = turnOrder(d.board).filter((p) => d.players[p].events.length > 0);
  if (queue.length === 0) {
    endTurn(d);
    return;
  }
  d.frame = {
    kind: "events",
    queue,
    played: 0,
    allowance: eventAllowance(d, queue[0]),
    free: 0,
    current: null,
  };
}

/** The head of the events queue is done: his unplayed cards are discarded, face down. */
export function nextEventPlayer(d: LiteState): void {
  const f = d.frame as Extract<LiteState["frame"], { kind: "events" }>;
  const p = f.queue[0];
  d.events = { ...d.events, buried: [...d.events.buried, ...d.players[p].events] };
  d.players[p] = { ...d.players[p], events: [] };
  const queue = f.queue.slice(1).filter((q) => d.players[q].events.length > 0);
  if (queue.length === 0) endTurn(d);
  else
    d.frame = {
      kind: "events",
      queue,
      played: 0,
      allowance: eventAllowance(d, queue[0]),
      free: 0,
      current: null,
    };
}

/** End of step 9 (A7: the whole deck, discards included, is reshuffled) and step 10; the next turn starts with Mobilize. */
export function endTurn(d: LiteState): void {
  const rng = new Rng(d.rng);
  d.events = {
    deck: rng.shuffle([...d.events.deck, ...d.events.discard, ...d.events.buried]),
    discard: [],
    buried: [],
  };
  d.rng = rng.state();
  d.board.firstPlayer = nextSeat(d.board, d.board.firstPlayer);
  d.round++;
  d.board.round = d.round;
  d.forced = [];
  d.exhausting = [];
  d.nuked = [];
  d.players = d.players.map((pl) => ({ ...pl, strategyPlayed: false }));
  startMobilize(d);
}

export function startMobilize(d: LiteState): void {
  d.phase = "mobilize";
  const [first, ...queue] = turnOrder(d.board);
  d.frame = { kind: "mobilize", player: first, queue, moved: [], warp: null, warped: false };
}
