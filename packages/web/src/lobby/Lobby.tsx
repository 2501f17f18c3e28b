/** The lobby: create a game, my games ("your turn" first), watch a game by id. */
import { useEffect, useState } from "react";
import { api } from "../api/client";
import { heldSeats } from "../api/tokens";
import type { LobbyEntry, RulesetInfo } from "../api/types";
import { RULESET_TITLES } from "../boards/registry";
import { linkProps, navigate } from "../router";
import { CreateGame } from "./CreateGame";

export function sortLobby(entries: LobbyEntry[]): LobbyEntry[] {
  const rank = (e: LobbyEntry) => (e.yourTurn ? 0 : e.status === "finished" ? 2 : 1);
  return entries.slice().sort((a, b) => rank(a) - rank(b));
}

export function Lobby() {
  const [rulesets, setRulesets] = useState<RulesetInfo[] | null>(null);
  const [games, setGames] = useState<LobbyEntry[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [watchId, setWatchId] = useState("");

  useEffect(() => {
    api.rulesets().then(setRulesets, (e) => setError(`Cannot reach the server: ${String(e?.message ?? e)}`));
    const tokens = heldSeats().map((s) => s.token);
    if (tokens.length === 0) setGames([]);
    else
      api.myGames(tokens).then(
        (g) => setGames(sortLobby(g)),
        () => setGames([]),
      );
  }, []);

  const tokenOf = (e: LobbyEntry) =>
    heldSeats().find((s) => s.gameId === e.gameId && (e.yourSeat === undefined || s.seat === e.yourSeat))
      ?.token;

  return (
    <main className="page lobby">
      <header className="lobby-header">
        <h1>Koprulu</h1>
        <p className="muted">A rules-enforcing table for StarCraft: The Board Game.</p>
      </header>
      {error && (
        <p className="refusal" role="alert">
          {error}
        </p>
      )}
      <div className="lobby-grid">
        {rulesets ? <CreateGame rulesets={rulesets} /> : <p>Loading rulesets…</p>}
        <section className="my-games" aria-label="My games">
          <h2>My games</h2>
          {games === null && <p>Loading…</p>}
          {games?.length === 0 && <p className="muted">No games yet in this browser.</p>}
          <ul>
            {games?.map((g) => {
              const token = tokenOf(g);
              const to = token
                ? `/play/${encodeURIComponent(g.gameId)}?token=${encodeURIComponent(token)}`
                : `/watch/${encodeURIComponent(g.gameId)}`;
              return (
                <li key={`${g.gameId}:${g.yourSeat ?? ""}`} className={g.yourTurn ? "your-turn" : ""}>
                  <a {...linkProps(to)}>
                    {RULESET_TITLES[g.ruleset] ?? g.ruleset} · {g.players} players · <code>{g.gameId}</code>
                  </a>{" "}
                  <span className="muted">
                    {g.yourSeat !== undefined && `seat ${g.yourSeat + 1} · `}
                    {g.status} · v{g.version}
                  </span>
                  {g.yourTurn && <strong className="badge">your turn</strong>}
                  {g.status === "finished" && (
                    <a {...linkProps(`/replay/${encodeURIComponent(g.gameId)}`)}>replay</a>
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
            <h3>Watch a game</h3>
            <input
              aria-label="Game id to watch"
              placeholder="game id"
              value={watchId}
              onChange={(e) => setWatchId(e.target.value)}
            />{" "}
            <button type="submit">Watch</button>
          </form>
        </section>
      </div>
    </main>
  );
}
