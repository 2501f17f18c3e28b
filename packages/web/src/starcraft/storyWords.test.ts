/**
 * Every story message the StarCraft rules can produce has words in every language, and a
 * real game's stories read without a missing message.
 */
import { STORY_IDS } from "@koprulu/starcraft";
import { createIntl } from "react-intl";
import { describe, expect, it } from "vitest";
import type { Translate } from "../i18n";
import type { Catalog } from "../i18n/catalogs";
import { de } from "../i18n/catalogs/de";
import { en } from "../i18n/catalogs/en";
import { he } from "../i18n/catalogs/he";
import { testView } from "./fixtures";
import { playStoryGame } from "./storyGame.testing";
import { STORY_KEYS, storyWords } from "./storyWords";
import { starcraftUi } from "./ui";

function translator(locale: string, messages: Catalog): Translate {
  const intl = createIntl({
    locale,
    messages,
    onError: (e) => {
      throw e;
    },
  });
  return (key, values) => intl.formatMessage({ id: key }, values);
}

/** The ids of a story's messages, nested ones included. */
function idsOf(x: unknown, out = new Set<string>()): Set<string> {
  if (Array.isArray(x)) for (const y of x) idsOf(y, out);
  else if (x && typeof x === "object") {
    const o = x as Record<string, unknown>;
    if (typeof o.id === "string") out.add(o.id);
    for (const v of Object.values(o)) idsOf(v, out);
  }
  return out;
}

describe("the story's words", () => {
  it("every story message id of the rules has a catalog key, present in en, he and de", () => {
    expect(Object.keys(STORY_KEYS).sort()).toEqual([...STORY_IDS].sort());
    for (const id of STORY_IDS) {
      const key = STORY_KEYS[id];
      for (const catalog of [en, he, de] as Record<string, string>[]) expect(catalog[key], id).toBeTruthy();
    }
  });

  it("a whole game's story messages are all known ids and read in every language without a gap", () => {
    const game = playStoryGame();
    const produced = new Set<string>();
    for (const e of game.entries) idsOf(e.story, produced);
    expect(produced.size).toBeGreaterThan(10);
    for (const id of produced) expect(STORY_IDS as readonly string[]).toContain(id);
    for (const [lang, t] of [
      ["en", translator("en", en)],
      ["he", translator("he", he)],
      ["de", translator("de", de)],
    ] as const) {
      for (const e of game.entries.filter((x) => x.story)) {
        const words = storyWords(e.story, game.view, game.catalog, t);
        expect(words, `${lang}: ${JSON.stringify(e.story)}`).not.toBeNull();
        expect(words!.length).toBe(e.story!.length);
        for (const w of words!) expect(w, lang).not.toMatch(/\{|\}|undefined|NaN|\[object/);
      }
    }
  });

  it("a skirmish's numbered combat cards read in the language, the race by its name there (Terraner in German)", () => {
    const game = playStoryGame();
    const skirmish = game.entries.find((e) => e.story?.some((m) => m.id === "skirmish"))!;
    const words = (t: Translate) => storyWords(skirmish.story, game.view, game.catalog, t)!.join(" ");
    expect(words(translator("en", en))).toMatch(/(Terran|Zerg|Protoss) combat card \d+/);
    expect(words(translator("he", he))).toMatch(/קלף לחימה \d+ של (Terran|Zerg|Protoss)/);
    expect(words(translator("de", de))).toMatch(/(Terraner|Zerg|Protoss)-Kampfkarte \d+/);
    expect(words(translator("de", de))).not.toMatch(/Terran-/);
    expect(words(translator("de", de))).not.toMatch(/combat card/);
  });

  it("a Brood War Leadership line (worded by the client in every language) keeps its story", () => {
    const entry = {
      seat: 0,
      kind: "action",
      text: "Seat 1: Jim Raynor chooses a Leadership card. Round 1 begins. Planning phase: everyone places orders face down.",
      action: { type: "choose-leadership", card: "raynor-1" },
      story: [{ id: "round", args: { round: 1 } }, { id: "phase-planning" }],
    };
    const inHebrew = starcraftUi.logText!(entry, testView(), translator("he", he), "he")!;
    expect(inHebrew).toContain("סיבוב 1 מתחיל.");
    expect(inHebrew).toContain("שלב התכנון:");
    const inEnglish = starcraftUi.logText!(entry, testView(), translator("en", en), "en")!;
    expect(inEnglish).toMatch(/Round 1 begins\. Planning phase: everyone places orders face down\.$/);
  });

  it("an unknown message (a newer server) leaves the story untold instead of guessing", () => {
    expect(
      storyWords([{ id: "round", args: { round: 2 } }, { id: "from-the-future" }], null, null),
    ).toBeNull();
    expect(storyWords([{ id: "round", args: { round: 2 } }], null, null)).toEqual(["Round 2 begins."]);
  });
});
