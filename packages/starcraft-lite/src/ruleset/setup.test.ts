import { cat, catalogFor, type Draft, freeSlots, placePlanet, planetOf } from "@koprulu/starcraft/board";
import { describe, expect, it } from "vitest";
import { maxWarps, pairPlanets } from "./galaxy";
import { starcraftLite } from "./ruleset";
import { STARTING_UNITS } from "./setup";
import { legal, play, started, throughGalaxy } from "./testing";

describe("Lite setup", () => {
  it("L-S1: the first player is drawn from the seed", () => {
    const firsts = new Set(
      [0, 1, 2, 3, 4, 5, 6, 7].map(
        (i) => starcraftLite.setup(starcraftLite.defaultOptions(3), `s${i}`).board.firstPlayer,
      ),
    );
    expect(firsts.size).toBeGreaterThan(1);
  });

  it("L-S2: the galaxy has exactly 2 planets per player, each joined to the galaxy", () => {
    for (const n of [2, 3, 4, 5, 6]) {
      const s = throughGalaxy(starcraftLite.setup(starcraftLite.defaultOptions(n), `g${n}`));
      expect(s.board.planetOrder).toHaveLength(2 * n);
      for (const planet of s.board.planetOrder)
        expect(s.board.routes.some((r) => r.a.planet === planet || r.b.planet === planet)).toBe(true);
    }
  });

  it("L-S2: the second planet is placed on a connection of the first (expansion from the revealed planet)", () => {
    const s = throughGalaxy(starcraftLite.setup(starcraftLite.defaultOptions(2), "g"));
    const [first, second] = s.board.planetOrder;
    expect(
      s.board.routes.some(
        (r) => !r.z && [r.a.planet, r.b.planet].includes(first) && [r.a.planet, r.b.planet].includes(second),
      ),
    ).toBe(true);
  });

  it("L-S3: warps never join a planet to itself nor the same two planets twice, and leave no pairable slots", () => {
    for (const n of [2, 3, 4, 5, 6]) {
      const s = throughGalaxy(starcraftLite.setup(starcraftLite.defaultOptions(n), `w${n}`));
      const pairs = s.board.routes.map((r) => [r.a.planet, r.b.planet].sort().join("|"));
      expect(new Set(pairs).size).toBe(pairs.length);
      for (const r of s.board.routes) expect(r.a.planet).not.toBe(r.b.planet);
      const left = new Set(freeSlots(s.board).map((f) => f.planet));
      for (const a of left)
        for (const b of left) if (a !== b) expect(pairs.includes([a, b].sort().join("|"))).toBe(true);
    }
  });

  it("L-S3: the text's example — A, B with 2 free slots and C, D with 1 — makes 3 warps, A–B only once", () => {
    // Four planets far apart (no grid joins), slots trimmed to 2, 2, 1, 1.
    const c = catalogFor([]);
    const ids = c.planetIds.filter((id) => c.planets[id].slots.length >= 2).slice(0, 4);
    const d = { options: { players: 2 }, planets: {}, planetOrder: [], routes: [] } as unknown as Draft;
    ids.forEach((id, i) => {
      placePlanet(d, id, i * 3, 0, 0);
    });
    ids.forEach((id, i) => {
      const p = d.planets[id];
      const keep = i < 2 ? 2 : 1;
      const slots: Record<number, number> = {};
      for (const side of Object.keys(p.slots).map(Number).slice(0, keep)) slots[side] = -1;
      d.planets = { ...d.planets, [id]: { ...p, slots } };
    });
    // Three warps are possible; C–D first would leave A and B only one (2 in all): never offered.
    expect(maxWarps(d)).toBe(3);
    const cd: Draft = { ...d, routes: d.routes.slice(), planets: { ...d.planets } };
    pairPlanets(cd, ids[2], ids[3]);
    expect(1 + maxWarps(cd)).toBe(2);
    const ab: Draft = { ...d, routes: d.routes.slice(), planets: { ...d.planets } };
    pairPlanets(ab, ids[0], ids[1]);
    expect(1 + maxWarps(ab)).toBe(3);
    // A–B a second time is never possible: after A–C and B–D, A–B is the third.
    pairPlanets(ab, ids[0], ids[2]);
    pairPlanets(ab, ids[1], ids[3]);
    expect(maxWarps(ab)).toBe(0);
  });

  it("L-S2/L-S3: the first player turns each revealed planet, chooses what to expand, and pairs the warps; others are not asked", () => {
    let s = starcraftLite.setup(starcraftLite.defaultOptions(3), "decide");
    const first = s.board.firstPlayer;
    const kinds = new Set<string>();
    while (s.frame.kind === "galaxy") {
      const d = starcraftLite.pending(s);
      expect(d.map((x) => x.player)).toEqual([first]);
      for (const q of [0, 1, 2]) if (q !== first) expect(legal(s, q)).toEqual([]);
      const acts = legal(s, first);
      for (const a of acts) kinds.add(a.type);
      if (s.frame.step === "rotate" && s.frame.reveal?.facing !== null && s.frame.reveal) {
        // Every offered rotation connects the planet to the one it was drawn for (when one can).
        const { planet, facing } = s.frame.reveal;
        const connecting = [0, 1, 2, 3].filter((r) =>
          cat(s.board).planets[planet].slots.some((x) => (x + r) % 4 === facing),
        );
        if (connecting.length > 0)
          expect(acts.map((a) => (a.type === "rotate" ? a.rotation : -1)).sort()).toEqual(connecting.sort());
      }
      s = play(s, first, acts[0]);
    }
    expect(kinds.has("rotate")).toBe(true);
    expect(s.frame.kind).toBe("home");
    // The face-down tokens stay hidden: views show how many, not which.
    const fresh = starcraftLite.setup(starcraftLite.defaultOptions(3), "decide");
    if (fresh.frame.kind !== "galaxy") throw new Error("setup starts with the galaxy");
    const v = starcraftLite.view(fresh, first);
    expect(v.frame.kind === "galaxy" && v.frame.tokens.every((t) => t === "?")).toBe(true);
  });

  it("L-S4: home bases are chosen from the last player counter-clockwise, on planets no one else occupies", () => {
    let s = throughGalaxy(starcraftLite.setup(starcraftLite.defaultOptions(3), "home"));
    const first = s.board.firstPlayer;
    const order: number[] = [];
    while (s.frame.kind === "home") {
      const p = s.frame.queue[0];
      if (s.frame.remaining === null) order.push(p);
      const acts = legal(s, p);
      for (const a of acts) {
        if (a.type !== "home") continue;
        const planet = a.area.slice(0, a.area.indexOf("#"));
        expect(s.board.bases.some((b) => b.area.startsWith(`${planet}#`))).toBe(false);
      }
      s = play(s, p, acts[acts.length - 1]);
    }
    expect(order).toEqual([(first + 2) % 3, (first + 1) % 3, first]);
    // Each has a base, a transport on a route of his planet, and his home planet's resource cards.
    for (let p = 0; p < 3; p++) {
      const base = s.board.bases.find((b) => b.owner === p)!;
      const planet = base.area.slice(0, base.area.indexOf("#"));
      const t = s.board.transports.find((x) => x.owner === p)!;
      const r = s.board.routes[t.route];
      expect([r.a.planet, r.b.planet]).toContain(planet);
      for (const a of cat(s.board).planets[planet].areas)
        if (a.resource) expect(s.board.resources[a.id].owner).toBe(p);
    }
  });

  it("L-S4: the player places each starting unit anywhere on his home planet (within limits), then his transport", () => {
    let s = throughGalaxy(starcraftLite.setup(starcraftLite.defaultOptions(2), "place"));
    const p = s.frame.kind === "home" ? s.frame.queue[0] : 0;
    const home = legal(s, p)[0];
    s = play(s, p, home);
    const planet = home.type === "home" ? planetOf(home.area) : "";
    let placed = 0;
    while (s.frame.kind === "home" && s.frame.remaining && s.frame.remaining.length > 0) {
      const acts = legal(s, p);
      expect(acts.every((a) => a.type === "place-unit" && planetOf(a.area) === planet)).toBe(true);
      s = play(s, p, acts[acts.length - 1]);
      placed++;
    }
    expect(placed).toBe(STARTING_UNITS[s.players[p].race].length);
    for (const a of cat(s.board).planets[planet].areas)
      expect(s.board.units.filter((u) => u.area === a.id).length).toBeLessThanOrEqual(a.limit);
    const routes = legal(s, p);
    expect(routes.length).toBeGreaterThan(0);
    for (const a of routes) {
      expect(a.type).toBe("place-transport");
      if (a.type === "place-transport")
        expect([s.board.routes[a.route].a.planet, s.board.routes[a.route].b.planet]).toContain(planet);
    }
  });

  it("L-S5: starting forces per race (7 workers, 1 transport, the race's units, one base)", () => {
    const s = started(3, "forces");
    for (let p = 0; p < 3; p++) {
      const race = s.players[p].race;
      const types = s.board.units
        .filter((u) => u.owner === p)
        .map((u) => u.type)
        .sort();
      expect(types).toEqual([...STARTING_UNITS[race]].sort());
      expect(s.board.players[p].workerPool).toBe(7);
      expect(s.board.transports.filter((t) => t.owner === p)).toHaveLength(1);
      expect(s.board.bases.filter((b) => b.owner === p)).toHaveLength(1);
    }
    expect(STARTING_UNITS.terran.filter((u) => u === "terran-marine")).toHaveLength(3);
    expect(STARTING_UNITS.protoss).toEqual(["protoss-zealot", "protoss-zealot", "protoss-dragoon"]);
  });

  it("L-S6: only Marine / Zergling / Zealot are unlocked at start", () => {
    const s = started(3, "unlocked");
    for (const pl of s.players)
      expect(pl.unlocked).toEqual([
        { terran: "terran-marine", zerg: "zerg-zergling", protoss: "protoss-zealot" }[pl.race],
      ]);
  });

  it("L-S7: the hot-spot cup holds every planet in play and there are no hot spots in the first turn", () => {
    const s = started(4, "cup");
    expect([...s.cup].sort()).toEqual([...s.board.planetOrder].sort());
    expect(s.hotSpots).toEqual({});
  });

  it("L-S8: the deck is 18 cards × 2 shuffled, CP at 0, all workers available", () => {
    const s = started(2, "deck");
    expect(s.events.deck).toHaveLength(36);
    expect(new Set(s.events.deck).size).toBe(36);
    expect(s.board.players.every((p) => p.cp === 0 && p.workersUnavailable === 0)).toBe(true);
  });
});
