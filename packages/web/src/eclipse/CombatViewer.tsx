/**
 * The battle being fought: both sides' ships with damage, the latest volleys (die faces), the dice
 * waiting to be assigned, and the odds of the engagement from `eclipseOdds`.
 */
import type { Action } from "../api/types";
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
  if (view.step.kind !== "battle") return null;
  const b = view.step.battle;
  const odds = battleOdds(view);
  const volleys = b.log.filter((e) => e.kind === "volley").slice(-4);
  const assign = ofType(actions, "battle-assign");
  const pendingDice = b.pending?.kind === "assign" ? b.pending.dice : [];
  return (
    <section className="ec-combat" aria-label="Battle">
      <h3>Battle in sector {view.hexes[b.hex]?.sector}</h3>
      {odds && (
        <p data-testid="battle-odds">
          Odds ({b.engagement?.attacker} attacks {b.engagement?.defender}): attacker{" "}
          {(odds.attacker * 100).toFixed(1)}% · defender {(odds.defender * 100).toFixed(1)}%{" "}
          {odds.exact ? "(exact)" : "(sampled)"}
        </p>
      )}
      <div className="ec-row">
        {b.parties.map((party) => (
          <div key={party.id} className="ec-party">
            <strong>{party.id}</strong>
            <ul>
              {b.ships
                .filter((s) => s.party === party.id)
                .map((s) => (
                  <li key={s.id}>
                    {b.types[s.type]?.kind} #{s.id}: {s.state}
                    {s.damage ? `, damage ${s.damage}` : ""}
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
              {v.party} {v.type} {v.missiles ? "missiles" : "cannons"}:{" "}
              {v.rolls.map((r) => `⚀⚁⚂⚃⚄⚅`[r - 1]).join(" ")}
            </li>
          ) : null,
        )}
      </ul>
      {pendingDice.length > 0 && (
        <div>
          <p>Assign your hits:</p>
          <div className="ec-row">
            {assign.map((a) => (
              <button key={`${a.die}-${a.target}`} type="button" disabled={busy} onClick={() => submit(a)}>
                die {pendingDice[a.die]?.value} (dmg {pendingDice[a.die]?.damage}) → ship #{a.target}
              </button>
            ))}
          </div>
        </div>
      )}
    </section>
  );
}
