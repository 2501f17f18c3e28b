/**
 * The table chat beside the log: every message with its server time and writer, in the
 * writer's own words (rendered as text: markup shows literally, never as HTML). Players write
 * (a counter shows the length against the server's limit); spectators read. A player may mute
 * another writer for himself (remembered per game in this browser). New messages are fetched when
 * the game's stream announces one (`announced`); while the stream is down the chat polls every few
 * seconds instead, and once a minute besides, in case an announcement was lost.
 */
import { useEffect, useMemo, useRef, useState } from "react";
import { CHAT_CHARS, type ChatMessage, tablesApi } from "../api/tables";
import { useLanguage, useT } from "../i18n";
import { mutedWriters, saveMutedWriters, writerKey } from "./mutedWriters";
import "./chat.css";

const NARROW = "(max-width: 700px)";

/** Polling while the stream is down. */
const POLL_MS = 3000;
/** With the stream up: only a safety net for an announcement lost (e.g. across a reconnect). */
const LIVE_POLL_MS = 60_000;

export function Chat({
  gameId,
  token,
  seat,
  announced = 0,
  live = false,
}: {
  gameId: string;
  /** The seat's token; null on the spectator page (read-only). */
  token: string | null;
  seat: number | null;
  /** The newest message's seq the game's stream announced (useGame's chatSeq). */
  announced?: number;
  /** The stream is up: announcements come, so polling can be rare. */
  live?: boolean;
}) {
  const t = useT();
  const { lang } = useLanguage();
  const [messages, setMessages] = useState<ChatMessage[]>([]);
  const [draft, setDraft] = useState("");
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [muted, setMuted] = useState(() => mutedWriters(gameId));
  // On a phone the chat starts folded to its title line: the table comes first (the page stays
  // about two screens tall); beside the log on a wider screen it starts open.
  const [open, setOpen] = useState(() => !window.matchMedia?.(NARROW).matches);
  const last = useRef(0);
  /** Reads the messages after the last one shown (set per game by the effect below). */
  const fetchNew = useRef<() => void>(() => {});

  useEffect(() => {
    let stopped = false;
    last.current = 0;
    setMessages([]);
    fetchNew.current = () =>
      void tablesApi.chat(gameId, token, last.current).then(
        (res) => {
          const fresh = Array.isArray(res?.messages) ? res.messages : [];
          if (stopped || fresh.length === 0) return;
          last.current = Math.max(last.current, fresh.at(-1)!.seq);
          setMessages((old) => [...old, ...fresh.filter((m) => m.seq > (old.at(-1)?.seq ?? 0))]);
        },
        () => {},
      );
    fetchNew.current();
    return () => {
      stopped = true;
      fetchNew.current = () => {};
    };
  }, [gameId, token]);

  // A message the stream announced that is not shown yet: read it now.
  useEffect(() => {
    if (announced > last.current) fetchNew.current();
  }, [announced]);

  useEffect(() => {
    const timer = setInterval(
      () => {
        if (document.visibilityState !== "hidden") fetchNew.current();
      },
      live ? LIVE_POLL_MS : POLL_MS,
    );
    return () => clearInterval(timer);
  }, [live]);

  const toggleMute = (key: string) => {
    const next = new Set(muted);
    if (next.has(key)) next.delete(key);
    else next.add(key);
    saveMutedWriters(gameId, next);
    setMuted(next);
  };

  const time = useMemo(() => new Intl.DateTimeFormat(lang, { timeStyle: "short" }), [lang]);
  const length = [...draft.trim()].length;
  const shown = messages.filter((m) => !muted.has(writerKey(m.seat, m.name)));
  const mutedNames = [
    ...new Map(
      messages
        .filter((m) => muted.has(writerKey(m.seat, m.name)))
        .map((m) => [writerKey(m.seat, m.name), m.name]),
    ),
  ];

  const send = async () => {
    if (!token || length === 0 || length > CHAT_CHARS) return;
    setBusy(true);
    setError(null);
    try {
      const sent = await tablesApi.say(gameId, token, draft);
      setDraft("");
      setMessages((old) => (old.some((m) => m.seq === sent.seq) ? old : [...old, sent]));
      last.current = Math.max(last.current, sent.seq);
    } catch (err) {
      setError(t("chat.refused", { detail: err instanceof Error ? err.message : String(err) }));
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="table-chat" aria-label={t("chat.title")}>
      <details open={open} onToggle={(e) => setOpen(e.currentTarget.open)}>
        <summary>
          <h3>{t("chat.title")}</h3>
          {!open && messages.length > 0 && <span className="muted"> ({messages.length})</span>}
        </summary>
        {messages.length === 0 && <p className="muted">{t("chat.empty")}</p>}
        {mutedNames.length > 0 && (
          <p className="muted chat-hidden">
            {t("chat.hidden", { count: messages.length - shown.length })}{" "}
            {mutedNames.map(([key, name]) => (
              <button key={key} type="button" className="link" onClick={() => toggleMute(key)}>
                {t("chat.unmute", { name })}
              </button>
            ))}
          </p>
        )}
        <ol className="chat-messages" aria-live="polite">
          {shown.map((m) => {
            const key = writerKey(m.seat, m.name);
            const mine = seat !== null && m.seat === seat;
            return (
              <li key={m.seq} className={mine ? "mine" : undefined} data-seq={m.seq}>
                <time dateTime={m.at} className="muted">
                  {time.format(new Date(m.at))}
                </time>{" "}
                <strong>
                  <bdi>{m.name}</bdi>
                  {m.seat === null && ` (${t("chat.spectator")})`}
                </strong>
                {": "}
                <span className="chat-text" dir="auto">
                  {m.text}
                </span>
                {!mine && token !== null && (
                  <button
                    type="button"
                    className="chat-mute"
                    onClick={() => toggleMute(key)}
                    aria-label={t("chat.mute", { name: m.name })}
                    title={t("chat.mute", { name: m.name })}
                  >
                    🔇
                  </button>
                )}
              </li>
            );
          })}
        </ol>
        {token === null ? (
          <p className="muted small">{t("chat.readOnly")}</p>
        ) : (
          <form
            className="chat-form"
            onSubmit={(e) => {
              e.preventDefault();
              void send();
            }}
          >
            <textarea
              aria-label={t("chat.message")}
              value={draft}
              rows={2}
              onChange={(e) => setDraft(e.target.value)}
              onKeyDown={(e) => {
                if (e.key === "Enter" && !e.shiftKey) {
                  e.preventDefault();
                  void send();
                }
              }}
            />
            <div className="chat-form-row">
              <span className={length > CHAT_CHARS ? "over" : "muted"} aria-live="polite">
                {t("chat.counter", { count: length, max: CHAT_CHARS })}
              </span>
              <button type="submit" disabled={busy || length === 0 || length > CHAT_CHARS}>
                {t("chat.send")}
              </button>
            </div>
            {error && (
              <p className="refusal" role="alert">
                {error}
              </p>
            )}
          </form>
        )}
      </details>
    </section>
  );
}
