// @vitest-environment jsdom
/**
 * A transport taken back in the browser (rules: orders/remove-transport.ts): the route carrying
 * the player's transport is a target on the map, a click names the take-back in a menu before
 * it is sent (a tap previews it with Confirm), the action list heads it in words, and it reads
 * in English, Hebrew (מעבורת) and German (Transporter) with both planets of the route, in the
 * action list and in the log, never as its code.
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

// In the fixture, Jim Raynor (seat 0) has a transport on route 0, Korhal–Char.
const TAKE_BACK: Action = { type: "remove-transport", route: 0 };

function press(el: Element, pointerType: "mouse" | "touch") {
  fireEvent.pointerDown(el, { pointerType });
  fireEvent.click(el);
}

describe("taking a transport back on the map", () => {
  it("the route of the player's transport is a target; a click names the take-back in a menu, then sends it", () => {
    const { container, submit } = renderBoard([TAKE_BACK, { type: "end-build" }]);
    const route = container.querySelector('[data-key="route:0"]')!;
    expect(route.getAttribute("role")).toBe("button");
    // told apart from a route to build on: its own mark and words
    expect(route.classList.contains("take-back")).toBe(true);
    expect(route.getAttribute("aria-label")).toBe("Route Korhal – Char: take back your own transport");
    press(route, "mouse");
    expect(submit).not.toHaveBeenCalled();
    const menu = screen.getByRole("dialog");
    fireEvent.click(
      within(menu).getByRole("button", {
        name: "Take back your own transport from the route Korhal–Char (to lay it again)",
      }),
    );
    expect(submit).toHaveBeenCalledWith(TAKE_BACK);
    expect(submit).toHaveBeenCalledTimes(1);
  });

  it("a route to build a transport on keeps its plain name and mark", () => {
    const { container } = renderBoard([{ type: "build-transport", route: 0 }]);
    const route = container.querySelector('[data-key="route:0"]')!;
    expect(route.classList.contains("take-back")).toBe(false);
    expect(route.getAttribute("aria-label")).toBe("Route Korhal – Char");
  });

  it("a tap marks the route and waits for Confirm", () => {
    const { container, submit } = renderBoard([TAKE_BACK]);
    press(container.querySelector('[data-key="route:0"]')!, "touch");
    expect(submit).not.toHaveBeenCalled();
    expect(container.querySelector('[data-key="route:0"]')!.getAttribute("aria-pressed")).toBe("true");
    const bar = screen.getByRole("toolbar", { name: "Preview" });
    expect(bar.textContent).toContain("Take back your own transport from the route Korhal–Char");
    fireEvent.click(within(bar).getByRole("button", { name: "Confirm" }));
    expect(submit).toHaveBeenCalledWith(TAKE_BACK);
  });

  it("a route's click takes the transport back or builds one, never both: the Build offers them on different routes", () => {
    const build: Action = { type: "build-transport", route: 1 };
    expect(clickKey([TAKE_BACK, build], [], key.route(0))).toEqual({ kind: "submit", action: TAKE_BACK });
    expect(clickKey([TAKE_BACK, build], [], key.route(1))).toEqual({ kind: "submit", action: build });
  });
});

describe("taking a transport back in words", () => {
  const view = testView();

  it("the action names both planets of the route in each language", () => {
    expect(describeScAction(TAKE_BACK, view, T.en)).toBe(
      "Take back your own transport from the route Korhal–Char (to lay it again)",
    );
    expect(describeScAction(TAKE_BACK, view, T.he)).toBe(
      "לקחת מעבורת בחזרה ממסלול הניווט Korhal–Char (כדי להניח אותה שוב)",
    );
    expect(describeScAction(TAKE_BACK, view, T.de)).toBe(
      "Den eigenen Transporter von der Route Korhal–Char zurücknehmen (um ihn neu zu legen)",
    );
  });

  it("the action list heads it in each language, not by its code", () => {
    expect(scActionGroup("remove-transport", T.en)).toBe("Take back a transport");
    expect(scActionGroup("remove-transport", T.he)).toBe("לקיחת מעבורת בחזרה");
    expect(scActionGroup("remove-transport", T.de)).toBe("Transporter zurücknehmen");
  });

  it("the log: the server's English line stays; Hebrew and German tell it from the action", () => {
    const entry = {
      seat: 0,
      text: "Seat 1: Jim Raynor takes back the transport between Korhal and Char",
      action: TAKE_BACK,
    };
    expect(scLogText(entry, view, testCatalog, T.en, true)).toBe(
      "Jim Raynor takes back the transport between Korhal and Char",
    );
    expect(scLogText(entry, view, testCatalog, T.he, false)).toBe(
      "Jim Raynor: לקחת מעבורת בחזרה ממסלול הניווט Korhal–Char (כדי להניח אותה שוב)",
    );
    expect(scLogText(entry, view, testCatalog, T.de, false)).toBe(
      "Jim Raynor: Den eigenen Transporter von der Route Korhal–Char zurücknehmen (um ihn neu zu legen)",
    );
    for (const lang of ["he", "de"] as const)
      expect(scLogText(entry, view, testCatalog, T[lang], false)).not.toContain("remove-transport");
  });
});
