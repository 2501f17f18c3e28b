/**
 * The whole log of a game as this seat may know it (issue 35: "what happened while I was
 * away"): the state carries only the newest entries, so older ones come in pages from the
 * server's per-seat projected log and are merged by sequence number. Also remembers, per game
 * and seat, the last entry this browser showed, for the "since your last visit" marker.
 */
import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { api } from "../api/client";
import type { LogEntry } from "../api/types";

export const HISTORY_PAGE = 200;

const seqOf = (e: LogEntry): number | undefined => (typeof e === "object" ? e.seq : undefined);

/** The entries of both lists in log order, each seq once (the state's copy wins: it is the newer). */
export function mergeLog(older: readonly LogEntry[], recent: readonly LogEntry[]): LogEntry[] {
  const bySeq = new Map<number, LogEntry>();
  for (const e of older) {
    const s = seqOf(e);
    if (s !== undefined) bySeq.set(s, e);
  }
  const loose: LogEntry[] = [];
  for (const e of recent) {
    const s = seqOf(e);
    if (s === undefined) loose.push(e);
    else bySeq.set(s, e);
  }
  return [...[...bySeq.entries()].sort((a, b) => a[0] - b[0]).map(([, e]) => e), ...loose];
}

function seenKey(gameId: string, token: string | null): string {
  return `koprulu.seen.${gameId}.${token ?? "spectator"}`;
}

/**
 * The last seq shown at this seat in this browser before this visit (null: first visit). Keyed
 * by the seat's token, which the page knows from its first render (the seat number only once
 * the state arrived).
 */
export function readLastSeen(gameId: string, token: string | null): number | null {
  try {
    const v = localStorage.getItem(seenKey(gameId, token));
    return v === null ? null : Number(v);
  } catch {
    return null;
  }
}

export interface History {
  entries: LogEntry[];
  /** Older entries exist on the server. */
  more: boolean;
  loading: boolean;
  loadEarlier(): void;
  /** Entries with a seq above this are new since the last visit (null: first visit). */
  lastSeen: number | null;
}

export function useHistory(gameId: string, token: string | null, recent: LogEntry[]): History {
  const [older, setOlder] = useState<LogEntry[]>([]);
  const [more, setMore] = useState(false);
  const [loading, setLoading] = useState(false);
  const [lastSeen] = useState(() => readLastSeen(gameId, token));
  const fetched = useRef(false);

  const fetchPage = useCallback(
    async (before?: number) => {
      setLoading(true);
      try {
        const page = await api.logPage(gameId, token, { before, limit: HISTORY_PAGE });
        const got = Array.isArray(page?.entries) ? (page.entries as LogEntry[]) : [];
        setOlder((o) => mergeLog(o, got));
        if (before !== undefined || !fetched.current) setMore(page.more === true);
        fetched.current = true;
      } catch {
        // The state's recent entries stay on show; the history is fetched again on the next change.
      } finally {
        setLoading(false);
      }
    },
    [gameId, token],
  );

  // The newest page on opening, and again whenever the recent entries no longer join the ones
  // we have (more than the state carries happened at once, e.g. bots playing on).
  const recentFirst = recent.map(seqOf).find((s) => s !== undefined);
  const olderLast = older.length ? seqOf(older[older.length - 1]) : undefined;
  // With nothing older fetched yet (the page opened on a new game), the recent entries must start
  // at the first: a live game that outgrew what the state carries fetches the rest.
  const gap = !fetched.current || (recentFirst !== undefined && recentFirst > (olderLast ?? 0) + 1);
  useEffect(() => {
    if (gap && !loading) void fetchPage();
  }, [gap, loading, fetchPage]);

  const entries = useMemo(() => mergeLog(older, recent), [older, recent]);

  // Remember the newest entry shown (the marker of the next visit).
  const newest = entries.reduce<number | null>((m, e) => {
    const s = seqOf(e);
    return s !== undefined && (m === null || s > m) ? s : m;
  }, null);
  useEffect(() => {
    if (newest === null) return;
    try {
      localStorage.setItem(seenKey(gameId, token), String(newest));
    } catch {
      // private mode: no marker next time
    }
  }, [gameId, token, newest]);

  const first = entries.map(seqOf).find((s) => s !== undefined);
  const loadEarlier = useCallback(() => {
    if (first !== undefined) void fetchPage(first);
  }, [first, fetchPage]);
  return { entries, more, loading, loadEarlier, lastSeen };
}
