// @vitest-environment jsdom
/**
 * Survival (BW p.11): a conquest point scored becomes a resource token of the scorer's choice.
 * The table asks it as a decision of its own — how many tokens are left to take, a mineral and
 * a gas button with their icons and the tokens held — and one click takes the token.
 */
import { cleanup, fireEvent, render } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { Action } from "../api/types";
import { testGame } from "./fixtures";
import { StarcraftBoard } from "./StarcraftBoard";
import type { ScView } from "./viewTypes";

afterEach(cleanup);

const TAKE: Action[] = [
  { type: "take-resource-token", resource: "minerals" },
  { type: "take-resource-token", resource: "gas" },
];

function choosing() {
  const game = testGame(TAKE);
  const view = game.view as ScView;
  view.options = {
    players: 2,
    mode: "survival",
    expansions: ["brood-war"],
    variants: { leadershipCards: true },
  };
  view.phase = "regrouping";
  view.frame = { kind: "survival-tokens", queue: [0, 1] };
  view.survival = { basesLost: [0, 0], tokensOwed: [2, 1] };
  view.players[0].resourceTokens = { minerals: 1, gas: 0 };
  const submit = vi.fn();
  const { container } = render(
    <StarcraftBoard game={game} actions={TAKE} submit={submit} busy={false} describe={(a) => a.type} />,
  );
  return { container, submit };
}

describe("Survival: conquest points taken as resource tokens", () => {
  it("asks the choice as a decision with the tokens left, a mineral and a gas button with icons", () => {
    const { container } = choosing();
    const choice = container.querySelector(".survival-choice")!;
    expect(choice.querySelector("h3")!.textContent).toBe("Survival: your conquest points become resources");
    expect(choice.textContent).toContain("2 tokens left to take");
    const minerals = choice.querySelector('button[data-resource="minerals"]')!;
    const gas = choice.querySelector('button[data-resource="gas"]')!;
    expect(minerals.textContent).toContain("Mineral token");
    expect(minerals.textContent).toContain("you hold 1");
    expect(gas.textContent).toContain("Gas token");
    expect(minerals.querySelector("svg.token-icon")).not.toBeNull();
    expect(gas.querySelector("svg.token-icon")).not.toBeNull();
    // not repeated as decision-bar lines
    expect(container.querySelector(".decision-bar .bar-take-resource-token")).toBeNull();
  });

  it("a click on the gas button takes a gas token", () => {
    const { container, submit } = choosing();
    fireEvent.click(container.querySelector('.survival-choice button[data-resource="gas"]')!);
    expect(submit).toHaveBeenCalledWith({ type: "take-resource-token", resource: "gas" });
  });
});
