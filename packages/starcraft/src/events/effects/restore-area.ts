/**
 * event-restore-area: one depleted or partially depleted resource area moves `steps` back towards
 * full. A card that had left the game comes back to the common supply (no owner): it is gained
 * again in a regrouping's step 3 like any unowned card.
 */
import { eventCard } from "../cards";
import type { EventEffectDef } from "../types";
import { ask, num } from "../types";

const KEY = "event-restore-area";

export const eventRestoreArea: EventEffectDef = {
  key: KEY,
  describe: "Move one depleted resource area back towards full.",
  play: (_d, ctx) => ask(ctx, KEY, "area"),
  prompt: () => "Choose a depleted resource area to restore",
  picks: (s) => Object.keys(s.resources).filter((id) => s.resources[id].depletion > 0),
  pick(d, f, area) {
    const r = d.resources[area];
    const depletion = Math.max(0, r.depletion - num(eventCard(d, f.card).params.steps, 1)) as 0 | 1 | 2;
    d.resources[area] = r.depletion === 2 ? { owner: null, workers: 0, depletion } : { ...r, depletion };
    return null;
  },
};
