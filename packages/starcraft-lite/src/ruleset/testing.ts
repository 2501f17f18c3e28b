/** Test helpers: a started Lite game, board edits, and strict play (validate, then apply). */
import type { PlayerId } from "@koprulu/engine";
import { planetAreas, planetOf } from "@koprulu/starcraft/board";
import type { LiteAction } from "./actions";
import { liteDraft } from "./draft";
import { defaultLiteOptions } from "./options";
import { starcraftLite } from "./ruleset";
import type { LiteOptions, LiteState } from "./state";

/** A game past setup (galaxy and homes with the first legal action each), at the first Mobilize. */
export function started(players = 2, seed = "test", options: Partial<LiteOptions> = {}): LiteState {
  return throughSetup(starcraftLite.setup({ ...defaultLiteOptions(players), ...options }, seed));
}

/** The galaxy's decisions taken (the last legal action each, to vary from throughSetup). */
export function throughGalaxy(state: LiteState): LiteState {
  let s = state;
  while (s.frame.kind === "galaxy") {
    const p = starcraftLite.pending(s)[0].player;
    const acts = starcraftLite.legalActions(s, p);
    s = play(s, p, acts[acts.length - 1]);
  }
  return s;
}

/** Every setup decision (galaxy, homes) taken with the first legal action. */
export function throughSetup(state: LiteState): LiteState {
  let s = state;
  while (s.frame.kind === "galaxy" || s.frame.kind === "home") {
    const p = starcraftLite.pending(s)[0].player;
    s = play(s, p, starcraftLite.legalActions(s, p)[0]);
  }
  return s;
}

export function play(s: LiteState, p: PlayerId, a: LiteAction): LiteState {
  const err = starcraftLite.validate(s, p, a);
  if (err) throw new Error(`${JSON.stringify(a)} refused: ${err.code}: ${err.message}`);
  return starcraftLite.apply(s, p, a);
}

/** An open payment (a Build purchase, an upgrade, an event text) whose workers are being placed. */
export function paying(s: LiteState): boolean {
  return (s.frame.kind === "build" && !!s.frame.owed) || s.frame.kind === "pay";
}

/** Finish the open payments of `p`, each worker on the first source offered. */
export function payAll(s: LiteState, p: PlayerId): LiteState {
  while (paying(s) && starcraftLite.pending(s)[0]?.player === p) {
    const a = starcraftLite.legalActions(s, p).find((x) => x.type === "place-worker");
    if (!a) throw new Error("a payment is open but no worker may be placed");
    s = play(s, p, a);
  }
  return s;
}

/** A copy edited by `f` (tests set up positions directly). */
export function edit(s: LiteState, f: (d: LiteState) => void): LiteState {
  const d = liteDraft(s);
  f(d);
  return d;
}

export function homeArea(s: LiteState, p: PlayerId): string {
  return s.board.bases.find((b) => b.owner === p)!.area;
}

export function homePlanet(s: LiteState, p: PlayerId): string {
  return planetOf(homeArea(s, p));
}

export function areasOf(s: LiteState, planet: string): string[] {
  return planetAreas(s.board, planet).map((a) => a.id);
}

export function addUnits(d: LiteState, owner: PlayerId, type: string, area: string, n = 1): number[] {
  const ids: number[] = [];
  for (let i = 0; i < n; i++) {
    ids.push(d.board.nextUnitId);
    d.board.units = [...d.board.units, { id: d.board.nextUnitId++, owner, type, area }];
  }
  return ids;
}

export function legal(s: LiteState, p: PlayerId): LiteAction[] {
  return starcraftLite.legalActions(s, p);
}

export function has(s: LiteState, p: PlayerId, a: LiteAction): boolean {
  return starcraftLite.validate(s, p, a) === null;
}

/** Skip to a player's Build turn: every Mobilize ends, everyone researches nothing. */
export function toBuild(s: LiteState): LiteState {
  while (s.frame.kind === "mobilize") s = play(s, s.frame.player, { type: "end-mobilize" });
  while (s.frame.kind === "technology" && s.tech) {
    const p = s.tech.asked.find((q) => s.tech!.choices[q] === null)!;
    s = play(s, p, { type: "research", unit: null });
  }
  return s;
}
