// @vitest-environment jsdom
/**
 * Issue 29 item 7 on the table: the species-picking step, the lobby's species options with their
 * summaries, the diplomacy offer, ambassadors and the Traitor on the player boards (values of
 * others' reputation tiles hidden), seats named by species.
 */
import { type EclipseState, eclipse } from "@koprulu/eclipse";
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { Action } from "../api/types";
import { eclipseOptionsFor } from "./CreateOptions";
import { EclipseBoard, EclipsePanels } from "./EclipseBoard";
import { gameOf } from "./testGame";

afterEach(cleanup);

function renderAll(s: EclipseState, seat: number) {
  const game = gameOf(s, seat);
  const submit = vi.fn();
  const props = { game, actions: game.legalActions, submit, busy: false, describe: (a: Action) => a.type };
  render(
    <>
      <EclipseBoard {...props} />
      <EclipsePanels {...props} />
    </>,
  );
  return submit;
}

describe("E-S9 species", () => {
  it("the picking step offers the free species as cards with their summaries; a card sends the choice", () => {
    const s = eclipse.setup({ players: 3, rounds: 9, species: "choose" } as never, "web-species");
    expect(s.step.kind).toBe("species");
    const seat = eclipse.pending(s)[0]!.player;
    const submit = renderAll(s, seat);
    const cards = document.querySelectorAll<HTMLButtonElement>(".ec-species-card");
    expect(cards.length).toBe(7);
    const orion = document.querySelector<HTMLButtonElement>('.ec-species-card[data-species="orion"]')!;
    expect(orion.textContent).toMatch(/Orion Hegemony.*cruiser.*4:1/);
    fireEvent.click(orion);
    expect(submit).toHaveBeenCalledWith({ type: "species", species: "orion" });
  });

  it("seats are named by species, the player board tells its specials", () => {
    const s = eclipse.setup({ players: 2, rounds: 9, species: ["eridani", "terran"] } as never, "web-sp2");
    renderAll(s, 1);
    expect(screen.getAllByText(/^Eridani Empire/).length).toBeGreaterThan(0);
    expect(document.querySelector('.ec-player[data-seat="0"] .ec-specials')!.textContent).toMatch(
      /two reputation tiles at setup/,
    );
    // Eridani's setup reputation tiles: their values hidden from the other seat
    const tiles = [...document.querySelectorAll('.ec-player[data-seat="0"] [data-testid=reputation-tile]')];
    expect(tiles.length).toBe(2);
    for (const el of tiles) expect(el.textContent).toBe("reputation tile (hidden)");
  });

  it("the lobby sends the species option the rules read", () => {
    expect(eclipseOptionsFor(3, { mode: "terrans", list: [] })).toBeUndefined();
    expect(eclipseOptionsFor(3, { mode: "random", list: [] })).toEqual({
      players: 3,
      rounds: 9,
      species: "random",
    });
    expect(eclipseOptionsFor(2, { mode: "list", list: ["planta"] })).toEqual({
      players: 2,
      rounds: 9,
      species: ["planta", "terran"],
    });
    expect(eclipse.validateOptions?.(eclipseOptionsFor(2, { mode: "list", list: ["planta"] }))).toBeNull();
  });
});

describe("E-P2 diplomacy on the table", () => {
  it("an offer shows who proposes to whom; ambassadors and the Traitor show on the boards", () => {
    const s = eclipse.setup({ players: 2, rounds: 9 }, "web-dip");
    const offered: EclipseState = {
      ...s,
      step: { kind: "diplomacy", proposer: 0, partner: 1, resource: "money" } as never,
      players: s.players.map((p, i) => ({
        ...p,
        ambassadors: i === 1 ? [{ from: 0, resource: "science" }] : [],
      })),
      traitor: 0,
    } as EclipseState;
    renderAll(offered, 1);
    expect(screen.getByTestId("diplomacy").textContent).toMatch(
      /Red Terrans propose relations to Blue Terrans: an ambassador with a money cube/,
    );
    expect(screen.getByTestId("ambassador").textContent).toBe("ambassador of Red Terrans (science cube)");
    expect(document.querySelector('.ec-player[data-seat="0"] [data-testid=traitor]')).toBeTruthy();
    expect(document.querySelector('.ec-player[data-seat="1"] [data-testid=traitor]')).toBeNull();
  });
});
