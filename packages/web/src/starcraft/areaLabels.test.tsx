// @vitest-environment jsdom
/**
 * Tile labels do not overlap (issue 35, item 8): an area's terrain and "strategic" words stand on
 * lines of their own inside the area, not side by side running into the next area's words.
 */
import { cleanup, render } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { renderBoard } from "./board.testing";
import { testCatalog, testGame } from "./fixtures";
import { StarcraftBoard } from "./StarcraftBoard";
import type { ScView } from "./viewTypes";

/** A miniature reaches 20 map units around its centre (its hit box, Miniature.tsx). */
const MINI_HALF = 20;
/** The top of a 13-unit line of words above its baseline (capitals and accents included). */
const LINE_ASCENT = 12;

const translateOf = (el: Element) => {
  const m = /translate\(([-\d.]+)[ ,]+([-\d.]+)\)/.exec(el.getAttribute("transform") ?? "");
  return { x: Number(m?.[1]), y: Number(m?.[2]) };
};

afterEach(cleanup);

describe("area labels on the map", () => {
  it("terrain and strategic are two lines inside the area, squeezed rather than spilling over", () => {
    const area = testCatalog.planets.korhal.areas[1];
    const was = { ...area };
    Object.assign(area, { terrain: "flying", strategic: true });
    try {
      const { container } = renderBoard([]);
      const lines = [...container.querySelectorAll('[data-planet="korhal"] text.area-terrain')];
      expect(lines.map((l) => l.textContent)).toEqual(["flying only", "strategic"]);
      const ys = lines.map((l) => Number(l.getAttribute("y")));
      expect(ys[0] - ys[1]).toBeGreaterThanOrEqual(13);
      expect(lines.map((l) => l.getAttribute("x"))).toEqual([
        lines[0].getAttribute("x"),
        lines[0].getAttribute("x"),
      ]);
    } finally {
      Object.assign(area, was);
      delete (area as { terrain?: string }).terrain;
      delete (area as { strategic?: boolean }).strategic;
    }
  });

  it("a crowded area's units stand above its foot words (terrain, strategic, guard token, installation), never over them", () => {
    const area = testCatalog.planets.korhal.areas[1];
    const was = { ...area };
    Object.assign(area, { terrain: "flying", strategic: true });
    try {
      const game = testGame([]);
      const view = game.view as ScView;
      // four groups (two owners, three types) fill the area to its limit
      view.units.push(
        { id: 11, owner: 0, type: "marine", area: area.id },
        { id: 12, owner: 1, type: "zergling", area: area.id },
        { id: 13, owner: 1, type: "mutalisk", area: area.id },
        { id: 14, owner: 1, type: "marine", area: area.id },
      );
      view.broodWar = {
        pools: [[], []],
        guards: [{ owner: 1, area: area.id }],
        installations: [{ owner: 1, kind: "infested-command-center", area: area.id }],
        mindControlled: {},
        leadership: [[], []],
      } as unknown as ScView["broodWar"];
      const { container } = render(
        <StarcraftBoard game={game} actions={[]} submit={() => {}} busy={false} describe={(a) => a.type} />,
      );
      const el = container.querySelector(`[data-key="area:${area.id}"]`)!;
      const foot = [
        ...[...el.querySelectorAll("text.area-terrain")].map((x) => Number(x.getAttribute("y"))),
        translateOf(el.querySelector("g.area-marks")!).y,
      ];
      expect(foot).toHaveLength(3);
      // three lines, none on another
      const sorted = [...foot].sort((a, b) => a - b);
      for (let i = 1; i < sorted.length; i++) expect(sorted[i]! - sorted[i - 1]!).toBeGreaterThanOrEqual(13);
      const footTop = Math.min(...foot) - LINE_ASCENT;
      const units = [...el.querySelectorAll("[data-units]")].map(translateOf);
      expect(units).toHaveLength(4);
      for (const u of units) expect(u.y + MINI_HALF).toBeLessThanOrEqual(footTop);
    } finally {
      Object.assign(area, was);
      delete (area as { terrain?: string }).terrain;
      delete (area as { strategic?: boolean }).strategic;
    }
  });
  it("a resource area's units stand below its resource card, never over the card's word", () => {
    const area = testCatalog.planets.korhal.areas[0];
    const game = testGame([]);
    const view = game.view as ScView;
    // three groups fill the area to its limit (stacks peek out above their figure)
    view.units.push(
      { id: 21, owner: 0, type: "marine", area: area.id },
      { id: 22, owner: 0, type: "marine", area: area.id },
      { id: 23, owner: 1, type: "zergling", area: area.id },
      { id: 24, owner: 1, type: "mutalisk", area: area.id },
    );
    const { container } = render(
      <StarcraftBoard game={game} actions={[]} submit={() => {}} busy={false} describe={(a) => a.type} />,
    );
    const el = container.querySelector(`[data-key="area:${area.id}"]`)!;
    const card = el.querySelector("g.resource-card")!;
    expect(card).not.toBeNull();
    const cardBottom = translateOf(card).y + Number(card.querySelector("rect")!.getAttribute("height"));
    const units = [...el.querySelectorAll("[data-units]")].map(translateOf);
    expect(units).toHaveLength(3);
    for (const u of units) expect(u.y - MINI_HALF).toBeGreaterThanOrEqual(cardBottom);
  });
});
