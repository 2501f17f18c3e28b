/**
 * Each ruleset's options at game creation, loaded when the lobby's form shows that ruleset: the
 * options form imports its ruleset's words and constants (StarCraft's round limit, Eclipse's
 * species), which belong with that ruleset, not in the lobby's entry. A new ruleset with lobby
 * options: one line in LOADERS, its module exporting the form, its defaults and its builder.
 */
import type { ComponentType } from "react";
import { loadWords } from "../i18n/catalogs";

export interface OptionsFormProps<O> {
  players: number;
  value: O;
  onChange(value: O): void;
}

/** A ruleset's lobby options: the form, what it starts with, and what it sends the server. */
export interface RulesetOptions<O = unknown> {
  defaults: O;
  Form: ComponentType<OptionsFormProps<O>>;
  optionsFor(players: number, value: O): Record<string, unknown> | undefined;
}

const LOADERS: Record<string, () => Promise<RulesetOptions<never>>> = {
  starcraft: () =>
    import("../starcraft/CreateOptions").then((m) => ({
      defaults: m.DEFAULT_SC_OPTIONS as never,
      Form: m.StarcraftOptionsForm,
      optionsFor: m.starcraftOptionsFor,
    })),
  "starcraft-lite": () =>
    import("../starcraft-lite/CreateOptions").then((m) => ({
      defaults: m.DEFAULT_LITE_OPTIONS as never,
      Form: m.LiteOptionsForm,
      optionsFor: m.liteOptionsFor,
    })),
  eclipse: () =>
    import("../eclipse/CreateOptions").then((m) => ({
      defaults: m.DEFAULT_ECLIPSE_OPTIONS as never,
      Form: m.EclipseOptionsForm,
      optionsFor: m.eclipseOptionsFor,
    })),
};

const loaded = new Map<string, Promise<RulesetOptions | null>>();

/** The ruleset's options with their words; null for a ruleset without options. */
export function loadRulesetOptions(rulesetId: string): Promise<RulesetOptions | null> {
  let options = loaded.get(rulesetId);
  if (!options) {
    const load = LOADERS[rulesetId];
    options = load
      ? Promise.all([load(), loadWords(rulesetId)]).then(([o]) => o as unknown as RulesetOptions) // the form and builder of one ruleset meet only its own defaults
      : Promise.resolve(null);
    options.catch(() => loaded.delete(rulesetId)); // offline for a moment: ask again next time
    loaded.set(rulesetId, options);
  }
  return options;
}
