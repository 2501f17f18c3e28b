import { describe, expect, it } from "vitest";
import { englishT } from "../i18n";
import { tableOptionWords } from "./tableOptions";

describe("an open table's options in words", () => {
  it("StarCraft names Brood War, the mode and the optional rules, without the form's explanations", () => {
    expect(
      tableOptionWords(
        "starcraft",
        { expansions: ["brood-war"], mode: "survival", variants: { leadershipCards: true } },
        englishT,
      ),
    ).toEqual(["Brood War", "Survival", "Leadership cards"]);
    expect(tableOptionWords("starcraft", { players: 2, factionSelection: "choose" }, englishT)).toEqual([]);
  });

  it("StarCraft Lite names its goal; other rulesets say nothing", () => {
    expect(tableOptionWords("starcraft-lite", { endAt: 25, shortGame: false }, englishT)).toEqual([
      "25 conquest points",
    ]);
    expect(tableOptionWords("starcraft-lite", { endAt: 20, shortGame: true }, englishT)).toEqual(["20"]);
    expect(tableOptionWords("tictactoe", undefined, englishT)).toEqual([]);
  });
});
