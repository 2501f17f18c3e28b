/**
 * The dice battlefield: both armies (with the state of each unit), every round's rolls (die faces
 * per unit, the hit target number), strikes and losses, and the decision asked now.
 */
import { loadLiteContent } from "@koprulu/starcraft-lite/content";
import type { LiteView } from "./view";

type Battle = NonNullable<LiteView["battle"]>;
type LastBattle = NonNullable<LiteView["lastBattle"]>;

function name(type: string): string {
  return loadLiteContent().units[type]?.name ?? type;
}

export function LiteBattlePanel({ battle }: { battle: Battle }) {
  const sides = [battle.input.attacker, battle.input.defender];
  const typeOf = new Map<number, string>();
  for (const s of sides) for (const u of s.units) typeOf.set(u.id, u.type);
  const destroyed = new Set(battle.log.destroyed);
  return (
    <section className="lite-battle" aria-label="Battle" data-testid="lite-battle">
      <h3>
        Battle in {battle.input.area} — round {battle.round}
      </h3>
      <div className="lite-battle-sides">
        {sides.map((s, i) => (
          <div key={s.player} className="lite-battle-side">
            <strong>
              {i === 0 ? "Attacker" : "Defender"}: seat {s.player} ({s.race})
            </strong>
            <ul>
              {battle.position.units[i].map((u) => (
                <li key={u.id}>
                  {name(u.type)} #{u.id}
                  {s.upgrades.includes(u.type) ? " (upgraded)" : ""}
                </li>
              ))}
            </ul>
            {s.units
              .filter((u) => destroyed.has(u.id))
              .map((u) => (
                <div key={u.id} className="muted">
                  destroyed: {name(u.type)} #{u.id}
                </div>
              ))}
          </div>
        ))}
      </div>
      <Rounds reports={battle.reports} typeOf={typeOf} />
      {battle.pending && (
        <p className="muted">
          Waiting for seat{" "}
          {battle.pending.side === 0 ? battle.input.attacker.player : battle.input.defender.player}:{" "}
          {battle.pending.kind}
        </p>
      )}
    </section>
  );
}

/** The last finished battle: who fought, who won, and every round's dice. */
export function LiteLastBattle({ last }: { last: LastBattle }) {
  const typeOf = new Map<number, string>();
  for (const s of [last.input.attacker, last.input.defender])
    for (const u of s.units) typeOf.set(u.id, u.type);
  const who = last.winner === 0 ? "the attacker" : last.winner === 1 ? "the defender" : "nobody";
  return (
    <details className="lite-battle lite-last-battle" data-testid="lite-last-battle">
      <summary>
        Last battle in {last.input.area}: seat {last.input.attacker.player} attacked seat{" "}
        {last.input.defender.player}; {who} holds the area ({last.destroyed.length} units destroyed)
      </summary>
      <Rounds reports={last.reports} typeOf={typeOf} />
    </details>
  );
}

function Rounds({ reports, typeOf }: { reports: Battle["reports"]; typeOf: Map<number, string> }) {
  return (
    <>
      {reports.map((r) => (
        <details key={r.round} open={r.round === reports.length} className="lite-round">
          <summary>
            Round {r.round}: hits on {r.targetNumber[0]}+ / {r.targetNumber[1]}+{r.emp ? " · EMP" : ""}
          </summary>
          <ul data-testid="lite-dice">
            {Object.entries(r.dice).map(([id, faces]) => (
              <li key={id}>
                {name(typeOf.get(Number(id)) ?? "?")} #{id}: rolled {faces.join(", ")}
              </li>
            ))}
          </ul>
          {r.strikes.length > 0 && (
            <p>Strikes: {r.strikes.map((s) => `#${s.unit} → #${s.target}`).join(", ")}</p>
          )}
          {r.destroyed.length > 0 && <p>Destroyed: {r.destroyed.map((id) => `#${id}`).join(", ")}</p>}
        </details>
      ))}
    </>
  );
}
