// @vitest-environment jsdom
/**
 * The Eclipse table's look (issue 30): the pieces' accessible names, build choices with their
 * cost (and the reason when not possible), the technology tiles' prices, the battle's dice with
 * hits and the VP breakdown at the end.
 */
import { content, eclipse } from "@koprulu/eclipse";
import type { Outcome } from "@koprulu/engine";
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { hitMask } from "./CombatViewer";
import { EclipseBoard } from "./EclipseBoard";
import { breakdownOf } from "./EndBreakdown";
import { gameOf, renderBoard } from "./testGame";
import type { EclipseView } from "./viewTypes";

afterEach(cleanup);

const named = (name: string) => document.querySelectorAll(`[aria-label="${name}"]`).length;

describe("Eclipse table pieces", () => {
  it("names every piece: discs, ships with counts, squares with cubes, Ancients/GCDS, discovery tiles, VP", () => {
    const s = eclipse.setup({ players: 2, rounds: 9 }, "web-pieces");
    const home = Object.values(s.hexes).find((h) => h.owner === 0)!;
    home.ships.push({ id: 900, owner: 0, hull: "cruiser" }, { id: 901, owner: 0, hull: "cruiser" });
    renderBoard(s, 0);
    const red = s.players[0]!.colour === "red";
    expect(red).toBe(true);
    expect(named("Red influence disc")).toBe(1);
    expect(named("2 Red cruisers")).toBe(1);
    expect(named("1 Red interceptor")).toBe(1);
    // the Galactic Center: its defence drawn as a ship, its discovery tile face down
    expect(named("Galactic Center defence system")).toBe(1);
    expect(named("discovery tile, face down")).toBeGreaterThanOrEqual(1);
    expect(document.querySelectorAll('[aria-label$="square, Red cube"]').length).toBe(home.cubes.length);
    expect(document.querySelectorAll('[aria-label$="square, empty"]').length).toBeGreaterThan(0);
    expect(document.querySelectorAll('[aria-label="3 VP"]').length).toBeGreaterThanOrEqual(2);
  });

  it("E-A1: names each wormhole half by the side it is on, as the sector is rotated", () => {
    const s = eclipse.setup({ players: 2, rounds: 9 }, "web-wormholes");
    const home = Object.values(s.hexes).find((h) => h.owner === 0)!;
    const printed = content().sectors[home.sector]!.wormholes;
    const sides = ["T", "TR", "BR", "B", "BL", "TL"];
    const words: Record<string, string> = {
      T: "north",
      TR: "north-east",
      BR: "south-east",
      B: "south",
      BL: "south-west",
      TL: "north-west",
    };
    home.rotation = 1; // one sixth clockwise: each wormhole moves to the next side
    renderBoard(s, 0);
    const tile = [...document.querySelectorAll(".ec-sector")].find((g) =>
      g.querySelector('[aria-label="Red influence disc"]'),
    )!;
    const names = [...tile.querySelectorAll('[data-testid="ec-wormhole"]')].map((g) =>
      g.getAttribute("aria-label"),
    );
    const expected = printed.map((w) => `wormhole, ${words[sides[(sides.indexOf(w) + 1) % 6]!]} side`);
    expect(names.sort()).toEqual(expected.sort());
    // the Galactic Center has a wormhole on all six sides
    const centre = [...document.querySelectorAll(".ec-sector")].find((g) =>
      g.querySelector('[aria-label="Galactic Center defence system"]'),
    )!;
    expect(centre.querySelectorAll('[data-testid="ec-wormhole"]').length).toBe(6);
  });

  it("names a sector's Ancient ships", () => {
    const s = eclipse.setup({ players: 2, rounds: 9 }, "web-ancients");
    const gc = Object.values(s.hexes).find((h) => h.gcds)!;
    gc.ancients = 2;
    renderBoard(s, 0);
    expect(named("2 Ancient ships")).toBe(1);
  });
});

describe("E-A5 build choices", () => {
  it("show each ship and structure with its cost; one not possible is disabled with the reason", () => {
    let s = eclipse.setup({ players: 2, rounds: 9 }, "web-build");
    s = { ...s, players: s.players.map((p) => ({ ...p, materials: 6 })) };
    s = eclipse.apply(s, s.turn, { type: "build-start" });
    expect(s.step.kind).toBe("build");
    const submit = renderBoard(s, s.turn);
    const cruiser = document.querySelector<HTMLButtonElement>('.ec-buildable[data-what="cruiser"]')!;
    expect(cruiser.textContent).toMatch(/Cruiser · 5 materials/);
    expect(cruiser.disabled).toBe(false);
    const dread = document.querySelector<HTMLButtonElement>('.ec-buildable[data-what="dreadnought"]')!;
    expect(dread.disabled).toBe(true);
    // the reasons are the ruleset's (explain), worded with its numbers
    expect(dread.textContent).toMatch(/costs 8, you have 6 materials/);
    expect(dread.dataset.code).toBe("build-unaffordable");
    const orbital = document.querySelector<HTMLButtonElement>('.ec-buildable[data-what="orbital"]')!;
    expect(orbital.textContent).toMatch(/needs the Orbital technology/);
    expect(orbital.dataset.code).toBe("build-needs-technology");
    // choosing what to build marks the sectors on the map; the map sends the build there
    fireEvent.click(cruiser);
    const targets = screen.getAllByRole("button", { name: /^Build here/ });
    fireEvent.click(targets[0]!);
    expect(submit).toHaveBeenCalledWith(expect.objectContaining({ type: "build", what: "cruiser" }));
  });
});

describe("E-A3 technology tiles", () => {
  it("are grouped by track with the viewer's price and the minimum, affordable marked", () => {
    const s = eclipse.setup({ players: 2, rounds: 9 }, "web-tech");
    renderBoard(s, 0);
    const tiles = [...document.querySelectorAll<HTMLButtonElement>(".ec-tech-tile")];
    expect(tiles.length).toBeGreaterThan(0);
    for (const track of ["military", "grid", "nano"])
      for (const el of document.querySelectorAll(`.ec-tray-track[data-track="${track}"] .ec-tech-tile`))
        expect(el.classList.contains(`ec-${track}`)).toBe(true);
    const science = s.players[0]!.science;
    for (const el of tiles) {
      const label = el.getAttribute("aria-label")!;
      const price = Number(/(\d+) science for you/.exec(label)![1]);
      const min = Number(/min (\d+)/.exec(label)![1]);
      expect(price).toBeGreaterThanOrEqual(min);
      const owned = el.classList.contains("ec-owned");
      expect(el.classList.contains("ec-affordable")).toBe(!owned && price <= science);
    }
  });
});

describe("battle dice", () => {
  it("the hits of a volley are its highest dice (value + computer − shield ≥ 6 rises with the value)", () => {
    expect(hitMask([2, 6, 4, 5], 2)).toEqual([false, true, false, true]);
    expect(hitMask([3, 1], 0)).toEqual([false, false]);
  });
});

describe("§10 the VP breakdown at the end", () => {
  it("reads the outcome's breakdown per category, totals from the outcome's scores", () => {
    const s = eclipse.setup({ players: 2, rounds: 9 }, "web-end");
    const view = eclipse.view(s, 0) as unknown as EclipseView;
    const outcome: Outcome = {
      winners: [1],
      reason: "most-victory-points",
      scores: [10, 12],
      breakdown: [
        { sectors: 6, reputation: 4 },
        { sectors: 7, reputation: 3, traitor: -2, ambassadors: 4 },
      ],
    };
    expect(breakdownOf(view, outcome)).toEqual(outcome.breakdown);
    const game = { ...gameOf(s, 0), view: { ...view, phase: "over" }, outcome };
    render(<EclipseBoard game={game} actions={[]} submit={() => {}} busy={false} describe={(a) => a.type} />);
    const table = screen.getByTestId("vp-breakdown");
    expect(table.querySelector('[data-category="traitor"]')!.textContent).toBe("Traitor0-2");
    expect(table.querySelector(".ec-total")!.textContent).toBe("Total1012");
  });

  it("without a breakdown, others' hidden reputation is what remains of their total", () => {
    const s = eclipse.setup({ players: 2, rounds: 9 }, "web-end-2");
    const view = eclipse.view(s, 0) as unknown as EclipseView;
    const rows = breakdownOf(view, { winners: [0], reason: "x", scores: [3, 7] });
    expect(rows[1]!.reputation).toBe(4);
    expect(rows[0]!.hexes).toBe(3);
  });
});
