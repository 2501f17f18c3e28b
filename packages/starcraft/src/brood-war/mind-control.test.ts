/** Brood War mind control in the rules: voluntary destruction (BW-MC2) and later battles (BW-MC3). */
import { describe, expect, it } from "vitest";
import type { BattleState } from "../battle";
import { draft } from "../draft";
import { allEventCards, checkInvariants } from "../events/invariants";
import { startBattleFor } from "../orders/battle-start";
import { legalActions, pending } from "../ruleset";
import type { StarcraftState } from "../state";
import { act, err, lineGalaxy, withBases, withFrame, withUnits } from "../testing";
import { freeMindControlTokens, mindControl } from "./mind-control";
import { startedBroodWar } from "./testing";

/** Tassadar (seat 0, Protoss) on Tarsonis, the Overmind (seat 1) on Chau Sara; Braken between. */
function board(factions = ["tassadar", "overmind"]): StarcraftState {
  let s = startedBroodWar(factions, "mind-control");
  s = lineGalaxy(s, ["tarsonis", "braken", "chau-sara"]);
  return withBases(s, [
    [0, "tarsonis#0"],
    [1, "chau-sara#0"],
  ]);
}

/** Seat 0 holds `n` Zerglings of seat 1 by mind control. */
function controlling(s: StarcraftState, n: number): { s: StarcraftState; stolen: number[] } {
  s = withUnits(
    s,
    Array.from({ length: 3 }, () => [1, "zerg-zergling", "braken#0"] as [number, string, string]),
  );
  const d = draft(s);
  const ids = d.units.filter((u) => u.owner === 1 && u.area === "braken#0").map((u) => u.id);
  for (const id of ids.slice(0, n)) mindControl(d, 0, id);
  return { s: d, stolen: ids.slice(0, n) };
}

const planningTurn = (s: StarcraftState, p: number) =>
  withFrame({ ...s, ordersPlaced: s.players.map(() => 0) }, { kind: "planning", turn: p }, "planning");

describe("BW-MC2: voluntary destruction of a mind-controlled unit", () => {
  it("BW-MC2: with no free token, the Protoss may destroy a unit he controls on his turn to free its token; the turn goes on", () => {
    const { s: held, stolen } = controlling(board(), 2);
    let s = planningTurn(held, 0);
    expect(freeMindControlTokens(s, 0)).toBe(0);
    const offered = legalActions(s, 0).filter((a) => a.type === "destroy-mind-controlled");
    expect(offered).toEqual(stolen.map((unit) => ({ type: "destroy-mind-controlled", unit })));
    s = act(s, 0, { type: "destroy-mind-controlled", unit: stolen[0] });
    expect(s.units.some((u) => u.id === stolen[0])).toBe(false);
    expect(s.broodWar!.mindControlled[stolen[0]]).toBeUndefined();
    expect(freeMindControlTokens(s, 0)).toBe(1);
    // Still his turn to place an order; with a token free the destruction is no longer offered.
    expect(s.frame).toEqual({ kind: "planning", turn: 0 });
    expect(legalActions(s, 0).some((a) => a.type === "destroy-mind-controlled")).toBe(false);
    expect(legalActions(s, 0).some((a) => a.type === "place-order")).toBe(true);
  });

  it("BW-MC2: never while a token is free, never another player's unit, never outside his own turn", () => {
    const { s: one, stolen } = controlling(board(), 1);
    const s1 = planningTurn(one, 0);
    expect(legalActions(s1, 0).some((a) => a.type === "destroy-mind-controlled")).toBe(false);
    expect(err(s1, 0, { type: "destroy-mind-controlled", unit: stolen[0] })?.code).toBe(
      "mind-control-release",
    );
    const { s: two } = controlling(board(), 2);
    const zergling = two.units.find((u) => u.owner === 1)!.id;
    expect(err(planningTurn(two, 0), 0, { type: "destroy-mind-controlled", unit: zergling })?.code).toBe(
      "mind-control-release",
    );
    // The Overmind's turn: seat 0 is not asked at all.
    expect(legalActions(planningTurn(two, 1), 0)).toEqual([]);
  });
});

describe("BW-MC3 in the rules: later battles of a mind-controlled unit", () => {
  it("BW-MC3 + FAQ (BW): a mind-controlled unit fights with the top card of its original owner's deck, which then lies in his discard pile", () => {
    // Tassadar (0) holds an Overmind (1) Zergling on Braken; Raynor (2) attacks it.
    let s = board(["tassadar", "overmind", "raynor"]);
    const { s: held, stolen } = controlling(s, 1);
    s = withUnits({ ...held, units: held.units.filter((u) => u.owner !== 1 || u.area !== "braken#0") }, [
      [2, "terran-marine", "braken#0"],
    ]);
    const zerg = { deck: [...s.players[1].deck], discard: [...s.players[1].discard] };
    const d = draft(s);
    startBattleFor(d, 2, "braken", "braken#0", false);
    s = d;
    const b = s.battle as unknown as BattleState;
    expect(b.sides[1].units).toEqual([expect.objectContaining({ id: stolen[0], originalOwner: 1 })]);
    expect(b.outside).toEqual([{ player: 1, deck: zerg.deck, discard: zerg.discard }]);
    // Play the battle out with the first legal choice: Tassadar's only card choice for the
    // Zergling is seat 1's top card (forced when he holds no reinforcement).
    expect(zerg.deck.length).toBeGreaterThan(1);
    while (s.battle) {
      const p = pending(s)[0].player;
      const legal = legalActions(s, p);
      if (p === 0 && legal[0].type === "battle-place")
        expect(legal.every((a) => a.type === "battle-place" && a.card === "original-top")).toBe(true);
      s = act(s, p, legal[0]);
    }
    // Drawn from the top of seat 1's deck (a reinforcement found there is discarded and replaced
    // from the same deck, rule 7(1)i), and every drawn card lies in seat 1's discard pile.
    const drawn = zerg.deck.length - s.players[1].deck.length;
    expect(drawn).toBeGreaterThan(0);
    expect(s.players[1].deck).toEqual(zerg.deck.slice(drawn));
    expect(s.players[1].discard).toEqual([...zerg.discard, ...zerg.deck.slice(0, drawn)]);
    expect(checkInvariants(s, allEventCards(s))).toEqual([]);
  });
});
