import { Rng } from "@koprulu/engine";
import { tictactoe } from "@koprulu/tictactoe";
import { describe, expect, it } from "vitest";
import { randomBot } from "./random";

describe("RandomBot", () => {
  it("only ever returns one of the legal actions it was given", () => {
    const rng = Rng.fromSeed("random-legal");
    for (let game = 0; game < 50; game++) {
      let state = tictactoe.setup({}, `g${game}`);
      while (tictactoe.pending(state).length > 0) {
        const seat = tictactoe.pending(state)[0].player;
        const legal = tictactoe.legalActions(state, seat);
        const action = randomBot.choose({
          ruleset: tictactoe,
          seat,
          view: tictactoe.view(state, seat),
          decisions: tictactoe.pending(state),
          legalActions: legal,
          rng,
        });
        expect(legal).toContain(action);
        expect(tictactoe.validate(state, seat, action)).toBeNull();
        state = tictactoe.apply(state, seat, action);
      }
    }
  });

  it("is uniform over the legal actions", () => {
    const rng = Rng.fromSeed("uniform");
    const state = tictactoe.setup({}, "u");
    const legal = tictactoe.legalActions(state, 0);
    const counts = new Array(9).fill(0);
    for (let i = 0; i < 9000; i++) {
      const a = randomBot.choose({
        ruleset: tictactoe,
        seat: 0,
        view: state,
        decisions: [],
        legalActions: legal,
        rng,
      });
      counts[a.cell]++;
    }
    for (const c of counts) {
      expect(c).toBeGreaterThan(850);
      expect(c).toBeLessThan(1150);
    }
  });
});
