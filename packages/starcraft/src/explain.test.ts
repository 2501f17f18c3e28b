/** Ruleset.explain: orders that cannot be executed, gold orders the pool or modules refuse, unaffordable technologies. */
import { describe, expect, it } from "vitest";
import { startedBroodWar } from "./brood-war/testing";
import { explain } from "./explain";
import { legalActions, validate } from "./ruleset";
import type { StarcraftState } from "./state";
import { act, lineGalaxy, patchPlayer, started, withBases, withFrame, withUnits } from "./testing";

/**
 * Raynor (seat 0) with a base and marines on the first planet; the second next to it; the
 * Overmind's base on the third. Brood War: Tarsonis, Erebus Station, Braken; core: Abaddon,
 * Chau Sara, Braken.
 */
function board(s0: StarcraftState): StarcraftState {
  const [home, next, far] = s0.broodWar
    ? ["tarsonis", "erebus-station", "braken"]
    : ["abaddon", "chau-sara", "braken"];
  let s = lineGalaxy(s0, [home, next, far]);
  s = withBases(s, [
    [0, `${home}#0`],
    [1, `${far}#0`],
  ]);
  s = withUnits(s, [
    [0, "terran-marine", `${home}#0`],
    [0, "terran-marine", `${home}#1`],
    [1, "zerg-zergling", `${far}#0`],
  ]);
  return { ...s, transports: [] };
}

const planning = (s: StarcraftState, p = 0) =>
  withFrame({ ...s, ordersPlaced: s.players.map(() => 0) }, { kind: "planning", turn: p }, "planning");

const drawsEvent = (s: StarcraftState, planet: string, order: string, gold = false) =>
  explain(s, 0).find(
    (u) =>
      u.about === "order-draws-event" &&
      u.args?.planet === planet &&
      u.args?.order === order &&
      u.args?.gold === gold,
  );

describe("StarCraft explain", () => {
  it("Mobilize needs a transport on the route: a Mobilize placed next door without one can only become an event draw", () => {
    const s = planning(board(started(["raynor", "overmind"])));
    const place = { type: "place-order", planet: "chau-sara", order: "mobilize", gold: false } as const;
    expect(legalActions(s, 0)).toContainEqual(place); // the placement stays legal
    expect(drawsEvent(s, "chau-sara", "mobilize")?.error.code).toBe("mobilize-needs-transport");
    // With a transport on the route, the warning goes.
    const withTransport = { ...s, transports: [{ owner: 0, route: 0 }] };
    expect(drawsEvent(withTransport, "chau-sara", "mobilize")).toBeUndefined();
  });

  it("Research needs a base on the active planet: a Research order where the player has none is flagged", () => {
    const s = planning(board(started(["raynor", "overmind"])));
    expect(drawsEvent(s, "chau-sara", "research")?.error.code).toBe("research-needs-base");
    expect(drawsEvent(s, "abaddon", "research")).toBeUndefined();
  });

  it("Core game: gold orders are limited to one per R&D module — the refused gold order is explained", () => {
    const s = planning(board(started(["raynor", "overmind"])));
    const gold = explain(s, 0).filter((u) => u.about === "place-gold-order");
    expect(gold.map((u) => u.args?.order)).toEqual(["build", "mobilize", "research"]);
    expect(gold.every((u) => u.error.code === "gold-order-limit")).toBe(true);
    const withModule = patchPlayer(s, 0, { modules: { supply: 0, research: 1, "air-support": 0 } });
    expect(explain(withModule, 0).some((u) => u.about === "place-gold-order")).toBe(false);
  });

  it("BW-O2: with no room in the Special Order Pool a gold placement can only become an event draw", () => {
    const s = planning(board(startedBroodWar(["raynor", "overmind"], "explain")));
    expect(s.players[0].modules.research).toBe(0);
    const gold = { type: "place-order", planet: "tarsonis", order: "build", gold: true } as const;
    expect(validate(s, 0, gold)).toBeNull(); // BW-O1: placing it is allowed
    expect(drawsEvent(s, "tarsonis", "build", true)?.error.code).toBe("order-pool-full");
    // One R&D module: room for one gold order; a second one placed is flagged again.
    let one = patchPlayer(s, 0, { modules: { supply: 0, research: 1, "air-support": 0 } });
    expect(drawsEvent(one, "tarsonis", "build", true)).toBeUndefined();
    one = { ...one, stacks: { tarsonis: [{ owner: 0, kind: "research", gold: true }] } };
    expect(drawsEvent(one, "tarsonis", "build", true)?.error.code).toBe("order-pool-full");
  });

  it("BW-O2: a revealed gold order with the pool full names execute-order, which validate refuses", () => {
    let s = board(startedBroodWar(["raynor", "overmind"], "explain"));
    s = withFrame(
      { ...s, stacks: { tarsonis: [{ owner: 0, kind: "research", gold: true }] } },
      { kind: "execution", turn: 0 },
    );
    s = act(s, 0, { type: "reveal-order", planet: "tarsonis" });
    const [u] = explain(s, 0);
    expect(u).toMatchObject({
      about: "execute-order",
      action: { type: "execute-order" },
      args: { planet: "tarsonis", order: "research", gold: true },
    });
    expect(u.error.code).toBe("order-pool-full");
    expect(validate(s, 0, u.action)).not.toBeNull();
    expect(explain(s, 1)).toEqual([]); // another seat is told nothing
  });

  it("a technology the player cannot afford is shown with its price and refused", () => {
    let s = board(started(["raynor", "overmind"]));
    s = withFrame(s, {
      kind: "research",
      player: 0,
      planet: "tarsonis",
      gold: false,
      step: "tech",
      bought: null,
    });
    // Nothing left to pay with: no resource cards, the bases' permanent resources all used.
    s = patchPlayer({ ...s, resources: {} }, 0, { permanentUsed: { minerals: 99, gas: 99 }, workerPool: 0 });
    const techs = explain(s, 0).filter((u) => u.about === "buy-tech");
    expect(techs.length).toBeGreaterThan(0);
    for (const u of techs) {
      expect(validate(s, 0, u.action)?.code).toBe(u.error.code);
      expect(typeof u.args?.minerals).toBe("number");
    }
  });
});
