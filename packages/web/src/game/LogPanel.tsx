/**
 * The event log in plain words, newest last, kept scrolled to the end. A ruleset may word the
 * lines itself and mark each with the seat's colour and name. On the game page it holds the
 * whole history (older pages on request) with a "since your last visit" marker.
 */
import { type ComponentType, useEffect, useRef } from "react";
import type { LogEntry } from "../api/types";
import { useT } from "../i18n";
import { forfeitLine } from "./forfeitLine";
import "./days.css";

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
  /** Older entries exist: a button fetches the page before the first one shown. */
  more?: boolean;
  loading?: boolean;
  onEarlier?(): void;
  /** Entries with a seq above this are new since the reader's last visit (null: none marked). */
  lastSeen?: number | null;
  /** Extra content of a line (a ruleset's "show" button), by entry. */
  extra?(entry: LogEntry): React.ReactNode;
  /** Drawn at the end of the heading (the "Replay so far" link): on the heading's line, no row of its own. */
  action?: React.ReactNode;
}

export function LogPanel({
  log,
  words,
  seatName,
  SeatMark,
  more,
  loading,
  onEarlier,
  lastSeen,
  extra,
  action,
}: LogPanelProps) {
  const ref = useRef<HTMLOListElement>(null);
  const markerRef = useRef<HTMLLIElement>(null);
  const scrolledToMarker = useRef(false);
  const t = useT();
  const seqOf = (e: LogEntry) => (typeof e === "object" ? e.seq : undefined);
  const markAt =
    lastSeen === null || lastSeen === undefined
      ? -1
      : log.findIndex((e) => {
          const s = seqOf(e);
          return s !== undefined && s > lastSeen;
        });
  const fresh = markAt < 0 ? 0 : log.length - markAt;
  // biome-ignore lint/correctness/useExhaustiveDependencies: scroll again whenever an entry is added
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    // On opening, the first line new since the last visit is shown at the top; later, the newest.
    const marker = markerRef.current;
    if (marker && !scrolledToMarker.current) {
      scrolledToMarker.current = true;
      el.scrollTop = marker.offsetTop - el.offsetTop;
      return;
    }
    el.scrollTop = el.scrollHeight;
  }, [log.length]);
  return (
    <section className="log-panel" aria-label={t("log.label")} data-entries={log.length}>
      <h3>
        {t("log.label")}
        {fresh > 0 && (
          <span className="log-new-count" data-testid="log-new-count">
            {" "}
            {t("days.history.newCount", { count: fresh })}
          </span>
        )}
        {action}
      </h3>
      {more && onEarlier && (
        <button type="button" className="log-earlier" onClick={onEarlier} disabled={loading}>
          {loading ? t("days.history.loading") : t("days.history.earlier")}
        </button>
      )}
      <ol ref={ref} aria-live="polite">
        {log.length === 0 && <li className="muted">{t("log.empty")}</li>}
        {log.map((entry, i) => {
          const seat = typeof entry === "object" ? entry.seat : undefined;
          const text = forfeitLine(entry, t, seatName) ?? words?.(entry) ?? logText(entry);
          const long = text.split(". ").length > 1;
          const seq = seqOf(entry);
          return [
            i === markAt && (
              <li key="since" ref={markerRef} className="log-since" data-testid="log-since">
                {t("days.history.since")}
              </li>
            ),
            <li key={seq ?? `i${i}`} className={long ? "story" : undefined} data-seat={seat} data-seq={seq}>
              {seat !== undefined && SeatMark && (
                <span className="log-seat" title={seatName?.(seat)}>
                  <SeatMark seat={seat} />
                </span>
              )}
              {text}
              {extra?.(entry)}
            </li>,
          ];
        })}
      </ol>
    </section>
  );
}
