import { arePartners, type StarcraftOptions, type StarcraftView, starcraft } from "@koprulu/starcraft";
import { describe, expect, it } from "vitest";
import { randomBot } from "../random";
import { playCheckedGame } from "./checked-game.testing";
import { starcraftHeuristic } from "./heuristic";
import { leadershipScore } from "./leadership";
import { isFoe, partnerHolds } from "./teams";

const TEAMS: StarcraftOptions = { players: 4, factionSelection: "random", maxRounds: 200, mode: "team-play" };

describe("HeuristicBot in Team Play", () => {
  it("the partner is no foe, and an area holding his units is not one to move into", () => {
    const s = starcraft.setup(TEAMS, "foe");
    const v = starcraft.view(s, 0) as StarcraftView;
    expect([1, 2, 3].map((q) => isFoe(v, 0, q))).toEqual([true, false, true]);
    expect(isFoe({ ...v, options: { ...v.options, mode: undefined } }, 0, 2)).toBe(true);
    const withUnit = { ...v, units: [{ id: 99, owner: 2, type: "terran-marine", area: "braken#0" }] };
    expect(partnerHolds(withUnit, 0, "braken#0")).toBe(true);
    expect(partnerHolds(withUnit, 1, "braken#0")).toBe(false);
  });

  it("HeuristicBot: To the Bitter End, The Swarm Flies and Psi-Disruptor count the opponents only, the partner spared (Team Play, provisional)", () => {
    const options: StarcraftOptions = {
      ...TEAMS,
      expansions: ["brood-war"],
      variants: { leadershipCards: true },
    };
    const v0 = starcraft.view(starcraft.setup(options, "foe-lead"), 0) as StarcraftView;
    // Points and transports to take: To the Bitter End is valued by the points it takes from each
    // foe, The Swarm Flies by the foes' transports.
    const v = {
      ...v0,
      players: v0.players.map((pl) => ({ ...pl, cp: 3 })),
      transports: [1, 2, 3].map((owner) => ({ owner, route: 0 })),
    };
    const standard = { ...v, options: { ...v.options, mode: undefined } };
    // Three opponents in the standard game, two in Team Play: each card is worth less by one foe.
    for (const card of ["raynor-to-the-bitter-end", "raynor-psi-disruptor", "overmind-the-swarm-flies"])
      expect(leadershipScore(v, 0, card), card).toBeLessThan(leadershipScore(standard, 0, card));
    // A card that harms nobody is valued alike.
    expect(leadershipScore(v, 0, "raynor-jim-raynor")).toBe(
      leadershipScore(standard, 0, "raynor-jim-raynor"),
    );
  });

  it("two heuristic teams (one seat random) play a game to a rule ending; partners never fight", () => {
    const bots = [starcraftHeuristic, starcraftHeuristic, starcraftHeuristic, randomBot];
    const s = playCheckedGame(starcraft.setup(TEAMS, "teams-inv"), (seat) => bots[seat], "teams-inv", {
      maxActions: 60_000,
      onAction: (after) => {
        if (!after.battle) return;
        const [x, y] = after.battle.sides.map((side) => side.player);
        expect(arePartners(after, x, y), `battle between partners ${x} and ${y}`).toBe(false);
      },
    });
    expect(s.phase).toBe("over");
    expect(s.endReason).not.toBe("round-limit");
    // The winners are a whole team: both partners.
    expect(s.winners).toHaveLength(2);
    expect(arePartners(s, s.winners![0], s.winners![1])).toBe(true);
  }, 240_000);
});
