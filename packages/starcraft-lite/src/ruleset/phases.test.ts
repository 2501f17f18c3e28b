import { cat, planetOf } from "@koprulu/starcraft/board";
import { describe, expect, it } from "vitest";
import { battleInput } from "./battles";
import { askTrim } from "./phases";
import { starcraftLite } from "./ruleset";
import {
  addUnits,
  areasOf,
  edit,
  has,
  homeArea,
  homePlanet,
  legal,
  payAll,
  play,
  started,
  toBuild,
} from "./testing";

describe("Lite round structure", () => {
  it("L-R1: Mobilize → Technology → Build → Regrouping, without order tokens", () => {
    let s = started(2, "phases");
    const seen: string[] = [s.phase];
    while (s.round === 1 && s.phase !== "over") {
      const d = starcraftLite.pending(s)[0];
      const acts = legal(s, d.player);
      const end =
        acts.find((a) => ["end-mobilize", "end-build", "end-harvest", "pass"].includes(a.type)) ??
        acts.find((a) => a.type === "research" && a.unit === null) ??
        acts[0];
      s = play(s, d.player, end);
      if (seen[seen.length - 1] !== s.phase) seen.push(s.phase);
    }
    expect(seen.slice(0, 3)).toEqual(["mobilize", "technology", "build"]);
    expect(s.round).toBe(2);
    expect(s.board.stacks).toEqual({});
  });

  it("L-R2: Mobilize is one player at a time from the first player; Technology asks everyone at once", () => {
    let s = started(3, "r2");
    const first = s.board.firstPlayer;
    expect(starcraftLite.pending(s).map((d) => d.player)).toEqual([first]);
    s = play(s, first, { type: "end-mobilize" });
    expect(starcraftLite.pending(s).map((d) => d.player)).toEqual([(first + 1) % 3]);
    s = play(s, (first + 1) % 3, { type: "end-mobilize" });
    s = play(s, (first + 2) % 3, { type: "end-mobilize" });
    const tech = starcraftLite.pending(s);
    expect(tech).toHaveLength(3);
    expect(tech.every((d) => d.simultaneous)).toBe(true);
  });
});

describe("Lite Mobilize", () => {
  it("L-M1: planetary moves go to any area of the same planet", () => {
    const s = started(2, "m1");
    const p = s.board.firstPlayer;
    const moves = legal(s, p).filter((a) => a.type === "move");
    expect(moves.length).toBeGreaterThan(0);
    for (const m of moves) {
      if (m.type !== "move") continue;
      const u = s.board.units.find((x) => x.id === m.unit)!;
      expect(planetOf(m.area)).toBe(planetOf(u.area));
    }
  });

  it("L-M2: one inter-planetary movement, to ONE area, at most its limit + 2 units, after the planetary moves", () => {
    let s = started(2, "m2");
    const p = s.board.firstPlayer;
    const warp = legal(s, p).find((a) => a.type === "warp")!;
    expect(warp).toBeDefined();
    s = play(s, p, warp);
    // After the warp target is chosen, no planetary move and no second target.
    expect(legal(s, p).some((a) => a.type === "move" || a.type === "warp")).toBe(false);
    const target = warp.type === "warp" ? warp.area : "";
    while (legal(s, p).some((a) => a.type === "send"))
      s = play(s, p, legal(s, p).find((a) => a.type === "send")!);
    const here = s.board.units.filter((u) => u.owner === p && u.area === target).length;
    expect(here).toBeLessThanOrEqual(cat(s.board).areas[target].limit + 2);
    s = play(s, p, { type: "end-mobilize" });
  });

  it("L-M3: after the movement, a battle is fought where the mover's units meet another player's", () => {
    let s = started(2, "m3");
    const p = s.board.firstPlayer;
    const q = 1 - p;
    const target = homeArea(s, q);
    // Put p's units next door so the warp reaches q's home.
    const route =
      s.board.routes.find(
        (r) =>
          [r.a.planet, r.b.planet].includes(homePlanet(s, q)) &&
          ![r.a.planet, r.b.planet].includes(homePlanet(s, p)),
      ) ?? s.board.routes.find((r) => [r.a.planet, r.b.planet].includes(homePlanet(s, q)))!;
    const from = route.a.planet === homePlanet(s, q) ? route.b.planet : route.a.planet;
    s = edit(s, (d) => {
      d.board.units = d.board.units.filter((u) => u.owner !== p);
      addUnits(
        d,
        p,
        d.players[p].race === "terran"
          ? "terran-marine"
          : d.players[p].race === "zerg"
            ? "zerg-zergling"
            : "protoss-zealot",
        areasOf(d, from)[0],
        2,
      );
      d.board.transports = [...d.board.transports, { owner: p, route: route.id }];
    });
    s = play(s, p, { type: "warp", area: target });
    while (legal(s, p).some((a) => a.type === "send"))
      s = play(s, p, legal(s, p).find((a) => a.type === "send")!);
    s = play(s, p, { type: "end-mobilize" });
    // Either a battle is running or it already ended (one side gone from the area).
    const owners = new Set(s.board.units.filter((u) => u.area === target).map((u) => u.owner));
    expect(s.frame.kind === "battle" || owners.size <= 1).toBe(true);
    if (s.frame.kind === "battle") expect(s.battle!.input.area).toBe(target);
  });

  it("L-M4: an assist unit cannot start a battle", () => {
    let s = started(2, "m4");
    const p = s.board.firstPlayer;
    const q = 1 - p;
    const enemyArea = homeArea(s, q);
    const mine = areasOf(s, planetOf(enemyArea)).find(
      (a) => !s.board.units.some((u) => u.area === a) && !s.board.bases.some((b) => b.area === a),
    )!;
    s = edit(s, (d) => {
      addUnits(d, p, "terran-science-vessel", mine);
    });
    const vessel = s.board.units.find((u) => u.type === "terran-science-vessel")!;
    expect(has(s, p, { type: "move", unit: vessel.id, area: enemyArea })).toBe(false);
    s = edit(s, (d) => {
      addUnits(d, p, "terran-marine", enemyArea);
    });
    expect(has(s, p, { type: "move", unit: vessel.id, area: enemyArea })).toBe(true);
  });

  it("L-M5: a player who makes no inter-planetary movement draws an extra event card", () => {
    let s = started(2, "m5");
    const p = s.board.firstPlayer;
    s = play(s, p, { type: "end-mobilize" });
    expect(s.players[p].events).toHaveLength(1);
    const q = 1 - p;
    const warp = legal(s, q).find((a) => a.type === "warp");
    if (warp) {
      s = play(s, q, warp);
      s = play(s, q, legal(s, q).find((a) => a.type === "send")!);
      s = play(s, q, { type: "end-mobilize" });
      expect(s.players[q].events).toHaveLength(0);
    }
  });

  it("L-M6: unit limits hold at the end of movement (+2 only in a contested area)", () => {
    const s = started(2, "m6");
    const p = s.board.firstPlayer;
    for (const a of legal(s, p)) {
      if (a.type !== "move") continue;
      const n = s.board.units.filter((u) => u.owner === p && u.area === a.area).length;
      const contested = s.board.units.some((u) => u.owner !== p && u.area === a.area);
      expect(n + 1).toBeLessThanOrEqual(cat(s.board).areas[a.area].limit + (contested ? 2 : 0));
    }
  });
});

describe("Lite Technology", () => {
  function atTech(seed: string) {
    let s = started(2, seed);
    while (s.frame.kind === "mobilize") s = play(s, s.frame.player, { type: "end-mobilize" });
    return s;
  }

  it("L-T1: an upgrade costs 1 mineral + 1 gas and applies to the type at once", () => {
    let s = atTech("t1");
    const p = 0;
    const star = {
      terran: "terran-engineering-bay",
      zerg: "zerg-evolution-chamber",
      protoss: "protoss-forge",
    }[s.players[p].race];
    s = { ...s, players: s.players.map((pl, i) => (i === p ? { ...pl, modules: [star] } : pl)) };
    const a = legal(s, p).find((x) => x.type === "research" && x.unit !== null)!;
    const pool = s.board.players[p].workerPool;
    s = play(s, p, a);
    s = play(s, 1 - p, { type: "research", unit: null });
    expect(s.players[p].upgrades).toEqual([a.type === "research" ? a.unit : ""]);
    s = payAll(s, p);
    expect(s.board.players[p].workerPool).toBe(pool - 2);
    expect(s.phase).toBe("build");
  });

  it("L-T1/L-E1: once the hidden choices are resolved, each buyer places his upgrade's workers himself, in turn order", () => {
    let s = atTech("t1-pay");
    const stars = {
      terran: "terran-engineering-bay",
      zerg: "zerg-evolution-chamber",
      protoss: "protoss-forge",
    };
    s = edit(s, (d) => {
      d.players = d.players.map((pl) => ({ ...pl, modules: [stars[pl.race]] }));
      d.forced = Object.keys(d.board.resources);
      d.board.players = d.board.players.map((bp) => ({ ...bp, permanentUsed: { minerals: 0, gas: 0 } }));
    });
    const order = [s.board.firstPlayer, 1 - s.board.firstPlayer];
    for (const p of [1, 0]) s = play(s, p, { type: "research", unit: s.players[p].unlocked[0] });
    // Resolved together: both upgrades are in force, the first player in turn order pays first.
    expect(s.players.every((pl) => pl.upgrades.length === 1)).toBe(true);
    expect(s.frame.kind).toBe("pay");
    expect(starcraftLite.pending(s)).toEqual([expect.objectContaining({ player: order[0], kind: "pay" })]);
    expect(legal(s, order[1])).toEqual([]);
    const offered = legal(s, order[0]);
    expect(offered.length).toBeGreaterThan(1);
    expect(offered.every((x) => x.type === "place-worker")).toBe(true);
    // The buyer's choice, not "permanent resources first": a held card takes the worker.
    const card = offered
      .map((x) => (x.type === "place-worker" ? x.source : ""))
      .find((x) => x.includes("#"))!;
    const before = s.board.resources[card].workers;
    s = play(s, order[0], { type: "place-worker", source: card });
    expect(s.board.resources[card].workers).toBe(before + 1);
    s = payAll(s, order[0]);
    expect(starcraftLite.pending(s)[0].player).toBe(order[1]);
    s = payAll(s, order[1]);
    expect(s.phase).toBe("build");
    expect(s.frame.kind).toBe("build");
  });

  it("L-T2: a type not unlocked cannot be upgraded (starting Firebats / Hydralisks / Dragoons)", () => {
    const s = atTech("t2");
    for (const p of [0, 1])
      for (const a of legal(s, p))
        if (a.type === "research" && a.unit) expect(s.players[p].unlocked).toContain(a.unit);
  });

  it("L-T3: a starred upgrade needs the race's star module", () => {
    let s = atTech("t3");
    const p = 0;
    const first = s.players[p].unlocked[0];
    expect(has(s, p, { type: "research", unit: first })).toBe(false); // Marine/Zergling/Zealot upgrades are starred
    const star = {
      terran: "terran-engineering-bay",
      zerg: "zerg-evolution-chamber",
      protoss: "protoss-forge",
    }[s.players[p].race];
    s = { ...s, players: s.players.map((pl, i) => (i === p ? { ...pl, modules: [star] } : pl)) };
    expect(has(s, p, { type: "research", unit: first })).toBe(true);
  });

  it("L-T4/L-T5: everyone draws one event card after Technology, one more without an upgrade", () => {
    let s = atTech("t4");
    const before = s.players.map((pl) => pl.events.length);
    const star = {
      terran: "terran-engineering-bay",
      zerg: "zerg-evolution-chamber",
      protoss: "protoss-forge",
    }[s.players[0].race];
    s = { ...s, players: s.players.map((pl, i) => (i === 0 ? { ...pl, modules: [star] } : pl)) };
    const none = play(s, 0, { type: "research", unit: null });
    s = play(s, 0, { type: "research", unit: s.players[0].unlocked[0] });
    // Choices stay hidden from the other seat (and spectators) until all have chosen.
    expect(starcraftLite.view(s, 1)).toEqual(starcraftLite.view(none, 1));
    expect(starcraftLite.view(s, "spectator")).toEqual(starcraftLite.view(none, "spectator"));
    expect(starcraftLite.view(s, 0)).not.toEqual(starcraftLite.view(none, 0));
    s = play(s, 1, { type: "research", unit: null });
    expect(s.players[0].events.length - before[0]).toBe(1);
    expect(s.players[1].events.length - before[1]).toBe(2);
  });
});

describe("Lite Build", () => {
  it("L-B1: up to 3 military units per turn, more with Supply Depot / Pylon / Lair (5), Hive (7)", () => {
    let s = toBuild(started(2, "b1"));
    const p = s.frame.kind === "build" ? s.frame.player : 0;
    s = edit(s, (d) => {
      d.board.players[p] = { ...d.board.players[p], workerPool: 30 };
      d.options = { ...d.options, permanentResources: true };
      for (const id in d.board.resources) if (d.board.resources[id].owner === p) d.forced = [...d.forced, id];
    });
    let built = 0;
    while (legal(s, p).some((a) => a.type === "build-unit") && built < 10) {
      s = play(s, p, legal(s, p).find((a) => a.type === "build-unit")!);
      built++;
    }
    expect(built).toBeLessThanOrEqual(3);
  });

  it("L-B1: a base whose area holds enemy units produces nothing", () => {
    let s = toBuild(started(2, "b1b"));
    const p = s.frame.kind === "build" ? s.frame.player : 0;
    expect(legal(s, p).some((a) => a.type === "build-unit")).toBe(true);
    s = edit(s, (d) => {
      addUnits(d, 1 - p, "terran-marine", homeArea(d, p));
    });
    expect(legal(s, p).some((a) => a.type === "build-unit")).toBe(false);
  });

  it("L-B4: unlocks follow the lines; Science Vessel comes free with Wraith + circle", () => {
    let s = toBuild(started(2, "b4"));
    const p = s.frame.kind === "build" ? s.frame.player : 0;
    s = edit(s, (d) => {
      d.players[p] = {
        ...d.players[p],
        race: "terran",
        unlocked: ["terran-marine", "terran-vulture"],
        modules: ["terran-science-facility"],
      };
      d.board.players[p] = { ...d.board.players[p], workerPool: 20 };
      d.forced = Object.keys(d.board.resources);
    });
    expect(has(s, p, { type: "unlock", unit: "terran-battlecruiser" })).toBe(false);
    expect(has(s, p, { type: "unlock", unit: "terran-goliath" })).toBe(true);
    if (has(s, p, { type: "unlock", unit: "terran-wraith" })) {
      s = play(s, p, { type: "unlock", unit: "terran-wraith" });
      expect(s.players[p].unlocked).toContain("terran-science-vessel");
      // A19: one unlock per Build phase.
      expect(legal(s, p).some((a) => a.type === "unlock")).toBe(false);
    }
  });

  it("L-B5: one module per turn; the Nuke needs the Science Facility, the Hive needs the Lair", () => {
    let s = toBuild(started(2, "b5"));
    const p = s.frame.kind === "build" ? s.frame.player : 0;
    s = edit(s, (d) => {
      d.players[p] = { ...d.players[p], race: "zerg" };
      d.board.players[p] = { ...d.board.players[p], workerPool: 20 };
    });
    expect(has(s, p, { type: "module", module: "zerg-hive" })).toBe(false);
    s = edit(s, (d) => {
      d.players[p] = { ...d.players[p], race: "terran", modules: [] };
    });
    expect(has(s, p, { type: "module", module: "terran-nuke" })).toBe(false);
    const m = legal(s, p).find((a) => a.type === "module");
    if (m) {
      s = play(s, p, m);
      expect(legal(s, p).some((a) => a.type === "module")).toBe(false);
    }
  });

  it("L-B6: a base costs 2 minerals, in an area holding own units, one per planet, several per turn", () => {
    let s = toBuild(started(2, "b6"));
    const p = s.frame.kind === "build" ? s.frame.player : 0;
    const spots = s.board.planetOrder
      .filter((pl) => !s.board.bases.some((b) => planetOf(b.area) === pl))
      .slice(0, 2);
    s = edit(s, (d) => {
      for (const pl of spots) addUnits(d, p, "terran-marine", areasOf(d, pl)[0]);
      d.board.players[p] = { ...d.board.players[p], workerPool: 20 };
      d.forced = Object.keys(d.board.resources);
    });
    const bases = legal(s, p).filter((a) => a.type === "base");
    expect(
      bases.every((a) => a.type === "base" && s.board.units.some((u) => u.owner === p && u.area === a.area)),
    ).toBe(true);
    let n = 0;
    while (legal(s, p).some((a) => a.type === "base")) {
      s = payAll(play(s, p, legal(s, p).find((a) => a.type === "base")!), p);
      n++;
    }
    expect(n).toBeGreaterThanOrEqual(Math.min(2, bases.length));
  });

  it("L-B7: building only units (or nothing) draws an extra event card; a base does not", () => {
    let s = toBuild(started(2, "b7"));
    const p = s.frame.kind === "build" ? s.frame.player : 0;
    const before = s.players[p].events.length;
    s = play(s, p, { type: "end-build" });
    expect(s.players[p].events.length).toBe(before + 1);
  });
});

describe("Lite Build: fusion and morph", () => {
  it("L-B3: an Archon takes 2 High Templar of one planet and 1 gas; it must be unlocked", () => {
    let s = toBuild(started(2, "b3"));
    const p = s.frame.kind === "build" ? s.frame.player : 0;
    const area = homeArea(s, p);
    s = edit(s, (d) => {
      d.players[p] = { ...d.players[p], race: "protoss", unlocked: ["protoss-zealot"] };
      d.board.units = d.board.units.filter((u) => u.owner !== p);
      addUnits(d, p, "protoss-high-templar", area, 2);
      d.board.players[p] = { ...d.board.players[p], workerPool: 20 };
      d.forced = Object.keys(d.board.resources);
    });
    expect(legal(s, p).some((a) => a.type === "fuse-archon")).toBe(false);
    s = edit(s, (d) => {
      d.players[p] = {
        ...d.players[p],
        unlocked: ["protoss-zealot", "protoss-dragoon", "protoss-high-templar", "protoss-archon"],
      };
    });
    const pool = s.board.players[p].workerPool;
    s = payAll(play(s, p, { type: "fuse-archon", area }), p);
    expect(s.board.units.filter((u) => u.owner === p).map((u) => u.type)).toEqual(["protoss-archon"]);
    expect(pool - s.board.players[p].workerPool).toBe(1);
    expect(s.frame.kind === "build" && s.frame.military).toBe(1);
  });

  it("L-B3: a Guardian is a Mutalisk morphed for 1 gas, counted toward the build limit", () => {
    let s = toBuild(started(2, "b3g"));
    const p = s.frame.kind === "build" ? s.frame.player : 0;
    const area = homeArea(s, p);
    s = edit(s, (d) => {
      d.players[p] = {
        ...d.players[p],
        race: "zerg",
        unlocked: ["zerg-zergling", "zerg-mutalisk", "zerg-guardian"],
      };
      addUnits(d, p, "zerg-mutalisk", area);
      d.board.players[p] = { ...d.board.players[p], workerPool: 20 };
      d.forced = Object.keys(d.board.resources);
    });
    const muta = s.board.units.find((u) => u.type === "zerg-mutalisk")!;
    s = play(s, p, { type: "morph-guardian", unit: muta.id });
    expect(s.board.units.find((u) => u.id === muta.id)!.type).toBe("zerg-guardian");
    expect(s.frame.kind === "build" && s.frame.military).toBe(1);
  });

  it("L-B2: the unit limit is checked at the end of step 1 — two High Templar built into a full area fuse into an Archon", () => {
    let s = toBuild(started(2, "b2"));
    const p = s.frame.kind === "build" ? s.frame.player : 0;
    const area = homeArea(s, p);
    const limit = cat(s.board).areas[area].limit;
    s = edit(s, (d) => {
      d.players[p] = {
        ...d.players[p],
        race: "protoss",
        unlocked: ["protoss-zealot", "protoss-dragoon", "protoss-high-templar", "protoss-archon"],
      };
      d.board.units = d.board.units.filter((u) => u.owner !== p);
      addUnits(d, p, "protoss-zealot", area, limit - 1);
      d.board.players[p] = { ...d.board.players[p], workerPool: 20 };
      // Enough gas for two High Templar and the fusion: every resource card is his.
      for (const id of Object.keys(d.board.resources))
        d.board.resources[id] = { ...d.board.resources[id], owner: p };
      d.forced = Object.keys(d.board.resources);
    });
    const templar = { type: "build-unit", unit: "protoss-high-templar", area } as const;
    s = payAll(play(s, p, templar), p); // the area is now full
    expect(has(s, p, templar)).toBe(true); // a second one is still accepted: no check at placement
    s = payAll(play(s, p, templar), p);
    expect(s.board.units.filter((u) => u.owner === p && u.area === area)).toHaveLength(limit + 1);
    expect(starcraftLite.validate(s, p, { type: "end-build" })?.code).toBe("over-unit-limit");
    s = payAll(play(s, p, { type: "fuse-archon", area }), p);
    const here = s.board.units.filter((u) => u.owner === p && u.area === area).map((u) => u.type);
    expect(here).toHaveLength(limit);
    expect(here).toContain("protoss-archon");
    expect(has(s, p, { type: "end-build" })).toBe(true);
  });
});

describe("Lite Build: the unit limit at the end of step 1", () => {
  it("L-B2: step 1 cannot end over a unit limit (end, unlock, module, base refused); removing a unit fixes it", () => {
    let s = toBuild(started(2, "b2-end"));
    const p = s.frame.kind === "build" ? s.frame.player : 0;
    const area = homeArea(s, p);
    const limit = cat(s.board).areas[area].limit;
    s = edit(s, (d) => {
      d.players[p] = { ...d.players[p], race: "protoss", unlocked: ["protoss-zealot"] };
      d.board.units = d.board.units.filter((u) => u.owner !== p);
      addUnits(d, p, "protoss-zealot", area, limit);
      d.board.players[p] = { ...d.board.players[p], workerPool: 20 };
      d.forced = Object.keys(d.board.resources);
    });
    const leaving = legal(s, p).filter((a) => ["unlock", "module", "end-build"].includes(a.type));
    expect(leaving.length).toBeGreaterThan(1);
    s = payAll(play(s, p, { type: "build-unit", unit: "protoss-zealot", area }), p);
    for (const a of leaving) expect(starcraftLite.validate(s, p, a)?.code, a.type).toBe("over-unit-limit");
    expect(legal(s, p).some((a) => ["unlock", "module", "base", "end-build"].includes(a.type))).toBe(false);
    const room = legal(s, p).find((a) => a.type === "make-room");
    expect(room).toBeDefined();
    s = play(s, p, room!);
    expect(s.board.units.filter((u) => u.owner === p && u.area === area)).toHaveLength(limit);
    expect(has(s, p, { type: "end-build" })).toBe(true);
  });
});

describe("Lite Build: making room", () => {
  it("L-B2: own units may be removed to make room for new ones (a full area of a producing planet)", () => {
    let s = toBuild(started(2, "b2-room"));
    const p = s.frame.kind === "build" ? s.frame.player : 0;
    const area = homeArea(s, p);
    const limit = cat(s.board).areas[area].limit;
    const cheap = { terran: "terran-marine", zerg: "zerg-zergling", protoss: "protoss-zealot" }[
      s.players[p].race as "terran" | "zerg" | "protoss"
    ];
    s = edit(s, (d) => {
      d.board.units = d.board.units.filter((u) => !(u.owner === p && u.area === area));
      addUnits(d, p, cheap, area, limit);
      d.board.players[p] = { ...d.board.players[p], workerPool: 20 };
      d.forced = Object.keys(d.board.resources);
    });
    const rooms = legal(s, p).filter((a) => a.type === "make-room");
    // One removal per unit type in the full area (identical units are interchangeable).
    const here = s.board.units.filter((u) => u.owner === p && u.area === area);
    expect(rooms.filter((a) => a.type === "make-room" && here.some((u) => u.id === a.unit))).toHaveLength(1);
    const room = rooms.find((a) => a.type === "make-room" && here.some((u) => u.id === a.unit))!;
    s = play(s, p, room);
    expect(s.board.units.filter((u) => u.owner === p && u.area === area)).toHaveLength(limit - 1);
    const build = legal(s, p).find((a) => a.type === "build-unit" && a.area === area && a.unit === cheap);
    expect(build).toBeDefined();
    s = payAll(play(s, p, build!), p);
    expect(s.board.units.filter((u) => u.owner === p && u.area === area)).toHaveLength(limit);
  });

  it("L-B2: no removal is offered when no new unit could be built (build limit reached)", () => {
    let s = toBuild(started(2, "b2-none"));
    const p = s.frame.kind === "build" ? s.frame.player : 0;
    const area = homeArea(s, p);
    s = edit(s, (d) => {
      addUnits(d, p, d.board.units.find((u) => u.owner === p)!.type, area, 8);
      d.board.units = d.board.units.filter(
        (u) =>
          u.owner !== p ||
          u.area !== area ||
          d.board.units.filter((x) => x.area === area && x.owner === p && x.id <= u.id).length <=
            cat(d.board).areas[area].limit,
      );
      if (d.frame.kind === "build") d.frame = { ...d.frame, military: 7 };
    });
    expect(legal(s, p).some((a) => a.type === "make-room")).toBe(false);
  });
});

describe("Lite battles: after the battle", () => {
  it("Ruling 15: a destroyed cloaked unit withdraws only to a friendly or empty area with room", () => {
    const s0 = started(2, "withdraw-room");
    const p = s0.board.firstPlayer;
    const planet = homePlanet(s0, p);
    const full = homeArea(s0, p);
    const [battleArea, ...rest] = areasOf(s0, planet).filter((a) => a !== full);
    expect(battleArea).toBeDefined();
    const s = edit(s0, (d) => {
      d.board.units = d.board.units.filter((u) => planetOf(u.area) !== planet);
      addUnits(d, p, "terran-marine", full, cat(d.board).areas[full].limit);
      addUnits(d, p, "terran-marine", battleArea);
      addUnits(d, 1 - p, "terran-marine", battleArea);
    });
    const input = battleInput(s, p, battleArea);
    expect(input.attacker.withdrawAreas).not.toContain(full);
    for (const a of rest) expect(input.attacker.withdrawAreas).toContain(a);
  });

  it("A3: the +2 overstack lasts only for the battle — the player over the limit chooses the units he loses", () => {
    const s0 = started(2, "trim");
    const p = s0.board.firstPlayer;
    const area = homeArea(s0, p);
    const limit = cat(s0.board).areas[area].limit;
    let s = edit(s0, (d) => {
      const have = d.board.units.filter((u) => u.owner === p && u.area === area).length;
      addUnits(
        d,
        p,
        d.players[p].race === "terran"
          ? "terran-marine"
          : d.players[p].race === "zerg"
            ? "zerg-zergling"
            : "protoss-zealot",
        area,
        limit + 2 - have,
      );
      d.frame = { kind: "mobilize", player: p, queue: [1 - p], moved: [], warp: null, warped: true };
      askTrim(d, area, p, [], {
        kind: "mobilize",
        player: 1 - p,
        queue: [],
        moved: [],
        warp: null,
        warped: false,
      });
    });
    expect(s.frame.kind).toBe("trim");
    expect(starcraftLite.pending(s)).toEqual([expect.objectContaining({ player: p, kind: "trim" })]);
    const choices = legal(s, p);
    expect(choices.length).toBe(limit + 2);
    s = play(s, p, choices[0]);
    s = play(s, p, legal(s, p)[1]);
    expect(s.board.units.filter((u) => u.owner === p && u.area === area)).toHaveLength(limit);
    expect(s.frame.kind === "mobilize" && s.frame.player).toBe(1 - p);
  });
});
