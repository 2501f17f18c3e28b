// @vitest-environment jsdom
/**
 * Any battle reopens from its log line (issue 31): the record rides with the story line that
 * ended it, in the log every seat is served, so an early battle shows again with its own rounds,
 * dice and losses after later battles were fought — not only the last one.
 */
import { Rng, seedRng } from "@koprulu/engine";
import { type LiteState, starcraftLite } from "@koprulu/starcraft-lite/ruleset";
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import type { LogEntry } from "../api/types";
import { I18nProvider } from "../i18n";
import { loadCatalog } from "../i18n/catalogs";
import { preloadScCatalog } from "../starcraft/catalog";
import { battleRecords, endsLiteBattle } from "./battleRecords";
import { LiteBattleReveal } from "./LiteBattleReveal";

afterEach(cleanup);
beforeAll(async () => {
  await preloadScCatalog();
  await loadCatalog("he");
}, 60_000);

/** A random 2-player game, logged as the server logs it (the story of each action), until 3 battles ended. */
function logged(seed: string): { s: LiteState; log: LogEntry[] } {
  let s = starcraftLite.setup(starcraftLite.defaultOptions(2), seed);
  const rng = new Rng(seedRng(seed));
  const log: LogEntry[] = [];
  for (let i = 0; i < 8000 && !starcraftLite.outcome(s); i++) {
    const d = starcraftLite.pending(s)[0]!;
    const a = rng.pick(starcraftLite.legalActions(s, d.player));
    const next = starcraftLite.apply(s, d.player, a);
    const told = starcraftLite.tellAction!(s, d.player, a, next);
    // the log as it crosses the wire: JSON
    log.push(JSON.parse(JSON.stringify({ seq: i + 1, seat: d.player, text: told.text, story: told.story })));
    s = next;
    if (log.filter(endsLiteBattle).length >= 3) break;
  }
  return { s, log };
}

describe("a Lite battle reopened from the log", () => {
  it("every battle's line can be reopened; the first one shows its own rounds, dice and losses", () => {
    const { s, log } = logged("lite-reveal-1");
    const ends = log.map((e, i) => (endsLiteBattle(e) ? i : -1)).filter((i) => i >= 0);
    expect(ends.length).toBeGreaterThanOrEqual(3);
    const first = battleRecords(log[ends[0]!])[0]!;
    // an earlier battle than the state's last one
    expect(first).not.toEqual(s.lastBattle);
    const onClose = vi.fn();
    const view = starcraftLite.view(s, 0);
    render(
      <I18nProvider initial="en">
        <LiteBattleReveal log={log} at={ends[0]!} view={view} onClose={onClose} />
      </I18nProvider>,
    );
    const panel = screen.getByTestId("lite-reveal");
    expect(panel.getAttribute("aria-label")).toBe("Battle");
    expect(panel.querySelector(".lite-reveal-battle")!.getAttribute("data-area")).toBe(first.input.area);
    // one round board per round of that battle, each with its dice drawn and named
    expect(panel.querySelectorAll(".lite-round-board")).toHaveLength(first.reports.length);
    const rolled = first.reports.reduce((n, r) => n + Object.values(r.dice).flat().length, 0);
    const dice = screen.queryAllByRole("img", { name: /^die showing [1-6], (hit|miss)$/ });
    expect(dice).toHaveLength(rolled);
    // the losses: as many units marked destroyed as the battle destroyed
    expect(screen.getByTestId("lite-reveal-summary").textContent).toMatch(
      new RegExp(`${first.destroyed.length} units? destroyed`),
    );
    expect(screen.getAllByTestId("lite-round-result")).toHaveLength(first.reports.length);
    fireEvent.click(screen.getByRole("button", { name: "Close the battle summary" }));
    expect(onClose).toHaveBeenCalledOnce();
  });

  it("in Hebrew too, and an entry without a battle record (logged before it existed) shows nothing", () => {
    const { s, log } = logged("lite-reveal-1");
    const at = log.findIndex(endsLiteBattle);
    const view = starcraftLite.view(s, 1);
    render(
      <I18nProvider initial="he">
        <LiteBattleReveal log={log} at={at} view={view} onClose={() => {}} />
      </I18nProvider>,
    );
    expect(screen.getByTestId("lite-reveal-summary").textContent).toMatch(/תקף את/);
    cleanup();
    const old = JSON.parse(JSON.stringify(log[at])) as { story: { args?: Record<string, unknown> }[] };
    for (const l of old.story) delete l.args?.record;
    expect(endsLiteBattle(old as LogEntry)).toBe(false);
    const { container } = render(
      <I18nProvider initial="en">
        <LiteBattleReveal log={[old as LogEntry]} at={0} view={view} onClose={() => {}} />
      </I18nProvider>,
    );
    expect(container.textContent).toBe("");
  });

  it("names the sides as the page does when it passes its seat names", () => {
    const { s, log } = logged("lite-reveal-1");
    const at = log.findIndex(endsLiteBattle);
    const record = battleRecords(log[at])[0]!;
    render(
      <I18nProvider initial="en">
        <LiteBattleReveal
          log={log}
          at={at}
          view={starcraftLite.view(s, 0)}
          nameOf={(seat) => ["Ann", "Ben"][seat]!}
          onClose={() => {}}
        />
      </I18nProvider>,
    );
    const names = ["Ann", "Ben"];
    expect(screen.getByTestId("lite-reveal-summary").textContent).toContain(
      `${names[record.input.attacker.player]} attacked ${names[record.input.defender.player]}`,
    );
  });

  it("opens only on request: not by itself when a battle ends (the board keeps the last battle's line)", () => {
    const { s, log } = logged("lite-reveal-1");
    const at = log.findLastIndex(endsLiteBattle);
    const { container } = render(
      <I18nProvider initial="en">
        <LiteBattleReveal
          log={log}
          at={at}
          view={starcraftLite.view(s, 0)}
          chosen={false}
          onClose={() => {}}
        />
      </I18nProvider>,
    );
    expect(container.textContent).toBe("");
  });
});
