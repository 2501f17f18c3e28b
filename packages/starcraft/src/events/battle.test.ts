import { describe, expect, it } from "vitest";
import { COMBAT_EFFECTS } from "../combat";
import { draft } from "../draft";
import { eventStartAbilities, spendUsedEvents } from "./battle";
import { board, patchPlayer } from "./testing";

describe("battle-start events in play (offered to combat, discarded once used)", () => {
  it("each distinct battle-start event in play is offered once, with the combat effect of its key", () => {
    const s = patchPlayer(board(), 1, {
      eventsInPlay: ["flawless-defense-plan", "flawless-defense-plan", "cease-fire", "the-end-draws-near"],
    });
    const offers = eventStartAbilities(s, 1);
    expect(offers).toEqual([
      { source: "event:flawless-defense-plan", effect: "event-defense-bonus", params: { amount: 2 } },
      { source: "event:cease-fire", effect: "event-cancel-battle", params: {} },
    ]);
    for (const o of offers) expect(Object.keys(COMBAT_EFFECTS)).toContain(o.effect);
  });

  it("a used event leaves the play area for the discard pile; the others stay", () => {
    const d = draft(patchPlayer(board(), 1, { eventsInPlay: ["flawless-defense-plan", "cease-fire"] }));
    spendUsedEvents(d, [
      { kind: "start-ability-used", player: 1, source: "event:cease-fire" },
      { kind: "start-ability-used", player: 0, source: "leadership:x" },
    ]);
    expect(d.players[1].eventsInPlay).toEqual(["flawless-defense-plan"]);
    expect(d.events.discard).toEqual(["cease-fire"]);
  });
});
