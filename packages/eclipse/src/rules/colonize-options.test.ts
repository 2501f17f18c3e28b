/**
 * E-E4: colonizeOptions lists with plain loops since session 58 (it is asked at every turn a
 * search meets); compared, for every seat of every state of random games, with the listing as
 * it was written before.
 */
import { Rng } from "@koprulu/engine";
import { describe, expect, it } from "vitest";
import { colonizeOptions } from "./colonize";
import { content, hasTech } from "./economy";
import { eclipse } from "./ruleset";
import { edit, playRandom } from "./testing";
import type { EclipseAction, EclipseState, Resource } from "./types";

const ADVANCED_TECH: Record<Resource, string> = {
  money: "advanced-economy",
  science: "advanced-labs",
  materials: "advanced-mining",
};

/** The listing before session 58. */
function colonizeOptionsBefore(s: EclipseState, seat: number): EclipseAction[] {
  const p = s.players[seat]!;
  if (p.colonyShipsUsed >= p.colonyShips) return [];
  const out: EclipseAction[] = [];
  const can = (r: Resource) => p.cubeTracks[r] > 0;
  for (const h of Object.values(s.hexes)) {
    if (h.owner !== seat) continue;
    const taken = new Set(h.cubes.map((c) => c.square));
    content().sectors[h.sector]!.squares.forEach((sq, i) => {
      if (taken.has(i)) return;
      if (sq.resource === "grey") {
        for (const r of ["money", "science", "materials"] as Resource[])
          if (can(r)) out.push({ type: "colonize", pos: h.pos, square: i, resource: r });
        return;
      }
      if (sq.advanced && !hasTech(p, ADVANCED_TECH[sq.resource])) return;
      if (can(sq.resource)) out.push({ type: "colonize", pos: h.pos, square: i, resource: sq.resource });
    });
    if (h.orbital && !taken.has("orbital"))
      for (const r of ["money", "science"] as Resource[])
        if (can(r)) out.push({ type: "colonize", pos: h.pos, square: "orbital", resource: r });
  }
  return out;
}

describe("colonizeOptions", () => {
  it("E-E4: lists what the listing before session 58 listed, in its order", () => {
    let offered = 0;
    let grey = 0;
    let orbital = 0;
    let seen = 0;
    for (const [players, seed] of [
      [2, "co-a"],
      [3, "co-b"],
      [4, "co-c"],
      [2, "co-d"],
      [5, "co-e"],
      [6, "co-f"],
    ] as const)
      playRandom(eclipse.setup({ players, rounds: 9 }, seed), Rng.fromSeed(seed), 50_000, (s, _a) => {
        // Random games seldom build Orbitals: every 7th state also with one on each hex.
        const states = [s];
        if (++seen % 7 === 0)
          states.push(
            edit(s, (x) => {
              for (const h of Object.values(x.hexes)) h.orbital = true;
            }),
          );
        for (const state of states)
          for (let seat = 0; seat < players; seat++) {
            const listed = colonizeOptions(state, seat);
            expect(listed).toEqual(colonizeOptionsBefore(state, seat));
            offered += listed.length;
            for (const a of listed) {
              if (a.type !== "colonize") continue;
              if (a.square === "orbital") orbital++;
              else if (content().sectors[state.hexes[a.pos]!.sector]!.squares[a.square]!.resource === "grey")
                grey++;
            }
          }
      });
    expect(offered).toBeGreaterThan(1000);
    expect(grey).toBeGreaterThan(20);
    expect(orbital).toBeGreaterThan(0);
  });
});
