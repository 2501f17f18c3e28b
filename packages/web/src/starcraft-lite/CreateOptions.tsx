/**
 * StarCraft Lite options at game creation: the end (30, 25 or the 20-point short game) and the
 * variant's optional rules (spec §12). The server validates them with the ruleset's
 * validateOptions.
 */
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

const RULES: { key: "weakerEvents" | "catchUpEvents" | "slowHarvest"; label: string }[] = [
  { key: "weakerEvents", label: "Weaker events (Stage II: only the Stage 2 text)" },
  { key: "catchUpEvents", label: "Catch-up events (trailing players play more)" },
  { key: "slowHarvest", label: "Slow hot-spot harvest (one token per hot spot a turn)" },
];

export function LiteOptionsForm({
  value,
  onChange,
}: {
  value: LiteLobbyOptions;
  onChange(next: LiteLobbyOptions): void;
}) {
  return (
    <div className="row lite-options">
      <label>
        Game ends at{" "}
        <select
          name="liteEnd"
          value={value.end}
          onChange={(e) => onChange({ ...value, end: e.target.value as LiteLobbyOptions["end"] })}
        >
          <option value="30">30 conquest points</option>
          <option value="25">25 conquest points</option>
          <option value="short">20 (short game: Stage II at 10)</option>
        </select>
      </label>
      {RULES.map((r) => (
        <label key={r.key}>
          <input
            type="checkbox"
            name={r.key}
            checked={value[r.key]}
            onChange={(e) => onChange({ ...value, [r.key]: e.target.checked })}
          />{" "}
          {r.label}
        </label>
      ))}
    </div>
  );
}
