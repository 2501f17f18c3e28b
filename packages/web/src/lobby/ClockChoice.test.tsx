// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { clockFor } from "./ClockChoice";
import { CreateGame } from "./CreateGame";

afterEach(cleanup);

describe("the clock of a new game", () => {
  it("defaults to no clock; a clock asks what a timeout does, forfeit only where the rules have one", () => {
    render(<CreateGame rulesets={[{ id: "rps", minPlayers: 2, maxPlayers: 2, forfeit: false }]} />);
    const clock = screen.getByRole("combobox", { name: "Clock" }) as HTMLSelectElement;
    expect(clock.value).toBe("none");
    expect(screen.queryByRole("combobox", { name: "When a clock runs out" })).toBeNull();
    fireEvent.change(clock, { target: { value: "live" } });
    const timeout = screen.getByRole("combobox", { name: "When a clock runs out" }) as HTMLSelectElement;
    expect([...timeout.options].map((o) => o.value)).toEqual(["bot"]);
    cleanup();
    render(<CreateGame rulesets={[{ id: "tictactoe", minPlayers: 2, maxPlayers: 2, forfeit: true }]} />);
    fireEvent.change(screen.getByRole("combobox", { name: "Clock" }), { target: { value: "async" } });
    const withForfeit = screen.getByRole("combobox", { name: "When a clock runs out" }) as HTMLSelectElement;
    expect([...withForfeit.options].map((o) => o.value)).toEqual(["bot", "forfeit"]);
  });

  it("each preset is the request's clock", () => {
    expect(clockFor("none", "bot", true)).toBeUndefined();
    expect(clockFor("blitz", "forfeit", true)).toEqual({
      kind: "live",
      bankSeconds: 300,
      bonusSeconds: 10,
      onTimeout: "forfeit",
    });
    expect(clockFor("live", "forfeit", false)).toMatchObject({
      kind: "live",
      bankSeconds: 1800,
      onTimeout: "bot",
    });
    expect(clockFor("async", "bot", false)).toEqual({
      kind: "async",
      decisionHours: 24,
      bankHours: 48,
      onTimeout: "bot",
    });
  });
});
