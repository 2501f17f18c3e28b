// @vitest-environment jsdom

import { starcraft } from "@koprulu/starcraft";
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { useState } from "react";
import { afterEach, describe, expect, it } from "vitest";
import {
  DEFAULT_SC_OPTIONS,
  type StarcraftLobbyOptions,
  StarcraftOptionsForm,
  starcraftOptionsFor,
} from "./CreateOptions";

afterEach(cleanup);

/** The ruleset's own check, which the server runs on game creation (422 when refused). */
const validateOptions = (o: unknown) => starcraft.validateOptions?.(o) ?? null;

/** The form with its state, reporting the options it would send. */
function Harness({ onOptions }: { onOptions(o: ReturnType<typeof starcraftOptionsFor>): void }) {
  const [value, setValue] = useState<StarcraftLobbyOptions>(DEFAULT_SC_OPTIONS);
  onOptions(starcraftOptionsFor(4, value));
  return <StarcraftOptionsForm value={value} onChange={setValue} players={4} />;
}

function renderForm() {
  let sent: ReturnType<typeof starcraftOptionsFor> = starcraftOptionsFor(4, DEFAULT_SC_OPTIONS);
  const { container } = render(<Harness onOptions={(o) => (sent = o)} />);
  const box = (name: string) => container.querySelector(`input[name="${name}"]`) as HTMLInputElement | null;
  const mode = () => container.querySelector('select[name="mode"]') as HTMLSelectElement;
  return { box, mode, sent: () => sent };
}

describe("StarCraft lobby form: Brood War, its optional rules and the game modes", () => {
  it("offers the optional rules only with Brood War, and sends them as options the ruleset accepts", () => {
    const f = renderForm();
    expect(f.box("largerGalaxy")).toBeNull();
    fireEvent.click(f.box("broodWar")!);
    fireEvent.click(f.box("leadershipCards")!);
    fireEvent.click(f.box("largerGalaxy")!);
    expect(f.sent()).toMatchObject({
      expansions: ["brood-war"],
      variants: { leadershipCards: true, largerGalaxy: true },
    });
    expect(validateOptions(f.sent())).toBeNull();
  });

  it("More Starting Planet Tokens and Larger Galaxy exclude each other: the other is disabled and explained", () => {
    const f = renderForm();
    fireEvent.click(f.box("broodWar")!);
    fireEvent.click(f.box("moreStartingPlanets")!);
    expect(f.box("largerGalaxy")!.disabled).toBe(true);
    expect(screen.getByText(/not together with the other starting-planet rule/)).toBeTruthy();
    expect(f.sent()).toMatchObject({ variants: { moreStartingPlanets: true } });
    expect(validateOptions(f.sent())).toBeNull();
  });

  it("Survival needs Brood War; a game mode disables the optional rules and turns the Leadership cards on", () => {
    const f = renderForm();
    const survival = () => [...f.mode().options].find((o) => o.value === "survival")!;
    expect(survival().disabled).toBe(true);
    expect(screen.getByText(/Survival and Faster Survival need Brood War/)).toBeTruthy();
    fireEvent.click(f.box("broodWar")!);
    fireEvent.click(f.box("disposableSpecialOrders")!);
    expect(survival().disabled).toBe(false);
    fireEvent.change(f.mode(), { target: { value: "survival" } });
    expect(f.box("disposableSpecialOrders")!.disabled).toBe(true);
    expect(f.box("leadershipCards")!.checked).toBe(true);
    expect(f.box("leadershipCards")!.disabled).toBe(true);
    expect(f.sent()).toEqual({
      players: 4,
      factionSelection: "choose",
      maxRounds: 60,
      expansions: ["brood-war"],
      variants: { leadershipCards: true },
      mode: "survival",
    });
    expect(validateOptions(f.sent())).toBeNull();
  });

  it("Galactic Conquest is offered without Brood War (a core variant)", () => {
    const f = renderForm();
    fireEvent.change(f.mode(), { target: { value: "galactic-conquest" } });
    expect(f.sent()).toMatchObject({ mode: "galactic-conquest" });
    expect(f.sent()).not.toHaveProperty("expansions");
    expect(validateOptions(f.sent())).toBeNull();
  });

  it("Team Play is offered for 4 or 6 players only (disabled and explained otherwise), and sends options the ruleset accepts", () => {
    const { container } = render(
      <StarcraftOptionsForm value={DEFAULT_SC_OPTIONS} onChange={() => {}} players={3} />,
    );
    const option = (root: ParentNode) =>
      [...(root.querySelector('select[name="mode"]') as HTMLSelectElement).options].find(
        (o) => o.value === "team-play",
      )!;
    expect(option(container).disabled).toBe(true);
    expect(screen.getByText(/Team Play needs 4 or 6 players/)).toBeTruthy();
    expect(starcraftOptionsFor(3, { ...DEFAULT_SC_OPTIONS, mode: "team-play" })).not.toHaveProperty("mode");
    cleanup();
    const f = renderForm();
    expect(option(document).disabled).toBe(false);
    fireEvent.change(f.mode(), { target: { value: "team-play" } });
    expect(f.sent()).toEqual({ players: 4, factionSelection: "choose", maxRounds: 60, mode: "team-play" });
    expect(validateOptions(f.sent())).toBeNull();
    fireEvent.click(f.box("broodWar")!);
    expect(f.sent()).toMatchObject({ mode: "team-play", variants: { leadershipCards: true } });
    expect(validateOptions(f.sent())).toBeNull();
  });
});
