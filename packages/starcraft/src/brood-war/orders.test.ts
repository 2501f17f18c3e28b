/** Brood War orders: the Special Order Pool, strategic areas, the Defend order and guard tokens. */
import { describe, expect, it } from "vitest";
import { draft } from "../draft";
import { checkInvariants } from "../events/invariants";
import { applyAftermath } from "../orders/battle-aftermath";
import { startBattleFor } from "../orders/battle-start";
import { retrieveWorkers } from "../regrouping";
import { legalActions } from "../ruleset";
import type { StarcraftState } from "../state";
import { act, err, lineGalaxy, patchPlayer, started, withBases, withFrame, withUnits } from "../testing";
import { afterBroodWarAction } from "./after-action";
import { goldTokensLost } from "./special-orders";
import { startedBroodWar } from "./testing";

/** Raynor (seat 0) with a base on Tarsonis, the Overmind (seat 1) on Braken; Erebus Station between. */
function board(extra: Parameters<typeof startedBroodWar>[2] = {}): StarcraftState {
  let s = startedBroodWar(["raynor", "overmind"], "orders", extra);
  s = lineGalaxy(s, ["tarsonis", "erebus-station", "braken"]);
  s = withBases(s, [
    [0, "tarsonis#0"],
    [1, "braken#0"],
  ]);
  s = withUnits(s, [
    [0, "terran-marine", "tarsonis#0"],
    [0, "terran-marine", "tarsonis#1"],
    [1, "zerg-zergling", "braken#0"],
  ]);
  return { ...s, transports: [{ owner: 0, route: 0 }] };
}

const planning = (s: StarcraftState, p = 0) =>
  withFrame({ ...s, ordersPlaced: s.players.map(() => 0) }, { kind: "planning", turn: p }, "planning");

function revealOwn(
  s: StarcraftState,
  planet: string,
  kind: "build" | "mobilize" | "research",
  gold: boolean,
) {
  const t = withFrame(
    { ...s, stacks: { [planet]: [{ owner: 0, kind, gold }] } },
    { kind: "execution", turn: 0 },
  );
  return act(t, 0, { type: "reveal-order", planet });
}

describe("Brood War special orders (BW-O1..O4)", () => {
  it("BW-O1: a gold order may be placed with zero R&D modules (base game: refused)", () => {
    const s = planning(board());
    expect(s.players[0].modules.research).toBe(0);
    const gold = { type: "place-order", planet: "tarsonis", order: "build", gold: true } as const;
    expect(legalActions(s, 0)).toContainEqual(gold);
    expect(err(s, 0, gold)).toBeNull();
    const base = withFrame(started(["raynor", "overmind"]), { kind: "planning", turn: 0 }, "planning");
    const baseGold = {
      ...gold,
      planet: base.planetOrder.find((id) => base.bases.some((b) => b.owner === 0 && b.area.startsWith(id)))!,
    };
    expect(err(base, 0, baseGold)?.code).toBe("gold-order-limit");
  });

  it("BW-O2: a gold order executes only while the pool has room; it then enters the pool, which empties at Regrouping step 4", () => {
    let s = patchPlayer(board(), 0, { modules: { supply: 0, research: 1, "air-support": 0 } });
    s = revealOwn(s, "tarsonis", "research", true);
    expect(s.frame).toMatchObject({ kind: "execute-or-event", gold: true, pool: true });
    expect(legalActions(s, 0)).toContainEqual({ type: "execute-order" });
    s = act(s, 0, { type: "execute-order" });
    expect(s.broodWar!.pools[0]).toEqual(["research"]);
    // A second gold order: the pool (1 R&D module) is full, so only the event is left.
    s = revealOwn(s, "tarsonis", "build", true);
    expect(legalActions(s, 0)).toEqual([{ type: "draw-event-instead" }]);
    expect(err(s, 0, { type: "execute-order" })?.code).toBe("order-cannot-execute");
    expect(s.broodWar!.stats.goldRefusedPoolFull).toBe(1);
    const d = draft(s);
    retrieveWorkers(d);
    expect(d.broodWar!.pools[0]).toEqual([]);
  });

  it("FAQ (BW): only R&D modules size the Special Order Pool", () => {
    let s = patchPlayer(board(), 0, { modules: { supply: 0, research: 0, "air-support": 0 } });
    s = revealOwn(s, "tarsonis", "build", true);
    expect(legalActions(s, 0)).toEqual([{ type: "draw-event-instead" }]);
  });

  it("BW-O3 + FAQ (BW): on a planet where you control a strategic area every order is special and none enters the pool", () => {
    // Erebus Station's ground area is strategic; a silver Build there counts as gold.
    let s = board();
    s = withBases(s, [[0, "erebus-station#0"]]);
    s = revealOwn(s, "erebus-station", "build", false);
    expect(s.frame).toMatchObject({ kind: "execute-or-event", gold: true, strategic: true });
    expect((s.frame as { pool?: boolean }).pool).toBeUndefined();
    s = act(s, 0, { type: "execute-order" });
    expect(s.frame).toMatchObject({ kind: "build", gold: true });
    expect(s.broodWar!.pools[0]).toEqual([]);
    expect(s.broodWar!.stats.strategicExecutions).toBe(1);
    // A gold order there needs no R&D module either.
    let t = withBases(board(), [[0, "erebus-station#0"]]);
    t = revealOwn(t, "erebus-station", "build", true);
    expect(legalActions(t, 0)).toContainEqual({ type: "execute-order" });
  });

  it("BW-O4: Disposable Special Orders: a gold order always executes; one that finds no room leaves the game", () => {
    let s = board({ variants: { disposableSpecialOrders: true } });
    s = revealOwn(s, "tarsonis", "build", true);
    expect(legalActions(s, 0)).toContainEqual({ type: "execute-order" });
    s = act(s, 0, { type: "execute-order" });
    expect(goldTokensLost(s, 0, "build")).toBe(1);
    const p = planning(s);
    expect(err(p, 0, { type: "place-order", planet: "tarsonis", order: "build", gold: true })?.code).toBe(
      "order-token-unavailable",
    );
  });
});

describe("the Defend order and guard tokens (BW-D1, BW-D2)", () => {
  it("BW-D1: placed face up in a friendly area, units move only into it, then a guard token; it is one of the four orders", () => {
    let s = planning(board());
    expect(legalActions(s, 0)).toContainEqual({ type: "place-defend", area: "tarsonis#0" });
    // Not in an area with another player's units or base.
    expect(err(s, 0, { type: "place-defend", area: "braken#0" })?.code).toBe("defend-friendly-area");
    s = act(s, 0, { type: "place-defend", area: "tarsonis#0" });
    expect(s.frame).toMatchObject({ kind: "mobilize", defend: "tarsonis#0" });
    expect(s.ordersPlaced[0]).toBe(1);
    // It can never be traded for an event.
    expect(legalActions(s, 0)).not.toContainEqual({ type: "draw-event-instead" });
    const marine = s.units.find((u) => u.area === "tarsonis#1")!.id;
    expect(err(s, 0, { type: "move-unit", unit: marine, area: "tarsonis#2" })?.code).toBe(
      "defend-moves-into-its-area",
    );
    s = act(s, 0, { type: "move-unit", unit: marine, area: "tarsonis#0" });
    s = act(s, 0, { type: "end-mobilize" });
    expect(s.broodWar!.guards).toEqual([{ owner: 0, area: "tarsonis#0" }]);
    expect(s.frame).toMatchObject({ kind: "planning" });
    expect(s.broodWar!.stats.defendOrders).toBe(1);
    // Once per Planning Phase.
    const again = withFrame(s, { kind: "planning", turn: 0 }, "planning");
    expect(legalActions(again, 0).some((a) => a.type === "place-defend")).toBe(false);
    expect(err(again, 0, { type: "place-defend", area: "tarsonis#1" })?.code).toBe("defend-once");
  });

  it("BW-D1 (ruling): a Defend order with no legal move still places its guard token", () => {
    let s = planning(board());
    s = act(s, 0, { type: "place-defend", area: "tarsonis#1" });
    // The only other own unit may move in, but ending at once is allowed.
    expect(legalActions(s, 0)).toContainEqual({ type: "end-mobilize" });
    s = act(s, 0, { type: "end-mobilize" });
    expect(s.broodWar!.guards).toEqual([{ owner: 0, area: "tarsonis#1" }]);
  });

  it("BW-A1: a Defend order never moves a unit into an area of the wrong type", () => {
    let s = withUnits(board(), [[0, "terran-wraith", "erebus-station#1"]]);
    s = withUnits(s, [[0, "terran-marine", "erebus-station#0"]]);
    s = planning(s);
    s = act(s, 0, { type: "place-defend", area: "erebus-station#0" });
    const wraith = s.units.find((u) => u.type === "terran-wraith")!.id;
    expect(err(s, 0, { type: "move-unit", unit: wraith, area: "erebus-station#0" })?.code).toBe(
      "area-terrain",
    );
  });

  /** A battle in Braken#0, where both the defender (seat 1) and the attacker hold a guard token. */
  function guardedBattle(): StarcraftState {
    let s = board();
    s = {
      ...s,
      broodWar: {
        ...s.broodWar!,
        guards: [
          { owner: 1, area: "braken#0" },
          { owner: 0, area: "braken#0" },
        ],
      },
    };
    s = withUnits(s, [[0, "terran-marine", "braken#0"]]);
    const d = draft(s);
    startBattleFor(d, 0, "braken", "braken#0", false);
    return d;
  }
  type GuardBattle = {
    guard?: string;
    sides: { guardToken: boolean; healthBonus: number; startAbilities: { source: string }[] }[];
    aftermath: { kind: string; player: number; area?: string }[];
  };

  it("BW-D2 + FAQ (BW): the defender may discard his guard token for +2 health in every skirmish; it is not a start-of-battle ability", () => {
    let s = guardedBattle();
    const b = s.battle as unknown as GuardBattle;
    // Asked after the start-of-battle step, and only the defender: it defends only.
    expect(b.guard).toBe("ask");
    expect(legalActions(s, 1)).toEqual([
      { type: "battle-guard-token", use: true },
      { type: "battle-guard-token", use: false },
    ]);
    expect(legalActions(s, 0)).toEqual([]);
    expect(b.sides[1].startAbilities.some((a) => a.source.includes("guard"))).toBe(false);
    s = act(s, 1, { type: "battle-guard-token", use: true });
    const after = s.battle as unknown as GuardBattle;
    expect(after.sides[1].healthBonus).toBe(2);
    expect(after.sides[0].healthBonus).toBe(0);
    // Combat reports the token as used; the rules discard it from the board.
    const used = after.aftermath.filter((e) => e.kind === "guard-token-used");
    expect(used).toEqual([expect.objectContaining({ player: 1, area: "braken#0" })]);
    const d = draft(s);
    applyAftermath(d, used);
    expect(d.broodWar!.guards).toEqual([{ owner: 0, area: "braken#0" }]);
    expect(d.broodWar!.stats.guardTokensUsed).toBe(1);
  });

  it("BW-D2: using the guard token is the defender's choice; a kept token gives no health and stays in its area", () => {
    let s = guardedBattle();
    expect(err(s, 1, { type: "battle-guard-token", use: "yes" })?.code).toBe("malformed-action");
    s = act(s, 1, { type: "battle-guard-token", use: false });
    const b = s.battle as unknown as GuardBattle;
    expect(b.guard).toBe("kept");
    expect(b.sides[1].healthBonus).toBe(0);
    expect(b.aftermath.some((e) => e.kind === "guard-token-used")).toBe(false);
    expect(s.broodWar!.guards).toContainEqual({ owner: 1, area: "braken#0" });
  });

  it("BW-D2: a guard token is discarded once its owner no longer controls its area", () => {
    let s = board();
    s = { ...s, broodWar: { ...s.broodWar!, guards: [{ owner: 0, area: "tarsonis#1" }] } };
    // His marine leaves, an enemy zergling holds the area.
    s = {
      ...s,
      units: s.units.map((u) => (u.area === "tarsonis#1" ? { ...u, owner: 1, type: "zerg-zergling" } : u)),
    };
    const d = draft(s);
    afterBroodWarAction(d);
    expect(d.broodWar!.guards).toEqual([]);
    expect(
      checkInvariants(d, [...d.events.deck, ...d.events.removed, ...d.events.discard]).filter((x) =>
        x.includes("guard"),
      ),
    ).toEqual([]);
  });
});
