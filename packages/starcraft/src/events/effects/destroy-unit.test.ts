import { describe, expect, it } from "vitest";
import { areaOf, board, pick, picks, play, withUnits } from "../testing";

describe("event-destroy-unit", () => {
  it("only enemy units costing at most maxCost are offered (Volcanic Eruption, 2)", () => {
    const s = withUnits(board(), [[1, "zerg-ultralisk", areaOf("braken", "cp")]]);
    const t = play(s, 0, "volcanic-eruption");
    const zergling = s.units.find((u) => u.type === "zerg-zergling")!.id;
    const zealot = s.units.find((u) => u.type === "protoss-zealot")!.id;
    const marine = s.units.find((u) => u.type === "terran-marine")!.id;
    const ultra = s.units.find((u) => u.type === "zerg-ultralisk")!.id;
    expect(picks(t)).toContain(`unit:${zergling}`);
    expect(picks(t)).toContain(`unit:${zealot}`);
    expect(picks(t)).not.toContain(`unit:${marine}`); // own unit
    expect(picks(t)).not.toContain(`unit:${ultra}`); // too expensive
    const after = pick(t, `unit:${zergling}`);
    expect(after.units.some((u) => u.id === zergling)).toBe(false);
    expect(after.bases).toEqual(s.bases); // no base destroyed by this card
  });

  it("Planetary Cataclysm also destroys the enemy base in that area", () => {
    const s = board();
    const zergling = s.units.find((u) => u.type === "zerg-zergling")!.id;
    const t = pick(play(s, 0, "planetary-cataclysm"), `unit:${zergling}`);
    expect(t.bases.some((b) => b.owner === 1)).toBe(false);
  });

  it("a player left with no units and no base is eliminated", () => {
    const s = board();
    const zergling = s.units.find((u) => u.type === "zerg-zergling")!.id;
    const t = pick(play(s, 0, "planetary-cataclysm"), `unit:${zergling}`);
    expect(t.players[1].eliminated).toBe(true);
  });

  it("the eliminated player's face-down events leave the game unseen, and no card is lost", () => {
    let s = board();
    s = {
      ...s,
      players: s.players.map((pl, i) =>
        i === 1 ? { ...pl, events: ["create-wonder"], eventsSeen: false } : pl,
      ),
    };
    const zergling = s.units.find((u) => u.type === "zerg-zergling")!.id;
    const t = pick(play(s, 0, "planetary-cataclysm"), `unit:${zergling}`);
    expect(t.players[1].eliminated).toBe(true);
    expect(t.players[1].events).toEqual([]);
    expect(t.events.removed).toContain("create-wonder");
  });
});
