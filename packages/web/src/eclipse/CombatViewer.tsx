/**
 * The battle panel: both fleets as miniatures with their damage markers, the firing order of the
 * engagement by initiative (the one firing now marked), the dice of the latest volleys drawn as
 * dice with the hits marked, retreats, the dice waiting to be assigned, and the odds of the
 * engagement from `eclipseOdds` before each round. An ended battle is told by BattleReport.
 */
import type { Action } from "../api/types";
import { type Translate, useLanguage, useT } from "../i18n";
import { DieFace } from "./art/Die";
import { NpcShip, ShipMini } from "./art/Pieces";
import { battleStateName, hullName, percentIn, seatName } from "./names";
import { battleOdds } from "./odds";
import { colourOf, type EclipseView, ofType } from "./viewTypes";

type Battle = Extract<EclipseView["step"], { kind: "battle" }>["battle"];
type Volley = Extract<Battle["log"][number], { kind: "volley" }>;

/**
 * The latest volleys with how many of their dice hit (the hit events that follow each). A die hits
 * when its value plus the computer less the shield reaches 6, so the hits are the highest dice.
 */
export function volleysWithHits(b: Battle, last = 4): { volley: Volley; hits: number }[] {
  const out: { volley: Volley; hits: number }[] = [];
  for (const e of b.log) {
    if (e.kind === "volley") out.push({ volley: e, hits: 0 });
    else if (e.kind === "hit" && out.length) out[out.length - 1]!.hits++;
  }
  return out.slice(-last);
}

export function hitMask(rolls: number[], hits: number): boolean[] {
  const order = rolls.map((v, i) => [v, i] as const).sort((a, b) => b[0] - a[0]);
  const mask = rolls.map(() => false);
  for (const [, i] of order.slice(0, hits)) mask[i] = true;
  return mask;
}

function BattlePicture({ view, b, t }: { view: EclipseView; b: Battle; t: Translate }) {
  const { lang } = useLanguage();
  const partyName = (id: string | undefined) => {
    const party = b.parties.find((x) => x.id === id);
    if (!party) return id ?? "";
    return party.player === null ? t("ec.npcs") : seatName(t, view, party.player);
  };
  const partyColour = (id: string) => {
    const party = b.parties.find((x) => x.id === id);
    return party?.player == null ? "#ff6b5a" : colourOf(view, party.player);
  };
  const kindOf = (type: string) => b.types[type]?.kind ?? type;
  const odds = battleOdds(view);
  const e = b.engagement;
  return (
    <>
      {odds && (
        <p data-testid="battle-odds">
          {t("ec.battle.odds", {
            attacker: partyName(e?.attacker),
            defender: partyName(e?.defender),
            attackerOdds: percentIn(lang, odds.attacker, 1),
            defenderOdds: percentIn(lang, odds.defender, 1),
            how: t(odds.exact ? "ec.battle.exact" : "ec.battle.sampled"),
          })}
        </p>
      )}
      <div className="ec-row ec-fleets">
        {b.parties.map((party) => (
          <div key={party.id} className="ec-party" style={{ borderColor: partyColour(party.id) }}>
            <strong>{partyName(party.id)}</strong>
            <div className="ec-row">
              {b.ships
                .filter((s) => s.party === party.id)
                .map((s) => {
                  const kind = kindOf(s.type);
                  const label = `${t("ec.battle.ship", { kind: hullName(t, kind), id: s.id, state: battleStateName(t, s.state) })}${s.damage ? t("ec.battle.damage", { damage: s.damage }) : ""}`;
                  return (
                    <svg
                      key={s.id}
                      width={48}
                      height={48}
                      viewBox="-24 -24 48 48"
                      role="img"
                      aria-label={label}
                      className={`ec-battle-ship ec-${s.state}`}
                    >
                      <title>{label}</title>
                      {kind === "ancient" || kind === "gcds" ? (
                        <NpcShip kind={kind} x={0} y={-2} size={30} />
                      ) : (
                        <ShipMini hull={kind} colour={partyColour(party.id)} x={0} y={-2} size={30} />
                      )}
                      {Array.from({ length: s.damage }, (_, i) => (
                        <rect
                          // biome-ignore lint/suspicious/noArrayIndexKey: damage markers are alike
                          key={i}
                          x={-20 + i * 9}
                          y={14}
                          width={7}
                          height={7}
                          fill="#e0483d"
                          stroke="#0b0e14"
                        />
                      ))}
                      {s.state === "destroyed" && (
                        <path d="M -16 -16 L 16 16 M 16 -16 L -16 16" stroke="#e0483d" strokeWidth={3} />
                      )}
                      {(s.state === "retreating" || s.state === "retreated") && (
                        <text x={14} y={-10} fontSize={14} fill="#ffd166">
                          ↩
                        </text>
                      )}
                    </svg>
                  );
                })}
            </div>
          </div>
        ))}
      </div>
      {e && (
        <ol className="ec-order" aria-label={t("ect.battle.order")}>
          {e.order.map((key, i) => {
            const [party, type] = key.split("|") as [string, string];
            return (
              <li key={key} className={i === e.cursor ? "ec-active" : undefined}>
                {t("ect.battle.orderItem", {
                  party: partyName(party),
                  kind: hullName(t, kindOf(type)),
                  initiative: b.types[type]?.initiative ?? 0,
                })}
              </li>
            );
          })}
        </ol>
      )}
      <ul className="ec-volleys">
        {volleysWithHits(b).map(({ volley: v, hits }, i) => {
          const mask = hitMask(v.rolls, hits);
          const damage = b.types[v.type]?.[v.missiles ? "missiles" : "cannons"] ?? [];
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: the log is append-only
            <li key={i} data-testid="volley">
              <span>
                {t("ect.battle.volley", {
                  party: partyName(v.party),
                  type: hullName(t, kindOf(v.type)),
                  weapon: t(v.missiles ? "ec.battle.missiles" : "ec.battle.cannons"),
                  hits,
                })}
              </span>
              <span className="ec-dice">
                {v.rolls.map((r, j) => (
                  <DieFace
                    // biome-ignore lint/suspicious/noArrayIndexKey: dice of one volley are positions
                    key={j}
                    value={r}
                    damage={damage[j % Math.max(1, damage.length)] ?? 1}
                    hit={mask[j]!}
                    label={t(mask[j] ? "ect.die.hit" : "ect.die.miss", { value: r })}
                  />
                ))}
              </span>
            </li>
          );
        })}
      </ul>
    </>
  );
}

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
  if (view.step.kind !== "battle") return null;
  const b = view.step.battle;
  const assign = ofType(actions, "battle-assign");
  const pendingDice = b.pending?.kind === "assign" ? b.pending.dice : [];
  return (
    <section className="ec-combat" aria-label={t("ec.battle")}>
      <h3>{t("ec.battle.title", { sector: view.hexes[b.hex]?.sector ?? b.hex })}</h3>
      <BattlePicture view={view} b={b} t={t} />
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
