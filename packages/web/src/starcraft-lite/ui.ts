/** StarCraft Lite's UI plug-in: the galaxy table, the player panels (unlock tree), plain-words actions and log. */
import type { RulesetUi } from "../game/boardTypes";
import { preloadScCatalog } from "../starcraft/catalog";
import { endsLiteBattle } from "./battleRecords";
import { describeLiteAction } from "./describe";
import { liteActionGroup } from "./groups";
import { LiteBattleReveal } from "./LiteBattleReveal";
import { LiteBoard } from "./LiteBoard";
import { LitePanels } from "./LitePanels";
import { liteLogText } from "./log";
import { litePromptText } from "./prompts";
import { isLiteView } from "./view";
import { liteRole } from "./words";

export const starcraftLiteUi: RulesetUi = {
  id: "starcraft-lite",
  title: "StarCraft Lite",
  Board: LiteBoard,
  Panels: LitePanels,
  prepare: preloadScCatalog,
  describe: (a, view, _seat, t) => describeLiteAction(a, view, t),
  logText: (entry, view, t, _lang, nameOf) => liteLogText(entry, view, t, nameOf),
  promptText: (decision, t) => litePromptText(decision, t),
  actionGroup: (type, t) => liteActionGroup(type, t),
  scores: (view) => (isLiteView(view) ? view.board.players.map((p) => p.cp) : null),
  round: (view) => (isLiteView(view) ? view.round : null),
  seatName: (view, seat, t) => (isLiteView(view) ? liteRole(view, seat, t) : null),
  // any battle reopens from its log line (its record rides with the line that ended it)
  isReveal: endsLiteBattle,
  Reveal: LiteBattleReveal,
};
