/** One test per Leadership card the rules play, named after the card (spec §9). */
import { describe, expect, it } from "vitest";
import { draft } from "../draft";
import { startPlanning } from "../planning";
import { controller, permanentOf, planetOf } from "../queries";
import { destroyBasesAndTransports, startRegrouping } from "../regrouping";
import { cat } from "../rules-catalog";
import { legalActions, pending } from "../ruleset";
import { setupState } from "../setup";
import type { StarcraftState } from "../state";
import { act } from "../testing";
import { normalTarget, specialVictory } from "../victory";
import { specialVictoryOf } from "./leadership";
import { resolveLeadershipCard } from "./leadership-choice";
import { overmindPoints } from "./leadership-effects/cerebrate-daggoth";
import { atRegroupingEnd } from "./leadership-effects/regrouping-cards";
import { areaCp } from "./leadership-effects/tactical-mastery";
import { bwOptions, LEADERSHIP, startedWithLeadership } from "./testing";

describe("Leadership cards, Stage I", () => {
  const victories: [string, string, string][] = [
    ["queen-of-blades", "queen-of-blades-a-new-rising-power", "victory-control-conquest-areas"],
    ["overmind", "overmind-the-swarm", "victory-bases-on-planets"],
    ["mengsk", "mengsk-terran-dominion", "victory-control-whole-planets"],
    ["raynor", "raynor-raynors-raiders", "victory-control-resource-areas"],
    ["tassadar", "tassadar-domination", "victory-most-areas"],
    ["aldaris", "aldaris-predestined", "victory-end-draws-near"],
  ];
  for (const [faction, card, key] of victories) {
    const name = cat({ options: { expansions: ["brood-war"] } }).leadership[card].name;
    it(`${name}: the Special Victory card stays in play and is its holder's only special victory (BW-L4)`, () => {
      const other = faction === "raynor" ? "overmind" : "raynor";
      const other1 = other === "raynor" ? "raynor-covert-operations" : "overmind-endless-hunger";
      const s = startedWithLeadership([faction, other], [card, other1]);
      expect(s.broodWar?.leadership[0]).toEqual([card]);
      expect(specialVictoryOf(s, 0)?.key).toBe(key);
      expect(specialVictoryOf(s, 1)).toBeNull();
    });
  }

  it("Domination: in Stage III its holder wins by controlling more areas than every opponent", () => {
    const s = startedWithLeadership(
      ["tassadar", "raynor"],
      ["tassadar-domination", "raynor-covert-operations"],
    );
    const d = draft(s);
    // Every Raynor unit leaves: Tassadar controls his areas, Raynor none.
    d.units = d.units.filter((u) => u.owner === 0);
    d.bases = d.bases.filter((b) => b.owner === 0);
    expect(specialVictory(d)).toEqual([0]);
  });

  it("Predestined: Aldaris's 20-CP bar applies to the others only while the card is in play (BW-L5)", () => {
    const withIt = startedWithLeadership(
      ["aldaris", "raynor"],
      ["aldaris-predestined", "raynor-covert-operations"],
    );
    expect(normalTarget(withIt, 1)).toBe(20);
    expect(normalTarget(withIt, 0)).toBe(15);
    const without = startedWithLeadership(
      ["aldaris", "raynor"],
      ["aldaris-riches-of-aiur", "raynor-covert-operations"],
    );
    expect(normalTarget(without, 1)).toBe(15);
  });

  it("Forward Planning: a base on each of her two starting planets, two transports, its forces", () => {
    const s = startedWithLeadership(
      ["queen-of-blades", "raynor"],
      ["queen-of-blades-forward-planning", "raynor-covert-operations"],
    );
    const bases = s.bases.filter((b) => b.owner === 0);
    expect(bases).toHaveLength(2);
    expect(new Set(bases.map((b) => planetOf(b.area))).size).toBe(2);
    expect(s.transports.filter((t) => t.owner === 0)).toHaveLength(2);
    expect(s.units.filter((u) => u.owner === 0).map((u) => u.type)).toEqual(Array(6).fill("zerg-zergling"));
    expect(s.players[0].workerPool).toBe(8);
  });

  it("Glimpse the Future: she places every Z-axis route and an Overlord waits on each route to her base", () => {
    const zRoutePlacers = new Set<number>();
    const s = startedWithLeadership(
      ["queen-of-blades", "raynor", "overmind"],
      ["queen-of-blades-glimpse-the-future", "raynor-covert-operations", "overmind-the-swarm"],
      "glimpse",
      (t, p) => {
        if (t.frame.kind === "place-z-route") zRoutePlacers.add(p);
      },
    );
    // The log of setup is not kept here: every Z-axis route exists and her transports sit on each
    // route of her base planet (she had no other starting transport).
    const base = s.bases.find((b) => b.owner === 0)!;
    const home = planetOf(base.area);
    const homeRoutes = s.routes.filter((r) => r.a.planet === home || r.b.planet === home).map((r) => r.id);
    const mine = s.transports.filter((t) => t.owner === 0).map((t) => t.route);
    expect(mine.length).toBeGreaterThan(0);
    expect(mine.sort()).toEqual(homeRoutes.slice(0, cat(s).tokens.transports).sort());
    expect(zRoutePlacers).toEqual(new Set([0]));
    expect(s.units.filter((u) => u.owner === 0 && u.type === "zerg-zergling")).toHaveLength(4);
  });

  it("Endless Hunger: its holder's permanent resource cards hold one more mineral and one more gas", () => {
    const s = startedWithLeadership(
      ["overmind", "raynor"],
      ["overmind-endless-hunger", "raynor-covert-operations"],
    );
    const sheet = cat(s).factions.overmind.permanent;
    expect(permanentOf(s, 0)).toEqual({ minerals: sheet.minerals + 1, gas: sheet.gas + 1 });
    expect(permanentOf(s, 1)).toEqual(cat(s).factions.raynor.permanent);
  });

  it("Orbital Platform: its holder's permanent minerals grow by two", () => {
    const s = startedWithLeadership(
      ["tassadar", "raynor"],
      ["tassadar-orbital-platform", "raynor-covert-operations"],
    );
    const sheet = cat(s).factions.tassadar.permanent;
    expect(permanentOf(s, 0)).toEqual({ minerals: sheet.minerals + 2, gas: sheet.gas });
  });
});

describe("Leadership cards, Stage II and III", () => {
  const base = () =>
    startedWithLeadership(
      ["queen-of-blades", "raynor", "aldaris"],
      ["queen-of-blades-a-new-rising-power", "raynor-raynors-raiders", "aldaris-predestined"],
    );

  it("Hasten the End: she draws four events face down, one-shot (leaves the game)", () => {
    const d = draft(base());
    const before = d.events.deck.slice(0, 4);
    resolveLeadershipCard(d, 0, "queen-of-blades-hasten-the-end");
    expect(d.players[0].events).toEqual(before);
    expect(d.broodWar?.leadership[0]).not.toContain("queen-of-blades-hasten-the-end");
  });

  it("To the Bitter End: every opponent loses 2 conquest points, never below 0", () => {
    const d = draft(base());
    d.players[0].cp = 5;
    d.players[1].cp = 4;
    d.players[2].cp = 1;
    resolveLeadershipCard(d, 1, "raynor-to-the-bitter-end");
    expect(d.players.map((p) => p.cp)).toEqual([3, 4, 0]);
  });

  it("Destiny: nobody can win during the Regrouping in which it is chosen", () => {
    const d = draft(base());
    d.events = { ...d.events, deck: d.events.deck.filter((c) => cat(d).events[c].stage === 3) };
    d.round = 5;
    d.players[1].cp = 30; // far above any target
    startRegrouping(d);
    expect(d.frame.kind).toBe("choose-leadership");
    resolveLeadershipCard(d, 2, "aldaris-destiny");
    const later = draft(d);
    later.broodWar = { ...later.broodWar!, lead: { ...later.broodWar!.lead!, stage: 3 } };
    startRegrouping(later);
    expect(later.phase).not.toBe("over");
    // Next round the bar applies again.
    const next = draft(later);
    next.round = 6;
    next.phase = "execution";
    startRegrouping(next);
    expect(next.phase).toBe("over");
    expect(next.winners).toEqual([1]);
  });

  it("The Swarm Flies: one enemy transport is destroyed on every route, hers stay", () => {
    const d = draft(
      startedWithLeadership(
        ["overmind", "raynor", "mengsk"],
        ["overmind-the-swarm", "raynor-raynors-raiders", "mengsk-terran-dominion"],
      ),
    );
    const route = d.routes[0].id;
    d.transports = [
      { owner: 0, route },
      { owner: 1, route },
      { owner: 2, route },
      ...d.routes.slice(1, 3).map((r) => ({ owner: 1, route: r.id })),
    ];
    resolveLeadershipCard(d, 0, "overmind-the-swarm-flies");
    expect(
      d.transports
        .filter((t) => t.route === route)
        .map((t) => t.owner)
        .sort(),
    ).toHaveLength(2);
    expect(d.transports.some((t) => t.owner === 0 && t.route === route)).toBe(true);
    expect(d.transports.filter((t) => t.route !== route)).toEqual([]);
    expect(d.broodWar?.leadership[0]).not.toContain("overmind-the-swarm-flies");
  });
});

describe("Leadership cards acting at every Regrouping", () => {
  it("Storage Facilities (provisional): at the start of each Regrouping, a token per idle worker, at most 3", () => {
    const d = draft(
      startedWithLeadership(["raynor", "overmind"], ["raynor-storage-facilities", "overmind-the-swarm"]),
    );
    d.players[0].workerPool = 5;
    d.players[1].workerPool = 5;
    d.round = 1;
    startRegrouping(d);
    expect(d.players[0].resourceTokens).toEqual({ minerals: 3, gas: 0 });
    expect(d.players[1].resourceTokens ?? { minerals: 0, gas: 0 }).toEqual({ minerals: 0, gas: 0 });
  });

  it("Riches of Aiur: at the end of each Regrouping two of his partially depleted cards are restored", () => {
    const d = draft(
      startedWithLeadership(["aldaris", "overmind"], ["aldaris-riches-of-aiur", "overmind-the-swarm"]),
    );
    const mine = Object.keys(d.resources).filter((id) => d.resources[id].owner === 0);
    const theirs = Object.keys(d.resources).filter((id) => d.resources[id].owner === 1);
    expect(mine.length).toBeGreaterThan(0);
    for (const id of [...mine, ...theirs]) d.resources[id] = { ...d.resources[id], depletion: 1 };
    atRegroupingEnd(d);
    const restored = mine.filter((id) => d.resources[id].depletion === 0);
    expect(restored).toHaveLength(Math.min(2, mine.length));
    expect(theirs.every((id) => d.resources[id].depletion === 1)).toBe(true);
  });
});

describe("Tactical Mastery", () => {
  it("Tactical Mastery: two special CP tokens on areas without CP, scored as printed by the controller", () => {
    const s0 = startedWithLeadership(
      ["mengsk", "overmind"],
      ["mengsk-terran-dominion", "overmind-the-swarm"],
    );
    const d = draft(s0);
    d.events = { ...d.events, deck: d.events.deck.filter((c) => cat(d).events[c].stage >= 2) };
    d.round = 3;
    startRegrouping(d);
    let s: StarcraftState = act(d, 1, { type: "choose-leadership", card: "overmind-cerebrate-daggoth" });
    s = act(s, 0, { type: "choose-leadership", card: "mengsk-tactical-mastery" });
    expect(s.frame.kind).toBe("place-cp-token");
    // An area he controls, printed without CP.
    const options = legalActions(s, 0);
    const mine = options.find((o) => o.type === "place-cp-token" && controller(s, o.area) === 0);
    if (mine?.type !== "place-cp-token") throw new Error("Mengsk controls an area without CP");
    const printedCp = cat(s).areas[mine.area].cp;
    expect(printedCp).toBe(0);
    const cpArea = Object.values(cat(s).areas).find((a) => a.cp > 0 && s.planets[a.planet]);
    if (cpArea) expect(() => act(s, 0, { type: "place-cp-token", area: cpArea.id })).toThrow();
    const before = s.players[0].cp;
    s = act(s, 0, mine);
    expect(s.frame.kind).toBe("place-cp-token");
    const other = legalActions(s, 0).find((o) => o.type === "place-cp-token" && o.area !== mine.area)!;
    s = act(s, 0, other);
    expect(s.frame.kind).not.toBe("place-cp-token");
    // The Overmind's Cerebrate (resolved after Mengsk's card) goes down before conquest points.
    while (s.frame.kind === "place-installation") s = act(s, 1, legalActions(s, 1)[0]);
    expect(areaCp(s, mine.area)).toBe(1);
    expect(s.broodWar?.lead?.cpTokens).toEqual([
      mine.type === "place-cp-token" ? mine.area : "",
      (other as { area: string }).area,
    ]);
    // This Regrouping's conquest points (after the choose step) include his token.
    let expected = 0;
    for (const a of Object.values(cat(s).areas))
      if (s.planets[a.planet] && controller(s, a.id) === 0) expected += areaCp(s, a.id);
    expect(s.players[0].cp - before).toBe(expected);
    expect(expected).toBeGreaterThan(
      Object.values(cat(s).areas)
        .filter((a) => s.planets[a.planet] && controller(s, a.id) === 0)
        .reduce((n, a) => n + a.cp, 0),
    );
    expect(s.broodWar?.leadership[0]).not.toContain("mengsk-tactical-mastery");
  });
});

describe("Subtle Influence", () => {
  it("Subtle Influence: she names a planet she dominates; next Planning the others place one order there at most", () => {
    const d = draft(
      startedWithLeadership(
        ["queen-of-blades", "raynor"],
        ["queen-of-blades-a-new-rising-power", "raynor-raynors-raiders"],
      ),
    );
    d.events = { ...d.events, deck: d.events.deck.filter((c) => cat(d).events[c].stage === 3) };
    d.broodWar = { ...d.broodWar!, lead: { ...d.broodWar!.lead!, stage: 2 } };
    d.round = 4;
    startRegrouping(d);
    let s: StarcraftState = act(d, 1, { type: "choose-leadership", card: "raynor-to-the-bitter-end" });
    s = act(s, 0, { type: "choose-leadership", card: "queen-of-blades-subtle-influence" });
    expect(s.frame.kind).toBe("leadership-planet");
    const home = planetOf(s.bases.find((b) => b.owner === 0)!.area);
    const raynorHome = planetOf(s.bases.find((b) => b.owner === 1)!.area);
    expect(legalActions(s, 0)).toContainEqual({ type: "leadership-planet", planet: home });
    expect(legalActions(s, 0)).not.toContainEqual({ type: "leadership-planet", planet: raynorHome });
    s = act(s, 0, { type: "leadership-planet", planet: home });
    expect(s.broodWar?.lead?.influence).toEqual({ owner: 0, planet: home, round: 5 });
    // Next round's Planning: Raynor, with one order already on her planet, may not add a second.
    const t = draft(s);
    t.round = 5;
    t.phase = "planning";
    t.frame = { kind: "planning", turn: 1 };
    t.stacks = { [home]: [{ owner: 1, kind: "mobilize", gold: false }] };
    const planets = (st: StarcraftState, p: number) =>
      legalActions(st, p).flatMap((a) => (a.type === "place-order" ? [a.planet] : []));
    // A Raynor unit on her planet makes it one he may order on.
    t.units = [...t.units, { id: t.nextUnitId, owner: 1, type: "terran-marine", area: `${home}#0` }];
    expect(planets({ ...t, stacks: {} }, 1)).toContain(home);
    expect(planets(t, 1)).not.toContain(home);
    expect(() => act(t, 1, { type: "place-order", planet: home, order: "build", gold: false })).toThrow(
      /order-planet/,
    );
    // She is not restricted.
    const her = {
      ...t,
      frame: { kind: "planning" as const, turn: 0 },
      stacks: { [home]: [{ owner: 0, kind: "build" as const, gold: false }] },
    };
    expect(planets(her, 0)).toContain(home);
  });
});

describe("The Will of the Conclave", () => {
  it("The Will of the Conclave: next Planning Phase Aldaris places two orders a turn, eight in all", () => {
    const d = draft(
      startedWithLeadership(["aldaris", "raynor"], ["aldaris-predestined", "raynor-raynors-raiders"]),
    );
    d.round = 4;
    resolveLeadershipCard(d, 0, "aldaris-the-will-of-the-conclave");
    expect(d.broodWar?.leadership[0]).not.toContain("aldaris-the-will-of-the-conclave");
    startPlanning(d);
    expect(d.round).toBe(5);
    let s: StarcraftState = d;
    const turns: number[] = [];
    while (s.frame.kind === "planning") {
      const p = s.frame.turn;
      turns.push(p);
      const a = legalActions(s, p).find((x) => x.type === "place-order");
      if (!a)
        throw new Error(`seat ${p} after ${JSON.stringify(turns)}: ${JSON.stringify(legalActions(s, p))}`);
      s = act(s, p, a);
    }
    const count = (p: number) => turns.filter((q) => q === p).length;
    expect(count(0)).toBe(8);
    expect(count(1)).toBe(4);
    // Two in a row for him each turn while Raynor has orders left.
    const first = turns.indexOf(0);
    expect(turns[first + 1]).toBe(0);
    // Only that round: the next Planning Phase is back to four.
    const t = draft(s);
    t.stacks = {}; // the round's orders executed
    startPlanning(t);
    expect(t.round).toBe(6);
    let u: StarcraftState = t;
    let his = 0;
    while (u.frame.kind === "planning") {
      const p = u.frame.turn;
      if (p === 0) his++;
      u = act(u, p, legalActions(u, p).find((x) => x.type === "place-order")!);
    }
    expect(his).toBe(4);
  });
});

describe("Special orders next round", () => {
  /** Seat 0 reveals its order on its base planet in round 5 (the round after the card). */
  function revealing(faction: string, stage1: string, card: string, order: "research" | "build") {
    const d = draft(startedWithLeadership([faction, "overmind"], [stage1, "overmind-the-swarm"]));
    d.round = 4;
    resolveLeadershipCard(d, 0, card);
    d.round = 5;
    d.phase = "execution";
    const home = planetOf(d.bases.find((b) => b.owner === 0)!.area);
    d.stacks = { [home]: [{ owner: 0, kind: order, gold: false }] };
    d.frame = { kind: "execution", turn: 0 };
    return { s: act(d, 0, { type: "reveal-order", planet: home }), home };
  }

  it("Deathblow: next Action Phase her revealed Research may be executed as a special Mobilize, outside the pool", () => {
    const { s } = revealing(
      "queen-of-blades",
      "queen-of-blades-a-new-rising-power",
      "queen-of-blades-deathblow",
      "research",
    );
    expect(legalActions(s, 0)).toContainEqual({ type: "execute-order", as: "mobilize" });
    const t = act(s, 0, { type: "execute-order", as: "mobilize" });
    expect(t.frame.kind === "mobilize" && t.frame.gold).toBe(true);
    expect(t.broodWar?.pools[0]).toEqual([]);
    // Another round: no longer.
    const later = { ...s, round: 6 };
    expect(legalActions(later, 0)).not.toContainEqual({ type: "execute-order", as: "mobilize" });
  });

  it("Terran Civilization: every building track to level III, and next round any order may be a special Build", () => {
    const { s } = revealing("mengsk", "mengsk-terran-dominion", "mengsk-terran-civilization", "research");
    const tracks = new Set(
      Object.values(cat(s).buildings)
        .filter((b) => b.race === "terran")
        .map((b) => b.track),
    );
    for (const t of tracks) expect(s.players[0].buildings[t]).toBe(3);
    expect(legalActions(s, 0)).toContainEqual({ type: "execute-order", as: "build" });
    const t = act(s, 0, { type: "execute-order", as: "build" });
    expect(t.frame.kind === "build" && t.frame.gold).toBe(true);
    expect(t.broodWar?.pools[0]).toEqual([]);
  });
});

describe("Ultimate Sacrifice", () => {
  it("Ultimate Sacrifice: one of his units dies, and every unit in the area he names on its planet", () => {
    const d = draft(
      startedWithLeadership(["tassadar", "raynor"], ["tassadar-domination", "raynor-raynors-raiders"]),
    );
    const raynorArea = d.units.find((u) => u.owner === 1)!.area;
    const planet = planetOf(raynorArea);
    const free = Object.values(cat(d).areas).find(
      (a) => a.planet === planet && a.id !== raynorArea && a.terrain !== "flying",
    )!;
    const zealot = d.units.find((u) => u.owner === 0)!;
    d.units = d.units.map((u) => (u.id === zealot.id ? { ...u, area: free.id } : u));
    d.events = { ...d.events, deck: d.events.deck.filter((c) => cat(d).events[c].stage === 3) };
    d.broodWar = { ...d.broodWar!, lead: { ...d.broodWar!.lead!, stage: 2 } };
    d.round = 4;
    startRegrouping(d);
    let s: StarcraftState = act(d, 1, { type: "choose-leadership", card: "raynor-to-the-bitter-end" });
    s = act(s, 0, { type: "choose-leadership", card: "tassadar-ultimate-sacrifice" });
    expect(s.frame.kind).toBe("ultimate-sacrifice");
    const move = { type: "ultimate-sacrifice" as const, unit: zealot.id, area: raynorArea };
    expect(legalActions(s, 0)).toContainEqual(move);
    const before = s.units.filter((u) => u.area === raynorArea).length;
    expect(before).toBeGreaterThan(0);
    s = act(s, 0, move);
    expect(s.units.some((u) => u.id === zealot.id)).toBe(false);
    expect(s.units.filter((u) => u.area === raynorArea)).toEqual([]);
    expect(s.broodWar?.leadership[0]).not.toContain("tassadar-ultimate-sacrifice");
  });
});

describe("Emperor Arcturus I", () => {
  it("Emperor Arcturus I: before the planets, Mengsk picks his two planet tokens and the first player", () => {
    let s = setupState(bwOptions(2, LEADERSHIP), "arcturus");
    while (s.frame.kind === "choose-faction") {
      const p = pending(s)[0].player;
      s = act(s, p, { type: "choose-faction", faction: p === 0 ? "mengsk" : "overmind" });
    }
    s = act(s, 1, { type: "choose-leadership", card: "overmind-the-swarm" });
    s = act(s, 0, { type: "choose-leadership", card: "mengsk-emperor-arcturus-i" });
    expect(s.frame.kind).toBe("emperor-arcturus");
    const theirs = s.planetHands[1];
    const offered = legalActions(s, 0).flatMap((a) => (a.type === "leadership-planet" ? [a.planet] : []));
    for (const t of theirs) expect(offered).not.toContain(t);
    const wanted = offered.filter((x) => !s.planetHands[0].includes(x)).slice(0, 2);
    expect(wanted).toHaveLength(2);
    for (const planet of wanted) s = act(s, 0, { type: "leadership-planet", planet });
    expect(s.planetHands[0]).toEqual(wanted);
    expect(legalActions(s, 0)).toEqual([
      { type: "choose-first-player", seat: 0 },
      { type: "choose-first-player", seat: 1 },
    ]);
    s = act(s, 0, { type: "choose-first-player", seat: 1 });
    expect(s.firstPlayer).toBe(1);
    expect(s.frame.kind).toBe("place-planet");
    expect(pending(s)[0].player).toBe(1);
    expect(s.broodWar?.leadership[0]).toEqual([]);
  });
});

describe("Khala Devotee", () => {
  it("Khala Devotee: at the end of each Planning Phase Aldaris may move a stack's bottom order to its top", () => {
    const d = draft(
      startedWithLeadership(["aldaris", "raynor"], ["aldaris-predestined", "raynor-raynors-raiders"]),
    );
    d.broodWar = {
      ...d.broodWar!,
      leadership: d.broodWar!.leadership.map((c, q) => (q === 0 ? [...c, "aldaris-khala-devotee"] : c)),
    };
    let s: StarcraftState = d;
    while (s.frame.kind === "planning") {
      const p = s.frame.turn;
      s = act(s, p, legalActions(s, p).find((x) => x.type === "place-order")!);
    }
    expect(s.frame.kind).toBe("khala-devotee");
    expect(pending(s)[0].player).toBe(0);
    const choice = legalActions(s, 0).find((a) => a.type === "reorder-stack");
    if (choice?.type !== "reorder-stack") throw new Error("a stack of two orders exists");
    const before = s.stacks[choice.planet];
    s = act(s, 0, choice);
    expect(s.stacks[choice.planet]).toEqual([...before.slice(1), before[0]]);
    expect(s.phase).toBe("execution");
    // Without the card the game goes straight to execution.
    let t: StarcraftState = startedWithLeadership(
      ["aldaris", "raynor"],
      ["aldaris-predestined", "raynor-raynors-raiders"],
    );
    while (t.frame.kind === "planning") {
      const p = t.frame.turn;
      t = act(t, p, legalActions(t, p).find((x) => x.type === "place-order")!);
    }
    expect(t.frame.kind).not.toBe("khala-devotee");
  });
});

describe("Cerebrate Daggoth", () => {
  it("Cerebrate Daggoth: the Cerebrate goes to a friendly area; while it stands the Overmind places a fifth order, first", () => {
    const s0 = startedWithLeadership(
      ["raynor", "overmind"],
      ["raynor-raynors-raiders", "overmind-the-swarm"],
    );
    const d = draft(s0);
    d.events = { ...d.events, deck: d.events.deck.filter((c) => cat(d).events[c].stage >= 2) };
    d.round = 3;
    startRegrouping(d);
    let s: StarcraftState = act(d, 0, { type: "choose-leadership", card: "raynor-make-do-with-little" });
    s = act(s, 1, { type: "choose-leadership", card: "overmind-cerebrate-daggoth" });
    expect(s.frame.kind).toBe("place-installation");
    const options = legalActions(s, 1);
    for (const o of options) if (o.type === "place-installation") expect(controller(s, o.area)).toBe(1);
    const baseArea = s.bases.find((b) => b.owner === 1)!.area;
    expect(options).not.toContainEqual({ type: "place-installation", area: baseArea });
    s = act(s, 1, options[0]);
    expect(s.broodWar?.installations).toContainEqual({
      owner: 1,
      kind: "cerebrate",
      area: (options[0] as { area: string }).area,
    });
    // Next Planning Phase: the Overmind places first, then the usual turns; five orders for him.
    const t = draft(s);
    t.stacks = {};
    startPlanning(t);
    let u: StarcraftState = t;
    const turns: number[] = [];
    while (u.frame.kind === "planning") {
      const p = u.frame.turn;
      turns.push(p);
      u = act(u, p, legalActions(u, p).find((x) => x.type === "place-order")!);
    }
    expect(turns[0]).toBe(1);
    expect(turns.filter((p) => p === 1)).toHaveLength(5);
    expect(turns.filter((p) => p === 0)).toHaveLength(4);
  });
});

describe("The Overmind", () => {
  it("The Overmind: its installation goes down with his forces; +1 CP each Regrouping while it stands", () => {
    let placedAt = "";
    const s = startedWithLeadership(
      ["overmind", "raynor"],
      ["overmind-the-overmind", "raynor-raynors-raiders"],
      "lead",
      (t) => {
        if (t.frame.kind === "place-installation") placedAt = t.frame.installation;
      },
    );
    expect(placedAt).toBe("overmind");
    const inst = s.broodWar?.installations.find((i) => i.kind === "overmind");
    expect(inst?.owner).toBe(0);
    expect(controller(s, inst!.area)).toBe(0);
    expect(s.bases.some((b) => b.area === inst!.area)).toBe(false);
    expect(s.phase).toBe("planning");
    const d = draft(s);
    const before = d.players[0].cp;
    overmindPoints(d);
    expect(d.players[0].cp).toBe(before + 1);
    expect(d.players[1].cp).toBe(0);
  });
});

describe("Return to Aiur", () => {
  it("Return to Aiur: transports onto any routes (as many as his tokens allow), safe during the next round", () => {
    const d = draft(
      startedWithLeadership(["tassadar", "raynor"], ["tassadar-domination", "raynor-raynors-raiders"]),
    );
    d.events = { ...d.events, deck: d.events.deck.filter((c) => cat(d).events[c].stage === 3) };
    d.broodWar = { ...d.broodWar!, lead: { ...d.broodWar!.lead!, stage: 2 } };
    d.round = 4;
    startRegrouping(d);
    let s: StarcraftState = act(d, 1, { type: "choose-leadership", card: "raynor-to-the-bitter-end" });
    s = act(s, 0, { type: "choose-leadership", card: "tassadar-return-to-aiur" });
    expect(s.frame.kind).toBe("return-to-aiur");
    const before = s.transports.filter((t) => t.owner === 0).length;
    const room = Math.min(8, cat(s).tokens.transports - before, s.routes.length - before);
    for (let i = 0; i < room; i++) s = act(s, 0, legalActions(s, 0)[0]);
    expect(s.frame.kind).not.toBe("return-to-aiur");
    const mine = s.transports.filter((t) => t.owner === 0);
    expect(mine.length).toBe(before + room);
    expect(new Set(mine.map((t) => t.route)).size).toBe(mine.length);
    // Next round's Regrouping step 1: no base at either end, yet they stay; the round after, they go.
    const t = draft(s);
    t.bases = t.bases.filter((b) => b.owner !== 0);
    t.round = 5;
    destroyBasesAndTransports(t);
    expect(t.transports.filter((x) => x.owner === 0).length).toBe(before + room);
    t.round = 6;
    destroyBasesAndTransports(t);
    expect(t.transports.filter((x) => x.owner === 0)).toEqual([]);
  });
});
