/**
 * Eclipse's UI plug-in: the galaxy board, player boards, plain-words actions. The table and the
 * rules it reads (content pack, odds) load as a lazy chunk in `prepare`, so the lobby stays small.
 */
import { createElement } from "react";
import type { Action } from "../api/types";
import type { BoardProps, RulesetUi } from "../game/boardTypes";
import { isEclipseView } from "./viewTypes";

type Table = typeof import("./EclipseBoard");
type Rules = typeof import("@koprulu/eclipse");
let table: Table | null = null;
let rules: Rules | null = null;

async function prepare(): Promise<void> {
  if (table && rules) return;
  [table, rules] = await Promise.all([import("./EclipseBoard"), import("@koprulu/eclipse")]);
}

function Board(props: BoardProps) {
  return table
    ? createElement(table.EclipseBoard, props)
    : createElement("p", null, "Loading the Eclipse table…");
}

function Panels(props: BoardProps) {
  return table ? createElement(table.EclipsePanels, props) : null;
}

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
  Board,
  Panels,
  prepare,
  describe: (a) => describeEclipse(a),
  scores: (view) =>
    isEclipseView(view) && rules ? view.players.map((_, i) => rules!.scoreOf(view as never, i).total) : null,
  round: (view) => (isEclipseView(view) ? view.round : null),
  seatName: (view, seat) => (isEclipseView(view) ? `${view.players[seat]?.colour ?? seat} Terrans` : null),
};
