// @vitest-environment jsdom
/**
 * Technology cards drawn as cards in the player panel (issue 19, deliver 1: "combat and
 * technology cards as cards — name, values, icon, provisional mark"), as combat cards are.
 */
import { cleanup, render } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { testCatalog, testGame } from "./fixtures";
import { StarcraftPanels } from "./Panels";
import type { ScCatalog, ScView } from "./viewTypes";

afterEach(cleanup);

const catalog: ScCatalog = {
  ...testCatalog,
  techs: {
    "terran-u238-shells": {
      id: "terran-u238-shells",
      name: "U-238 Shells",
      minerals: 1,
      gas: 1,
      units: ["marine"],
      placement: "deck",
    },
    "terran-optical-flare": {
      id: "terran-optical-flare",
      name: "Optical Flare",
      minerals: 2,
      gas: 0,
      placement: "play-area",
      text: "Once per battle, cancel a cloaked unit's bonus.",
      provisional: true,
    },
  },
  cards: {
    // the combat card a deck technology adds: same id, it carries the values
    "terran-u238-shells": {
      name: "U-238 Shells",
      kind: "standard",
      units: ["marine"],
      major: { attack: 4, health: 2 },
      minor: { attack: 1, health: 1 },
    },
  },
};

function renderPanels() {
  const game = testGame([]);
  const view = game.view as ScView & { catalog: ScCatalog };
  view.catalog = catalog;
  view.players[0].techs = ["terran-u238-shells", "terran-optical-flare"];
  return render(
    <StarcraftPanels game={game} actions={[]} submit={() => {}} busy={false} describe={(a) => a.type} />,
  );
}

describe("technology cards in the player panel", () => {
  it("each technology bought is a card: gear icon, name, cost, units named, where it goes", () => {
    const { container } = renderPanels();
    const me = container.querySelector('.player-panel[data-seat="0"]')!;
    const cards = [...me.querySelectorAll(".tech-cards .sc-card.kind-tech")];
    expect(cards.map((c) => c.getAttribute("data-tech"))).toEqual([
      "terran-u238-shells",
      "terran-optical-flare",
    ]);
    const shells = cards[0];
    expect(shells.querySelector(".card-icon")).not.toBeNull();
    expect(shells.querySelector(".card-name")!.textContent).toBe("U-238 Shells");
    expect(shells.querySelector(".tech-cost [role=img]")!.getAttribute("aria-label")).toBe(
      "costs 1 mineral, 1 gas",
    );
    expect(shells.querySelector(".card-units")!.textContent).toBe("Marine");
    expect(shells.querySelector(".tech-where")!.textContent).toBe("Goes into the Combat deck");
    expect(cards[1].querySelector(".tech-where")!.textContent).toBe("Stays in the play area");
  });

  it("a deck technology shows the values of the combat card it adds (not drawn as that combat card)", () => {
    const { container } = renderPanels();
    const shells = container.querySelector('[data-tech="terran-u238-shells"]')!;
    expect(shells.classList.contains("kind-tech")).toBe(true);
    expect(shells.querySelector(".stat-attack")!.textContent).toBe("⚔ 4");
    expect(shells.querySelector(".stat-health")!.textContent).toBe("♥ 2");
    expect(shells.textContent).toContain("⚔ 1 ♥ 1");
  });

  it("our own words and the provisional mark appear where the content pack gives them", () => {
    const { container } = renderPanels();
    const flare = container.querySelector('[data-tech="terran-optical-flare"]')!;
    // The words are the catalogs' for the card id (the pack's text only says the card has some).
    expect(flare.querySelector(".card-text")!.textContent).toBe(
      "Medic reinforcement: the enemy's supporting units add nothing.",
    );
    expect(flare.querySelector(".provisional")!.textContent).toBe("provisional");
    const shells = container.querySelector('[data-tech="terran-u238-shells"]')!;
    expect(shells.querySelector(".provisional")).toBeNull();
  });
});
