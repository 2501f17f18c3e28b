/**
 * A game's seed decides every shuffle and deal. Anyone who knows it before the game can replay
 * the setup in private and read the other seats' hands and deck order, so a game with a human
 * seat always gets server-side secret randomness mixed into its seed: a chosen seed is then only
 * an input to a hash with 192 secret bits (it changes nothing anyone can predict). A chosen seed
 * is used as given only when no person plays (all bots: nothing to hide from anyone), or when
 * the server is told so for local play and tests (`chosenSeeds`). The game's record states which.
 */
import { createHash, randomBytes } from "node:crypto";

/** "chosen": the seed the creator gave, as given; "server": secret randomness mixed in. */
export type SeedSource = "chosen" | "server";

export function gameSeed(
  requested: string | undefined,
  hasHumanSeat: boolean,
  honourChosen: boolean,
): { seed: string; source: SeedSource } {
  if (requested !== undefined && (!hasHumanSeat || honourChosen))
    return { seed: requested, source: "chosen" };
  const secret = randomBytes(24);
  if (requested === undefined) return { seed: secret.toString("base64url"), source: "server" };
  const mixed = createHash("sha256").update(secret).update("\u0000").update(requested).digest("base64url");
  return { seed: mixed, source: "server" };
}
