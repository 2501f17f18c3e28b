/**
 * The HeuristicBot's Protoss mind-control plan (brood-war-plans.ts) starts at the Dark Archon:
 * the steps before it cost more than a steal gives in a game of about seven rounds (measured:
 * pursued from the first round, Protoss won 21% of two-player Brood War games; not pursued, 50%).
 */
import { Match } from "@koprulu/engine";
import { type StarcraftAction, type StarcraftState, type StarcraftView, starcraft } from "@koprulu/starcraft";
import { describe, expect, it } from "vitest";
import { broodWarPlanBonus } from "./brood-war-plans";

/** Seat 0's view of a fresh two-player Brood War game, Tassadar against Raynor. */
function tassadarView(): StarcraftView {
  const options = { players: 2, factionSelection: "choose", maxRounds: 60, expansions: ["brood-war"] };
  const m = new Match(starcraft as never, options, "mind-control-plan");
  const factions = ["tassadar", "raynor"];
  while ((m.state as StarcraftState).frame.kind === "choose-faction") {
    const p = m.pending()[0].player;
    m.submit(p, { type: "choose-faction", faction: factions[p] });
  }
  return starcraft.view(m.state as StarcraftState, 0);
}

/** An area of seat 0 (the plan's bonuses do not read the board there). */
const area = "home#0";

/** The view with one more unit of seat 0. */
function withUnit(v: StarcraftView, type: string): StarcraftView {
  return { ...v, units: [...v.units, { id: 9999, owner: 0, type, area }] };
}

const bonus = (v: StarcraftView, a: StarcraftAction) => broodWarPlanBonus(v, 0, a);

describe("HeuristicBot Protoss mind-control plan", () => {
  it("without a Dark Archon, Gateway III, Summon Dark Archon, Mind Control and Dark Templar earn no plan bonus", () => {
    const v = tassadarView();
    expect(v.players[0].faction).toBe("tassadar");
    expect(bonus(v, { type: "build-building", building: "protoss-gateway-2" })).toBe(0);
    expect(bonus(v, { type: "buy-tech", tech: "protoss-summon-dark-archon" })).toBe(0);
    expect(bonus(v, { type: "buy-tech", tech: "protoss-mind-control" })).toBe(0);
    expect(bonus(v, { type: "build-unit", unit: "protoss-dark-templar", area })).toBe(0);
  });

  it("with a Dark Archon standing, the Mind Control technology and the Archon's summoning are worth it", () => {
    const v = tassadarView();
    expect(
      bonus(withUnit(v, "protoss-dark-archon"), { type: "buy-tech", tech: "protoss-mind-control" }),
    ).toBeGreaterThan(0);
    expect(bonus(v, { type: "build-unit", unit: "protoss-dark-archon", area })).toBeGreaterThan(0);
  });
});
