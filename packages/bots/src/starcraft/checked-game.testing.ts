/**
 * A StarCraft game played by bots one action at a time, with someone always asked to act and the
 * invariants (checkInvariants) holding after every action — the loop the bot tests share. Seat i
 * draws from `Rng.fromSeed(`${seed}-${i}`)`. `onAction` sees each action with the state after it,
 * for a test's own counts and checks. Returns the last state (over, or at `maxActions`).
 */
import { Rng } from "@koprulu/engine";
import {
  allEventCards,
  checkInvariants,
  type StarcraftAction,
  type StarcraftState,
  starcraft,
} from "@koprulu/starcraft";
import { expect } from "vitest";
import type { Bot } from "../types";

export function playCheckedGame(
  start: StarcraftState,
  botOf: (seat: number) => Bot,
  seed: string,
  options: {
    maxActions?: number;
    /** Put before each failure message, e.g. "game 3: ". */
    label?: string;
    onAction?: (s: StarcraftState, seat: number, a: StarcraftAction) => void;
  } = {},
): StarcraftState {
  const { maxActions = 20_000, label = "", onAction } = options;
  const expected = allEventCards(start);
  const rngs = start.players.map((_, i) => Rng.fromSeed(`${seed}-${i}`));
  let s = start;
  for (let i = 0; i < maxActions && s.phase !== "over"; i++) {
    const asked = starcraft.pending(s);
    expect(asked.length, `${label}nobody to act at action ${i}`).toBeGreaterThan(0);
    const seat = asked[0].player;
    const a = botOf(seat).choose({
      ruleset: starcraft,
      seat,
      view: starcraft.view(s, seat),
      decisions: asked.filter((d) => d.player === seat),
      legalActions: starcraft.legalActions(s, seat),
      rng: rngs[seat],
    });
    s = starcraft.apply(s, seat, a);
    onAction?.(s, seat, a);
    expect(checkInvariants(s, expected), `${label}action ${i}: ${JSON.stringify(a)}`).toEqual([]);
  }
  return s;
}
