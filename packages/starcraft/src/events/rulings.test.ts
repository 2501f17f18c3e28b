/** The rulings of packages/starcraft/README.md ("Rulings: events"), one test each where not tested beside an effect. */
import { describe, expect, it } from "vitest";
import { draft } from "../draft";
import { stage } from "../queries";
import { cat } from "../rules-catalog";
import { drawEvent } from "./deck";
import { board, play } from "./testing";

describe("rulings: the Event deck", () => {
  it("the stage is the one on the back of the top card: Stage III as soon as a Stage III card is on top (Hebrew rulebook, special victory)", () => {
    const s = board();
    const third = Object.values(cat(s).events).find((e) => e.stage === 3)!.id;
    const second = Object.values(cat(s).events).find((e) => e.stage === 2)!.id;
    expect(stage({ ...s, events: { ...s.events, deck: [second, third] } })).toBe(2);
    expect(stage({ ...s, events: { ...s.events, deck: [third] } })).toBe(3);
  });

  it("ruling: an empty Event deck is never reshuffled; a draw from it draws nothing and the stage stays III", () => {
    const s = board();
    const d = draft({ ...s, events: { ...s.events, deck: [], discard: ["create-wonder"] } });
    drawEvent(d, 0);
    expect(d.players[0].events).toEqual([]);
    expect(d.events.discard).toEqual(["create-wonder"]);
    expect(stage(d)).toBe(3);
  });

  it("ruling: Progressive Strategy on an empty Event deck plays nothing more, and the game goes on", () => {
    const s = board();
    const t = play({ ...s, events: { ...s.events, deck: [] } }, 0, "progressive-strategy");
    expect(t.phase).not.toBe("over");
    expect(t.players[0].cp).toBe(0);
  });
});
