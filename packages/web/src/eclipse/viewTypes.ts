/** The Eclipse view as the web client reads it (the ruleset's EclipseView), with a guard. */
import type { EclipseAction, EclipseView } from "@koprulu/eclipse";
import type { Action } from "../api/types";

export type { EclipseView };
export type EcAction = EclipseAction;

export function isEclipseView(v: unknown): v is EclipseView {
  const x = v as Partial<EclipseView> | null;
  return !!x && typeof x === "object" && typeof x.hexes === "object" && Array.isArray(x.players) && !!x.step;
}

/** Legal actions of one type, typed. */
export function ofType<T extends EclipseAction["type"]>(
  actions: Action[],
  type: T,
): Extract<EclipseAction, { type: T }>[] {
  return actions.filter((a) => a.type === type) as unknown as Extract<EclipseAction, { type: T }>[];
}

export const COLOURS: Record<string, string> = {
  red: "#d64545",
  blue: "#3d7bd9",
  green: "#3fae5a",
  yellow: "#e0c341",
  white: "#e8e8e8",
  black: "#7a7a7a",
};

export const colourOf = (v: EclipseView, seat: number | null) =>
  seat === null ? "#555" : (COLOURS[v.players[seat]?.colour ?? ""] ?? "#999");
