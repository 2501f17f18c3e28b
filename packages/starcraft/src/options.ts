/**
 * The game's options, checked before setup (Ruleset.validateOptions): a refused option is a
 * rule error with a stable code, never a crash and never silently ignored. Brood War is turned on
 * with `expansions: ["brood-war"]`; its optional rules (BW p.11) go in `variants`.
 */
import { type RuleError, ruleError } from "@koprulu/engine";
import { KNOWN_EXPANSIONS } from "./brood-war/state";

const VARIANT_KEYS = ["disposableSpecialOrders"] as const;

const bad = (code: string, message: string) => ruleError(code, message, "Game options");

function plainObject(v: unknown): v is Record<string, unknown> {
  return (
    typeof v === "object" && v !== null && !Array.isArray(v) && Object.getPrototypeOf(v) === Object.prototype
  );
}

export function validateOptions(options: unknown): RuleError | null {
  if (!plainObject(options)) return bad("bad-options", "Options are an object.");
  const o = options;
  if (!Number.isInteger(o.players) || (o.players as number) < 2 || (o.players as number) > 6)
    return bad("bad-player-count", "StarCraft is for 2 to 6 players.");
  if (o.factionSelection !== "choose" && o.factionSelection !== "random")
    return bad(
      "bad-faction-selection",
      'Factions are chosen in turn order ("choose") or dealt at random ("random").',
    );
  if (!Number.isInteger(o.maxRounds) || (o.maxRounds as number) < 1)
    return bad("bad-max-rounds", "maxRounds is a positive whole number.");
  if (o.expansions !== undefined) {
    if (!Array.isArray(o.expansions))
      return bad("bad-expansions", "expansions is a list of expansion names.");
    for (const e of o.expansions)
      if (!(KNOWN_EXPANSIONS as readonly unknown[]).includes(e))
        return bad(
          "unknown-expansion",
          `Unknown expansion ${JSON.stringify(e)} (known: ${KNOWN_EXPANSIONS.join(", ")}).`,
        );
    if (new Set(o.expansions).size !== o.expansions.length)
      return bad("bad-expansions", "An expansion is named once.");
  }
  if (o.variants !== undefined) {
    if (!plainObject(o.variants)) return bad("bad-variants", "variants is an object of optional rules.");
    if (!(o.expansions as unknown[] | undefined)?.includes("brood-war"))
      return bad("variants-need-brood-war", "The optional rules are Brood War's: they need the expansion.");
    for (const [k, v] of Object.entries(o.variants)) {
      if (!(VARIANT_KEYS as readonly string[]).includes(k))
        return bad(
          "unknown-variant",
          `Unknown optional rule ${JSON.stringify(k)} (known: ${VARIANT_KEYS.join(", ")}).`,
        );
      if (typeof v !== "boolean") return bad("bad-variants", `${k} is true or false.`);
    }
  }
  for (const k of Object.keys(o))
    if (!["players", "factionSelection", "maxRounds", "expansions", "variants"].includes(k))
      return bad("unknown-option", `Unknown option ${JSON.stringify(k)}.`);
  return null;
}
