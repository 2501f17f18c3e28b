/**
 * The event log in plain words, newest last, kept scrolled to the end. A ruleset may word the
 * lines itself and mark each with the seat's colour and name.
 */
import { type ComponentType, useEffect, useRef } from "react";
import type { LogEntry } from "../api/types";
import { useT } from "../i18n";

export function logText(entry: LogEntry): string {
  if (typeof entry === "string") return entry;
  return entry.text ?? entry.message ?? JSON.stringify(entry);
}

export interface LogPanelProps {
  log: LogEntry[];
  /** The ruleset's words for a line (null: the server's text). */
  words?(entry: LogEntry): string | null;
  seatName?(seat: number): string;
  SeatMark?: ComponentType<{ seat: number }>;
}

export function LogPanel({ log, words, seatName, SeatMark }: LogPanelProps) {
  const ref = useRef<HTMLOListElement>(null);
  const t = useT();
  // biome-ignore lint/correctness/useExhaustiveDependencies: scroll again whenever an entry is added
  useEffect(() => {
    const el = ref.current;
    if (el) el.scrollTop = el.scrollHeight;
  }, [log.length]);
  return (
    <section className="log-panel" aria-label={t("log.label")}>
      <h3>{t("log.label")}</h3>
      <ol ref={ref} aria-live="polite">
        {log.length === 0 && <li className="muted">{t("log.empty")}</li>}
        {log.map((entry, i) => {
          const seat = typeof entry === "object" ? entry.seat : undefined;
          const text = words?.(entry) ?? logText(entry);
          const long = text.split(". ").length > 1;
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: the log is append-only, index is its identity
            <li key={i} className={long ? "story" : undefined} data-seat={seat}>
              {seat !== undefined && SeatMark && (
                <span className="log-seat" title={seatName?.(seat)}>
                  <SeatMark seat={seat} />
                </span>
              )}
              {text}
            </li>
          );
        })}
      </ol>
    </section>
  );
}
