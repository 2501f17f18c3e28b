// @vitest-environment jsdom
/**
 * A base taken back in the browser (rules: orders/remove-base.ts): the player's own base that
 * may go is a target on the map of its own (the piece, not its area), marked apart; a click
 * names the take-back in a menu before it is sent (a tap previews it with Confirm), the action
 * list heads it in words, and it reads in English, Hebrew (בסיס) and German (Basis) with the
 * base's area, in the action list, in the log and in the rule error, never as its code.
 */
import { cleanup, fireEvent, screen, within } from "@testing-library/react";
import { createIntl } from "react-intl";
import { afterEach, describe, expect, it } from "vitest";
import type { Action } from "../api/types";
import type { Translate } from "../i18n";
import type { Catalog } from "../i18n/catalogs";
import { de } from "../i18n/catalogs/de";
import { en } from "../i18n/catalogs/en";
import { he } from "../i18n/catalogs/he";
import { errorText } from "../i18n/errorText";
import { renderBoard } from "./board.testing";
import { describeScAction } from "./describe";
import { testCatalog, testView } from "./fixtures";
import { scActionGroup } from "./groups";
import { scLogText } from "./logWords";
import { clickKey, key } from "./targets";

afterEach(cleanup);

function translator(locale: string, messages: Catalog): Translate {
  const intl = createIntl({ locale, messages });
  return (k, values) => intl.formatMessage({ id: k }, values);
}
const T = { en: translator("en", en), he: translator("he", he), de: translator("de", de) };

// In the fixture, Jim Raynor (seat 0) has a base in Korhal area 1 and The Overmind one on Char.
const TAKE_BACK: Action = { type: "remove-base", area: "korhal#0" };
const OWN_BASE = '[data-key="base:korhal#0"]';
const WORDS_EN = "Take back your own base in Korhal area 1 (2 minerals), to found one on the active planet";

function press(el: Element, pointerType: "mouse" | "touch") {
  fireEvent.pointerDown(el, { pointerType });
  fireEvent.click(el);
}

describe("taking a base back on the map", () => {
  it("the player's base is a target marked apart; a click names the take-back in a menu, then sends it", () => {
    const { container, submit } = renderBoard([TAKE_BACK, { type: "end-build" }]);
    const base = container.querySelector(OWN_BASE)!;
    expect(base.getAttribute("role")).toBe("button");
    // told apart from the targets to build on: its own mark (a red dashed ring) and words
    expect(base.classList.contains("take-back")).toBe(true);
    expect(base.querySelector("circle.base-hit")).not.toBeNull();
    expect(base.getAttribute("aria-label")).toBe("Korhal area 1: take back your own base");
    press(base, "mouse");
    expect(submit).not.toHaveBeenCalled();
    const menu = screen.getByRole("dialog");
    fireEvent.click(within(menu).getByRole("button", { name: WORDS_EN }));
    expect(submit).toHaveBeenCalledWith(TAKE_BACK);
    expect(submit).toHaveBeenCalledTimes(1);
  });

  it("a base that may not be taken back is no target: another player's, or his own outside the take-back", () => {
    const { container } = renderBoard([TAKE_BACK]);
    const theirs = container.querySelector('[data-key="base:char#0"]')!;
    expect(theirs.getAttribute("role")).toBeNull();
    expect(theirs.classList.contains("take-back")).toBe(false);
    cleanup();
    const building = renderBoard([{ type: "build-base", area: "korhal#1" }]).container;
    const own = building.querySelector(OWN_BASE)!;
    expect(own.getAttribute("role")).toBeNull();
    expect(own.classList.contains("take-back")).toBe(false);
  });

  it("a tap marks the base and waits for Confirm", () => {
    const { container, submit } = renderBoard([TAKE_BACK]);
    press(container.querySelector(OWN_BASE)!, "touch");
    expect(submit).not.toHaveBeenCalled();
    expect(container.querySelector(OWN_BASE)!.getAttribute("aria-pressed")).toBe("true");
    const bar = screen.getByRole("toolbar", { name: "Preview" });
    expect(bar.textContent).toContain(WORDS_EN);
    fireEvent.click(within(bar).getByRole("button", { name: "Confirm" }));
    expect(submit).toHaveBeenCalledWith(TAKE_BACK);
  });

  it("the base and the area it stands in are different targets: taking it back never builds there", () => {
    const build: Action = { type: "build-base", area: "char#0" };
    expect(clickKey([TAKE_BACK, build], [], key.base("korhal#0"))).toEqual({
      kind: "submit",
      action: TAKE_BACK,
    });
    expect(clickKey([TAKE_BACK, build], [], key.area("korhal#0"))).toEqual({ kind: "none" });
    expect(clickKey([TAKE_BACK, build], [], key.area("char#0"))).toEqual({ kind: "submit", action: build });
  });
});

describe("taking a base back in words", () => {
  const view = testView();

  it("the action names the base's area in each language", () => {
    expect(describeScAction(TAKE_BACK, view, T.en)).toBe(WORDS_EN);
    expect(describeScAction(TAKE_BACK, view, T.he)).toBe(
      "לקחת בחזרה את הבסיס שלך ב־Korhal, אזור 1 (2 מינרלים), כדי לבנות בסיס בכוכב הפעיל",
    );
    expect(describeScAction(TAKE_BACK, view, T.de)).toBe(
      "Die eigene Basis in Korhal, Gebiet 1 (2 Mineralien) zurücknehmen, um auf dem aktiven Planeten eine zu bauen",
    );
  });

  it("the action list heads it in each language, not by its code", () => {
    expect(scActionGroup("remove-base", T.en)).toBe("Take back a base");
    expect(scActionGroup("remove-base", T.he)).toBe("לקיחת בסיס בחזרה");
    expect(scActionGroup("remove-base", T.de)).toBe("Basis zurücknehmen");
  });

  it("the log: the server's English line stays; Hebrew and German tell it from the action", () => {
    const entry = {
      seat: 0,
      text: "Seat 1: Jim Raynor takes back the base in Korhal (2 minerals area 1)",
      action: TAKE_BACK,
    };
    expect(scLogText(entry, view, testCatalog, T.en, true)).toBe(
      "Jim Raynor takes back the base in Korhal (2 minerals area 1)",
    );
    expect(scLogText(entry, view, testCatalog, T.he, false)).toBe(
      "Jim Raynor: לקחת בחזרה את הבסיס שלך ב־Korhal, אזור 1 (2 מינרלים), כדי לבנות בסיס בכוכב הפעיל",
    );
    expect(scLogText(entry, view, testCatalog, T.de, false)).toBe(
      "Jim Raynor: Die eigene Basis in Korhal, Gebiet 1 (2 Mineralien) zurücknehmen, um auf dem aktiven Planeten eine zu bauen",
    );
    for (const lang of ["he", "de"] as const)
      expect(scLogText(entry, view, testCatalog, T[lang], false)).not.toContain("remove-base");
  });

  it("a refused take-back (rule error base-removal) is told in each language, not by its code", () => {
    for (const [lang, t] of Object.entries(T)) {
      const text = errorText(t, "base-removal");
      expect(text, lang).toBeTruthy();
      expect(text, lang).not.toContain("base-removal");
    }
    expect(errorText(T.he, "base-removal")).toContain("בסיס");
    expect(errorText(T.de, "base-removal")).toContain("Basis");
  });
});
