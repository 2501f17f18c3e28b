/** JSON schemas of the open-table and table-chat routes (table-routes.ts). */
import { gameIdParams } from "./schemas";

export { gameIdParams };

export const tablesQuery = {
  type: "object",
  additionalProperties: false,
  properties: {
    limit: { type: "string", pattern: "^[0-9]{1,3}$", description: "Page size, default 20, at most 100" },
    cursor: {
      type: "string",
      maxLength: 200,
      pattern: "^[0-9T:.Z+-]{10,40}\\|[A-Za-z0-9_-]{1,64}$",
      description: "The next page: the previous page's `next` (`<createdAt>|<gameId>` of its last table)",
    },
  },
} as const;

const table = {
  type: "object",
  required: ["gameId", "ruleset", "players", "seatsTaken", "seatsTotal", "createdAt"],
  properties: {
    gameId: { type: "string" },
    ruleset: { type: "string" },
    players: { type: "integer" },
    options: { description: "The game's options (ruleset-defined JSON)" },
    clock: { description: "The game's clock, when it has one" },
    seatsTaken: { type: "integer", description: "Seats held: bots and claimed human seats" },
    seatsTotal: { type: "integer" },
    createdAt: { type: "string" },
  },
} as const;

export const tablesResponse = {
  type: "object",
  required: ["tables"],
  properties: {
    tables: { type: "array", items: table },
    next: { type: "string", description: "Cursor of the next page; absent on the last page" },
  },
} as const;

export const claimBody = {
  type: "object",
  required: ["name"],
  additionalProperties: false,
  properties: { name: { type: "string", minLength: 1, maxLength: 60 } },
} as const;

export const claimResponse = {
  type: "object",
  required: ["gameId", "seat", "token", "invitation"],
  properties: {
    gameId: { type: "string" },
    seat: { type: "integer" },
    name: { type: "string" },
    token: { type: "string", description: "The joiner's own seat token (keep it: it is shown once)" },
    invitation: { type: "string", description: "Path of the joiner's seat page, /play/<gameId>?token=…" },
  },
} as const;

const chatMessage = {
  type: "object",
  required: ["seq", "seat", "name", "text", "at"],
  properties: {
    seq: { type: "integer" },
    seat: { anyOf: [{ type: "integer" }, { type: "null" }], description: "null: a spectator" },
    name: { type: "string" },
    text: { type: "string", description: "Plain text as written: show it escaped, never as HTML" },
    at: { type: "string", description: "Server time" },
  },
} as const;

export const chatPostBody = {
  type: "object",
  required: ["text"],
  additionalProperties: false,
  properties: {
    // The length limit in characters is the server's (KOPRULU_CHAT_CHARS); this only bounds the body.
    text: { type: "string", minLength: 1, maxLength: 4000 },
    name: { type: "string", minLength: 1, maxLength: 60, description: "Spectators only: who writes" },
  },
} as const;

export const chatQuery = {
  type: "object",
  additionalProperties: false,
  properties: {
    after: { type: "string", pattern: "^[0-9]{1,9}$", description: "Only messages after this seq" },
    limit: {
      type: "string",
      pattern: "^[0-9]{1,3}$",
      description: "At most this many (newest), default 100",
    },
  },
} as const;

export const chatResponse = {
  type: "object",
  required: ["messages"],
  properties: { messages: { type: "array", items: chatMessage } },
} as const;

export const chatPostResponse = chatMessage;
