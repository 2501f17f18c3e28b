/**
 * English: the replay of a running game so far, as the reader's seat (or a spectator) saw it
 * (issue 35). The step buttons reuse the finished replay's words (`replay.*`).
 */
export const replaySoFar = {
  "sofar.link": "Replay so far",
  "sofar.title": "Replay so far · {title} · game",
  "sofar.asSeat": "As {name} saw it",
  "sofar.asSpectator": "As a spectator saw it",
  "sofar.noToken": "This browser holds no link for seat {seat}: the game is shown as a spectator saw it.",
  "sofar.back": "Back to the table",
  "sofar.loading": "Loading this step…",
  "sofar.failed": "Could not load this step: {error}",
} as const;
