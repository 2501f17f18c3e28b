/**
 * event-build-units: carry out a unit purchase as a Build order's first step would, on one planet
 * holding the player's base: units unlocked by his buildings, up to his build limit, in friendly
 * or empty areas of that planet within unit limits, terrain and miniatures. The first
 * `freeResources` resources are paid by the card, the rest worker by worker. Technology units
 * that replace other units (Archon, Guardian) are not offered. The player may stop at any time.
 */
import type { PlayerId } from "@koprulu/engine";
import { buildLimit } from "../../orders/build";
import { baseOnPlanet, enemyPresence, factionOf, planetAreas } from "../../queries";
import { type CatalogScope, cat } from "../../rules-catalog";
import type { EventFrame, StarcraftState } from "../../state";
import { terrainOk } from "../../terrain";
import { figuresLeft, placeUnit, room } from "../board";
import { affordable, applyPay, discounted, type Owed, paid, payPicks } from "../pay";
import type { EventEffectDef } from "../types";
import { ask, num } from "../types";

const KEY = "event-build-units";

interface Data {
  planet?: string;
  built: number;
  free: number;
  unit?: string;
  area?: string;
  minerals?: number;
  gas?: number;
}

function priceOf(s: CatalogScope, unit: string, free: number): { owed: Owed; free: number } {
  const u = cat(s).units[unit];
  const owed = discounted({ minerals: u.minerals, gas: u.gas }, free);
  return { owed, free: free - (u.minerals + u.gas - owed.minerals - owed.gas) };
}

/** Options "unit@area" on the chosen planet. */
function unitOptions(s: StarcraftState, p: PlayerId, data: Data): string[] {
  if (!data.planet || data.built >= buildLimit(s, p, false)) return [];
  const race = factionOf(s, p).race;
  const pl = s.players[p];
  const out: string[] = [];
  for (const id in cat(s).units) {
    const u = cat(s).units[id];
    if (u.race !== race || u.techRequired || !u.unlockedBy) continue;
    if ((pl.buildings[u.unlockedBy.track] ?? 0) < u.unlockedBy.level || figuresLeft(s, p, id) <= 0) continue;
    if (!affordable(s, p, priceOf(s, id, data.free).owed)) continue;
    for (const a of planetAreas(s, data.planet))
      if (terrainOk(a.terrain, u.flying) && !enemyPresence(s, a.id, p) && room(s, a.id, p) > 0)
        out.push(`${id}@${a.id}`);
  }
  return out;
}

function next(s: StarcraftState, f: EventFrame, data: Data): EventFrame | null {
  return unitOptions(s, f.owner, data).length > 0 ? { ...f, step: "unit", data: { ...data } } : null;
}

export const eventBuildUnits: EventEffectDef = {
  key: KEY,
  describe: "Build units on a planet with your base, up to your build limit, part of the cost paid.",
  play(d, ctx) {
    const free = num(ctx.params.freeResources, 0);
    const planets = d.planetOrder.filter((id) => baseOnPlanet(d, id, ctx.owner));
    return planets.length > 0 ? ask(ctx, KEY, "planet", { built: 0, free }) : null;
  },
  prompt: (f) =>
    f.step === "planet"
      ? "Choose a planet with your base"
      : f.step === "unit"
        ? "Build a unit, or stop"
        : "Pay: place a worker",
  picks(s, f) {
    const data = f.data as unknown as Data;
    if (f.step === "planet")
      return s.planetOrder.filter(
        (id) => baseOnPlanet(s, id, f.owner) && unitOptions(s, f.owner, { ...data, planet: id }).length > 0,
      );
    if (f.step === "unit") return unitOptions(s, f.owner, data);
    return payPicks(s, f.owner, { minerals: data.minerals ?? 0, gas: data.gas ?? 0 });
  },
  mayPass: (_s, f) => f.step !== "pay",
  pass: () => null,
  pick(d, f, pick) {
    const data = f.data as unknown as Data;
    if (f.step === "planet") return next(d, f, { ...data, planet: pick });
    if (f.step === "unit") {
      const [unit, area] = pick.split("@");
      const { owed, free } = priceOf(d, unit, data.free);
      if (paid(owed)) {
        placeUnit(d, f.owner, unit, area);
        return next(d, f, { ...data, free, built: data.built + 1 });
      }
      return { ...f, step: "pay", data: { ...data, free, unit, area, ...owed } };
    }
    const owed = applyPay(d, f.owner, pick, { minerals: data.minerals ?? 0, gas: data.gas ?? 0 });
    if (!paid(owed)) return { ...f, data: { ...data, ...owed } };
    placeUnit(d, f.owner, data.unit!, data.area!);
    const { unit: _u, area: _a, minerals: _m, gas: _g, ...rest } = data;
    return next(d, f, { ...rest, built: data.built + 1 });
  },
};
