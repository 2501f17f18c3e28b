/** The 18 Lite event cards: one test per card per stage text (spec §10), plus the step-9 rules (A7, A8, L-O1, L-O2). */
import { cat, planetOf, routesOf } from "@koprulu/starcraft/board";
import { describe, expect, it } from "vitest";
import type { LiteAction } from "./actions";
import { PERMANENT_SOURCE, workersOwned } from "./economy";
import { eventAllowance, startEventStep } from "./regrouping";
import { starcraftLite } from "./ruleset";
import type { LiteState } from "./state";
import {
  addUnits,
  areasOf,
  edit,
  homeArea,
  homePlanet,
  legal,
  payAll,
  play as playRaw,
  started,
} from "./testing";

type Play = Extract<LiteAction, { type: "play-event" }>;

/** Play, then place any workers the text costs on the first places offered (L-E1). */
function play(s: LiteState, p: number, a: LiteAction): LiteState {
  return payAll(playRaw(s, p, a), p);
}

/** Seat 0 at step 9 holding `event`, at `stage`, rich enough to pay for anything. */
function atEvent(event: string, stage: 1 | 2, tweak?: (d: LiteState) => void): LiteState {
  const card = `${event}#1`;
  return edit(started(2, "events"), (d) => {
    d.stage = stage;
    d.phase = "regrouping";
    d.events = { deck: d.events.deck.filter((c) => c !== card), discard: [], buried: [] };
    d.players[0] = { ...d.players[0], events: [card] };
    d.board.players[0] = { ...d.board.players[0], workerPool: 20 };
    d.forced = Object.keys(d.board.resources);
    d.frame = { kind: "events", queue: [0], played: 0, allowance: 1, free: 0, current: null };
    tweak?.(d);
  });
}

function plays(s: LiteState, text: 1 | 2): Play[] {
  return legal(s, 0).filter((a): a is Play => a.type === "play-event" && a.text === text);
}

function first(s: LiteState, text: 1 | 2, pick?: (a: Play) => boolean): Play {
  const a = plays(s, text).find((x) => !pick || pick(x));
  if (!a) throw new Error(`no play for text ${text}`);
  return a;
}

const race = (s: LiteState) => s.players[0].race;
const units = (s: LiteState, area: string) =>
  s.board.units
    .filter((u) => u.owner === 0 && u.area === area)
    .map((u) => u.type)
    .sort();

describe("Lite events", () => {
  it("Stellar Maelstrom I: every transport on the chosen route is destroyed", () => {
    let s = atEvent("stellar-maelstrom", 1);
    const a = first(s, 1);
    const route = Number(a.target!.slice(6));
    s = play(s, 0, a);
    expect(s.board.transports.some((t) => t.route === route)).toBe(false);
  });

  it("Stellar Maelstrom II: the chosen transports on a route are destroyed (ruling: every other player's)", () => {
    let s = atEvent("stellar-maelstrom", 2);
    const a = first(s, 2);
    const route = Number(a.target!.slice(6));
    s = play(s, 0, a);
    expect(s.board.transports.filter((t) => t.route === route).every((t) => t.owner === 0)).toBe(true);
    expect(s.board.transports.some((t) => t.route === route && t.owner === 0)).toBe(true);
  });

  it("Technological Advance I: an upgrade at 1 resource off", () => {
    let s = atEvent("technological-advance", 1, (d) => {
      const star = {
        terran: "terran-engineering-bay",
        zerg: "zerg-evolution-chamber",
        protoss: "protoss-forge",
      }[d.players[0].race];
      d.players[0] = { ...d.players[0], modules: [star] };
    });
    const pool = s.board.players[0].workerPool;
    const a = first(s, 1);
    s = play(s, 0, a);
    expect(s.players[0].upgrades).toContain(a.target);
    expect(pool - s.board.players[0].workerPool).toBe(1);
  });

  it("Technological Advance II: an upgrade for free", () => {
    let s = atEvent("technological-advance", 2, (d) => {
      const star = {
        terran: "terran-engineering-bay",
        zerg: "zerg-evolution-chamber",
        protoss: "protoss-forge",
      }[d.players[0].race];
      d.players[0] = { ...d.players[0], modules: [star] };
    });
    const pool = s.board.players[0].workerPool;
    const a = first(s, 2);
    s = play(s, 0, a);
    expect(s.players[0].upgrades).toContain(a.target);
    expect(s.board.players[0].workerPool).toBe(pool);
  });

  it("Base Construction I: a base at 1 resource off, or a base moved within its planet", () => {
    const s = atEvent("base-construction", 1, (d) => {
      addUnits(
        d,
        0,
        "zerg-zergling",
        areasOf(d, d.board.planetOrder.find((p) => !d.board.bases.some((b) => planetOf(b.area) === p))!)[0],
      );
    });
    const build = first(s, 1, (a) => a.target!.startsWith("build:"));
    const pool = s.board.players[0].workerPool;
    const built = play(s, 0, build);
    expect(built.board.bases.some((b) => b.owner === 0 && b.area === build.target!.slice(6))).toBe(true);
    expect(pool - built.board.players[0].workerPool).toBe(1);
    const move = first(s, 1, (a) => a.target!.startsWith("move:"));
    const moved = play(s, 0, move);
    const to = move.target!.split(">")[1];
    expect(moved.board.bases.some((b) => b.owner === 0 && b.area === to)).toBe(true);
    expect(moved.board.bases.filter((b) => b.owner === 0)).toHaveLength(1);
  });

  it("Base Construction II: a free base anywhere on the board", () => {
    let s = atEvent("base-construction", 2);
    const a = first(s, 2, (x) => !s.board.units.some((u) => u.owner === 0 && u.area === x.target));
    const pool = s.board.players[0].workerPool;
    s = play(s, 0, a);
    expect(s.board.bases.some((b) => b.owner === 0 && b.area === a.target)).toBe(true);
    expect(s.board.players[0].workerPool).toBe(pool);
  });

  it("Brilliant Engineering I: a module at 1 resource off", () => {
    let s = atEvent("brilliant-engineering", 1);
    const a = first(s, 1);
    s = play(s, 0, a);
    expect(s.players[0].modules).toContain(a.target);
  });

  it("Brilliant Engineering II: a module for free", () => {
    let s = atEvent("brilliant-engineering", 2);
    const pool = s.board.players[0].workerPool;
    const a = first(s, 2);
    s = play(s, 0, a);
    expect(s.players[0].modules).toContain(a.target);
    expect(s.board.players[0].workerPool).toBe(pool);
  });

  it("Base Development I: an unlock at 1 resource off", () => {
    let s = atEvent("base-development", 1);
    const a = first(s, 1);
    s = play(s, 0, a);
    expect(s.players[0].unlocked).toContain(a.target);
  });

  it("Base Development II: an unlock for free", () => {
    let s = atEvent("base-development", 2);
    const pool = s.board.players[0].workerPool;
    const a = first(s, 2);
    s = play(s, 0, a);
    expect(s.players[0].unlocked).toContain(a.target);
    expect(s.board.players[0].workerPool).toBe(pool);
  });

  it("Material Shortage I: an undepleted resource area becomes partially depleted", () => {
    let s = atEvent("material-shortage", 1);
    const a = first(s, 1);
    expect(s.board.resources[a.target!].depletion).toBe(0);
    s = play(s, 0, a);
    expect(s.board.resources[a.target!].depletion).toBe(1);
  });

  it("Material Shortage II: partially depleted → depleted (or undepleted → partially)", () => {
    let s = atEvent("material-shortage", 2, (d) => {
      const id = Object.keys(d.board.resources)[0];
      d.board.resources[id] = { ...d.board.resources[id], depletion: 1 };
    });
    const id = Object.keys(s.board.resources)[0];
    s = play(
      s,
      0,
      first(s, 2, (a) => a.target === id),
    );
    expect(s.board.resources[id].depletion).toBe(2);
  });

  it("Rich Vein I: partially depleted → undepleted", () => {
    let s = atEvent("rich-vein", 1, (d) => {
      const k = Object.keys(d.board.resources)[0];
      d.board.resources[k] = { ...d.board.resources[k], depletion: 1 };
    });
    const k = Object.keys(s.board.resources)[0];
    expect(plays(s, 1).map((a) => a.target)).toEqual([k]);
    s = play(s, 0, first(s, 1));
    expect(s.board.resources[k].depletion).toBe(0);
  });

  it("Rich Vein II: depleted → partially depleted (or partially → undepleted)", () => {
    let s = atEvent("rich-vein", 2, (d) => {
      const k = Object.keys(d.board.resources)[0];
      d.board.resources[k] = { owner: null, workers: 0, depletion: 2 };
    });
    const k = Object.keys(s.board.resources)[0];
    s = play(
      s,
      0,
      first(s, 2, (a) => a.target === k),
    );
    expect(s.board.resources[k].depletion).toBe(1);
  });

  const REINF = {
    terran: [
      ["terran-marine", "terran-marine"],
      ["terran-firebat", "terran-firebat"],
    ],
    zerg: [
      ["zerg-zergling", "zerg-zergling"],
      ["zerg-hydralisk", "zerg-hydralisk"],
    ],
    protoss: [["protoss-zealot"], ["protoss-zealot", "protoss-zealot"]],
  };
  for (const text of [1, 2] as const)
    it(`Reinforcement ${text === 1 ? "I" : "II"}: free race units in one friendly or empty area`, () => {
      // Free miniatures for every unit of the card (the start may have put some on the board).
      let s = atEvent("reinforcement", text, (d) => {
        const types = REINF[d.players[0].race][text - 1];
        d.board.units = d.board.units.filter((u) => u.owner !== 0 || !types.includes(u.type));
      });
      const a = first(s, text, (x) => units(s, x.target!).length === 0);
      s = play(s, 0, a);
      expect(units(s, a.target!)).toEqual([...REINF[race(s)][text - 1]].sort());
    });

  it("Miniatures: Reinforcement II places only the Firebats that have a free miniature (none → no play)", () => {
    const firebats = (x: LiteState) =>
      x.board.units.filter((u) => u.owner === 0 && u.type === "terran-firebat");
    const atFirebats = (n: number) =>
      atEvent("reinforcement", 2, (d) => {
        d.players[0] = { ...d.players[0], race: "terran" };
        d.board.units = d.board.units.filter((u) => u.owner !== 0);
        addUnits(d, 0, "terran-firebat", homeArea(d, 0), n);
      });
    let s = atFirebats(2);
    const a = first(s, 2, (x) => units(s, x.target!).length === 0);
    s = play(s, 0, a);
    expect(units(s, a.target!)).toEqual(["terran-firebat"]);
    expect(firebats(s)).toHaveLength(3);
    expect(plays(atFirebats(3), 2)).toEqual([]);
  });

  const AIR = {
    terran: [["terran-wraith"], ["terran-battlecruiser"]],
    zerg: [["zerg-mutalisk"], ["zerg-guardian", "zerg-scourge"]],
    protoss: [["protoss-scout"], ["protoss-carrier"]],
  };
  for (const text of [1, 2] as const)
    it(`Air Support ${text === 1 ? "I" : "II"}: free air units in an area with the player's base`, () => {
      let s = atEvent("air-support", text, (d) => {
        d.board.units = d.board.units.filter((u) => u.area !== homeArea(d, 0));
      });
      expect(
        plays(s, text).every((a) => s.board.bases.some((b) => b.owner === 0 && b.area === a.target)),
      ).toBe(true);
      const a = first(s, text);
      s = play(s, 0, a);
      expect(units(s, a.target!)).toEqual([...AIR[race(s)][text - 1]].sort());
    });

  for (const text of [1, 2] as const)
    it(`Logistic ${text === 1 ? "I" : "II"}: up to ${text * 2} workers/transports with ${text} free resource(s)`, () => {
      // Eight workers owned: the supply's worker tokens do not bound the card here.
      let s = atEvent("logistic", text, (d) => {
        d.board.players[0] = { ...d.board.players[0], workerPool: 8 };
      });
      const max = plays(s, text)
        .map((a) => a.target!)
        .filter((t) => t === `w${text * 2}t0`);
      expect(max).toHaveLength(1);
      expect(plays(s, text).some((a) => a.target === `w${text * 2 + 1}t0`)).toBe(false);
      const pool = s.board.players[0].workerPool;
      const unavailable = s.board.players[0].workersUnavailable;
      s = play(
        s,
        0,
        first(s, text, (a) => a.target === `w${text * 2}t0`),
      );
      expect(s.board.players[0].workersUnavailable - unavailable).toBe(text * 2);
      expect(pool - s.board.players[0].workerPool).toBe(text * 2 - text);
    });

  it("Logistic II: never more workers than the supply's 15 worker tokens (as build-worker)", () => {
    const tokens = 15;
    let s = atEvent("logistic", 2, (d) => {
      // Thirteen workers owned: two tokens left in the supply.
      const pl = d.board.players[0];
      d.board.players[0] = { ...pl, workerPool: pl.workerPool + 13 - workersOwned(d, 0) };
    });
    expect(workersOwned(s, 0)).toBe(13);
    const targets = plays(s, 2).map((a) => a.target!);
    expect(targets).toContain("w2t0");
    expect(targets.filter((t) => Number(t.slice(1, t.indexOf("t"))) > 2)).toEqual([]);
    s = play(
      s,
      0,
      first(s, 2, (a) => a.target === "w2t0"),
    );
    expect(workersOwned(s, 0)).toBe(tokens);
  });

  it("Progressive Strategy I (strategy): draw the top card and play it for free", () => {
    let s = atEvent("progressive-strategy", 1);
    const top = s.events.deck[0];
    s = play(s, 0, first(s, 1));
    expect(s.players[0].events).toContain(top);
    if (s.frame.kind !== "events") throw new Error("the player's step should go on");
    expect(s.frame.free).toBe(1);
    expect(s.frame.played).toBe(0);
    expect(s.players[0].strategyPlayed).toBe(true);
  });

  it("Progressive Strategy II (strategy): play another card from the hand for free", () => {
    let s = atEvent("progressive-strategy", 2, (d) => {
      d.players[0] = {
        ...d.players[0],
        events: [...d.players[0].events, "create-wonder#1", "create-wonder#2"],
      };
      d.events = { ...d.events, deck: d.events.deck.filter((c) => !c.startsWith("create-wonder")) };
    });
    s = play(s, 0, first(s, 2));
    if (s.frame.kind === "events" && s.frame.current) s = play(s, 0, { type: "pass" });
    const cp = s.board.players[0].cp;
    s = play(
      s,
      0,
      first(s, 2, (a) => a.card === "create-wonder#1"),
    );
    if (s.frame.kind === "events" && s.frame.current) s = play(s, 0, { type: "pass" });
    // The free play did not use the one-event allowance: a second card may still be played.
    s = play(
      s,
      0,
      first(s, 2, (a) => a.card === "create-wonder#2"),
    );
    expect(s.board.players[0].cp).toBe(cp + 2);
  });

  for (const text of [1, 2] as const)
    it(`Versatile Strategy ${text === 1 ? "I" : "II"} (strategy): draw ${text * 2} event cards`, () => {
      let s = atEvent("versatile-strategy", text);
      s = play(s, 0, first(s, text));
      if (s.frame.kind === "events" && s.frame.current) s = play(s, 0, { type: "pass" });
      expect(s.players[0].events).toHaveLength(text * 2);
    });

  it("Create Wonder I: pay 1 mineral + 1 gas for 1 CP", () => {
    let s = atEvent("create-wonder", 1);
    const pool = s.board.players[0].workerPool;
    s = play(s, 0, first(s, 1));
    expect(s.board.players[0].cp).toBe(1);
    expect(pool - s.board.players[0].workerPool).toBe(2);
    const broke = atEvent("create-wonder", 1, (d) => {
      d.board.players[0] = { ...d.board.players[0], workerPool: 0 };
    });
    expect(plays(broke, 1)).toHaveLength(0);
  });

  it("Create Wonder II: gain 1 CP", () => {
    let s = atEvent("create-wonder", 2);
    const pool = s.board.players[0].workerPool;
    s = play(s, 0, first(s, 2));
    expect(s.board.players[0].cp).toBe(1);
    expect(s.board.players[0].workerPool).toBe(pool);
  });

  it("Volcanic Eruption I: destroy one unit with health ≤ 5 in an area", () => {
    let s = atEvent("volcanic-eruption", 1, (d) => addUnits(d, 1, "zerg-ultralisk", homeArea(d, 1)));
    const ultra = s.board.units.find((u) => u.type === "zerg-ultralisk")!;
    expect(plays(s, 1).some((a) => a.target === `unit:${ultra.id}`)).toBe(false);
    const a = first(s, 1, (x) => s.board.units.find((u) => `unit:${u.id}` === x.target)?.owner === 1);
    s = play(s, 0, a);
    expect(s.board.units.some((u) => `unit:${u.id}` === a.target)).toBe(false);
  });

  it("Volcanic Eruption II: health ≤ 7, and any base in that area is destroyed; the Stage 1 text may not pick the same planet", () => {
    let s = atEvent("volcanic-eruption", 2, (d) => addUnits(d, 1, "zerg-ultralisk", homeArea(d, 1)));
    const ultra = s.board.units.find((u) => u.type === "zerg-ultralisk")!;
    s = play(
      s,
      0,
      first(s, 2, (a) => a.target === `unit:${ultra.id}`),
    );
    expect(s.board.units.some((u) => u.id === ultra.id)).toBe(false);
    expect(s.board.bases.some((b) => b.area === homeArea(started(2, "events"), 1))).toBe(false);
    expect(s.players[0].basesDestroyed).toBe(1);
    for (const a of plays(s, 1)) {
      const u = s.board.units.find((x) => `unit:${x.id}` === a.target)!;
      expect(planetOf(u.area)).not.toBe(planetOf(ultra.area));
    }
  });

  it("Energy Storm I: on a planet, each area loses one unit with health ≤ 3, chosen by its owner", () => {
    let s = atEvent("energy-storm", 1, (d) => addUnits(d, 1, "terran-marine", homeArea(d, 1), 1));
    const planet = homePlanet(s, 1);
    const before = areasOf(s, planet).map((a) => s.board.units.filter((u) => u.area === a).length);
    s = play(
      s,
      0,
      first(s, 1, (a) => a.target === `planet:${planet}`),
    );
    let asked = 0;
    while (s.frame.kind === "events" && s.frame.current?.losses?.length) {
      const d = starcraftLite.pending(s)[0];
      const loss = s.frame.current.losses[0];
      expect(d.player).toBe(loss.player);
      const acts = legal(s, d.player);
      for (const a of acts) {
        const u = s.board.units.find((x) => a.type === "storm-loss" && x.id === a.unit)!;
        expect(u.owner).toBe(d.player);
        expect(u.area).toBe(loss.area);
      }
      s = play(s, d.player, acts[acts.length - 1]);
      asked++;
    }
    expect(asked).toBeGreaterThan(0);
    const after = areasOf(s, planet).map((a) => s.board.units.filter((u) => u.area === a).length);
    expect(before.reduce((x, y) => x + y, 0) - after.reduce((x, y) => x + y, 0)).toBe(asked);
    areasOf(s, planet).forEach((_, i) => {
      expect(before[i] - after[i]).toBeLessThanOrEqual(1);
    });
  });

  it("Energy Storm II: health ≤ 5, and every transport around the planet is destroyed", () => {
    let s = atEvent("energy-storm", 2);
    const planet = homePlanet(s, 1);
    s = play(
      s,
      0,
      first(s, 2, (a) => a.target === `planet:${planet}`),
    );
    const routes = routesOf(s.board, planet);
    expect(s.board.transports.some((t) => routes.includes(t.route))).toBe(false);
  });

  const PROTO = {
    terran: ["terran-science-vessel", "terran-siege-tank"],
    zerg: ["zerg-defiler", "zerg-ultralisk"],
    protoss: ["protoss-arbiter", "protoss-reaver"],
  };
  for (const text of [1, 2] as const)
    it(`Prototype Unit ${text === 1 ? "I" : "II"}: a free prototype in a friendly or empty area`, () => {
      let s = atEvent("prototype-unit", text);
      const a = first(s, text, (x) => units(s, x.target!).length === 0);
      s = play(s, 0, a);
      expect(units(s, a.target!)).toEqual([PROTO[race(s)][text - 1]]);
    });

  it("Stage II: the Stage 2 text resolves first, then the Stage 1 text may follow (L-O1 off)", () => {
    let s = atEvent("create-wonder", 2);
    s = play(s, 0, first(s, 2));
    expect(s.frame.kind === "events" && s.frame.current?.texts).toEqual([1]);
    s = play(s, 0, first(s, 1));
    expect(s.board.players[0].cp).toBe(2);
  });

  it("L-O1 Weaker Events: at Stage II only the Stage 2 text resolves", () => {
    const s = atEvent("create-wonder", 2, (d) => {
      d.options = { ...d.options, weakerEvents: true };
    });
    expect(plays(s, 1)).toHaveLength(0);
    const t = play(s, 0, first(s, 2));
    expect(t.frame.kind === "events" && t.frame.current !== null).toBe(false);
  });

  it("A8: one event per player (strategies apart), the rest discarded", () => {
    let s = atEvent("create-wonder", 1, (d) => {
      d.players[0] = { ...d.players[0], events: ["create-wonder#1", "create-wonder#2"] };
      d.events = { ...d.events, deck: d.events.deck.filter((c) => !c.startsWith("create-wonder")) };
    });
    s = play(
      s,
      0,
      first(s, 1, (a) => a.card === "create-wonder#1"),
    );
    expect(s.frame.kind).not.toBe("events");
    expect(s.events.deck).toContain("create-wonder#2");
    expect(s.board.players[0].cp).toBe(1);
  });

  it("A7: after step 9 the whole deck (discards included) is reshuffled", () => {
    let s = atEvent("create-wonder", 1);
    s = play(s, 0, first(s, 1));
    expect(s.events.discard).toEqual([]);
    expect(s.events.deck).toContain("create-wonder#1");
  });

  it("L-O2 Catch-up: leaders play 1, others 2, the last 3", () => {
    const s = atEvent("create-wonder", 1, (d) => {
      d.options = { ...d.options, catchUpEvents: true };
      d.board.players[1] = { ...d.board.players[1], cp: 5 };
    });
    expect(s.frame.kind).toBe("events");
    expect(eventAllowance(s, 1)).toBe(1);
    expect(eventAllowance(s, 0)).toBe(3);
    // With a third player between them, the middle one plays 2.
    const three = edit(started(3, "catch", { catchUpEvents: true }), (d) => {
      d.board.players[0] = { ...d.board.players[0], cp: 9 };
      d.board.players[1] = { ...d.board.players[1], cp: 5 };
      d.board.players[2] = { ...d.board.players[2], cp: 1 };
    });
    expect([0, 1, 2].map((p) => eventAllowance(three, p))).toEqual([1, 2, 3]);
    const drawn = edit(three, (d) => {
      d.players = d.players.map((pl) => ({ ...pl, events: [] }));
      startEventStep(d);
    });
    expect(drawn.players.map((pl) => pl.events.length)).toEqual([0, 0, 1]);
  });
});

describe("Lite events: movement and production", () => {
  for (const text of [1, 2] as const)
    it(`Urgent Mobilization ${text === 1 ? "I: an inter-planetary movement into a friendly or empty area" : "II: into any area; an enemy there means a battle"}`, () => {
      let s = atEvent("urgent-mobilization", text);
      const targets = plays(s, text).map((a) => a.target!);
      const enemyTargets = targets.filter(
        (t) =>
          s.board.units.some((u) => u.area === t && u.owner !== 0) ||
          s.board.bases.some((b) => b.area === t && b.owner !== 0),
      );
      if (text === 1) expect(enemyTargets).toEqual([]);
      else expect(enemyTargets.length).toBeGreaterThan(0);
      const target = text === 2 ? enemyTargets[0] : targets[0];
      s = play(
        s,
        0,
        first(s, text, (a) => a.target === target),
      );
      expect(s.frame.kind).toBe("mobilize");
      s = play(s, 0, legal(s, 0).find((a) => a.type === "send")!);
      s = play(s, 0, { type: "end-mobilize" });
      if (text === 2) expect(s.frame.kind === "battle" || s.stats.battles > 0).toBe(true);
      else {
        expect(s.board.units.some((u) => u.owner === 0 && u.area === target)).toBe(true);
        expect(s.frame.kind === "mobilize" && s.frame.resume !== undefined).toBe(false);
      }
    });

  for (const text of [1, 2] as const)
    it(`Emergency Production ${text === 1 ? "I" : "II"}: military units up to the build limit with ${text} free resource(s)`, () => {
      let s = atEvent("emergency-production", text, (d) => {
        d.board.players[0] = { ...d.board.players[0], workerPool: 0 };
      });
      s = play(s, 0, first(s, text));
      expect(s.frame.kind).toBe("build");
      const acts = legal(s, 0);
      expect(
        acts.every((a) => ["build-unit", "fuse-archon", "morph-guardian", "end-build"].includes(a.type)),
      ).toBe(true);
      // With no workers, only the free resources pay: one basic unit (cost 1 mineral) each.
      let n = 0;
      // Only where there is room: over a limit, the production could not end (L-B2).
      const roomy = (x: LiteState) =>
        legal(x, 0).find(
          (a) =>
            a.type === "build-unit" &&
            x.board.units.filter((u) => u.owner === 0 && u.area === a.area).length <
              cat(x.board).areas[a.area].limit,
        );
      for (let a = roomy(s); a; a = roomy(s)) {
        s = play(s, 0, a);
        n++;
      }
      expect(n).toBeGreaterThanOrEqual(1);
      expect(n).toBeLessThanOrEqual(text * 2);
      s = play(s, 0, { type: "end-build" });
      expect(s.frame.kind).not.toBe("build");
    });
});

describe("Lite events: hidden cards", () => {
  it("A11: unplayed cards are discarded face down — other seats see how many, not which", () => {
    let s = atEvent("create-wonder", 1, (d) => {
      d.players[0] = { ...d.players[0], events: ["create-wonder#1", "rich-vein#1"] };
      d.players[1] = { ...d.players[1], events: ["logistic#1"] };
      d.events = {
        ...d.events,
        deck: d.events.deck.filter((c) => c !== "rich-vein#1" && c !== "logistic#1"),
      };
      d.frame = { kind: "events", queue: [0, 1], played: 0, allowance: 1, free: 0, current: null };
    });
    s = play(
      s,
      0,
      first(s, 1, (a) => a.card === "create-wonder#1"),
    );
    expect(s.frame.kind === "events" && s.frame.queue[0]).toBe(1);
    const seen = starcraftLite.view(s, 1);
    expect(seen.events.discard).toEqual(["create-wonder#1"]);
    expect(seen.events.buried).toBe(1);
    expect(JSON.stringify(seen)).not.toContain("rich-vein#1");
  });
});

describe("Lite events: paying for a text (L-E1)", () => {
  it("L-E1: the player places the workers an event text costs himself (Create Wonder I), then the card goes on", () => {
    const s0 = atEvent("create-wonder", 1, (d) => {
      d.board.players[0] = { ...d.board.players[0], permanentUsed: { minerals: 0, gas: 0 } };
    });
    const pool = s0.board.players[0].workerPool;
    let s = playRaw(s0, 0, first(s0, 1));
    // The CP is scored at once; the payment is open and asks only for its workers' places.
    expect(s.board.players[0].cp).toBe(1);
    expect(s.frame.kind).toBe("pay");
    expect(starcraftLite.pending(s)).toEqual([expect.objectContaining({ player: 0, kind: "pay" })]);
    const offered = legal(s, 0);
    expect(offered.length).toBeGreaterThan(1);
    expect(offered.every((a) => a.type === "place-worker")).toBe(true);
    expect(legal(s, 1)).toEqual([]);
    expect(starcraftLite.validate(s, 0, { type: "pass" })).not.toBeNull();
    expect(starcraftLite.validate(s, 0, { type: "place-worker", source: "nowhere#9" })).not.toBeNull();
    // A held mineral card, not the permanent minerals the automatic order used first.
    const card = offered
      .map((a) => (a.type === "place-worker" ? a.source : ""))
      .find((x) => x.includes("#") && s.board.resources[x] && x !== PERMANENT_SOURCE.minerals)!;
    const before = s.board.resources[card].workers;
    s = playRaw(s, 0, { type: "place-worker", source: card });
    expect(s.board.resources[card].workers).toBe(before + 1);
    s = payAll(s, 0);
    expect(pool - s.board.players[0].workerPool).toBe(2);
    // Paid: step 9 goes on; the one-event allowance is used, so his step (the last) ends and the next round starts.
    expect(s.frame.kind).toBe("mobilize");
  });

  it("L-E1: a worker with a single possible place is placed without asking (Technological Advance I)", () => {
    let s = atEvent("technological-advance", 1, (d) => {
      const star = {
        terran: "terran-engineering-bay",
        zerg: "zerg-evolution-chamber",
        protoss: "protoss-forge",
      }[d.players[0].race];
      d.players[0] = { ...d.players[0], modules: [star] };
      d.options = { ...d.options, permanentResources: false };
      d.forced = [];
      // One gas card with room only: the discounted cost (1 mineral, or 1 gas) has one place.
      const ids = Object.keys(d.board.resources).sort();
      for (const id of ids) d.board.resources[id] = { ...d.board.resources[id], owner: null, workers: 0 };
      d.board.resources[ids[0]] = { owner: 0, workers: 0, depletion: 0 };
    });
    const a = first(s, 1);
    const pool = s.board.players[0].workerPool;
    s = playRaw(s, 0, a);
    expect(s.frame.kind).toBe("mobilize");
    expect(pool - s.board.players[0].workerPool).toBe(1);
    expect(s.players[0].upgrades).toContain(a.target);
  });
});
