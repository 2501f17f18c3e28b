// @vitest-environment jsdom
/**
 * The dice battlefield: a hit's target is chosen by tapping the enemy unit (only the legal ones
 * are buttons), dice carry their face and hit in their accessible name, hits are counted against
 * the side's target number, and the round's result stays until the next round is rolled.
 */
import { Rng, seedRng } from "@koprulu/engine";
import { type LiteState, starcraftLite } from "@koprulu/starcraft-lite/ruleset";
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import type { Action } from "../api/types";
import { I18nProvider } from "../i18n";
import { loadCatalog } from "../i18n/catalogs";
import { preloadScCatalog } from "../starcraft/catalog";
import { battleBoard } from "./battleBoard";
import { LiteBattlePanel } from "./LiteBattlePanel";

afterEach(cleanup);
beforeAll(async () => {
  await preloadScCatalog();
  await loadCatalog("de");
}, 60_000);

/** Random games until a battle asks a seat to choose a hit's target among several enemy units. */
function atTarget(): { s: LiteState; seat: number } {
  for (let g = 0; g < 40; g++) {
    const seed = `lite-target-${g}`;
    let s = starcraftLite.setup(starcraftLite.defaultOptions(2), seed);
    const rng = new Rng(seedRng(seed));
    for (let i = 0; i < 6000 && !starcraftLite.outcome(s); i++) {
      const d = starcraftLite.pending(s)[0]!;
      const acts = starcraftLite.legalActions(s, d.player);
      if (
        s.battle?.pending?.kind === "target" &&
        acts.filter((a) => a.type === "lite-target" && a.choice !== null).length > 1
      )
        return { s, seat: d.player };
      s = starcraftLite.apply(s, d.player, rng.pick(acts));
    }
  }
  throw new Error("no target choice in 40 random games");
}

function renderPanel(s: LiteState, seat: number, lang: "en" | "de" = "en") {
  const view = starcraftLite.view(s, seat);
  const actions = starcraftLite.legalActions(s, seat) as unknown as Action[];
  const submit = vi.fn();
  render(
    <I18nProvider initial={lang}>
      <LiteBattlePanel
        view={view}
        battle={view.battle!}
        nameOf={(p) => `Player ${p + 1}`}
        actions={actions}
        submit={submit}
      />
    </I18nProvider>,
  );
  return { view, actions, submit };
}

describe("the Lite dice battlefield", () => {
  const found = atTarget();

  it("step 5: the target of a hit is chosen by tapping the enemy unit; only legal targets are buttons", () => {
    const { actions, submit } = renderPanel(found.s, found.seat);
    const picks = actions.filter((a) => a.type === "lite-target" && typeof a.choice === "number");
    const buttons = screen.getAllByRole("button", { name: /^Hit / });
    expect(buttons).toHaveLength(picks.length);
    expect(screen.getByTestId("lite-battle-ask").textContent).toMatch(/hit: tap the enemy unit it destroys/);
    fireEvent.click(buttons[0]!);
    expect(submit).toHaveBeenCalledWith(
      picks.find((a) => String(a.choice) === buttons[0]!.getAttribute("data-unit")),
    );
  });

  it("draws the round's dice before the round ends, each hit counted against the side's target number", () => {
    renderPanel(found.s, found.seat);
    const b = found.s.battle!;
    const board = battleBoard(starcraftLite.view(found.s, found.seat).battle!, []);
    expect(board.live).toBe(true);
    const dice = screen.getAllByRole("img", { name: /^die showing/ });
    const rolled = Object.values(b.tape.dice!).flat();
    expect(dice).toHaveLength(rolled.length);
    for (const side of board.sides)
      for (const u of side.units) for (const d of u.dice) expect(d.hit).toBe(d.face >= side.hitsOn!);
    expect(screen.getAllByRole("img", { name: /, hit$/ }).length).toBeGreaterThan(0);
  });

  it("another seat sees the dice but no buttons: it waits for the seat asked", () => {
    renderPanel(found.s, 1 - found.seat);
    expect(screen.queryAllByRole("button", { name: /^Hit / })).toHaveLength(0);
    expect(screen.getByTestId("lite-battle-ask").textContent).toMatch(/^Waiting for Player \d/);
    expect(screen.getAllByRole("img", { name: /^die showing/ }).length).toBeGreaterThan(0);
  });

  it("names dice in German too", () => {
    renderPanel(found.s, found.seat, "de");
    expect(
      screen.getAllByRole("img", { name: /^Würfel zeigt [1-6], (Treffer|daneben)$/ }).length,
    ).toBeGreaterThan(0);
  });

  it("after the choice, the round's result (losses, splash) stays on the panel until the next roll", () => {
    let s = found.s;
    for (let i = 0; i < 200 && s.battle && s.battle.reports.length === found.s.battle!.reports.length; i++) {
      const d = starcraftLite.pending(s)[0]!;
      s = starcraftLite.apply(s, d.player, starcraftLite.legalActions(s, d.player)[0]!);
    }
    if (!s.battle) return; // the battle ended in that round: the last-battle line shows it (LiteBoard.test)
    renderPanel(s, found.seat);
    expect(screen.getByTestId("lite-round-result").textContent).toMatch(/^Round \d+: /);
    expect(screen.getByTestId("lite-splash-0").textContent).toMatch(/^Splash:/);
  });
});
