import { describe, expect, it } from "vitest";
import { buildLimit } from "../../orders/build";
import { areaOf, board, pass, pick, picks, play } from "../testing";

describe("event-build-units", () => {
  it("Emergency Production: units on a planet with the player's base, the first resource free, up to the build limit", () => {
    let s = play(board(), 0, "emergency-production");
    expect(picks(s)).toEqual(["abaddon"]); // the only planet with seat 0's base
    s = pick(s, "abaddon");
    const area = areaOf("abaddon", "minerals");
    expect(picks(s)).toContain(`terran-marine@${area}`);
    const pool = s.players[0].workerPool;
    let built = 0;
    while (s.frame.kind === "event") {
      if (s.frame.step === "unit") built++;
      s = pick(s, picks(s).find((o) => o.startsWith("terran-marine")) ?? picks(s)[0]);
    }
    expect(built).toBe(buildLimit(board(), 0, false));
    expect(s.units.filter((u) => u.owner === 0 && u.type === "terran-marine").length).toBe(1 + built);
    expect(pool - s.players[0].workerPool).toBe(built - 1); // marines cost 1 mineral, the first was free
  });

  it("units go only in friendly or empty areas within the unit limit, and the player may stop", () => {
    const s = pick(play(board(), 1, "war-production"), "braken");
    for (const o of picks(s)) expect(o.split("@")[1].startsWith("braken")).toBe(true);
    expect(pass(s).units).toEqual(board().units);
  });
});
