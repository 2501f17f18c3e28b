import { describe, expect, it } from "vitest";
import { MENU_MARGIN, placeMenu } from "./menuPlacement";

const viewport = { width: 1280, height: 800 };

describe("the Choose menu stays inside the window", () => {
  it("issue 19 item 1: a menu opened on a planet of the bottom row opens above it, wholly visible", () => {
    const p = placeMenu({ x: 900, y: 760 }, { width: 320, height: 260 }, viewport);
    expect(p.top + 260).toBeLessThanOrEqual(viewport.height - MENU_MARGIN);
    expect(p.top).toBeGreaterThanOrEqual(MENU_MARGIN);
    expect(p.left + 320).toBeLessThanOrEqual(viewport.width - MENU_MARGIN);
  });

  it("opens below and right of the point when it fits", () => {
    expect(placeMenu({ x: 100, y: 100 }, { width: 300, height: 200 }, viewport)).toMatchObject({
      left: 100,
      top: 100,
    });
  });

  it("flips to the left at the right edge, and never leaves a phone screen", () => {
    const phone = { width: 390, height: 844 };
    const p = placeMenu({ x: 380, y: 400 }, { width: 360, height: 900 }, phone);
    expect(p.left).toBeGreaterThanOrEqual(MENU_MARGIN);
    expect(p.left + 360).toBeLessThanOrEqual(phone.width);
    expect(p.top).toBe(MENU_MARGIN);
    expect(p.maxHeight).toBe(phone.height - 2 * MENU_MARGIN);
  });
});
