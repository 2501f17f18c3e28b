/**
 * The rulesets this server runs. The server is generic: it knows no game rules, only the
 * engine contract. Rulesets are found by importing modules and registering every export that
 * looks like a Ruleset, so a package that is still being written (or fails to load) is simply
 * absent instead of breaking the server. Bot workers rebuild the same registry from the same
 * module list, which is why the registry is described by module specifiers, not objects.
 */
import { type AnyRuleset, withForfeit } from "@koprulu/engine";

/** The modules a default server loads; later ones are optional. */
export const DEFAULT_RULESET_MODULES: readonly string[] = [
  "@koprulu/tictactoe",
  "@koprulu/rps",
  "@koprulu/starcraft",
  "@koprulu/starcraft-lite/ruleset",
  "@koprulu/eclipse",
];

export interface RulesetRegistry {
  get(id: string): AnyRuleset | undefined;
  list(): AnyRuleset[];
  /** The module specifiers it was built from (workers rebuild the registry from these). */
  readonly modules: readonly string[];
  /** Modules that could not be loaded, with the reason (reported in logs, not fatal). */
  readonly failures: { module: string; reason: string }[];
}

export function isRuleset(value: unknown): value is AnyRuleset {
  if (typeof value !== "object" || value === null) return false;
  const r = value as Record<string, unknown>;
  return (
    typeof r.id === "string" &&
    typeof r.minPlayers === "number" &&
    typeof r.maxPlayers === "number" &&
    ["setup", "pending", "legalActions", "validate", "apply", "view", "outcome", "players"].every(
      (f) => typeof r[f] === "function",
    )
  );
}

export function registryOf(rulesets: AnyRuleset[], modules: readonly string[] = []): RulesetRegistry {
  const byId = new Map<string, AnyRuleset>();
  // Every ruleset can end a clock in a forfeit: its own rule (elimination) or the engine's
  // default (the game ends with the forfeiter last), the same one Match replays records with.
  for (const r of rulesets) if (!byId.has(r.id)) byId.set(r.id, withForfeit(r));
  return {
    get: (id) => byId.get(id),
    list: () => [...byId.values()],
    modules,
    failures: [],
  };
}

/** Import each module and register every ruleset it exports; failures are recorded, not thrown. */
export async function loadRegistry(
  modules: readonly string[] = DEFAULT_RULESET_MODULES,
): Promise<RulesetRegistry> {
  const found: AnyRuleset[] = [];
  const failures: { module: string; reason: string }[] = [];
  for (const specifier of modules) {
    try {
      const mod = (await import(specifier)) as Record<string, unknown>;
      const rulesets = Object.values(mod).filter(isRuleset);
      if (rulesets.length === 0) failures.push({ module: specifier, reason: "exports no ruleset yet" });
      found.push(...rulesets);
    } catch (err) {
      failures.push({
        module: specifier,
        reason: err instanceof Error ? err.message.split("\n")[0] : String(err),
      });
    }
  }
  const registry = registryOf(found, modules);
  registry.failures.push(...failures);
  return registry;
}
