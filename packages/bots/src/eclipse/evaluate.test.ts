import { type EclipseState, eclipse } from "@koprulu/eclipse";
import { describe, expect, it } from "vitest";
import { evaluateEclipse, worthOf } from "./evaluate";

const fresh = (): EclipseState => eclipse.setup({ players: 2, rounds: 9 }, "evaluate");

/** Seat 0 changed by `change`. */
function seat0(s: EclipseState, change: Partial<EclipseState["players"][number]>): EclipseState {
  return { ...s, players: s.players.map((p, i) => (i === 0 ? { ...p, ...change } : p)) };
}

describe("Eclipse's ISMCTS evaluation", () => {
  it("counts money short at Upkeep against the seat: a disc it cannot pay for is no gain", () => {
    const s = fresh();
    const p = s.players[0]!;
    // Every disc off the track but one: the upkeep exceeds money, production and every trade.
    const broke = seat0(s, { discsOnTrack: 1, money: 0, science: 0, materials: 0 });
    const solvent = seat0(s, { money: 0, science: 0, materials: 0 });
    expect(p.discsOnTrack).toBeGreaterThan(1);
    expect(worthOf(broke, 0)).toBeLessThan(worthOf(solvent, 0) - 3);
  });

  it("values a researched technology and a warship, which VP do not count yet", () => {
    const s = fresh();
    const p = s.players[0]!;
    const researched = seat0(s, { techs: { ...p.techs, grid: ["improved-hull"] } });
    expect(worthOf(researched, 0)).toBeGreaterThan(worthOf(s, 0));
    const home = s.hexes[p.home]!;
    const armed: EclipseState = {
      ...s,
      hexes: {
        ...s.hexes,
        [p.home]: { ...home, ships: [...home.ships, { id: 901, owner: 0, hull: "cruiser" }] },
      },
    };
    expect(worthOf(armed, 0)).toBeGreaterThan(worthOf(s, 0));
  });

  it("gives the seat ahead more than half, the two seats' values adding up to 1, and a bigger lead more", () => {
    const s = fresh();
    const p = s.players[0]!;
    const ahead = seat0(s, { techs: { ...p.techs, grid: ["improved-hull"] } });
    const further = seat0(s, {
      techs: { ...p.techs, grid: ["improved-hull", "fusion-source", "gauss-shield"] },
    });
    const [a0, a1] = evaluateEclipse(ahead);
    expect(a0).toBeGreaterThan(0.5);
    expect(a0! + a1!).toBeCloseTo(1, 10);
    expect(evaluateEclipse(further)[0]).toBeGreaterThan(a0!);
  });
});
