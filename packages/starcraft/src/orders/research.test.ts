import { describe, expect, it } from "vitest";
import { legalActions } from "../ruleset";
import type { StarcraftState } from "../state";
import {
  act,
  areaOf,
  err,
  lineGalaxy,
  patchPlayer,
  payAll,
  started,
  withBases,
  withCards,
  withFrame,
} from "../testing";

function board(gold = false): StarcraftState {
  let s = lineGalaxy(started(["tassadar", "overmind"]), ["pridewater", "braken"]);
  s = withBases(s, [[0, areaOf("pridewater", 0)]]);
  s = withCards(s, 0, [areaOf("pridewater", 0), areaOf("pridewater", 1), areaOf("pridewater", 2)]);
  s = patchPlayer(s, 0, { workerPool: 12 });
  s = {
    ...s,
    stacks: {
      pridewater: [{ owner: 0, kind: "research", gold }],
      braken: [{ owner: 1, kind: "build", gold: false }],
    },
  };
  s = withFrame(s, { kind: "execution", turn: 0 });
  s = act(s, 0, { type: "reveal-order", planet: "pridewater" });
  return s;
}

describe("research", () => {
  it("Research draws one event face down, then may draw 3 combat cards", () => {
    let s = board();
    const hand = s.players[0].hand.length;
    s = act(s, 0, { type: "execute-order" });
    expect(s.players[0].events.length).toBe(1);
    s = act(s, 0, { type: "draw-combat-cards" });
    expect(s.players[0].hand.length).toBe(hand + 3);
  });

  it("Combat cards: the discard pile is reshuffled when the deck runs out", () => {
    let s = board();
    const p = s.players[0];
    s = patchPlayer(s, 0, { deck: p.deck.slice(0, 1), discard: p.deck.slice(1, 6) });
    s = act(s, 0, { type: "execute-order" });
    s = act(s, 0, { type: "draw-combat-cards" });
    expect(s.players[0].hand.length).toBe(p.hand.length + 3);
    expect(s.players[0].deck.length + s.players[0].discard.length).toBe(3);
  });

  it("Buying a technology takes all its copies, paid once, and shuffles deck + discards + new cards (hand kept)", () => {
    let s = act(board(), 0, { type: "execute-order" });
    s = act(s, 0, { type: "skip-combat-cards" });
    const before = s.players[0];
    s = patchPlayer(s, 0, { discard: before.deck.slice(0, 2), deck: before.deck.slice(2) });
    const hand = s.players[0].hand;
    s = payAll(act(s, 0, { type: "buy-tech", tech: "protoss-singularity-charge" }));
    const p = s.players[0];
    expect(p.techs).toEqual(["protoss-singularity-charge"]);
    expect(p.hand).toEqual(hand);
    expect(p.discard).toEqual([]);
    expect(p.deck.filter((c) => c === "protoss-singularity-charge").length).toBe(2);
    expect(p.deck.length).toBe(before.deck.length + 2);
    expect(s.frame.kind).not.toBe("research");
  });

  it("A technology is bought once; play-area technologies go face up, not into the deck", () => {
    let s = act(board(), 0, { type: "execute-order" });
    s = act(s, 0, { type: "skip-combat-cards" });
    s = patchPlayer(s, 0, { techs: ["protoss-singularity-charge"] });
    expect(err(s, 0, { type: "buy-tech", tech: "protoss-singularity-charge" })?.code).toBe(
      "tech-unavailable",
    );
    expect(err(s, 0, { type: "buy-tech", tech: "zerg-dark-swarm" })?.code).toBe("tech-unavailable");
    s = payAll(act(s, 0, { type: "buy-tech", tech: "protoss-summon-archon" }));
    expect(s.players[0].playArea).toEqual(["protoss-summon-archon"]);
  });

  it("Gold Research: one extra event, or one copy of the bought technology straight to hand", () => {
    let s = act(board(true), 0, { type: "execute-order" });
    s = act(s, 0, { type: "skip-combat-cards" });
    s = payAll(act(s, 0, { type: "buy-tech", tech: "protoss-singularity-charge" }));
    expect(legalActions(s, 0)).toContainEqual({ type: "research-gold", choice: "tech-to-hand" });
    const t = act(s, 0, { type: "research-gold", choice: "tech-to-hand" });
    expect(t.players[0].hand.filter((c) => c === "protoss-singularity-charge").length).toBe(1);
    expect(t.players[0].deck.filter((c) => c === "protoss-singularity-charge").length).toBe(1);
    const e = act(s, 0, { type: "research-gold", choice: "event" });
    expect(e.players[0].events.length).toBe(2);
    // Without a bought technology only the extra event is possible.
    let n = act(board(true), 0, { type: "execute-order" });
    n = act(act(n, 0, { type: "skip-combat-cards" }), 0, { type: "skip-tech" });
    expect(err(n, 0, { type: "research-gold", choice: "tech-to-hand" })?.code).toBe("research-gold");
  });

  it("Research needs a base on the active planet", () => {
    let s = lineGalaxy(started(["tassadar", "overmind"]), ["pridewater", "braken"]);
    s = {
      ...s,
      stacks: {
        braken: [{ owner: 0, kind: "research", gold: false }],
        pridewater: [{ owner: 1, kind: "build", gold: false }],
      },
    };
    s = withFrame(s, {
      kind: "execute-or-event",
      player: 0,
      planet: "braken",
      order: "research",
      gold: false,
    });
    expect(err(s, 0, { type: "execute-order" })?.code).toBe("research-needs-base");
  });
});
