/**
 * "Odds if you attack now": while the seat resolves its own Mobilize and has moved units into an
 * area held by enemy units (before `end-mobilize`), estimate the battle that would start, from the
 * seat's view only. The odds code is a lazily loaded chunk (preOddsSource); it is fetched only when
 * such an area exists, and recomputed when the units in the area change.
 */
import { useEffect, useState } from "react";
import { useLanguage, useT } from "../i18n";
import { currentCatalog } from "./catalog";
import { contestedArea } from "./contested";
import { areaName } from "./names";
import { oddsFailureWords } from "./oddsFailure";
import type { ScView } from "./viewTypes";

interface Odds {
  samples: number;
  attackerWins: number;
  expectedLosses: [number, number];
}

export function PreBattleOdds({ view, seat }: { view: ScView; seat: number | null }) {
  const t = useT();
  const contest = contestedArea(view, seat);
  // What the estimate depends on: the area and exactly which units stand there.
  const key = contest
    ? `${contest.area}:${[...contest.mine, ...contest.theirs].map((u) => u.id).join(",")}`
    : null;
  const [odds, setOdds] = useState<{ key: string; odds: Odds } | null>(null);
  const { lang } = useLanguage();
  const [error, setError] = useState<unknown>(null);

  // biome-ignore lint/correctness/useExhaustiveDependencies: recompute only when `key` changes; `view` is read at that moment.
  useEffect(() => {
    if (key === null || seat === null) return;
    let live = true;
    setError(null);
    import("./preOddsSource")
      .then(({ estimatePreBattleOdds }) => estimatePreBattleOdds(view, seat))
      .then((o) => {
        if (live) setOdds({ key, odds: o });
      })
      .catch((e: unknown) => {
        if (live) setError(e ?? new Error("unknown"));
      });
    return () => {
      live = false;
    };
  }, [key, seat]);

  if (!contest) return null;
  const current = odds && odds.key === key ? odds.odds : null;
  return (
    <div className="pre-battle-odds" role="status" aria-live="polite">
      <strong>{t("odds.preTitle")}</strong>
      {t("odds.preContest", {
        mine: contest.mine.length,
        theirs: contest.theirs.length,
        area: areaName(currentCatalog(view), contest.area, t),
      })}
      {error !== null ? (
        <span className="muted">{t("odds.preUnavailable", { error: oddsFailureWords(t, lang, error) })}</span>
      ) : current ? (
        <span data-testid="pre-odds">
          {t("odds.pre", {
            percent: Math.round(current.attackerWins * 100),
            mine: current.expectedLosses[0].toFixed(1),
            theirs: current.expectedLosses[1].toFixed(1),
            samples: current.samples,
          })}
        </span>
      ) : (
        <span className="muted">{t("odds.preEstimating")}</span>
      )}
    </div>
  );
}
