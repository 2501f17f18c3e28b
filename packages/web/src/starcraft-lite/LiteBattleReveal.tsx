/**
 * A finished Lite battle shown again (issue 31), from the "show the battle" button of any
 * battle's log line (not by itself when a battle ends: the board's last-battle line does that). Drawn from the record its ending story line
 * carries (battleRecords.ts), with the same dice battlefield as the live battle: each round's
 * miniatures, dice with their faces and hits, target numbers, strikes, splash and the units that
 * filled it, withdrawals, repairs, losses, and who holds the area.
 */
import type { LiteBattleRecord } from "@koprulu/starcraft-lite/ruleset";
import type { RevealProps } from "../game/boardTypes";
import { useT } from "../i18n";
import { roundBoard } from "./battleBoard";
import { battleRecords } from "./battleRecords";
import { BoardView } from "./LiteBattlePanel";
import { isLiteView, type LiteView } from "./view";
import { areaWords, liteRole } from "./words";

function RecordView({
  view,
  record,
  seatName,
}: {
  view: LiteView;
  record: LiteBattleRecord;
  seatName?(seat: number): string;
}) {
  const t = useT();
  const nameOf = (seat: number) =>
    seatName?.(seat) ?? liteRole(view, seat, t) ?? t("lite.seat", { seat: seat + 1 });
  const { input, winner, reports } = record;
  const holder =
    winner === 0
      ? nameOf(input.attacker.player)
      : winner === 1
        ? nameOf(input.defender.player)
        : t("lite.nobody");
  return (
    <div className="lite-reveal-battle" data-area={input.area}>
      <h4>{t("liteBattles.title", { area: areaWords(t, view, input.area) })}</h4>
      <p data-testid="lite-reveal-summary">
        {t("liteBattles.summary", {
          attacker: nameOf(input.attacker.player),
          defender: nameOf(input.defender.player),
          holder,
          count: record.destroyed.length,
        })}{" "}
        <span className="muted">{t("liteBattles.rounds", { count: reports.length })}</span>
      </p>
      {reports.map((r, i) => (
        <BoardView
          key={r.round}
          board={roundBoard(input, reports, i)}
          input={input}
          view={view}
          nameOf={nameOf}
        />
      ))}
    </div>
  );
}

export function LiteBattleReveal({ log, at, view, chosen = true, nameOf, onClose }: RevealProps) {
  const t = useT();
  const records = battleRecords(log[at]);
  // Only on request: the Lite board keeps the last battle's line (and its rounds) in view already,
  // and a phone page must not grow by a battle nobody asked to see again.
  if (!chosen || !isLiteView(view) || records.length === 0) return null;
  return (
    <section
      className="lite-battle lite-reveal"
      data-testid="lite-reveal"
      aria-label={t("days.battle.title")}
    >
      <button type="button" className="lite-reveal-close" onClick={onClose}>
        {t("days.battle.close")}
      </button>
      {records.map((r, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: one entry's battles keep their order
        <RecordView key={i} view={view} record={r} seatName={nameOf} />
      ))}
    </section>
  );
}
