import { describe, expect, it } from "vitest";
import { TOKEN_GAS, TOKEN_MINERALS } from "../../actions";
import { RESOURCE_TOKEN_SUPPLY, tokensInSupply } from "../../resources";
import type { StarcraftState } from "../../state";
import { view } from "../../view";
import { eventCard } from "../cards";
import { board, patchPlayer, pick, picks, play } from "../testing";

describe("event-resource-tokens", () => {
  it("Brood War resource tokens: the event gives the tokens", () => {
    expect(eventCard(board(), "supply-cache").key).toBe("event-resource-tokens");
    expect(play(board(), 0, "supply-cache").players[0].resourceTokens).toEqual({ minerals: 1, gas: 1 });
    expect(play(board(), 1, "mineral-windfall").players[1].resourceTokens).toEqual({ minerals: 2, gas: 0 });
    // Tokens add up with those already held, and the supply shrinks by as many.
    const s = play(patchPlayer(board(), 2, { resourceTokens: { minerals: 1, gas: 0 } }), 2, "vespene-surge");
    expect(s.players[2].resourceTokens).toEqual({ minerals: 1, gas: 2 });
    expect(tokensInSupply(s)).toBe(RESOURCE_TOKEN_SUPPLY - 3);
    expect(s.players[0].resourceTokens).toBeUndefined(); // the others take nothing
  });

  it("the supply of 30 tokens is never exceeded: a take beyond it takes what is left, minerals first (ruling)", () => {
    let s: StarcraftState = patchPlayer(board(), 1, { resourceTokens: { minerals: 20, gas: 9 } });
    s = play(s, 0, "supply-cache"); // 1 left: the mineral
    expect(s.players[0].resourceTokens).toEqual({ minerals: 1, gas: 0 });
    expect(tokensInSupply(s)).toBe(0);
    s = play(s, 0, "vespene-surge"); // none left
    expect(s.players[0].resourceTokens).toEqual({ minerals: 1, gas: 0 });
    expect(tokensInSupply(s)).toBe(0);
  });

  it("tokens are public: every seat sees how many each player holds", () => {
    const s = play(board(), 0, "supply-cache");
    expect(view(s, 1).players[0].resourceTokens).toEqual({ minerals: 1, gas: 1 });
    expect(view(s, "spectator").players[0].resourceTokens).toEqual({ minerals: 1, gas: 1 });
  });

  it("tokens count towards what a player can afford at event time, and pay without a worker", () => {
    // Monument of Glory costs 1 mineral + 1 gas; with no worker, only the tokens can pay it.
    const poor = patchPlayer(board(), 0, { workerPool: 0, resourceTokens: { minerals: 1, gas: 1 } });
    let s = play(poor, 0, "monument-of-glory");
    expect(picks(s)).toEqual(["pay"]);
    s = pick(s, "pay");
    expect(picks(s)).toEqual([TOKEN_MINERALS, TOKEN_GAS]);
    s = pick(s, TOKEN_MINERALS);
    expect(picks(s)).toEqual([TOKEN_GAS]); // the mineral is paid: only the gas token is offered
    s = pick(s, TOKEN_GAS);
    expect(s.frame.kind).not.toBe("event");
    expect(s.players[0].cp).toBe(1);
    expect(s.players[0].resourceTokens).toEqual({ minerals: 0, gas: 0 });
    expect(s.players[0].workerPool).toBe(0);
    expect(tokensInSupply(s)).toBe(RESOURCE_TOKEN_SUPPLY);
  });

  it("at event time a worker that would leave the rest unpayable is not offered (ruling)", () => {
    // One worker and a mineral token for 1 mineral + 1 gas: the worker must pay the gas.
    const s = pick(
      play(
        patchPlayer(board(), 0, { workerPool: 1, resourceTokens: { minerals: 1, gas: 0 } }),
        0,
        "monument-of-glory",
      ),
      "pay",
    );
    expect(picks(s)).toContain(TOKEN_MINERALS);
    expect(picks(s)).toContain("permanent-gas");
    expect(picks(s)).not.toContain("permanent-minerals");
  });
});
