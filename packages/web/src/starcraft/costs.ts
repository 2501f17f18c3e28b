/**
 * What a StarCraft choice costs as printed (issue 35, "costs and effects at the choice"): a unit,
 * building, module, worker, transport, base or technology, read from the game's own catalog so
 * the player sees the price before choosing, not first on the payment screen. Discounts and free
 * builds are settled at payment; this is the printed price.
 */
import type { Action } from "../api/types";
import type { ScCatalog, ScView } from "./viewTypes";

export interface Cost {
  minerals: number;
  gas: number;
}

type Priced = { minerals?: number; gas?: number } | null | undefined;

/** The catalog's fixed prices and per-race module prices (the rules catalog's own shape). */
type CatalogPrices = {
  workerCost?: Cost;
  transportCost?: Cost;
  baseCost?: Cost;
  modules?: Record<string, { cost?: Record<string, Cost | null> } | undefined>;
};

const cost = (p: Priced): Cost | null =>
  p && typeof p.minerals === "number" ? { minerals: p.minerals, gas: p.gas ?? 0 } : null;

/** The race of the player `seat` (his faction's), for prices that differ by race. */
function raceOf(view: ScView | null, catalog: ScCatalog, seat: number | null): string | null {
  const faction = seat === null ? undefined : view?.players[seat]?.faction;
  return faction ? (catalog.factions[faction]?.race ?? null) : null;
}

/** The printed cost of the thing `a` buys, or null when `a` buys nothing. */
export function costOf(a: Action, catalog: ScCatalog, view: ScView | null, seat: number | null): Cost | null {
  const prices = catalog as ScCatalog & CatalogPrices;
  switch (a.type) {
    case "build-unit":
    case "build-held":
      return cost(catalog.units[String(a.unit)]);
    case "build-building":
      return cost(catalog.buildings?.[String(a.building)]);
    case "build-module": {
      const race = raceOf(view, catalog, seat);
      const byRace = prices.modules?.[String(a.module)]?.cost;
      return race && byRace ? cost(byRace[race]) : null;
    }
    case "build-worker":
      return cost(prices.workerCost);
    case "build-transport":
      return cost(prices.transportCost);
    case "build-base":
      return cost(prices.baseCost);
    case "buy-tech":
      return cost(catalog.techs?.[String(a.tech)]);
    default:
      return null;
  }
}
