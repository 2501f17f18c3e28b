/** The UI of each ruleset, by id; unknown rulesets get the generic board. */

import { eclipseUi } from "../eclipse/ui";
import type { RulesetUi } from "../game/boardTypes";
import { starcraftUi } from "../starcraft/ui";
import { starcraftLiteUi } from "../starcraft-lite/ui";
import { GenericBoard } from "./GenericBoard";
import { rpsUi } from "./RpsBoard";
import { tictactoeUi } from "./TicTacToeBoard";

const UIS: Record<string, RulesetUi> = {
  tictactoe: tictactoeUi,
  rps: rpsUi,
  starcraft: starcraftUi,
  "starcraft-lite": starcraftLiteUi,
  eclipse: eclipseUi,
};

const generic = new Map<string, RulesetUi>();

export function rulesetUi(id: string): RulesetUi {
  const known = UIS[id];
  if (known) return known;
  let ui = generic.get(id);
  if (!ui) {
    ui = { id, title: id || "Game", Board: GenericBoard };
    generic.set(id, ui);
  }
  return ui;
}

export const RULESET_TITLES: Record<string, string> = {
  tictactoe: "Tic-tac-toe",
  rps: "Rock-paper-scissors",
  starcraft: "StarCraft: The Board Game",
  "starcraft-lite": "StarCraft Lite",
  eclipse: "Eclipse",
};
