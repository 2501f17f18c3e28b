import { describe, expect, it } from "vitest";
import { emptyBroodWar } from "../../brood-war/state";
import { buildLimit } from "../../orders/build";
import { cat } from "../../rules-catalog";
import type { StarcraftState } from "../../state";
import { figuresLeft } from "../board";
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

  it("no more units of a type than its miniatures: a mind-controlled one is still its owner's, a reserve one too", () => {
    // Seat 0 (Raynor) has every Marine miniature in use: all but one on the board, the last one
    // mind-controlled by seat 2 (Brood War; the unit is seat 2's, the miniature seat 0's).
    const s0 = board();
    const figures = cat(s0).units["terran-marine"].figures;
    const marines = Array.from({ length: figures - 2 }, (_, i) => ({
      id: 500 + i,
      owner: 0,
      type: "terran-marine",
      area: areaOf("chau-sara", "minerals"),
    }));
    const stolen = { id: 600, owner: 2, type: "terran-marine", area: areaOf("chau-sara", "gas") };
    const bw = emptyBroodWar(3, true);
    const s: StarcraftState = {
      ...s0,
      units: [...s0.units, ...marines, stolen],
      broodWar: { ...bw, mindControlled: { 600: 0 } },
    };
    expect(figuresLeft(s, 0, "terran-marine")).toBe(0);
    expect(figuresLeft(s, 2, "terran-marine")).toBe(figures);
    // Covert Operations: a Ghost held in reserve is a miniature in use.
    const held: StarcraftState = {
      ...s,
      broodWar: { ...bw, lead: { ...bw.lead!, reserve: [["terran-ghost"], [], []] } },
    };
    expect(figuresLeft(held, 0, "terran-ghost")).toBe(cat(s0).units["terran-ghost"].figures - 1);
    // Emergency Production offers no Marine then (it built one before the fix: found by a
    // Galactic Conquest simulation whose Total War built a fourth Mutalisk of three). Marines
    // are all Raynor builds at the start, so no planet is offered at all.
    expect(picks(play(s, 0, "emergency-production"))).toEqual([]);
    // Had seat 2 built that Marine (no mind control), one miniature would be free.
    const free: StarcraftState = { ...s, broodWar: bw };
    const offered = picks(pick(play(free, 0, "emergency-production"), "abaddon"));
    expect(offered).toContain(`terran-marine@${areaOf("abaddon", "minerals")}`);
  });
});
