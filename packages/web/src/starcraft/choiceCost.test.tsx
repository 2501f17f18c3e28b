// @vitest-environment jsdom
/**
 * Costs and effects at the choice (issue 35, item 5): a unit, building, module, worker, transport,
 * base or technology shows its printed price where it is offered, as icons with words for screen
 * readers ("costs 2 minerals, 1 gas", plural rules per language), and the Research order's
 * technologies are drawn as their cards (price, effect text) that buy them.
 */
import { cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { createIntl } from "react-intl";
import { afterEach, describe, expect, it } from "vitest";
import type { Action } from "../api/types";
import type { Catalog } from "../i18n/catalogs";
import { de } from "../i18n/catalogs/de";
import { en } from "../i18n/catalogs/en";
import { he } from "../i18n/catalogs/he";
import { renderBoard } from "./board.testing";
import { ChoiceCost } from "./ChoiceCost";
import { catalog as scCatalog } from "./catalogSource";
import { costOf } from "./costs";
import { testCatalog, testView } from "./fixtures";
import { TechChoice } from "./TechChoice";
import type { ScCatalog, ScView } from "./viewTypes";

afterEach(cleanup);

const bw = scCatalog(["brood-war"]) as ScCatalog;
const bwView = (faction: string): ScView =>
  ({ ...testView(), catalog: bw, players: [{ ...testView().players[0], faction }] }) as ScView;

describe("the printed price of each kind of choice, from the rules catalog", () => {
  it("units, buildings, modules (by the buyer's race), workers, transports, bases and technologies", () => {
    const view = bwView("raynor");
    const price = (a: Action) => costOf(a, bw, view, 0);
    const marine = bw.units["terran-marine"]!;
    expect(price({ type: "build-unit", unit: "terran-marine", area: "x#0" })).toEqual({
      minerals: marine.minerals,
      gas: marine.gas ?? 0,
    });
    const barracks2 = bw.buildings!["terran-barracks-2"]!;
    expect(price({ type: "build-building", building: "terran-barracks-2" })).toEqual({
      minerals: barracks2.minerals,
      gas: barracks2.gas,
    });
    // Supply modules: 1 mineral for Terran; the Zerg have none to buy.
    expect(price({ type: "build-module", module: "supply" })).toEqual({ minerals: 1, gas: 0 });
    expect(costOf({ type: "build-module", module: "supply" }, bw, bwView("overmind"), 0)).toBeNull();
    expect(price({ type: "build-worker" })).toEqual({ minerals: 1, gas: 0 });
    expect(price({ type: "build-base" })).toEqual({ minerals: 2, gas: 0 });
    const tech = Object.values(bw.techs!)[0]!;
    expect(price({ type: "buy-tech", tech: tech.id })).toEqual({ minerals: tech.minerals, gas: tech.gas });
    expect(price({ type: "end-build" })).toBeNull();
  });
});

function translate(locale: string, messages: Catalog) {
  const intl = createIntl({ locale, messages });
  return (minerals: number, gas: number) => intl.formatMessage({ id: "sccost.costs" }, { minerals, gas });
}

describe("a price read out in words, with each language's plural rules", () => {
  it("English, Hebrew and German: one mineral, several minerals", () => {
    expect(translate("en", en)(1, 0)).toBe("costs 1 mineral, 0 gas");
    expect(translate("en", en)(2, 1)).toBe("costs 2 minerals, 1 gas");
    expect(translate("he", he)(1, 1)).toBe("מחיר: מינרל אחד, 1 גז");
    expect(translate("he", he)(3, 0)).toBe("מחיר: 3 מינרלים, 0 גז");
    expect(translate("de", de)(1, 2)).toBe("kostet 1 Mineral, 2 Gas");
    expect(translate("de", de)(4, 0)).toBe("kostet 4 Mineralien, 0 Gas");
  });

  it("the price tag is icons and numbers whose accessible name is the words", () => {
    render(<ChoiceCost action={{ type: "build-base", area: "x#0" }} view={bwView("raynor")} seat={0} />);
    const tag = screen.getByRole("img", { name: "costs 2 minerals, 0 gas" });
    expect(tag.querySelectorAll("svg")).toHaveLength(2);
    expect(tag.textContent).toBe("20");
  });

  it("'1 minerals' is gone: the payment and yields use the plural rules too", () => {
    const intl = createIntl({ locale: "en", messages: en });
    expect(intl.formatMessage({ id: "sc.owedMinerals" }, { count: 1 })).toBe("1 mineral");
    expect(intl.formatMessage({ id: "sc.w.amountMinerals" }, { count: 1 })).toBe("1 mineral");
    expect(intl.formatMessage({ id: "sc.w.amountMinerals" }, { count: 2 })).toBe("2 minerals");
  });
});

describe("the Research order's technologies drawn as cards at the choice", () => {
  const techView = bwView("raynor");
  const offers = Object.values(bw.techs!)
    .filter((x) => x.id.startsWith("terran-"))
    .slice(0, 3)
    .map((x) => ({ type: "buy-tech", tech: x.id }));

  it("each offer is a card with its name, price and effect words, and buys that technology", () => {
    const bought: Action[] = [];
    render(
      <TechChoice
        catalog={bw}
        actions={[...offers, { type: "skip-tech" }]}
        describe={(a) => `Buy ${String(a.tech)}`}
        busy={false}
        submit={(a) => bought.push(a)}
      />,
    );
    const cards = screen.getAllByRole("button");
    expect(cards).toHaveLength(3);
    for (const [i, card] of cards.entries()) {
      const tech = bw.techs![String(offers[i].tech)]!;
      expect(card.querySelector(".card-name")!.textContent).toBe(tech.name);
      within(card).getByRole("img", {
        name: `costs ${tech.minerals} ${tech.minerals === 1 ? "mineral" : "minerals"}, ${tech.gas} gas`,
      });
    }
    expect(techView.players[0].faction).toBe("raynor");
    fireEvent.click(cards[1]);
    expect(bought).toEqual([offers[1]]);
  });

  it("on the board the technologies leave the decision bar for the cards; builds in the bar carry their price", () => {
    const catalog = testCatalog as ScCatalog & { workerCost?: unknown };
    catalog.workerCost = { minerals: 1, gas: 0 };
    catalog.techs = {
      ...(catalog.techs ?? {}),
      "stim-packs": { id: "stim-packs", name: "Stim Packs", minerals: 1, gas: 1 },
    };
    try {
      const { container } = renderBoard([
        { type: "buy-tech", tech: "stim-packs" },
        { type: "skip-tech" },
        { type: "build-worker" },
      ]);
      const bar = container.querySelector(".decision-bar")!;
      expect(bar.querySelector(".bar-buy-tech")).toBeNull();
      expect(bar.querySelector(".bar-build-worker [role=img]")!.getAttribute("aria-label")).toBe(
        "costs 1 mineral, 0 gas",
      );
      const offer = screen.getByTestId("tech-choice").querySelector('[data-tech="stim-packs"]')!;
      expect(offer.textContent).toContain("Stim Packs");
    } finally {
      delete catalog.workerCost;
    }
  });
});
