/**
 * A finished battle's effects on the wider board (BattleResult.aftermath, contract
 * packages/starcraft/src/combat/CONTRACT.md). Combat knows units and cards; bases, workers and unit owners
 * belong to the rules, so combat reports these and the rules carry them out here:
 *
 * - `destroy-base` {player, area}: the player chose his base in the area as a loss (e.g. a
 *   Nuclear Strike): it is removed.
 * - `destroy-worker` {player}: the player chose one of his workers as a loss (Consume).
 * - `collateral-damage` {player, against, area}: a surviving unit lets its owner destroy one
 *   enemy base (or installation) in the area, or every enemy worker on the area's resource card,
 *   or nothing. That is his decision: applying stops there and the entry comes back to the caller,
 *   which asks him (orders/collateral-damage.ts). With nothing to destroy there is nothing to ask.
 * - `mind-control` {player, unit}: the unit now belongs to `player`.
 * - `hero-death-strike` {player, hero, planet} (Brood War, Gantrithor, BW-H3): its owner may
 *   destroy one enemy unit, installation or base on the planet — his decision, asked like
 *   Collateral Damage (brood-war/death-strike.ts).
 *
 * Other kinds (events spent, guard tokens, the `fought` marker) are handled elsewhere or carry no
 * board effect. Ruling where a choice is the player's (see the README's simplifications): a
 * destroyed worker is one already placed this round (on a resource card or a permanent
 * resource), else a new unavailable one, else one from the pool — the cheapest loss.
 */

import type { PlayerId } from "@koprulu/engine";
import type { BattleResult } from "../battle";
import { deathStrikeTargets } from "../brood-war/death-strike";
import { useGuardToken } from "../brood-war/guard";
import { destroyInstallation, installationIn } from "../brood-war/installations";
import { mindControl } from "../brood-war/mind-control";
import { depleteRecharge } from "../brood-war/recharge";
import type { Draft } from "../draft";
import type { Frame, StarcraftState } from "../state";

type Entry = BattleResult["aftermath"][number];

/** A Collateral Damage choice to ask for, and the entries to apply after it. */
export interface CollateralAsk {
  player: PlayerId;
  against: PlayerId;
  area: string;
  rest: Entry[];
}

/** Gantrithor's death strike to ask for (brood-war/death-strike.ts), and the entries after it. */
export interface DeathStrikeAsk {
  player: PlayerId;
  hero: string;
  planet: string;
  rest: Entry[];
}

export type AftermathAsk =
  | ({ ask: "collateral-damage" } & CollateralAsk)
  | ({ ask: "death-strike" } & DeathStrikeAsk);

/**
 * Applies the entries in order; stops at a choice that has something to destroy: Collateral
 * Damage, or Gantrithor's death strike (BW-H3, a hero's owner's choice after the battle).
 */
export function applyAftermath(d: Draft, aftermath: readonly Entry[]): AftermathAsk | null {
  for (let i = 0; i < aftermath.length; i++) {
    const e = aftermath[i];
    switch (e.kind) {
      case "destroy-base":
        if (typeof e.area === "string") removeBase(d, e.player, e.area);
        break;
      case "destroy-worker":
        destroyWorker(d, e.player);
        break;
      case "collateral-damage":
        if (typeof e.area === "string" && typeof e.against === "number") {
          const against = e.against as PlayerId;
          if (collateralTargets(d, against, e.area).length > 0)
            return {
              ask: "collateral-damage",
              player: e.player,
              against,
              area: e.area,
              rest: aftermath.slice(i + 1),
            };
        }
        break;
      case "mind-control":
        // Brood War: a mind-control token goes under it, at most 2 held (brood-war/mind-control.ts).
        if (typeof e.unit === "number") mindControl(d, e.player, e.unit);
        break;
      case "hero-death-strike":
        if (typeof e.planet === "string" && deathStrikeTargets(d, e.player, e.planet).length > 0)
          return {
            ask: "death-strike",
            player: e.player,
            hero: String(e.hero),
            planet: e.planet,
            rest: aftermath.slice(i + 1),
          };
        break;
      case "guard-token-used":
        if (typeof e.area === "string") useGuardToken(d, e.player, e.area);
        break;
      case "recharge-depleted":
        // A once-per-Action-Phase Recharge acted (brood-war/recharge.ts).
        if (typeof e.source === "string") depleteRecharge(d, e.player, e.source);
        break;
    }
  }
  return null;
}

/** Open the frame that asks the player for an aftermath choice; the battle's flow resumes after it. */
export function openAftermathAsk(
  d: Draft,
  ask: AftermathAsk,
  resumeFrame: Frame,
  battleContext: NonNullable<StarcraftState["battleContext"]>,
): void {
  if (ask.ask === "collateral-damage") {
    const { ask: _, ...rest } = ask;
    d.frame = { kind: "collateral-damage", ...rest, resumeFrame, battleContext };
  } else {
    const { ask: _, ...rest } = ask;
    d.frame = { kind: "death-strike", ...rest, resumeFrame, battleContext };
  }
}

/** The frames that hold a battle's aftermath choice (the flow waits for them). */
export function isAftermathFrame(kind: Frame["kind"]): boolean {
  return kind === "collateral-damage" || kind === "death-strike";
}

/** What Collateral Damage can destroy in the area now: the enemy's base, his workers there. */
export function collateralTargets(
  s: StarcraftState,
  against: PlayerId,
  area: string,
): ("base" | "installation" | "workers")[] {
  const out: ("base" | "installation" | "workers")[] = [];
  if (s.bases.some((b) => b.owner === against && b.area === area)) out.push("base");
  if (installationIn(s, area) === against) out.push("installation");
  const r = s.resources[area];
  if (r && r.owner === against && r.workers > 0) out.push("workers");
  return out;
}

/** Carries out the chosen Collateral Damage target (validated by the caller). */
export function destroyCollateral(
  d: Draft,
  against: PlayerId,
  area: string,
  target: "base" | "installation" | "workers",
): void {
  if (target === "base") removeBase(d, against, area);
  else if (target === "installation") destroyInstallation(d, against, area);
  else {
    const r = d.resources[area];
    if (r && r.owner === against) d.resources[area] = { ...r, workers: 0 };
  }
}

function removeBase(d: Draft, owner: PlayerId, area: string): boolean {
  const i = d.bases.findIndex((b) => b.owner === owner && b.area === area);
  if (i < 0) return false;
  d.bases.splice(i, 1);
  return true;
}

function destroyWorker(d: Draft, p: PlayerId): void {
  for (const id in d.resources) {
    const r = d.resources[id];
    if (r.owner === p && r.workers > 0) {
      d.resources[id] = { ...r, workers: r.workers - 1 };
      return;
    }
  }
  const pl = d.players[p];
  for (const k of ["minerals", "gas"] as const) {
    if (pl.permanentUsed[k] > 0) {
      pl.permanentUsed = { ...pl.permanentUsed, [k]: pl.permanentUsed[k] - 1 };
      return;
    }
  }
  if (pl.workersUnavailable > 0) pl.workersUnavailable--;
  else if (pl.workerPool > 0) pl.workerPool--;
}
