import { createIntl } from "react-intl";
import { describe, expect, it } from "vitest";
import { de } from "../i18n/catalogs/de";
import { en } from "../i18n/catalogs/en";
import { he } from "../i18n/catalogs/he";
import { forfeitLine } from "./forfeitLine";

const forfeitEntry = { seq: 7, seat: 1, kind: "forfeit", text: "Seat 2 forfeits: their clock ran out." };

describe("the forfeit log line, in the reader's words", () => {
  it.each([
    ["en", en, "Bob forfeits: their clock ran out."],
    ["he", he, "Bob הפסיד/ה בוויתור: הזמן בשעון נגמר."],
    ["de", de, "Bob gibt auf: die Uhr ist abgelaufen."],
  ] as const)("%s: names the seat whose clock ran out", (lang, messages, line) => {
    const intl = createIntl({ locale: lang, messages });
    // biome-ignore lint/suspicious/noExplicitAny: react-intl's values type
    const t = (key: string, values?: any) => intl.formatMessage({ id: key }, values);
    expect(forfeitLine(forfeitEntry, t, (seat) => ["Ann", "Bob"][seat]!)).toBe(line);
    expect(forfeitLine(forfeitEntry, t)).toContain("2");
  });

  it("is no line for any other entry (the ruleset's words or the server's text stay)", () => {
    const intl = createIntl({ locale: "en", messages: en });
    const t = (key: string) => intl.formatMessage({ id: key });
    expect(forfeitLine({ ...forfeitEntry, kind: "action" }, t)).toBeNull();
    expect(forfeitLine({ ...forfeitEntry, kind: "undo" }, t)).toBeNull();
    expect(forfeitLine("Seat 1 joined", t)).toBeNull();
  });
});
