/** Response schemas of clocks and rematch links (requests: settings.ts `clockSchema`). */
export { clockSchema } from "./settings";

export const seatClockSchema = {
  type: "object",
  description: "This seat's clock (games with a clock): time left, the deadline while it runs",
  properties: {
    remainingMs: { type: "integer" },
    deadline: { anyOf: [{ type: "string" }, { type: "null" }] },
    running: { type: "boolean" },
  },
} as const;

export const clockAndRematch = {
  clock: {
    type: "object",
    additionalProperties: true,
    description: 'The clock settings chosen at creation ({kind:"none"} without one)',
  },
  rematch: {
    type: "object",
    description:
      "Once someone chose Play again: the new game. A seat's own new link comes with its token only (GET state with it, or the stream's rematch message)",
    properties: {
      gameId: { type: "string" },
      token: { type: "string" },
      invitation: { type: "string" },
    },
  },
} as const;
