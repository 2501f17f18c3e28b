/**
 * "Play again" in the end banner. A player starts the rematch (same ruleset, options, clock and
 * seats) and goes to their own seat there; everyone else at the table sees it is ready and gets
 * their own link (the server derives each from that seat's token). Spectators may watch it.
 */
import { useEffect, useState } from "react";
import { api } from "../api/client";
import { rememberSeat } from "../api/tokens";
import type { GameState, RematchLink } from "../api/types";
import { toRefusal } from "../api/useGame";
import { useT } from "../i18n";
import { linkProps, navigate } from "../router";
import { RefusalBanner } from "./RefusalBanner";
import "./clocks.css";

export function Rematch({ game, token }: { game: GameState; token: string | null }) {
  const t = useT();
  const [link, setLink] = useState<RematchLink | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<ReturnType<typeof toRefusal> | null>(null);
  const made = game.rematch?.gameId;
  // Someone else made it: this seat's own link comes with its own state.
  useEffect(() => {
    if (!made || !token || game.seat === null) return;
    let live = true;
    api.state(game.gameId, token).then(
      (s) => live && s.rematch?.token && setLink(s.rematch),
      () => {},
    );
    return () => {
      live = false;
    };
  }, [made, token, game.gameId, game.seat]);
  if (!game.outcome) return null;
  if (game.seat === null || !token)
    return made ? (
      <a className="button rematch" {...linkProps(`/watch/${encodeURIComponent(made)}`)}>
        {t("rematch.watch")}
      </a>
    ) : null;
  const go = (l: RematchLink) => {
    rememberSeat({ gameId: l.gameId, seat: game.seat as number, token: l.token!, ruleset: game.ruleset });
    navigate(l.invitation!);
  };
  const mine = link ?? (game.rematch?.token ? game.rematch : null);
  return (
    <span className="rematch" data-testid="rematch">
      {mine ? (
        <>
          <span role="status">{t("rematch.ready")}</span>{" "}
          <button type="button" className="primary" onClick={() => go(mine)}>
            {t("rematch.join")}
          </button>
        </>
      ) : (
        <button
          type="button"
          className="primary"
          disabled={busy}
          onClick={async () => {
            setBusy(true);
            try {
              go(await api.rematch(game.gameId, token));
            } catch (err) {
              setError(toRefusal(err));
            } finally {
              setBusy(false);
            }
          }}
        >
          {t("rematch.playAgain")}
        </button>
      )}
      {error && <RefusalBanner refusal={error} onClose={() => setError(null)} />}
    </span>
  );
}
