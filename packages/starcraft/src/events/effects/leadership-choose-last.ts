/**
 * event-leadership-choose-last — *Subtle Planning* (Brood War, Stage I, a Leadership event;
 * provisional: its text is unknown, this is the pack's placeholder reading): at the next
 * Leadership choose step its owner does not choose in secret with the others; he chooses after
 * their cards are revealed, knowing them (brood-war/leadership-choice.ts). Then all the cards
 * resolve in turn order as usual. Played twice before a choose step, it still acts once.
 */
import { patchBroodWar } from "../../brood-war/state";
import type { EventEffectDef } from "../types";

export const eventLeadershipChooseLast: EventEffectDef = {
  key: "event-leadership-choose-last",
  describe: "At the next Leadership choice, choose after the others' cards are revealed (provisional).",
  play(d, ctx) {
    const lead = d.broodWar?.lead;
    if (!lead) return null;
    const last = [...new Set([...(lead.chooseLast ?? []), ctx.owner])];
    patchBroodWar(d, { lead: { ...lead, chooseLast: last } });
    return null;
  },
};
