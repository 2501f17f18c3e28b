/**
 * Every StarCraft event card, faction and combat or technology card with words in the content
 * pack (core and Brood War) has its words
 * in every language, no key is left for a card the pack no longer has, and the English says what
 * the pack says (a changed card text fails here until the catalogs follow it).
 */
import { loadContent } from "@koprulu/starcraft/content";
import { describe, expect, it } from "vitest";
import { de } from "../i18n/catalogs/de";
import { en } from "../i18n/catalogs/en";
import { he } from "../i18n/catalogs/he";
import { CARD_TEXT, EVENT_TEXT, FACTION_TEXT } from "./eventText";

const base = loadContent({ expansions: [] });
const broodWar = loadContent({ expansions: ["brood-war"] });
const events = { ...base.eventCards, ...broodWar.eventCards };
const factions = { ...base.factions, ...broodWar.factions };
/** Combat and technology cards with words (a technology and the combat card it adds share an id). */
const cardTexts: Record<string, string> = {};
for (const content of [base, broodWar])
  for (const c of [...Object.values(content.combatCards), ...Object.values(content.techCards)])
    if (c.text) cardTexts[c.id] = c.text;

describe("event and faction words", () => {
  it("every event card of the core game and Brood War has a key in en, he and de, and no key is stale", () => {
    const ids = Object.keys(events).sort();
    expect(ids.length).toBeGreaterThan(50);
    expect(Object.keys(EVENT_TEXT).sort()).toEqual(ids);
    for (const key of Object.values(EVENT_TEXT))
      for (const catalog of [en, he, de] as Record<string, string>[]) expect(catalog[key], key).toBeTruthy();
  });

  it("every faction with words in the pack has a key in en, he and de, and no key is stale", () => {
    const ids = Object.values(factions)
      .filter((f) => f.text)
      .map((f) => f.id)
      .sort();
    expect(ids).toHaveLength(6);
    expect(Object.keys(FACTION_TEXT).sort()).toEqual(ids);
    for (const key of Object.values(FACTION_TEXT))
      for (const catalog of [en, he, de] as Record<string, string>[]) expect(catalog[key], key).toBeTruthy();
  });

  it("every combat and technology card with words in the pack has a key in en, he and de, and no key is stale", () => {
    const ids = Object.keys(cardTexts).sort();
    expect(ids.length).toBeGreaterThan(40);
    expect(Object.keys(CARD_TEXT).sort()).toEqual(ids);
    for (const key of Object.values(CARD_TEXT))
      for (const catalog of [en, he, de] as Record<string, string>[]) expect(catalog[key], key).toBeTruthy();
  });

  it("the English words are the pack's own, for every event, faction and card", () => {
    for (const [id, key] of Object.entries(EVENT_TEXT)) expect(en[key], id).toBe(events[id]!.text);
    for (const [id, key] of Object.entries(FACTION_TEXT)) expect(en[key], id).toBe(factions[id]!.text);
    for (const [id, key] of Object.entries(CARD_TEXT)) expect(en[key], id).toBe(cardTexts[id]);
  });

  it("Hebrew keeps no Latin word but the proper names (units, factions, heroes, cards) and stage numerals", () => {
    const names = new Set(
      [
        ...Object.values(broodWar.units).map((u) => u.name),
        ...Object.values(factions).map((f) => f.name),
        ...Object.values(events).map((e) => e.name),
        ...Object.values(broodWar.heroes).map((h) => h.name),
        ...Object.values(broodWar.techCards).map((c) => c.name),
      ].flatMap((n) => n.match(/[A-Za-z]{2,}/g) ?? []),
    );
    for (const key of [
      ...Object.values(EVENT_TEXT),
      ...Object.values(FACTION_TEXT),
      ...Object.values(CARD_TEXT),
    ]) {
      const latin = ((he as Record<string, string>)[key]!.match(/[A-Za-z]{2,}/g) ?? []).filter(
        (w) => !names.has(w) && !/^[IVX]+$/.test(w), // a stage is numbered I, II, III in Hebrew too
      );
      expect(latin, key).toEqual([]);
    }
  });
});
