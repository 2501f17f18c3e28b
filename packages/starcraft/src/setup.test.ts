import { Rng } from "@koprulu/engine";
import { describe, expect, it } from "vitest";
import { END_DRAWS_NEAR } from "./catalog";
import { buildEventDeck } from "./events/deck";
import { freeSlots } from "./galaxy";
import { ownUnitsIn, planetAreas, planetOf, routesOf } from "./queries";
import { catalogFor } from "./rules-catalog";
import { legalActions, pending } from "./ruleset";
import { basePlanet, setupState } from "./setup";
import type { StarcraftState } from "./state";
import { act, err, started } from "./testing";

function stageOf(card: string) {
  return catalogFor().events[card].stage;
}

function stageCount(stage: number): number {
  let n = 0;
  for (const e of Object.values(catalogFor().events)) if (e.stage === stage) n += e.copies;
  return n;
}

/** Play setup decisions with the first legal action until `until` holds. */
function playUntil(s: StarcraftState, until: (s: StarcraftState) => boolean): StarcraftState {
  while (!until(s) && s.phase === "setup") {
    const d = pending(s)[0];
    s = act(s, d.player, legalActions(s, d.player)[0]);
  }
  return s;
}

describe("setup", () => {
  it("Event deck: Stage I on top of Stage II on top of Stage III", () => {
    const { deck } = buildEventDeck(catalogFor(), 4, [1, 2, 3, 4]);
    const stages = deck.deck.map(stageOf);
    expect(stages).toEqual([...stages].sort());
    expect(stages[0]).toBe(1);
    expect(stages[stages.length - 1]).toBe(3);
  });

  it.each([
    [2, 20],
    [3, 15],
    [4, 10],
    [5, 5],
    [6, 0],
  ])(
    "Event deck: with %i players %i cards are removed from Stage I and from Stage II, none from III",
    (n, removed) => {
      const { deck } = buildEventDeck(catalogFor(), n, [5, 6, 7, 8]);
      const count = (st: number) => deck.deck.filter((c) => stageOf(c) === st).length;
      expect(count(1)).toBe(Math.max(0, stageCount(1) - removed));
      expect(count(2)).toBe(Math.max(0, stageCount(2) - removed));
      expect(count(3)).toBe(stageCount(3));
      expect(deck.deck.filter((c) => catalogFor().events[c].effect === END_DRAWS_NEAR).length).toBe(3);
    },
  );

  it("First player is drawn at random and factions are dealt at random by default", () => {
    const firsts = new Set<number>();
    for (let i = 0; i < 20; i++)
      firsts.add(setupState({ players: 4, factionSelection: "random", maxRounds: 60 }, `s${i}`).firstPlayer);
    expect(firsts.size).toBeGreaterThan(1);
    const s = setupState({ players: 4, factionSelection: "random", maxRounds: 60 }, "x");
    expect(new Set(s.players.map((p) => p.faction)).size).toBe(4);
  });

  it("Factions are chosen in turn order from the first player when the option says so; a faction is taken once", () => {
    const s = setupState({ players: 3, factionSelection: "choose", maxRounds: 60 }, "f");
    const d = pending(s);
    expect(d).toEqual([expect.objectContaining({ player: s.firstPlayer, kind: "choose-faction" })]);
    const s2 = act(s, s.firstPlayer, { type: "choose-faction", faction: "tassadar" });
    const next = (s.firstPlayer + 1) % 3;
    expect(pending(s2)[0].player).toBe(next);
    expect(err(s2, next, { type: "choose-faction", faction: "tassadar" })?.code).toBe("faction-taken");
  });

  it("Factions are chosen from the faction sheets: __proto__, constructor, toString are no faction (unknown-faction)", () => {
    const s = setupState({ players: 3, factionSelection: "choose", maxRounds: 60 }, "f");
    for (const faction of ["__proto__", "constructor", "toString", "hasOwnProperty", "valueOf"])
      expect(err(s, s.firstPlayer, { type: "choose-faction", faction })?.code).toBe("unknown-faction");
  });

  it("Starting hands: 6 combat cards, 8 for Terran", () => {
    const s = started(["raynor", "tassadar", "overmind"]);
    expect(s.players[0].hand.length).toBe(8);
    expect(s.players[1].hand.length).toBe(6);
    expect(s.players[2].hand.length).toBe(6);
  });

  it("Each player is dealt two planet tokens", () => {
    const s = setupState({ players: 5, factionSelection: "random", maxRounds: 60 }, "p");
    expect(s.planetHands.every((h) => h.length === 2)).toBe(true);
    expect(new Set(s.planetHands.flat()).size).toBe(10);
  });

  it("Planet placement: first round clockwise from the first player, second round in reverse order", () => {
    let s = setupState({ players: 3, factionSelection: "random", maxRounds: 60 }, "order");
    const seats: number[] = [];
    while (s.frame.kind === "place-planet" || s.frame.kind === "place-base") {
      const d = pending(s)[0];
      if (s.frame.kind === "place-planet") seats.push(d.player);
      s = act(s, d.player, legalActions(s, d.player)[0]);
    }
    const f = s.firstPlayer;
    const o = [f, (f + 1) % 3, (f + 2) % 3];
    expect(seats).toEqual([...o, ...o.slice().reverse()]);
  });

  it("Planet placement: a planet must connect to the galaxy by a route", () => {
    let s = setupState({ players: 2, factionSelection: "random", maxRounds: 60 }, "conn");
    s = playUntil(s, (x) => x.frame.kind === "place-planet" && x.planetOrder.length === 1);
    const p = pending(s)[0].player;
    const planet = s.planetHands[p][0];
    expect(err(s, p, { type: "place-planet", planet, x: 5, y: 5, rotation: 0 })?.code).toBe(
      "planet-position-taken",
    );
    // A neighbouring cell whose facing side has no slot on either tile is rejected.
    const first = s.planets[s.planetOrder[0]];
    const bad = [0, 1, 2, 3].flatMap((rotation) =>
      [
        [first.x + 1, first.y],
        [first.x - 1, first.y],
        [first.x, first.y + 1],
        [first.x, first.y - 1],
      ].map(([x, y]) => ({ type: "place-planet" as const, planet, x, y, rotation })),
    );
    const rejected = bad.filter((a) => err(s, p, a)?.code === "planet-must-connect");
    const legal = legalActions(s, p);
    for (const a of rejected) expect(legal).not.toContainEqual(a);
    expect(legal.length).toBeGreaterThan(0);
  });

  it("Planet placement: a newly placed planet is joined to every neighbour it can join", () => {
    let s = setupState({ players: 4, factionSelection: "random", maxRounds: 60 }, "join");
    s = playUntil(s, (x) => x.frame.kind === "place-z-route" || x.phase !== "setup");
    // Every pair of side-by-side planets whose facing slots both exist is joined by a route.
    for (const a of s.planetOrder) {
      for (const b of s.planetOrder) {
        const pa = s.planets[a];
        const pb = s.planets[b];
        for (let side = 0; side < 4; side++) {
          const dx = [0, 1, 0, -1][side];
          const dy = [-1, 0, 1, 0][side];
          if (pb.x !== pa.x + dx || pb.y !== pa.y + dy) continue;
          const opp = (side + 2) % 4;
          if (pa.slots[side] !== undefined && pb.slots[opp] !== undefined) {
            expect(pa.slots[side]).toBeGreaterThanOrEqual(0);
            expect(pa.slots[side]).toBe(pb.slots[opp]);
          }
        }
      }
    }
  });

  it("Base placement: a player who skipped the base on the first planet must place it on the second", () => {
    let s = setupState({ players: 2, factionSelection: "random", maxRounds: 60 }, "base");
    const first = pending(s)[0].player;
    s = act(s, first, legalActions(s, first)[0]);
    expect(s.frame.kind).toBe("place-base");
    s = act(s, first, { type: "skip-base" });
    s = playUntil(s, (x) => x.frame.kind === "place-base" && x.frame.player === first);
    expect(s.frame.kind === "place-base" && s.frame.mandatory).toBe(true);
    expect(err(s, first, { type: "skip-base" })?.code).toBe("base-mandatory");
  });

  it("Z-axis routes: one per player in turn order, never both ends on one planet", () => {
    let s = setupState({ players: 4, factionSelection: "random", maxRounds: 60 }, "z");
    s = playUntil(s, (x) => x.frame.kind === "place-z-route");
    expect(s.frame.kind).toBe("place-z-route");
    const p = pending(s)[0].player;
    expect(p).toBe(s.firstPlayer);
    const free = freeSlots(s);
    const byPlanet = free.find((a) => free.some((b) => b !== a && b.planet === a.planet));
    if (byPlanet) {
      const other = free.find((b) => b !== byPlanet && b.planet === byPlanet.planet)!;
      expect(err(s, p, { type: "place-z-route", a: byPlanet, b: other })?.code).toBe("z-route-two-planets");
    }
    for (const a of legalActions(s, p))
      if (a.type === "place-z-route") expect(a.a.planet).not.toBe(a.b.planet);
    const after = act(s, p, legalActions(s, p)[0]);
    expect(after.routes.filter((r) => r.z).length).toBe(1);
  });

  it("Z-axis routes: placement stops when no two free slots on different planets remain", () => {
    let s = setupState({ players: 6, factionSelection: "random", maxRounds: 60 }, "zz");
    s = playUntil(s, (x) => x.frame.kind === "place-start-unit");
    const z = s.routes.filter((r) => r.z).length;
    expect(z).toBeLessThanOrEqual(6);
    if (z < 6) expect(new Set(freeSlots(s).map((f) => f.planet)).size).toBeLessThan(2);
  });

  it("Resource cards: each player takes every resource card of his base planet", () => {
    const s = started(["raynor", "overmind", "tassadar"]);
    for (let p = 0; p < 3; p++) {
      const home = basePlanet(s, p)!;
      for (const a of planetAreas(s, home)) if (a.resource) expect(s.resources[a.id].owner).toBe(p);
    }
    const held = Object.entries(s.resources).filter(([, r]) => r.owner !== null);
    for (const [area, r] of held) expect(planetOf(area)).toBe(basePlanet(s, r.owner!));
  });

  it("Starting forces: units on the base planet within unit limits, the transport on a route of the base planet, workers in the pool", () => {
    const s = started(["overmind", "queen-of-blades"]);
    for (let p = 0; p < 2; p++) {
      const home = basePlanet(s, p)!;
      const f = catalogFor().factions[s.players[p].faction];
      const mine = s.units.filter((u) => u.owner === p);
      expect(mine.map((u) => u.type).sort()).toEqual(f.startUnits.slice().sort());
      for (const u of mine) expect(planetOf(u.area)).toBe(home);
      for (const a of planetAreas(s, home)) expect(ownUnitsIn(s, a.id, p)).toBeLessThanOrEqual(a.limit);
      const t = s.transports.filter((x) => x.owner === p);
      expect(t.length).toBe(1);
      expect(routesOf(s, home)).toContain(t[0].route);
      expect(s.players[p].workerPool).toBe(f.workers);
    }
    expect(s.phase).toBe("planning");
  });

  it("Setup is deterministic for a seed", () => {
    const a = started(["raynor", "aldaris"], "same");
    const b = started(["raynor", "aldaris"], "same");
    expect(a).toEqual(b);
    expect(new Rng(a.rng).nextUint32()).toBe(new Rng(b.rng).nextUint32());
  });
});
