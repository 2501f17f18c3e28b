/**
 * Help in the page (issue 35): a rules reference of the game in our own words ("How to play":
 * the turn, each order or action, what a combat card's numbers mean) behind a button in the
 * header, and a first-game hint in the decision bar until the reader dismisses it (remembered in
 * this browser).
 */
import { useState } from "react";
import { type MessageKey, useT } from "../i18n";
import "./days.css";

/** The reference's paragraphs per ruleset (catalog keys), in reading order. */
const REFERENCE: Record<string, readonly MessageKey[]> = {
  starcraft: [
    "days.help.sc.goal",
    "days.help.sc.planning",
    "days.help.sc.execution",
    "days.help.sc.build",
    "days.help.sc.mobilize",
    "days.help.sc.research",
    "days.help.sc.gold",
    "days.help.sc.combat",
    "days.help.sc.regrouping",
  ],
  "starcraft-lite": ["days.help.lite.goal", "days.help.lite.round", "days.help.lite.battle"],
  eclipse: ["days.help.ec.goal", "days.help.ec.actions", "days.help.ec.combat"],
};
const GENERIC: readonly MessageKey[] = ["days.help.generic"];

const HINT_KEY = "koprulu.firstGameHint";

function hintDismissed(): boolean {
  try {
    return localStorage.getItem(HINT_KEY) === "done";
  } catch {
    return true;
  }
}

export function HelpButton({ ruleset }: { ruleset: string }) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const paragraphs = REFERENCE[ruleset] ?? GENERIC;
  return (
    <>
      <button type="button" className="help-button" onClick={() => setOpen((o) => !o)} aria-expanded={open}>
        {t("days.help.title")}
      </button>
      {open && (
        <section className="help-panel" data-testid="help" aria-label={t("days.help.title")}>
          <header>
            <h2>{t("days.help.title")}</h2>
            <button type="button" onClick={() => setOpen(false)} aria-label={t("days.help.close")}>
              ×
            </button>
          </header>
          {paragraphs.map((k) => (
            <p key={k}>{t(k)}</p>
          ))}
        </section>
      )}
    </>
  );
}

/** The first-game hint line, shown until dismissed once in this browser. */
export function FirstGameHint() {
  const t = useT();
  const [hidden, setHidden] = useState(hintDismissed);
  if (hidden) return null;
  return (
    <span className="first-game-hint" data-testid="first-game-hint">
      {t("days.help.hint")}{" "}
      <button
        type="button"
        className="first-game-hint-ok"
        onClick={() => {
          setHidden(true);
          try {
            localStorage.setItem(HINT_KEY, "done");
          } catch {
            // private mode: the hint shows again next time
          }
        }}
      >
        {t("days.help.hintDismiss")}
      </button>
    </span>
  );
}
