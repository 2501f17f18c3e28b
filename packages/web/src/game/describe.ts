/**
 * Plain-words descriptions of actions for the generic decision list. Rulesets register a
 * describer that knows their vocabulary; anything it does not cover falls back to a
 * readable rendering of the action's fields, so every legal action can always be shown.
 */
import type { Action } from "../api/types";
import type { Translate } from "../i18n";

/** A ruleset's words for an action; `t` gives the reader's language (English without it). */
export type Describer = (action: Action, view: unknown, seat: number | null, t?: Translate) => string | null;

/** "place-order" / "placeOrder" / "place_order" → "Place order". */
export function humanize(key: string): string {
  const words = key
    .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
    .replace(/[-_]+/g, " ")
    .trim()
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

function describeValue(value: unknown): string {
  if (value === null || value === undefined) return "none";
  if (typeof value === "string") return value;
  if (typeof value === "number" || typeof value === "boolean") return String(value);
  if (Array.isArray(value)) return value.length === 0 ? "none" : value.map(describeValue).join(", ");
  if (typeof value === "object") {
    const o = value as Record<string, unknown>;
    if (typeof o.name === "string") return o.name;
    if (typeof o.id === "string" || typeof o.id === "number") return String(o.id);
    return Object.entries(o)
      .map(([k, v]) => `${humanize(k).toLowerCase()} ${describeValue(v)}`)
      .join(", ");
  }
  return String(value);
}

export function genericDescription(action: Action): string {
  const { type, ...fields } = action;
  const parts = Object.entries(fields)
    .filter(([, v]) => v !== undefined)
    .map(([k, v]) => `${humanize(k).toLowerCase()}: ${describeValue(v)}`);
  return parts.length ? `${humanize(type)} (${parts.join("; ")})` : humanize(type);
}

export function describeWith(
  describer: Describer | undefined,
  action: Action,
  view: unknown,
  seat: number | null,
  t?: Translate,
): string {
  if (describer) {
    try {
      const text = describer(action, view, seat, t);
      if (text) return text;
    } catch {
      // A describer that does not understand an action falls back to the generic words.
    }
  }
  return genericDescription(action);
}
