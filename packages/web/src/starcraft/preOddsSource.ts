/**
 * Odds of the battle a Mobilize would start if the seat ended its moves now, computed in the
 * browser from the seat's view only. The ruleset's `determinize` fills every hidden card from the
 * view's public `unknown` multisets; `end-mobilize` then builds the battle exactly as the rules
 * would (battle-start.ts). combatOdds is asked as the seat, so it re-hides the defender's hand and
 * both decks and samples them again for every playout: the determinized deal itself is never
 * trusted. Loaded lazily, like the ruleset chunk.
 */
import { Rng } from "@koprulu/engine";
import { combatOdds, type StarcraftState, type StarcraftView, starcraft } from "@koprulu/starcraft";

export interface PreBattleOdds {
  samples: number;
  attackerWins: number;
  expectedLosses: [number, number];
}

export async function estimatePreBattleOdds(
  view: unknown,
  seat: number,
  samples = 200,
): Promise<PreBattleOdds> {
  const determinize = starcraft.determinize;
  if (!determinize) throw new Error("this build of the StarCraft rules cannot determinize a view");
  // Yield first so the "Estimating…" state paints before the synchronous sampling runs.
  await new Promise((r) => setTimeout(r, 0));
  const full = determinize(view as StarcraftView, seat, Rng.fromSeed("pre-battle-odds"));
  const err = starcraft.validate(full, seat, { type: "end-mobilize" });
  // The rule's stable code goes with it, so the panel words the refusal in the reader's language.
  if (err) throw Object.assign(new Error(err.message), { code: err.code });
  const after = starcraft.apply(full, seat, { type: "end-mobilize" }) as StarcraftState;
  if (!after.battle) throw new Error("ending the moves now would not start a battle");
  const odds = combatOdds(after.battle as Parameters<typeof combatOdds>[0], seat, samples);
  return { samples: odds.samples, attackerWins: odds.attackerWins, expectedLosses: odds.expectedLosses };
}
