// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { I18nProvider, type Language } from "../i18n";
import { loadCatalog } from "../i18n/catalogs";
import { genericDescription } from "./describe";
import { UnavailableList } from "./UnavailableList";

afterEach(cleanup);
beforeAll(async () => {
  await Promise.all([loadCatalog("de"), loadCatalog("he")]);
});

const noTransport = {
  about: "order:mobilize",
  action: { type: "place-order", planet: "korhal", order: "mobilize" },
  error: {
    code: "no-transport",
    message: "No transport connects your units to that planet.",
    rule: "Mobilize moves units along routes they can travel",
  },
};

function show(lang: Language, words?: () => string | null) {
  render(
    <I18nProvider initial={lang}>
      <UnavailableList items={[noTransport]} describe={genericDescription} words={words} />
    </I18nProvider>,
  );
}

describe("unavailable choices (Ruleset.explain)", () => {
  it("shows each as a disabled button described by its rule reason", () => {
    show("en");
    const button = screen.getByRole("button");
    expect((button as HTMLButtonElement).disabled).toBe(true);
    expect(button.textContent).toBe("Place order (planet: korhal; order: mobilize)");
    const reason = document.getElementById(button.getAttribute("aria-describedby")!);
    expect(reason?.textContent).toContain("No transport connects your units to that planet.");
    expect(reason?.textContent).toContain("Mobilize moves units along routes they can travel");
  });

  it("uses the ruleset's wording when it has one, and shows nothing for an empty list", () => {
    show("en", () => "Mobilize to Korhal");
    expect(screen.getByRole("button").textContent).toBe("Mobilize to Korhal");
    cleanup();
    render(
      <I18nProvider initial="de">
        <UnavailableList items={[]} describe={genericDescription} />
      </I18nProvider>,
    );
    expect(screen.queryByTestId("unavailable")).toBeNull();
  });

  it("heads the list in the reader's language", () => {
    show("he");
    expect(screen.getByRole("heading").textContent).toBe("לא אפשרי כעת");
  });
});
