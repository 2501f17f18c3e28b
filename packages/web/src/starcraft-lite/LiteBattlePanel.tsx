/**
 * The dice battlefield: both armies (with the state of each unit), every round's rolls (die faces
 * per unit, the hit target number), strikes and losses, and the decision asked now. Units are
 * named by type, numbered within a side when it has several of a type (never by id).
 */
import type { MessageKey, Translate } from "../i18n";
import { useT } from "../i18n";
import type { LiteView } from "./view";
import { areaWords, battleUnitLabels } from "./words";

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

export function LiteBattlePanel({
  view,
  battle,
  nameOf,
}: {
  view: LiteView;
  battle: Battle;
  nameOf(seat: number): string;
}) {
  const t = useT();
  const sides = [battle.input.attacker, battle.input.defender];
  const labels = battleUnitLabels(battle.input);
  const label = (id: number) => labels.get(id) ?? "?";
  const destroyed = new Set(battle.log.destroyed);
  return (
    <section className="lite-battle" aria-label={t("lite.battleLabel")} data-testid="lite-battle">
      <h3>{t("lite.battleIn", { area: areaWords(t, view, battle.input.area), round: battle.round })}</h3>
      <div className="lite-battle-sides">
        {sides.map((s, i) => (
          <div key={s.player} className="lite-battle-side">
            <strong>{t(i === 0 ? "lite.attacker" : "lite.defender", { name: nameOf(s.player) })}</strong>
            <ul>
              {battle.position.units[i].map((u) => (
                <li key={u.id}>
                  {s.upgrades.includes(u.type) ? t("lite.upgradedUnit", { unit: label(u.id) }) : label(u.id)}
                </li>
              ))}
            </ul>
            {s.units
              .filter((u) => destroyed.has(u.id))
              .map((u) => (
                <div key={u.id} className="muted">
                  {t("lite.destroyedUnit", { unit: label(u.id) })}
                </div>
              ))}
          </div>
        ))}
      </div>
      <Rounds reports={battle.reports} label={label} t={t} />
      {battle.pending && (
        <p className="muted">
          {t("lite.waitingFor", {
            name: nameOf(
              battle.pending.side === 0 ? battle.input.attacker.player : battle.input.defender.player,
            ),
            what: ASKS[battle.pending.kind] ? t(ASKS[battle.pending.kind]) : battle.pending.kind,
          })}
        </p>
      )}
    </section>
  );
}

/** The last finished battle: who fought, who won, and every round's dice. */
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
  const labels = battleUnitLabels(last.input);
  const holder =
    last.winner === 0
      ? nameOf(last.input.attacker.player)
      : last.winner === 1
        ? nameOf(last.input.defender.player)
        : null;
  return (
    <details className="lite-battle lite-last-battle" data-testid="lite-last-battle">
      <summary>
        {t("lite.lastBattle", {
          area: areaWords(t, view, last.input.area),
          attacker: nameOf(last.input.attacker.player),
          defender: nameOf(last.input.defender.player),
          holder: holder ?? t("lite.nobody"),
          count: last.destroyed.length,
        })}
      </summary>
      <Rounds reports={last.reports} label={(id) => labels.get(id) ?? "?"} t={t} />
    </details>
  );
}

function Rounds({
  reports,
  label,
  t,
}: {
  reports: Battle["reports"];
  label(id: number): string;
  t: Translate;
}) {
  return (
    <>
      {reports.map((r) => (
        <details key={r.round} open={r.round === reports.length} className="lite-round">
          <summary>
            {t(r.emp ? "lite.roundHitsEmp" : "lite.roundHits", {
              round: r.round,
              attacker: r.targetNumber[0],
              defender: r.targetNumber[1],
            })}
          </summary>
          <ul data-testid="lite-dice">
            {Object.entries(r.dice).map(([id, faces]) => (
              <li key={id}>{t("lite.rolled", { unit: label(Number(id)), faces: faces.join(", ") })}</li>
            ))}
          </ul>
          {r.strikes.length > 0 && (
            <p>
              {t("lite.strikes", {
                list: r.strikes.map((s) => `${label(s.unit)} → ${label(s.target)}`).join(", "),
              })}
            </p>
          )}
          {r.destroyed.length > 0 && (
            <p>{t("lite.destroyedList", { list: r.destroyed.map((id) => label(id)).join(", ") })}</p>
          )}
        </details>
      ))}
    </>
  );
}
