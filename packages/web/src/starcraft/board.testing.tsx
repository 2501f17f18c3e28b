/**
 * The StarCraft board rendered for a component test: the fixture game of seat `seat` (null: a
 * spectator) offering `actions`, its actions worded as the game page words them, and a spy for
 * what the board submits.
 */
import { render } from "@testing-library/react";
import { vi } from "vitest";
import type { Action } from "../api/types";
import { describeWith } from "../game/describe";
import { describeScAction } from "./describe";
import { testGame } from "./fixtures";
import { StarcraftBoard } from "./StarcraftBoard";

export function renderBoard(actions: Action[], seat: number | null = 0) {
  const submit = vi.fn();
  const game = testGame(actions, seat);
  const describe = (a: Action) => describeWith((x, v) => describeScAction(x, v), a, game.view, seat);
  const utils = render(
    <StarcraftBoard game={game} actions={actions} submit={submit} busy={false} describe={describe} />,
  );
  return { submit, ...utils };
}
