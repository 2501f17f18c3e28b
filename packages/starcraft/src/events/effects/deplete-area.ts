/**
 * event-deplete-area: one resource area on the board moves `steps` towards depletion. Fully
 * depleted, its card leaves the game as after force mining: workers on it become unavailable.
 * Team Play (provisional "partners never fight"): a resource area the partner holds is not offered.
 */
import { depletionProtected } from "../../brood-war/leadership-effects/riches-of-aiur";
import { arePartners } from "../../variants/teams";
import { eventCard } from "../cards";
import type { EventEffectDef } from "../types";
import { ask, num } from "../types";

const KEY = "event-deplete-area";

export const eventDepleteArea: EventEffectDef = {
  key: KEY,
  describe: "Move one resource area towards depletion.",
  play: (_d, ctx) => ask(ctx, KEY, "area"),
  prompt: () => "Choose a resource area to deplete",
  // Brood War Riches of Aiur: the card's player cannot deplete its holder's areas.
  picks: (s, f) =>
    Object.keys(s.resources).filter((id) => {
      const r = s.resources[id];
      if (r.depletion >= 2 || depletionProtected(s, id, f.owner)) return false;
      return r.owner === null || !arePartners(s, f.owner, r.owner);
    }),
  pick(d, f, area) {
    const r = d.resources[area];
    const steps = num(eventCard(d, f.card).params.steps, 1);
    const depletion = Math.min(2, r.depletion + steps) as 0 | 1 | 2;
    if (depletion === 2) {
      if (r.owner !== null) d.players[r.owner].workersUnavailable += r.workers;
      d.resources[area] = { owner: null, workers: 0, depletion: 2 };
    } else d.resources[area] = { ...r, depletion };
    return null;
  },
};
