/**
 * event-leadership-replay — *Inspiring Leadership* (Brood War, Stage III, a Leadership event;
 * provisional: its text is unknown, this is the pack's placeholder reading): the owner resolves
 * again one one-shot Leadership card he chose earlier in the game. The Stage I cards act at setup
 * only, so the Stage II and III one-shot cards can be replayed. A card whose effect asks a decision
 * of him (Subtle Influence's planet, Tactical Mastery's tokens, Psi-Disruptor, Teeming Spawn,
 * Ultimate Sacrifice, Return to Aiur's transports) asks it in the same frame as when the card was
 * first resolved; step 8 goes on once it is answered (provisional reading). The replay is not
 * counted as a resolution of the card. Optional: he may pass.
 */
import type { PlayerId } from "@koprulu/engine";
import { replayLeadershipCard } from "../../brood-war/leadership-choice";
import { replayableEffects } from "../../brood-war/leadership-effects";
import { cat } from "../../rules-catalog";
import type { StarcraftState } from "../../state";
import type { EventEffectDef } from "../types";
import { ask } from "../types";

const KEY = "event-leadership-replay";

/** The one-shot cards p chose earlier that may be resolved again (catalog order, no repeats). */
export function replayableCards(s: StarcraftState, p: PlayerId): string[] {
  const chosen = new Set(s.broodWar?.lead?.chosen[p] ?? []);
  return [...chosen].filter((id) => {
    const card = cat(s).leadership[id];
    return card && card.stage > 1 && card.persistence === "one-shot" && replayableEffects(card);
  });
}

export const eventLeadershipReplay: EventEffectDef = {
  key: KEY,
  describe: "Resolve again one of the one-shot Leadership cards you chose earlier (provisional).",
  play: (d, ctx) => (replayableCards(d, ctx.owner).length > 0 ? ask(ctx, KEY, "card") : null),
  prompt: () => "Inspiring Leadership: resolve again one of your one-shot Leadership cards",
  picks: (s, f) => replayableCards(s, f.owner),
  mayPass: () => true,
  pick(d, f, card) {
    // A decision the card asks is now the frame: step 8 waits for it (step8.ts settle).
    replayLeadershipCard(d, f.owner, card);
    return null;
  },
  pass: () => null,
};
