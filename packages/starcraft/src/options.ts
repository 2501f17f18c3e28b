/**
 * Which StarcraftOptions can start a game (`validateOptions`): seat count, faction selection,
 * the safety-net round limit, the expansions and Brood War's optional rules (`variants`). An
 * unknown expansion is refused here rather than failing later while the content pack loads.
 */
import { type RuleError, ruleError } from "@koprulu/engine";
import { EXPANSIONS } from "./rules-catalog";
import { checkMode, checkPlanetRules } from "./variants/check-mode";

const bad = (code: string, message: string, rule: string): RuleError => ruleError(code, message, rule);

const isPlain = (v: unknown): v is Record<string, unknown> =>
  typeof v === "object" && v !== null && !Array.isArray(v) && Object.getPrototypeOf(v) === Object.prototype;

/** Own data property only: an inherited or accessor field is not an option. */
function field(o: Record<string, unknown>, key: string): unknown {
  const d = Object.getOwnPropertyDescriptor(o, key);
  return d && "value" in d ? d.value : undefined;
}

/**
 * The safety-net round limit's ceiling. A standard game ends by its own rules long before (the
 * event deck runs out in about 20 rounds), but Galactic Conquest and Survival have no time limit:
 * only the last player left ends them, and a back-and-forth game between equal bots may take many
 * hundred rounds to get there (seed 1-199 of base-game Galactic Conquest with four heuristic bots:
 * 1,106 rounds). A game stopped by the limit has no rule ending, so the ceiling stays well above that.
 */
export const MAX_ROUNDS = 2000;

export function validateOptions(options: unknown): RuleError | null {
  if (!isPlain(options)) return bad("bad-options", "The options must be a JSON object.", "Game options");
  const players = field(options, "players");
  if (typeof players !== "number" || !Number.isInteger(players) || players < 2 || players > 6)
    return bad(
      "bad-player-count",
      `players must be 2 to 6, not ${String(players)}.`,
      "StarCraft is played by 2 to 6 players",
    );
  const selection = field(options, "factionSelection");
  if (selection !== "choose" && selection !== "random")
    return bad("bad-faction-selection", 'factionSelection must be "choose" or "random".', "Game options");
  const rounds = field(options, "maxRounds");
  if (typeof rounds !== "number" || !Number.isInteger(rounds) || rounds < 1 || rounds > MAX_ROUNDS)
    return bad(
      "bad-max-rounds",
      `maxRounds must be a whole number of rounds from 1 to ${MAX_ROUNDS}.`,
      "Game options",
    );
  const variantsError = checkVariants(options);
  if (variantsError) return variantsError;
  const expansions = field(options, "expansions");
  if (expansions === undefined) return modeError(options);
  if (!Array.isArray(expansions))
    return bad("bad-expansions", "expansions must be a list of expansion ids.", "Game options");
  for (const e of expansions)
    if (!(EXPANSIONS as readonly unknown[]).includes(e))
      return bad(
        "unknown-expansion",
        `Unknown expansion ${JSON.stringify(e)}: the expansions are ${EXPANSIONS.join(", ")}.`,
        "Game options",
      );
  if (new Set(expansions).size !== expansions.length)
    return bad("bad-expansions", "Each expansion is named once.", "Game options");
  return modeError(options);
}

/** The game mode (Galactic Conquest, Survival, …) against the rest of the options: variants/check-mode.ts. */
function modeError(options: Record<string, unknown>): RuleError | null {
  const variants = field(options, "variants");
  return checkMode({
    mode: field(options, "mode"),
    players: field(options, "players"),
    expansions: field(options, "expansions"),
    variants: isPlain(variants) ? variants : undefined,
  });
}

/** Brood War's optional rules (BW p.11) that the ruleset plays. */
const VARIANT_KEYS = [
  "disposableSpecialOrders",
  "leadershipCards",
  "noLeadershipCards",
  "moreStartingPlanets",
  "largerGalaxy",
] as const;

function checkVariants(options: Record<string, unknown>): RuleError | null {
  const variants = field(options, "variants");
  if (variants === undefined) return null;
  if (!isPlain(variants))
    return bad("bad-variants", "variants must be an object of optional rules.", "Brood War optional rules");
  const expansions = field(options, "expansions");
  if (!Array.isArray(expansions) || !expansions.includes("brood-war"))
    return bad(
      "variants-need-brood-war",
      "The optional rules are Brood War's: add the expansion.",
      "Brood War optional rules",
    );
  for (const k of Object.keys(variants)) {
    if (!(VARIANT_KEYS as readonly string[]).includes(k))
      return bad(
        "unknown-variant",
        `Unknown optional rule ${JSON.stringify(k)}: the rules are ${VARIANT_KEYS.join(", ")}.`,
        "Brood War optional rules",
      );
    if (typeof field(variants, k) !== "boolean")
      return bad("bad-variants", `${k} must be true or false.`, "Brood War optional rules");
  }
  if (field(variants, "leadershipCards") === true && field(variants, "noLeadershipCards") === true)
    return bad(
      "incompatible-variants",
      "leadershipCards and noLeadershipCards contradict each other: choose one.",
      "BW p.11: No Leadership Cards",
    );
  return checkPlanetRules(variants);
}
