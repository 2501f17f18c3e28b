/**
 * The battle being fought: both sides' ships with damage, the latest volleys (die faces), the dice
 * waiting to be assigned, and the odds of the engagement from `eclipseOdds`.
 */
import type { Action } from "../api/types";
import { useLanguage, useT } from "../i18n";
import { battleStateName, hullName, percentIn, seatName } from "./names";
import { battleOdds } from "./odds";
import { type EclipseView, ofType } from "./viewTypes";

export function CombatViewer({
  view,
  actions,
  submit,
  busy,
}: {
  view: EclipseView;
  actions: Action[];
  submit(a: Action): void;
  busy: boolean;
}) {
  const t = useT();
  const { lang } = useLanguage();
  if (view.step.kind !== "battle") return null;
  const b = view.step.battle;
  const partyName = (id: string | undefined) => {
    const party = b.parties.find((x) => x.id === id);
    if (!party) return id ?? "";
    return party.player === null ? t("ec.npcs") : seatName(t, view, party.player);
  };
  const kindName = (type: string) => hullName(t, b.types[type]?.kind ?? type);
  const percent = (x: number) => percentIn(lang, x, 1);
  const odds = battleOdds(view);
  const volleys = b.log.filter((e) => e.kind === "volley").slice(-4);
  const assign = ofType(actions, "battle-assign");
  const pendingDice = b.pending?.kind === "assign" ? b.pending.dice : [];
  return (
    <section className="ec-combat" aria-label={t("ec.battle")}>
      <h3>{t("ec.battle.title", { sector: view.hexes[b.hex]?.sector ?? b.hex })}</h3>
      {odds && (
        <p data-testid="battle-odds">
          {t("ec.battle.odds", {
            attacker: partyName(b.engagement?.attacker),
            defender: partyName(b.engagement?.defender),
            attackerOdds: percent(odds.attacker),
            defenderOdds: percent(odds.defender),
            how: t(odds.exact ? "ec.battle.exact" : "ec.battle.sampled"),
          })}
        </p>
      )}
      <div className="ec-row">
        {b.parties.map((party) => (
          <div key={party.id} className="ec-party">
            <strong>{partyName(party.id)}</strong>
            <ul>
              {b.ships
                .filter((s) => s.party === party.id)
                .map((s) => (
                  <li key={s.id}>
                    {t("ec.battle.ship", {
                      kind: kindName(s.type),
                      id: s.id,
                      state: battleStateName(t, s.state),
                    })}
                    {s.damage ? t("ec.battle.damage", { damage: s.damage }) : ""}
                  </li>
                ))}
            </ul>
          </div>
        ))}
      </div>
      <ul className="ec-volleys">
        {volleys.map((v, i) =>
          v.kind === "volley" ? (
            // biome-ignore lint/suspicious/noArrayIndexKey: the log is append-only
            <li key={i}>
              {t("ec.battle.volley", {
                party: partyName(v.party),
                type: kindName(v.type),
                weapon: t(v.missiles ? "ec.battle.missiles" : "ec.battle.cannons"),
                dice: v.rolls.map((r) => `⚀⚁⚂⚃⚄⚅`[r - 1]).join(" "),
              })}
            </li>
          ) : null,
        )}
      </ul>
      {pendingDice.length > 0 && (
        <div>
          <p>{t("ec.battle.assign")}</p>
          <div className="ec-row">
            {assign.map((a) => (
              <button key={`${a.die}-${a.target}`} type="button" disabled={busy} onClick={() => submit(a)}>
                {t("ec.battle.die", {
                  value: pendingDice[a.die]?.value ?? "?",
                  damage: pendingDice[a.die]?.damage ?? "?",
                  target: a.target,
                })}
              </button>
            ))}
          </div>
        </div>
      )}
    </section>
  );
}
