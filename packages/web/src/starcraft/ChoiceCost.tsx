/**
 * The price of a StarCraft choice, drawn with it wherever it is offered (the action list, the
 * decision bar, the menu of a map area): nothing for a choice that buys nothing.
 */
import type { Action } from "../api/types";
import { CostTag } from "./CostTag";
import { currentCatalog } from "./catalog";
import { costOf } from "./costs";
import "./choices.css";
import { isScView } from "./viewTypes";

export function ChoiceCost({ action, view, seat }: { action: Action; view: unknown; seat: number | null }) {
  const catalog = currentCatalog(view);
  if (!catalog) return null;
  const cost = costOf(action, catalog, isScView(view) ? view : null, seat);
  return cost ? <CostTag cost={cost} /> : null;
}
