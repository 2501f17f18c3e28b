/**
 * Pass-and-play: one page holds every seat of a game marked "at this device" (their tokens stay
 * in this browser's storage, never in the address) and shows the table from the seat that must
 * decide, with a curtain between two local players (seatSwitch.ts says when).
 *
 * Who is asked is read from the public (spectator) state, so choosing the screen never needs a
 * seat's secrets. A seat's own view is fetched and drawn only after its player tapped through the
 * curtain; while no local seat decides, the spectator's table is shown with a "waiting for" line.
 */
import { useMemo, useState } from "react";
import { localSeats } from "../api/tokens";
import { useGame } from "../api/useGame";
import { GamePage } from "../game/GamePage";
import { RefusalBanner } from "../game/RefusalBanner";
import { useT } from "../i18n";
import { linkProps } from "../router";
import { Curtain } from "./Curtain";
import "./hotseat.css";
import { hotSeatScreen } from "./seatSwitch";

const isolate = (s: string) => `\u2068${s}\u2069`;

export function HotSeatPage({ gameId }: { gameId: string }) {
  const t = useT();
  const held = useMemo(() => localSeats(gameId), [gameId]);
  const table = useGame(gameId, null);
  const [holder, setHolder] = useState<number | null>(null);
  // The holder looking back at its own table, at this version of the game (any move ends it).
  const [reviewAt, setReviewAt] = useState<number | null>(null);
  const state = table.state;

  if (held.length === 0 || !state) {
    return (
      <main className="page">
        <p>
          {held.length === 0
            ? t("hotseat.noSeats")
            : table.connection === "error"
              ? t("game.loadFailed")
              : t("game.loading")}
        </p>
        {table.refusal && <RefusalBanner refusal={table.refusal} onClose={table.clearRefusal} />}
        <a {...linkProps("/")}>{t("app.backToLobby")}</a>
      </main>
    );
  }

  const nameOf = (seat: number) =>
    state.seats?.find((s) => s.seat === seat)?.name ??
    held.find((h) => h.seat === seat)?.name ??
    t("game.seat", { seat: seat + 1 });
  const pending = state.outcome ? [] : state.pending.map((d) => d.player);
  const screen = hotSeatScreen({
    pending,
    // a seat handed to a bot (the bot hand-over) is no longer anyone's at this device
    local: held
      .map((h) => h.seat)
      .filter((seat) => state.seats?.find((x) => x.seat === seat)?.kind !== "bot"),
    holder,
    review: reviewAt === state.version,
    seats: state.players ?? state.seats?.length ?? Math.max(...held.map((h) => h.seat)) + 1,
  });
  const atDevice = held.map((h) => nameOf(h.seat));
  // Before the device changes hands (or while others decide) its holder may go back to its own
  // table, say to undo its last step; the button names whose table it opens.
  const backButton =
    holder !== null ? (
      <button type="button" className="hotseat-back" onClick={() => setReviewAt(state.version)}>
        {t("hotseat.back", { name: isolate(nameOf(holder)) })}
      </button>
    ) : null;

  if (screen.kind === "curtain") {
    return (
      <Curtain name={nameOf(screen.seat)} atDevice={atDevice} onReady={() => setHolder(screen.seat)}>
        {screen.seat !== holder && backButton}
      </Curtain>
    );
  }
  if (screen.kind === "seat") {
    const token = held.find((h) => h.seat === screen.seat)!.token;
    const reviewing = reviewAt === state.version && !pending.includes(screen.seat);
    return (
      <>
        <section className="hotseat-bar" aria-label={t("hotseat.label")}>
          <span>{t("hotseat.atDevice", { names: atDevice.map(isolate).join(", ") })}</span>
          {/* The holder may put the curtain up at any time (say, before looking away). */}
          <button
            type="button"
            onClick={() => {
              setReviewAt(null);
              if (!reviewing) setHolder(null);
            }}
          >
            {reviewing ? t("hotseat.handOn") : t("hotseat.hide")}
          </button>
        </section>
        <GamePage key={`seat:${screen.seat}`} gameId={gameId} token={token} />
      </>
    );
  }
  const waitingFor = pending.filter((seat) => !held.some((h) => h.seat === seat));
  return (
    <>
      <section className="hotseat-bar" aria-label={t("hotseat.label")} data-testid="hotseat-waiting">
        <span>
          {state.outcome
            ? t("hotseat.over")
            : t("hotseat.waiting", {
                who: waitingFor.length
                  ? waitingFor.map((seat) => isolate(nameOf(seat))).join(", ")
                  : t("hotseat.waitingServer"),
              })}
        </span>
        {backButton}
      </section>
      <GamePage key="table" gameId={gameId} token={null} />
    </>
  );
}
