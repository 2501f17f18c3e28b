import { describe, expect, it } from "vitest";
import { cat } from "../../rules-catalog";
import { areaOf, board, pass, pick, picks, play, withUnits } from "../testing";

describe("event-discount", () => {
  it("Brilliant Engineering: a module for free, within module tokens and sheet slots", () => {
    let s = play(board(), 0, "brilliant-engineering");
    expect(picks(s)).toContain("supply");
    s = pick(s, "supply");
    expect(s.players[0].modules.supply).toBe(board().players[0].modules.supply + 1);
    expect(s.players[0].workerPool).toBe(board().players[0].workerPool); // nothing paid
  });

  it("Orbital Construction Yard: a module at one resource less, paid worker by worker", () => {
    let s = pick(play(board(), 0, "orbital-construction-yard"), "supply");
    const cost = cat(s).modules.supply.cost.terran!;
    const owed = cost.minerals + cost.gas - 1;
    expect(s.frame.kind === "event" && s.frame.step).toBe(owed > 0 ? "pay" : false);
    const pool = s.players[0].workerPool;
    while (s.frame.kind === "event") s = pick(s, picks(s)[0]);
    expect(pool - s.players[0].workerPool).toBe(owed);
    expect(s.players[0].modules.supply).toBe(board().players[0].modules.supply + 1);
  });

  it("Advanced Development: the next level of a building track, never a level skipped", () => {
    const s = play(board(), 0, "advanced-development");
    const levels = picks(s).map((id) => cat(s).buildings[id]);
    const owned = board().players[0].buildings;
    expect(levels.length).toBeGreaterThan(0);
    for (const b of levels) expect(b.level).toBe((owned[b.track] ?? 0) + 1);
  });

  it("Technological Breakthrough: a technology of the faction, not one already owned", () => {
    let s = play(board(), 0, "technological-breakthrough");
    const tech = picks(s)[0];
    expect(cat(s).factions.raynor.techs).toContain(tech);
    s = pick(s, tech);
    expect(s.players[0].techs).toContain(tech);
    expect(picks(play(s, 0, "technological-breakthrough"))).not.toContain(tech);
  });

  it("Forward Base: a base where the player has units but no base on that planet, never beside another base", () => {
    const s = withUnits(board(), [
      [0, "terran-marine", areaOf("braken", "gas")],
      [0, "terran-marine", areaOf("abaddon", "minerals")],
    ]);
    const t = play(s, 0, "forward-base");
    expect(picks(t)).toEqual([areaOf("braken", "gas")]); // abaddon already holds his base
    expect(pick(t, areaOf("braken", "gas")).bases).toContainEqual({
      owner: 0,
      area: areaOf("braken", "gas"),
    });
  });

  it("the player may decline the purchase", () => {
    const s = pass(play(board(), 0, "brilliant-engineering"));
    expect(s.players[0].modules).toEqual(board().players[0].modules);
  });
});
