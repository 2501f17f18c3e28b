/**
 * Regrouping step 8, Play Event Cards. Every player looks at the events he drew this round; then
 * in turn order (from the first player) each may play exactly one; the others are discarded face
 * up. The End Draws Near must be played instead (holding several: all go face up on the table,
 * the bonus counts once). Cards that say so stay in the owner's play area. When the step is over
 * and two or more The End Draws Near lie on the table (eliminated players' copies do not count),
 * the game ends: Aldaris wins if in the game, otherwise the leader by conquest points and the
 * tiebreakers. Otherwise regrouping goes on with step 9.
 */
import type { PlayerId, RuleError } from "@koprulu/engine";
import type { StarcraftAction } from "../actions";
import { winningForbidden } from "../brood-war/leadership-effects/no-winner";
import { replayingEventOwner } from "../brood-war/leadership-resume";
import type { Draft } from "../draft";
import { Err } from "../errors";
import { isAftermathFrame } from "../orders/battle-aftermath";
import { startDiscard } from "../regrouping-end";
import type { EventFrame, StarcraftState } from "../state";
import { checkEliminations, endDrawsNearWinners, endGame } from "../victory";
import { seatsAfter } from "./board";
import { eventCard, isEndDrawsNear } from "./cards";
import { EventErr } from "./errors";
import { playEventCard, resolveEffectStep } from "./play";
import { effectDef } from "./registry";

/** Start of step 8: everyone looks at his face-down events, then the first player decides. */
export function startEventStep(d: Draft): void {
  for (const pl of d.players) pl.eventsSeen = !pl.eliminated && pl.events.length > 0;
  nextEventPlayer(d, turnQueue(d));
}

function turnQueue(s: StarcraftState): PlayerId[] {
  const n = s.players.length;
  const out: PlayerId[] = [];
  for (let i = 0; i < n; i++)
    if (!s.players[(s.firstPlayer + i) % n].eliminated) out.push((s.firstPlayer + i) % n);
  return out;
}

/** Move the turn of step 8 to the next player holding events, or close the step. */
function nextEventPlayer(d: Draft, queue: PlayerId[]): void {
  for (let i = 0; i < queue.length; i++) {
    const p = queue[i];
    const pl = d.players[p];
    if (pl.eliminated || pl.events.length === 0 || !pl.eventsSeen) continue;
    if (pl.events.some((c) => isEndDrawsNear(d, c))) {
      // playEnds settles the card: it moves step 8 on by itself (to the card's decision, a
      // battle, the next player, or steps 9–10). Going on here would close the step twice.
      playEnds(d, p);
      return;
    }
    d.frame = { kind: "play-event", queue: queue.slice(i) };
    return;
  }
  closeStep(d);
}

/** The End Draws Near held: all copies go face up, one bonus, the other events are discarded. */
function playEnds(d: Draft, p: PlayerId): void {
  const pl = d.players[p];
  const ends = pl.events.filter((c) => isEndDrawsNear(d, c));
  discard(
    d,
    pl.events.filter((c) => !isEndDrawsNear(d, c)),
  );
  pl.events = [];
  pl.eventsSeen = false;
  pl.eventsInPlay = [...pl.eventsInPlay, ...ends.slice(1)];
  settle(d, playEventCard(d, p, ends[0]), p);
}

function closeStep(d: Draft): void {
  // Step 8 is over: nobody looks at his events any more. Events drawn later are placed face down
  // without being looked at (a player whose events were all taken never had a turn to reset this).
  for (const pl of d.players) if (pl.eventsSeen && pl.events.length === 0) pl.eventsSeen = false;
  // Cards that marked a once-per-phase use (Industrial Strategy) leave the play areas now.
  for (const pl of d.players) {
    const leaving = pl.eventsInPlay.filter((c) => effectDef(eventCard(d, c).key).leavesAtStepEnd);
    if (leaving.length === 0) continue;
    pl.eventsInPlay = pl.eventsInPlay.filter((c) => !leaving.includes(c));
    discard(d, leaving);
  }
  let ends = 0;
  for (const pl of d.players)
    if (!pl.eliminated) ends += pl.eventsInPlay.filter((c) => isEndDrawsNear(d, c)).length;
  // *Destiny* (BW): nobody wins during this Regrouping; the cards stay on the table.
  if (ends >= 2 && !winningForbidden(d)) endGame(d, endDrawsNearWinners(d), "end-draws-near");
  else startDiscard(d);
}

function discard(d: Draft, cards: readonly string[]): void {
  if (cards.length > 0) d.events = { ...d.events, discard: [...d.events.discard, ...cards] };
}

/** After an effect step: eliminations, then the effect's next decision or the next player. */
function settle(d: Draft, next: EventFrame | null, owner: PlayerId): void {
  // An event started a battle: step 8 resumes once it is over, including the Collateral Damage
  // choice that may follow it (that decision resumes step 8 itself).
  if (d.battle || isAftermathFrame(d.frame.kind)) return;
  checkEliminations(d);
  if (d.phase === "over") return;
  if (next && eventPicks(d, next).length === 0 && !mayPass(d, next)) next = null; // nothing left to decide
  if (next) {
    d.frame = next;
    return;
  }
  const pl = d.players[owner];
  // Events drawn by an effect stay face down for a later regrouping; anything seen is discarded.
  if (pl.eventsSeen && pl.events.length > 0) {
    discard(d, pl.events);
    pl.events = [];
  }
  pl.eventsSeen = false;
  nextEventPlayer(d, seatsAfter(d, owner));
}

// ------------------------------------------------------------------ the "play-event" decision

export function legalEvents(s: StarcraftState, p: PlayerId): StarcraftAction[] {
  const out: StarcraftAction[] = [];
  for (const c of new Set(s.players[p].events)) out.push({ type: "play-event", card: c });
  out.push({ type: "pass-event" });
  return out;
}

export function checkEvents(s: StarcraftState, p: PlayerId, a: StarcraftAction): RuleError | null {
  if (a.type === "pass-event") return null;
  if (a.type !== "play-event") return Err.wrongDecision("Play one of your events, or pass.");
  if (typeof a.card !== "string" || !s.players[p].events.includes(a.card)) return EventErr.notHeld();
  return null;
}

export function applyEvents(d: Draft, p: PlayerId, a: StarcraftAction): void {
  const pl = d.players[p];
  if (a.type !== "play-event") {
    settle(d, null, p);
    return;
  }
  const rest = pl.events.slice();
  rest.splice(rest.indexOf(a.card), 1);
  const def = effectDef(eventCard(d, a.card).key);
  if (def.keepsHeld) pl.events = rest;
  else {
    discard(d, rest);
    pl.events = [];
    pl.eventsSeen = false;
  }
  settle(d, playEventCard(d, p, a.card), p);
}

// ------------------------------------------------------------------ decisions inside an effect

function eventPicks(s: StarcraftState, f: EventFrame): string[] {
  return effectDef(f.effect).picks?.(s, f) ?? [];
}

function mayPass(s: StarcraftState, f: EventFrame): boolean {
  return effectDef(f.effect).mayPass?.(s, f) ?? false;
}

export function eventPrompt(f: EventFrame): string {
  const def = effectDef(f.effect);
  return def.prompt?.(f) ?? def.describe;
}

export function legalEventChoice(s: StarcraftState, p: PlayerId): StarcraftAction[] {
  const f = s.frame;
  if (f.kind !== "event" || f.player !== p) return [];
  const out: StarcraftAction[] = eventPicks(s, f).map((pick) => ({ type: "event-pick", pick }));
  if (mayPass(s, f)) out.push({ type: "event-pass" });
  return out;
}

export function checkEventChoice(s: StarcraftState, p: PlayerId, a: StarcraftAction): RuleError | null {
  const f = s.frame;
  if (f.kind !== "event" || f.player !== p) return EventErr.badPick();
  if (a.type === "event-pass") return mayPass(s, f) ? null : EventErr.noPass();
  if (a.type !== "event-pick") return Err.wrongDecision("Answer the event's decision: pick an option.");
  if (typeof a.pick !== "string" || !eventPicks(s, f).includes(a.pick)) return EventErr.badPick();
  return null;
}

export function applyEventChoice(d: Draft, _p: PlayerId, a: StarcraftAction): void {
  const f = d.frame as EventFrame;
  const def = effectDef(f.effect);
  const step = a.type === "event-pick" ? (def.pick?.(d, f, a.pick) ?? null) : (def.pass?.(d, f) ?? null);
  const next = resolveEffectStep(d, step);
  // A Leadership card replayed by Inspiring Leadership asks its decision: step 8 waits for it
  // (answering it resumes step 8, ruleset.ts afterLeadership).
  if (replayingEventOwner(d.frame) !== null) return;
  settle(d, next, f.owner);
}

/**
 * A battle an event started is over, or the decision of a Leadership card it replayed is answered
 * (called by the ruleset): the owner's turn in step 8 ends.
 */
export function resumeAfterEventBattle(d: Draft, owner: PlayerId): void {
  settle(d, null, owner);
}
