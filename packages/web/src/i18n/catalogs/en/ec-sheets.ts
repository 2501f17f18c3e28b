/**
 * English: the Eclipse table's leftovers of issue 30 — the phone's bottom sheets (player boards,
 * technology supply, blueprints), the wormhole halves' accessible names and dragging a part onto
 * a blueprint slot. Keys `ecs.*`.
 */
export const ecSheets = {
  "ecs.sheet.close": "Close",
  "ecs.sheet.open.boards": "Player boards",
  "ecs.sheet.open.tech": "Technologies",
  "ecs.sheet.open.blueprints": "Blueprints",
  "ecs.sheet.side": "Actions and log",
  "ecs.sheet.bar": "Open a sheet",
  "ecs.wormhole.T": "wormhole, north side",
  "ecs.wormhole.TR": "wormhole, north-east side",
  "ecs.wormhole.BR": "wormhole, south-east side",
  "ecs.wormhole.B": "wormhole, south side",
  "ecs.wormhole.BL": "wormhole, south-west side",
  "ecs.wormhole.TL": "wormhole, north-west side",
  "ecs.refusal.samePart": "that part is on this slot already (E-A4)",
  "ecs.drag.hint": "Drag a part onto a slot of a blueprint, or choose a slot and then a part.",
};
