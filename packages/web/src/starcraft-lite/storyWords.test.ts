/**
 * The Lite log's story in the reader's language: every story id has words in each catalog, a
 * Hebrew or German reader reads a battle and a new round without English, and an action this
 * table cannot describe is told generically (never the server's code).
 */
import { Rng } from "@koprulu/engine";
import { LITE_STORY_IDS, type LiteState, starcraftLite } from "@koprulu/starcraft-lite/ruleset";
import { createIntl } from "react-intl";
import { beforeAll, describe, expect, it } from "vitest";
import type { Action, LogEntry } from "../api/types";
import type { Translate } from "../i18n";
import { de } from "../i18n/catalogs/de";
import { en } from "../i18n/catalogs/en";
import { he } from "../i18n/catalogs/he";
import { preloadScCatalog } from "../starcraft/catalog";
import { liteLogText } from "./log";
import { LITE_STORY_KEYS } from "./storyWords";

const CATALOGS = { en, he, de } as Record<string, Record<string, string>>;
function translator(locale: string): Translate {
  const intl = createIntl({ locale, messages: CATALOGS[locale]! });
  return (key, values) => intl.formatMessage({ id: key }, values);
}
const T = { en: translator("en"), he: translator("he"), de: translator("de") };
const name = (seat: number) => ["Jim Raynor", "Aldaris", "The Overmind"][seat] ?? `#${seat}`;

/** A random 3-player game: each entry as the server sends it, with the spectator's view after. */
function playedLog() {
  let s: LiteState = starcraftLite.setup(starcraftLite.defaultOptions(3), "lite-story-1");
  const rng = Rng.fromSeed("lite-story-1");
  const out: { entry: Exclude<LogEntry, string>; view: unknown }[] = [];
  for (let i = 0; i < 20000 && starcraftLite.pending(s).length > 0; i++) {
    const d = starcraftLite.pending(s)[0]!;
    const legal = starcraftLite.legalActions(s, d.player);
    const a = legal[rng.index(legal.length)]!;
    const next = starcraftLite.apply(s, d.player, a);
    const told = starcraftLite.tellAction!(s, d.player, a, next);
    s = next;
    out.push({
      entry: {
        seat: d.player,
        kind: "action",
        text: `Seat ${d.player + 1}: ${told.text}`,
        action: a as unknown as Action,
        story: [...(told.story ?? [])] as { id: string; args?: Record<string, unknown> }[],
      },
      view: starcraftLite.view(s, "spectator"),
    });
  }
  return out;
}

const ENGLISH = /\b(Battle|Round|begins|wins|loses|scores|draws|conquest|phase|Nobody|Game over)\b/;

describe("StarCraft Lite story words", () => {
  beforeAll(() => preloadScCatalog());

  it.each(["en", "he", "de"])("every story id has a message in %s", (lang) => {
    for (const id of LITE_STORY_IDS) expect(CATALOGS[lang]![LITE_STORY_KEYS[id]], id).toBeTruthy();
  });

  const log = playedLog();
  const withStory = (id: string) =>
    log.find((e) => (e.entry as { story?: { id: string }[] }).story?.some((m) => m.id === id))!;

  it.each([
    ["he", /קרב ב־/, /סיבוב \d+ מתחיל/],
    ["de", /Kampf in /, /Runde \d+ beginnt/],
  ] as const)("a %s reader reads a battle and a new round without English", (lang, battle, round) => {
    const t = T[lang];
    const won = withStory("battle-won") ?? withStory("battle-empty");
    const fight = liteLogText(withStory("battle-start").entry, withStory("battle-start").view, t, name)!;
    const end = liteLogText(won.entry, won.view, t, name)!;
    const next = liteLogText(withStory("round").entry, withStory("round").view, t, name)!;
    expect(fight).toMatch(battle);
    expect(next).toMatch(round);
    for (const line of [fight, end, next]) {
      expect(line).not.toMatch(ENGLISH);
      expect(line).not.toMatch(/lite\.|undefined|NaN|[{}]/);
    }
  });

  it("every line of a whole game reads in German without a message id, JSON or English story words", () => {
    for (const { entry, view } of log) {
      const line = liteLogText(entry, view, T.de, name)!;
      expect(line, JSON.stringify(entry)).not.toMatch(/lite\.|undefined|NaN|[{}"]/);
      expect(line, JSON.stringify(entry)).not.toMatch(ENGLISH);
    }
  });

  it.each(["he", "de"] as const)(
    "an action or story id this table does not know is told generically in %s",
    (lang) => {
      const t = T[lang];
      const line = liteLogText(
        {
          seat: 0,
          kind: "action",
          text: 'Seat 1 plays {"type":"warp-storm"}',
          action: { type: "warp-storm" },
          story: [{ id: "supernova" }],
        },
        log[0]!.view,
        t,
        name,
      )!;
      expect(line).toBe(`${t("lite.log.unknown", { who: "Jim Raynor" })}. ${t("lite.story.unknown")}.`);
      expect(line).not.toMatch(/warp|supernova|plays/);
    },
  );

  it.each([
    ["en", /\byour?\b/i],
    ["de", /\b(dein|deine|deinen|deinem|deiner|du)\b/i],
    ["he", /שלך|שלכם/],
  ] as const)(
    "narrates every action in %s from a neutral point of view: the actor by name, never 'your'",
    (lang, your) => {
      const t = T[lang];
      let narrated = 0;
      for (const { entry, view } of log) {
        const line = liteLogText(entry, view, t, name)!;
        expect(line, JSON.stringify(entry)).not.toMatch(your);
        if (entry.action?.type !== "research") {
          expect(line.startsWith(name(entry.seat!)) || line.includes(name(entry.seat!)), line).toBe(true);
          narrated++;
        }
      }
      expect(narrated).toBeGreaterThan(100);
    },
  );

  it("narrates a payment worker, a move and a build with the things they name, not ids", () => {
    const pay = log.find((e) => e.entry.action?.type === "place-worker")!;
    const move = log.find((e) => e.entry.action?.type === "move")!;
    expect(liteLogText(pay.entry, pay.view, T.en, name)).toMatch(
      new RegExp(
        `^${name(pay.entry.seat!)} pays with a worker on the (permanent (minerals|gas)|resource of .+)`,
      ),
    );
    const m = liteLogText(move.entry, move.view, T.en, name)!;
    expect(m).toMatch(
      new RegExp(`^${name(move.entry.seat!)} moves an? .+ from .+ area \\d.* to .+ area \\d`),
    );
    expect(m).not.toMatch(/#|terran-|zerg-|protoss-/);
  });

  it("L-T1: a revealed Technology choice is told from its action; a hidden one only as a hidden choice", () => {
    const research = log.find((e) => e.entry.action?.type === "research")!;
    const shown = liteLogText(research.entry, research.view, T.en, name)!;
    expect(shown).toMatch(/ (upgrades the|takes no upgrade)/);
    const hidden = liteLogText(
      { ...research.entry, text: "Seat 1 made a hidden choice", action: { type: "hidden" } },
      research.view,
      T.de,
      name,
    )!;
    expect(hidden).toMatch(/^Jim Raynor|^Aldaris|^The Overmind/);
    expect(hidden).not.toMatch(/verbessert|Marine|Zergling|Zealot/);
  });
});
