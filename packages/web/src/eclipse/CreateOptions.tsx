/**
 * The lobby's Eclipse options (E-S9): every seat Terrans (the default), a random species per seat,
 * species chosen in turn at the table, or one species per seat chosen here — each species with its
 * one-line summary.
 */
import { useT } from "../i18n";
import { LabelledSelect } from "../lobby/LabelledSelect";
import { SUMMARY_KEYS, speciesName } from "./names";

export const SPECIES_IDS = ["terran", "eridani", "hydran", "planta", "draco", "mechanema", "orion"] as const;

export interface EclipseLobbyOptions {
  mode: "terrans" | "random" | "choose" | "list";
  /** With "list": one species per seat. */
  list: string[];
}

export const DEFAULT_ECLIPSE_OPTIONS: EclipseLobbyOptions = { mode: "terrans", list: [] };

/** The options sent to the server (undefined: the defaults, all Terrans). */
export function eclipseOptionsFor(
  players: number,
  o: EclipseLobbyOptions,
): Record<string, unknown> | undefined {
  if (o.mode === "terrans") return undefined;
  if (o.mode === "list")
    return {
      players,
      rounds: 9,
      species: Array.from({ length: players }, (_, i) => o.list[i] ?? "terran"),
    };
  return { players, rounds: 9, species: o.mode };
}

export function EclipseOptionsForm({
  players,
  value,
  onChange,
}: {
  players: number;
  value: EclipseLobbyOptions;
  onChange(v: EclipseLobbyOptions): void;
}) {
  const t = useT();
  return (
    <fieldset className="ec-lobby-species">
      <legend>{t("ect.lobby.species")}</legend>
      <select
        name="species"
        aria-label={t("ect.lobby.species")}
        value={value.mode}
        onChange={(e) => onChange({ ...value, mode: e.target.value as EclipseLobbyOptions["mode"] })}
      >
        <option value="terrans">{t("ect.lobby.terrans")}</option>
        <option value="random">{t("ect.lobby.random")}</option>
        <option value="choose">{t("ect.lobby.choose")}</option>
        <option value="list">{t("ect.lobby.list")}</option>
      </select>
      {value.mode === "list" &&
        Array.from({ length: players }, (_, i) => (
          <LabelledSelect
            // biome-ignore lint/suspicious/noArrayIndexKey: seats are positions
            key={i}
            className="ec-lobby-seat"
            label={t("ect.lobby.seat", { seat: i + 1 })}
            ariaLabel={t("ect.lobby.seat", { seat: i + 1 })}
            value={value.list[i] ?? "terran"}
            options={SPECIES_IDS.map((id) => ({ value: id, label: speciesName(t, id) }))}
            onChange={(species) => {
              const list = Array.from({ length: players }, (_, j) => value.list[j] ?? "terran");
              list[i] = species;
              onChange({ ...value, list });
            }}
          >
            <small> {t(SUMMARY_KEYS[value.list[i] ?? "terran"] ?? "ect.summary.terran")}</small>
          </LabelledSelect>
        ))}
      {value.mode !== "list" && (
        <ul className="ec-lobby-summaries">
          {SPECIES_IDS.map((id) => (
            <li key={id}>
              <strong>{speciesName(t, id)}</strong>: {t(SUMMARY_KEYS[id] ?? "ect.summary.terran")}
            </li>
          ))}
        </ul>
      )}
    </fieldset>
  );
}
