/**
 * Which summary (a battle's, see RulesetUi.Reveal) is open on the table: the newest one the
 * reader has not dismissed opens by itself and stays until dismissed — also across a reload,
 * since the dismissal is remembered per game and seat in this browser — and any one reopens
 * from the log.
 */
import { useCallback, useMemo, useState } from "react";
import type { LogEntry } from "../api/types";

// Keyed by the seat's token, known from the first render (the seat number only once the state arrived).
const key = (gameId: string, token: string | null) => `koprulu.dismissed.${gameId}.${token ?? "spectator"}`;

function readDismissed(gameId: string, token: string | null): number {
  try {
    return Number(localStorage.getItem(key(gameId, token)) ?? -1);
  } catch {
    return -1;
  }
}

const seqOf = (e: LogEntry | undefined) => (typeof e === "object" ? e.seq : undefined);

export function useReveal(
  gameId: string,
  token: string | null,
  log: LogEntry[],
  isReveal: ((e: LogEntry) => boolean) | undefined,
) {
  const [dismissed, setDismissed] = useState(() => readDismissed(gameId, token));
  // A summary reopened from the log (its seq), or null: the newest undismissed one.
  const [chosen, setChosen] = useState<number | null>(null);
  const newest = useMemo(() => {
    if (!isReveal) return null;
    for (let i = log.length - 1; i >= 0; i--) if (isReveal(log[i])) return seqOf(log[i]) ?? null;
    return null;
  }, [log, isReveal]);
  const openSeq = chosen ?? (newest !== null && newest > dismissed ? newest : null);
  const open = openSeq === null ? null : log.findIndex((e) => seqOf(e) === openSeq);
  const close = useCallback(() => {
    setChosen(null);
    if (newest === null) return;
    setDismissed(newest);
    try {
      localStorage.setItem(key(gameId, token), String(newest));
    } catch {
      // private mode: it opens again next visit
    }
  }, [gameId, token, newest]);
  const show = useCallback((e: LogEntry) => setChosen(seqOf(e) ?? null), []);
  return { open: open !== null && open >= 0 ? open : null, chosen: chosen !== null, close, show };
}
