/**
 * BW-MC3 (EN §5, FAQ p.3): a mind-controlled unit fights with the top card of its original
 * owner's combat deck; its controller may add a matching reinforcement from his own hand; a
 * non-Protoss unit can use the controller's "Any" reinforcements. Provisional: the drawn card
 * goes to the original owner's discard pile. Nobody sees it before the skirmish is revealed.
 */
import { Rng } from "@koprulu/engine";
import { describe, expect, it } from "vitest";
import { battleLegalActions, battlePending, startBattle } from "./battle";
import { determinizeBattle } from "./determinize";
import { card, catalogWith, input, RNG } from "./testing/fixtures";
import { act, finish } from "./testing/play";
import type { BattleInput, BattleState } from "./types";
import { battleValidate } from "./validate";
import { battleView } from "./view";

/** "Any" reinforcement: no pictured unit, +2 attack. */
const anyBoost = card("any-boost", {
  units: [],
  reinforcement: true,
  abilities: [{ key: "gain-attack", params: { amount: 2 } }],
});
/** A Protoss reinforcement picturing the Zealot only, +3 attack. */
const zealotBoost = card("zealot-boost", {
  units: ["protoss-zealot"],
  reinforcement: true,
  abilities: [{ key: "gain-attack", params: { amount: 3 } }],
});
const CAT = catalogWith([anyBoost, zealotBoost]);

/**
 * Seat 0 (Terran) attacks a Zergling that seat 1 (Protoss) holds by mind control; its original
 * owner, seat 2 (Zerg), is not in the battle: his deck comes in from outside.
 */
function controlledBattle(): BattleInput {
  return input(
    {
      units: [{ id: 10, type: "terran-marine" }],
      hand: ["terran-combat-07"],
      deck: ["terran-combat-08", "terran-combat-08"],
    },
    {
      units: [{ id: 20, type: "zerg-zergling", originalOwner: 2 }],
      hand: ["protoss-combat-03", "any-boost", "zealot-boost"],
      deck: ["protoss-combat-04", "protoss-combat-05"],
    },
    {
      catalog: CAT,
      outsideDecks: [{ player: 2, deck: ["zerg-combat-03", "zerg-combat-15"], discard: ["zerg-combat-01"] }],
    },
  );
}

/** Up to the defender's card placement (the attacker played his Marine card). */
function toDefenderPlacement(): BattleState {
  let b = startBattle(controlledBattle(), RNG);
  b = act(b, { type: "battle-place", skirmish: 0, card: "terran-combat-07", reinforcement: null });
  expect(battlePending(b)[0]).toMatchObject({ player: 1, kind: "battle-place" });
  return b;
}

describe("BW-MC3: a mind-controlled unit's combat card", () => {
  it("BW-MC3 + FAQ (BW): it is the top card of its original owner's combat deck; the controller may add a reinforcement of his own; the card then goes to the original owner's discard pile", () => {
    let b = toDefenderPlacement();
    const ownDeck = [...b.sides[1].deck];
    // Only the original owner's top card, with or without each of the controller's reinforcements.
    expect(battleLegalActions(b, 1)).toEqual([
      { type: "battle-place", skirmish: 0, card: "original-top", reinforcement: null },
      { type: "battle-place", skirmish: 0, card: "original-top", reinforcement: "any-boost" },
      { type: "battle-place", skirmish: 0, card: "original-top", reinforcement: "zealot-boost" },
    ]);
    expect(battleValidate(b, 1, { type: "battle-place", skirmish: 0, card: "protoss-combat-03" })?.code).toBe(
      "battle-mind-controlled-card",
    );
    expect(battleValidate(b, 1, { type: "battle-place", skirmish: 0, card: "top" })?.code).toBe(
      "battle-mind-controlled-card",
    );
    b = act(b, { type: "battle-place", skirmish: 0, card: "original-top", reinforcement: "any-boost" });
    // Drawn at placement from seat 2's deck (not the controller's).
    expect(b.skirmishes[0].cards[1]).toMatchObject({ combat: "zerg-combat-03", blind: true, deckOwner: 2 });
    expect(b.outside?.[0].deck).toEqual(["zerg-combat-15"]);
    expect(b.sides[1].deck).toEqual(ownDeck);
    const { state, result } = finish(b);
    const rep = state.skirmishes[0].report!;
    // The Zergling is pictured on the Zerg card (major 6/3), plus the "Any" reinforcement's +2.
    expect(rep.combat[1]).toBe("zerg-combat-03");
    expect(rep.attack[1]).toBe(8);
    expect(result.decks[2]).toEqual(["zerg-combat-15"]);
    expect(result.discards[2]).toEqual(["zerg-combat-01", "zerg-combat-03"]);
    expect(result.discards[1]).toEqual(["any-boost"]);
    expect(result.hands[1]).not.toContain("any-boost");
  });

  it("BW-MC3 (EN §5): a non-Protoss unit under a Protoss player uses only his reinforcements marked Any; one picturing a Protoss unit is discarded", () => {
    let b = toDefenderPlacement();
    b = act(b, { type: "battle-place", skirmish: 0, card: "original-top", reinforcement: "zealot-boost" });
    const { state } = finish(b);
    expect(state.skirmishes[0].report!.attack[1]).toBe(6);
    expect(state.log).toContainEqual(
      expect.objectContaining({ event: "reinforcement-discarded", card: "zealot-boost" }),
    );
  });

  it("BW-MC3: the original owner fighting the battle himself gives the card from his own deck, and gets it back in his discard pile", () => {
    const inp = input(
      {
        units: [{ id: 10, type: "zerg-zergling" }],
        hand: ["zerg-combat-11"],
        deck: ["zerg-combat-01", "zerg-combat-01", "zerg-combat-01", "zerg-combat-03", "zerg-combat-15"],
      },
      { units: [{ id: 20, type: "zerg-zergling", originalOwner: 0 }], hand: [], deck: ["protoss-combat-04"] },
      { catalog: CAT },
    );
    let b = startBattle(inp, RNG);
    // The controller's placement is forced (no reinforcement in hand): played at once.
    b = act(b, { type: "battle-place", skirmish: 0, card: "zerg-combat-11", reinforcement: null });
    const { state, result } = finish(b);
    expect(state.skirmishes[0].report!.combat).toEqual(["zerg-combat-11", "zerg-combat-03"]);
    expect(result.decks[0]).toEqual(["zerg-combat-15"]);
    expect([...result.discards[0]].sort()).toEqual(["zerg-combat-03", "zerg-combat-11"]);
    expect(result.discards[1]).toEqual([]);
  });

  it("BW-MC3 (hidden information): the drawn card is seen by nobody before the reveal; views and determinize keep it the original owner's", () => {
    // Two skirmishes, so the attacker still has to choose which to reveal first.
    const inp = controlledBattle();
    inp.attacker.units = [
      { id: 10, type: "terran-marine" },
      { id: 11, type: "terran-marine" },
    ];
    inp.attacker.deck = Array.from({ length: 5 }, () => "terran-combat-08");
    inp.defender.units = [...inp.defender.units, { id: 21, type: "protoss-zealot" }];
    let b = startBattle(inp, RNG);
    b = act(
      b,
      { type: "battle-pair", attacker: 10, defender: 20 },
      { type: "battle-place", skirmish: 0, card: "terran-combat-07", reinforcement: null },
      { type: "battle-place", skirmish: 1, card: "terran-combat-08", reinforcement: null },
      { type: "battle-place", skirmish: 0, card: "original-top", reinforcement: "any-boost" },
      { type: "battle-place", skirmish: 1, card: "protoss-combat-03", reinforcement: null },
    );
    expect(battlePending(b)[0]).toMatchObject({ player: 0, kind: "battle-resolve" });
    for (const viewer of [0, 1, "spectator"] as const) {
      const v = battleView(b, viewer);
      expect(v.skirmishes[0].cards[1]).toMatchObject({
        placed: true,
        blind: true,
        combat: null,
        deckOwner: 2,
      });
      expect(JSON.stringify(v)).not.toContain('zerg-combat-03","blind');
      // The outside deck shows its size and discard only; its cards are an unordered multiset.
      expect(v.outside).toEqual([
        {
          player: 2,
          deckCount: 1,
          discard: ["zerg-combat-01"],
          unseen: ["zerg-combat-03", "zerg-combat-15"],
        },
      ]);
      expect(JSON.stringify(v.sides)).not.toContain("zerg-combat-03");
      const d = determinizeBattle(v, viewer, Rng.fromSeed(`det-${viewer}`));
      const slot = d.skirmishes[0].cards[1]!;
      expect(slot.deckOwner).toBe(2);
      expect([slot.combat, ...d.outside![0].deck].sort()).toEqual(["zerg-combat-03", "zerg-combat-15"]);
      expect(d.sides[1].deck.length).toBe(b.sides[1].deck.length);
    }
  });
});
