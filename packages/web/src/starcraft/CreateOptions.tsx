/**
 * StarCraft options at game creation. The ruleset deals factions at random or lets each player
 * choose one in turn order at the table (an in-game decision), so the lobby offers exactly
 * that choice, the Brood War expansion (with or without its Leadership cards), and the
 * safety-net round limit.
 */
import { useT } from "../i18n";

export interface StarcraftLobbyOptions {
  factionSelection: "choose" | "random";
  maxRounds: number;
  /** Play with the Brood War expansion (`options.expansions: ["brood-war"]`). */
  broodWar?: boolean;
  /** Brood War optional rule: Disposable Special Orders (`options.variants`). */
  disposableSpecialOrders?: boolean;
  /** Brood War: play the Leadership cards (`options.variants.leadershipCards`). */
  leadershipCards?: boolean;
}

export const DEFAULT_SC_OPTIONS: StarcraftLobbyOptions = { factionSelection: "choose", maxRounds: 60 };

export function starcraftOptionsFor(players: number, o: StarcraftLobbyOptions) {
  return {
    players,
    factionSelection: o.factionSelection,
    maxRounds: o.maxRounds,
    ...(o.broodWar ? { expansions: ["brood-war"] } : {}),
    ...(o.broodWar && (o.disposableSpecialOrders || o.leadershipCards)
      ? {
          variants: {
            ...(o.disposableSpecialOrders ? { disposableSpecialOrders: true } : {}),
            ...(o.leadershipCards ? { leadershipCards: true } : {}),
          },
        }
      : {}),
  };
}

export function StarcraftOptionsForm({
  value,
  onChange,
}: {
  value: StarcraftLobbyOptions;
  onChange(next: StarcraftLobbyOptions): void;
}) {
  const t = useT();
  return (
    <div className="row">
      <label>
        {t("scOptions.factions")}{" "}
        <select
          name="factionSelection"
          value={value.factionSelection}
          onChange={(e) =>
            onChange({
              ...value,
              factionSelection: e.target.value as StarcraftLobbyOptions["factionSelection"],
            })
          }
        >
          <option value="choose">{t("scOptions.choose")}</option>
          <option value="random">{t("scOptions.random")}</option>
        </select>
      </label>
      <label>
        <input
          type="checkbox"
          name="broodWar"
          checked={value.broodWar === true}
          onChange={(e) => onChange({ ...value, broodWar: e.target.checked })}
        />{" "}
        {t("scOptions.broodWar")}
      </label>
      {value.broodWar && (
        <label>
          <input
            type="checkbox"
            name="disposableSpecialOrders"
            checked={value.disposableSpecialOrders === true}
            onChange={(e) => onChange({ ...value, disposableSpecialOrders: e.target.checked })}
          />{" "}
          {t("scOptions.disposable")}
        </label>
      )}
      {value.broodWar && (
        <label>
          <input
            type="checkbox"
            name="leadershipCards"
            checked={value.leadershipCards === true}
            onChange={(e) => onChange({ ...value, leadershipCards: e.target.checked })}
          />{" "}
          {t("scOptions.leadershipCards")}
        </label>
      )}
      <label>
        {t("scOptions.roundLimit")}{" "}
        <input
          type="number"
          min={1}
          max={200}
          value={value.maxRounds}
          onChange={(e) => onChange({ ...value, maxRounds: Math.max(1, Number(e.target.value) || 60) })}
        />
      </label>
    </div>
  );
}
