/**
 * The generic fallback: every legal action of this seat as a button described in words. It
 * guarantees every decision is always possible, whatever the board can do in place. Actions
 * are grouped by type; a filter appears when the list is long.
 */
import { useMemo, useState } from "react";
import type { Action } from "../api/types";
import { canonical } from "../api/useGame";
import { useT } from "../i18n";
import { humanize } from "./describe";

export interface ActionListProps {
  actions: Action[];
  describe(action: Action): string;
  /** The ruleset's heading for a group of action types (null or absent: the type in plain words). */
  group?(type: string): string | null;
  submit(action: Action): void;
  busy: boolean;
}

export function ActionList({ actions, describe, group, submit, busy }: ActionListProps) {
  const [filter, setFilter] = useState("");
  const t = useT();
  const groups = useMemo(() => {
    const needle = filter.trim().toLowerCase();
    // Grouped by the ruleset's heading when it gives one (several types may share it).
    const byHeading = new Map<string, { action: Action; text: string }[]>();
    for (const action of actions) {
      const text = describe(action);
      if (needle && !text.toLowerCase().includes(needle)) continue;
      const heading = group?.(action.type) ?? humanize(action.type);
      const list = byHeading.get(heading) ?? [];
      list.push({ action, text });
      byHeading.set(heading, list);
    }
    return [...byHeading.entries()];
  }, [actions, describe, group, filter]);

  if (actions.length === 0) return null;
  return (
    <section className="action-list" aria-label={t("actions.label")}>
      <h3>{t("actions.title", { count: actions.length })}</h3>
      {actions.length > 12 && (
        <input
          type="search"
          className="action-filter"
          placeholder={t("actions.filter")}
          aria-label={t("actions.filterLabel")}
          value={filter}
          onChange={(e) => setFilter(e.target.value)}
        />
      )}
      {groups.map(([heading, items]) => (
        <fieldset key={heading} className="action-group">
          <legend>{heading}</legend>
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
                </button>
              </li>
            ))}
          </ul>
        </fieldset>
      ))}
    </section>
  );
}
