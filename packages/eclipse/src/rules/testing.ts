/** Helpers for the rule tests: a seeded game and hand-made positions. */
import type { PlayerId } from "@koprulu/engine";
import type { HullId } from "../content/index";
import { cloneJson } from "./clone";
import { connected } from "./galaxy";
import { eclipse } from "./ruleset";
import { emptyHex } from "./setup";
import type { EclipseAction, EclipseState } from "./types";

export function newGame(players = 2, seed = "t1", rounds = 9): EclipseState {
  return eclipse.setup({ players, rounds }, seed);
}

/** A copy with `edit` applied (tests build positions by editing a fresh setup). */
export function edit(s: EclipseState, f: (s: EclipseState) => void): EclipseState {
  const c = cloneJson(s);
  f(c);
  return c;
}

/** Validate and apply, throwing on refusal (tests only). */
export function act(s: EclipseState, seat: PlayerId, a: EclipseAction): EclipseState {
  const err = eclipse.validate(s, seat, a);
  if (err) throw new Error(`${err.code}: ${err.message} (${JSON.stringify(a)})`);
  return eclipse.apply(s, seat, a);
}

export const legal = (s: EclipseState, seat: PlayerId) => eclipse.legalActions(s, seat);
export const types = (s: EclipseState, seat: PlayerId) => [...new Set(legal(s, seat).map((a) => a.type))];

/** Put a sector on the board (test positions). */
export function placeHex(
  s: EclipseState,
  pos: string,
  sector: string,
  rotation = 0,
  owner: PlayerId | null = null,
) {
  const h = emptyHex(pos, sector, rotation);
  h.owner = owner;
  s.hexes[pos] = h;
  if (owner !== null) s.players[owner]!.discsOnTrack--;
  return h;
}

/** Put a sector at `pos` rotated so a full wormhole joins it to `from` (for `seat`). */
export function placeConnected(
  s: EclipseState,
  pos: string,
  sector: string,
  from: string,
  seat: PlayerId = 0,
) {
  for (let r = 0; r < 6; r++) {
    placeHex(s, pos, sector, r);
    if (connected(s, from, pos, seat)) return s.hexes[pos]!;
  }
  throw new Error(`${sector} cannot join ${from}`);
}

export function addShip(s: EclipseState, pos: string, owner: PlayerId, hull: HullId) {
  const h = s.hexes[pos]!;
  h.ships.push({ id: s.nextShipId++, owner, hull });
  if (h.entered[String(owner)] === undefined) h.entered[String(owner)] = s.entryCounter++;
}

/** Make it `seat`'s turn in the action phase. */
export function turnOf(s: EclipseState, seat: PlayerId) {
  s.turn = seat;
  s.step = { kind: "turn" };
  s.phase = "action";
}

/** Play uniformly random legal actions until the game ends (or `max` actions). */
export function playRandom(
  s: EclipseState,
  rng: { index(n: number): number },
  max = 50_000,
  onStep?: (s: EclipseState, a: EclipseAction) => void,
): EclipseState {
  for (let i = 0; i < max; i++) {
    const d = eclipse.pending(s)[0];
    if (!d) return s;
    const options = legal(s, d.player);
    const a = options[rng.index(options.length)]!;
    s = act(s, d.player, a);
    onStep?.(s, a);
  }
  return s;
}
