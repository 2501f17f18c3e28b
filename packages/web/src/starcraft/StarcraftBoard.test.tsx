// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { Action } from "../api/types";
import { describeWith } from "../game/describe";
import { renderBoard } from "./board.testing";
import { describeScAction } from "./describe";
import { testGame } from "./fixtures";
import { StarcraftPanels } from "./Panels";
import { seatShape, shapePath } from "./palette";
import { StarcraftBoard } from "./StarcraftBoard";

afterEach(cleanup);

const ORDERS: Action[] = ["build", "mobilize", "research"].map((order) => ({
  type: "place-order",
  planet: "char",
  order,
  gold: false,
}));

describe("StarCraft galaxy rendering", () => {
  it("draws every planet with its areas: resource kind and amount, conquest points, unit limit", () => {
    const { container } = renderBoard([]);
    expect(container.querySelector('[data-planet="korhal"]')?.textContent).toContain("Korhal");
    expect(container.querySelector('[data-planet="char"]')?.textContent).toContain("Char");
    const korhal0 = container.querySelector('[data-key="area:korhal#0"]')!;
    expect(korhal0.textContent).toContain("2M");
    const korhal1 = container.querySelector('[data-key="area:korhal#1"]')!;
    expect(korhal1.textContent).toContain("1★");
    // unit limit circles: 3 for korhal#0, 2 of them filled by the two marines
    const circles = korhal0.querySelectorAll("circle[r='3.6']");
    expect(circles).toHaveLength(3);
    expect([...circles].filter((c) => c.getAttribute("fill") !== "none")).toHaveLength(2);
    // the optional per-area marks (a variant's tokens) are absent from the base game
    expect(container.querySelectorAll("[data-area-mark]")).toHaveLength(0);
  });

  it("draws units as miniatures in their owner's colour AND shape; the silhouette tells ground from air; stacks show their count", () => {
    const { container } = renderBoard([]);
    // the two marines of seat 1 stand as one stack of 2
    const marines = container.querySelector('[data-units="1 2"] .miniature')!;
    expect(marines.getAttribute("data-count")).toBe("2");
    expect(marines.querySelector(".stack-count")!.textContent).toBe("2");
    expect(marines.classList.contains("miniature-ground")).toBe(true);
    const zergling = container.querySelector('[data-units="3"] .miniature')!;
    const muta = container.querySelector('[data-units="4"] .miniature')!;
    expect(muta.classList.contains("miniature-air")).toBe(true);
    expect(zergling.classList.contains("miniature-ground")).toBe(true);
    // seat shape badge and colour differ between the seats
    const badge = (m: Element) => [...m.querySelectorAll("path")].at(-1)!;
    expect(badge(marines).getAttribute("d")).toBe(shapePath(seatShape(0), 3.5));
    expect(badge(zergling).getAttribute("d")).toBe(shapePath(seatShape(1), 3.5));
    expect(badge(marines).getAttribute("fill")).not.toBe(badge(zergling).getAttribute("fill"));
    // the type is written on the figure
    expect(marines.querySelector(".mini-label")!.textContent).toBe("Ma");
  });

  it("draws each planet as its own world (procedural art differs between planets)", () => {
    const { container } = renderBoard([]);
    const worlds = [...container.querySelectorAll(".planet-art")];
    expect(worlds).toHaveLength(2);
    const look = (w: Element) => w.innerHTML.replace(/korhal|char/g, "");
    expect(look(worlds[0])).not.toBe(look(worlds[1]));
  });

  it("shows face-down orders only in their owner's colour, revealed ones with their kind and gold border", () => {
    const { container } = renderBoard([]);
    const tokens = container.querySelectorAll('[data-key="stack:korhal"] .order-token');
    expect(tokens).toHaveLength(2);
    expect(tokens[0].querySelector("text")!.textContent).toBe("");
    expect(tokens[1].querySelector("text")!.textContent).toBe("M");
    expect(tokens[1].querySelector("rect")!.getAttribute("stroke")).toBe("#f0b429");
  });

  it("shows the resource card holder, workers on it and the depletion marker", () => {
    const { container } = renderBoard([]);
    const card = container.querySelector('[data-key="area:korhal#0"] .resource-card')!;
    expect(card.textContent).toContain("⚒1");
    expect(card.textContent).toContain("½");
  });

  it("draws routes and transports", () => {
    const { container } = renderBoard([]);
    expect(container.querySelector('[data-key="route:0"] .route-line')).not.toBeNull();
    expect(container.querySelectorAll('[data-key="route:0"] .transport-marker')).toHaveLength(1);
  });
});

describe("StarCraft decisions in place", () => {
  it("makes only the targets of legal actions clickable", () => {
    const { container } = renderBoard(ORDERS);
    const buttons = [...container.querySelectorAll('.galaxy [role="button"]')].map((b) =>
      b.getAttribute("data-key"),
    );
    expect(buttons).toEqual(["planet:char"]);
  });

  it("clicking a planet with several legal orders asks which, then submits the chosen one", () => {
    const { container, submit } = renderBoard(ORDERS);
    fireEvent.click(container.querySelector('[data-key="planet:char"]')!);
    const menu = screen.getByRole("dialog");
    const options = within(menu)
      .getAllByRole("button")
      .map((b) => b.textContent);
    expect(options).toContain("Place a Mobilize order on Char");
    fireEvent.click(within(menu).getByText("Place a Research order on Char"));
    expect(submit).toHaveBeenCalledWith(ORDERS[2]);
  });

  it("moves a unit in two clicks: the unit, then the destination area", () => {
    const moves: Action[] = [
      { type: "move-unit", unit: 1, area: "char#0" },
      { type: "move-unit", unit: 2, area: "char#0" },
      { type: "end-mobilize" },
    ];
    const { container, submit } = renderBoard(moves);
    // destination not clickable until a unit is selected
    expect(container.querySelector('[data-key="area:char#0"]')!.getAttribute("role")).toBeNull();
    // the two marines stand as one stack: clicking it picks a marine that may move
    fireEvent.click(container.querySelector('[data-units~="2"] [role="button"]')!);
    expect(submit).not.toHaveBeenCalled();
    const dest = container.querySelector('[data-key="area:char#0"]')!;
    expect(dest.getAttribute("role")).toBe("button");
    fireEvent.click(dest);
    expect(submit).toHaveBeenCalledWith({ type: "move-unit", unit: 1, area: "char#0" });
  });

  it("a stack answers for a unit that may move when another of the same type may not", () => {
    const { container, submit } = renderBoard([{ type: "move-unit", unit: 2, area: "char#0" }]);
    const stack = container.querySelector('[data-units~="2"] [role="button"]')!;
    expect(stack.getAttribute("data-key")).toBe("unit:2");
    fireEvent.click(stack);
    fireEvent.click(container.querySelector('[data-key="area:char#0"]')!);
    expect(submit).toHaveBeenCalledWith({ type: "move-unit", unit: 2, area: "char#0" });
  });

  it("keyboard: Enter on a focused target takes the action", () => {
    const { container, submit } = renderBoard([{ type: "reveal-order", planet: "korhal" }]);
    const stack = container.querySelector('[data-key="stack:korhal"]') as SVGGElement;
    expect(stack.getAttribute("tabindex")).toBe("0");
    fireEvent.keyDown(stack, { key: "Enter" });
    expect(submit).toHaveBeenCalledWith({ type: "reveal-order", planet: "korhal" });
  });

  it("puts actions with no place on the map in the decision bar", () => {
    const { submit } = renderBoard([{ type: "execute-order" }, { type: "draw-event-instead" }]);
    const bar = screen.getByRole("toolbar", { name: "Decisions" });
    fireEvent.click(within(bar).getByText("Draw an event card instead"));
    expect(submit).toHaveBeenCalledWith({ type: "draw-event-instead" });
  });

  it("a spectator has nothing clickable", () => {
    const { container } = renderBoard([], null);
    expect(container.querySelectorAll('.galaxy [role="button"]')).toHaveLength(0);
  });
});

describe("Brood War on the map", () => {
  it("marks strategic areas, guard tokens, installations and mind-controlled units", () => {
    const game = testGame([]);
    const view = game.view as Record<string, unknown> & {
      catalog: { areas: Record<string, object>; planets: Record<string, { areas: { id: string }[] }> };
    };
    const first = (view.units as { id: number; area: string }[])[0];
    view.catalog.areas[first.area] = { ...view.catalog.areas[first.area], strategic: true };
    for (const pl of Object.values(
      (view.catalog as { planets: Record<string, { areas: { id: string }[] }> }).planets,
    ))
      pl.areas = pl.areas.map((a) => (a.id === first.area ? { ...a, strategic: true } : a));
    view.broodWar = {
      pools: [[], []],
      guards: [{ owner: 0, area: first.area }],
      installations: [{ owner: 1, kind: "infested-command-center", area: first.area }],
      mindControlled: { [first.id]: 1 },
      leadership: [[], []],
    };
    const { container } = render(
      <StarcraftBoard game={game} actions={[]} submit={() => {}} busy={false} describe={(a) => a.type} />,
    );
    const area = container.querySelector(`[data-key="area:${first.area}"]`)!;
    expect(area.textContent).toContain("strategic");
    // the guard token drawn as a shield in its owner's colour, the installation named, both
    // owners named in the tooltip (never an emoji a browser may lack, never "seat 2")
    expect(area.querySelectorAll(".guard-token")).toHaveLength(1);
    expect(area.querySelector(".installation-mark")?.textContent).toBe("Infested Command Center");
    expect(area.querySelector(".area-marks title")?.textContent).toMatch(
      /^guard token of .+, Infested Command Center of .+$/,
    );
    expect(area.textContent).not.toMatch(/seat \d/);
    expect(area.textContent).toContain("mind-controlled");
  });
});

describe("StarCraft player panels", () => {
  it("Brood War: shows each seat's Special Order Pool and guard tokens (absent in a base game)", () => {
    const game = testGame([]);
    const base = render(
      <StarcraftPanels game={game} actions={[]} submit={() => {}} busy={false} describe={(a) => a.type} />,
    );
    expect(base.container.textContent).not.toContain("Special Order Pool");
    cleanup();
    game.view = {
      ...(game.view as object),
      broodWar: {
        pools: [["build"], []],
        guards: [{ owner: 0, area: "korhal#0" }],
        installations: [],
        mindControlled: {},
        leadership: [[], []],
      },
    };
    const { container } = render(
      <StarcraftPanels game={game} actions={[]} submit={() => {}} busy={false} describe={(a) => a.type} />,
    );
    const me = container.querySelector('.player-panel[data-seat="0"]')!;
    expect(me.textContent).toContain("Special Order Pool");
    expect(me.textContent).toContain("1 of");
    expect(me.textContent).toMatch(/Guard tokens.*Korhal/);
  });

  it("Team Play: each panel names its team and partner, and the team track sums the partners' points against 30", () => {
    const game = testGame([]);
    const view = game.view as { options?: unknown; players: Record<string, unknown>[] };
    view.players.push(
      { ...view.players[0], faction: "tassadar", cp: 4 },
      { ...view.players[1], faction: "queen-of-blades", cp: 1 },
    );
    view.options = { players: 4, mode: "team-play" };
    const { container } = render(
      <StarcraftPanels game={game} actions={[]} submit={() => {}} busy={false} describe={(a) => a.type} />,
    );
    const panel = (seat: number) => container.querySelector(`.player-panel[data-seat="${seat}"]`)!;
    expect(panel(0).querySelector(".team-badge")!.textContent).toBe("Team 1 · partner: tassadar");
    expect(panel(1).querySelector(".team-badge")!.textContent).toBe("Team 2 · partner: queen-of-blades");
    expect(panel(3).querySelector(".team-badge")!.textContent).toBe("Team 2 · partner: The Overmind");
    const teams = container.querySelectorAll(".teams li");
    expect(teams).toHaveLength(2);
    expect(teams[0].textContent).toContain("Jim Raynor + tassadar");
    expect(teams[0].querySelector(".cp-value")!.textContent).toBe("7 / 30"); // 3 + 4
    expect(teams[1].querySelector(".cp-value")!.textContent).toBe("6 / 30"); // 5 + 1
    cleanup();
    // The standard game shows no team.
    const plain = render(
      <StarcraftPanels
        game={testGame([])}
        actions={[]}
        submit={() => {}}
        busy={false}
        describe={(a) => a.type}
      />,
    );
    expect(plain.container.querySelector(".team-badge")).toBeNull();
    expect(plain.container.querySelector(".teams")).toBeNull();
  });

  it("a player who forfeited mid-battle shows as forfeited until he leaves the board, then as eliminated", () => {
    const game = testGame([]);
    const view = game.view as { players: Record<string, unknown>[] };
    view.players[1] = { ...view.players[1], leaving: true };
    const panels = () =>
      render(
        <StarcraftPanels game={game} actions={[]} submit={() => {}} busy={false} describe={(a) => a.type} />,
      );
    let badges = within(panels().container.querySelector('.player-panel[data-seat="1"]') as HTMLElement);
    expect(badges.getByTitle(/clock ran out/).textContent).toBe("forfeited");
    cleanup();
    view.players[1] = { ...view.players[1], eliminated: true };
    badges = within(panels().container.querySelector('.player-panel[data-seat="1"]') as HTMLElement);
    expect(badges.queryByTitle(/clock ran out/)).toBeNull();
    expect(badges.getByText("eliminated")).toBeTruthy();
  });

  it("shows each seat's faction, conquest points, workers, and hides other hands", () => {
    const game = testGame([]);
    const { container } = render(
      <StarcraftPanels game={game} actions={[]} submit={() => {}} busy={false} describe={(a) => a.type} />,
    );
    const me = container.querySelector('.player-panel[data-seat="0"]')!;
    const other = container.querySelector('.player-panel[data-seat="1"]')!;
    expect(me.textContent).toContain("Jim Raynor");
    expect(me.textContent).toContain("★ 3");
    expect(me.textContent).toContain("4 in pool");
    expect(me.textContent).toContain("stim pack");
    expect(other.textContent).toContain("The Overmind");
    expect(other.textContent).toContain("6 cards, hidden");
  });

  it("offers payment with a worker on a held resource card when `pay` is legal", () => {
    const submit = vi.fn();
    const game = testGame([{ type: "pay", source: "korhal#0" }]);
    const { container } = render(
      <StarcraftPanels
        game={game}
        actions={game.legalActions}
        submit={submit}
        busy={false}
        describe={(a) => a.type}
      />,
    );
    fireEvent.click(container.querySelector('button[data-key="resource:korhal#0"]')!);
    expect(submit).toHaveBeenCalledWith({ type: "pay", source: "korhal#0" });
  });

  it("shows Brood War resource tokens held and offers paying with one when that `pay` is legal", () => {
    const submit = vi.fn();
    const game = testGame([{ type: "pay", source: "token-gas" }]);
    const view = game.view as { players: { resourceTokens?: { minerals: number; gas: number } }[] };
    view.players[0].resourceTokens = { minerals: 0, gas: 2 };
    const { container } = render(
      <StarcraftPanels
        game={game}
        actions={game.legalActions}
        submit={submit}
        busy={false}
        describe={(a) => a.type}
      />,
    );
    const me = container.querySelector('section.player-panel[data-seat="0"]')!;
    expect(me.textContent).toContain("Resource tokens2 gas");
    expect(container.querySelector('button[data-key="resource:token-minerals"]')).toBeNull();
    fireEvent.click(container.querySelector('button[data-key="resource:token-gas"]')!);
    expect(submit).toHaveBeenCalledWith({ type: "pay", source: "token-gas" });
    expect(describeScAction({ type: "pay", source: "token-gas" }, game.view)).toBe(
      "Pay: spend a gas resource token (no worker)",
    );
  });

  it("shows the events a player holds at regrouping step 8 with what they do, as buttons when one may be played", () => {
    const submit = vi.fn();
    const game = testGame([{ type: "play-event", card: "rich-vein" }, { type: "pass-event" }]);
    const view = game.view as { players: { events?: (string | null)[]; eventsInPlay?: string[] }[] };
    view.players[0].events = ["rich-vein", "the-end-draws-near"];
    view.players[1].events = [null];
    view.players[1].eventsInPlay = ["cease-fire"];
    const cat = (game.view as { catalog: { events?: Record<string, unknown> } }).catalog;
    const saved = cat.events;
    cat.events = {
      "rich-vein": {
        id: "rich-vein",
        name: "Rich Vein",
        stage: 1,
        provisional: true,
      },
      "the-end-draws-near": {
        id: "the-end-draws-near",
        name: "The End Draws Near",
        stage: 3,
      },
      "cease-fire": { id: "cease-fire", name: "Cease-Fire", stage: 2 },
    };
    try {
      const { container } = render(
        <StarcraftPanels
          game={game}
          actions={game.legalActions}
          submit={submit}
          busy={false}
          describe={(a) => a.type}
        />,
      );
      const mine = container.querySelector('section.player-panel[data-seat="0"] .events-held')!;
      // The card's words come from the message catalogs, by card id.
      expect(mine.textContent).toContain(
        "Rich Vein · Stage I — One partially depleted area is restored. (provisional)",
      );
      expect(mine.textContent).toContain("The End Draws Near · Stage III — Must be played.");
      const end = container.querySelector('button[data-key="card:the-end-draws-near"]') as HTMLButtonElement;
      expect(end.disabled).toBe(true);
      fireEvent.click(container.querySelector('button[data-key="card:rich-vein"]')!);
      expect(submit).toHaveBeenCalledWith({ type: "play-event", card: "rich-vein" });
      // Another seat's events stay face down; its events in play show what they do on hover.
      expect(container.querySelector('section.player-panel[data-seat="1"] .events-held')).toBeNull();
      const inPlay = container.querySelector('section.player-panel[data-seat="1"] .event-in-play')!;
      expect(inPlay.getAttribute("title")).toBe(
        "Keep in your play area; when you are attacked, cancel that battle.",
      );
    } finally {
      cat.events = saved;
    }
  });

  it("words for the choices inside an event come from the event's step and the catalog", () => {
    const game = testGame([{ type: "event-pick", pick: "korhal#0" }, { type: "event-pass" }]);
    const view = game.view as { frame?: unknown };
    view.frame = { kind: "event", step: "planet", player: 0 };
    expect(describeScAction({ type: "event-pick", pick: "korhal" }, game.view)).toBe("Korhal");
    view.frame = { kind: "event", step: "confirm", player: 0 };
    expect(describeScAction({ type: "event-pick", pick: "yes" }, game.view)).toBe("Pay the cost");
    expect(describeScAction({ type: "event-pass" }, game.view)).toBe("Choose nothing more");
  });

  it("a unit picked over the unit limit after a Retreat event is said to be destroyed, not to retreat", () => {
    const game = testGame([{ type: "battle-retreat-select", unit: 1 }]);
    const view = game.view as { battle: unknown };
    const battle = (retreat: unknown[]) => ({
      sides: [{ units: [{ id: 1, type: "marine" }] }, { units: [] }],
      retreat,
    });
    view.battle = battle([{ side: 0, units: [], toSelect: 1, destroySelected: true }]);
    expect(describeScAction({ type: "battle-retreat-select", unit: 1 }, game.view)).toMatch(/is destroyed/);
    view.battle = battle([{ side: 0, units: [], toSelect: 1 }]);
    expect(describeScAction({ type: "battle-retreat-select", unit: 1 }, game.view)).toMatch(/retreats$/);
  });
});

describe("previews", () => {
  it("a move shows its result before it is made: the selected unit is drawn, faded, in the area under the pointer", () => {
    const { container, submit } = renderBoard([{ type: "move-unit", unit: 3, area: "korhal#1" }], 1);
    fireEvent.click(container.querySelector('[data-units~="3"] [role="button"]')!);
    const dest = container.querySelector('[data-key="area:korhal#1"]')!;
    expect(dest.querySelector(".move-ghost")).toBeNull();
    fireEvent.pointerEnter(dest);
    const ghost = dest.querySelector(".move-ghost .miniature")!;
    expect(ghost).not.toBeNull();
    expect(ghost.querySelector(".mini-label")!.textContent).toBe("Ze");
    expect(submit).not.toHaveBeenCalled();
    fireEvent.pointerLeave(dest);
    expect(dest.querySelector(".move-ghost")).toBeNull();
  });
});

describe("pieces in the player panels", () => {
  it("modules are drawn as pieces in the seat's colour with their kind", () => {
    const game = testGame([], 0);
    const { container } = render(
      <StarcraftPanels game={game} actions={[]} submit={vi.fn()} busy={false} describe={(a) => a.type} />,
    );
    const other = container.querySelector('.player-panel[data-seat="1"]')!;
    const piece = other.querySelector(".module-chip .module-piece")!;
    expect(piece.querySelector("text")!.textContent).toBe("S");
    expect(other.querySelector(".module-chip")!.textContent).toContain("Supply module ×1");
  });
});

describe("builds and starting units in words and pictures", () => {
  it("a build shows its result before it is chosen: the unit under the pointer in the menu stands, faded, in the area", () => {
    const builds: Action[] = [
      { type: "build-unit", unit: "marine", area: "korhal#1" },
      { type: "build-unit", unit: "mutalisk", area: "korhal#1" },
    ];
    const { container, submit } = renderBoard(builds);
    fireEvent.click(container.querySelector('[data-key="area:korhal#1"]')!);
    const menu = screen.getByRole("dialog");
    fireEvent.pointerEnter(within(menu).getByText(/Build a Mutalisk/));
    const ghost = container.querySelector('[data-key="area:korhal#1"] .move-ghost .miniature')!;
    expect(ghost.classList.contains("miniature-air")).toBe(true);
    expect(submit).not.toHaveBeenCalled();
  });

  it("issue 19 item 3: starting units are named — the decision, the action words and the bar", () => {
    const game = testGame([{ type: "place-start-unit", area: "korhal#0" }], 0);
    (game.view as { frame: unknown }).frame = {
      kind: "place-start-unit",
      queue: [0],
      remaining: ["marine", "marine"],
    };
    const { container } = render(
      <StarcraftBoard
        game={game}
        actions={game.legalActions}
        submit={vi.fn()}
        busy={false}
        describe={(a) => describeWith((x, v) => describeScAction(x, v), a, game.view, 0)}
      />,
    );
    expect(container.querySelector('[data-testid="next-start-unit"]')!.textContent).toContain("Marine");
    expect(describeScAction({ type: "place-start-unit", area: "korhal#0" }, game.view)).toMatch(
      /^Place a starting Marine in Korhal area 1/,
    );
  });
});

describe("crowded areas", () => {
  it("miniatures stay inside their area: a crowded row squeezes rather than spills into the next area", () => {
    const game = testGame([], 0);
    const view = game.view as { units: { id: number; owner: number; type: string; area: string }[] };
    const types = ["marine", "zergling", "mutalisk"];
    for (let i = 0; i < 10; i++)
      view.units.push({ id: 100 + i, owner: i % 2, type: `${types[i % 3]}-${i}`, area: "korhal#1" });
    const { container } = render(
      <StarcraftBoard game={game} actions={[]} submit={vi.fn()} busy={false} describe={(a) => a.type} />,
    );
    const area = container.querySelector('[data-key="area:korhal#1"]')!;
    const bg = area.querySelector(".area-bg")!;
    const bottom = Number(bg.getAttribute("y")) + Number(bg.getAttribute("height"));
    const right = Number(bg.getAttribute("x")) + Number(bg.getAttribute("width"));
    const stacks = [...area.querySelectorAll("[data-units]")];
    expect(stacks).toHaveLength(10);
    for (const s of stacks) {
      const [x, y] = /translate\(([-\d.]+) ([-\d.]+)\)/
        .exec(s.getAttribute("transform")!)!
        .slice(1)
        .map(Number);
      expect(y + 20).toBeLessThanOrEqual(bottom + 1);
      expect(x + 20).toBeLessThanOrEqual(right + 1);
    }
  });
});
