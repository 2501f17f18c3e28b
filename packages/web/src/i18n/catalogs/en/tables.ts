/**
 * English: around the table (issue 36) — the open tables and games to watch in the lobby,
 * listing a new game publicly, and the table chat beside the log.
 */
export const tables = {
  "tables.open.title": "Open tables",
  "tables.open.empty": "No open tables right now.",
  "tables.live.title": "Games to watch",
  "tables.live.empty": "No games to watch right now.",
  "tables.seats": "{taken} of {total} seats taken",
  "tables.created": "created {time}",
  "tables.join": "Join",
  "tables.joinName": "Your name",
  "tables.joinSubmit": "Take the seat",
  "tables.joinCancel": "Cancel",
  "tables.watch": "Watch",
  "tables.next": "Next page",
  "tables.previous": "Previous page",
  "tables.full": "This table has no free seat any more.",
  "tables.refused": "Could not join: {detail}",
  "tables.clock.live": "clock {minutes} min + {seconds} s a decision",
  "tables.clock.async": "{hours} h a decision",
  "create.openSeat": "open: anyone may take it from the open tables",
  "create.listed": "List this game publicly",
  "create.listedHint":
    "The other human seats stay open: anyone may take one from the open tables. Unticked: invitation links only.",
  "chat.title": "Table chat",
  "chat.empty": "No messages yet.",
  "chat.message": "Message to the table",
  "chat.send": "Send",
  "chat.counter": "{count} of {max} characters",
  "chat.mute": "Mute {name}",
  "chat.unmute": "Unmute {name}",
  "chat.hidden":
    "{count, plural, one {# message from muted players hidden} other {# messages from muted players hidden}}",
  "chat.readOnly": "Spectators read the table chat; the players write.",
  "chat.refused": "Not sent: {detail}",
  "chat.spectator": "spectator",
} as const;
