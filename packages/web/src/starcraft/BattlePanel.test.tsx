// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { Action, GameState } from "../api/types";
import { describeWith } from "../game/describe";
import { describeScAction } from "./describe";
import { testView } from "./fixtures";
import { StarcraftPanels } from "./Panels";
import { StarcraftBoard } from "./StarcraftBoard";

afterEach(cleanup);

function battleGame(actions: Action[], battle: unknown): GameState {
  const view = {
    ...testView(),
    phase: "execution",
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
    legalActions: actions,
    outcome: null,
    log: [],
  };
}

const battle = (skirmishes: unknown[], phase: string) => ({
  planet: "char",
  area: "char#0",
  phase,
  turn: 0,
  sides: [
    {
      player: 0,
      units: [
        { id: 1, type: "marine" },
        { id: 2, type: "marine" },
      ],
      hand: ["gauss-rifle", "stim"],
      handCount: 2,
      deckCount: 10,
    },
    {
      player: 1,
      units: [
        { id: 3, type: "zergling" },
        { id: 4, type: "mutalisk" },
      ],
      hand: null,
      handCount: 1,
      deckCount: 12,
    },
  ],
  skirmishes,
  log: [
    { event: "battle", planet: "char", area: "char#0" },
    { event: "draw", attacker: 3, defender: 1 },
  ],
});

function renderBattle(actions: Action[], b: unknown) {
  const submit = vi.fn();
  const game = battleGame(actions, b);
  const describe = (a: Action) => describeWith((x, v) => describeScAction(x, v), a, game.view, 0);
  render(<StarcraftBoard game={game} actions={actions} submit={submit} busy={false} describe={describe} />);
  return submit;
}

describe("battle board", () => {
  it("shows both sides, the attacker's hand to its owner, and pairs units in two clicks", () => {
    const pairs: Action[] = [
      { type: "battle-pair", attacker: 1, defender: 3 },
      { type: "battle-pair", attacker: 1, defender: 4 },
      { type: "battle-pair", attacker: 2, defender: 3 },
    ];
    const submit = renderBattle(pairs, battle([], "pair"));
    const panel = screen.getByTestId("battle");
    expect(panel.textContent).toContain("attacker: Jim Raynor");
    expect(panel.textContent).toContain("defender: The Overmind");
    expect(panel.textContent).toContain("gauss rifle");
    // the enemy unit is not clickable before an attacker unit is chosen
    expect(within(panel).queryByRole("button", { name: "Zergling of The Overmind" })).toBeNull();
    fireEvent.click(within(panel).getAllByRole("button", { name: "Marine of Jim Raynor" })[0]);
    fireEvent.click(within(panel).getByRole("button", { name: "Mutalisk of The Overmind" }));
    expect(submit).toHaveBeenCalledWith({ type: "battle-pair", attacker: 1, defender: 4 });
  });

  it("places a card face down on a skirmish: the card, then the skirmish; the opponent's card stays hidden", () => {
    const sk = [
      {
        front: [1, 3],
        support: [[], []],
        cards: [null, { placed: true, blind: false, combat: null, reinforcement: null }],
        resolved: false,
        report: null,
      },
    ];
    const actions: Action[] = [
      { type: "battle-place", skirmish: 0, card: "gauss-rifle", reinforcement: null },
      { type: "battle-place", skirmish: 0, card: "top", reinforcement: null },
    ];
    const submit = renderBattle(actions, battle(sk, "cards"));
    const row = document.querySelector('[data-skirmish="0"]')!;
    expect(row.textContent).toContain("face down");
    fireEvent.click(screen.getByRole("button", { name: "Combat card gauss rifle" }));
    fireEvent.click(screen.getByRole("button", { name: "Skirmish 1" }));
    expect(submit).toHaveBeenCalledWith(actions[0]);
  });

  it("BW-MC3: a mind-controlled unit's card is the blind top of its original owner's deck, placed from a card back", () => {
    // skirmish 1: my Marine against a Zergling, its card placed; skirmish 2: the Zergling I took
    // by mind control (original owner: seat 2, the Overmind) in my front line, no card yet
    const sk = [
      {
        front: [1, 3],
        support: [[], []],
        cards: [{ placed: true, blind: false, combat: "gauss-rifle", reinforcement: null }, null],
        resolved: false,
        report: null,
      },
      { front: [5, 4], support: [[], []], cards: [null, null], resolved: false, report: null },
    ];
    const b = battle(sk, "cards");
    b.sides[0].units = [
      { id: 1, type: "marine" },
      { id: 5, type: "zergling", originalOwner: 1 } as { id: number; type: string },
    ];
    const actions: Action[] = [
      { type: "battle-place", skirmish: 1, card: "original-top", reinforcement: null },
    ];
    const submit = renderBattle(actions, b);
    const hand = screen.getByTestId("battle").querySelector(".battle-hand")!;
    expect(hand.textContent).toContain("Top of the deck of The Overmind");
    // my own deck's top and my hand cards are not offered for this unit
    expect(screen.queryByRole("button", { name: "The top card of your deck, blind" })).toBeNull();
    fireEvent.click(
      screen.getByRole("button", { name: "The top card of the deck of The Overmind, blind (mind control)" }),
    );
    fireEvent.click(screen.getByRole("button", { name: "Skirmish 2" }));
    expect(submit).toHaveBeenCalledWith(actions[0]);
  });

  it("BW-MC3: no card back of another's deck while my own unit fights", () => {
    const sk = [{ front: [1, 3], support: [[], []], cards: [null, null], resolved: false, report: null }];
    renderBattle(
      [{ type: "battle-place", skirmish: 0, card: "top", reinforcement: null }],
      battle(sk, "cards"),
    );
    expect(screen.getByTestId("battle").textContent).not.toContain("Top of the deck of The Overmind");
  });

  it("shows a resolved skirmish's attack against health", () => {
    const sk = [
      {
        front: [1, 3],
        support: [[2], []],
        cards: [
          { placed: true, blind: false, combat: "gauss-rifle", reinforcement: null },
          { placed: true, blind: false, combat: "claws", reinforcement: null },
        ],
        resolved: true,
        report: { attack: [2, 1], health: [1, 1] },
      },
    ];
    renderBattle([], battle(sk, "done"));
    const row = document.querySelector('[data-skirmish="0"]')!;
    expect(row.textContent).toContain("gauss rifle");
    expect(row.textContent).toContain("claws");
    expect(row.textContent).toContain("attack 2 vs health 1");
    expect(row.textContent).toContain("support");
  });
});

describe("the battle and the side panel agree", () => {
  it("issue 19 item 7: during a battle the side panel shows the battle hand (placed cards have left it)", () => {
    const game = battleGame([], battle([], "cards"));
    // the map view still lists the hand from before the battle: 2 own cards + 1 placed
    (game.view as { players: { hand: unknown }[] }).players[0].hand = ["gauss-rifle", "stim", "placed-card"];
    (game.view as { players: { hand: unknown }[] }).players[1].hand = 6;
    const { container } = render(
      <StarcraftPanels game={game} actions={[]} submit={vi.fn()} busy={false} describe={(a) => a.type} />,
    );
    expect(container.querySelector('[data-testid="hand-count-0"]')!.textContent).toContain("Hand (2)");
    expect(container.querySelector('[data-testid="hand-count-1"]')!.textContent).toContain("Hand (1)");
    expect(container.querySelector('.player-panel[data-seat="0"]')!.textContent).not.toContain("placed card");
  });

  it("issue 19 item 6: a unit out of the battle is named, never 'unit 2 (gone)'", () => {
    const sk = {
      front: [2, 3],
      support: [[], []],
      cards: [null, null],
      resolved: true,
      report: { attack: [1, 1], health: [1, 1] },
    };
    const b = battle([sk], "cards");
    b.sides[0].units = [{ id: 1, type: "marine" }];
    render(
      <StarcraftBoard
        game={battleGame([], b)}
        actions={[]}
        submit={vi.fn()}
        busy={false}
        describe={(a) => a.type}
      />,
    );
    const panel = screen.getByTestId("battle");
    expect(panel.textContent).toContain("Marine (out of the battle)");
    expect(panel.textContent).not.toMatch(/unit \d/);
  });
});

describe("cards on the skirmish board", () => {
  it("a revealed card lies face up as a card (name and values); a face-down one shows its back", () => {
    const sk = (combat: string | null) => ({
      front: [1, 3],
      support: [[], []],
      cards: [
        { blind: false, combat, reinforcement: null },
        { blind: false, combat: null, reinforcement: null },
      ],
      resolved: combat !== null,
      report: combat ? { attack: [3, 1], health: [2, 1] } : null,
    });
    const game = battleGame([], battle([sk("terran-combat-04"), sk(null)], "choose-skirmish"));
    const cat = (game.view as { catalog: { cards?: Record<string, unknown> } }).catalog;
    cat.cards = {
      "terran-combat-04": {
        name: "Terran combat card 4",
        kind: "standard",
        units: ["marine"],
        major: { attack: 6, health: 5 },
        minor: { attack: 2, health: 5 },
      },
    };
    render(
      <StarcraftBoard game={game} actions={[]} submit={vi.fn()} busy={false} describe={(a) => a.type} />,
    );
    const rows = screen.getByTestId("battle").querySelectorAll(".skirmishes tbody tr");
    const faceUp = rows[0].querySelector('.sc-card[data-card="terran-combat-04"]')!;
    expect(faceUp.textContent).toContain("Terran combat card 4");
    expect(faceUp.querySelector(".stat-attack")!.textContent).toContain("6");
    expect(rows[1].querySelector(".sc-card.back")!.textContent).toContain("face down");
    delete cat.cards;
  });
});
