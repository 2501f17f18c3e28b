/**
 * Which StarcraftOptions can start a game (`validateOptions`): seat count, faction selection,
 * the safety-net round limit and the expansions. An unknown expansion is refused here rather
 * than failing later while the content pack loads.
 */
import { type RuleError, ruleError } from "@koprulu/engine";
import { EXPANSIONS } from "./rules-catalog";

const bad = (code: string, message: string, rule: string): RuleError => ruleError(code, message, rule);

const isPlain = (v: unknown): v is Record<string, unknown> =>
  typeof v === "object" && v !== null && !Array.isArray(v) && Object.getPrototypeOf(v) === Object.prototype;

/** Own data property only: an inherited or accessor field is not an option. */
function field(o: Record<string, unknown>, key: string): unknown {
  const d = Object.getOwnPropertyDescriptor(o, key);
  return d && "value" in d ? d.value : undefined;
}

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
  if (typeof rounds !== "number" || !Number.isInteger(rounds) || rounds < 1)
    return bad("bad-max-rounds", "maxRounds must be a whole number of rounds, at least 1.", "Game options");
  const expansions = field(options, "expansions");
  if (expansions === undefined) return null;
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
  return null;
}
