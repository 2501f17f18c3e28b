/**
 * An event's decision carries its effect, step and card as data (engine `Decision.args`), so a
 * UI words the prompt itself in the reader's language instead of showing the English `prompt`.
 */
import { describe, expect, it } from "vitest";
import { pending } from "../ruleset";
import { board, pick, play } from "./testing";

describe("event decisions as data", () => {
  it("Urgent Mobilization asks for a planet, then for moves: each step is named in args", () => {
    let s = { ...board(), transports: [{ owner: 0, route: 0 }] };
    s = play(s, 0, "urgent-mobilization");
    const first = pending(s)[0];
    expect(first).toMatchObject({ player: 0, kind: "event-choice", prompt: "Choose the planet to move to" });
    expect(first.args).toMatchObject({ effect: "event-mobilize", step: "planet" });
    expect(typeof first.args?.card).toBe("string");
    s = pick(s, "braken");
    expect(pending(s)[0].args).toMatchObject({ effect: "event-mobilize", step: "move" });
  });
});
