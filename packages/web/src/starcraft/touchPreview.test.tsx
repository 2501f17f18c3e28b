// @vitest-environment jsdom
/**
 * Previews on a touch screen (issue 19, deliver 3 and 4): a finger has no hover, so a move or a
 * build tapped on the map is first drawn where it would stand, with Confirm and Cancel; a second
 * tap on the same target confirms too. A mouse click still acts at once (its preview came on
 * hover), and a planet placement previews on a tap as on a click.
 */
import { cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { Action } from "../api/types";
import { renderBoard } from "./board.testing";
import { testGame } from "./fixtures";
import { StarcraftBoard } from "./StarcraftBoard";

afterEach(cleanup);

/** A finger's tap: pointerdown of a touch pointer, then the click the browser sends. */
function tap(el: Element) {
  fireEvent.pointerDown(el, { pointerType: "touch" });
  fireEvent.click(el);
}
function mouseClick(el: Element) {
  fireEvent.pointerDown(el, { pointerType: "mouse" });
  fireEvent.click(el);
}

const MOVE: Action = { type: "move-unit", unit: 3, area: "korhal#1" };

describe("touch previews of moves and builds", () => {
  it("a tapped move is drawn in its destination with Confirm and Cancel, and nothing is sent before Confirm", () => {
    const { container, submit } = renderBoard([MOVE, { type: "end-mobilize" }], 1);
    tap(container.querySelector('[data-units~="3"] [role="button"]')!);
    const dest = container.querySelector('[data-key="area:korhal#1"]')!;
    tap(dest);
    expect(submit).not.toHaveBeenCalled();
    // the zergling stands, faded, where it would go; the destination is marked as chosen
    expect(dest.querySelector(".move-ghost .mini-label")!.textContent).toBe("Ze");
    expect(dest.getAttribute("aria-pressed")).toBe("true");
    const bar = screen.getByRole("toolbar", { name: "Preview" });
    expect(bar.textContent).toContain("Move");
    fireEvent.click(within(bar).getByRole("button", { name: "Confirm" }));
    expect(submit).toHaveBeenCalledWith(MOVE);
    expect(submit).toHaveBeenCalledTimes(1);
  });

  it("a second tap on the same target confirms the move", () => {
    const { container, submit } = renderBoard([MOVE], 1);
    tap(container.querySelector('[data-units~="3"] [role="button"]')!);
    const dest = container.querySelector('[data-key="area:korhal#1"]')!;
    tap(dest);
    expect(submit).not.toHaveBeenCalled();
    tap(dest);
    expect(submit).toHaveBeenCalledWith(MOVE);
  });

  it("Cancel drops the preview and sends nothing; the unit stays selected for another destination", () => {
    const { container, submit } = renderBoard([MOVE], 1);
    tap(container.querySelector('[data-units~="3"] [role="button"]')!);
    tap(container.querySelector('[data-key="area:korhal#1"]')!);
    fireEvent.click(
      within(screen.getByRole("toolbar", { name: "Preview" })).getByRole("button", { name: "Cancel" }),
    );
    expect(screen.queryByRole("toolbar", { name: "Preview" })).toBeNull();
    expect(container.querySelector(".move-ghost")).toBeNull();
    expect(submit).not.toHaveBeenCalled();
    expect(container.querySelector('[data-key="area:korhal#1"]')!.getAttribute("role")).toBe("button");
  });

  it("a mouse click still moves at once (the mouse previewed on hover)", () => {
    const { container, submit } = renderBoard([MOVE], 1);
    mouseClick(container.querySelector('[data-units~="3"] [role="button"]')!);
    mouseClick(container.querySelector('[data-key="area:korhal#1"]')!);
    expect(submit).toHaveBeenCalledWith(MOVE);
    expect(screen.queryByRole("toolbar", { name: "Preview" })).toBeNull();
  });

  it("a build tapped in the Choose menu is drawn in its area and sent only on Confirm", () => {
    const builds: Action[] = [
      { type: "build-unit", unit: "marine", area: "korhal#1" },
      { type: "build-unit", unit: "mutalisk", area: "korhal#1" },
    ];
    const { container, submit } = renderBoard(builds);
    tap(container.querySelector('[data-key="area:korhal#1"]')!);
    tap(within(screen.getByRole("dialog")).getByText(/Build a Mutalisk/));
    expect(submit).not.toHaveBeenCalled();
    expect(screen.queryByRole("dialog")).toBeNull();
    const ghost = container.querySelector('[data-key="area:korhal#1"] .move-ghost .miniature')!;
    expect(ghost.classList.contains("miniature-air")).toBe(true);
    fireEvent.click(
      within(screen.getByRole("toolbar", { name: "Preview" })).getByRole("button", { name: "Confirm" }),
    );
    expect(submit).toHaveBeenCalledWith(builds[1]);
  });

  it("a single build in an area, tapped, waits for Confirm too", () => {
    const build: Action = { type: "build-unit", unit: "marine", area: "korhal#1" };
    const { container, submit } = renderBoard([build]);
    tap(container.querySelector('[data-key="area:korhal#1"]')!);
    expect(submit).not.toHaveBeenCalled();
    expect(container.querySelector('[data-key="area:korhal#1"] .move-ghost')).not.toBeNull();
    tap(container.querySelector('[data-key="area:korhal#1"]')!);
    expect(submit).toHaveBeenCalledWith(build);
  });

  it("a tapped base build is drawn, faded, where the base would stand and is sent only on Confirm", () => {
    const build: Action = { type: "build-base", area: "korhal#1" };
    const { container, submit } = renderBoard([build]);
    tap(container.querySelector('[data-key="area:korhal#1"]')!);
    expect(submit).not.toHaveBeenCalled();
    expect(container.querySelector('[data-key="area:korhal#1"] .base-ghost .base-marker')).not.toBeNull();
    // a base takes no place among the units
    expect(container.querySelector('[data-key="area:korhal#1"] .move-ghost .mini-label')).toBeNull();
    fireEvent.click(
      within(screen.getByRole("toolbar", { name: "Preview" })).getByRole("button", { name: "Confirm" }),
    );
    expect(submit).toHaveBeenCalledWith(build);
  });

  it("a tapped transport build marks its route and waits for Confirm; a second tap confirms", () => {
    const build: Action = { type: "build-transport", route: 0 };
    const { container, submit } = renderBoard([build]);
    const route = container.querySelector('[data-key="route:0"]')!;
    tap(route);
    expect(submit).not.toHaveBeenCalled();
    expect(screen.getByRole("toolbar", { name: "Preview" }).textContent).toContain("transport");
    tap(container.querySelector('[data-key="route:0"]')!);
    expect(submit).toHaveBeenCalledWith(build);
  });

  it("actions with nothing to preview act on the first tap (an order placed on a planet)", () => {
    const order: Action = { type: "place-order", planet: "char", order: "build", gold: false };
    const { container, submit } = renderBoard([order]);
    tap(container.querySelector('[data-key="planet:char"]')!);
    expect(submit).toHaveBeenCalledWith(order);
  });
});

describe("the previewed piece stands inside its area", () => {
  it("however crowded the area, the ghost takes a place in its rows rather than being drawn past its edge", () => {
    const build: Action = { type: "build-unit", unit: "mutalisk", area: "korhal#0" };
    const types = ["marine", "zergling", "mutalisk"];
    for (let groups = 1; groups <= 12; groups++) {
      const submit = vi.fn();
      const game = testGame([build], 0);
      const view = game.view as { units: { id: number; owner: number; type: string; area: string }[] };
      // `groups` stacks of distinct owner and type in korhal#0
      view.units = view.units.filter((u) => u.area !== "korhal#0");
      for (let g = 0; g < groups; g++)
        view.units.push({ id: 100 + g, owner: Math.floor(g / 3), type: types[g % 3], area: "korhal#0" });
      const { container, unmount } = render(
        <StarcraftBoard
          game={game}
          actions={[build]}
          submit={submit}
          busy={false}
          describe={(a) => a.type}
        />,
      );
      const area = container.querySelector('[data-key="area:korhal#0"]')!;
      tap(area);
      const box = area.querySelector(".area-bg")!;
      const [x, y, w, h] = ["x", "y", "width", "height"].map((k) => Number(box.getAttribute(k)));
      const ghost = area.querySelector(".move-ghost")!;
      const [gx, gy] = /translate\(([-\d.]+) ([-\d.]+)\)/
        .exec(ghost.getAttribute("transform")!)!
        .slice(1)
        .map(Number);
      expect(gx, `${groups} stacks`).toBeGreaterThan(x);
      expect(gx, `${groups} stacks`).toBeLessThan(x + w);
      expect(gy, `${groups} stacks`).toBeGreaterThan(y);
      expect(gy + 20, `${groups} stacks`).toBeLessThanOrEqual(y + h);
      unmount();
    }
  });
});

describe("planet placement by tap", () => {
  it("tapping a cell previews the tile there; the bar's button places it", () => {
    const place: Action = { type: "place-planet", planet: "char", x: 2, y: 0, rotation: 0 };
    const { container, submit } = renderBoard([place]);
    tap(container.querySelector('[data-key="cell:2,0"]')!);
    expect(submit).not.toHaveBeenCalled();
    expect(container.querySelector(".galaxy .planet-preview")).not.toBeNull();
    fireEvent.click(container.querySelector(".placement-bar .confirm-placement")!);
    expect(submit).toHaveBeenCalledWith(place);
  });
});
