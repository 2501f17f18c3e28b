/**
 * Faction choice as faction sheets: the leader, race, special victory and the limits printed
 * on the sheet (hand limit, module slots, starting forces, permanent resources).
 */
import type { Action } from "../api/types";
import { canonical } from "../api/useGame";
import { useT } from "../i18n";
import { raceName } from "./raceName";
import type { ScCatalog } from "./viewTypes";
import { specialVictoryWords } from "./words";

export function factionChoices(actions: Action[]): Action[] {
  return actions.filter((a) => a.type === "choose-faction");
}

const RACE_COLOURS: Record<string, string> = { terran: "#4f8fd8", protoss: "#e0b84a", zerg: "#b05ad8" };

export function FactionSheets({
  catalog,
  actions,
  busy,
  submit,
}: {
  catalog: ScCatalog;
  actions: Action[];
  busy: boolean;
  submit(a: Action): void;
}) {
  const t = useT();
  return (
    <section className="faction-sheets" aria-label={t("faction.label")}>
      {actions.map((a) => {
        const f = catalog.factions[String(a.faction)];
        if (!f) return null;
        const units = countBy((f.startUnits ?? []).map((u) => catalog.units[u]?.name ?? u));
        return (
          <article
            key={canonical(a)}
            className="faction-sheet"
            data-faction={f.id}
            style={{ borderColor: RACE_COLOURS[f.race] ?? "#56627a" }}
          >
            <header style={{ background: RACE_COLOURS[f.race] ?? "#56627a" }}>
              <strong>{f.name}</strong> <span className="race">{raceName(f.race, t)}</span>
            </header>
            {specialVictoryWords(f, t) && <p className="special-victory">{specialVictoryWords(f, t)}</p>}
            <dl className="facts">
              {f.handLimit !== undefined && (
                <>
                  <dt>{t("faction.handLimit")}</dt>
                  <dd>{t("faction.handLimitValue", { count: f.handLimit })}</dd>
                </>
              )}
              {f.moduleSlots !== undefined && (
                <>
                  <dt>{t("faction.moduleSlots")}</dt>
                  <dd>{f.moduleSlots}</dd>
                </>
              )}
              {units.length > 0 && (
                <>
                  <dt>{t("faction.startsWith")}</dt>
                  <dd>
                    {units.join(", ")}
                    {f.workers !== undefined ? t("faction.workers", { count: f.workers }) : ""}
                    {f.transports ? t("faction.transports", { count: f.transports }) : ""}
                  </dd>
                </>
              )}
              {f.permanent && (
                <>
                  <dt>{t("faction.permanent")}</dt>
                  <dd>
                    {t("faction.permanentValue", { minerals: f.permanent.minerals, gas: f.permanent.gas })}
                  </dd>
                </>
              )}
            </dl>
            <button type="button" className="primary" disabled={busy} onClick={() => submit(a)}>
              {t("faction.play", { faction: f.name })}
            </button>
          </article>
        );
      })}
    </section>
  );
}

function countBy(names: string[]): string[] {
  const m = new Map<string, number>();
  for (const n of names) m.set(n, (m.get(n) ?? 0) + 1);
  return [...m].map(([n, c]) => (c > 1 ? `${c} ${n}s` : n));
}
