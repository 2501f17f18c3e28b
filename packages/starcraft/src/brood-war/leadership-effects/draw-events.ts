/**
 * *Hasten the End* (QoB, Stage II): draw event cards. They are drawn in the choose step, face
 * down like every event drawn this round, and played at the same Regrouping's event step (spec's
 * recommended ruling).
 */
import type { PlayerId } from "@koprulu/engine";
import type { Draft } from "../../draft";
import { drawEvent } from "../../events/deck";

export function drawEvents(d: Draft, p: PlayerId, params: Record<string, unknown>): void {
  const count = typeof params.count === "number" ? params.count : 0;
  for (let i = 0; i < count; i++) drawEvent(d, p);
}
