/**
 * The example boards' log lines in the reader's words: a tic-tac-toe mark and a
 * rock-paper-scissors throw (or a throw still hidden from the reader) are told from the entry's
 * action and seat, not from the server's English line; other lines stay the server's.
 */
import { createIntl } from "react-intl";
import { describe, expect, it } from "vitest";
import type { Translate } from "../i18n";
import { de } from "../i18n/catalogs/de";
import { he } from "../i18n/catalogs/he";
import { rpsUi } from "./RpsBoard";
import { tictactoeUi } from "./TicTacToeBoard";

const translator = (lang: string, messages: Record<string, string>): Translate => {
  const intl = createIntl({ locale: lang, messages });
  return (key, values) => intl.formatMessage({ id: key }, values);
};
const nameOf = (seat: number) => ["Ann (X)", "Ben (O)"][seat]!;

describe("example boards' log lines", () => {
  it("a tic-tac-toe mark reads in Hebrew and German", () => {
    const entry = { seat: 0, kind: "action", text: "Seat 1 marks cell 5", action: { type: "mark", cell: 4 } };
    expect(tictactoeUi.logText(entry, null, translator("he", he), "he", nameOf)).toBe(
      "Ann (X) מסמן/ת את משבצת 5",
    );
    expect(tictactoeUi.logText(entry, null, translator("de", de), "de", nameOf)).toBe(
      "Ann (X) markiert Feld 5",
    );
    expect(tictactoeUi.logText({ seat: 0, kind: "undo", text: "Seat 1 took back" }, null)).toBeNull();
  });

  it("a rock-paper-scissors throw, and one still hidden, read in German", () => {
    const t = translator("de", de);
    const shown = {
      seat: 1,
      kind: "action",
      text: "Seat 2 shows rock",
      action: { type: "choose", hand: "rock" },
    };
    expect(rpsUi.logText(shown, null, t, "de", nameOf)).toBe("Ben (O) zeigt Stein");
    const hidden = {
      seat: 0,
      kind: "action",
      text: "Seat 1 made a hidden choice (choose).",
      action: { type: "choose" },
    };
    expect(rpsUi.logText(hidden, null, t, "de", nameOf)).toBe("Ann (X) hat verdeckt gewählt");
  });
});
