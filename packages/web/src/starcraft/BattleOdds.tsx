/**
 * Combat odds for the viewer, estimated by the combat module's Monte-Carlo sampler (it samples
 * only what the viewer does not know). Computed on demand, in a lazily loaded chunk.
 */

import { useState } from "react";
import { useLanguage, useT } from "../i18n";
import { oddsFailureWords } from "./oddsFailure";

interface Odds {
  samples: number;
  attackerWins: number;
  expectedLosses: [number, number];
}

export function BattleOdds({ battle, seat }: { battle: unknown; seat: number | null }) {
  const [odds, setOdds] = useState<Odds | null>(null);
  const t = useT();
  const [busy, setBusy] = useState(false);
  const { lang } = useLanguage();
  const [error, setError] = useState<unknown>(null);
  return (
    <div className="battle-odds">
      <button
        type="button"
        disabled={busy}
        onClick={async () => {
          setBusy(true);
          setError(null);
          try {
            const { estimateOdds } = await import("./oddsSource");
            setOdds(await estimateOdds(battle, seat));
          } catch (e) {
            setError(e ?? new Error("unknown"));
          } finally {
            setBusy(false);
          }
        }}
      >
        {busy ? t("odds.estimating") : t("odds.estimate")}
      </button>
      {odds && (
        <span data-testid="odds">
          {" "}
          {t("odds.battle", {
            percent: Math.round(odds.attackerWins * 100),
            attacker: odds.expectedLosses[0].toFixed(1),
            defender: odds.expectedLosses[1].toFixed(1),
            samples: odds.samples,
          })}
        </span>
      )}
      {error !== null && (
        <span className="muted"> {t("odds.unavailable", { error: oddsFailureWords(t, lang, error) })}</span>
      )}
    </div>
  );
}
