/**
 * Odds before attacking (issue 16): while the viewer's inter-planetary movement targets an area
 * held by another player, the battle that `end-mobilize` would start, from `liteOdds`.
 */
import { liteOdds } from "@koprulu/starcraft-lite";
import { battleInput, type LiteState } from "@koprulu/starcraft-lite/ruleset";
import { useMemo } from "react";
import { useT } from "../i18n";
import { certainKey, oddsPercent } from "./oddsWords";
import type { LiteView } from "./view";
import { areaWords } from "./words";

export function LiteOdds({ view, seat }: { view: LiteView; seat: number | null }) {
  const t = useT();
  const f = view.frame;
  const target = f.kind === "mobilize" && f.player === seat ? (f.warp?.target ?? null) : null;
  const odds = useMemo(() => {
    if (target === null || seat === null) return null;
    const b = view.board;
    if (!b.units.some((u) => u.area === target && u.owner === seat)) return null;
    if (!b.units.some((u) => u.area === target && u.owner !== seat)) return null;
    try {
      return liteOdds(battleInput(view as unknown as LiteState, seat, target), undefined, {
        maxStates: 5000,
        samples: 2000,
      });
    } catch {
      return null;
    }
  }, [view, seat, target]);
  if (!odds || target === null) return null;
  const pct = (x: number) => oddsPercent(x, odds.exact);
  const certain = certainKey(odds);
  return (
    <p className="lite-odds" data-testid="lite-odds">
      {t("lite.odds", {
        area: areaWords(t, view, target),
        attacker: pct(odds.attacker),
        defender: pct(odds.defender),
        nobody: pct(odds.bothDestroyed),
        method: odds.exact ? t("lite.oddsExact") : t("lite.oddsSamples", { count: odds.samples }),
      })}
      {certain && <> — {t(certain)}</>}
    </p>
  );
}
