/** Eclipse's UI plug-in: the galaxy board, player boards, plain-words actions. */
import { scoreOf } from "@koprulu/eclipse";
import type { Action } from "../api/types";
import type { RulesetUi } from "../game/boardTypes";
import { EclipseBoard, EclipsePanels } from "./EclipseBoard";
import { isEclipseView } from "./viewTypes";

function describeEclipse(a: Action): string | null {
  switch (a.type) {
    case "explore":
      return `Explore at ${String(a.pos)}`;
    case "research":
      return `Research ${String(a.tech)}`;
    case "pass":
      return "Pass";
    case "influence":
      return "Influence (move up to 2 discs)";
    case "upgrade":
      return "Upgrade blueprints";
    case "build-start":
      return "Build";
    case "move-start":
      return "Move ships";
    case "build":
      return `Build ${String(a.what)} at ${String(a.pos)}`;
    case "move-to":
      return `Move to ${String(a.to)}`;
    case "colonize":
      return `Colony ship: ${String(a.resource)} cube at ${String(a.pos)}`;
    case "trade":
      return `Trade 2 ${String(a.from)} for 1 ${String(a.to)}`;
    default:
      return null;
  }
}

export const eclipseUi: RulesetUi = {
  id: "eclipse",
  title: "Eclipse",
  Board: EclipseBoard,
  Panels: EclipsePanels,
  describe: (a) => describeEclipse(a),
  scores: (view) =>
    isEclipseView(view) ? view.players.map((_, i) => scoreOf(view as never, i).total) : null,
  round: (view) => (isEclipseView(view) ? view.round : null),
  seatName: (view, seat) => (isEclipseView(view) ? `${view.players[seat]?.colour ?? seat} Terrans` : null),
};
