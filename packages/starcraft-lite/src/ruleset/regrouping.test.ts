import { Rng, seedRng } from "@koprulu/engine";
import { cat, planetOf } from "@koprulu/starcraft/board";
import { describe, expect, it } from "vitest";
import { canPay, capacityOf, exhaustForced, forceMine, PERMANENT_SOURCE } from "./economy";
import { drawHotSpots, HOT_SPOT_POINTS, hasAccess, hotSpotAreas } from "./hotspots";
import { defaultLiteOptions, validateLiteOptions } from "./options";
import { destroyAndScoreBases, startRegrouping } from "./regrouping";
import { starcraftLite } from "./ruleset";
import { addUnits, areasOf, edit, has, homeArea, homePlanet, legal, play, started } from "./testing";

describe("Lite economy", () => {
  it("L-E1: spending puts one worker per resource on held cards, up to their capacity", () => {
    const s = started(2, "e1");
    const p = 0;
    const cap = capacityOf(s, p);
    expect(canPay(s, p, { minerals: cap.minerals, gas: 0 })).toBe(
      cap.minerals <= s.board.players[p].workerPool,
    );
    expect(canPay(s, p, { minerals: cap.minerals + 1, gas: 0 })).toBe(false);
  });

  it("L-E1: the player places each worker of a purchase himself: a permanent resource or a held card with room", () => {
    let s = toBuildOf(started(2, "e1-place"), 0);
    const p = 0;
    // Two held mineral cards with room, plus the permanent minerals: three places for a worker.
    const minerals = Object.keys(s.board.resources)
      .filter((id) => cat(s.board).areas[id]?.resource === "minerals")
      .slice(0, 2);
    expect(minerals).toHaveLength(2);
    s = edit(s, (d) => {
      for (const id of minerals) d.board.resources[id] = { owner: p, workers: 0, depletion: 0 };
      d.board.players[p] = {
        ...d.board.players[p],
        workerPool: 10,
        permanentUsed: { minerals: 0, gas: 0 },
      };
    });
    const base = legal(s, p).find((a) => a.type === "base");
    const worker = { type: "build-worker" } as const;
    const buy = base ?? worker;
    const cost = base ? { minerals: 2, gas: 0 } : cat(s.board).workerCost;
    const pool = s.board.players[p].workerPool;
    s = play(s, p, buy);
    // The purchase is made; its workers are now placed one decision at a time, nothing else offered.
    const offered = legal(s, p);
    expect(offered.length).toBeGreaterThan(1);
    expect(offered.every((a) => a.type === "place-worker")).toBe(true);
    const sources = offered.map((a) => (a.type === "place-worker" ? a.source : ""));
    for (const id of minerals) expect(sources).toContain(id);
    expect(sources).toContain(PERMANENT_SOURCE.minerals);
    expect(has(s, p, { type: "end-build" })).toBe(false);
    expect(has(s, p, { type: "place-worker", source: "nowhere#9" })).toBe(false);
    // The chosen card takes the worker (not the automatic "permanent first" order).
    s = play(s, p, { type: "place-worker", source: minerals[1] });
    expect(s.board.resources[minerals[1]].workers).toBe(1);
    expect(s.board.players[p].permanentUsed.minerals).toBe(0);
    while (s.frame.kind === "build" && s.frame.owed) s = play(s, p, legal(s, p)[0]);
    expect(pool - s.board.players[p].workerPool).toBe(cost.minerals + cost.gas);
    expect(has(s, p, { type: "end-build" })).toBe(true);
  });

  it("L-E1: a card at its capacity takes no worker (force mining first doubles it)", () => {
    let s = toBuildOf(started(2, "e1-full"), 0);
    const p = 0;
    const card = Object.keys(s.board.resources).find(
      (id) => cat(s.board).areas[id]?.resource === "minerals",
    )!;
    const amount = cat(s.board).areas[card].amount;
    s = edit(s, (d) => {
      for (const id of Object.keys(d.board.resources))
        if (id !== card && d.board.resources[id].owner === p)
          d.board.resources[id] = { ...d.board.resources[id], owner: null };
      d.board.resources[card] = { owner: p, workers: amount, depletion: 0 };
      d.board.players[p] = { ...d.board.players[p], workerPool: 10, permanentUsed: { minerals: 0, gas: 0 } };
      d.options = { ...d.options, permanentResources: false };
    });
    expect(has(s, p, { type: "build-worker" })).toBe(false);
    s = play(s, p, { type: "force-mine", area: card });
    const before = s.board.resources[card].workers;
    const cost = cat(s.board).workerCost;
    s = play(s, p, { type: "build-worker" });
    // One place only: the workers go there without asking.
    expect(s.frame.kind === "build" && s.frame.owed).toBeFalsy();
    expect(s.board.resources[card].workers - before).toBe(cost.minerals);
  });

  it("L-E2: force mining doubles the card's amount until the end of the turn and depletes it", () => {
    let s = started(2, "e2");
    const p = 0;
    const card = Object.keys(s.board.resources).find((id) => s.board.resources[id].owner === p)!;
    const before = capacityOf(s, p);
    const kind = cat(s.board).areas[card].resource!;
    s = play(toBuildOf(s, p), p, { type: "force-mine", area: card });
    expect(capacityOf(s, p)[kind] - before[kind]).toBe(cat(s.board).areas[card].amount);
    expect(s.board.resources[card].depletion).toBe(1);
    // A second force mining (a later turn) exhausts it: it leaves the game at the end of that turn.
    const d = edit(s, (x) => {
      x.forced = [];
      const r = forceMine(x, x.board, card);
      x.forced = r.forced;
      x.exhausting = r.exhausting;
      exhaustForced(x, x.board);
    });
    expect(d.board.resources[card].depletion).toBe(2);
    expect(d.board.resources[card].owner).toBeNull();
  });

  it("L-E3: an upgrade costs 1+1 and a base 2 minerals (checked through canPay)", () => {
    const s = edit(started(2, "e3"), (d) => {
      d.options = { ...d.options, permanentResources: false };
      d.board.resources = {};
    });
    expect(canPay(s, 0, { minerals: 2, gas: 0 })).toBe(false);
  });
});

function toBuildOf(s: ReturnType<typeof started>, p: number) {
  let t = s;
  while (t.frame.kind === "mobilize") t = play(t, t.frame.player, { type: "end-mobilize" });
  while (t.frame.kind === "technology" && t.tech) {
    const q = t.tech.asked.find((x) => t.tech!.choices[x] === null)!;
    t = play(t, q, { type: "research", unit: null });
  }
  while (t.frame.kind === "build" && t.frame.player !== p) t = play(t, t.frame.player, { type: "end-build" });
  return t;
}

describe("Lite regrouping", () => {
  it("Step 1: each enemy base destroyed gives 2 CP, minus 2 per own base lost, never negative (3 − 1 → +4)", () => {
    const s = started(2, "k1");
    const d = edit(s, (x) => {
      x.players[0] = { ...x.players[0], basesDestroyed: 2, basesLost: 1 };
      // A third enemy base falls now: p0's units stand in p1's base area.
      addUnits(x, 0, "zerg-zergling", homeArea(x, 1));
      x.board.units = x.board.units.filter((u) => !(u.owner === 1 && u.area === homeArea(x, 1)));
      destroyAndScoreBases(x);
    });
    expect(d.board.players[0].cp).toBe(4);
    expect(d.board.players[1].cp).toBe(0);
    expect(d.board.bases.some((b) => b.owner === 1)).toBe(false);
    const lossOnly = edit(s, (x) => {
      x.players[1] = { ...x.players[1], basesLost: 1 };
      destroyAndScoreBases(x);
    });
    expect(lossOnly.board.players[1].cp).toBe(0);
  });

  it("Steps 2–4 are the base game's: cards of planets without own base are lost, workers come back", () => {
    const s = started(2, "k2");
    const d = edit(s, (x) => {
      const card = Object.keys(x.board.resources).find((id) => x.board.resources[id].owner === 0)!;
      x.board.bases = x.board.bases.filter((b) => b.owner !== 0);
      x.board.players[0] = { ...x.board.players[0], workersUnavailable: 2, workerPool: 5 };
      startRegrouping(x);
      expect(x.board.resources[card].owner).toBeNull();
    });
    expect(d.board.players[0].workerPool).toBe(7);
  });

  it("Step 5 (A13, L-O5): a player with access harvests hot-spot tokens, one worker to unavailable per CP; slow harvest takes one per turn", () => {
    const s = started(2, "h5");
    const area = homeArea(s, 0);
    expect(hasAccess(s, 0, area)).toBe(true);
    expect(hasAccess(s, 1, area)).toBe(false);
    for (const slow of [false, true]) {
      let t = edit(s, (x) => {
        x.options = { ...x.options, slowHarvest: slow };
        x.hotSpots = { [area]: 2 };
        startRegrouping(x);
      });
      expect(t.frame.kind).toBe("harvest");
      const cp = t.board.players[0].cp;
      t = play(t, 0, { type: "harvest", area });
      expect(t.board.players[0].cp).toBe(cp + 1);
      expect(t.board.players[0].workersUnavailable).toBe(1);
      const again = t.frame.kind === "harvest" && legal(t, 0).some((a) => a.type === "harvest");
      expect(again).toBe(!slow);
    }
  });

  it("Step 7 (L-O3, L-O4): the game ends at 30 CP (25, 20 with the options); most CP wins", () => {
    for (const [endAt, shortGame] of [
      [30, false],
      [25, false],
      [20, true],
    ] as const) {
      const s = started(2, `end${endAt}`, { endAt, shortGame });
      const near = edit(s, (x) => {
        x.board.players[0] = { ...x.board.players[0], cp: endAt - 1 };
        x.board.players[1] = { ...x.board.players[1], cp: endAt - 2 };
      });
      const over = edit(near, (x) => {
        x.board.players[0] = { ...x.board.players[0], cp: endAt + 5 };
        startRegrouping(x);
        while (x.frame.kind === "harvest") {
          const y = starcraftLite.apply(x, x.frame.queue[0], { type: "end-harvest" });
          Object.assign(x, y);
        }
      });
      expect(over.phase).toBe("over");
      expect(starcraftLite.outcome(over)!.winners).toEqual([0]);
      const notYet = edit(near, (x) => {
        x.board.units = [];
        x.board.bases = [];
        startRegrouping(x);
      });
      expect(notYet.phase).not.toBe("over");
    }
  });

  it("Step 8 (A14): hot spots are drawn from turn 1 by player count, never the same planet two turns running once refilled", () => {
    for (const n of [2, 3, 4, 5, 6]) {
      const s = started(n, `hs${n}`);
      const rng = new Rng(seedRng(`hs${n}`));
      const d = edit(s, (x) => drawHotSpots(x, rng));
      const total = Object.values(d.hotSpots).reduce((a, b) => a + b, 0);
      expect(total).toBe(HOT_SPOT_POINTS[n].reduce((a, b) => a + b, 0));
      expect(new Set(Object.keys(d.hotSpots).map(planetOf)).size).toBe(HOT_SPOT_POINTS[n].length);
    }
    const s = started(2, "refill");
    let x = s;
    const rng = new Rng(seedRng("r"));
    let last: string[] = [];
    for (let i = 0; i < 8; i++) {
      x = edit(x, (y) => drawHotSpots(y, rng));
      const now = x.drawn.slice(-1);
      expect(now.some((p) => last.includes(p))).toBe(false);
      last = now;
      x = { ...x, hotSpots: {} };
    }
  });

  it("Step 8 priorities: A no base, B no tokens yet, C lowest limit", () => {
    const s = started(2, "prio");
    const planet = homePlanet(s, 0);
    const areas = hotSpotAreas(s, planet);
    expect(areas).not.toContain(homeArea(s, 0));
    const lowest = Math.min(...areas.map((a) => cat(s.board).areas[a].limit));
    expect(areas.every((a) => cat(s.board).areas[a].limit === lowest)).toBe(true);
    const withTokens = edit(s, (x) => {
      x.hotSpots = Object.fromEntries(areas.map((a) => [a, 1]));
    });
    const others = areasOf(s, planet).filter((a) => a !== homeArea(s, 0) && !areas.includes(a));
    if (others.length > 0)
      expect(hotSpotAreas(withTokens, planet).every((a) => others.includes(a))).toBe(true);
  });

  it("Step 9 (A20, L-O4): Stage II begins once someone has 15 CP (10 in the short game) and lasts", () => {
    for (const [opts, at] of [
      [{}, 15],
      [{ endAt: 20 as const, shortGame: true }, 10],
    ] as const) {
      const s = started(2, "stage", opts);
      const d = edit(s, (x) => {
        x.board.players[1] = { ...x.board.players[1], cp: at };
        x.board.units = [];
        startRegrouping(x);
      });
      expect(d.stage).toBe(2);
      const below = edit(s, (x) => {
        x.board.players[1] = { ...x.board.players[1], cp: at - 2 };
        x.board.units = [];
        x.board.bases = [];
        startRegrouping(x);
      });
      expect(below.stage).toBe(1);
    }
  });

  it("Step 10: the first-player token passes left", () => {
    let s = started(2, "fp");
    const first = s.board.firstPlayer;
    while (s.round === 1) {
      const d = starcraftLite.pending(s)[0];
      const acts = legal(s, d.player);
      s = play(
        s,
        d.player,
        acts.find((a) => ["end-mobilize", "end-build", "end-harvest", "pass"].includes(a.type)) ??
          acts.find((a) => a.type === "research" && a.unit === null) ??
          acts[0],
      );
    }
    expect(s.board.firstPlayer).toBe((first + 1) % 2);
  });
});

describe("Lite options", () => {
  it("L-O: every optional rule is a validated option", () => {
    const ok = defaultLiteOptions(4);
    expect(validateLiteOptions(ok)).toBeNull();
    expect(validateLiteOptions({ ...ok, endAt: 25 })).toBeNull();
    expect(validateLiteOptions({ ...ok, endAt: 20, shortGame: true })).toBeNull();
    expect(validateLiteOptions({ ...ok, endAt: 20 })?.code).toBe("bad-options");
    expect(validateLiteOptions({ ...ok, shortGame: true })?.code).toBe("bad-options");
    expect(validateLiteOptions({ ...ok, endAt: 15 })?.code).toBe("bad-options");
    expect(validateLiteOptions({ ...ok, weakerEvents: "yes" })?.code).toBe("bad-options");
    expect(validateLiteOptions({ ...ok, players: 7 })?.code).toBe("bad-options");
    expect(validateLiteOptions({ ...ok, surprise: 1 })?.code).toBe("bad-options");
    expect(validateLiteOptions(null)?.code).toBe("bad-options");
    expect(() => starcraftLite.setup({ ...ok, endAt: 15 as 30 }, "x")).toThrow();
  });
});
