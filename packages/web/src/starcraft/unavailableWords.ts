/**
 * StarCraft's words for its unavailable choices (Ruleset.explain, packages/starcraft/src/explain.ts)
 * and the warning before a placement that, as the board stands, can only become an event draw.
 */
import type { Unavailable } from "@koprulu/engine";
import type { Action } from "../api/types";
import type { Translate } from "../i18n";
import { currentCatalog } from "./catalog";
import { describeScAction } from "./describe";
import { orderName } from "./names";

export function scUnavailableText(u: Unavailable<Action>, view: unknown, t: Translate): string | null {
  const a = u.args ?? {};
  if (u.about === "place-gold-order") return t("days.sc.goldOrder", { order: orderName(a.order, t) });
  if (u.about === "buy-tech" && u.action) {
    const what = describeScAction(u.action, view, t) ?? String(a.tech);
    return t("days.sc.priced", { what, minerals: Number(a.minerals), gas: Number(a.gas) });
  }
  if (u.about === "execute-order")
    return t("days.sc.execute", {
      order: orderName(a.order, t),
      planet: currentCatalog(view)?.planets[String(a.planet)]?.name ?? String(a.planet),
    });
  return null;
}

/** The warning of a legal placement that can only become an event draw now, or null. */
export function scWarnFor(action: Action, list: readonly Unavailable<Action>[]): Unavailable<Action> | null {
  if (action.type !== "place-order") return null;
  return (
    list.find(
      (u) =>
        u.about === "order-draws-event" &&
        u.args?.planet === action.planet &&
        u.args?.order === action.order &&
        u.args?.gold === action.gold,
    ) ?? null
  );
}
