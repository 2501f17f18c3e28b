/**
 * event-mobilize: move units now, as a Mobilize order without its order token: pick a planet,
 * then move own units into its areas one at a time — from that planet, or from an adjacent
 * planet over an own transport; each unit moves once; terrain, unit limits and enemy Air Support
 * hold. Without `battle` (Urgent Mobilization) only friendly or empty areas may be entered. With
 * `battle` the card also allows areas holding only an enemy base (it falls at the next step 1);
 * a battle against enemy units during regrouping is not supported yet, so such areas are not
 * offered (see the README's partial list).
 */
import type { PlayerId } from "@koprulu/engine";
import {
  enemyPresence,
  enemyUnitsIn,
  neighbours,
  planetAreas,
  planetOf,
  transportBetween,
} from "../../queries";
import { cat } from "../../rules-catalog";
import { terrainOk } from "../../setup";
import type { StarcraftState } from "../../state";
import { room } from "../board";
import { eventCard } from "../cards";
import type { EventEffectDef } from "../types";
import { ask } from "../types";

const KEY = "event-mobilize";

function moves(s: StarcraftState, p: PlayerId, planet: string, moved: number[], battle: boolean): string[] {
  const out: string[] = [];
  for (const u of s.units) {
    if (u.owner !== p || moved.includes(u.id)) continue;
    const from = planetOf(u.area);
    if (from !== planet && !transportBetween(s, from, planet, p)) continue;
    const flying = cat().units[u.type]?.flying ?? false;
    for (const a of planetAreas(planet)) {
      if (a.id === u.area || !terrainOk(a.terrain, flying) || room(s, a.id, p) <= 0) continue;
      if (battle ? enemyUnitsIn(s, a.id, p) : enemyPresence(s, a.id, p)) continue;
      if (
        from !== planet &&
        s.bases.some((b) => b.area === a.id && b.owner !== p && s.players[b.owner].modules["air-support"] > 0)
      )
        continue;
      out.push(`${u.id}>${a.id}`);
    }
  }
  return out;
}

function reachable(s: StarcraftState, p: PlayerId, battle: boolean): string[] {
  return s.planetOrder.filter(
    (id) =>
      (s.units.some((u) => u.owner === p && planetOf(u.area) === id) ||
        neighbours(s, id).some((n) => transportBetween(s, n, id, p))) &&
      moves(s, p, id, [], battle).length > 0,
  );
}

export const eventMobilize: EventEffectDef = {
  key: KEY,
  describe: "Move units now into one planet's areas, as a Mobilize order would.",
  play(d, ctx) {
    return reachable(d, ctx.owner, ctx.params.battle === true).length > 0 ? ask(ctx, KEY, "planet") : null;
  },
  prompt: (f) => (f.step === "planet" ? "Choose the planet to move to" : "Move a unit, or stop"),
  picks(s, f) {
    const battle = eventCard(f.card).params.battle === true;
    if (f.step === "planet") return reachable(s, f.owner, battle);
    return moves(s, f.owner, f.data.planet as string, f.data.moved as number[], battle);
  },
  mayPass: (_s, f) => f.step === "move",
  pass: () => null,
  pick(d, f, pick) {
    if (f.step === "planet") return { ...f, step: "move", data: { planet: pick, moved: [] } };
    const [id, area] = pick.split(">");
    const unit = Number(id);
    d.units = d.units.map((u) => (u.id === unit ? { ...u, area } : u));
    return { ...f, data: { ...f.data, moved: [...(f.data.moved as number[]), unit] } };
  },
};
