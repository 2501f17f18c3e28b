/**
 * The clock of a new game (create form): none (the default), two live clocks, or a clock over
 * days; and what happens when a player's time runs out. Forfeit is offered where the server's
 * rulesets list says the ruleset can end a clock in one (today every ruleset: its own forfeit
 * rule, or the engine's default that ends the game with the forfeiter last).
 */
import type { ClockSettings } from "../api/types";
import { type MessageKey, useT } from "../i18n";

export type ClockPreset = "none" | "blitz" | "live" | "async";
export type TimeoutChoice = "bot" | "forfeit";

const PRESETS: { id: ClockPreset; label: MessageKey }[] = [
  { id: "none", label: "clocks.preset.none" },
  { id: "blitz", label: "clocks.preset.blitz" },
  { id: "live", label: "clocks.preset.live" },
  { id: "async", label: "clocks.preset.async" },
];

/** The request's clock for a preset; `forfeit`: the ruleset can end a clock in a forfeit (GET /api/rulesets). */
export function clockFor(
  preset: ClockPreset,
  onTimeout: TimeoutChoice,
  forfeit: boolean,
): ClockSettings | undefined {
  const timeout = onTimeout === "forfeit" && forfeit ? "forfeit" : "bot";
  switch (preset) {
    case "none":
      return undefined;
    case "blitz":
      return { kind: "live", bankSeconds: 5 * 60, bonusSeconds: 10, onTimeout: timeout };
    case "live":
      return { kind: "live", bankSeconds: 30 * 60, bonusSeconds: 20, onTimeout: timeout };
    case "async":
      return { kind: "async", decisionHours: 24, bankHours: 48, onTimeout: timeout };
  }
}

export function ClockChoice({
  forfeit,
  preset,
  onTimeout,
  onChange,
}: {
  forfeit: boolean;
  preset: ClockPreset;
  onTimeout: TimeoutChoice;
  onChange(preset: ClockPreset, onTimeout: TimeoutChoice): void;
}) {
  const t = useT();
  return (
    <div className="row clock-choice">
      <label>
        {t("clocks.create.label")}{" "}
        <select
          name="clock"
          value={preset}
          onChange={(e) => onChange(e.target.value as ClockPreset, onTimeout)}
        >
          {PRESETS.map((p) => (
            <option key={p.id} value={p.id}>
              {t(p.label)}
            </option>
          ))}
        </select>
      </label>
      {preset !== "none" && (
        <label>
          {t("clocks.onTimeout")}{" "}
          <select
            name="onTimeout"
            value={forfeit ? onTimeout : "bot"}
            onChange={(e) => onChange(preset, e.target.value as TimeoutChoice)}
          >
            <option value="bot">{t("clocks.onTimeout.bot")}</option>
            {forfeit && <option value="forfeit">{t("clocks.onTimeout.forfeit")}</option>}
          </select>
        </label>
      )}
    </div>
  );
}
