/**
 * The Eclipse log in the reader's language: every story id has words in each catalog, a combat
 * and a new round read in Hebrew and German without English, every action type has words, and
 * no raw action code or story id reaches the log (a generic sentence in the reader's words).
 */
import { type EclipseAction, type EclipseState, eclipse, STORY_IDS } from "@koprulu/eclipse";
import { Rng } from "@koprulu/engine";
import { createIntl } from "react-intl";
import { describe, expect, it } from "vitest";
import type { Action, LogEntry } from "../api/types";
import type { Translate } from "../i18n";
import { de } from "../i18n/catalogs/de";
import { en } from "../i18n/catalogs/en";
import { he } from "../i18n/catalogs/he";
import { STORY_KEYS } from "./storyWords";
import { describeEclipse, eclipseLogText } from "./words";

function translator(locale: string, messages: Record<string, string>): Translate {
  const intl = createIntl({ locale, messages });
  return (key, values) => intl.formatMessage({ id: key }, values);
}

const CATALOGS = { en, he, de } as Record<string, Record<string, string>>;
const T = { en: translator("en", en), he: translator("he", he), de: translator("de", de) };

/** One action of every type (a missing type is a type error). */
const EVERY_TYPE: Record<EclipseAction["type"], EclipseAction> = {
  explore: { type: "explore", pos: "0,-1" },
  "explore-place": { type: "explore-place", rotation: 2 },
  "explore-discard": { type: "explore-discard" },
  "explore-influence": { type: "explore-influence", take: true },
  "discovery-use": { type: "discovery-use" },
  "discovery-keep": { type: "discovery-keep" },
  "discovery-part": { type: "discovery-part", hull: "cruiser", slot: 1 },
  influence: { type: "influence" },
  "influence-from": { type: "influence-from", from: "track" },
  "influence-to": { type: "influence-to", to: "0,-1" },
  "influence-flip": { type: "influence-flip" },
  "influence-done": { type: "influence-done" },
  research: { type: "research", tech: "plasma-cannon" },
  "artifact-key": { type: "artifact-key", resource: "science" },
  upgrade: { type: "upgrade" },
  "upgrade-slot": { type: "upgrade-slot", hull: "interceptor", slot: 0 },
  "upgrade-part": { type: "upgrade-part", part: "ion-cannon" },
  "upgrade-remove": { type: "upgrade-remove" },
  "upgrade-done": { type: "upgrade-done" },
  build: { type: "build", what: "orbital", pos: "0,0" },
  "build-start": { type: "build-start" },
  "build-done": { type: "build-done" },
  "move-start": { type: "move-start" },
  "move-ship": { type: "move-ship", from: "0,0", hull: "cruiser" },
  "move-to": { type: "move-to", to: "1,0" },
  "move-done": { type: "move-done" },
  colonize: { type: "colonize", pos: "0,0", square: 1, resource: "money" },
  "colonize-done": { type: "colonize-done" },
  trade: { type: "trade", from: "money", to: "science" },
  pass: { type: "pass" },
  "diplomacy-propose": { type: "diplomacy-propose", to: 1, resource: "money" },
  "diplomacy-accept": { type: "diplomacy-accept", resource: "science" },
  "diplomacy-decline": { type: "diplomacy-decline" },
  "battle-attack": { type: "battle-attack" },
  "battle-retreat": { type: "battle-retreat", to: "1,0" },
  "battle-assign": { type: "battle-assign", die: 0, target: 3 },
  "battle-surrender": { type: "battle-surrender" },
  "kill-cube": { type: "kill-cube", index: 0 },
  "reputation-keep": { type: "reputation-keep", value: 3 },
  "reputation-discard": { type: "reputation-discard" },
  claim: { type: "claim", pos: "1,0" },
  "claim-done": { type: "claim-done" },
  "bankrupt-trade": { type: "bankrupt-trade", from: "science" },
  "bankrupt-abandon": { type: "bankrupt-abandon", pos: "1,0" },
  species: { type: "species", species: "orion" },
  "explore-done": { type: "explore-done" },
  "research-done": { type: "research-done" },
  "grey-cube": { type: "grey-cube", to: "science" },
};

/** A random 3-player game: each entry as the server sends it, with the spectator's view after. */
function playedLog(seed: string) {
  let s: EclipseState = eclipse.setup({ players: 3, rounds: 9 }, seed);
  const rng = Rng.fromSeed(seed);
  const entries: { entry: LogEntry; view: unknown; text: string }[] = [];
  for (let i = 0; i < 20000 && s.phase !== "over"; i++) {
    const d = eclipse.pending(s)[0]!;
    const legal = eclipse.legalActions(s, d.player);
    const a = legal[rng.index(legal.length)]!;
    const next = eclipse.apply(s, d.player, a);
    const told = eclipse.tellAction!(s, d.player, a, next);
    const entry: LogEntry = {
      seat: d.player,
      kind: "action",
      action: a as unknown as Action,
      story: [...(told.story ?? [])] as { id: string; args?: Record<string, unknown> }[],
    };
    s = next;
    entries.push({ entry, view: eclipse.view(s, "spectator"), text: told.text });
  }
  return entries;
}

/** English words of the story that a Hebrew or German reader must not meet. */
const ENGLISH =
  /\b(Battle|Round|begins|start|destroyed|hold|fire|Terrans|damage|Combat|Upkeep|phase|sector|Ancient|reputation)\b/;

describe("Eclipse story words", () => {
  it.each(["en", "he", "de"])("every story id has a message in %s", (lang) => {
    for (const id of STORY_IDS) {
      const key = STORY_KEYS[id];
      expect(key, id).toBeTruthy();
      expect(CATALOGS[lang]![key], id).toBeTruthy();
    }
  });

  const log = playedLog("story-2");
  const battle = log.find((e) =>
    (e.entry as { story?: { id: string }[] }).story?.some((m) => m.id === "battle-start"),
  )!;
  const round = log.find((e) =>
    (e.entry as { story?: { id: string }[] }).story?.some((m) => m.id === "round"),
  )!;

  it("the game has a told battle and a new round", () => {
    expect(battle).toBeTruthy();
    expect(round).toBeTruthy();
  });

  it.each([
    ["he", /קרב בגזרה \d+/, /סיבוב \d+ מתחיל/],
    ["de", /Kampf in Sektor \d+/, /Runde \d+ beginnt/],
  ] as const)("a %s reader reads a combat and a new round without English", (lang, combat, newRound) => {
    const t = T[lang];
    const fight = eclipseLogText(battle.entry, battle.view, t)!;
    const next = eclipseLogText(round.entry, round.view, t)!;
    expect(fight).toMatch(combat);
    expect(next).toMatch(newRound);
    for (const line of [fight, next]) {
      expect(line).not.toMatch(ENGLISH);
      expect(line).not.toMatch(/ec\.|undefined|NaN|[{}]/);
    }
  });

  it("every line of a whole game reads in German without a message id or English story words", () => {
    const t = T.de;
    for (const { entry, view } of log) {
      const line = eclipseLogText(entry, view, t)!;
      expect(line).toBeTruthy();
      expect(line, JSON.stringify(entry)).not.toMatch(/ec\.|undefined|NaN|[{}]|\b[a-z]+-[a-z]+\b/);
      expect(line, JSON.stringify(entry)).not.toMatch(ENGLISH);
    }
  });

  it("in English the table tells the same story as the server's line", () => {
    const line = eclipseLogText(battle.entry, battle.view, T.en)!;
    expect(line).toMatch(/Battle in sector \d+/);
    expect(battle.text).toMatch(/Battle in sector \d+/);
  });

  it.each(["en", "he", "de"] as const)("every Eclipse action type has words (%s)", (lang) => {
    for (const a of Object.values(EVERY_TYPE)) {
      const words = describeEclipse(a as unknown as Action, null, T[lang]);
      expect(words, a.type).toBeTruthy();
      expect(words, a.type).not.toMatch(/ec\.|undefined|NaN|[{}]/);
    }
  });

  it.each(["he", "de"] as const)(
    "no raw code reaches the %s log: an unknown action or story id is told generically",
    (lang) => {
      const t = T[lang];
      const { view } = log[0]!;
      const entry: LogEntry = {
        seat: 1,
        kind: "action",
        action: { type: "warp-jump", pos: "0,1" },
        story: [{ id: "supernova", args: { hex: { hex: "0,1" } } }],
      };
      const line = eclipseLogText(entry, view, t)!;
      expect(line).toContain(t("ec.log.unknown", { seat: t("ec.seat.blue") }).slice(0, 8));
      expect(line).toContain(t("ec.story.unknown"));
      expect(line).not.toMatch(/warp|supernova|pos=|P2/);
      // without an Eclipse view (a log read before the table loaded) the seat is still named in words
      expect(eclipseLogText({ seat: 0, kind: "action", action: { type: "pass" } }, null, t)).toBe(
        t("ec.log.action", { seat: t("game.seat", { seat: 1 }), action: t("ec.do.pass") }),
      );
    },
  );
});
