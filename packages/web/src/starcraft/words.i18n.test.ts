/**
 * The StarCraft words in Hebrew and German: actions, decision prompts and log lines come from
 * the catalogs (game terms per the Hebrew rulebook's glossary and the German edition), proper
 * names stay, and English reads as it did before the words moved into the catalogs.
 */
import { createIntl } from "react-intl";
import { describe, expect, it } from "vitest";
import type { Translate } from "../i18n";
import type { Catalog } from "../i18n/catalogs";
import { de } from "../i18n/catalogs/de";
import { en } from "../i18n/catalogs/en";
import { he } from "../i18n/catalogs/he";
import { battleLogText } from "./BattlePanel";
import { cardTitle } from "./cards";
import { describeScAction } from "./describe";
import { testCatalog, testView } from "./fixtures";
import { scLogText } from "./logWords";
import { areaName } from "./names";
import { scPromptText } from "./prompts";

function translator(locale: string, messages: Catalog): Translate {
  const intl = createIntl({ locale, messages });
  return (key, values) => intl.formatMessage({ id: key }, values);
}
const T = { en: translator("en", en), he: translator("he", he), de: translator("de", de) };

describe("StarCraft actions in the reader's language", () => {
  const view = testView();

  it("an order placed in Planning: Build/Mobilize/Research are the rulebook's words (בנייה, Bauen)", () => {
    const order = { type: "place-order", planet: "korhal", order: "build", gold: false };
    expect(describeScAction(order, view, T.en)).toBe("Place a Build order on Korhal");
    expect(describeScAction(order, view, T.he)).toBe("להניח פקודת בנייה על Korhal");
    expect(describeScAction(order, view, T.de)).toBe("Befehl „Bauen“ auf Korhal legen");
    const gold = { ...order, order: "mobilize", gold: true };
    expect(describeScAction(gold, view, T.he)).toBe("להניח פקודת הנעת כוחות מיוחדת (זהב) על Korhal");
    expect(describeScAction(gold, view, T.de)).toBe("Spezialbefehl „Mobilisieren“ (Gold) auf Korhal legen");
  });

  it("a unit built in an area: the unit's name stays, the area is worded (אזור, Gebiet) with its yield", () => {
    const build = { type: "build-unit", unit: "marine", area: "korhal#0" };
    expect(describeScAction(build, view, T.en)).toBe("Build a Marine in Korhal area 1 (2 minerals)");
    expect(describeScAction(build, view, T.he)).toBe("לבנות Marine ב־Korhal, אזור 1 (2 מינרלים)");
    expect(describeScAction(build, view, T.de)).toBe("Marine in Korhal, Gebiet 1 (2 Mineralien) bauen");
    // English keeps its article before a vowel.
    expect(describeScAction({ ...build, unit: "ultralisk" }, view, T.en)).toMatch(/^Build an ultralisk/);
  });

  it("conquest points of an area follow each language's plural (Hebrew has a dual)", () => {
    expect(areaName(testCatalog, "korhal#1", T.en)).toBe("Korhal area 2 (1 conquest point)");
    expect(areaName(testCatalog, "korhal#1", T.he)).toBe("Korhal, אזור 2 (נקודת ניצחון אחת)");
    expect(areaName(testCatalog, "korhal#1", T.de)).toBe("Korhal, Gebiet 2 (1 Eroberungspunkt)");
  });

  it("a skirmish in battle: התמודדות, Scharmützel", () => {
    const pair = { type: "battle-pair", attacker: 1, defender: 3 };
    expect(describeScAction(pair, view, T.en)).toBe("Skirmish: Marine against Zergling");
    expect(describeScAction(pair, view, T.he)).toBe("התמודדות: Marine מול Zergling");
    expect(describeScAction(pair, view, T.de)).toBe("Scharmützel: Marine gegen Zergling");
  });

  it("a payment with a worker on a resource card, and a face-down card", () => {
    const pay = { type: "pay", source: "korhal#0", force: true };
    expect(describeScAction(pay, view, T.he)).toContain("כרייה מאומצת");
    expect(describeScAction(pay, view, T.de)).toBe(
      "Bezahlen: ein Arbeiter auf der Ressourcenkarte von Korhal, Gebiet 1 (2 Mineralien) (zusätzlicher Arbeiter: erschöpft die Karte)",
    );
    expect(cardTitle(testCatalog, "?2", T.he)).toBe("אירוע הפוך של פרק II");
    expect(cardTitle(testCatalog, "?2", T.de)).toBe("ein verdecktes Ereignis der Stufe II");
  });
});

describe("decision prompts from the decision's kind", () => {
  it("the Planning prompt in each language, the server's English only for kinds not in the table", () => {
    const planning = { kind: "planning" };
    expect(scPromptText(planning, T.en)).toBe("Place an order face down");
    expect(scPromptText(planning, T.he)).toBe("הניחו פקודה הפוכה");
    expect(scPromptText(planning, T.de)).toBe("Lege einen Befehl verdeckt");
    expect(scPromptText({ kind: "some-new-kind" }, T.he)).toBeNull();
  });

  it("battle prompts take their particulars from args (skirmish number, units over the limit)", () => {
    expect(scPromptText({ kind: "battle-place", args: { skirmish: 2 } }, T.de)).toContain("Scharmützel 2");
    expect(scPromptText({ kind: "battle-place", args: { skirmish: 2 } }, T.he)).toContain("בהתמודדות 2");
    const over = { kind: "battle-retreat-select", args: { count: 2, destroy: true } };
    expect(scPromptText(over, T.en)).toBe("Choose a unit that is destroyed (2 more over the unit limit)");
    expect(scPromptText({ ...over, args: { count: 1, destroy: false } }, T.de)).toBe(
      "Wähle eine Einheit, die sich zurückzieht (noch 1 über dem Einheitenlimit)",
    );
  });

  it("an event's choice is worded by its effect and step; a payment step by its step alone", () => {
    const strike = {
      kind: "event-choice",
      args: { effect: "event-planet-strike", step: "planet", card: "x" },
    };
    expect(scPromptText(strike, T.he)).toBe("בחרו כוכב");
    expect(scPromptText({ ...strike, args: { ...strike.args, step: "pay" } }, T.de)).toBe(
      "Bezahlen: setze einen Arbeiter ein",
    );
  });
});

describe("the log in the reader's language", () => {
  const view = testView();

  it("English keeps the server's line (with what followed the action)", () => {
    const entry = {
      seat: 0,
      text: "Seat 1: Jim Raynor places an order on Korhal. Round 2 begins.",
      action: { type: "place-order", planet: "korhal", order: "build", gold: false },
    };
    expect(scLogText(entry, view, testCatalog, T.en, true)).toBe(
      "Jim Raynor places an order on Korhal. Round 2 begins.",
    );
    expect(scLogText(entry, view, testCatalog, T.he, false)).toBe("Jim Raynor: להניח פקודת בנייה על Korhal");
    expect(scLogText(entry, view, testCatalog, T.de, false)).toBe(
      "Jim Raynor: Befehl „Bauen“ auf Korhal legen",
    );
  });

  it("a face-down order of another seat: who and where, in Hebrew and German", () => {
    const hidden = {
      seat: 1,
      text: "Seat 2 made a hidden choice (place-order).",
      action: { type: "place-order", planet: "char" },
    };
    expect(scLogText(hidden, view, testCatalog, T.he, false)).toBe("The Overmind מניח פקודה הפוכה על Char.");
    expect(scLogText(hidden, view, testCatalog, T.de, false)).toBe(
      "The Overmind legt einen Befehl verdeckt auf Char.",
    );
  });

  it("a past action is told from what still holds: the route's planets, not where a unit stands now", () => {
    const transport = { seat: 0, text: "Seat 1: …", action: { type: "place-start-transport", route: 0 } };
    expect(scLogText(transport, view, testCatalog, T.de, false)).toBe(
      "Jim Raynor: Einen Starttransporter auf die Route Korhal–Char setzen",
    );
    const move = { seat: 0, text: "Seat 1: …", action: { type: "move-unit", unit: 1, area: "char#0" } };
    expect(scLogText(move, view, testCatalog, T.he, false)).toBe(
      "Jim Raynor: להעביר יחידה אל Char, אזור 1 (1 גז)",
    );
  });

  it("a take-back notice is worded too", () => {
    const undo = { seat: 0, kind: "undo", text: "Seat 1 takes back their last action." };
    expect(scLogText(undo, view, testCatalog, T.de, false)).toBe(
      "Jim Raynor nimmt die letzte Aktion zurück.",
    );
  });
});

describe("the battle log in the reader's language", () => {
  const view = testView();
  const units = new Map();
  const sideName = (side: 0 | 1) => (side === 0 ? "Jim Raynor" : "The Overmind");
  const line = (e: { event: string; [k: string]: unknown }, t: Translate) =>
    battleLogText(e, units, testCatalog, view, sideName, t);

  it("a resolved skirmish and a unit destroyed by an attack: התמודדות / Scharmützel, the cause worded", () => {
    const skirmish = { event: "skirmish", skirmish: 0, report: { attack: [3, 1], health: [2, 2] } };
    expect(line(skirmish, T.en)).toBe("Skirmish 1 resolved: attack 3/1, health 2/2.");
    expect(line(skirmish, T.he)).toBe("התמודדות 1 נפתרה: התקפה 3/1, עמידות 2/2.");
    expect(line(skirmish, T.de)).toBe("Scharmützel 1 abgehandelt: Angriff 3/1, Lebenspunkte 2/2.");
    const destroyed = { event: "destroyed", unit: 3, cause: "attack" };
    expect(line(destroyed, T.he)).toBe("Zergling נהרסת (התקפה).");
    expect(line(destroyed, T.de)).toBe("Zergling wird zerstört (Angriff).");
  });
});
