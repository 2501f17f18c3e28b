/**
 * The HeuristicBot's Protoss mind-control plan (brood-war-plans.ts): the steps to the Dark Archon
 * are pursued once the Summon technology is owned or Gateway III built, never from the first
 * round (measured: pursued from the first round, Protoss won 21% of two-player Brood War games;
 * not pursued, 50%); Mind Control is bought once the Archon is at most two Builds away.
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

/** The view with seat 0's technologies and Gateway level set. */
function withProgress(v: StarcraftView, techs: string[], gateway: number): StarcraftView {
  const me = v.players[0];
  const players = v.players.map((pl, i) =>
    i === 0
      ? { ...me, techs: [...me.techs, ...techs], buildings: { ...me.buildings, "protoss-gateway": gateway } }
      : pl,
  );
  return { ...v, players } as StarcraftView;
}

/** The view with units of seat 0 of these types in these areas. */
function withUnits(v: StarcraftView, units: [string, string][]): StarcraftView {
  const more = units.map(([type, at], i) => ({ id: 9000 + i, owner: 0, type, area: at }));
  return { ...v, units: [...v.units, ...more] };
}

const SUMMON = "protoss-summon-dark-archon";

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

  it("Summon Dark Archon owned: Gateway II and III come before more units, then a Dark Templar pair on one planet", () => {
    const v = withProgress(tassadarView(), [SUMMON], 1);
    // A building comes after a Build's units; 5 lifts it over the units a Build would buy first.
    expect(bonus(v, { type: "build-building", building: "protoss-gateway-2" })).toBeGreaterThanOrEqual(5);
    expect(bonus(v, { type: "build-building", building: "protoss-stargate-1" })).toBe(0);
    const gw3 = withProgress(tassadarView(), [SUMMON], 3);
    expect(bonus(gw3, { type: "build-unit", unit: "protoss-dark-templar", area })).toBeGreaterThan(0);
    // The pair stands on this planet: a third Dark Templar earns nothing more.
    const pair = withUnits(gw3, [
      ["protoss-dark-templar", area],
      ["protoss-dark-templar", area],
    ]);
    expect(bonus(pair, { type: "build-unit", unit: "protoss-dark-templar", area })).toBe(0);
  });

  it("Summon Dark Archon owned: a Dark Templar of the pair stays on its planet until the Archon is summoned", () => {
    const v = withUnits(withProgress(tassadarView(), [SUMMON], 3), [
      ["protoss-dark-templar", area],
      ["protoss-dark-templar", area],
    ]);
    const templar = v.units.find((u) => u.type === "protoss-dark-templar")!.id;
    expect(bonus(v, { type: "move-unit", unit: templar, area: "elsewhere#0" })).toBeLessThan(0);
    // Within the planet the pair stays together for the summoning.
    expect(bonus(v, { type: "move-unit", unit: templar, area: "home#1" })).toBe(0);
  });

  it("Gateway III built: the Summon technology is worth buying (Dark Templar are one Build away)", () => {
    const v = withProgress(tassadarView(), [], 3);
    expect(bonus(v, { type: "buy-tech", tech: SUMMON })).toBeGreaterThan(0);
  });

  it("Summon Dark Archon owned and Gateway III built: Mind Control is bought before the Archon stands", () => {
    const v = withProgress(tassadarView(), [SUMMON], 3);
    expect(bonus(v, { type: "buy-tech", tech: "protoss-mind-control" })).toBeGreaterThan(0);
    // With Gateway I the Archon is still far: no bonus yet.
    const far = withProgress(tassadarView(), [SUMMON], 1);
    expect(bonus(far, { type: "buy-tech", tech: "protoss-mind-control" })).toBe(0);
  });

  it("Gateway III on the way to the Dark Archon: a Build order where we have a base makes the Dark Templar pair", () => {
    const v = withProgress(tassadarView(), [SUMMON], 3);
    const based = { ...v, bases: [...v.bases, { owner: 0, area: "home#0" }] };
    const build = { type: "place-order" as const, planet: "home", order: "build" as const, gold: false };
    expect(bonus(based, build)).toBeGreaterThan(0);
    // No base there: no Dark Templar can be built, no bonus.
    expect(bonus(based, { ...build, planet: "nowhere" })).toBe(0);
  });
});
