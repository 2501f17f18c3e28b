import { describe, expect, it } from "vitest";
import { areaOf, board, pass, pick, picks, play, withUnits } from "../testing";

describe("event-mobilize", () => {
  it("Urgent Mobilization: units move into friendly or empty areas of one planet, from it or over an own transport, each once", () => {
    let s = { ...board(), transports: [{ owner: 0, route: 0 }] };
    s = play(s, 0, "urgent-mobilization");
    expect(picks(s)).toContain("braken");
    s = pick(s, "braken");
    const marine = s.units.find((u) => u.owner === 0)!.id;
    expect(picks(s)).toContain(`${marine}>${areaOf("braken", "gas")}`);
    expect(picks(s)).not.toContain(`${marine}>${areaOf("braken", "cp")}`); // enemy units and base
    s = pick(s, `${marine}>${areaOf("braken", "gas")}`);
    expect(s.units.find((u) => u.id === marine)!.area).toBe(areaOf("braken", "gas"));
    expect(picks(s).some((o) => o.startsWith(`${marine}>`))).toBe(false); // moves once
    s = pass(s);
    expect(s.frame.kind).not.toBe("event");
  });

  it("without an own transport units cannot reach another planet", () => {
    const s = play(board(), 0, "urgent-mobilization");
    expect(picks(s)).toEqual(["abaddon"]);
  });

  it("Surprise Assault may enter an area holding only an enemy base", () => {
    let s = { ...board(), transports: [{ owner: 0, route: 0 }] };
    s = { ...s, units: s.units.filter((u) => u.owner !== 1) };
    s = withUnits(s, [[1, "zerg-zergling", areaOf("braken", "gas")]]);
    const t = pick(play(s, 0, "surprise-assault"), "braken");
    const marine = t.units.find((u) => u.owner === 0)!.id;
    expect(picks(t)).toContain(`${marine}>${areaOf("braken", "cp")}`);
    expect(picks(t)).not.toContain(`${marine}>${areaOf("braken", "gas")}`);
  });
});
