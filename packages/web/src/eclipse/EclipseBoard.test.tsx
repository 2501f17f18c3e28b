// @vitest-environment jsdom

import { type EclipseState, eclipse } from "@koprulu/eclipse";
import { Rng } from "@koprulu/engine";
import { cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { EclipsePanels } from "./EclipseBoard";
import { gameOf, renderBoard } from "./testGame";
import { eclipseUi } from "./ui";

afterEach(cleanup);

/** Random play until `stop` holds (a hand-made point in a real game). */
function playUntil(seed: string, stop: (s: EclipseState) => boolean): EclipseState {
  let s = eclipse.setup({ players: 2, rounds: 9 }, seed);
  const rng = Rng.fromSeed(seed);
  for (let i = 0; i < 20_000 && !stop(s); i++) {
    const d = eclipse.pending(s)[0]!;
    const legal = eclipse.legalActions(s, d.player);
    s = eclipse.apply(s, d.player, legal[rng.index(legal.length)]!);
  }
  return s;
}

describe("Eclipse board", () => {
  it("draws the galaxy (Galactic Center, homes) and makes explore positions clickable", () => {
    const s = eclipse.setup({ players: 2, rounds: 9 }, "web-1");
    const submit = renderBoard(s, s.turn);
    expect(document.querySelector('[data-sector="001"]')).toBeTruthy();
    const targets = screen.getAllByRole("button", { name: /Explore here/ });
    expect(targets.length).toBeGreaterThan(0);
    fireEvent.click(targets[0]!);
    expect(submit).toHaveBeenCalledWith(expect.objectContaining({ type: "explore" }));
  });

  it("E-A1: the explored sector is drawn where it goes, each legal rotation previewed in place", () => {
    let s = eclipse.setup({ players: 2, rounds: 9 }, "web-2");
    const explore = eclipse.legalActions(s, s.turn).find((a) => a.type === "explore")!;
    s = eclipse.apply(s, s.turn, explore);
    expect(s.step.kind).toBe("explore-place");
    const step = s.step as { pos: string; sector: string };
    const rotations = eclipse.legalActions(s, s.turn).filter((a) => a.type === "explore-place");
    const submit = renderBoard(s, s.turn);
    const preview = () => document.querySelector<SVGGElement>(".ec-preview")!;
    expect(preview().dataset.pos).toBe(step.pos);
    expect(preview().dataset.preview).toBe(step.sector);
    if (rotations.length > 1) {
      const first = preview().dataset.rotation;
      fireEvent.click(screen.getByRole("button", { name: "Next rotation" }));
      expect(preview().dataset.rotation).not.toBe(first);
    }
    if (rotations.length > 0) {
      const shown = Number(preview().dataset.rotation);
      fireEvent.click(screen.getByRole("button", { name: "Place it like this" }));
      expect(submit).toHaveBeenCalledWith({ type: "explore-place", rotation: shown });
    } else {
      fireEvent.click(screen.getByRole("button", { name: "Discard" }));
      expect(submit).toHaveBeenCalledWith({ type: "explore-discard" });
    }
  });

  it("the blueprint editor refuses an invalid design with the rule and sends a legal one", () => {
    let s = eclipse.setup({ players: 2, rounds: 9 }, "web-3");
    s = eclipse.apply(s, s.turn, { type: "upgrade" });
    s = eclipse.apply(s, s.turn, { type: "upgrade-slot", hull: "interceptor", slot: 0 });
    const submit = renderBoard(s, s.turn);
    fireEvent.click(
      within(screen.getByRole("region", { name: "Parts" })).getByRole("button", { name: /^Plasma Cannon/ }),
    );
    expect(screen.getByRole("alert").textContent).toMatch(/E-A4: needs the Plasma Cannon technology/);
    fireEvent.click(
      within(screen.getByRole("region", { name: "Parts" })).getByRole("button", { name: /^Gluon Computer/ }),
    );
    expect(screen.getByRole("alert").textContent).toMatch(/E-A4: needs the Gluon Computer technology/);
    expect(submit).not.toHaveBeenCalled();
    fireEvent.click(
      within(screen.getByRole("region", { name: "Parts" })).getByRole("button", { name: /^Hull/ }),
    );
    expect(submit).toHaveBeenCalledWith({ type: "upgrade-part", part: "hull" });
  });

  it("the blueprint editor refuses a design using more energy than it produces (E-A4)", () => {
    let s = eclipse.setup({ players: 2, rounds: 9 }, "web-4");
    s = {
      ...s,
      players: s.players.map((p) => ({
        ...p,
        techs: { ...p.techs, military: [...p.techs.military, "plasma-cannon"] },
      })),
    };
    s = eclipse.apply(s, s.turn, { type: "upgrade" });
    s = eclipse.apply(s, s.turn, { type: "upgrade-slot", hull: "interceptor", slot: 0 });
    const submit = renderBoard(s, s.turn);
    fireEvent.click(
      within(screen.getByRole("region", { name: "Parts" })).getByRole("button", { name: /^Plasma Cannon/ }),
    );
    expect(screen.getByRole("alert").textContent).toBe("Refused — E-A4: uses more energy than it produces");
    expect(submit).not.toHaveBeenCalled();
  });

  it("shows a battle with its odds and the player boards with the three tracks", () => {
    const s = playUntil("web-battle", (x) => x.step.kind === "battle");
    expect(s.step.kind).toBe("battle");
    const seat = eclipse.pending(s)[0]!.player;
    renderBoard(s, seat);
    expect(screen.getByRole("region", { name: "Battle" })).toBeTruthy();
    const game = gameOf(s, seat);
    render(
      <EclipsePanels game={game} actions={[]} submit={() => {}} busy={false} describe={(a) => a.type} />,
    );
    expect(document.querySelectorAll('[data-track="science"]').length).toBe(2);
  });

  it("the UI plug-in loads the table lazily in prepare, then scores views and names seats", async () => {
    const s = eclipse.setup({ players: 3, rounds: 9 }, "web-ui");
    const game = gameOf(s, 0);
    await eclipseUi.prepare!();
    const Board = eclipseUi.Board;
    render(
      <Board
        game={game}
        actions={game.legalActions}
        submit={() => {}}
        busy={false}
        describe={(a) => a.type}
      />,
    );
    expect(screen.getByTestId("ec-status").textContent).toMatch(/Round 1/);
    expect(eclipseUi.scores!(game.view)).toEqual([3, 3, 3]); // each home sector: 3 VP
    expect(eclipseUi.round!(game.view)).toBe(1);
    expect(eclipseUi.seatName!(game.view, 1)).toBe("Blue Terrans");
    expect(eclipseUi.describe!({ type: "explore", pos: "0,-1" }, game.view, 0)).toBe(
      "Explore at \u20660,-1\u2069",
    );
  });
});
