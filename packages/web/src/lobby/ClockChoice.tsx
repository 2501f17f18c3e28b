/**
 * The clock of a new game (create form): none (the default), two live clocks, or a clock over
 * days; and what happens when a player's time runs out. Forfeit is offered where the server's
 * rulesets list says the ruleset can end a clock in one (today every ruleset: its own forfeit
 * rule, or the engine's default that ends the game with the forfeiter last).
 */
import type { ClockSettings } from "../api/types";
import { type MessageKey, useT } from "../i18n";
import { LabelledSelect } from "./LabelledSelect";

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
      <LabelledSelect
        label={t("clocks.create.label")}
        name="clock"
        value={preset}
        options={PRESETS.map((p) => ({ value: p.id, label: t(p.label) }))}
        onChange={(next) => onChange(next, onTimeout)}
      />
      {preset !== "none" && (
        <LabelledSelect
          label={t("clocks.onTimeout")}
          name="onTimeout"
          value={forfeit ? onTimeout : "bot"}
          options={[
            { value: "bot", label: t("clocks.onTimeout.bot") },
            ...(forfeit ? [{ value: "forfeit" as const, label: t("clocks.onTimeout.forfeit") }] : []),
          ]}
          onChange={(next) => onChange(preset, next)}
        />
      )}
    </div>
  );
}
