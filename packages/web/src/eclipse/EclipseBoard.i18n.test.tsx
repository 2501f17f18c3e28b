// @vitest-environment jsdom

/**
 * The Eclipse table in German and Hebrew: the board, the action list (words and group headings),
 * a log line, the prompt and the blueprint editor's refusal read in the reader's language, with
 * the German quick reference's terms.
 */
import { type EclipseState, eclipse } from "@koprulu/eclipse";
import { Rng } from "@koprulu/engine";
import { cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import type { Action, GameState, LogEntry } from "../api/types";
import { ActionList } from "../game/ActionList";
import { describeWith } from "../game/describe";
import { LogPanel } from "../game/LogPanel";
import { I18nProvider, type Language, useT } from "../i18n";
import { loadCatalog } from "../i18n/catalogs";
import { EclipseBoard, EclipsePanels } from "./EclipseBoard";
import { eclipseUi } from "./ui";

afterEach(cleanup);
// Rendering the whole table takes a few seconds on a loaded machine.
vi.setConfig({ testTimeout: 30_000 });
beforeAll(async () => {
  await Promise.all([loadCatalog("de"), loadCatalog("he"), eclipseUi.prepare!()]);
});

function gameOf(s: EclipseState, seat: number, log: LogEntry[] = []): GameState {
  return {
    gameId: "e",
    ruleset: "eclipse",
    version: 1,
    seat,
    view: eclipse.view(s, seat),
    pending: eclipse.pending(s),
    legalActions: eclipse.legalActions(s, seat) as unknown as Action[],
    outcome: eclipse.outcome(s),
    log,
  };
}

/** What the game page puts together: the board, the action list, the player boards and the log. */
function Table({ game }: { game: GameState }) {
  const t = useT();
  const describeAction = (a: Action) => describeWith(eclipseUi.describe, a, game.view, game.seat, t);
  const props = { game, actions: game.legalActions, submit: () => {}, busy: false, describe: describeAction };
  return (
    <>
      <p data-testid="prompt">{eclipseUi.promptText!(game.pending[0]!, t)}</p>
      <EclipseBoard {...props} />
      <ActionList
        actions={game.legalActions}
        describe={describeAction}
        groupName={(type) => eclipseUi.actionGroup!(type, t)}
        submit={() => {}}
        busy={false}
      />
      <EclipsePanels {...props} />
      <LogPanel log={game.log} words={(e) => eclipseUi.logText!(e, game.view, t)} />
    </>
  );
}

function renderIn(lang: Language, game: GameState) {
  return render(
    <I18nProvider initial={lang}>
      <Table game={game} />
    </I18nProvider>,
  );
}

const exploreLine = (s: EclipseState): LogEntry => ({
  seat: s.turn,
  kind: "action",
  text: `Seat ${s.turn + 1}: P${s.turn + 1} explore pos=0,-1`,
  action: { type: "explore", pos: "0,-1" },
});

function playUntil(seed: string, stop: (s: EclipseState) => boolean): EclipseState {
  let s = eclipse.setup({ players: 2, rounds: 9 }, seed);
  const rng = Rng.fromSeed(seed);
  for (let i = 0; i < 20_000 && !stop(s); i++) {
    const d = eclipse.pending(s)[0]!;
    const legal = eclipse.legalActions(s, d.player);
    s = eclipse.apply(s, d.player, legal[rng.index(legal.length)]!);
  }
  return s;
}

/** Text of the rendered page, aria labels and titles included (what a person or a reader hears). */
function pageText(container: HTMLElement): string {
  const labels = [...container.querySelectorAll("[aria-label], [title]")].flatMap((el) => [
    el.getAttribute("aria-label") ?? "",
    el.getAttribute("title") ?? "",
  ]);
  return [container.textContent ?? "", ...labels].join("\n");
}

/** English words of the English table that must not be left in another language. */
const ENGLISH =
  /\b(Round|Action phase|Explore|Research|Pass|Blueprints|Technology supply|storage|Interceptor|Terrans|Influence|Move|Build|Upgrade|Sector|colony ships|graveyard|initiative|energy)\b/;

describe("the Eclipse table in German (terms of the German quick reference)", () => {
  it("the board, the action list, a log line and the prompt read in German", () => {
    const s = eclipse.setup({ players: 2, rounds: 9 }, "i18n-de");
    const { container } = renderIn("de", gameOf(s, s.turn, [exploreLine(s)]));
    expect(screen.getByTestId("ec-status").textContent).toBe("Runde 1 · Aktionsphase · Aktion wählen");
    expect(screen.getByTestId("prompt").textContent).toBe("Eine Aktion oder Reaktion ausführen oder passen");
    expect(screen.getByRole("heading", { name: "Baupläne" })).toBeTruthy();
    expect(screen.getByRole("heading", { name: "Nachschubtafel · Runde 1 von 9" })).toBeTruthy();
    expect(container.querySelector('[data-hull="interceptor"] strong')!.textContent).toBe("Abfangjäger");
    expect(screen.getAllByRole("button", { name: /^Hier erkunden: Position/ }).length).toBeGreaterThan(0);
    expect(screen.getAllByText(/^Geld: \d+$/).length).toBe(2);
    // The action list: German words and the actions' group headings.
    const legends = [...container.querySelectorAll(".action-group legend")].map((l) => l.textContent);
    expect(legends).toEqual(
      expect.arrayContaining(["Erkundung", "Einfluss", "Umrüstung", "Bauen", "Passen"]),
    );
    expect(screen.getAllByRole("button", { name: "Passen" }).length).toBe(2); // the action list and the board's step buttons
    expect(screen.getAllByRole("button", { name: "Einfluss (bis zu 2 Einflussmarker bewegen)" }).length).toBe(
      2,
    );
    expect(
      screen.getAllByRole("button", { name: /^Erkundung bei \u2066-?\d+,-?\d+\u2069$/ }).length,
    ).toBeGreaterThan(0);
    // The log line: the seat by its colour, the action in words.
    const line = container.querySelector(".log-panel li")!.textContent;
    expect(line).toMatch(
      /^(Rote|Blaue|Grüne|Gelbe|Weiße|Schwarze) Terraner: Erkundung bei \u20660,-1\u2069$/,
    );
    expect(pageText(container)).not.toMatch(ENGLISH);
  });

  it("the blueprint editor refuses in German, with the rule (E-A4)", () => {
    let s = eclipse.setup({ players: 2, rounds: 9 }, "i18n-de-upgrade");
    s = eclipse.apply(s, s.turn, { type: "upgrade" });
    s = eclipse.apply(s, s.turn, { type: "upgrade-slot", hull: "interceptor", slot: 0 });
    renderIn("de", gameOf(s, s.turn));
    expect(
      screen.getByText(/^Schiffsplättchen für Abfangjäger, Feld 1 wählen \(noch 2 Plättchen\)$/),
    ).toBeTruthy();
    fireEvent.click(
      within(screen.getByRole("region", { name: "Schiffsplättchen" })).getByRole("button", {
        name: /^Plasmakanone/,
      }),
    );
    expect(screen.getByRole("alert").textContent).toBe(
      "Abgelehnt — E-A4: braucht die Technologie Plasmakanone",
    );
  });

  it("a battle reads in German, its odds in German number format", () => {
    const s = playUntil("web-battle", (x) => x.step.kind === "battle");
    const seat = eclipse.pending(s)[0]!.player;
    const { container } = renderIn("de", gameOf(s, seat));
    const battle = screen.getByRole("region", { name: "Kampf" });
    expect(battle.querySelector("h3")!.textContent).toMatch(/^Kampf in Sektor \d+$/);
    expect(screen.getByTestId("battle-odds").textContent).toMatch(
      /^Chancen \(.+ Terraner greifen .+ an\): Angreifer [\d,]+\s% · Verteidiger/,
    );
    expect(pageText(container)).not.toMatch(ENGLISH);
  });
});

describe("the Eclipse table in Hebrew", () => {
  it("the board, the action list, a log line and the prompt read in Hebrew", () => {
    const s = eclipse.setup({ players: 2, rounds: 9 }, "i18n-he");
    const { container } = renderIn("he", gameOf(s, s.turn, [exploreLine(s)]));
    expect(screen.getByTestId("ec-status").textContent).toBe("סיבוב 1 · שלב הפעולות · בחירת פעולה");
    expect(screen.getByTestId("prompt").textContent).toBe("בצעו פעולה או תגובה, או ותרו");
    expect(screen.getByRole("heading", { name: "שרטוטים" })).toBeTruthy();
    expect(container.querySelector('[data-hull="dreadnought"] strong')!.textContent).toBe("ספינת מערכה");
    expect(screen.getAllByRole("button", { name: /^לחקור כאן: מיקום/ }).length).toBeGreaterThan(0);
    const legends = [...container.querySelectorAll(".action-group legend")].map((l) => l.textContent);
    expect(legends).toEqual(expect.arrayContaining(["חקירה", "השפעה", "שדרוג", "בנייה", "ויתור"]));
    expect(screen.getAllByRole("button", { name: "ויתור" }).length).toBe(2);
    const line = container.querySelector(".log-panel li")!.textContent;
    expect(line).toMatch(/^טרנים (אדומים|כחולים|ירוקים|צהובים|לבנים|שחורים): חקירה במיקום \u20660,-1\u2069$/);
    // Hebrew plurals: no reputation tile yet.
    expect(container.textContent).toContain("0 אסימונים");
    expect(pageText(container)).not.toMatch(ENGLISH);
  });
});
