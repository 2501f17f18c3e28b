/**
 * *Teeming Spawn* (Overmind, Stage III, one-shot; one source): he carries out a Build order on any
 * planet, then all his workers are available again. Readings (provisional where marked):
 * - "any planet": one where a Build order could do something (the Build's own steps still need
 *   his base or units there); a silver Build (the text does not say special; provisional).
 * - It is carried out at once, in the choose step of the Regrouping, through the usual Build
 *   decisions; `end-build` (after at least one purchase) goes back to the Leadership resolution.
 * - "All workers available": every worker of his placed on a resource card or a permanent
 *   resource, and every unavailable one (new or from a depleted card), returns to his pool.
 */
import type { PlayerId } from "@koprulu/engine";
import type { Draft } from "../../draft";
import { canBuild } from "../../orders/build";
import { cat } from "../../rules-catalog";
import type { StarcraftState } from "../../state";

export const BUILD_ANYWHERE = "leadership-build-anywhere";

export function buildsAnywhere(s: StarcraftState, card: string): boolean {
  return cat(s).leadership[card]?.effects.some((e) => e.key === BUILD_ANYWHERE) ?? false;
}

export function teemingPlanets(s: StarcraftState, p: PlayerId): string[] {
  return s.planetOrder.filter((planet) => canBuild(s, p, planet, false));
}

/** Every worker of p back in his pool. */
export function allWorkersAvailable(d: Draft, p: PlayerId): void {
  const pl = d.players[p];
  let back = pl.workersUnavailable + pl.permanentUsed.minerals + pl.permanentUsed.gas;
  for (const id in d.resources) {
    const r = d.resources[id];
    if (r.owner === p && r.workers > 0) {
      back += r.workers;
      d.resources[id] = { ...r, workers: 0 };
    }
  }
  pl.workerPool += back;
  pl.workersUnavailable = 0;
  pl.permanentUsed = { minerals: 0, gas: 0 };
}
