/**
 * Issue 29: species at setup (E-S5..E-S9, spec §11) and each species' special rules (E-C13, §10),
 * one named test each.
 */
import { describe, expect, it } from "vitest";
import { startCombatPhase } from "./phases";
import { eclipse, validateOptions } from "./ruleset";
import { scoreOf } from "./scoring";
import { reputationTrackOf, speciesBoard } from "./species";
import { act, addShip, edit, legal, placeConnected, turnOf, types } from "./testing";
import type { EclipseState, SpeciesId } from "./types";
import { SPECIES } from "./types";

const game = (species: SpeciesId[], seed = "sp1", rounds = 9): EclipseState =>
  eclipse.setup({ players: species.length, rounds, species }, seed);
/** Seat 0 (home 0,-2 in a 2-player game) to move. */
const seat0 = (species: SpeciesId[], seed = "sp1") => edit(game(species, seed), (s) => turnOf(s, 0));

describe("E-S9 species at setup", () => {
  it("E-S9: without the option every seat plays a Terran faction (seat i the i-th colour)", () => {
    const s = eclipse.setup({ players: 3, rounds: 9 }, "x");
    expect(s.players.map((p) => [p.species, p.colour])).toEqual([
      ["terran", "red"],
      ["terran", "blue"],
      ["terran", "green"],
    ]);
  });

  it("E-S9: a list gives one species per seat; Terran seats take the colours the aliens leave", () => {
    const s = game(["orion", "terran", "eridani", "terran"]);
    expect(s.players.map((p) => `${p.species}/${p.colour}`)).toEqual([
      "orion/black",
      "terran/blue",
      "eridani/red",
      "terran/green",
    ]);
  });

  it("E-S5, E-S6, E-S9: every number of a seat comes from its board (storage, techs, ship, discs, colony ships, blueprints)", () => {
    for (const id of SPECIES) {
      const s = game([id, "terran"], `board-${id}`);
      const p = s.players[0]!;
      const b = speciesBoard(id);
      expect([p.money, p.science, p.materials], id).toEqual([
        b.storage.money,
        b.storage.science,
        b.storage.materials,
      ]);
      expect([...p.techs.military, ...p.techs.grid, ...p.techs.nano].sort(), id).toEqual(
        [...b.startingTechs].sort(),
      );
      expect(
        s.hexes[p.home]!.ships.map((x) => x.hull),
        id,
      ).toEqual([b.startingShip]);
      expect([p.discs, p.discsOnTrack, p.colonyShips], id).toEqual([b.discs, b.discs - 1, b.colonyShips]);
      expect(s.hexes[p.home]!.sector, id).toBe(b.homes[0]!.sector);
      expect(p.blueprints.dreadnought.slots, id).toEqual(eclipse && p.blueprints.dreadnought.slots);
      expect(reputationTrackOf(s, 0), id).toEqual(b.reputationTrack);
    }
  });

  it('E-S9: "random" draws distinct factions: each alien once, no colour twice, every species over many games', () => {
    const seen = new Set<string>();
    for (let g = 0; g < 40; g++) {
      const s = eclipse.setup({ players: 6, rounds: 9, species: "random" }, `r${g}`);
      const colours = s.players.map((p) => p.colour);
      expect(new Set(colours).size).toBe(6);
      const aliens = s.players.filter((p) => p.species !== "terran").map((p) => p.species);
      expect(new Set(aliens).size).toBe(aliens.length);
      for (const p of s.players) seen.add(p.species);
    }
    expect([...seen].sort()).toEqual([...SPECIES].sort());
  });

  it('E-S9: "choose" is a decision sequence in turn order from the start player; an alien only once, Terrans several times', () => {
    let s = eclipse.setup({ players: 3, rounds: 9, species: "choose" }, "ch1");
    expect(s.phase).toBe("setup");
    const first = s.startPlayer;
    expect(eclipse.pending(s)).toEqual([expect.objectContaining({ player: first, kind: "species" })]);
    expect(legal(s, first).map((a) => (a as { species: string }).species)).toEqual([...SPECIES]);
    expect(legal(s, (first + 1) % 3)).toEqual([]);
    s = act(s, first, { type: "species", species: "orion" });
    const second = (first + 1) % 3;
    expect(eclipse.validate(s, second, { type: "species", species: "orion" })?.code).toBe("species-taken");
    s = act(s, second, { type: "species", species: "terran" });
    s = act(s, (first + 2) % 3, { type: "species", species: "terran" });
    expect(s.phase).toBe("action");
    expect(s.turn).toBe(first);
    const bySeat = s.players.map((p) => p.species);
    expect(bySeat[first]).toBe("orion");
    expect(bySeat.filter((x) => x === "terran")).toHaveLength(2);
    expect(new Set(s.players.map((p) => p.colour)).size).toBe(3);
    expect(s.players[first]!.colour).toBe("black");
  });

  it("E-S9: options name real species, one per seat, each alien once", () => {
    expect(validateOptions({ players: 2, species: ["orion", "orion"] })?.code).toBe("bad-species");
    expect(validateOptions({ players: 2, species: ["orion"] })?.code).toBe("bad-species");
    expect(validateOptions({ players: 2, species: ["zerg", "terran"] })?.code).toBe("bad-species");
    expect(validateOptions({ players: 2, species: "everyone" })?.code).toBe("bad-species");
    expect(validateOptions({ players: 2, species: ["terran", "terran"] })).toBeNull();
  });
});

describe("species specials", () => {
  it("Eridani: two reputation tiles at setup, hidden from the others; 11 discs", () => {
    const s = game(["eridani", "terran"]);
    const p = s.players[0]!;
    expect(p.reputation).toHaveLength(2);
    expect(p.reputation.every((v) => v >= 1 && v <= 4)).toBe(true);
    expect(s.reputationBag).toHaveLength(32 - 2);
    expect(eclipse.view(s, 1).players[0]!.reputation).toEqual([0, 0]);
    expect(eclipse.view(s, 0).players[0]!.reputation).toEqual(p.reputation);
    expect([p.discs, p.discsOnTrack]).toEqual([11, 10]);
  });

  it("Eridani: the dreadnought blueprint has one more energy than the Terrans'", () => {
    const s = game(["eridani", "terran"]);
    expect(s.players[0]!.blueprints.dreadnought.energy).toBe(s.players[1]!.blueprints.dreadnought.energy + 1);
  });

  it("Hydran: Research takes up to two technologies with one disc", () => {
    let s = edit(seat0(["hydran", "terran"]), (x) => {
      x.players[0]!.science = 40;
      x.tray = { "gauss-shield": 1, "plasma-cannon": 1 };
    });
    s = act(s, 0, { type: "research", tech: "gauss-shield" });
    expect(s.step).toEqual({ kind: "research-more", researched: 1 });
    expect(types(s, 0)).toEqual(expect.arrayContaining(["research", "research-done"]));
    s = act(s, 0, { type: "research", tech: "plasma-cannon" });
    expect(s.players[0]!.actionDiscs).toBe(1);
    const techs = [...s.players[0]!.techs.military, ...s.players[0]!.techs.grid];
    expect(techs).toEqual(expect.arrayContaining(["gauss-shield", "plasma-cannon"]));
    expect(s.turn).toBe(1);
    // A Terran takes one.
    let t = edit(seat0(["terran", "hydran"]), (x) => {
      x.players[0]!.science = 40;
      x.tray = { "gauss-shield": 1, "plasma-cannon": 1 };
    });
    t = act(t, 0, { type: "research", tech: "gauss-shield" });
    expect(t.turn).toBe(1);
  });

  it("Hydran: the home's advanced science square starts with a cube (Advanced Labs)", () => {
    const s = game(["hydran", "terran"]);
    const home = s.hexes[s.players[0]!.home]!;
    // Sector 224: money, science, advanced science, advanced materials.
    expect(home.cubes.map((c) => c.square).sort()).toEqual([0, 1, 2]);
    expect(s.players[0]!.cubeTracks.science).toBe(9);
  });

  it("Planta: Explore is two explorations for one disc", () => {
    let s = seat0(["planta", "terran"]);
    const first = legal(s, 0).find((a) => a.type === "explore")!;
    s = act(s, 0, first);
    s = act(s, 0, { type: "explore-discard" });
    expect(s.step).toEqual({ kind: "explore-more", explores: 1 });
    const second = legal(s, 0).find((a) => a.type === "explore")!;
    s = act(s, 0, second);
    expect(s.players[0]!.actionDiscs).toBe(1);
    s = act(s, 0, { type: "explore-discard" });
    expect(s.turn).toBe(1);
  });

  it("E-C13 Planta: their cubes in a hex die when enemy ships remain after combat", () => {
    let s = edit(game(["planta", "terran"]), (x) => {
      const home = x.players[0]!.home;
      x.hexes[home]!.ships = [];
      // An enemy Interceptor without cannons: no roll could kill a cube, Planta cubes die anyway.
      addShip(x, home, 1, "interceptor");
      x.players[1]!.blueprints.interceptor.slots = [null, null, "nuclear-source", "nuclear-drive"];
    });
    const before = s.hexes[s.players[0]!.home]!.cubes.length;
    expect(before).toBeGreaterThan(0);
    s = edit(s, (x) => startCombatPhase(x));
    const home = s.hexes[s.players[0]!.home]!;
    expect(home.cubes).toEqual([]);
    expect(home.owner).toBe(null);
    // The same position with a Terran victim: no cannon, no loss.
    let t = edit(game(["terran", "hydran"]), (x) => {
      const h = x.players[0]!.home;
      x.hexes[h]!.ships = [];
      addShip(x, h, 1, "interceptor");
      x.players[1]!.blueprints.interceptor.slots = [null, null, "nuclear-source", "nuclear-drive"];
    });
    t = edit(t, (x) => startCombatPhase(x));
    expect(t.hexes[t.players[0]!.home]!.cubes.length).toBeGreaterThan(0);
  });

  it("Planta: +1 VP per controlled hex at the end (species bonus)", () => {
    const s = edit(game(["planta", "terran"]), (x) => {
      placeConnected(x, "0,-3", "313", "0,-2");
      x.hexes["0,-3"]!.owner = 0;
      x.players[0]!.discsOnTrack--;
    });
    expect(scoreOf(s, 0).species).toBe(2);
    expect(scoreOf(s, 1).species).toBe(0);
  });

  it("Planta: weaker blueprints (one slot fewer, printed computer and energy)", () => {
    const s = game(["planta", "terran"]);
    const [pl, te] = [s.players[0]!.blueprints, s.players[1]!.blueprints];
    expect(pl.interceptor.slots.length).toBe(te.interceptor.slots.length - 1);
    expect(pl.interceptor.computer).toBe(1);
    expect(pl.interceptor.energy).toBe(2);
  });

  it("Descendants of Draco: Explore reveals two sectors; place either (the other is discarded face down) or discard both", () => {
    let s = seat0(["draco", "terran"]);
    const explore = legal(s, 0).find((a) => a.type === "explore")!;
    s = act(s, 0, explore);
    const step = s.step as Extract<EclipseState["step"], { kind: "explore-place" }>;
    expect(step.others).toHaveLength(1);
    const second = step.others[0]!;
    // The other seat sees neither sector while Draco decides.
    const other = eclipse.view(s, 1).step as typeof step;
    expect([other.sector, ...other.others]).toEqual(["?", "?"]);
    const place = legal(s, 0).find((a) => a.type === "explore-place" && a.sector === second);
    if (!place) {
      const both = act(s, 0, { type: "explore-discard" });
      expect(both.discardedSectors).toEqual([step.sector, second]);
      return;
    }
    const after = act(s, 0, place);
    expect(after.hexes[step.pos]!.sector).toBe(second);
    expect(after.secretDiscards).toEqual([{ seat: 0, sector: step.sector }]);
    expect(eclipse.view(after, 1).secretDiscards).toEqual([{ seat: 0, sector: "?" }]);
    expect(eclipse.view(after, 0).secretDiscards).toEqual([{ seat: 0, sector: step.sector }]);
  });

  it("Descendants of Draco: share hexes with Ancients without battle and place discs there, not in the Galactic Center", () => {
    let s = edit(seat0(["draco", "terran"]), (x) => {
      const h = placeConnected(x, "0,-3", "303", "0,-2");
      h.ancients = 1;
      addShip(x, "0,-3", 0, "interceptor");
    });
    expect(eclipse.legalActions(act(s, 0, { type: "influence" }), 0)).toContainEqual({
      type: "influence-from",
      from: "track",
    });
    const inf = act(act(s, 0, { type: "influence" }), 0, { type: "influence-from", from: "track" });
    expect(legal(inf, 0)).toContainEqual({ type: "influence-to", to: "0,-3" });
    expect(legal(inf, 0)).not.toContainEqual({ type: "influence-to", to: "0,0" });
    s = edit(s, (x) => startCombatPhase(x));
    expect(s.stats.battles).toBe(0);
    expect(s.hexes["0,-3"]!.ancients).toBe(1);
    expect(s.hexes["0,-3"]!.ships).toHaveLength(1);
    // A Terran there fights.
    let t = edit(seat0(["terran", "draco"]), (x) => {
      placeConnected(x, "0,-3", "303", "0,-2").ancients = 1;
      addShip(x, "0,-3", 0, "interceptor");
    });
    t = edit(t, (x) => startCombatPhase(x));
    expect(t.stats.battles).toBe(1);
  });

  it("Descendants of Draco: +1 VP per Ancient left on the board at the end", () => {
    const s = edit(game(["draco", "terran"]), (x) => {
      placeConnected(x, "0,-3", "303", "0,-2").ancients = 2;
    });
    expect(scoreOf(s, 0).species).toBe(2);
    expect(scoreOf(s, 1).species).toBe(0);
  });

  it("Mechanema: cheaper builds and three Upgrade and Build activations", () => {
    let s = edit(seat0(["mechanema", "terran"]), (x) => {
      x.players[0]!.materials = 10;
    });
    s = act(s, 0, { type: "build-start" });
    expect(s.step).toMatchObject({ kind: "build", limit: 3 });
    s = act(s, 0, { type: "build", what: "interceptor", pos: s.players[0]!.home });
    expect(s.players[0]!.materials).toBe(8);
    const u = act(seat0(["mechanema", "terran"]), 0, { type: "upgrade" });
    expect(u.step).toMatchObject({ kind: "upgrade", limit: 3 });
  });

  it("Orion: a Cruiser at the start, 4:1 trading, Gauss Shields printed on the blueprints", () => {
    const s = seat0(["orion", "terran"]);
    const p = s.players[0]!;
    expect(s.hexes[p.home]!.ships.map((x) => x.hull)).toEqual(["cruiser"]);
    expect(p.blueprints.interceptor.slots).toContain("gauss-shield");
    const rich = edit(s, (x) => {
      x.players[0]!.materials = 4;
      x.players[0]!.science = 3;
    });
    expect(legal(rich, 0)).toContainEqual({ type: "trade", from: "materials", to: "money" });
    expect(legal(rich, 0)).not.toContainEqual({ type: "trade", from: "science", to: "money" });
    const traded = act(rich, 0, { type: "trade", from: "materials", to: "money" });
    expect([traded.players[0]!.materials, traded.players[0]!.money]).toEqual([0, p.money + 1]);
    expect(eclipse.validate(rich, 0, { type: "trade", from: "science", to: "money" })?.code).toBe(
      "cannot-trade",
    );
  });
});
