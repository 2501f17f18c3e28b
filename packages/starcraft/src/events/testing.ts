/**
 * Test support for the event effects: a small fixed board (raynor seat 0, overmind seat 1,
 * tassadar seat 2 on abaddon – braken – chau-sara) at regrouping step 8, a way to play a card
 * through the real ruleset, and to answer the effect's decisions. Not part of the rules.
 */
import type { PlayerId } from "@koprulu/engine";
import type { StarcraftAction } from "../actions";
import { legalActions, pending } from "../ruleset";
import type { EventFrame, StarcraftState } from "../state";
import { act, areaOf, lineGalaxy, patchPlayer, started, withBases, withUnits } from "../testing";

export { act, areaOf, patchPlayer, withBases, withUnits };

/** abaddon (CP, M3) – braken (CP, G2, M1) – chau-sara (G1, CP, M2); bases: 0 abaddon, 1 braken, 2 chau-sara. */
export function board(): StarcraftState {
  let s = lineGalaxy(started(["raynor", "overmind", "tassadar"]), ["abaddon", "braken", "chau-sara"]);
  s = withBases(s, [
    [0, areaOf("abaddon", "cp")],
    [1, areaOf("braken", "cp")],
    [2, areaOf("chau-sara", "cp")],
  ]);
  s = withUnits(s, [
    [0, "terran-marine", areaOf("abaddon", "cp")],
    [1, "zerg-zergling", areaOf("braken", "cp")],
    [2, "protoss-zealot", areaOf("chau-sara", "cp")],
  ]);
  return { ...s, firstPlayer: 0, players: s.players.map((pl) => ({ ...pl, events: [], eventsSeen: false })) };
}

/** Step 8 with `cards` held (seen) by the players given, in turn order from seat 0. */
export function atStep8(s: StarcraftState, held: Record<number, string[]>): StarcraftState {
  let t = s;
  for (const [p, cards] of Object.entries(held))
    t = patchPlayer(t, Number(p), { events: cards, eventsSeen: true });
  const queue = Object.keys(held)
    .map(Number)
    .sort((a, b) => a - b);
  return { ...t, phase: "regrouping", frame: { kind: "play-event", queue }, payment: null };
}

/** Seat `p` plays `card` at step 8 (it is given the card if it does not hold it). */
export function play(s: StarcraftState, p: PlayerId, card: string): StarcraftState {
  const held = s.players[p].events.includes(card) ? s.players[p].events : [card];
  const t = atStep8(s, { [p]: held });
  return act(t, p, { type: "play-event", card });
}

export function eventFrame(s: StarcraftState): EventFrame {
  if (s.frame.kind !== "event") throw new Error(`no event decision pending (frame ${s.frame.kind})`);
  return s.frame;
}

export function picks(s: StarcraftState): string[] {
  const f = eventFrame(s);
  return legalActions(s, f.player)
    .filter((a): a is Extract<StarcraftAction, { type: "event-pick" }> => a.type === "event-pick")
    .map((a) => a.pick);
}

export function pick(s: StarcraftState, choice: string): StarcraftState {
  const f = eventFrame(s);
  return act(s, f.player, { type: "event-pick", pick: choice });
}

export function pass(s: StarcraftState): StarcraftState {
  return act(s, eventFrame(s).player, { type: "event-pass" });
}

/** Answer every remaining payment decision with its first option. */
export function payOut(s: StarcraftState): StarcraftState {
  let t = s;
  while (t.frame.kind === "event" && t.frame.step === "pay") t = pick(t, picks(t)[0]);
  return t;
}

export function asked(s: StarcraftState): PlayerId[] {
  return pending(s).map((d) => d.player);
}
