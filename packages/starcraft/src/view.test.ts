import { Rng } from "@koprulu/engine";
import { describe, expect, it } from "vitest";
import { determinize } from "./determinize";
import { legalActions, pending } from "./ruleset";
import type { StarcraftState } from "./state";
import { act, started } from "./testing";
import { view } from "./view";

/** A mid-planning state: some orders placed, events held. */
function midGame(): StarcraftState {
  let s = started(["raynor", "overmind", "tassadar"], "view");
  for (let i = 0; i < 5; i++) {
    const d = pending(s)[0];
    s = act(s, d.player, legalActions(s, d.player)[0]);
  }
  return { ...s, players: s.players.map((p, i) => ({ ...p, events: [s.events.deck[i]] })) };
}

describe("view", () => {
  it("Face-down orders are hidden from other players, shown to their owner", () => {
    const s = midGame();
    const stacks = Object.values(s.stacks).flat();
    expect(stacks.length).toBe(5);
    const v = view(s, 0);
    for (const o of Object.values(v.stacks).flat()) {
      if (o.owner === 0) expect(o.kind).not.toBeNull();
      else expect(o).toEqual({ owner: o.owner, kind: null, gold: null });
    }
    for (const o of Object.values(view(s, "spectator").stacks).flat()) expect(o.kind).toBeNull();
  });

  it("Hands are hidden from others, deck order from everyone, the PRNG state from everyone", () => {
    const s = midGame();
    const v = view(s, 1);
    expect(v.players[1].hand).toEqual(s.players[1].hand);
    expect(v.players[0].hand.every((c) => c === "?")).toBe(true);
    expect(v.players[0].hand.length).toBe(s.players[0].hand.length);
    expect(v.players[1].deck.every((c) => c === "?")).toBe(true);
    expect(v.rng).toEqual([0, 0, 0, 0]);
    expect(v.unknown.combat[0].length).toBe(s.players[0].hand.length + s.players[0].deck.length);
  });

  it("Face-down events are hidden even from their owner until regrouping step 8; the stage on the back shows", () => {
    const s = midGame();
    for (const viewer of [0, 1, 2, "spectator"] as const) {
      const v = view(s, viewer);
      for (const p of v.players) for (const e of p.events) expect(e).toMatch(/^\?[123]$/);
      expect(v.events.deck.every((e) => /^\?[123]$/.test(e))).toBe(true);
    }
    const seen = { ...s, players: s.players.map((p, i) => (i === 0 ? { ...p, eventsSeen: true } : p)) };
    expect(view(seen, 0).players[0].events).toEqual(s.players[0].events);
    expect(view(seen, 1).players[0].events[0]).toMatch(/^\?/);
  });

  it("determinize gives a state whose view equals the seat's view", () => {
    const s = midGame();
    for (const p of [0, 1, 2]) {
      const v = view(s, p);
      const d = determinize(v, p, new Rng([p + 1, 7, 7, 7]));
      expect(view(d, p)).toEqual(v);
      expect(d.players[p].hand).toEqual(s.players[p].hand);
    }
  });
});
