import { createIntl } from "react-intl";
import { describe, expect, it } from "vitest";
import type { Translate } from "../i18n";
import { de } from "../i18n/catalogs/de";
import { en } from "../i18n/catalogs/en";
import { he } from "../i18n/catalogs/he";
import { oddsFailureWords } from "./oddsFailure";

const translator = (lang: string, messages: Record<string, string>): Translate => {
  const intl = createIntl({ locale: lang, messages });
  return (key, values) => intl.formatMessage({ id: key }, values);
};

describe("why the odds are unavailable, in the reader's words", () => {
  it("a rule error reads by its code; another failure is English only in English", () => {
    const refused = Object.assign(new Error("No actions after the end of the game"), { code: "game-over" });
    expect(oddsFailureWords(translator("de", de), "de", refused)).toBe(de["error.game-over"]);
    expect(oddsFailureWords(translator("he", he), "he", refused)).toBe(he["error.game-over"]);
    const internal = new Error("ending the moves now would not start a battle");
    expect(oddsFailureWords(translator("en", en), "en", internal)).toBe(internal.message);
    expect(oddsFailureWords(translator("de", de), "de", internal)).toBe("die Berechnung ist fehlgeschlagen");
    expect(oddsFailureWords(translator("he", he), "he", internal)).toBe(he["odds.failed"]);
  });
});
