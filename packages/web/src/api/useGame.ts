/**
 * useGame: the live state of one game for one seat (or a spectator). It loads the state over
 * HTTP, then follows the WebSocket stream; if the socket drops it reconnects with back-off and
 * polls meanwhile, so a flaky network never leaves the board stale. States older than the one
 * shown are ignored (a stream message may race an HTTP reply). The stream also tells of new table
 * chat messages (`chatSeq`: the newest message's seq heard of; the chat reads them itself).
 */
import { useCallback, useEffect, useRef, useState } from "react";
import { ApiError, api, newIdempotencyKey, streamUrl } from "./client";
import type { Action, GameState } from "./types";

export type Connection = "loading" | "live" | "polling" | "error";

export interface Refusal {
  code: string;
  message: string;
  rule?: string;
}

export interface GameHandle {
  state: GameState | null;
  connection: Connection;
  /** The last refused action or failure, with the rule that refused it. */
  refusal: Refusal | null;
  busy: boolean;
  /** The seq of the newest table chat message the stream announced (0: none heard yet). */
  chatSeq: number;
  submit(action: Action): Promise<boolean>;
  undo(): Promise<boolean>;
  clearRefusal(): void;
  reload(): Promise<void>;
}

export function useGame(gameId: string, token: string | null): GameHandle {
  const [state, setState] = useState<GameState | null>(null);
  const [connection, setConnection] = useState<Connection>("loading");
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const [busy, setBusy] = useState(false);
  const [chatSeq, setChatSeq] = useState(0);
  const versionRef = useRef(-1);

  const accept = useCallback((next: GameState) => {
    if (next.version < versionRef.current) return;
    versionRef.current = next.version;
    setState(next);
  }, []);

  const reload = useCallback(async () => {
    try {
      accept(await api.state(gameId, token));
    } catch (err) {
      setConnection("error");
      setRefusal(toRefusal(err));
    }
  }, [gameId, token, accept]);

  useEffect(() => {
    versionRef.current = -1;
    setState(null);
    setConnection("loading");
    let socket: WebSocket | null = null;
    let closed = false;
    let retry = 0;
    let retryTimer: ReturnType<typeof setTimeout> | undefined;
    let pollTimer: ReturnType<typeof setInterval> | undefined;

    const startPolling = () => {
      if (pollTimer || closed) return;
      setConnection("polling");
      pollTimer = setInterval(() => {
        api.state(gameId, token).then(accept, () => {});
      }, 2000);
    };
    const stopPolling = () => {
      if (pollTimer) clearInterval(pollTimer);
      pollTimer = undefined;
    };

    const connect = () => {
      if (closed || typeof WebSocket === "undefined") return startPolling();
      try {
        socket = new WebSocket(streamUrl(gameId, token));
      } catch {
        return startPolling();
      }
      socket.onopen = () => {
        retry = 0;
        stopPolling();
        setConnection("live");
      };
      socket.onmessage = (ev) => {
        try {
          const msg = JSON.parse(String(ev.data)) as { type?: string; seq?: unknown } & Partial<GameState>;
          if (msg.type === "state" && typeof msg.version === "number") accept(msg as GameState);
          const seq = msg.seq;
          if (msg.type === "chat" && typeof seq === "number") setChatSeq((old) => Math.max(old, seq));
        } catch {
          // A malformed frame is ignored; the next state or poll repairs the view.
        }
      };
      socket.onclose = () => {
        socket = null;
        if (closed) return;
        startPolling();
        retry = Math.min(retry + 1, 6);
        retryTimer = setTimeout(connect, 500 * 2 ** retry);
      };
      socket.onerror = () => socket?.close();
    };

    api.state(gameId, token).then(
      (s) => {
        accept(s);
        connect();
      },
      (err) => {
        setConnection("error");
        setRefusal(toRefusal(err));
      },
    );

    return () => {
      closed = true;
      if (retryTimer) clearTimeout(retryTimer);
      stopPolling();
      socket?.close();
    };
  }, [gameId, token, accept]);

  const submit = useCallback(
    async (action: Action): Promise<boolean> => {
      if (!token) {
        setRefusal({ code: "spectator", message: "Spectators cannot act.", rule: "Only seated players act" });
        return false;
      }
      setBusy(true);
      const key = newIdempotencyKey();
      try {
        // One retry on a stale version: the state is refreshed and the action re-sent only if
        // it is still legal, so a race with a bot's move never plays something unintended.
        for (let attempt = 0; attempt < 2; attempt++) {
          try {
            await api.act(gameId, token, action, versionRef.current, key);
            setRefusal(null);
            await reload();
            return true;
          } catch (err) {
            if (err instanceof ApiError && err.code === "stale-version" && attempt === 0) {
              const fresh = await api.state(gameId, token);
              accept(fresh);
              const still = fresh.legalActions.some((a) => sameAction(a, action));
              if (!still) throw err;
              continue;
            }
            throw err;
          }
        }
        return false;
      } catch (err) {
        setRefusal(toRefusal(err));
        return false;
      } finally {
        setBusy(false);
      }
    },
    [gameId, token, accept, reload],
  );

  const undo = useCallback(async (): Promise<boolean> => {
    if (!token) return false;
    setBusy(true);
    try {
      await api.undo(gameId, token);
      setRefusal(null);
      await reload();
      return true;
    } catch (err) {
      setRefusal(toRefusal(err));
      return false;
    } finally {
      setBusy(false);
    }
  }, [gameId, token, reload]);

  return {
    state,
    connection,
    refusal,
    busy,
    chatSeq,
    submit,
    undo,
    clearRefusal: () => setRefusal(null),
    reload,
  };
}

export function toRefusal(err: unknown): Refusal {
  if (err instanceof ApiError) {
    if (err.code === "stale-version")
      return {
        code: err.code,
        message: "The game moved on before your action arrived; the board is refreshed.",
      };
    return { code: err.code, message: err.message, rule: err.rule };
  }
  return { code: "network", message: err instanceof Error ? err.message : String(err) };
}

/** Structural equality of two JSON actions (key order ignored). */
export function sameAction(a: unknown, b: unknown): boolean {
  return canonical(a) === canonical(b);
}

export function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(",")}]`;
  if (value && typeof value === "object") {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`).join(",")}}`;
  }
  return JSON.stringify(value);
}
