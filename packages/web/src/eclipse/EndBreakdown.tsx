/**
 * The end of the game told, not just totalled: each player's VP by category (sectors, reputation,
 * ambassadors, discoveries, monoliths, technology tracks, the Traitor, the species bonus) and the
 * total. The outcome's `breakdown` is the source; an outcome without one (games recorded before
 * it existed) is read from the final view with `scoreOf`, where the reputation of other players —
 * hidden in the view — is what remains of their total.
 */

import { scoreOf } from "@koprulu/eclipse";
import type { Outcome } from "@koprulu/engine";
import type { MessageKey, Translate } from "../i18n";
import { useT } from "../i18n";
import { seatName } from "./names";
import { colourOf, type EclipseView } from "./viewTypes";

/** Category keys as the rules name them (some have two spellings across versions) → words. */
const CATEGORIES: Record<string, MessageKey> = {
  sectors: "ect.vp.sectors",
  hexes: "ect.vp.sectors",
  reputation: "ect.vp.reputation",
  ambassadors: "ect.vp.ambassadors",
  discoveries: "ect.vp.discoveries",
  monoliths: "ect.vp.monoliths",
  tracks: "ect.vp.tracks",
  technology: "ect.vp.tracks",
  traitor: "ect.vp.traitor",
  species: "ect.vp.species",
};

export const categoryName = (t: Translate, key: string) => (CATEGORIES[key] ? t(CATEGORIES[key]!) : key);

/** Each seat's points by category, from the outcome or (without a breakdown) the final view. */
export function breakdownOf(view: EclipseView, outcome: Outcome | null): Record<string, number>[] {
  if (outcome?.breakdown && outcome.breakdown.length === view.players.length) return outcome.breakdown;
  return view.players.map((_, seat) => {
    const { total, ...line } = scoreOf(view as never, seat);
    const known = total - line.reputation;
    const final = outcome?.scores?.[seat];
    return { ...line, reputation: typeof final === "number" ? final - known : line.reputation };
  });
}

export function EndBreakdown({ view, outcome }: { view: EclipseView; outcome: Outcome | null }) {
  const t = useT();
  const rows = breakdownOf(view, outcome);
  const categories = [...new Set(rows.flatMap((r) => Object.keys(r)))].filter((k) => k !== "total");
  const totals = rows.map((r, i) => {
    const final = outcome?.scores?.[i];
    return typeof final === "number" ? final : categories.reduce((a, k) => a + (r[k] ?? 0), 0);
  });
  return (
    <section className="ec-breakdown" aria-label={t("ect.vp.title")} data-testid="vp-breakdown">
      <h3>{t("ect.vp.title")}</h3>
      <table>
        <thead>
          <tr>
            <th scope="col">{t("ect.vp.category")}</th>
            {view.players.map((p) => (
              <th key={p.seat} scope="col" style={{ color: colourOf(view, p.seat) }}>
                {seatName(t, view, p.seat)}
                {outcome?.winners.includes(p.seat) ? ` ★` : ""}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {categories.map((k) => (
            <tr key={k} data-category={k}>
              <th scope="row">{categoryName(t, k)}</th>
              {rows.map((r, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: seats are positions
                <td key={i}>{r[k] ?? 0}</td>
              ))}
            </tr>
          ))}
          <tr className="ec-total">
            <th scope="row">{t("ect.vp.total")}</th>
            {totals.map((v, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: seats are positions
              <td key={i}>{v}</td>
            ))}
          </tr>
        </tbody>
      </table>
    </section>
  );
}
