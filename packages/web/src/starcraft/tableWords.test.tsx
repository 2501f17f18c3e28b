// @vitest-environment jsdom
/**
 * The StarCraft table's words of issue 35 (item 7), each named after the complaint it fixes:
 * which unit a Build replaces, the faction choice with the faction's display name and the
 * player's name, no possessive "'s" glued to a name, plural minerals, no stale order frame
 * while a battle is fought, and no stray "·" in the battle's reserve line.
 */
import { cleanup, render, screen } from "@testing-library/react";
import { createIntl } from "react-intl";
import { afterEach, describe, expect, it } from "vitest";
import type { Action, GameState } from "../api/types";
import { describeWith } from "../game/describe";
import type { Translate } from "../i18n";
import type { Catalog } from "../i18n/catalogs";
import { de } from "../i18n/catalogs/de";
import { en } from "../i18n/catalogs/en";
import { he } from "../i18n/catalogs/he";
import { catalog as scCatalog } from "./catalogSource";
import { describeScAction } from "./describe";
import { testView } from "./fixtures";
import { scLogText } from "./logWords";
import { StarcraftBoard } from "./StarcraftBoard";
import type { ScCatalog, ScView } from "./viewTypes";

afterEach(cleanup);

function translator(locale: string, messages: Catalog): Translate {
  const intl = createIntl({ locale, messages });
  return (key, values) => intl.formatMessage({ id: key }, values);
}
const T = { en: translator("en", en), he: translator("he", he), de: translator("de", de) };

describe("words of the StarCraft table", () => {
  it("two Builds that replace different units read differently: the replaced unit is named with its area", () => {
    const view = testView();
    const replacing = (unit: number) => ({
      type: "build-unit",
      unit: "zergling",
      area: "char#0",
      remove: [unit],
    });
    const a = describeScAction(replacing(3), view, T.en);
    const b = describeScAction(replacing(4), view, T.en);
    expect(a).toBe("Build a Zergling in Char area 1 (1 gas), replacing Zergling (Char area 1)");
    expect(b).toBe("Build a Zergling in Char area 1 (1 gas), replacing Mutalisk (Char area 1)");
    expect(describeScAction(replacing(4), view, T.he)).toContain("Mutalisk");
    expect(describeScAction(replacing(4), view, T.de)).toContain("Mutalisk");
  });

  it("the faction choice uses the faction's display name from the game's content, in each language", () => {
    const bw = scCatalog(["brood-war"]) as ScCatalog;
    const view = { ...testView(), catalog: bw } as ScView;
    const choose = (faction: string) => ({ type: "choose-faction", faction });
    expect(describeScAction(choose("raynor"), view, T.en)).toBe("Play as Jim Raynor (Terran)");
    expect(describeScAction(choose("queen-of-blades"), view, T.en)).toBe(
      "Play as The Queen of Blades (Zerg)",
    );
    for (const t of [T.he, T.de]) {
      const words = describeScAction(choose("queen-of-blades"), view, t)!;
      expect(words).toContain("The Queen of Blades");
      expect(words).not.toMatch(/queen-of-blades|raynor/);
    }
  });

  it("the faction choice in the log names the player, not 'Seat 1'", () => {
    const view = testView();
    const entry = {
      seq: 0,
      seat: 0,
      text: "Seat 1: Seat 1 plays Jim Raynor",
      action: { type: "choose-faction", faction: "raynor" },
    };
    const nameOf = () => "Ann (Jim Raynor)";
    expect(scLogText(entry, view, view.catalog, T.en, true, nameOf)).toBe(
      "Ann (Jim Raynor) plays Jim Raynor",
    );
    expect(scLogText(entry, view, view.catalog, T.de, false, nameOf)).toBe(
      "Ann (Jim Raynor) spielt Jim Raynor",
    );
  });

  it("no possessive glued to a name ('The Queen of Blades's'): the StarCraft messages rephrase it in every language", () => {
    const scKeys = (Object.keys(en) as (keyof typeof en)[]).filter((k) => /^(sc|battle|lead|card)\./.test(k));
    const glued = scKeys.filter((k) => /\}'s\b/.test(en[k]));
    expect(glued).toEqual([]);
    expect(T.en("sc.story.owned-unit", { seat: "The Queen of Blades", unit: "Zergling" })).toBe(
      "Zergling of The Queen of Blades",
    );
  });

  it("Brood War's modules are worded in every language (no 'defensive' left in Hebrew)", () => {
    const build = (module: string) => ({ type: "build-module", module });
    const view = testView();
    expect(describeScAction(build("defensive"), view, T.en)).toBe("Build a Defensive module");
    expect(describeScAction(build("assist"), view, T.he)).toContain("סיוע");
    expect(describeScAction(build("offensive"), view, T.de)).toContain("Angriff");
    for (const t of [T.he, T.de])
      for (const m of ["defensive", "assist", "offensive"])
        expect(describeScAction(build(m), view, t)).not.toContain(m);
  });

  it("'1 minerals' is gone in every language's yields and payments", () => {
    expect(T.en("sc.w.amountMinerals", { count: 1 })).toBe("1 mineral");
    expect(T.en("card.tech", { minerals: 1, gas: 0 })).toBe("Technology · 1 mineral, 0 gas");
    expect(T.de("sc.owedMinerals", { count: 1 })).toBe("1 Mineral");
    expect(T.he("sc.tokenMinerals", { count: 1 })).toBe("מינרל אחד");
  });
});

function battleGame(battle: unknown): GameState {
  const view = {
    ...testView(),
    phase: "execution",
    // The Mobilize order's frame is still the state's frame while its battle is fought.
    frame: { kind: "mobilize", planet: "char" },
    battle,
    battleContext: { player: 0, planet: "char", area: "char#0", attackerUnits: [1, 2], defender: 1 },
  };
  return {
    gameId: "g",
    ruleset: "starcraft",
    version: 9,
    seat: 0,
    view,
    pending: [],
    legalActions: [],
    outcome: null,
    log: [],
  };
}

describe("the table during a battle", () => {
  const side = (player: number, units: { id: number; type: string }[]) => ({
    player,
    units,
    hand: null,
    handCount: 6,
    deckCount: 10,
  });
  const everyUnitFights = {
    planet: "char",
    area: "char#0",
    phase: "place",
    turn: 0,
    sides: [side(0, [{ id: 1, type: "marine" }]), side(1, [{ id: 3, type: "zergling" }])],
    skirmishes: [
      {
        front: [1, 3],
        support: [[], []],
        cards: [null, null],
        resolved: false,
      },
    ],
    log: [],
  };

  function renderBattle() {
    const game = battleGame(everyUnitFights);
    const describe = (a: Action) => describeWith((x, v) => describeScAction(x, v), a, game.view, 0);
    return render(
      <StarcraftBoard game={game} actions={[]} submit={() => {}} busy={false} describe={describe} />,
    );
  }

  it("no stale 'decision: Move units' line while combat cards are placed", () => {
    renderBattle();
    expect(screen.queryByTestId("sc-decision")).toBeNull();
    expect(document.body.textContent).not.toContain("Move units");
  });

  it("no stray '·' when every unit is in a skirmish: the reserve says 'none'", () => {
    const { container } = renderBattle();
    const reserve = container.querySelector(".battle-reserve .battle-side")!;
    expect(reserve.textContent).toMatch(/^Attacker units not in a skirmish:\s*none · hand 6 · deck 10$/);
  });
});
