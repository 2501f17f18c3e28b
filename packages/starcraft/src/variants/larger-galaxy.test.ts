import { describe, expect, it } from "vitest";
import { specialVictoryOf } from "../brood-war/leadership";
import { bwOptions, startedBroodWar } from "../brood-war/testing";
import { cat } from "../rules-catalog";
import { legalActions, pending } from "../ruleset";
import { setupState } from "../setup";
import type { StarcraftState } from "../state";
import { act, patchPlayer } from "../testing";
import { normalTarget, normalVictory } from "../victory";

const LARGER = { variants: { largerGalaxy: true } };
const withCp = (s: StarcraftState, cps: number[]) => cps.reduce((t, cp, p) => patchPlayer(t, p, { cp }), s);

describe("BW-X4 Larger Galaxy", () => {
  it("BW-X4 Larger Galaxy: 25 conquest points to win, for everyone (no Aldaris bar: no Special Victory cards)", () => {
    const s = startedBroodWar(["raynor", "aldaris"], "larger", LARGER);
    expect(normalTarget(s, 0)).toBe(25);
    expect(normalTarget(s, 1)).toBe(25);
    expect(normalVictory(withCp(s, [24, 20]))).toBeNull();
    expect(normalVictory(withCp(s, [25, 20]))).toEqual([0]);
    // The same factions in a standard Brood War game: Aldaris's card raises the others' bar to 20.
    const standard = startedBroodWar(["raynor", "aldaris"], "larger");
    expect(normalTarget(standard, 0)).toBe(20);
    expect(normalTarget(standard, 1)).toBe(15);
  });

  it("BW-X4 Larger Galaxy: no Special Victory cards (without Leadership cards, none counts)", () => {
    const s = startedBroodWar(["raynor", "overmind"], "larger", LARGER);
    expect(specialVictoryOf(s, 0)).toBeNull();
    expect(specialVictoryOf(s, 1)).toBeNull();
    const standard = startedBroodWar(["raynor", "overmind"], "larger");
    expect(specialVictoryOf(standard, 0)).not.toBeNull();
  });

  it("BW-X4 Larger Galaxy: no Special Victory card is offered at the Stage I Leadership choice", () => {
    const offered = (variants: Record<string, boolean>) => {
      let s = setupState(bwOptions(2, { variants: { leadershipCards: true, ...variants } }), "larger");
      while (s.frame.kind === "choose-faction") {
        const p = pending(s)[0].player;
        s = act(s, p, { type: "choose-faction", faction: ["raynor", "overmind"][p] });
      }
      expect(s.frame.kind).toBe("choose-leadership");
      return legalActions(s, 0).map((a) => (a.type === "choose-leadership" ? a.card : ""));
    };
    const raynorVictoryCard = cat({ options: { expansions: ["brood-war"] } }).factions.raynor
      .specialVictoryCard;
    expect(raynorVictoryCard).toBeTruthy();
    expect(offered({})).toContain(raynorVictoryCard);
    const larger = offered({ largerGalaxy: true });
    expect(larger).not.toContain(raynorVictoryCard);
    expect(larger.length).toBe(offered({}).length - 1);
  });
});
