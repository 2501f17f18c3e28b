/**
 * Eclipse's UI plug-in: the galaxy board, player boards, plain-words actions. The table and the
 * rules it reads (content pack, odds) load as a lazy chunk in `prepare`, so the lobby stays small.
 */
import { createElement } from "react";
import type { BoardProps, RulesetUi } from "../game/boardTypes";
import { englishT, useT } from "../i18n";
import { seatName } from "./names";
import { eclipseUnavailableText } from "./reasons";
import { isEclipseView } from "./viewTypes";
import { describeEclipse, eclipseActionGroup, eclipseLogText, eclipsePrompt } from "./words";

type Table = typeof import("./EclipseBoard");
type Rules = typeof import("@koprulu/eclipse");
let table: Table | null = null;
let rules: Rules | null = null;

async function prepare(): Promise<void> {
  if (table && rules) return;
  [table, rules] = await Promise.all([import("./EclipseBoard"), import("@koprulu/eclipse")]);
}

function Board(props: BoardProps) {
  const t = useT();
  return table ? createElement(table.EclipseBoard, props) : createElement("p", null, t("ec.loading"));
}

function Panels(props: BoardProps) {
  return table ? createElement(table.EclipsePanels, props) : null;
}

export const eclipseUi: RulesetUi = {
  id: "eclipse",
  title: "Eclipse",
  Board,
  Panels,
  prepare,
  // Without a translator (callers outside the page) the words are English.
  describe: (a, view, _seat, t) => describeEclipse(a, view, t ?? englishT, rules?.content()),
  logText: (entry, view, t) => eclipseLogText(entry, view, t ?? englishT, rules?.content()),
  promptText: (decision, t) => eclipsePrompt(decision.kind, t),
  actionGroup: (type, t) => eclipseActionGroup(type, t),
  unavailableText: (u, _view, t) => eclipseUnavailableText(u, t),
  scores: (view) =>
    isEclipseView(view) && rules ? view.players.map((_, i) => rules!.scoreOf(view as never, i).total) : null,
  round: (view) => (isEclipseView(view) ? view.round : null),
  seatName: (view, seat, t) => (isEclipseView(view) ? seatName(t ?? englishT, view, seat) : null),
};
