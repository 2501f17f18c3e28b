/**
 * Every seat's clock (games created with one), on the players' pages and the spectator page
 * alike. Times are the server's (it alone measures them): each state brings every seat's time
 * left; only a seat asked to decide counts down here, from that figure, until the next state.
 */
import { useEffect, useMemo, useState } from "react";
import type { GameState, SeatClock } from "../api/types";
import { useT } from "../i18n";
import { clockDigits } from "./clockTime";
import "./clocks.css";

export function SeatClocks({ game, nameOf }: { game: GameState; nameOf(seat: number): string }) {
  const t = useT();
  const seats = (game.seats ?? []).filter((s) => s.clock);
  if (!game.clock || game.clock.kind === "none" || seats.length === 0) return null;
  return (
    <section className="seat-clocks" aria-label={t("clocks.title")} data-testid="seat-clocks">
      <h3>{t("clocks.title")}</h3>
      <ul>
        {seats.map((s) => (
          <li
            key={s.seat}
            data-seat={s.seat}
            data-running={s.clock!.running}
            className={s.clock!.running ? "clock-running" : undefined}
          >
            <span className="clock-name">{nameOf(s.seat)}</span>{" "}
            <ClockTime clock={s.clock!} name={nameOf(s.seat)} />
            {s.clock!.running && <span className="clock-deciding"> {t("clocks.deciding")}</span>}
          </li>
        ))}
      </ul>
    </section>
  );
}

function ClockTime({ clock, name }: { clock: SeatClock; name: string }) {
  const t = useT();
  // When this figure arrived: a running clock counts down from it on this page's own timer.
  const receivedAt = useMemo(() => (clock ? performance.now() : 0), [clock]);
  const [, setTick] = useState(0);
  useEffect(() => {
    if (!clock.running) return;
    const id = setInterval(() => setTick((n) => n + 1), 250);
    return () => clearInterval(id);
  }, [clock]);
  const ms = clock.running ? clock.remainingMs - (performance.now() - receivedAt) : clock.remainingMs;
  const { days, time } = clockDigits(ms);
  const shown = days > 0 ? t("clocks.days", { days, time }) : time;
  return (
    <time
      role="timer"
      className="clock-time"
      dir="ltr"
      data-testid="clock-time"
      aria-label={t("clocks.left", { name, time: shown })}
    >
      {shown}
    </time>
  );
}
