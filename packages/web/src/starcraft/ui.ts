/** StarCraft's UI plug-in (placeholder board until the ruleset's view lands). */
import { GenericBoard } from "../boards/GenericBoard";
import type { RulesetUi } from "../game/boardTypes";

export const starcraftUi: RulesetUi = {
  id: "starcraft",
  title: "StarCraft: The Board Game",
  Board: GenericBoard,
};
