/**
 * The action log as a seat may see it. Actions that carry a secret are redacted for the other
 * seats: the kind and colour of a face-down order (the planet stays visible), the cards of a
 * discard step still running (face down until everyone is done), and combat cards placed face
 * down in a battle until their skirmish is resolved (then the cards are public: the skirmish
 * report shows them, and the placement's log line, which tells the skirmish when the placement
 * resolved it, opens). Every skirmish of a battle is resolved before it ends, so placements of
 * finished battles are all open.
 */
import type { ActionBase, LogEntry, Viewer } from "@koprulu/engine";
import type { StarcraftState } from "./state";

export function viewLog(s: StarcraftState, log: readonly LogEntry[], viewer: Viewer): LogEntry[] {
  // The running discard step's choices are each seat's last `chosen[p].length` discard entries.
  const pendingDiscards: Record<number, number> = {};
  if (s.frame.kind === "discard")
    for (const k of Object.keys(s.frame.chosen))
      pendingDiscards[Number(k)] = s.frame.chosen[Number(k)].length;
  // The running battle's actions are the trailing run of battle actions.
  let battleStart = log.length;
  if (s.battle)
    while (battleStart > 0 && log[battleStart - 1].action.type.startsWith("battle-")) battleStart--;
  const stillFaceDown = (i: number, a: Record<string, unknown>) =>
    i >= battleStart && !s.battle?.skirmishes[Number(a.skirmish)]?.resolved;
  const out: LogEntry[] = new Array(log.length);
  for (let i = log.length - 1; i >= 0; i--) {
    const e = log[i];
    const a = e.action as ActionBase & Record<string, unknown>;
    if (e.player === viewer) {
      out[i] = e;
      continue;
    }
    // The Star order (Brood War) is face down too: the others see an order placed, like any other.
    if (a.type === "place-order" || a.type === "place-star-order")
      out[i] = { player: e.player, action: { type: "place-order", planet: a.planet } as ActionBase };
    else if (a.type === "discard-card" && (pendingDiscards[e.player] ?? 0) > 0) {
      pendingDiscards[e.player]--;
      out[i] = { player: e.player, action: { type: "hidden" } };
    } else if (a.type === "choose-leadership" && leadershipOpen(s, e.player))
      // A Leadership choice still open (BW-L1): the card stays face down until all have chosen.
      out[i] = { player: e.player, action: { type: "hidden" } };
    else if (
      a.type.startsWith("battle-") &&
      "card" in a &&
      (a.type !== "battle-place" || stillFaceDown(i, a))
    )
      out[i] = { player: e.player, action: { type: a.type } };
    else out[i] = e;
  }
  return out;
}

/** Has this seat chosen in the Leadership choice still open (its card not yet revealed)? */
function leadershipOpen(s: StarcraftState, p: number): boolean {
  return s.frame.kind === "choose-leadership" && s.frame.sim.choices[p] !== null;
}
