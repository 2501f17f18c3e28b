// @vitest-environment jsdom
/**
 * The Brood War Leadership cards on the table, read from the real Brood War content pack: the
 * choose step drawn as cards (BW-L1) and taken by a click, the choice kept hidden until every
 * player has chosen, the revealed cards on the player panels (BW-L2/L3), heroes on the map
 * (BW-H1), and the log and action words.
 */
import { loadContent } from "@koprulu/starcraft/content";
import { cleanup, fireEvent, render, within } from "@testing-library/react";
import { createIntl } from "react-intl";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { Action } from "../api/types";
import type { Translate } from "../i18n";
import type { Catalog } from "../i18n/catalogs";
import { de as deMessages } from "../i18n/catalogs/de";
import { he as heMessages } from "../i18n/catalogs/he";
import { BattlePanel } from "./BattlePanel";
import { testCatalog, testGame } from "./fixtures";
import { leadershipCatalog } from "./leadershipSource";
import { describeLeadershipAction, leadershipLogText } from "./leadershipWords";
import { StarcraftPanels } from "./Panels";
import { StarcraftBoard } from "./StarcraftBoard";
import type { ScCatalog, ScView } from "./viewTypes";

afterEach(cleanup);

const english = (key: string, values?: Record<string, string | number>) =>
  `${key}${values ? ` ${JSON.stringify(values)}` : ""}`;

const catalog: ScCatalog = {
  ...testCatalog,
  units: {
    ...testCatalog.units,
    "terran-vulture": { id: "terran-vulture", name: "Vulture", race: "terran", flying: false },
  },
  ...leadershipCatalog(loadContent({ expansions: ["brood-war"] })),
};

function translator(locale: string, messages: Catalog): Translate {
  const intl = createIntl({ locale, messages });
  return (key, values) => intl.formatMessage({ id: key }, values);
}

const RAYNOR_STAGE_ONE = ["raynor-storage-facilities", "raynor-raynors-raiders", "raynor-covert-operations"];

/** A Brood War game of two seats (Raynor, the Overmind) in the Stage I choose step. */
function choosing(choices: (string | null)[], seat: number | null, actions: Action[]) {
  const game = testGame(actions, seat);
  const view = game.view as ScView & { catalog: ScCatalog };
  view.catalog = catalog;
  view.options = { players: 2, expansions: ["brood-war"], variants: { leadershipCards: true } };
  view.phase = "setup";
  view.frame = { kind: "choose-leadership", stage: 1, sim: { asked: [0, 1], choices }, resume: "planets" };
  view.broodWar = {
    pools: [[], []],
    guards: [],
    installations: [],
    mindControlled: {},
    leadership: [[], []],
    lead: { stage: 0, chosen: [[], []] },
  };
  return game;
}

function renderBoard(game: ReturnType<typeof testGame>, actions: Action[]) {
  const submit = vi.fn();
  const utils = render(
    <StarcraftBoard game={game} actions={actions} submit={submit} busy={false} describe={(a) => a.type} />,
  );
  return { submit, ...utils };
}

describe("Leadership choice drawn as cards (BW-L1)", () => {
  const actions: Action[] = RAYNOR_STAGE_ONE.map((card) => ({ type: "choose-leadership", card }));

  it("shows the seat's Stage I cards with name, kind, effect, starting forces and a provisional mark; a click on a card takes it", () => {
    const { container, submit } = renderBoard(choosing([null, null], 0, actions), actions);
    const section = container.querySelector(".leadership-choice")!;
    expect(section.textContent).toContain("Choose your Stage I Leadership card");
    const cards = section.querySelectorAll("button.lead-pick");
    expect([...cards].map((b) => b.getAttribute("data-card"))).toEqual(RAYNOR_STAGE_ONE);
    const raiders = section.querySelector('[data-card="raynor-raynors-raiders"]')!;
    expect(raiders.textContent).toContain("Raynor's Raiders");
    expect(raiders.textContent).toContain("Special Victory");
    expect(raiders.textContent).toContain("control six areas that hold minerals or gas");
    expect(raiders.textContent).toMatch(/Starting forces: .*workers/);
    expect(raiders.querySelector(".provisional")).toBeNull();
    // Storage Facilities is a provisional reading: marked, its reason in the tooltip
    const storage = section.querySelector('[data-card="raynor-storage-facilities"]')!;
    const mark = storage.querySelector(".provisional")!;
    expect(mark.textContent).toBe("provisional");
    expect(mark.getAttribute("title")).toMatch(/^Provisional: .*garbled/);
    expect(storage.textContent).toContain("Play area");
    // the cards are not repeated as decision-bar buttons
    expect(container.querySelector(".bar-choose-leadership")).toBeNull();
    fireEvent.click(raiders);
    expect(submit).toHaveBeenCalledWith({ type: "choose-leadership", card: "raynor-raynors-raiders" });
  });

  it("Galactic Conquest and Survival: a Special Victory card is marked as bringing its forces, not its victory (only the last player left wins)", () => {
    const standard = renderBoard(choosing([null, null], 0, actions), actions);
    expect(standard.container.querySelector(".lead-mode-note")).toBeNull();
    cleanup();
    const game = choosing([null, null], 0, actions);
    (game.view as ScView).options = {
      players: 2,
      expansions: ["brood-war"],
      variants: { leadershipCards: true },
      mode: "survival",
    };
    const { container } = renderBoard(game, actions);
    const notes = container.querySelectorAll(".lead-mode-note");
    expect(notes).toHaveLength(1);
    expect(notes[0].closest("[data-card]")!.getAttribute("data-card")).toBe("raynor-raynors-raiders");
    expect(notes[0].textContent).toBe(
      "In this game mode only the last player left wins: this card brings its starting forces, not its victory.",
    );
  });

  it("after choosing, the seat sees its own card and waits; the other seat sees only that a choice was made", () => {
    const mine = renderBoard(choosing(["raynor-covert-operations", null], 0, []), []);
    const waiting = mine.container.querySelector("[data-testid=leadership-waiting]")!;
    expect(waiting.textContent).toContain(
      "You chose Covert Operations. Waiting for 1 more player to choose.",
    );
    expect(waiting.querySelector('[data-lead-card="raynor-covert-operations"]')).not.toBeNull();
    cleanup();
    // the view of seat 1 carries "?" for seat 0's card (view.ts): no card is named
    const theirs = renderBoard(choosing(["?", null], 1, []), []);
    const text = theirs.container.querySelector("[data-testid=leadership-waiting]")!.textContent!;
    expect(text).toContain("Leadership choice, Stage I: 1 of 2 players have chosen.");
    expect(theirs.container.querySelector("[data-lead-card]")).toBeNull();
  });
});

describe("revealed Leadership cards on the player panels (BW-L2, BW-L3)", () => {
  it("each seat's revealed cards show, in play or resolved and gone; its faction's deck may be looked at outside a choose step", () => {
    const game = choosing([null, null], 0, []);
    const view = game.view as ScView;
    view.frame = { kind: "planning", turn: 0 };
    view.broodWar!.lead = {
      stage: 1,
      chosen: [["raynor-raynors-raiders"], ["overmind-the-overmind"]],
    };
    view.broodWar!.leadership = [["raynor-raynors-raiders"], ["overmind-the-overmind"]];
    const { container } = render(
      <StarcraftPanels game={game} actions={[]} submit={() => {}} busy={false} describe={(a) => a.type} />,
    );
    const other = container.querySelector("[data-testid=leadership-1]")!;
    const revealed = other.querySelector(".lead-revealed") as HTMLElement;
    expect(within(revealed).getByText("The Overmind", { selector: ".lead-name" })).toBeTruthy();
    expect(other.textContent).toContain("in play");
    const deck = other.querySelector("details.lead-deck")!;
    expect(deck.querySelectorAll("[data-lead-card]")).toHaveLength(7);
    expect(deck.querySelector("li.taken [data-lead-card='overmind-the-overmind']")).not.toBeNull();
    cleanup();
    // a one-shot card resolved and left the play area
    view.broodWar!.lead = { stage: 3, chosen: [["raynor-raynors-raiders", "raynor-to-the-bitter-end"], []] };
    view.broodWar!.leadership = [["raynor-raynors-raiders"], []];
    view.frame = { kind: "choose-leadership", stage: 3, sim: { asked: [0, 1], choices: [null, null] } };
    const again = render(
      <StarcraftPanels game={game} actions={[]} submit={() => {}} busy={false} describe={(a) => a.type} />,
    );
    const mine = again.container.querySelector("[data-testid=leadership-0]")!;
    expect(mine.textContent).toContain("resolved, left the game");
    // BW-L3: no looking at the Leadership decks during a choose step
    expect(mine.querySelector("details.lead-deck")).toBeNull();
  });
});

describe("heroes shown as heroes (BW-H1)", () => {
  it("a hero stands as its own piece with the hero token, named in its label", () => {
    const game = choosing([null, null], 0, []);
    const view = game.view as ScView;
    view.frame = { kind: "planning", turn: 0 };
    view.units = [
      ...view.units,
      { id: 9, owner: 0, type: "terran-vulture", area: "korhal#1", hero: "jim-raynor" },
      { id: 10, owner: 0, type: "terran-vulture", area: "korhal#1" },
    ];
    const { container } = renderBoard(game, []);
    const hero = container.querySelector('[data-hero="jim-raynor"]')!;
    expect(hero.getAttribute("data-units")).toBe("9");
    expect(hero.querySelector(".hero-token")).not.toBeNull();
    expect(hero.textContent).toContain("Jim Raynor, hero (Vulture)");
    // the other Vulture is a plain figure, not stacked with the hero
    const plain = container.querySelector('[data-units="10"]')!;
    expect(plain.getAttribute("data-hero")).toBeNull();
    expect(plain.querySelector(".hero-token")).toBeNull();
  });
});

describe("heroes in the battle panel (BW-H2)", () => {
  it("a hero fighting in a battle shows his token and name beside his unit type", () => {
    const view = choosing([null, null], 0, []).view as ScView;
    view.battle = {
      planet: "korhal",
      area: "korhal#1",
      phase: "pair",
      turn: 0,
      sides: [
        {
          player: 0,
          units: [{ id: 9, type: "terran-vulture", hero: "jim-raynor" }],
          hand: [],
          handCount: 0,
          deckCount: 5,
        },
        { player: 1, units: [{ id: 3, type: "zergling" }], hand: null, handCount: 0, deckCount: 5 },
      ],
      skirmishes: [],
      log: [],
    };
    const { container } = render(
      <BattlePanel view={view} catalog={catalog} seat={0} next={new Set()} selected={[]} onKey={() => {}} />,
    );
    const hero = container.querySelector('.bunit-hero[data-hero="jim-raynor"]')!;
    expect(hero.textContent).toContain("Jim Raynor");
    expect(hero.getAttribute("title")).toBe("Jim Raynor, hero (Vulture)");
    expect(container.querySelectorAll(".bunit-hero")).toHaveLength(1);
  });
});

describe("Leadership words for the log and the action list", () => {
  const view = choosing([null, null], 0, []).view as ScView;

  it("the log names the revealed card and its stage; a choice still face down shows no card", () => {
    const line = leadershipLogText(
      {
        seat: 1,
        text: "The Overmind chooses a Leadership card",
        action: { type: "choose-leadership", card: "overmind-the-swarm" },
      },
      view,
      catalog,
      english,
    );
    expect(line).toBe('lead.log.take {"who":"The Overmind","card":"The Swarm","stage":"I"}');
    // while the choice runs, the other seat's face-down pick is told as such, without its card
    expect(leadershipLogText({ seat: 1, text: "Seat 2 made a hidden choice." }, view, catalog, english)).toBe(
      'lead.log.hidden {"who":"The Overmind"}',
    );
    const planning = { ...view, frame: { kind: "planning", turn: 0 } };
    expect(
      leadershipLogText({ seat: 1, text: "Seat 2 made a hidden choice." }, planning, catalog, english),
    ).toBeNull();
  });

  it("the log names a placed hero by his name", () => {
    const line = leadershipLogText(
      {
        seat: 0,
        text: "Jim Raynor places the hero jim-raynor in Korhal area 2",
        action: { type: "place-hero", area: "korhal#1" },
      },
      view,
      catalog,
      english,
    );
    // the area in the reader's words (here the key the translator was asked for)
    expect(line).toMatch(
      /^lead\.log\.hero .*"hero":"Jim Raynor".*"area":"sc\.w\.areaWith .*Korhal.*\\"n\\":2/,
    );
  });

  it("describes choosing a card and placing a hero (replacing a figure when none is left)", () => {
    expect(
      describeLeadershipAction(
        { type: "choose-leadership", card: "raynor-jim-raynor" },
        view,
        catalog,
        english,
      ),
    ).toBe('lead.do.choose {"card":"Jim Raynor","stage":"II"}');
    const placing = { ...view, frame: { kind: "place-hero", hero: "jim-raynor", unit: "terran-vulture" } };
    expect(
      describeLeadershipAction(
        { type: "place-hero", area: "korhal#1", replace: 4 },
        placing,
        catalog,
        english,
      ),
    ).toMatch(/^lead\.do\.placeHeroReplace .*"hero":"Jim Raynor".*"unit":"Vulture"/);
    expect(describeLeadershipAction({ type: "end-build" }, view, catalog, english)).toBeNull();
  });

  it("describes the decisions Leadership cards bring (tokens, installations, planets, stacks, the sacrifice)", () => {
    const say = (a: Action, v: ScView = view) => describeLeadershipAction(a, v, catalog, english);
    expect(say({ type: "place-cp-token", area: "korhal#1" })).toMatch(
      /^lead\.do\.cpToken .*sc\.w\.areaWith .*Korhal.*\\"n\\":2/,
    );
    const arcturus = { ...view, frame: { kind: "emperor-arcturus", player: 0 } };
    expect(say({ type: "leadership-planet", planet: "char" }, arcturus)).toBe(
      'lead.do.planetToken {"planet":"Char"}',
    );
    expect(say({ type: "leadership-planet", planet: "char" })).toBe('lead.do.influence {"planet":"Char"}');
    expect(say({ type: "choose-first-player", seat: 1 })).toBe('lead.do.firstPlayer {"who":"The Overmind"}');
    const daggoth = { ...view, frame: { kind: "place-installation", installation: "cerebrate" } };
    expect(say({ type: "place-installation", area: "char#0" }, daggoth)).toMatch(
      /"installation":"Cerebrate"/,
    );
    expect(say({ type: "place-transport", route: 0 })).toBe('lead.do.transport {"route":"Korhal–Char"}');
    expect(say({ type: "ultimate-sacrifice", unit: 3, area: "char#0" })).toMatch(/"unit":"Zergling"/);
  });

  it("describes the Brood War Leadership decisions in the reader's language: Scorched Earth Policy's units, the Warp Gate, Conclave Fleet's reserve, the Psi-Disruptor's eviction", () => {
    const units = {
      ...catalog.units,
      "terran-battlecruiser": {
        id: "terran-battlecruiser",
        name: "Battlecruiser",
        race: "terran",
        flying: true,
      },
      "terran-siege-tank": { id: "terran-siege-tank", name: "Siege Tank", race: "terran", flying: false },
    };
    const c: ScCatalog = { ...catalog, units };
    const placing = {
      ...view,
      frame: { kind: "leadership-units", player: 0, card: "mengsk-scorched-earth-policy" },
    };
    const de = translator("de", deMessages);
    const he = translator("he", heMessages);
    const say = (a: Action, t: Translate, v: ScView = view) => describeLeadershipAction(a, v, c, t);
    const scorched = { type: "leadership-units", choice: 1, area: "korhal#1" };
    expect(say(scorched, de, placing)).toBe(
      "Scorched Earth Policy: 2 × Siege Tank in Korhal, Gebiet 2 (1 Eroberungspunkt) stellen",
    );
    // a past line (its decision gone) still names the units: one card of the pack places units
    expect(say(scorched, he)).toBe(
      "Scorched Earth Policy: להציב 2 × Siege Tank ב־Korhal, אזור 2 (נקודת ניצחון אחת)",
    );
    expect(say({ type: "warp-unit", unit: 3, area: "char#0" }, de)).toBe(
      "Warp Gate: Zergling vom Warptor nach Char, Gebiet 1 (1 Gas) ziehen",
    );
    expect(say({ type: "deploy-held", unit: "terran-siege-tank", area: "korhal#0" }, he)).toBe(
      "Conclave Fleet: להעביר Siege Tank מהעתודה אל Korhal, אזור 1 (2 מינרלים)",
    );
    expect(say({ type: "psi-disruptor-retreat", area: "korhal#1" }, de)).toMatch(
      /^Psi-Disruptor: deine Einheiten auf dem Planeten nach Korhal, Gebiet 2 /,
    );
  });
});
