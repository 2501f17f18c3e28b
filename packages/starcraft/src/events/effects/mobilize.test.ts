import { describe, expect, it } from "vitest";
import { legalActions, pending } from "../../ruleset";
import { act, areaOf, board, pass, pick, picks, play, withUnits } from "../testing";

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

  it("Surprise Assault may enter an area holding only an enemy base (no battle: the base falls at step 1)", () => {
    let s = { ...board(), transports: [{ owner: 0, route: 0 }] };
    s = { ...s, units: s.units.filter((u) => u.owner !== 1) };
    s = withUnits(s, [[1, "zerg-zergling", areaOf("braken", "gas")]]);
    const t = pick(play(s, 0, "surprise-assault"), "braken");
    const marine = t.units.find((u) => u.owner === 0)!.id;
    expect(picks(t)).toContain(`${marine}>${areaOf("braken", "cp")}`);
    const after = pass(pick(t, `${marine}>${areaOf("braken", "cp")}`));
    expect(after.battle).toBeNull();
    expect(after.units.find((u) => u.id === marine)!.area).toBe(areaOf("braken", "cp"));
  });

  it("Surprise Assault may enter one area holding enemy units (overstacked by 2) and a battle is fought there when the player stops", () => {
    let s = { ...board(), transports: [{ owner: 0, route: 0 }] };
    s = withUnits(s, [
      [0, "terran-marine", areaOf("abaddon", "minerals")],
      [1, "zerg-zergling", areaOf("braken", "gas")],
    ]);
    s = pick(play(s, 0, "surprise-assault"), "braken");
    const mine = s.units.filter((u) => u.owner === 0).map((u) => u.id);
    const target = areaOf("braken", "cp");
    expect(picks(s)).toContain(`${mine[0]}>${target}`);
    s = pick(s, `${mine[0]}>${target}`);
    // One contested area per move: the other area with enemy units is no longer offered.
    expect(picks(s)).not.toContain(`${mine[1]}>${areaOf("braken", "gas")}`);
    expect(picks(s)).toContain(`${mine[1]}>${target}`);
    s = pass(s);
    expect(s.battleContext).toMatchObject({ player: 0, area: target, defender: 1, resume: "event" });
    // The battle runs through combat's decisions; step 8 resumes after it.
    let guard = 0;
    while (s.battle && guard++ < 200) {
      const d = pending(s)[0];
      s = act(s, d.player, legalActions(s, d.player)[0]);
    }
    expect(s.battle).toBeNull();
    expect(s.battleContext).toBeNull();
    expect(s.frame.kind).not.toBe("event");
    expect(s.phase === "regrouping" || s.phase === "planning" || s.phase === "over").toBe(true);
    const owners = new Set(s.units.filter((u) => u.area === target).map((u) => u.owner));
    expect(owners.size).toBeLessThanOrEqual(1);
  });
});
