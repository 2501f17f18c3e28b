// @vitest-environment jsdom
/**
 * Races are proper names in every language, never their ids ("terran"): the Hebrew rulebook keeps
 * them in Latin letters (Terran, Zerg, Protoss), German StarCraft says Terraner, Zerg, Protoss.
 * Shown on the player panels, the faction sheets, the faction choice, numbered combat cards and
 * Lite's seats.
 */
import { cleanup, render } from "@testing-library/react";
import { createIntl } from "react-intl";
import { afterEach, describe, expect, it } from "vitest";
import type { Translate } from "../i18n";
import type { Catalog } from "../i18n/catalogs";
import { de } from "../i18n/catalogs/de";
import { en } from "../i18n/catalogs/en";
import { he } from "../i18n/catalogs/he";
import { liteRole } from "../starcraft-lite/words";
import { cardTitle } from "./cards";
import { describeScAction } from "./describe";
import { FactionSheets } from "./FactionSheets";
import { testCatalog, testGame, testView } from "./fixtures";
import { StarcraftPanels } from "./Panels";
import { raceName } from "./raceName";
import type { ScCardInfo, ScCatalog } from "./viewTypes";

function translator(locale: string, messages: Catalog): Translate {
  const intl = createIntl({ locale, messages });
  return (key, values) => intl.formatMessage({ id: key }, values);
}
const T = { en: translator("en", en), he: translator("he", he), de: translator("de", de) };
const RAW_ID = /\b(terran|zerg|protoss)\b/;

afterEach(cleanup);

describe("race names", () => {
  it("each race has its proper name in en, he and de, never the raw id", () => {
    const names = (t: Translate) => ["terran", "zerg", "protoss"].map((r) => raceName(r, t));
    expect(names(T.en)).toEqual(["Terran", "Zerg", "Protoss"]);
    expect(names(T.he)).toEqual(["Terran", "Zerg", "Protoss"]);
    expect(names(T.de)).toEqual(["Terraner", "Zerg", "Protoss"]);
  });

  it("a race the table does not know is still capitalised words, not an id", () => {
    expect(raceName("united-earth-directorate", T.de)).toBe("United Earth Directorate");
  });

  it("the faction choice names the race: Play as Jim Raynor (Terran), Jim Raynor spielen (Terraner)", () => {
    const choose = { type: "choose-faction", faction: "raynor" };
    expect(describeScAction(choose, testView(), T.en)).toBe("Play as Jim Raynor (Terran)");
    expect(describeScAction(choose, testView(), T.de)).toBe("Jim Raynor spielen (Terraner)");
    expect(describeScAction(choose, testView(), T.he)).not.toMatch(RAW_ID);
  });

  it("the player panels show each seat's race by name", () => {
    const { container } = render(
      <StarcraftPanels
        game={testGame([])}
        actions={[]}
        submit={() => {}}
        busy={false}
        describe={(a) => a.type}
      />,
    );
    const panels = [...container.querySelectorAll(".player-panel")].map((p) => p.textContent ?? "");
    expect(panels[0]).toContain("Terran");
    expect(panels[1]).toContain("Zerg");
    for (const text of panels) expect(text).not.toMatch(RAW_ID);
  });

  it("the faction sheets show the race by name", () => {
    const actions = [
      { type: "choose-faction", faction: "raynor" },
      { type: "choose-faction", faction: "overmind" },
    ];
    const { container } = render(
      <FactionSheets catalog={testCatalog} actions={actions} busy={false} submit={() => {}} />,
    );
    const races = [...container.querySelectorAll(".faction-sheet .race")].map((x) => x.textContent);
    expect(races).toEqual(["Terran", "Zerg"]);
  });

  it("a numbered combat card names its race in the language (Terraner-Kampfkarte 3)", () => {
    const card: ScCardInfo = {
      name: "Terran combat card 3",
      kind: "standard",
      units: ["marine"],
      major: null,
      minor: { attack: 1, health: 1 },
    };
    const catalog: ScCatalog = { ...testCatalog, cards: { c: card } };
    expect(cardTitle(catalog, "c", T.de)).toBe("Terraner-Kampfkarte 3");
    expect(cardTitle(catalog, "c", T.en)).toBe("Terran combat card 3");
  });

  it("a Lite seat is named by its race in the reader's language, numbered when shared", () => {
    const view = { players: [{ race: "terran" }, { race: "zerg" }, { race: "terran" }] };
    expect(liteRole(view as never, 1, T.de)).toBe("Zerg");
    expect(liteRole(view as never, 2, T.de)).toBe("Terraner 3");
    expect(liteRole(view as never, 0, T.en)).toBe("Terran 1");
  });
});
