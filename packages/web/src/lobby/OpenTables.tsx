/**
 * The lobby's open tables (listed games with a free seat: "Join" asks a name, takes the seat and
 * goes to the joiner's own seat page, remembering its link in this browser) and the games to
 * watch (listed games with every seat held). Both are paged by the server's cursor.
 */
import { useCallback, useEffect, useState } from "react";
import { ApiError } from "../api/client";
import { type OpenTable, type TablesPage, tablesApi } from "../api/tables";
import { rememberSeat } from "../api/tokens";
import { RULESET_TITLES } from "../boards/registry";
import { rulesetTitle, useLanguage, useT } from "../i18n";
import { linkProps, navigate } from "../router";
import { tableOptionWords } from "./tableOptions";
import "./tables.css";

const PAGE = 8;
const REFRESH_MS = 20_000;

/** A table's clock in words, when it has one of the clocks the server knows (issue 36 item 1). */
function clockWords(clock: unknown, t: ReturnType<typeof useT>): string | null {
  const c = clock as {
    kind?: string;
    bankSeconds?: number;
    bonusSeconds?: number;
    decisionHours?: number;
  } | null;
  if (c?.kind === "live" && typeof c.bankSeconds === "number")
    return t("tables.clock.live", { minutes: Math.round(c.bankSeconds / 60), seconds: c.bonusSeconds ?? 0 });
  if (c?.kind === "async" && typeof c.decisionHours === "number")
    return t("tables.clock.async", { hours: c.decisionHours });
  return null;
}

/** One paged list: the cursors of the pages before this one, so "Previous" goes back. */
function usePages(kind: "open" | "live") {
  const [cursors, setCursors] = useState<(string | undefined)[]>([undefined]);
  const [page, setPage] = useState<TablesPage | null>(null);
  const [failed, setFailed] = useState<string | null>(null);
  const cursor = cursors.at(-1);
  const load = useCallback(() => {
    tablesApi.page(kind, PAGE, cursor).then(
      (p) => {
        setPage(p);
        setFailed(null);
      },
      (e) => setFailed(String(e?.message ?? e)),
    );
  }, [kind, cursor]);
  // Tables fill and open while the lobby is open: the page in view is read again now and then.
  useEffect(() => {
    load();
    const timer = setInterval(() => {
      if (document.visibilityState !== "hidden") load();
    }, REFRESH_MS);
    return () => clearInterval(timer);
  }, [load]);
  return {
    page,
    failed,
    reload: load,
    hasPrevious: cursors.length > 1,
    next: () => page?.next && setCursors((c) => [...c, page.next]),
    previous: () => setCursors((c) => (c.length > 1 ? c.slice(0, -1) : c)),
  };
}

function JoinForm({ table, onCancel }: { table: OpenTable; onCancel(): void }) {
  const t = useT();
  const [name, setName] = useState("");
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const join = async () => {
    setBusy(true);
    setError(null);
    try {
      const seat = await tablesApi.claim(table.gameId, name.trim());
      rememberSeat({
        gameId: seat.gameId,
        seat: seat.seat,
        token: seat.token,
        name: seat.name,
        ruleset: table.ruleset,
      });
      navigate(seat.invitation);
    } catch (err) {
      setError(
        err instanceof ApiError && err.code === "table-full"
          ? t("tables.full")
          : t("tables.refused", { detail: err instanceof Error ? err.message : String(err) }),
      );
      setBusy(false);
    }
  };
  return (
    <form
      className="join-form"
      onSubmit={(e) => {
        e.preventDefault();
        if (name.trim()) void join();
      }}
    >
      <label>
        {t("tables.joinName")}{" "}
        <input value={name} onChange={(e) => setName(e.target.value)} maxLength={60} required />
      </label>{" "}
      <button type="submit" className="primary" disabled={busy || !name.trim()}>
        {t("tables.joinSubmit")}
      </button>{" "}
      <button type="button" onClick={onCancel}>
        {t("tables.joinCancel")}
      </button>
      {error && (
        <p className="refusal" role="alert">
          {error}
        </p>
      )}
    </form>
  );
}

function TableList({ kind }: { kind: "open" | "live" }) {
  const t = useT();
  const { lang } = useLanguage();
  const pages = usePages(kind);
  const [joining, setJoining] = useState<string | null>(null);
  const title = kind === "open" ? t("tables.open.title") : t("tables.live.title");
  const when = (iso: string) =>
    new Intl.DateTimeFormat(lang, { dateStyle: "short", timeStyle: "short" }).format(new Date(iso));
  const tables = pages.page?.tables;
  return (
    <section className={`tables-list tables-${kind}`} aria-label={title}>
      <h2>{title}</h2>
      {pages.failed && (
        <p className="refusal" role="alert">
          {pages.failed}
        </p>
      )}
      {!tables && !pages.failed && <p>{t("lobby.loading")}</p>}
      {tables?.length === 0 && (
        <p className="muted">{kind === "open" ? t("tables.open.empty") : t("tables.live.empty")}</p>
      )}
      <ul>
        {tables?.map((g) => {
          const game = rulesetTitle(t, g.ruleset, RULESET_TITLES[g.ruleset] ?? g.ruleset);
          const clock = clockWords(g.clock, t);
          const options = tableOptionWords(g.ruleset, g.options, t);
          return (
            <li key={g.gameId} data-game={g.gameId}>
              <span>
                <bdi>{game}</bdi> · {t("tables.seats", { taken: g.seatsTaken, total: g.seatsTotal })} ·{" "}
                {options.length > 0 && <span className="table-options">{options.join(", ")} · </span>}
                {clock && <>{clock} · </>}
                <span className="muted">{t("tables.created", { time: when(g.createdAt) })}</span>
              </span>{" "}
              {kind === "open" ? (
                joining === g.gameId ? (
                  <JoinForm table={g} onCancel={() => setJoining(null)} />
                ) : (
                  <button type="button" onClick={() => setJoining(g.gameId)}>
                    {t("tables.join")}
                  </button>
                )
              ) : (
                <a {...linkProps(`/watch/${encodeURIComponent(g.gameId)}`)}>{t("tables.watch")}</a>
              )}
            </li>
          );
        })}
      </ul>
      {(pages.hasPrevious || pages.page?.next) && (
        <nav className="tables-pages" aria-label={title}>
          <button type="button" onClick={pages.previous} disabled={!pages.hasPrevious}>
            {t("tables.previous")}
          </button>{" "}
          <button type="button" onClick={pages.next} disabled={!pages.page?.next}>
            {t("tables.next")}
          </button>
        </nav>
      )}
    </section>
  );
}

export function OpenTables() {
  return (
    <div className="open-tables">
      <TableList kind="open" />
      <TableList kind="live" />
    </div>
  );
}
