// @vitest-environment jsdom
/**
 * The phone's table (issue 30): player boards, technologies and blueprints open as bottom sheets
 * — modal dialogs named by their heading, focus moved in and back, Escape and the close button
 * close them — and the seat's Upgrade opens the blueprints by itself.
 */
import { eclipse } from "@koprulu/eclipse";
import { act, cleanup, fireEvent, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { renderBoard } from "./testGame";

/** A phone-sized screen for the media query usePhone reads (jsdom has no layout). */
function asPhone(matches: boolean) {
  vi.stubGlobal(
    "matchMedia",
    (query: string) =>
      ({
        matches,
        media: query,
        addEventListener: () => {},
        removeEventListener: () => {},
      }) as unknown as MediaQueryList,
  );
}

beforeEach(() => asPhone(true));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("the phone's sheets", () => {
  it("keep the technologies and blueprints off the page until asked for", () => {
    const s = eclipse.setup({ players: 2, rounds: 9 }, "web-sheets");
    renderBoard(s, 0);
    expect(document.querySelector(".ec-tray")).toBeNull();
    expect(document.querySelector(".ec-blueprints")).toBeNull();
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("open as a modal dialog named by its heading; Escape closes it and the focus goes back", () => {
    const s = eclipse.setup({ players: 2, rounds: 9 }, "web-sheets");
    renderBoard(s, 0);
    const opener = screen.getByRole("button", { name: "Technologies" });
    opener.focus();
    fireEvent.click(opener);
    const dialog = screen.getByRole("dialog", { name: "Technologies" });
    expect(dialog.getAttribute("aria-modal")).toBe("true");
    expect(dialog.querySelector(".ec-tray")).not.toBeNull();
    expect(document.activeElement).toBe(screen.getByRole("button", { name: "Close" }));
    fireEvent.keyDown(dialog, { key: "Escape" });
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(document.activeElement).toBe(opener);
  });

  it("the close button closes the player boards' sheet", () => {
    const s = eclipse.setup({ players: 2, rounds: 9 }, "web-sheets");
    renderBoard(s, 0);
    fireEvent.click(screen.getByRole("button", { name: "Player boards" }));
    const dialog = screen.getByRole("dialog", { name: "Player boards" });
    expect(dialog.querySelectorAll(".ec-player").length).toBe(2);
    fireEvent.click(screen.getByRole("button", { name: "Close" }));
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("E-A4: the seat's Upgrade opens the blueprints sheet by itself", () => {
    let s = eclipse.setup({ players: 2, rounds: 9 }, "web-sheets");
    s = eclipse.apply(s, s.turn, { type: "upgrade" });
    renderBoard(s, s.turn);
    const dialog = screen.getByRole("dialog", { name: "Blueprints" });
    expect(dialog.querySelector(".ec-blueprints.ec-editing")).not.toBeNull();
  });

  it("on a wide screen everything stays on the page (no sheets)", async () => {
    asPhone(false);
    const s = eclipse.setup({ players: 2, rounds: 9 }, "web-sheets");
    await act(async () => renderBoard(s, 0));
    expect(document.querySelector(".ec-tray")).not.toBeNull();
    expect(document.querySelector(".ec-phonebar")).toBeNull();
  });
});
