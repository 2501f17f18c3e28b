/**
 * *Inspiring Leadership* (event, provisional) replays a one-shot Leadership card inside
 * Regrouping step 8: while the card's decision is open (its frame's `resume` names the event's
 * owner), step 8 waits; answering it ends the owner's turn there (ruleset.ts `afterLeadership`).
 */
import type { PlayerId } from "@koprulu/engine";
import type { Frame } from "../state";

/** The owner of the event whose replayed Leadership card asks the open decision, or null. */
export function replayingEventOwner(f: Frame): PlayerId | null {
  const resume = "resume" in f ? f.resume : f.kind === "build" ? f.leadership?.resume : undefined;
  return typeof resume === "object" ? resume.event : null;
}
