/**
 * For the Eclipse table's jsdom tests: a seat's GameState as the server would send it, made from a
 * rules state, and the board rendered from it. Tests only; nothing in the table imports it.
 */
import { type EclipseState, eclipse } from "@koprulu/eclipse";
import { render } from "@testing-library/react";
import { vi } from "vitest";
import type { Action, GameState } from "../api/types";
import { EclipseBoard } from "./EclipseBoard";

export function gameOf(s: EclipseState, seat: number): GameState {
  return {
    gameId: "e",
    ruleset: "eclipse",
    version: 1,
    seat,
    view: eclipse.view(s, seat),
    pending: eclipse.pending(s),
    legalActions: eclipse.legalActions(s, seat) as unknown as Action[],
    outcome: eclipse.outcome(s),
    log: [],
    // As the server sends them: the seat's own unavailable choices (the ruleset's explain).
    unavailable: (eclipse.explain?.(s, seat) ?? []) as unknown as GameState["unavailable"],
  };
}

/** The board of `seat`, its submit a mock (returned) so a test can see what a click sends. */
export function renderBoard(s: EclipseState, seat: number) {
  const game = gameOf(s, seat);
  const submit = vi.fn();
  render(
    <EclipseBoard
      game={game}
      actions={game.legalActions}
      submit={submit}
      busy={false}
      describe={(a) => a.type}
    />,
  );
  return submit;
}
