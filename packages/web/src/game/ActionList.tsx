/**
 * The generic fallback: every legal action of this seat as a button described in words. It
 * guarantees every decision is always possible, whatever the board can do in place. Actions
 * are grouped by type; a filter appears when the list is long.
 */
import { type ReactNode, useMemo, useState } from "react";
import type { Action } from "../api/types";
import { canonical } from "../api/useGame";
import { useT } from "../i18n";
import { humanize } from "./describe";
import { distinctChoices } from "./distinctChoices";

export interface ActionListProps {
  actions: Action[];
  describe(action: Action): string;
  submit(action: Action): void;
  busy: boolean;
  /** A short warning mark for a legal action that can only come to nothing (null: none). */
  warning?(action: Action): string | null;
  /** The ruleset's heading for a group of actions of one type (null: the type read out). */
  groupName?(type: string): string | null;
  /** Drawn after an action's words inside its button (its price, …), or nothing. */
  extra?(action: Action): ReactNode;
}

export function ActionList({ actions, describe, submit, busy, groupName, warning, extra }: ActionListProps) {
  const [filter, setFilter] = useState("");
  const t = useT();
  // Two actions worded alike are one choice to the player (distinctChoices.ts).
  const offered = useMemo(() => distinctChoices(actions, describe), [actions, describe]);
  const groups = useMemo(() => {
    const needle = filter.trim().toLowerCase();
    const byType = new Map<string, { action: Action; text: string }[]>();
    for (const action of offered) {
      const text = describe(action);
      if (needle && !text.toLowerCase().includes(needle)) continue;
      const list = byType.get(action.type) ?? [];
      list.push({ action, text });
      byType.set(action.type, list);
    }
    return [...byType.entries()];
  }, [offered, describe, filter]);

  if (offered.length === 0) return null;
  return (
    <section className="action-list" aria-label={t("actions.label")}>
      <h3>{t("actions.title", { count: offered.length })}</h3>
      {offered.length > 12 && (
        <input
          type="search"
          className="action-filter"
          placeholder={t("actions.filter")}
          aria-label={t("actions.filterLabel")}
          value={filter}
          onChange={(e) => setFilter(e.target.value)}
        />
      )}
      {groups.map(([type, items]) => (
        <fieldset key={type} className="action-group">
          <legend>{groupName?.(type) ?? humanize(type)}</legend>
          <ul>
            {items.map(({ action, text }) => (
              <li key={canonical(action)}>
                <button
                  type="button"
                  className="action-button"
                  data-action={canonical(action)}
                  disabled={busy}
                  onClick={() => submit(action)}
                >
                  {text}
                  {extra?.(action)}
                  {warning?.(action) && <span className="action-warning"> ⚠ {warning(action)}</span>}
                </button>
              </li>
            ))}
          </ul>
        </fieldset>
      ))}
    </section>
  );
}
