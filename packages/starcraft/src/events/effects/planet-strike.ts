/**
 * event-planet-strike: pick a planet; every area of it loses one unit costing at most `maxCost`
 * resources, chosen by the units' owner (the card's player too loses his own). With
 * `destroyTransports` every transport on a route touching the planet is destroyed as well.
 * Areas are resolved in their printed order; an owner with one possible loss is not asked.
 */
import type { Draft } from "../../draft";
import { planetAreas, routesOf } from "../../queries";
import type { EventFrame, StarcraftState } from "../../state";
import { destroyUnits, unitCost } from "../board";
import { eventCard } from "../cards";
import type { EventEffectDef } from "../types";
import { ask, num } from "../types";

const KEY = "event-planet-strike";

function candidates(s: StarcraftState, f: EventFrame, area: string): number[] {
  const max = num(eventCard(s, f.card).params.maxCost, 0);
  return s.units.filter((u) => u.area === area && unitCost(s, u.type) <= max).map((u) => u.id);
}

/** Resolve areas from the front of `areas` until one needs its owner's choice. */
function nextLoss(d: Draft, f: EventFrame, areas: string[]): EventFrame | null {
  for (let i = 0; i < areas.length; i++) {
    const ids = candidates(d, f, areas[i]);
    if (ids.length === 0) continue;
    const units = d.units.filter((u) => ids.includes(u.id));
    const owners = new Set(units.map((u) => u.owner));
    const types = new Set(units.map((u) => u.type));
    if (owners.size === 1 && types.size === 1) {
      destroyUnits(d, [ids[0]]);
      continue;
    }
    const chooser = owners.size === 1 ? units[0].owner : f.owner;
    return { ...f, player: chooser, step: "loss", data: { areas: areas.slice(i) } };
  }
  return null;
}

export const eventPlanetStrike: EventEffectDef = {
  key: KEY,
  describe: "Every area of one planet loses a cheap unit (owner's choice).",
  play: (d, ctx) => (d.planetOrder.length > 0 ? ask(ctx, KEY, "planet") : null),
  prompt: (f) => (f.step === "planet" ? "Choose a planet" : "Choose which of your units is destroyed"),
  picks(s, f) {
    if (f.step === "planet") return s.planetOrder.slice();
    const area = (f.data.areas as string[])[0];
    return candidates(s, f, area)
      .filter((id) => s.units.find((u) => u.id === id)!.owner === f.player || f.player === f.owner)
      .map(String);
  },
  pick(d, f, pick) {
    if (f.step === "planet") {
      if (eventCard(d, f.card).params.destroyTransports === true) {
        const routes = new Set(routesOf(d, pick));
        d.transports = d.transports.filter((t) => !routes.has(t.route));
      }
      return nextLoss(
        d,
        f,
        planetAreas(d, pick).map((a) => a.id),
      );
    }
    destroyUnits(d, [Number(pick)]);
    return nextLoss(d, { ...f, player: f.owner }, (f.data.areas as string[]).slice(1));
  },
};
