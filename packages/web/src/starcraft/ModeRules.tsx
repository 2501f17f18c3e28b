/**
 * The game mode and optional rules on the game page, so a player knows how this game is won
 * without opening the lobby's options again (issue 14):
 * - a banner naming the mode and its way to win: Galactic Conquest and both Survival modes have
 *   no conquest points (the last player left wins), so the conquest track is not shown there;
 * - in Survival and Faster Survival, each seat's bases on the board against the bases it may
 *   still have (3 per faction in Faster Survival, one fewer for each base destroyed: it leaves
 *   the game), since a player without a base is out;
 * - in those modes, the table's round limit (a safety net): reached, the tiebreakers decide;
 * - the optional rules played (Larger Galaxy raises the conquest goal to 25 for everyone);
 * - the conquest goal the track shows (`conquestGoal`).
 * The numbers come from the rules package (`baseLimit`, `LARGER_GALAXY_TARGET`).
 */
import {
  ALDARIS_TARGET,
  baseLimit,
  type GameMode,
  isGalacticConquest,
  isSurvival,
  LARGER_GALAXY_TARGET,
  NORMAL_TARGET,
  type StarcraftState,
} from "@koprulu/starcraft";
import { type MessageKey, useT } from "../i18n";
import { SeatSwatch } from "./Markers";
import type { ScCatalog, ScView } from "./viewTypes";

interface ModeOptions {
  mode?: GameMode;
  expansions?: string[];
  variants?: {
    leadershipCards?: boolean;
    largerGalaxy?: boolean;
    moreStartingPlanets?: boolean;
    disposableSpecialOrders?: boolean;
  };
}

const optionsOf = (view: ScView) => (view.options ?? {}) as ModeOptions;

/** The view as the rules package's mode questions take it (they read `options` only). */
const asState = (view: ScView) => ({ options: optionsOf(view) }) as unknown as StarcraftState;

/**
 * The conquest points a player needs to win, as the track shows it: none in the modes without
 * conquest points; 25 in Larger Galaxy; else 15, or 20 while Aldaris plays.
 */
export function conquestGoal(view: ScView): number | null {
  const s = asState(view);
  if (isGalacticConquest(s)) return null;
  if (optionsOf(view).variants?.largerGalaxy) return LARGER_GALAXY_TARGET;
  const aldaris = view.players.some((p) => p.faction === "aldaris" && !p.eliminated);
  return aldaris ? ALDARIS_TARGET : NORMAL_TARGET;
}

const MODE_WORDS: Record<Exclude<GameMode, "team-play">, { name: MessageKey; win: MessageKey }> = {
  "galactic-conquest": { name: "sc.mode.galacticConquest", win: "sc.mode.galacticConquestWin" },
  survival: { name: "sc.mode.survival", win: "sc.mode.survivalWin" },
  "faster-survival": { name: "sc.mode.fasterSurvival", win: "sc.mode.fasterSurvivalWin" },
};

/** The optional rules this game plays, as catalog keys (No Leadership Cards: Brood War without them). */
export function optionalRuleKeys(view: ScView): MessageKey[] {
  const o = optionsOf(view);
  if (!o.expansions?.includes("brood-war")) return [];
  const keys: MessageKey[] = [];
  if (o.variants?.largerGalaxy) keys.push("scOptions.largerGalaxy");
  if (o.variants?.moreStartingPlanets) keys.push("scOptions.moreStartingPlanets");
  if (o.variants?.disposableSpecialOrders) keys.push("scOptions.disposable");
  if (!o.variants?.leadershipCards) keys.push("sc.rule.noLeadership");
  return keys;
}

/** The mode banner and optional-rules line; nothing in a standard game without optional rules. */
export function ModeBanner({ view, catalog }: { view: ScView; catalog: ScCatalog }) {
  const t = useT();
  const mode = optionsOf(view).mode;
  const words = mode && mode !== "team-play" ? MODE_WORDS[mode] : null;
  const rules = optionalRuleKeys(view);
  if (!words && rules.length === 0) return null;
  const survival = isSurvival(asState(view));
  return (
    <section className="mode-banner" data-mode={mode ?? "standard"} aria-label={t("sc.mode.label")}>
      {words && (
        <>
          <h3>{t(words.name)}</h3>
          <p className="mode-win">{t(words.win)}</p>
          {/* the table's safety-net round limit decides otherwise, by the tiebreakers (no points here) */}
          {typeof view.options?.maxRounds === "number" && (
            <p className="mode-limit muted small">
              {t("sc.mode.roundLimit", { rounds: view.options.maxRounds })}
            </p>
          )}
        </>
      )}
      {survival && (
        <ul className="survival-bases">
          {view.players.map((p, seat) => {
            const onBoard = view.bases.filter((b) => b.owner === seat).length;
            const limit = baseLimit(view as unknown as StarcraftState, seat);
            const name =
              catalog.factions[p.faction]?.name ?? (p.faction || t("game.seat", { seat: seat + 1 }));
            return (
              // biome-ignore lint/suspicious/noArrayIndexKey: seats
              <li key={seat} data-seat={seat} className={p.eliminated ? "out" : undefined}>
                <SeatSwatch seat={seat} size={14} />
                <span className="cp-name">{name}</span>{" "}
                <bdi className="bases-left">
                  {p.eliminated ? t("sc.mode.out") : t("sc.mode.bases", { onBoard, limit })}
                </bdi>
              </li>
            );
          })}
        </ul>
      )}
      {rules.length > 0 && (
        <p className="optional-rules">
          {t("sc.rule.label")} {rules.map((k) => t(k)).join(" · ")}
        </p>
      )}
    </section>
  );
}
