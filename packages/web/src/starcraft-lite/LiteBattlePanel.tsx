/**
 * The dice battlefield (battleBoard.ts): both armies as miniatures, each unit's dice drawn with
 * the face rolled and hits marked against its side's target number (and why it moved), cloaked
 * first strikes, hits, losses, withdrawals, each side's splash column with the units it took,
 * the exact odds before the round, and the choice asked made by tapping the enemy unit. The
 * last finished battle stays as a line with every round a tap away. Units are named by type,
 * numbered within a side when it has several of a type (never by id).
 */
import { liteOddsOf } from "@koprulu/starcraft-lite";
import type { LiteBattleState } from "@koprulu/starcraft-lite/battle";
import { loadLiteContent } from "@koprulu/starcraft-lite/content";
import { useMemo, useState } from "react";
import type { Action } from "../api/types";
import type { MessageKey, Translate } from "../i18n";
import { useT } from "../i18n";
import { UnitMarker, unitAbbrev } from "../starcraft/Markers";
import { type BattleBoard, type BoardSide, type BoardUnit, battleBoard, roundBoard } from "./battleBoard";
import { Die } from "./Die";
import { certainKey, oddsPercent } from "./oddsWords";
import type { LiteView } from "./view";
import { areaWords, battleUnitLabels, unitTypeName } from "./words";

type Battle = NonNullable<LiteView["battle"]>;
type LastBattle = NonNullable<LiteView["lastBattle"]>;

const ASKS: Record<string, MessageKey> = {
  nydus: "lite.ask.nydus",
  ability: "lite.ask.ability",
  recall: "lite.ask.recall",
  target: "lite.ask.target",
  withdraw: "lite.ask.withdraw",
  splash: "lite.ask.splash",
  repair: "lite.ask.repair",
  retreat: "lite.ask.retreat",
};

/** The package's odds from the position the round started from (exact when within its budget). */
function BattleOdds({ battle }: { battle: Battle }) {
  const t = useT();
  // the odds read only the position the round started from (and who has left)
  const key = `${battle.round}|${battle.phase}|${JSON.stringify(battle.position)}|${battle.log.left.join()}`;
  // biome-ignore lint/correctness/useExhaustiveDependencies: recomputed when what the odds read changes
  const odds = useMemo(() => {
    try {
      return liteOddsOf(battle as unknown as LiteBattleState, undefined, { maxStates: 5000, samples: 2000 });
    } catch {
      return null;
    }
  }, [key]);
  if (!odds) return null;
  const pct = (x: number) => oddsPercent(x, odds.exact);
  const certain = certainKey(odds);
  return (
    <p className="lite-battle-odds" data-testid="lite-battle-odds" title={t("liteTable.battle.oddsTitle")}>
      <strong>{t("liteTable.battle.before", { round: battle.round })}</strong>{" "}
      {t("liteTable.battle.odds", {
        attacker: pct(odds.attacker),
        defender: pct(odds.defender),
        nobody: pct(odds.bothDestroyed),
        method: odds.exact ? t("lite.oddsExact") : t("lite.oddsSamples", { count: odds.samples }),
      })}
      {certain && <> — {t(certain)}</>}
    </p>
  );
}

function Miniature({ owner, type }: { owner: number; type: string }) {
  const unit = loadLiteContent().units[type];
  return (
    <svg className="lite-mini" width={40} height={40} viewBox="-20 -20 40 40" aria-hidden="true">
      <UnitMarker
        owner={owner}
        label={unitAbbrev(type, unit?.name)}
        flying={unit?.movement === "flying"}
        r={16}
      />
    </svg>
  );
}

function UnitRow({
  u,
  owner,
  label,
  areaName,
  t,
  busy,
  onPick,
}: {
  u: BoardUnit;
  owner: number;
  label(id: number): string;
  areaName(area: string): string;
  t: Translate;
  busy: boolean;
  onPick(a: Action): void;
}) {
  const states = [
    u.firstStrike ? t("liteTable.battle.firstStrike") : null,
    ...u.struck.map((x) => t("liteTable.battle.struck", { target: label(x) })),
    u.withdrew ? t("liteTable.battle.withdrew", { area: areaName(u.withdrew) }) : null,
    u.repaired ? t("liteTable.battle.repaired") : null,
    u.destroyed && !u.withdrew ? t("liteTable.battle.destroyed") : null,
  ].filter(Boolean);
  const body = (
    <>
      <Miniature owner={owner} type={u.type} />
      <span className="lite-unit-name">
        {u.upgraded ? t("lite.upgradedUnit", { unit: label(u.id) }) : label(u.id)}
      </span>
      <span className="lite-dice">
        {u.dice.length === 0 ? (
          <span className="muted">{t("liteTable.battle.noDice")}</span>
        ) : (
          u.dice.map((d, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: a unit's dice keep their order
            <Die key={i} face={d.face} hit={d.hit} />
          ))
        )}
      </span>
      {states.length > 0 && <span className="lite-unit-state">{states.join(" · ")}</span>}
    </>
  );
  const cls = `lite-unit${u.destroyed ? " destroyed" : ""}${u.firstStrike ? " first-strike" : ""}${u.withdrew ? " withdrew" : ""}`;
  if (u.pick)
    return (
      <li className={`${cls} pickable`}>
        <button
          type="button"
          className="lite-unit-pick"
          disabled={busy}
          aria-label={t("liteTable.battle.hitUnit", { unit: label(u.id) })}
          onClick={() => onPick(u.pick!)}
          data-unit={u.id}
        >
          {body}
        </button>
      </li>
    );
  return (
    <li className={cls} data-unit={u.id}>
      {body}
    </li>
  );
}

function SideView({
  side,
  index,
  board,
  nameOf,
  label,
  areaName,
  t,
  busy,
  onPick,
}: {
  side: BoardSide;
  index: 0 | 1;
  board: BattleBoard;
  nameOf(seat: number): string;
  label(id: number): string;
  areaName(area: string): string;
  t: Translate;
  busy: boolean;
  onPick(a: Action): void;
}) {
  const name = nameOf(side.player);
  return (
    <div className={`lite-battle-side side-${index}`} data-side={index}>
      <strong>{t(index === 0 ? "lite.attacker" : "lite.defender", { name })}</strong>
      {side.hitsOn !== null && (
        <p className="lite-hits-on" data-testid={`lite-hits-on-${index}`}>
          {t("liteTable.battle.hitsOn", { n: side.hitsOn })}
          {side.hitsOn > side.baseHitsOn && <> ({t("liteTable.battle.observed")})</>}
          {side.hiveMind && <> · {t("liteTable.battle.hiveMind")}</>}
        </p>
      )}
      <ul className="lite-units" aria-label={t("liteTable.battle.units", { name })}>
        {side.units.map((u) => (
          <UnitRow
            key={u.id}
            u={u}
            owner={side.player}
            label={label}
            areaName={areaName}
            t={t}
            busy={busy}
            onPick={onPick}
          />
        ))}
      </ul>
      {!board.live && board.report && (
        <p className="lite-splash" data-testid={`lite-splash-${index}`}>
          <strong>{t("liteTable.battle.splash")}:</strong>{" "}
          {side.splash
            ? `${t("liteTable.battle.splashPool", { ...side.splash })}${
                side.splashTook.length > 0
                  ? ` — ${t("liteTable.battle.splashFilled", { list: side.splashTook.map(label).join(", ") })}`
                  : ""
              }`
            : t("liteTable.battle.splashNone")}
        </p>
      )}
    </div>
  );
}

/** Both sides of one round, and the round's result once it is played. */
export function BoardView({
  board,
  input,
  view,
  nameOf,
  busy = false,
  onPick = () => {},
}: {
  board: BattleBoard;
  input: Battle["input"];
  view: LiteView;
  nameOf(seat: number): string;
  busy?: boolean;
  onPick?(a: Action): void;
}) {
  const t = useT();
  const labels = useMemo(() => battleUnitLabels(input), [input]);
  const label = (id: number) => labels.get(id) ?? "?";
  const report = board.report;
  const lost = report && !board.live ? report.destroyed : [];
  return (
    <div className="lite-round-board" data-round={board.round} data-live={board.live ? "true" : "false"}>
      <h4>
        {t("liteTable.battle.round", { round: board.round })}
        {board.emp && <span className="lite-emp"> · {t("liteTable.battle.emp")}</span>}
      </h4>
      <div className="lite-battle-sides">
        {([0, 1] as const).map((i) => (
          <SideView
            key={i}
            side={board.sides[i]}
            index={i}
            board={board}
            nameOf={nameOf}
            label={label}
            areaName={(area) => areaWords(t, view, area)}
            t={t}
            busy={busy}
            onPick={onPick}
          />
        ))}
      </div>
      {report && !board.live && (
        <p className="lite-round-result" data-testid="lite-round-result">
          {lost.length > 0
            ? t("liteTable.battle.result", {
                round: board.round,
                list: lost.map((id) => `${label(id)} (${t("liteTable.battle.destroyed")})`).join(", "),
              })
            : t("liteTable.battle.nothingDestroyed", { round: board.round })}
        </p>
      )}
    </div>
  );
}

export function LiteBattlePanel({
  view,
  battle,
  nameOf,
  actions = [],
  submit = () => {},
  busy = false,
}: {
  view: LiteView;
  battle: Battle;
  nameOf(seat: number): string;
  actions?: readonly Action[];
  submit?(a: Action): void;
  busy?: boolean;
}) {
  const t = useT();
  const board = useMemo(() => battleBoard(battle, actions), [battle, actions]);
  const labels = useMemo(() => battleUnitLabels(battle.input), [battle.input]);
  const pending = battle.pending;
  const mine = actions.some((a) => a.type === `lite-${pending?.kind}`);
  const picking = mine && (pending?.kind === "target" || pending?.kind === "splash");
  const actor = pending?.unit !== undefined ? (labels.get(pending.unit) ?? unitTypeName("?")) : "";
  return (
    <section className="lite-battle" aria-label={t("lite.battleLabel")} data-testid="lite-battle">
      <h3>{t("lite.battleIn", { area: areaWords(t, view, battle.input.area), round: battle.round })}</h3>
      <BattleOdds battle={battle} />
      {pending && (
        <p className={picking ? "lite-battle-ask" : "muted"} data-testid="lite-battle-ask">
          {picking
            ? pending.kind === "target"
              ? t("liteTable.battle.tapTarget", { unit: actor })
              : t("liteTable.battle.tapSplash")
            : t("liteTable.battle.waiting", {
                name: nameOf(
                  pending.side === 0 ? battle.input.attacker.player : battle.input.defender.player,
                ),
                what: ASKS[pending.kind] ? t(ASKS[pending.kind]) : pending.kind,
              })}
        </p>
      )}
      <BoardView board={board} input={battle.input} view={view} nameOf={nameOf} busy={busy} onPick={submit} />
    </section>
  );
}

/** The last finished battle: who fought and who holds the area; every round's dice on request. */
export function LiteLastBattle({
  view,
  last,
  nameOf,
}: {
  view: LiteView;
  last: LastBattle;
  nameOf(seat: number): string;
}) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const holder =
    last.winner === 0
      ? nameOf(last.input.attacker.player)
      : last.winner === 1
        ? nameOf(last.input.defender.player)
        : t("lite.nobody");
  return (
    <section className="lite-battle lite-last-battle" data-testid="lite-last-battle">
      <p>
        {t("lite.lastBattle", {
          area: areaWords(t, view, last.input.area),
          attacker: nameOf(last.input.attacker.player),
          defender: nameOf(last.input.defender.player),
          holder,
          count: last.destroyed.length,
        })}{" "}
        <button
          type="button"
          aria-expanded={open}
          onClick={() => setOpen(!open)}
          data-testid="lite-reopen-battle"
        >
          {open ? t("liteTable.battle.close") : t("liteTable.battle.reopen")}
        </button>
      </p>
      {open &&
        last.reports.map((r, i) => (
          <BoardView
            key={r.round}
            board={roundBoard(last.input, last.reports, i)}
            input={last.input}
            view={view}
            nameOf={nameOf}
          />
        ))}
    </section>
  );
}

/** A battle choice made on the panel (a unit tapped), so the decision bar need not offer it too. */
export function isPanelPick(a: Action): boolean {
  return (a.type === "lite-target" || a.type === "lite-splash") && typeof a.choice === "number";
}
