/** StarCraft Lite's UI plug-in: the galaxy table, the player panels (unlock tree), plain-words actions. */
import type { RulesetUi } from "../game/boardTypes";
import { preloadScCatalog } from "../starcraft/catalog";
import { describeLiteAction } from "./describe";
import { LiteBoard } from "./LiteBoard";
import { LitePanels } from "./LitePanels";
import { isLiteView } from "./view";

export const starcraftLiteUi: RulesetUi = {
  id: "starcraft-lite",
  title: "StarCraft Lite",
  Board: LiteBoard,
  Panels: LitePanels,
  prepare: preloadScCatalog,
  describe: (a) => describeLiteAction(a),
  scores: (view) => (isLiteView(view) ? view.board.players.map((p) => p.cp) : null),
  round: (view) => (isLiteView(view) ? view.round : null),
  seatName: (view, seat) => (isLiteView(view) ? (view.players[seat]?.race ?? null) : null),
};
