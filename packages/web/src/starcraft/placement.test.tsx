// @vitest-environment jsdom
import { cleanup, fireEvent, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import type { Action } from "../api/types";
import { renderBoard } from "./board.testing";
import { testCatalog } from "./fixtures";
import { worldSides } from "./worldSides";

afterEach(cleanup);

const place = (x: number, y: number, rotation: number): Action => ({
  type: "place-planet",
  planet: "char",
  x,
  y,
  rotation,
});

describe("planet placement with a preview", () => {
  it("issue 19 item 2: clicking a cell previews the tile there (areas and route slots) before anything is placed", () => {
    const { container, submit } = renderBoard([place(2, 0, 0), place(2, 0, 1), place(0, 1, 0)]);
    fireEvent.click(container.querySelector('[data-key="cell:2,0"]')!);
    expect(submit).not.toHaveBeenCalled();
    const preview = container.querySelector(".galaxy .planet-preview")!;
    expect(preview).not.toBeNull();
    expect(preview.textContent).toContain("Char");
    expect(preview.textContent).toContain("1G"); // char#0: 1 gas
    // the route slots at turn 0: the tile's sides 3 and 0 → west and north
    const slots = [...preview.querySelectorAll(".slot")].map((s) => s.getAttribute("data-key"));
    expect(slots.sort()).toEqual(["preview-slot:0", "preview-slot:3"]);
  });

  it("turning the planet moves its route slots in the preview, and confirming places it at that turn", () => {
    const { container, submit } = renderBoard([place(2, 0, 0), place(2, 0, 1), place(0, 1, 0)]);
    fireEvent.click(container.querySelector('[data-key="cell:2,0"]')!);
    const bar = screen.getByRole("toolbar", { name: "Planet placement" });
    expect(bar.textContent).toContain("turned 0°");
    fireEvent.click(within(bar).getByRole("button", { name: "Turn the planet" }));
    expect(bar.textContent).toContain("turned 90°");
    expect(bar.textContent).toContain("route slots north, east");
    const slots = [...container.querySelectorAll(".galaxy .planet-preview .slot")].map((s) =>
      s.getAttribute("data-key"),
    );
    expect(slots.sort()).toEqual(["preview-slot:0", "preview-slot:1"]);
    fireEvent.click(within(bar).getByText("Place Char here"));
    expect(submit).toHaveBeenCalledWith(place(2, 0, 1));
  });

  it("a cell where the chosen turn is not legal is not offered", () => {
    const { container } = renderBoard([place(2, 0, 0), place(2, 0, 1), place(0, 1, 0)]);
    fireEvent.click(screen.getByRole("button", { name: "Turn the planet" }));
    expect(container.querySelector('[data-key="cell:0,1"]')!.getAttribute("role")).toBeNull();
    expect(container.querySelector('[data-key="cell:2,0"]')!.getAttribute("role")).toBe("button");
  });

  it("world sides turn clockwise with the tile", () => {
    expect(worldSides(testCatalog, "korhal", 0)).toEqual([1, 2]);
    expect(worldSides(testCatalog, "korhal", 1)).toEqual([2, 3]);
    expect(worldSides(testCatalog, "korhal", 3)).toEqual([0, 1]);
  });
});

describe("faction choice as faction sheets", () => {
  it("issue 19 item 9: each faction shows its special victory and limits, and the sheet's button chooses it", () => {
    const cat = testCatalog.factions;
    cat.raynor = {
      ...cat.raynor,
      handLimit: 8,
      moduleSlots: 5,
      startUnits: ["marine", "marine"],
      workers: 8,
      transports: 1,
      permanent: { minerals: 4, gas: 2 },
    };
    const actions: Action[] = [
      { type: "choose-faction", faction: "raynor" },
      { type: "choose-faction", faction: "overmind" },
    ];
    const { container, submit } = renderBoard(actions);
    const sheet = container.querySelector('.faction-sheet[data-faction="raynor"]')!;
    // The special victory's words come from the message catalogs, by faction id.
    expect(sheet.textContent).toContain(
      "Special victory: In Stage III, control six areas that hold minerals or gas.",
    );
    expect(sheet.textContent).toContain("Hand limit8 cards");
    expect(sheet.textContent).toContain("Module slots5");
    expect(sheet.textContent).toContain("2 Marines, 8 workers, 1 transport");
    fireEvent.click(within(sheet as HTMLElement).getByRole("button", { name: "Play Jim Raynor" }));
    expect(submit).toHaveBeenCalledWith(actions[0]);
  });
});

describe("the placement bar shows the tile at its turn before a cell is chosen", () => {
  it("a small drawing of the planet with its route slots, turning with the planet", () => {
    const { container } = renderBoard([place(2, 0, 0), place(2, 0, 1)]);
    const slots = () =>
      [...container.querySelectorAll(".placement-bar .tile-preview .slot")].map((s) =>
        s.getAttribute("data-key"),
      );
    expect(slots().sort()).toEqual(["preview-slot:0", "preview-slot:3"]);
    fireEvent.click(screen.getByRole("button", { name: "Turn the planet" }));
    expect(slots().sort()).toEqual(["preview-slot:0", "preview-slot:1"]);
  });
});
