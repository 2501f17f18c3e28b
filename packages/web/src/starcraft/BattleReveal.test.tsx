// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { I18nProvider } from "../i18n";
import { BattleReveal, battleLines, endsBattle } from "./BattleReveal";
import { setScCatalog } from "./catalog";
import { playStoryGame, type StoryGame } from "./storyGame.testing";

afterEach(cleanup);

let game: StoryGame;
beforeAll(() => {
  game = playStoryGame();
  setScCatalog(game.catalog);
});

describe("battle reveal", () => {
  it("a resolved battle's summary shows each skirmish's revealed cards with attack and health, the losses and the winner", () => {
    const log = game.entries.map((e, seq) => ({ ...e, seq }));
    const at = log.findIndex(
      (e) => endsBattle(e) && e.story?.some((l) => l.id === "battle-won" || l.id === "battle-repelled"),
    );
    expect(at).toBeGreaterThan(0);
    const lines = battleLines(log, at);
    expect(lines[0].id).toBe("battle-start");
    const skirmishes = lines.filter((l) => l.id === "skirmish");
    expect(skirmishes.length).toBeGreaterThan(0);
    const onClose = vi.fn();
    render(
      <I18nProvider initial="en">
        <BattleReveal log={log} at={at} view={game.view} onClose={onClose} />
      </I18nProvider>,
    );
    expect(screen.getAllByTestId("battle-skirmish")).toHaveLength(skirmishes.length);
    const first = skirmishes[0].args as { a: { line: { args: { attack: number; health: number } } } };
    const numbers = `attack ${first.a.line.args.attack} · health ${first.a.line.args.health}`;
    expect(screen.getAllByTestId("battle-skirmish")[0].textContent).toContain(numbers);
    expect(screen.getByTestId("battle-winner").textContent).toMatch(/wins the battle|holds|repels|defen/i);
    fireEvent.click(screen.getByRole("button", { name: "Close the battle summary" }));
    expect(onClose).toHaveBeenCalled();
  });

  it("collects only the battle that ended at the entry, not an earlier one", () => {
    const log = game.entries.map((e, seq) => ({ ...e, seq }));
    const ends = log.map((e, i) => (endsBattle(e) ? i : -1)).filter((i) => i >= 0);
    expect(ends.length).toBeGreaterThan(1);
    const lines = battleLines(log, ends[1]);
    expect(lines.filter((l) => l.id === "battle-start")).toHaveLength(1);
  });
});
