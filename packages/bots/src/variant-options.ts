/**
 * Search options that differ by a game's variant (`BotOptions.byVariant`): a level may play the
 * base game one way and a variant another (StarCraft's expert rolls out through two rounds in
 * Brood War games, one in the base game), while the bot is made once per ruleset. The search
 * asks the ruleset's `variantOf` hook with the root view and lays that variant's options over
 * the rest.
 */
import type { SearchHooks } from "./hooks";
import type { BotOptions } from "./types";

/** The options a search of `view` plays with: `options`, with its variant's entry laid over them. */
export function optionsForVariant(options: BotOptions, hooks: SearchHooks, view: unknown): BotOptions {
  if (!options.byVariant) return options;
  const variant = hooks.variantOf?.(view);
  const own = variant === undefined ? undefined : options.byVariant[variant];
  return own ? { ...options, ...own } : options;
}

/**
 * `byVariant` without the options named in `explicit`: what a caller sets by name (a spec's
 * "+rolloutRounds=1", `--bot-options`) wins over a level's per-variant choice as well.
 */
export function withoutExplicit(
  byVariant: BotOptions["byVariant"],
  explicit: BotOptions,
): BotOptions["byVariant"] {
  if (!byVariant) return undefined;
  const named = new Set(Object.keys(explicit).filter((k) => explicit[k as keyof BotOptions] !== undefined));
  return Object.fromEntries(
    Object.entries(byVariant).map(([variant, tuning]) => [
      variant,
      Object.fromEntries(Object.entries(tuning).filter(([k]) => !named.has(k))),
    ]),
  );
}
