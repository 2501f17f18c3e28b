/**
 * StarCraft options at game creation. The ruleset deals factions at random or lets each player
 * choose one in turn order at the table (an in-game decision), so the lobby offers exactly
 * that choice, the Brood War expansion with its Leadership cards (off: the No Leadership Cards
 * rule) and optional rules, the game modes (Galactic Conquest and Team Play; with Brood War,
 * Survival and Faster Survival), and the safety-net round limit.
 *
 * The form never builds options the ruleset refuses (its validateOptions): combinations the
 * rules forbid are disabled and explained beside the control — optional rules and a game mode
 * exclude each other (BW p.11), More Starting Planet Tokens and Larger Galaxy exclude each other,
 * a mode in a Brood War game is played with the Leadership cards, and Team Play needs 4 or 6
 * players.
 */
import { MAX_ROUNDS, TEAM_PLAYER_COUNTS } from "@koprulu/starcraft";
import { useT } from "../i18n";
import { LabelledSelect } from "../lobby/LabelledSelect";

export type StarcraftLobbyMode =
  | "standard"
  | "galactic-conquest"
  | "survival"
  | "faster-survival"
  | "team-play";

export interface StarcraftLobbyOptions {
  factionSelection: "choose" | "random";
  maxRounds: number;
  /** Play with the Brood War expansion (`options.expansions: ["brood-war"]`). */
  broodWar?: boolean;
  /** Brood War: the Leadership cards (`options.variants.leadershipCards`); off, No Leadership Cards. */
  leadershipCards?: boolean;
  /** Brood War optional rule: Disposable Special Orders (`options.variants`). */
  disposableSpecialOrders?: boolean;
  /** Brood War optional rule BW-X3: More Starting Planet Tokens. */
  moreStartingPlanets?: boolean;
  /** Brood War optional rule BW-X4: Larger Galaxy. */
  largerGalaxy?: boolean;
  /** Game mode (`options.mode`); "standard" or absent: none. */
  mode?: StarcraftLobbyMode;
}

export const DEFAULT_SC_OPTIONS: StarcraftLobbyOptions = { factionSelection: "choose", maxRounds: 60 };

/** Survival and Faster Survival are Brood War's modes; Galactic Conquest is the core game's. */
const needsBroodWar = (mode: StarcraftLobbyMode) => mode === "survival" || mode === "faster-survival";

/** Team Play is played by 4 or 6 players (teams of two). */
const teamPlayFits = (players: number | undefined) =>
  players === undefined || TEAM_PLAYER_COUNTS.includes(players);

/**
 * The game mode the options actually play (a Brood War mode without Brood War is none, and so is
 * Team Play at a player count it is not played with).
 */
function effectiveMode(
  o: StarcraftLobbyOptions,
  players?: number,
): Exclude<StarcraftLobbyMode, "standard"> | null {
  const mode = o.mode ?? "standard";
  if (mode === "standard") return null;
  if (needsBroodWar(mode) && !o.broodWar) return null;
  if (mode === "team-play" && !teamPlayFits(players)) return null;
  return mode;
}

export function starcraftOptionsFor(players: number, o: StarcraftLobbyOptions) {
  const mode = effectiveMode(o, players);
  const variants: Record<string, boolean> = {};
  if (o.broodWar) {
    // A game mode takes no optional rule and is played with the Leadership cards (BW p.11).
    if (mode || o.leadershipCards) variants.leadershipCards = true;
    if (!mode) {
      if (o.disposableSpecialOrders) variants.disposableSpecialOrders = true;
      if (o.largerGalaxy) variants.largerGalaxy = true;
      else if (o.moreStartingPlanets) variants.moreStartingPlanets = true;
    }
  }
  return {
    players,
    factionSelection: o.factionSelection,
    maxRounds: o.maxRounds,
    ...(o.broodWar ? { expansions: ["brood-war"] } : {}),
    ...(Object.keys(variants).length > 0 ? { variants } : {}),
    ...(mode ? { mode } : {}),
  };
}

export function StarcraftOptionsForm({
  value,
  onChange,
  players,
}: {
  value: StarcraftLobbyOptions;
  onChange(next: StarcraftLobbyOptions): void;
  /** The table's player count (Team Play needs 4 or 6); unknown: every mode is offered. */
  players?: number;
}) {
  const t = useT();
  const mode = effectiveMode(value, players);
  const bw = value.broodWar === true;
  const check = (
    name: "leadershipCards" | "disposableSpecialOrders" | "moreStartingPlanets" | "largerGalaxy",
    label: string,
    disabledBecause: string | null,
    forced?: boolean,
  ) => (
    <label>
      <input
        type="checkbox"
        name={name}
        checked={forced ?? (value[name] === true && disabledBecause === null)}
        disabled={disabledBecause !== null}
        title={disabledBecause ?? undefined}
        onChange={(e) => onChange({ ...value, [name]: e.target.checked })}
      />{" "}
      {label}
      {disabledBecause && <small className="muted"> ({disabledBecause})</small>}
    </label>
  );
  const optionalBlocked = mode ? t("scOptions.modeExcludesRules") : null;
  return (
    <div className="row">
      <LabelledSelect
        label={t("scOptions.factions")}
        name="factionSelection"
        value={value.factionSelection}
        options={[
          { value: "choose", label: t("scOptions.choose") },
          { value: "random", label: t("scOptions.random") },
        ]}
        onChange={(factionSelection) => onChange({ ...value, factionSelection })}
      />
      <label>
        <input
          type="checkbox"
          name="broodWar"
          checked={bw}
          onChange={(e) => onChange({ ...value, broodWar: e.target.checked })}
        />{" "}
        {t("scOptions.broodWar")}
      </label>
      {bw && (
        <>
          {check(
            "leadershipCards",
            t("scOptions.leadershipCards"),
            mode ? t("scOptions.modeNeedsLeadership") : null,
            mode ? true : undefined,
          )}
          <fieldset name="optionalRules">
            <legend>{t("scOptions.optionalRules")}</legend>
            {check("disposableSpecialOrders", t("scOptions.disposable"), optionalBlocked)}
            {check(
              "moreStartingPlanets",
              t("scOptions.moreStartingPlanets"),
              optionalBlocked ?? (value.largerGalaxy ? t("scOptions.planetRulesExclusive") : null),
            )}
            {check(
              "largerGalaxy",
              t("scOptions.largerGalaxy"),
              optionalBlocked ?? (value.moreStartingPlanets ? t("scOptions.planetRulesExclusive") : null),
            )}
          </fieldset>
        </>
      )}
      <LabelledSelect<StarcraftLobbyMode>
        label={t("scOptions.mode")}
        name="mode"
        value={mode ?? "standard"}
        options={[
          { value: "standard", label: t("scOptions.mode.standard") },
          { value: "galactic-conquest", label: t("scOptions.mode.galacticConquest") },
          { value: "survival", label: t("scOptions.mode.survival"), disabled: !bw },
          { value: "faster-survival", label: t("scOptions.mode.fasterSurvival"), disabled: !bw },
          { value: "team-play", label: t("scOptions.mode.teamPlay"), disabled: !teamPlayFits(players) },
        ]}
        onChange={(next) => onChange({ ...value, mode: next })}
      >
        {!bw && <small className="muted"> ({t("scOptions.modeNeedsBroodWar")})</small>}
        {!teamPlayFits(players) && <small className="muted"> ({t("scOptions.teamPlayNeedsPlayers")})</small>}
      </LabelledSelect>
      <label>
        {t("scOptions.roundLimit")}{" "}
        <input
          type="number"
          min={1}
          max={MAX_ROUNDS}
          value={value.maxRounds}
          onChange={(e) => onChange({ ...value, maxRounds: Math.max(1, Number(e.target.value) || 60) })}
        />
      </label>
    </div>
  );
}
