/**
 * Rulesets by id, for tools that load a recorded game and must find its rules (servers,
 * the CLI's replay, Match.fromJSON). A registry is a Map or a plain object keyed by id.
 */
import type { AnyRuleset } from "./types";

export type RulesetRegistry = ReadonlyMap<string, AnyRuleset> | Readonly<Record<string, AnyRuleset>>;

/** Build a registry from rulesets, keyed by their ids. Duplicate ids are an error. */
export function createRegistry(rulesets: readonly AnyRuleset[]): ReadonlyMap<string, AnyRuleset> {
  const map = new Map<string, AnyRuleset>();
  for (const r of rulesets) {
    if (map.has(r.id)) throw new Error(`createRegistry: two rulesets with id "${r.id}"`);
    map.set(r.id, r);
  }
  return map;
}

/** True for a ruleset (as opposed to a registry of them). */
export function isRuleset(value: unknown): value is AnyRuleset {
  const r = value as AnyRuleset | null;
  return (
    typeof r === "object" &&
    r !== null &&
    typeof r.id === "string" &&
    typeof r.setup === "function" &&
    typeof r.apply === "function"
  );
}

/** The ruleset with this id, or undefined. */
export function lookupRuleset(registry: RulesetRegistry, id: string): AnyRuleset | undefined {
  if (registry instanceof Map) return registry.get(id);
  const record = registry as Readonly<Record<string, AnyRuleset>>;
  return Object.hasOwn(record, id) ? record[id] : undefined;
}
