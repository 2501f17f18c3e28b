import { planetAreas } from "@koprulu/starcraft/board";
import { describe, expect, it } from "vitest";
import { loadLiteContent } from "../content";
import { starcraftLite } from "./ruleset";
import { addUnits, edit, homeArea, homePlanet, legal, started, toBuild } from "./testing";

const explain = (s: Parameters<typeof starcraftLite.pending>[0], p: number) => starcraftLite.explain!(s, p);

/** A state at the Technology step (everyone asked, nobody chosen yet). */
function atTechnology(seed: string) {
  let s = started(2, seed);
  while (s.frame.kind === "mobilize") s = starcraftLite.apply(s, s.frame.player, { type: "end-mobilize" });
  return s;
}

/** Every named action must be one the rules refuse. */
function refused(s: ReturnType<typeof started>, p: number) {
  for (const u of explain(s, p)) if (u.action) expect(starcraftLite.validate(s, p, u.action)).not.toBeNull();
}

describe("explain: why a step offers only passing", () => {
  it("L-T2: with no worker free to pay 1 mineral + 1 gas, every unlocked upgrade is explained as unaffordable", () => {
    const plain = (race: string) =>
      loadLiteContent().unitOrder.filter(
        (u) => loadLiteContent().units[u].race === race && !loadLiteContent().units[u].upgrade.star,
      );
    const s = edit(atTechnology("explain-t2"), (d) => {
      for (const pl of d.board.players) pl.workerPool = 0;
      // a starred type needs the star module first (L-T3): unlock plain ones to see the price alone
      d.players[0] = {
        ...d.players[0],
        unlocked: [...new Set([...d.players[0].unlocked, ...plain(d.players[0].race).slice(0, 2)])],
      };
    });
    expect(s.frame.kind).toBe("technology");
    expect(legal(s, 0)).toEqual([{ type: "research", unit: null }]);
    const why = explain(s, 0);
    const unlocked = s.players[0].unlocked.filter((u) => !loadLiteContent().units[u].upgrade.star);
    expect(unlocked.length).toBeGreaterThan(0);
    for (const unit of unlocked)
      expect(why.find((w) => w.about === `upgrade:${unit}`)?.error.code).toBe("cannot-afford");
    refused(s, 0);
  });

  it("L-T1: a locked type and an upgraded type are explained with their own codes", () => {
    const base = atTechnology("explain-t1");
    const locked = starcraftLite.legalActions(base, 0).length; // sanity: the step is open
    expect(locked).toBeGreaterThan(0);
    const first = base.players[0].unlocked[0];
    const s = edit(base, (d) => {
      d.players[0] = { ...d.players[0], upgrades: [first] };
    });
    const why = explain(s, 0);
    expect(why.find((w) => w.about === `upgrade:${first}`)?.error.code).toBe("already-upgraded");
    expect(why.some((w) => w.error.code === "unit-locked")).toBe(true);
    expect(why.every((w) => w.error.rule?.startsWith("L-T"))).toBe(true);
    refused(s, 0);
  });

  it("explains nothing to a player who already chose (the choice is hidden, the step is done for him)", () => {
    const s = atTechnology("explain-chosen");
    const after = starcraftLite.apply(s, 0, { type: "research", unit: null });
    expect(explain(after, 0)).toEqual([]);
  });

  it("L-B2: no room is said exactly when a unit is affordable but no area is offered for it", () => {
    let s = toBuild(started(2, "explain-b2"));
    expect(s.frame.kind).toBe("build");
    const p = s.frame.kind === "build" ? s.frame.player : 0;
    // every area of the home planet filled to its limit with the player's own units
    s = edit(s, (d) => {
      const type = d.board.units.find((u) => u.owner === p)!.type;
      for (const a of planetAreas(d.board, homePlanet(d, p)))
        addUnits(
          d,
          p,
          type,
          a.id,
          Math.max(0, a.limit - d.board.units.filter((u) => u.area === a.id).length),
        );
    });
    const offered = legal(s, p).some((a) => a.type === "build-unit");
    const affordable =
      legal(s, p).length > 0 &&
      !explain(s, p).some((w) => w.about === "build:units" && w.error.code !== "no-room");
    const noRoom = explain(s, p).some((w) => w.about === "build:units" && w.error.code === "no-room");
    // the rules decide where a unit fits (a full area may or may not take one): explain follows them
    expect(noRoom).toBe(affordable && !offered);
    refused(s, p);
  });

  it("L-B2: over a whole game, 'no room' appears only in Build steps that offer no unit although one is affordable", () => {
    let s = started(3, "explain-game");
    let seen = 0;
    for (let i = 0; i < 4000 && starcraftLite.pending(s).length > 0; i++) {
      const p = starcraftLite.pending(s)[0]!.player;
      const acts = legal(s, p);
      for (const w of explain(s, p)) {
        if (w.action) expect(starcraftLite.validate(s, p, w.action)).not.toBeNull();
        if (w.error.code === "no-room") expect(acts.some((a) => a.type === "build-unit")).toBe(false);
        seen++;
      }
      const a = acts[(i * 7) % acts.length]!;
      s = starcraftLite.apply(s, p, a);
    }
    expect(seen).toBeGreaterThan(0);
  });

  it("L-B1: without a producing planet (the base area holds an enemy), the Build step says why", () => {
    let s = toBuild(started(2, "explain-b1"));
    const p = s.frame.kind === "build" ? s.frame.player : 0;
    const enemy = 1 - p;
    s = edit(s, (d) => {
      addUnits(d, enemy, d.board.units.find((u) => u.owner === enemy)!.type, homeArea(d, p));
    });
    expect(explain(s, p).find((w) => w.about === "build:units")?.error.code).toBe("no-producing-planet");
  });

  it("explains nothing outside the asking player's own decision", () => {
    const s = toBuild(started(2, "explain-other"));
    const p = s.frame.kind === "build" ? s.frame.player : 0;
    expect(explain(s, 1 - p)).toEqual([]);
    expect(starcraftLite.explain?.(s, 1 - p)).toEqual([]);
  });
});
