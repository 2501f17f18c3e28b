// @vitest-environment jsdom
/**
 * The game mode and optional rules on the player panels (issue 14): the modes without conquest
 * points (Galactic Conquest, Survival, Faster Survival) show how they are won instead of a
 * conquest track, Survival shows each seat's bases against its limit (3 in Faster Survival, one
 * fewer per base destroyed), and Larger Galaxy's track aims at 25.
 */
import { cleanup, render } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { testGame } from "./fixtures";
import { StarcraftPanels } from "./Panels";
import { starcraftUi } from "./ui";
import type { ScView } from "./viewTypes";

afterEach(cleanup);

function panels(options: Record<string, unknown>, more: Partial<ScView> = {}) {
  const game = testGame([]);
  Object.assign(game.view as ScView, { options: { players: 2, ...options }, ...more });
  return render(
    <StarcraftPanels game={game} actions={[]} submit={() => {}} busy={false} describe={(a) => a.type} />,
  ).container;
}

describe("game modes on the game page", () => {
  it("Galactic Conquest: no conquest track; the banner says the last player left wins", () => {
    const c = panels({ mode: "galactic-conquest" });
    expect(c.querySelector(".conquest")).toBeNull();
    const banner = c.querySelector(".mode-banner")!;
    expect(banner.getAttribute("data-mode")).toBe("galactic-conquest");
    expect(banner.querySelector("h3")!.textContent).toBe("Galactic Conquest");
    expect(banner.querySelector(".mode-win")!.textContent).toContain("last player left");
    // the table's round limit, a safety net decided by the tiebreakers
    expect(banner.querySelector(".mode-limit")).toBeNull();
    cleanup();
    const limited = panels({ mode: "galactic-conquest", maxRounds: 80 });
    expect(limited.querySelector(".mode-limit")!.textContent).toContain(
      "after round 80, the tiebreakers decide",
    );
  });

  it("Survival: no conquest track; each seat's bases on the board against its limit, less the bases lost", () => {
    const c = panels(
      { mode: "survival", expansions: ["brood-war"], variants: { leadershipCards: true } },
      { survival: { basesLost: [0, 2], tokensOwed: [0, 0] } },
    );
    expect(c.querySelector(".conquest")).toBeNull();
    expect(c.querySelector(".mode-banner h3")!.textContent).toBe("Survival");
    expect(c.querySelector(".mode-win")!.textContent).toContain("no base is out");
    expect(c.querySelector('.survival-bases [data-seat="0"] .bases-left')!.textContent).toBe(
      "1 base on the board, 6 at most",
    );
    expect(c.querySelector('.survival-bases [data-seat="1"] .bases-left')!.textContent).toBe(
      "1 base on the board, 4 at most",
    );
    // a game mode is played with the Leadership cards: no optional rule to name
    expect(c.querySelector(".optional-rules")).toBeNull();
  });

  it("Faster Survival: 3 bases per faction", () => {
    const c = panels(
      { mode: "faster-survival", expansions: ["brood-war"], variants: { leadershipCards: true } },
      { survival: { basesLost: [1, 0], tokensOwed: [0, 0] } },
    );
    expect(c.querySelector(".mode-banner h3")!.textContent).toBe("Faster Survival");
    expect(c.querySelector(".mode-win")!.textContent).toContain("3 bases per faction");
    expect(c.querySelector('.survival-bases [data-seat="0"] .bases-left')!.textContent).toContain(
      "2 at most",
    );
    expect(c.querySelector('.survival-bases [data-seat="1"] .bases-left')!.textContent).toContain(
      "3 at most",
    );
  });

  it("Larger Galaxy: the conquest track's goal is 25, and the optional rule is named", () => {
    const c = panels({ expansions: ["brood-war"], variants: { leadershipCards: true, largerGalaxy: true } });
    expect(c.querySelector(".conquest h3")!.textContent).toBe("Conquest points (goal 25)");
    expect(c.querySelector(".optional-rules")!.textContent).toContain("Larger Galaxy");
  });

  it("Brood War without Leadership cards names the No Leadership Cards rule; a standard game shows no banner", () => {
    const bw = panels({ expansions: ["brood-war"], variants: { moreStartingPlanets: true } });
    const rules = bw.querySelector(".optional-rules")!.textContent;
    expect(rules).toContain("More Starting Planet Tokens");
    expect(rules).toContain("No Leadership Cards");
    expect(bw.querySelector(".conquest h3")!.textContent).toBe("Conquest points (goal 15)");
    cleanup();
    const base = panels({});
    expect(base.querySelector(".mode-banner")).toBeNull();
    expect(base.querySelector(".conquest h3")!.textContent).toBe("Conquest points (goal 15)");
  });

  it("the modes without conquest points show no ★ on the player panels and have no scores (outcome line, replay chart)", () => {
    const c = panels({ mode: "survival", expansions: ["brood-war"], variants: { leadershipCards: true } });
    expect(c.querySelector('.player-panel[data-seat="0"] .cp')).toBeNull();
    const conquest = testGame([]).view as ScView;
    conquest.options = { players: 2, mode: "galactic-conquest" };
    expect(starcraftUi.scores!(conquest)).toBeNull();
    cleanup();
    const standard = panels({});
    expect(standard.querySelector('.player-panel[data-seat="0"] .cp')!.textContent).toBe("★ 3");
    expect(starcraftUi.scores!(testGame([]).view)).toEqual([3, 5]);
  });
});
