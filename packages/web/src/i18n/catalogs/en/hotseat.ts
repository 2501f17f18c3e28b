/**
 * English: pass-and-play (several seats at one device): the lobby's "at this device" mark, the
 * curtain between two local players and the line shown while no local seat decides.
 */
export const hotseat = {
  "hotseat.atThisDevice": "at this device",
  "hotseat.atThisDeviceLabel": "Seat {seat} plays at this device",
  "hotseat.label": "Pass-and-play",
  "hotseat.curtainTitle": "Hand the device to {name}",
  "hotseat.curtainHint": "Everything private stays hidden until {name} taps.",
  "hotseat.ready": "{name}: tap when ready",
  "hotseat.atDevice": "At this device: {names}",
  "hotseat.waiting":
    "No one at this device decides now (waiting for {who}); the table is shown as a spectator sees it.",
  "hotseat.waitingServer": "the server",
  "hotseat.over": "The game is over; the table is shown as a spectator sees it.",
  "hotseat.hide": "Hide my table",
  "hotseat.back": "{name}: back to my table",
  "hotseat.handOn": "Hand the device on",
  "hotseat.noSeats": "This browser holds no seats of this game for pass-and-play.",
} as const;
