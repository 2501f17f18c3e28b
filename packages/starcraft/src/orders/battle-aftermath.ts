/**
 * A finished battle's effects on the wider board (BattleResult.aftermath, contract
 * packages/starcraft/src/combat/CONTRACT.md). Combat knows units and cards; bases, workers and unit owners
 * belong to the rules, so combat reports these and the rules carry them out here:
 *
 * - `destroy-base` {player, area}: the player chose his base in the area as a loss (e.g. a
 *   Nuclear Strike): it is removed.
 * - `destroy-worker` {player}: the player chose one of his workers as a loss (Consume).
 * - `collateral-damage` {player, against, area}: a surviving unit lets its owner destroy one
 *   enemy base (or installation) in the area, or every enemy worker on the area's resource card.
 * - `mind-control` {player, unit}: the unit now belongs to `player`.
 *
 * Other kinds (events spent, guard tokens, the `fought` marker) are handled elsewhere or carry no
 * board effect. Rulings where a choice is the player's (see the README's simplifications):
 * collateral damage takes the base when there is one (a base outweighs a round's workers), else
 * the workers; a destroyed worker is one already placed this round (on a resource card or a
 * permanent resource), else a new unavailable one, else one from the pool — the cheapest loss.
 */
import type { PlayerId } from "@koprulu/engine";
import type { BattleResult } from "../battle";
import type { Draft } from "../draft";

type Entry = BattleResult["aftermath"][number];

export function applyAftermath(d: Draft, aftermath: readonly Entry[]): void {
  for (const e of aftermath) {
    switch (e.kind) {
      case "destroy-base":
        if (typeof e.area === "string") removeBase(d, e.player, e.area);
        break;
      case "destroy-worker":
        destroyWorker(d, e.player);
        break;
      case "collateral-damage":
        if (typeof e.area === "string" && typeof e.against === "number")
          collateral(d, e.against as PlayerId, e.area);
        break;
      case "mind-control":
        if (typeof e.unit === "number") {
          const i = d.units.findIndex((u) => u.id === e.unit);
          if (i >= 0) d.units[i] = { ...d.units[i], owner: e.player };
        }
        break;
    }
  }
}

function removeBase(d: Draft, owner: PlayerId, area: string): boolean {
  const i = d.bases.findIndex((b) => b.owner === owner && b.area === area);
  if (i < 0) return false;
  d.bases.splice(i, 1);
  return true;
}

function collateral(d: Draft, against: PlayerId, area: string): void {
  if (removeBase(d, against, area)) return;
  const r = d.resources[area];
  if (r && r.owner === against && r.workers > 0) d.resources[area] = { ...r, workers: 0 };
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
