/**
 * Combat odds in the browser: the combat module's own estimator (combatOdds: it determinizes
 * only what the viewer does not know and plays samples out), reached through the ruleset
 * package. Loaded lazily with the rest of the ruleset.
 */
import * as starcraft from "@koprulu/starcraft";

type OddsFn = (
  position: unknown,
  viewer: number | "spectator",
  samples: number,
) => { samples: number; attackerWins: number; expectedLosses: [number, number] };

export async function estimateOdds(battle: unknown, seat: number | null) {
  const fn = (starcraft as unknown as Record<string, unknown>).combatOdds as OddsFn | undefined;
  if (typeof fn !== "function")
    throw new Error("this build of the StarCraft rules does not export combatOdds");
  // Yield first so the "Estimating…" state paints before the synchronous sampling runs.
  await new Promise((r) => setTimeout(r, 0));
  return fn(battle, seat ?? "spectator", 200);
}
