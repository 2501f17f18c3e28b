/**
 * event-mobilize: move units now, as a Mobilize order without its order token: pick a planet,
 * then move own units into its areas one at a time — from that planet, or from an adjacent
 * planet over an own transport; each unit moves once; terrain, unit limits and enemy Air Support
 * hold. Without `battle` (Urgent Mobilization) only friendly or empty areas may be entered. With
 * `battle` (Surprise Assault, All-Out Assault) one area holding enemy units may be entered too
 * (overstacked by 2, as a Mobilize may); when the player stops moving, a battle is fought there
 * (orders/battle-start.ts, not a gold Mobilize), and step 8 goes on once it is over.
 */
import type { PlayerId } from "@koprulu/engine";
import { startBattleFor } from "../../orders/battle-start";
import {
  enemyPresence,
  enemyUnitsIn,
  neighbours,
  planetAreas,
  planetOf,
  transportBetween,
} from "../../queries";
import { cat } from "../../rules-catalog";
import type { StarcraftState } from "../../state";
import { terrainOk } from "../../terrain";
import { partnerIn } from "../../variants/teams";
import { room } from "../board";
import { eventCard } from "../cards";
import type { EventEffectDef } from "../types";
import { ask } from "../types";

const KEY = "event-mobilize";

function moves(
  s: StarcraftState,
  p: PlayerId,
  planet: string,
  moved: number[],
  battle: boolean,
  contested: string | null = null,
): string[] {
  const out: string[] = [];
  for (const u of s.units) {
    if (u.owner !== p || moved.includes(u.id)) continue;
    const from = planetOf(u.area);
    if (from !== planet && !transportBetween(s, from, planet, p)) continue;
    const flying = cat(s).units[u.type]?.flying ?? false;
    for (const a of planetAreas(s, planet)) {
      if (a.id === u.area || !terrainOk(a.terrain, flying)) continue;
      // Team Play (provisional, variants/teams.ts): never into the partner's area.
      if (partnerIn(s, a.id, p)) continue;
      const fight = enemyUnitsIn(s, a.id, p);
      if (fight && (!battle || (contested !== null && contested !== a.id))) continue;
      if (!battle && enemyPresence(s, a.id, p)) continue;
      if (room(s, a.id, p) + (fight ? 2 : 0) <= 0) continue;
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
    const battle = eventCard(s, f.card).params.battle === true;
    if (f.step === "planet") return reachable(s, f.owner, battle);
    const contested = (f.data.contested as string | null) ?? null;
    return moves(s, f.owner, f.data.planet as string, f.data.moved as number[], battle, contested);
  },
  mayPass: (_s, f) => f.step === "move",
  pass(d, f) {
    const area = (f.data.contested as string | null) ?? null;
    // A battle decided at once returns "event-step": step 8 (settle) goes on by itself after this
    // effect, so that step is not taken; a battle that asks is resumed by the flow (flow.ts).
    if (area && enemyUnitsIn(d, area, f.owner))
      startBattleFor(d, f.owner, f.data.planet as string, area, false, "event");
    return null;
  },
  pick(d, f, pick) {
    if (f.step === "planet")
      return { ...f, step: "move", data: { planet: pick, moved: [], contested: null } };
    const [id, area] = pick.split(">");
    const unit = Number(id);
    const contested = enemyUnitsIn(d, area, f.owner) ? area : ((f.data.contested as string | null) ?? null);
    d.units = d.units.map((u) => (u.id === unit ? { ...u, area } : u));
    return { ...f, data: { ...f.data, contested, moved: [...(f.data.moved as number[]), unit] } };
  },
};
