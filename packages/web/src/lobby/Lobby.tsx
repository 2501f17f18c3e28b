/** The lobby: create a game, my games ("your turn" first), watch a game by id. */
import { useEffect, useState } from "react";
import { api } from "../api/client";
import { heldSeats } from "../api/tokens";
import type { LobbyEntry, RulesetInfo } from "../api/types";
import { RULESET_TITLES } from "../boards/registry";
import { LanguageSwitch, rulesetTitle, useT } from "../i18n";
import { linkProps, navigate } from "../router";
import { CreateGame } from "./CreateGame";
import { OpenTables } from "./OpenTables";

export function sortLobby(entries: LobbyEntry[]): LobbyEntry[] {
  const rank = (e: LobbyEntry) => (e.yourTurn ? 0 : e.status === "finished" ? 2 : 1);
  return entries.slice().sort((a, b) => rank(a) - rank(b));
}

export function Lobby() {
  const [rulesets, setRulesets] = useState<RulesetInfo[] | null>(null);
  const [games, setGames] = useState<LobbyEntry[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [watchId, setWatchId] = useState("");
  const t = useT();

  // biome-ignore lint/correctness/useExhaustiveDependencies: loads once; `t` only words a failed first load
  useEffect(() => {
    api
      .rulesets()
      .then(setRulesets, (e) => setError(t("lobby.cannotReach", { detail: String(e?.message ?? e) })));
    const tokens = heldSeats().map((s) => s.token);
    if (tokens.length === 0) setGames([]);
    else
      api.myGames(tokens).then(
        (g) => setGames(sortLobby(g)),
        () => setGames([]),
      );
  }, []);

  const heldOf = (e: LobbyEntry) =>
    heldSeats().find((s) => s.gameId === e.gameId && (e.yourSeat === undefined || s.seat === e.yourSeat));

  const statusText = (status: string) =>
    status === "finished"
      ? t("lobby.status.finished")
      : status === "active"
        ? t("lobby.status.active")
        : status;

  return (
    <main className="page lobby">
      <header className="lobby-header">
        <h1>Koprulu</h1>
        <p className="muted">{t("app.tagline")}</p>
        <LanguageSwitch />
      </header>
      {error && (
        <p className="refusal" role="alert">
          {error}
        </p>
      )}
      <div className="lobby-grid">
        {rulesets ? <CreateGame rulesets={rulesets} /> : <p>{t("lobby.loadingRulesets")}</p>}
        <section className="my-games" aria-label={t("lobby.myGames")}>
          <h2>{t("lobby.myGames")}</h2>
          {games === null && <p>{t("lobby.loading")}</p>}
          {games?.length === 0 && <p className="muted">{t("lobby.noGames")}</p>}
          <ul>
            {games?.filter(oncePerDevice(heldOf)).map((g) => {
              const held = heldOf(g);
              // a seat played at this device opens the pass-and-play page, which holds them all
              const to = held?.atThisDevice
                ? `/hotseat/${encodeURIComponent(g.gameId)}`
                : held
                  ? `/play/${encodeURIComponent(g.gameId)}?token=${encodeURIComponent(held.token)}`
                  : `/watch/${encodeURIComponent(g.gameId)}`;
              return (
                <li key={`${g.gameId}:${g.yourSeat ?? ""}`} className={g.yourTurn ? "your-turn" : ""}>
                  <a {...linkProps(to)}>
                    <bdi>{rulesetTitle(t, g.ruleset, RULESET_TITLES[g.ruleset] ?? g.ruleset)}</bdi> ·{" "}
                    {t("lobby.players", { count: g.players })} · <code dir="ltr">{g.gameId}</code>
                  </a>{" "}
                  <span className="muted">
                    {g.yourSeat !== undefined && `${t("lobby.seat", { seat: g.yourSeat + 1 })} · `}
                    {statusText(g.status)} · <bdi dir="ltr">v{g.version}</bdi>
                  </span>
                  {g.yourTurn && <strong className="badge">{t("lobby.yourTurn")}</strong>}
                  {g.status === "finished" && (
                    <a {...linkProps(`/replay/${encodeURIComponent(g.gameId)}`)}>{t("lobby.replay")}</a>
                  )}
                </li>
              );
            })}
          </ul>
          <form
            className="watch"
            onSubmit={(e) => {
              e.preventDefault();
              if (watchId.trim()) navigate(`/watch/${encodeURIComponent(watchId.trim())}`);
            }}
          >
            <h3>{t("lobby.watchTitle")}</h3>
            <input
              aria-label={t("lobby.watchLabel")}
              placeholder={t("lobby.watchPlaceholder")}
              value={watchId}
              onChange={(e) => setWatchId(e.target.value)}
            />{" "}
            <button type="submit">{t("lobby.watch")}</button>
          </form>
        </section>
      </div>
      <OpenTables />
    </main>
  );
}

/**
 * Pass-and-play: the seats of one game held at this device are one table (its page holds them
 * all), listed once; the list is sorted "your turn" first, so the entry kept says so when any of
 * those seats is asked.
 */
function oncePerDevice(heldOf: (e: LobbyEntry) => { atThisDevice?: boolean } | undefined) {
  const seen = new Set<string>();
  return (e: LobbyEntry) => {
    if (!heldOf(e)?.atThisDevice) return true;
    if (seen.has(e.gameId)) return false;
    seen.add(e.gameId);
    return true;
  };
}
