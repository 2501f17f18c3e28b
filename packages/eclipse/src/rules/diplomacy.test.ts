import { Rng } from "@koprulu/engine";
import { describe, expect, it } from "vitest";
import { ambassadorRoom, inRelations, reputationRoom } from "./diplomacy";
import { production } from "./economy";
import { neighbours as hexNeighbours, ringOf } from "./hex";
import { invariantProblems } from "./invariants";
import { eclipse } from "./ruleset";
import { finalOutcome, scoreOf } from "./scoring";
import { act, addShip, edit, legal, newGame, placeConnected, playRandom, turnOf } from "./testing";
import type { EclipseAction, EclipseState } from "./types";

/**
 * Two players: Red's home 0,-2 and, next to it through a full wormhole, sector 103 (six wormhole
 * halves) at 0,-1 held by Blue's disc. No ship in either hex.
 */
function neighbours(): EclipseState {
  return edit(newGame(2, "dip"), (s) => {
    turnOf(s, 0);
    s.hexes["0,-2"]!.ships = [];
    placeConnected(s, "0,-1", "103", "0,-2", 0);
    s.hexes["0,-1"]!.owner = 1;
    s.players[1]!.discsOnTrack--;
  });
}

/** The position next to `home` one ring closer to the Galactic Center. */
const neighbourToward = (home: string) => hexNeighbours(home).find((p) => ringOf(p) === ringOf(home) - 1)!;

const propose: EclipseAction = { type: "diplomacy-propose", to: 1, resource: "money" };
const refusal = (s: EclipseState, seat: number, a: EclipseAction) => eclipse.validate(s, seat, a)?.code;

/** Red proposes, Blue accepts with a science cube. */
function allied(): EclipseState {
  return act(act(neighbours(), 0, propose), 1, { type: "diplomacy-accept", resource: "science" });
}

describe("diplomacy (E-P2)", () => {
  it("E-P2: in his turn a player may propose relations to a neighbour joined by a full wormhole, both hexes with discs and without ships", () => {
    const s = neighbours();
    expect(legal(s, 0)).toContainEqual(propose);
    expect(legal(s, 0)).toContainEqual({ type: "diplomacy-propose", to: 1, resource: "materials" });
    expect(refusal(s, 0, propose)).toBeUndefined();
  });

  it("E-P2: the other player answers, even though it is not his turn; the proposer's turn then goes on", () => {
    const s = act(neighbours(), 0, propose);
    expect(eclipse.pending(s)).toEqual([expect.objectContaining({ player: 1, kind: "diplomacy" })]);
    expect(legal(s, 0)).toEqual([]);
    expect(legal(s, 1)).toEqual([
      { type: "diplomacy-accept", resource: "money" },
      { type: "diplomacy-accept", resource: "science" },
      { type: "diplomacy-accept", resource: "materials" },
      { type: "diplomacy-decline" },
    ]);
    expect(refusal(s, 0, { type: "diplomacy-decline" })).toBe("not-your-decision");
    const after = act(s, 1, { type: "diplomacy-decline" });
    expect(after.step).toEqual({ kind: "turn" });
    expect(after.turn).toBe(0);
    expect(inRelations(after, 0, 1)).toBe(false);
    // No disc is spent on a proposal.
    expect(after.players[0]!.discsOnTrack).toBe(neighbours().players[0]!.discsOnTrack);
  });

  it("E-P2: on acceptance each gives the other an ambassador with one population cube from his track", () => {
    const before = neighbours();
    const s = allied();
    const [red, blue] = s.players;
    expect(red!.ambassadors).toEqual([{ from: 1, resource: "science" }]);
    expect(blue!.ambassadors).toEqual([{ from: 0, resource: "money" }]);
    expect(red!.cubeTracks.money).toBe(before.players[0]!.cubeTracks.money - 1);
    expect(blue!.cubeTracks.science).toBe(before.players[1]!.cubeTracks.science - 1);
    // The cube leaves the population track, so production rises.
    expect(production(red!, "money")).toBeGreaterThan(production(before.players[0]!, "money"));
    expect(inRelations(s, 0, 1) && inRelations(s, 1, 0)).toBe(true);
    expect(s.stats.ambassadorsExchanged).toBe(1);
    expect(s.step).toEqual({ kind: "turn" });
    expect(s.turn).toBe(0);
    expect(invariantProblems(s)).toEqual([]);
  });

  it("E-P2: a ship in either hex, a half wormhole or no common border refuses the proposal", () => {
    const shipHere = edit(neighbours(), (s) => addShip(s, "0,-2", 0, "interceptor"));
    expect(refusal(shipHere, 0, propose)).toBe("diplomacy-not-neighbours");
    const shipThere = edit(neighbours(), (s) => addShip(s, "0,-1", 1, "interceptor"));
    expect(refusal(shipThere, 0, propose)).toBe("diplomacy-not-neighbours");
    const half = edit(neighbours(), (s) => {
      // Turn 0,-1 so that its edge toward Red's home has no wormhole half.
      const h = s.hexes["0,-1"]!;
      h.sector = "107"; // no wormhole on its printed BL edge
      for (let r = 0; r < 6; r++) {
        h.rotation = r;
        if (refusal(s, 0, propose) === "diplomacy-not-neighbours") return;
      }
      throw new Error("no rotation without a full wormhole");
    });
    expect(refusal(half, 0, propose)).toBe("diplomacy-not-neighbours");
    const noDisc = edit(neighbours(), (s) => {
      s.hexes["0,-1"]!.owner = null;
      s.players[1]!.discsOnTrack++;
    });
    expect(refusal(noDisc, 0, propose)).toBe("diplomacy-not-neighbours");
    expect(legal(noDisc, 0).some((a) => a.type === "diplomacy-propose")).toBe(false);
  });

  it("E-P2: one proposal per partner per round (ruling): a declined offer is not repeated until the next round", () => {
    const s = act(act(neighbours(), 0, propose), 1, { type: "diplomacy-decline" });
    expect(refusal(s, 0, propose)).toBe("diplomacy-asked");
  });

  it("E-P2: no relations twice with one partner, nor without an ambassador left or a free slot for it", () => {
    expect(refusal(allied(), 0, propose)).toBe("diplomacy-already");
    // Five players: Blue's three ambassadors are with seats 2, 3 and 4 (relations both ways).
    const five = edit(newGame(5, "dip5"), (s) => {
      turnOf(s, 0);
      const home = s.players[0]!.home;
      s.hexes[home]!.ships = [];
      const inner = neighbourToward(home);
      placeConnected(s, inner, "103", home, 0);
      s.hexes[inner]!.owner = 1;
      s.players[1]!.discsOnTrack--;
      for (const seat of [2, 3, 4]) {
        s.players[seat]!.ambassadors.push({ from: 1, resource: "money" });
        s.players[1]!.ambassadors.push({ from: seat, resource: "money" });
        s.players[1]!.cubeTracks.money--;
        s.players[seat]!.cubeTracks.money--;
      }
    });
    expect(refusal(five, 0, propose)).toBe("diplomacy-no-ambassador");
    const trackFull = edit(neighbours(), (s) => {
      s.players[1]!.reputation = [1, 1, 2, 3]; // four either-slots of the Terran track taken
    });
    expect(ambassadorRoom(trackFull.players[1]!)).toBe(0);
    expect(refusal(trackFull, 0, propose)).toBe("diplomacy-no-room");
  });

  it("E-P2 / Terran track: ambassadors and reputation tiles share the four slots", () => {
    const s = allied();
    expect(reputationRoom(s.players[0]!)).toBe(3);
    expect(ambassadorRoom(s.players[0]!)).toBe(3);
    // With the track full of tiles and an ambassador, a new tile replaces the lowest kept.
    const full = edit(s, (x) => {
      x.players[0]!.reputation = [1, 2, 4];
      x.phase = "combat";
      x.step = { kind: "reputation", player: 0, drawn: [3], queue: [] };
    });
    expect(legal(full, 0)).toEqual([{ type: "reputation-keep", value: 3 }, { type: "reputation-discard" }]);
    const kept = act(full, 0, { type: "reputation-keep", value: 3 });
    expect(kept.players[0]!.reputation).toEqual([2, 3, 4]);
    expect(kept.players[0]!.ambassadors).toHaveLength(1);
  });
});

/** An empty position next to Red's home that a sector can join through a wormhole. */
function secondNeighbour(s: EclipseState): string {
  for (const pos of hexNeighbours("0,-2")) {
    if (s.hexes[pos]) continue;
    try {
      placeConnected(
        edit(s, () => {}),
        pos,
        "103",
        "0,-2",
        0,
      );
      return pos;
    } catch {}
  }
  throw new Error("no second neighbour");
}

describe("breaking relations and the Traitor (E-C14, E-X10)", () => {
  /** Red's interceptor at home, about to move. */
  const readyToMove = (s: EclipseState) =>
    edit(s, (x) => {
      addShip(x, "0,-2", 0, "interceptor");
      turnOf(x, 0);
      x.step = { kind: "move", done: 0, limit: 3, from: "0,-2", hull: "interceptor" };
    });

  it("E-C14: moving a ship into a hex with the partner's disc breaks relations; the breaker takes the Traitor", () => {
    const s = act(readyToMove(allied()), 0, { type: "move-to", to: "0,-1" });
    expect(inRelations(s, 0, 1) || inRelations(s, 1, 0)).toBe(false);
    expect(s.traitor).toBe(0);
    expect(s.stats.relationsBroken).toBe(1);
    // Ruling (provisional): each ambassador goes home, its cube back to the track it came from.
    expect(s.players[0]!.cubeTracks).toEqual(neighbours().players[0]!.cubeTracks);
    expect(s.players[1]!.cubeTracks).toEqual(neighbours().players[1]!.cubeTracks);
    expect(invariantProblems(s)).toEqual([]);
  });

  it("E-P2 ruling: an ambassador's cube whose track has filled up since goes home to the first track with room", () => {
    const s = edit(readyToMove(allied()), (x) => {
      // A grey-square cube went to Red's money track meanwhile (from the science side of the supply).
      const red = x.players[0]!;
      red.cubeTracks.science -= 11 - red.cubeTracks.money;
      red.cubeTracks.money = 11;
    });
    const scienceBefore = s.players[0]!.cubeTracks.science;
    const after = act(s, 0, { type: "move-to", to: "0,-1" });
    expect(after.players[0]!.cubeTracks.money).toBe(11);
    expect(after.players[0]!.cubeTracks.science).toBe(scienceBefore + 1);
  });

  it("E-C14: moving into a hex with the partner's ship breaks relations too; an own hex does not", () => {
    const other = secondNeighbour(allied());
    const withShip = edit(allied(), (x) => {
      placeConnected(x, other, "103", "0,-2", 0);
      addShip(x, other, 1, "interceptor");
    });
    const broken = act(readyToMove(withShip), 0, { type: "move-to", to: other });
    expect(broken.traitor).toBe(0);
    const empty = edit(allied(), (x) => placeConnected(x, other, "103", "0,-2", 0));
    const kept = act(readyToMove(empty), 0, { type: "move-to", to: other });
    expect(inRelations(kept, 0, 1)).toBe(true);
    expect(kept.traitor).toBe(null);
  });

  it("E-X10: the Traitor card passes to the next player who breaks relations", () => {
    const s = edit(act(readyToMove(allied()), 0, { type: "move-to", to: "0,-1" }), (x) => {
      x.players[0]!.ambassadors = [{ from: 1, resource: "money" }];
      x.players[1]!.ambassadors = [{ from: 0, resource: "money" }];
      x.players[0]!.cubeTracks.money--;
      x.players[1]!.cubeTracks.money--;
      x.hexes["0,-1"]!.ships = [];
      addShip(x, "0,-1", 1, "interceptor");
      turnOf(x, 1);
      x.step = { kind: "move", done: 0, limit: 3, from: "0,-1", hull: "interceptor" };
    });
    expect(s.traitor).toBe(0);
    const after = act(s, 1, { type: "move-to", to: "0,-2" });
    expect(after.traitor).toBe(1);
    expect(scoreOf(after, 0).traitor).toBe(0);
    expect(scoreOf(after, 1).traitor).toBe(-2);
  });
});

describe("scoring told by category (§10, E-P3)", () => {
  it("E-P3: each ambassador on the track is 1 VP; the Traitor costs 2; the breakdown adds up to the score", () => {
    const s = edit(allied(), (x) => {
      x.traitor = 1;
      x.phase = "over";
    });
    expect(scoreOf(s, 0).ambassadors).toBe(1);
    expect(scoreOf(s, 1).ambassadors).toBe(1);
    expect(scoreOf(s, 1).traitor).toBe(-2);
    const o = finalOutcome(s);
    expect(o.breakdown).toHaveLength(2);
    o.breakdown!.forEach((b, seat) => {
      expect(Object.keys(b)).toEqual([
        "sectors",
        "reputation",
        "ambassadors",
        "discoveries",
        "monoliths",
        "tracks",
        "traitor",
        "species",
      ]);
      expect(Object.values(b).reduce((a, v) => a + v, 0)).toBe(o.scores![seat]);
    });
    expect(o.breakdown![1]!.traitor).toBe(-2);
  });

  it("every random game's breakdown adds up to its scores", () => {
    const s = playRandom(newGame(3, "breakdown", 3), Rng.fromSeed("breakdown"));
    const o = eclipse.outcome(s)!;
    expect(o.breakdown!.map((b) => Object.values(b).reduce((a, v) => a + v, 0))).toEqual(o.scores);
  });
});

describe("hidden information with diplomacy", () => {
  it("E-P1: ambassadors and the Traitor are public; others' reputation values stay hidden", () => {
    const s = edit(allied(), (x) => {
      x.players[1]!.reputation = [4];
      x.traitor = 1;
    });
    const v = eclipse.view(s, 0);
    expect(v.players[1]!.ambassadors).toEqual([{ from: 0, resource: "money" }]);
    expect(v.players[1]!.reputation).toEqual([0]);
    expect(v.traitor).toBe(1);
  });
});
