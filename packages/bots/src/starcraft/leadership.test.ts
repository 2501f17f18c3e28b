import { type StarcraftState, starcraft } from "@koprulu/starcraft";
import { describe, expect, it } from "vitest";
import { leadershipScore } from "./leadership";

function leadershipGame(): StarcraftState {
  return starcraft.setup(
    {
      players: 2,
      factionSelection: "choose",
      maxRounds: 60,
      expansions: ["brood-war"],
      variants: { leadershipCards: true },
    },
    "bot-lead",
  );
}

describe("HeuristicBot Leadership choice", () => {
  it("rates a hero card above Make Do With Little", () => {
    const s = leadershipGame();
    const v = starcraft.view(s, 0);
    // Stage II Raynor: the hero (a free Vulture and its abilities) above a free worker per Build.
    expect(leadershipScore(v, 0, "raynor-jim-raynor")).toBeGreaterThan(
      leadershipScore(v, 0, "raynor-make-do-with-little"),
    );
  });

  it("values Destiny only when an opponent is close to winning", () => {
    const s = leadershipGame();
    const calm = leadershipScore(starcraft.view(s, 0), 0, "aldaris-destiny");
    const danger = { ...s, players: s.players.map((p, i) => (i === 1 ? { ...p, cp: 14 } : p)) };
    expect(leadershipScore(starcraft.view(danger, 0), 0, "aldaris-destiny")).toBeGreaterThan(calm);
  });

  it("values Predestined (the others need 20 points) above a plain Special Victory objective (Stage I)", () => {
    const v = starcraft.view(leadershipGame(), 0);
    const asAldaris = {
      ...v,
      players: v.players.map((pl, i) => (i === 0 ? { ...pl, faction: "aldaris" } : pl)),
    };
    expect(leadershipScore(asAldaris, 0, "aldaris-predestined")).toBeGreaterThan(
      leadershipScore(asAldaris, 0, "aldaris-riches-of-aiur"),
    );
  });

  it("rates starting forces by what they cost, and the free units of Scorched Earth Policy", () => {
    const v = starcraft.view(leadershipGame(), 0);
    // Scorched Earth Policy's two Battlecruisers outweigh To the Bitter End's 2 points in a calm game.
    expect(leadershipScore(v, 0, "mengsk-scorched-earth-policy")).toBeGreaterThan(
      leadershipScore(v, 0, "raynor-to-the-bitter-end"),
    );
  });
});
