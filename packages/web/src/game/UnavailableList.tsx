/**
 * The seat's choices that are not possible now (the ruleset's `explain`, sent by the server to
 * that seat only), each shown as a disabled button with its rule reason, so an option never
 * vanishes unexplained. Generic over rulesets: the ruleset UI may word a choice
 * (`unavailableText`); otherwise the action it names is described, or its `about` key read out.
 */
import type { Unavailable } from "@koprulu/engine";
import { useId } from "react";
import type { Action } from "../api/types";
import { canonical } from "../api/useGame";
import { type Translate, useLanguage, useT } from "../i18n";
import { errorText } from "../i18n/errorText";
import { humanize } from "./describe";
import "./days.css";

/** The reason of a rule error in the reader's language: the catalog's words, else the server's sentence. */
export function reasonText(
  t: Translate,
  lang: string,
  error: Unavailable["error"],
): { text: string; rule: string | null } {
  const translated = errorText(t, error.code);
  if (lang === "en" || !translated) return { text: error.message, rule: error.rule || null };
  return { text: translated, rule: null };
}

export interface UnavailableListProps {
  items: readonly Unavailable<Action>[];
  describe(action: Action): string;
  /** The ruleset's wording of a choice (null: generic). */
  words?(u: Unavailable<Action>): string | null;
}

/** One disabled choice with its reason beside it (the button is described by the reason). */
export function UnavailableChoice({ item, label }: { item: Unavailable<Action>; label: string }) {
  const t = useT();
  const { lang } = useLanguage();
  const id = useId();
  const reason = reasonText(t, lang, item.error);
  return (
    <li className="unavailable-choice" data-about={item.about} data-code={item.error.code}>
      <button
        type="button"
        className="action-button"
        disabled
        aria-describedby={id}
        data-action={item.action ? canonical(item.action) : undefined}
      >
        {label}
      </button>
      <span id={id} className="unavailable-reason">
        {t("days.unavailable.because", { reason: reason.text })}
        {reason.rule && (
          <span className="unavailable-rule">
            {" "}
            {t("refusal.rule")} <em>{reason.rule}</em>
          </span>
        )}
      </span>
    </li>
  );
}

export function unavailableLabel(
  u: Unavailable<Action>,
  describe: (a: Action) => string,
  words?: (u: Unavailable<Action>) => string | null,
): string {
  return words?.(u) ?? (u.action ? describe(u.action) : humanize(u.about));
}

/** about + action + reason + particulars name a choice; the same one twice (one order type refused
 * in two stacks) is said once. */
function distinct(items: readonly Unavailable<Action>[]): [string, Unavailable<Action>][] {
  const byKey = new Map<string, Unavailable<Action>>();
  for (const u of items) {
    const key = `${u.about}|${u.action ? canonical(u.action) : ""}|${u.error.code}|${u.args ? canonical(u.args) : ""}`;
    if (!byKey.has(key)) byKey.set(key, u);
  }
  return [...byKey];
}

export function UnavailableList({ items, describe, words }: UnavailableListProps) {
  const t = useT();
  if (items.length === 0) return null;
  return (
    <section className="unavailable-list" aria-label={t("days.unavailable.title")} data-testid="unavailable">
      <h3>{t("days.unavailable.title")}</h3>
      <ul>
        {distinct(items).map(([key, u]) => (
          <UnavailableChoice key={key} item={u} label={unavailableLabel(u, describe, words)} />
        ))}
      </ul>
    </section>
  );
}
