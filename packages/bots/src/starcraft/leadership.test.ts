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
  it("rates a card whose effect the rules play above one whose effect is not played", () => {
    const s = leadershipGame();
    const v = starcraft.view(s, 0);
    // Stage II Raynor: the hero is on the board; Make Do With Little does nothing yet.
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

  it("values a Special Victory card's objective on top of its forces (Stage I)", () => {
    const v = starcraft.view(leadershipGame(), 0);
    // Raynor's Raiders: one starting unit fewer, one worker more, and the special victory.
    expect(leadershipScore(v, 0, "raynor-raynors-raiders")).toBeGreaterThan(
      leadershipScore(v, 0, "raynor-covert-operations"),
    );
  });
});
