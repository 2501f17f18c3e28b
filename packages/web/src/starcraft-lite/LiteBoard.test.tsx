// @vitest-environment jsdom
import { Rng, seedRng } from "@koprulu/engine";
import { type LiteState, starcraftLite } from "@koprulu/starcraft-lite/ruleset";
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { createIntl } from "react-intl";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import type { Action, GameState } from "../api/types";
import { I18nProvider } from "../i18n";
import { catalogFor, loadCatalog } from "../i18n/catalogs";
import { preloadScCatalog } from "../starcraft/catalog";
import { describeLiteAction, englishWords } from "./describe";
import { liteActionGroup } from "./groups";
import { LiteBoard } from "./LiteBoard";
import { LitePanels } from "./LitePanels";
import { liteLogText } from "./log";
import { litePromptText } from "./prompts";

afterEach(cleanup);
// The StarCraft catalog (a lazy chunk) loads once before the first render, not inside a test's wait.
beforeAll(() => preloadScCatalog(), 60_000);

function gameOf(s: LiteState, seat: number): GameState {
  return {
    gameId: "g-lite",
    ruleset: "starcraft-lite",
    version: 1,
    seat,
    view: starcraftLite.view(s, seat),
    pending: starcraftLite.pending(s),
    legalActions: starcraftLite.legalActions(s, seat) as unknown as Action[],
    outcome: null,
    log: [],
  };
}

function renderLite(s: LiteState, seat: number) {
  const game = gameOf(s, seat);
  const submit = vi.fn();
  const describe = (a: Action) => describeLiteAction(a) ?? a.type;
  const utils = render(
    <LiteBoard game={game} actions={game.legalActions} submit={submit} busy={false} describe={describe} />,
  );
  return { submit, game, ...utils };
}

/** Random play until `until` holds. */
function playUntil(seed: string, until: (s: LiteState) => boolean): LiteState {
  let s = starcraftLite.setup(starcraftLite.defaultOptions(2), seed);
  const rng = new Rng(seedRng(seed));
  for (let i = 0; i < 5000 && !until(s) && !starcraftLite.outcome(s); i++) {
    const d = starcraftLite.pending(s)[0];
    s = starcraftLite.apply(s, d.player, rng.pick(starcraftLite.legalActions(s, d.player)));
  }
  return s;
}

describe("StarCraft Lite table", () => {
  it("draws the galaxy (StarCraft's component) with the Lite decisions clickable in place", async () => {
    let s = starcraftLite.setup(starcraftLite.defaultOptions(2), "web");
    while (s.frame.kind === "galaxy") {
      const p = starcraftLite.pending(s)[0].player;
      s = starcraftLite.apply(s, p, starcraftLite.legalActions(s, p)[0]);
    }
    const seat = s.frame.kind === "home" ? s.frame.queue[0] : 0;
    const { container, submit } = renderLite(s, seat);
    await screen.findByTestId("round");
    for (const planet of s.board.planetOrder)
      expect(container.querySelector(`[data-planet="${planet}"]`)).not.toBeNull();
    const home = starcraftLite.legalActions(s, seat)[0] as { type: "home"; area: string };
    const el = container.querySelector(`[data-key="area:${home.area}"]`)!;
    fireEvent.click(el);
    expect(submit).toHaveBeenCalledWith(home);
  });

  it("shows the phases, hot spots, and the dice battlefield with its rolls", async () => {
    const found = ["web-battle", "web-battle-2", "web-battle-3", "web-battle-4"]
      .map((seed) => playUntil(seed, (x) => x.battle !== null && x.battle.reports.length > 0))
      .find((x) => x.battle !== null);
    if (!found) throw new Error("no battle with a finished round in the random games");
    const s = found;
    const seat = starcraftLite.pending(s)[0].player;
    const { container } = renderLite(s, seat);
    await screen.findByTestId("phase");
    expect(container.querySelector(".lite-board")!.getAttribute("data-phase")).toBe(s.phase);
    expect(screen.getByTestId("phase").textContent).toBe(
      { mobilize: "Mobilize", technology: "Technology", build: "Build", regrouping: "Regrouping" }[
        s.phase as string
      ],
    );
    expect(screen.getByTestId("lite-hotspots").textContent).toContain("Hot spots");
    expect(screen.getByTestId("lite-battle").textContent).toContain("Battle in");
    // dice drawn as dice, named for screen readers with the face and whether it hit
    const dice = screen.getAllByRole("img", { name: /^die showing [1-6], (hit|miss)$/ });
    expect(dice.length).toBeGreaterThan(0);
    for (const d of dice)
      expect(d.getAttribute("aria-label")).toBe(
        `die showing ${d.getAttribute("data-face")}, ${d.getAttribute("data-hit") === "true" ? "hit" : "miss"}`,
      );
    expect(screen.getByTestId("lite-hits-on-0").textContent).toMatch(/hits on \d\+/);
    expect(screen.getByTestId("lite-battle-odds").textContent).toMatch(
      /Before round \d+ [<>]?\d+% attacker · [<>]?\d+% defender/,
    );
  });

  it("A13/L-R: hot spots are drawn on their areas of the map (an SVG flame, the token count, ≥ 12 px text)", async () => {
    const s = playUntil("web-hot", (x) => Object.keys(x.hotSpots).length > 0 && x.frame.kind !== "galaxy");
    const hot = Object.entries(s.hotSpots);
    expect(hot.length).toBeGreaterThan(0);
    const { container } = renderLite(s, 0);
    await screen.findByTestId("round");
    for (const [area, n] of hot) {
      const mark = container.querySelector(`[data-area-mark="${area}"]`);
      expect(mark, area).not.toBeNull();
      // inside the area's own clickable box, so it sits on the area
      expect(mark!.closest(`[data-key="area:${area}"]`)).not.toBeNull();
      expect(mark!.querySelector("text")!.textContent).toBe(`${n}`);
      // The flame is a shape, not an emoji (which renders as a box without an emoji font).
      expect(mark!.querySelector('[data-glyph="flame"] path')).not.toBeNull();
      expect(mark!.textContent).not.toMatch(/\p{Extended_Pictographic}/u);
      expect(Number(mark!.querySelector("text")!.getAttribute("font-size"))).toBeGreaterThanOrEqual(12);
      expect(mark!.querySelector("title")!.textContent).toContain(`${n} token`);
    }
    expect(container.querySelectorAll("[data-area-mark]")).toHaveLength(hot.length);
  });

  it("L-E1: the player places each worker himself — held resource cards are clicked on the map", async () => {
    const s = playUntil(
      "web-pay",
      (x) =>
        x.frame.kind === "build" &&
        !!x.frame.owed &&
        starcraftLite
          .legalActions(x, x.frame.player)
          .some((a) => a.type === "place-worker" && a.source.includes("#")),
    );
    if (s.frame.kind !== "build" || !s.frame.owed) throw new Error("no open payment in the random game");
    const seat = s.frame.player;
    const { container, submit } = renderLite(s, seat);
    await screen.findByTestId("round");
    expect(screen.getByTestId("lite-owed").textContent).toContain("Place your workers");
    const onCard = starcraftLite
      .legalActions(s, seat)
      .find((a) => a.type === "place-worker" && a.source.includes("#"))!;
    const card = container.querySelector(`[data-key="resource:${(onCard as { source: string }).source}"]`)!;
    expect(card).not.toBeNull();
    fireEvent.click(card);
    expect(submit).toHaveBeenCalledWith(onCard);
    // Permanent resources (no card on the map) are buttons in the decision bar.
    for (const a of starcraftLite.legalActions(s, seat))
      if (a.type === "place-worker" && !a.source.includes("#"))
        expect(screen.getByRole("button", { name: describeLiteAction(a as never)! })).toBeTruthy();
  });

  it("L-B2: removing an own unit to make room is a click on that unit", async () => {
    const s = playUntil(
      "web-room",
      (x) =>
        x.frame.kind === "build" &&
        starcraftLite.legalActions(x, x.frame.player).some((a) => a.type === "make-room"),
    );
    if (s.frame.kind !== "build") throw new Error("no make-room offer in the random game");
    const seat = s.frame.player;
    const room = starcraftLite.legalActions(s, seat).find((a) => a.type === "make-room")!;
    const { container, submit } = renderLite(s, seat);
    await screen.findByTestId("round");
    const el = container.querySelector(`[data-key="unit:${(room as { unit: number }).unit}"]`);
    expect(el).not.toBeNull();
    fireEvent.click(el!);
    const menu = screen.queryByRole("button", { name: describeLiteAction(room as never)! });
    if (menu) fireEvent.click(menu);
    expect(submit).toHaveBeenCalledWith(room);
  });

  it("shows the odds before attacking an occupied area", async () => {
    const s = playUntil("web-odds", (x) => {
      if (x.frame.kind !== "mobilize" || !x.frame.warp || x.frame.warp.sent.length === 0) return false;
      const t = x.frame.warp.target;
      const p = x.frame.player;
      return x.board.units.some((u) => u.area === t && u.owner !== p);
    });
    if (s.frame.kind !== "mobilize") throw new Error("no attack found");
    renderLite(s, s.frame.player);
    expect((await screen.findByTestId("lite-odds")).textContent).toMatch(/you hold it \d+%/);
  });

  it("keeps the last battle's rolls on the table after it ends", async () => {
    const s = playUntil(
      "web-last",
      (x) => x.battle === null && x.lastBattle !== null && x.lastBattle.reports.length > 0,
    );
    expect(s.lastBattle).not.toBeNull();
    renderLite(s, 0);
    expect((await screen.findByTestId("lite-last-battle")).textContent).toContain("Last battle in");
    // the whole battle reopens, round by round, with its dice
    expect(screen.queryAllByRole("img", { name: /^die showing/ })).toHaveLength(0);
    fireEvent.click(screen.getByTestId("lite-reopen-battle"));
    expect(screen.getAllByRole("img", { name: /^die showing [1-6], (hit|miss)$/ }).length).toBeGreaterThan(0);
    expect(screen.getAllByTestId("lite-round-result").length).toBe(s.lastBattle!.reports.length);
  });

  it("L-S3 setup by sight: the revealed planet is drawn where it goes at each legal turn, confirmed from the bar", async () => {
    let s = starcraftLite.setup(starcraftLite.defaultOptions(2), "web-place");
    // the second planet: its turns are those that connect it (the first may take any)
    for (
      let i = 0;
      i < 20 && !(s.frame.kind === "galaxy" && s.frame.reveal && s.board.planetOrder.length > 0);
      i++
    ) {
      const p = starcraftLite.pending(s)[0].player;
      s = starcraftLite.apply(s, p, starcraftLite.legalActions(s, p)[0]);
    }
    const f = s.frame as Extract<LiteState["frame"], { kind: "galaxy" }>;
    expect(f.reveal).not.toBeNull();
    const seat = starcraftLite.pending(s)[0].player;
    const turns = starcraftLite.legalActions(s, seat).map((a) => (a as { rotation: number }).rotation);
    const { container, submit } = renderLite(s, seat);
    const bar = await screen.findByTestId("lite-placement");
    expect(bar.getAttribute("data-planet")).toBe(f.reveal!.planet);
    // the planet drawn in place on the map (the galaxy's preview tile), not only in the bar
    expect(container.querySelector("svg.galaxy .planet-preview")).not.toBeNull();
    expect(bar.getAttribute("data-rotation")).toBe(String(turns[0]));
    if (turns.length > 1) {
      fireEvent.click(screen.getByRole("button", { name: "Next turn" }));
      expect(screen.getByTestId("lite-placement").getAttribute("data-rotation")).toBe(String(turns[1]));
    }
    fireEvent.click(screen.getByRole("button", { name: /^Place .+ like this$/ }));
    expect(submit).toHaveBeenCalledWith({ type: "rotate", rotation: turns[turns.length > 1 ? 1 : 0] });
  });

  it("L-T2: a Technology step with only 'no upgrade' says why in the decision bar (the ruleset's explain)", async () => {
    let s = playUntil("web-tech", (x) => x.frame.kind === "technology");
    s = { ...s, board: { ...s.board, players: s.board.players.map((p) => ({ ...p, workerPool: 0 })) } };
    const seat = 0;
    const game = {
      ...gameOf(s, seat),
      unavailable: starcraftLite.explain!(s, seat) as unknown as GameState["unavailable"],
    };
    render(
      <LiteBoard
        game={game}
        actions={game.legalActions}
        submit={vi.fn()}
        busy={false}
        describe={(a) => describeLiteAction(a) ?? a.type}
      />,
    );
    const why = await screen.findByTestId("lite-reasons");
    expect(why.textContent).toMatch(/^Not possible now/);
    expect(why.textContent).toMatch(/an upgrade costs 1 mineral \+ 1 gas|not unlocked yet|star module/);
    expect(why.querySelectorAll("li").length).toBe(game.unavailable!.length);
  });

  it("panels show the unlock tree and upgrades", () => {
    const s = playUntil("web-panels", (x) => x.phase === "build");
    const game = gameOf(s, 0);
    render(<LitePanels game={game} actions={[]} submit={() => {}} busy={false} describe={() => ""} />);
    expect(screen.getAllByLabelText(/Unlock tree of (Terran|Zerg|Protoss)( [12])?$/)).toHaveLength(2);
    expect(screen.getAllByText("unlocked").length).toBeGreaterThanOrEqual(2);
  });
});

describe("Lite options in the lobby", () => {
  it("L-O: every lobby choice gives options the ruleset accepts", async () => {
    const { liteOptionsFor } = await import("./CreateOptions");
    for (const end of ["30", "25", "short"] as const)
      for (const flag of [false, true])
        expect(
          starcraftLite.validateOptions?.(
            liteOptionsFor(4, { end, weakerEvents: flag, catchUpEvents: !flag, slowHarvest: flag }),
          ),
        ).toBeNull();
  });
});

/** What must never show on the Lite table: `#3`, "unit 12", a seat counted from 0, kebab-case ids. */
const RAW_IDS = [/#\d/, /\bunit \d/i, /\bseat 0\b/i, /\b[a-z0-9]+(?:-[a-z0-9]+)+\b/];

function rawIdsIn(text: string): string[] {
  return RAW_IDS.filter((r) => r.test(text)).map((r) => `${r} in "${text}"`);
}

describe("Lite words: names, never raw ids", () => {
  it("every legal action's words and its log line name units, areas, planets, routes and seats", () => {
    const problems = new Set<string>();
    const kinds = new Set<string>();
    for (const seed of ["words-1", "words-2", "words-3"]) {
      let s = starcraftLite.setup(starcraftLite.defaultOptions(2), seed);
      const rng = new Rng(seedRng(seed));
      for (let i = 0; i < 1500 && !starcraftLite.outcome(s); i++) {
        const d = starcraftLite.pending(s)[0];
        const view = starcraftLite.view(s, d.player);
        // Every decision's prompt has its words in the catalogs.
        if (!litePromptText(d, englishWords)) problems.add(`no prompt words for ${d.kind}`);
        const legal = starcraftLite.legalActions(s, d.player) as unknown as Action[];
        for (const a of legal) {
          const text = describeLiteAction(a, view);
          kinds.add(a.type);
          if (!liteActionGroup(a.type, englishWords)) problems.add(`no group heading for ${a.type}`);
          if (!text) problems.add(`no words for ${a.type}`);
          else for (const p of rawIdsIn(text)) problems.add(p);
        }
        const a = rng.pick(legal);
        s = starcraftLite.apply(s, d.player, a as never);
        const line = liteLogText(
          { seat: d.player, text: `Seat ${d.player + 1} plays ${JSON.stringify(a)}`, action: a },
          starcraftLite.view(s, d.player),
          undefined,
          (seat) => `Seat ${seat + 1} (Terran)`,
        );
        for (const p of rawIdsIn(line ?? "")) problems.add(p);
      }
    }
    expect([...problems].slice(0, 10)).toEqual([]);
    // The games reached the decisions that name units, areas and battles.
    for (const k of ["move", "send", "build-unit", "place-worker", "lite-retreat"])
      expect(kinds).toContain(k);
  });

  it("the log names the player (seats from 1) and tells a hidden choice without its content", async () => {
    const view = starcraftLite.view(starcraftLite.setup(starcraftLite.defaultOptions(2), "log"), 0);
    const nameOf = (seat: number) => ["Ann (Zerg)", "Seat 2 (Terran)"][seat];
    expect(
      liteLogText(
        { seat: 1, text: "Seat 2 made a hidden choice (research).", action: { type: "research" } },
        view,
        undefined,
        nameOf,
      ),
    ).toBe("Seat 2 (Terran) made a hidden choice.");
    expect(
      liteLogText(
        { seat: 0, text: "Seat 1 plays {}", action: { type: "end-build" } },
        view,
        undefined,
        nameOf,
      ),
    ).toBe("Ann (Zerg): End the Build phase");
    // The server's English take-back notice is told in the reader's language.
    await loadCatalog("de");
    const de = (key: string, values?: Record<string, string | number>) =>
      createIntl({ locale: "de", messages: catalogFor("de") }).formatMessage({ id: key }, values);
    expect(
      liteLogText(
        { seat: 0, kind: "undo", text: "Seat 1 takes back their last action." },
        view,
        de as never,
        nameOf,
      ),
    ).toBe("Ann (Zerg) nimmt die letzte Aktion zurück.");
    // A past move names the unit by type: where it stands now would mislead.
    const started = starcraftLite.view(
      playUntil("log-move", (x) => x.phase === "mobilize"),
      0,
    );
    const u = started.board.units[0];
    const line = liteLogText(
      { seat: 0, text: "Seat 1 plays {}", action: { type: "move", unit: u.id, area: u.area } },
      started,
      undefined,
      nameOf,
    )!;
    expect(line).toMatch(/^Ann \(Zerg\): Move [A-Z][a-z]+( [A-Z][a-z]+)? to .+ area \d/);
    expect(line).not.toContain(" in ");
  });

  it("the battlefield and the panels show no raw ids", async () => {
    const found = ["web-battle", "web-battle-2", "web-battle-3", "web-battle-4"]
      .map((seed) => playUntil(seed, (x) => x.battle !== null && x.battle.reports.length > 0))
      .find((x) => x.battle !== null);
    if (!found) throw new Error("no battle with a finished round in the random games");
    const seat = starcraftLite.pending(found)[0].player;
    const { container } = renderLite(found, seat);
    await screen.findByTestId("lite-battle");
    render(
      <LitePanels
        game={gameOf(found, seat)}
        actions={[]}
        submit={() => {}}
        busy={false}
        describe={() => ""}
      />,
      {
        container: container.appendChild(document.createElement("div")),
      },
    );
    const text = [
      ...container.querySelectorAll(".sc-topline, .lite-battle, .lite-panels, .decision-bar, .lite-hotspots"),
    ]
      .map((e) => e.textContent ?? "")
      .join(" | ");
    expect(text).toContain("Attacker:");
    expect(rawIdsIn(text)).toEqual([]);
  });
});

describe("Lite table in Hebrew and German (issue 20)", () => {
  it.each([
    ["he", "הנעת כוחות", "עץ הפתיחה של"],
    ["de", "Mobilisieren", "Freischaltbaum von"],
  ] as const)(
    "%s: the phase line, the decision words and the panels are in the language",
    async (lang, mobilize, tree) => {
      await loadCatalog(lang);
      const s = playUntil("lang-lite", (x) => x.phase === "mobilize");
      const seat = starcraftLite.pending(s)[0].player;
      const game = gameOf(s, seat);
      const { container } = render(
        <I18nProvider initial={lang}>
          <LiteBoard
            game={game}
            actions={game.legalActions}
            submit={() => {}}
            busy={false}
            describe={(a) => a.type}
          />
          <LitePanels game={game} actions={[]} submit={() => {}} busy={false} describe={() => ""} />
        </I18nProvider>,
      );
      expect((await screen.findByTestId("phase")).textContent).toBe(mobilize);
      expect(screen.getAllByLabelText(new RegExp(tree))).toHaveLength(2);
      // The action words through the same catalog: no English left in them.
      const t = (key: string, values?: Record<string, string | number>) =>
        createIntl({ locale: lang, messages: catalogFor(lang) }).formatMessage({ id: key }, values);
      const words = game.legalActions.map((a) => describeLiteAction(a, game.view, t as never) ?? "");
      expect(words.join(" ")).not.toMatch(/\b(Move|Send|End the|Inter-planetary|area)\b/);
      expect(container.querySelector(".sc-topline")!.textContent).not.toMatch(
        /\b(Round|Phase|Stage|decision)\b/,
      );
    },
  );
});
