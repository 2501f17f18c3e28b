/**
 * Faction choice as faction sheets: the leader, race, special victory and the limits printed
 * on the sheet (hand limit, module slots, starting forces, permanent resources).
 */
import type { Action } from "../api/types";
import { canonical } from "../api/useGame";
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
  return (
    <section className="faction-sheets" aria-label="Choose a faction">
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
              <strong>{f.name}</strong> <span className="race">{f.race}</span>
            </header>
            {specialVictoryWords(f) && <p className="special-victory">{specialVictoryWords(f)}</p>}
            <dl className="facts">
              {f.handLimit !== undefined && (
                <>
                  <dt>Hand limit</dt>
                  <dd>{f.handLimit} cards</dd>
                </>
              )}
              {f.moduleSlots !== undefined && (
                <>
                  <dt>Module slots</dt>
                  <dd>{f.moduleSlots}</dd>
                </>
              )}
              {units.length > 0 && (
                <>
                  <dt>Starts with</dt>
                  <dd>
                    {units.join(", ")}
                    {f.workers !== undefined ? `, ${f.workers} workers` : ""}
                    {f.transports ? `, ${f.transports} transport${f.transports > 1 ? "s" : ""}` : ""}
                  </dd>
                </>
              )}
              {f.permanent && (
                <>
                  <dt>Permanent</dt>
                  <dd>
                    {f.permanent.minerals} minerals, {f.permanent.gas} gas
                  </dd>
                </>
              )}
            </dl>
            <button type="button" className="primary" disabled={busy} onClick={() => submit(a)}>
              Play {f.name}
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
