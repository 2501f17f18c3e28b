/**
 * StarCraft Lite options at game creation: the end (30, 25 or the 20-point short game) and the
 * variant's optional rules (spec §12). The server validates them with the ruleset's
 * validateOptions.
 */
import { type MessageKey, useT } from "../i18n";
import { LabelledSelect } from "../lobby/LabelledSelect";

export interface LiteLobbyOptions {
  end: "30" | "25" | "short";
  weakerEvents: boolean;
  catchUpEvents: boolean;
  slowHarvest: boolean;
}

export const DEFAULT_LITE_OPTIONS: LiteLobbyOptions = {
  end: "30",
  weakerEvents: false,
  catchUpEvents: false,
  slowHarvest: false,
};

export function liteOptionsFor(players: number, o: LiteLobbyOptions) {
  return {
    players,
    endAt: o.end === "short" ? 20 : Number(o.end),
    shortGame: o.end === "short",
    weakerEvents: o.weakerEvents,
    catchUpEvents: o.catchUpEvents,
    slowHarvest: o.slowHarvest,
    eventCopies: 2,
    permanentResources: true,
    maxRounds: 60,
  };
}

const RULES: { key: "weakerEvents" | "catchUpEvents" | "slowHarvest"; label: MessageKey }[] = [
  { key: "weakerEvents", label: "liteOptions.weakerEvents" },
  { key: "catchUpEvents", label: "liteOptions.catchUpEvents" },
  { key: "slowHarvest", label: "liteOptions.slowHarvest" },
];

export function LiteOptionsForm({
  value,
  onChange,
}: {
  value: LiteLobbyOptions;
  onChange(next: LiteLobbyOptions): void;
}) {
  const t = useT();
  return (
    <div className="row lite-options">
      <LabelledSelect
        label={t("liteOptions.endsAt")}
        name="liteEnd"
        value={value.end}
        options={[
          { value: "30", label: t("liteOptions.points", { count: 30 }) },
          { value: "25", label: t("liteOptions.points", { count: 25 }) },
          { value: "short", label: t("liteOptions.short") },
        ]}
        onChange={(end) => onChange({ ...value, end })}
      />
      {RULES.map((r) => (
        <label key={r.key}>
          <input
            type="checkbox"
            name={r.key}
            checked={value[r.key]}
            onChange={(e) => onChange({ ...value, [r.key]: e.target.checked })}
          />{" "}
          {t(r.label)}
        </label>
      ))}
    </div>
  );
}
