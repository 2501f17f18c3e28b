/**
 * Plain words for a pick inside an event's decision (`event-pick {pick}`): the log, and the web
 * client's list of choices. Picks are the effects' own short codes (an area id, "12>char#0",
 * "unit:7", "force:char#1", …); which code means what depends on the decision's step. Reads
 * only public board facts (it runs on views too) and never reveals more than the pick itself.
 */
import { PERMANENT_GAS, PERMANENT_MINERALS, TOKEN_GAS, TOKEN_MINERALS } from "../actions";
import { areaName, factionName, planetName, unitTypeName } from "../names";
import { cat } from "../rules-catalog";
import type { StarcraftState } from "../state";
import { FORCE } from "./pay";

/** What the words are read from: a state, or a seat's view of one. */
export type PickContext = Pick<StarcraftState, "frame" | "units" | "routes" | "players" | "options">;

function payWords(s: PickContext, pick: string): string {
  if (pick === PERMANENT_MINERALS) return "a worker on the permanent minerals";
  if (pick === PERMANENT_GAS) return "a worker on the permanent gas";
  if (pick === TOKEN_MINERALS) return "a mineral resource token";
  if (pick === TOKEN_GAS) return "a gas resource token";
  if (pick.startsWith(FORCE))
    return `an extra worker on ${areaName(s, pick.slice(FORCE.length))} (depletes its card)`;
  return `a worker on ${areaName(s, pick)}`;
}

function unitWords(s: PickContext, id: number): string {
  const u = s.units.find((x) => x.id === id);
  if (!u) return `unit ${id}`;
  return `${factionName(s, s.players[u.owner]?.faction)}'s ${unitTypeName(s, u.type)} in ${areaName(s, u.area)}`;
}

function routeWords(s: PickContext, id: number): string {
  const r = s.routes[id];
  if (!r) return `route ${id}`;
  return `the ${r.z ? "Z-axis " : ""}route between ${planetName(s, r.a.planet)} and ${planetName(s, r.b.planet)}`;
}

function itemWords(s: PickContext, pick: string): string {
  const c = cat(s);
  if (pick in c.modules) return `a ${pick.replace(/-/g, " ")} module`;
  const b = c.buildings[pick];
  if (b) return `${b.track.replace(/-/g, " ")} level ${b.level}`;
  if (c.techs[pick]) return `the technology ${c.techs[pick].name}`;
  if (c.areas[pick]) return `a base in ${areaName(s, pick)}`;
  return pick;
}

export function describeEventPick(s: PickContext, pick: string): string {
  const step = s.frame.kind === "event" ? s.frame.step : "";
  switch (step) {
    case "pay":
      return `pay with ${payWords(s, pick)}`;
    case "confirm":
      return "pay the cost";
    case "route":
      return routeWords(s, Number(pick));
    case "transport":
      return `${factionName(s, s.players[Number(pick)]?.faction)}'s transport`;
    case "ends": {
      const [a, b] = pick.split("|").map((x) => planetName(s, x.slice(0, x.lastIndexOf(":"))));
      return `join ${a} and ${b}`;
    }
    case "planet":
      return planetName(s, pick);
    case "loss":
      return unitWords(s, Number(pick));
    case "item":
      return itemWords(s, pick);
    case "held":
      return `play ${cat(s).events[pick]?.name ?? pick}`;
    case "steal": {
      // "seat:position": the card is face down to the thief, so only its place is named.
      const cut = pick.indexOf(":");
      const seat = Number(pick.slice(0, cut));
      const at = Number(pick.slice(cut + 1));
      return `face-down event ${at + 1} of ${factionName(s, s.players[seat]?.faction)}`;
    }
    case "build":
      return pick === "worker"
        ? "build a worker"
        : `build a transport on ${routeWords(s, Number(pick.slice("transport:".length)))}`;
    case "unit": {
      const at = pick.lastIndexOf("@");
      return `build a ${unitTypeName(s, pick.slice(0, at))} in ${areaName(s, pick.slice(at + 1))}`;
    }
    case "move": {
      const [id, area] = pick.split(">");
      const u = s.units.find((x) => x.id === Number(id));
      return u
        ? `move ${unitTypeName(s, u.type)} from ${areaName(s, u.area)} to ${areaName(s, area)}`
        : `move unit ${id} to ${areaName(s, area)}`;
    }
    case "target":
      if (pick.startsWith("unit:")) return unitWords(s, Number(pick.slice(5)));
      if (pick.startsWith("base:")) {
        const area = pick.slice(5);
        return `the base in ${areaName(s, area)}`;
      }
      return pick;
    default:
      return cat(s).areas[pick] ? areaName(s, pick) : pick;
  }
}
