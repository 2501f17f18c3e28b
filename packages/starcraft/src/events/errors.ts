/** RuleErrors of the event decisions (stable codes; UIs and tests key on them). */
import { ruleError } from "@koprulu/engine";

export const EventErr = {
  badPick: (message = "That is not one of the options of this event.") =>
    ruleError("event-pick-invalid", message, "An event's decision is answered with one of its options"),
  noPass: () =>
    ruleError(
      "event-pass-not-allowed",
      "This event's decision must be answered.",
      "Some event choices are not optional",
    ),
  notHeld: () =>
    ruleError("event-not-held", "You did not draw that event.", "A player plays one of the events he drew"),
  mustPlayEnd: () =>
    ruleError(
      "end-draws-near-mandatory",
      "The End Draws Near must be played.",
      "The End Draws Near must be played instead of any other event",
    ),
} as const;
