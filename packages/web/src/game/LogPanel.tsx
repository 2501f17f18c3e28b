/** The event log in plain words, newest last, kept scrolled to the end. */
import { useEffect, useRef } from "react";
import type { LogEntry } from "../api/types";

export function logText(entry: LogEntry): string {
  if (typeof entry === "string") return entry;
  return entry.text ?? entry.message ?? JSON.stringify(entry);
}

export function LogPanel({ log }: { log: LogEntry[] }) {
  const ref = useRef<HTMLOListElement>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: scroll again whenever an entry is added
  useEffect(() => {
    const el = ref.current;
    if (el) el.scrollTop = el.scrollHeight;
  }, [log.length]);
  return (
    <section className="log-panel" aria-label="Event log">
      <h3>Event log</h3>
      <ol ref={ref} aria-live="polite">
        {log.length === 0 && <li className="muted">Nothing has happened yet.</li>}
        {log.map((entry, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the log is append-only, index is its identity
          <li key={i}>{logText(entry)}</li>
        ))}
      </ol>
    </section>
  );
}
