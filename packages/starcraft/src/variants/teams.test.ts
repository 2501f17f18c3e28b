import { describe, expect, it } from "vitest";
import { deathStrikeTargets } from "../brood-war/death-strike";
import { draft } from "../draft";
import { isEndDrawsNear } from "../events/cards";
import { pick, picks, play } from "../events/testing";
import { validateOptions } from "../options";
import { newBuildFrame } from "../orders/build";
import { startRegrouping } from "../regrouping";
import { setupState } from "../setup";
import type { MobilizeFrame, StarcraftOptions, StarcraftState } from "../state";
import {
  areaOf,
  err,
  lineGalaxy,
  patchPlayer,
  playSetup,
  withBases,
  withCards,
  withFrame,
  withUnits,
} from "../testing";
import {
  checkEliminations,
  endDrawsNearWinners,
  normalVictory,
  roundLimitWinners,
  specialVictory,
} from "../victory";
import { arePartners, partnersOf, teamOfSeat } from "./teams";

const FOUR = ["raynor", "overmind", "tassadar", "queen-of-blades"];

function game(factions = FOUR, extra: Partial<StarcraftOptions> = { mode: "team-play" }): StarcraftState {
  const options: StarcraftOptions = {
    players: factions.length,
    factionSelection: "choose",
    maxRounds: 60,
    ...extra,
  };
  return playSetup(setupState(options, "teams"), factions);
}

/** Four planets in a row, each seat with a unit and a base on its own planet's first area. */
function board(factions = FOUR, extra?: Partial<StarcraftOptions>): StarcraftState {
  const planets = ["abaddon", "braken", "chau-sara", "pridewater"];
  let s = lineGalaxy(game(factions, extra), planets);
  s = withUnits(
    s,
    planets.map((planet, p) => [
      p,
      ["terran-marine", "zerg-zergling", "protoss-zealot", "zerg-zergling"][p],
      areaOf(planet, 0),
    ]),
  );
  return withBases(
    s,
    planets.map((planet, p) => [p, areaOf(planet, 0)]),
  );
}

const withCp = (s: StarcraftState, cps: number[]) => cps.reduce((t, cp, p) => patchPlayer(t, p, { cp }), s);

const base = { factionSelection: "random", maxRounds: 60 };

describe("Team Play (core variant, Base p.42-43)", () => {
  it("Team Play is played by 4 or 6 players: other counts are refused (team-play-player-count)", () => {
    expect(validateOptions({ ...base, players: 4, mode: "team-play" })).toBeNull();
    expect(validateOptions({ ...base, players: 6, mode: "team-play" })).toBeNull();
    for (const players of [2, 3, 5])
      expect(validateOptions({ ...base, players, mode: "team-play" })?.code, `${players}`).toBe(
        "team-play-player-count",
      );
  });

  it("Team Play is a game mode: with Brood War it needs the Leadership cards and refuses the optional rules", () => {
    const bw = { ...base, players: 4, mode: "team-play", expansions: ["brood-war"] };
    expect(validateOptions({ ...bw, variants: { leadershipCards: true } })).toBeNull();
    expect(validateOptions(bw)?.code).toBe("mode-needs-leadership");
    for (const rule of ["disposableSpecialOrders", "moreStartingPlanets", "largerGalaxy"])
      expect(validateOptions({ ...bw, variants: { leadershipCards: true, [rule]: true } })?.code, rule).toBe(
        "mode-excludes-optional-rules",
      );
    expect(validateOptions({ ...bw, variants: { noLeadershipCards: true } })?.code).toBe(
      "mode-excludes-optional-rules",
    );
  });

  it("Team Play (provisional seating): partners sit opposite, seats 1 & 3 and 2 & 4; with six players 1 & 4, 2 & 5, 3 & 6", () => {
    expect([0, 1, 2, 3].map((p) => teamOfSeat(4, p))).toEqual([0, 1, 0, 1]);
    expect([0, 1, 2, 3, 4, 5].map((p) => teamOfSeat(6, p))).toEqual([0, 1, 2, 0, 1, 2]);
    const s = game();
    expect(partnersOf(s, 0)).toEqual([2]);
    expect(partnersOf(s, 3)).toEqual([1]);
    expect(arePartners(s, 0, 2)).toBe(true);
    expect(arePartners(s, 0, 1)).toBe(false);
    expect(arePartners(s, 0, 0)).toBe(false);
    expect(partnersOf(game(FOUR, {}), 0)).toEqual([]); // the standard game has no teams
  });

  it("Team Play keeps the standard endings: The End Draws Near stays in the Event deck and conquest points are scored", () => {
    const s = game();
    expect(s.events.deck.filter((id) => isEndDrawsNear(s, id))).toHaveLength(3);
    const d = draft(board());
    startRegrouping(d);
    expect(d.players.map((p) => p.cp).some((cp) => cp > 0)).toBe(true);
  });

  it("Team normal victory: a team wins at 30 conquest points summed over both partners, both are the winners", () => {
    const s = board();
    expect(normalVictory(withCp(s, [16, 0, 13, 0]))).toBeNull(); // 29
    expect(normalVictory(withCp(s, [16, 0, 14, 0]))).toEqual([0, 2]); // 30: seats 1 and 3
    expect(normalVictory(withCp(s, [0, 29, 0, 1]))).toEqual([1, 3]);
    // 15 alone no longer wins a team game (it does in the standard game).
    expect(normalVictory(withCp(s, [15, 0, 0, 0]))).toBeNull();
    expect(normalVictory(withCp(board(FOUR, {}), [15, 0, 0, 0]))).toEqual([0]);
    // Both teams at the bar: the one with more points wins.
    expect(normalVictory(withCp(s, [20, 20, 10, 12]))).toEqual([1, 3]);
  });

  it("Team normal victory while Aldaris's objective is in play: 40 for the teams without him, 30 for his team", () => {
    const s = board(["raynor", "aldaris", "tassadar", "queen-of-blades"]);
    expect(normalVictory(withCp(s, [20, 0, 19, 0]))).toBeNull(); // 39 < 40
    expect(normalVictory(withCp(s, [20, 0, 20, 0]))).toEqual([0, 2]);
    expect(normalVictory(withCp(s, [0, 15, 0, 15]))).toEqual([1, 3]); // Aldaris's team: 30
  });

  it("Team special victory (provisional): a member's special victory wins for his team", () => {
    // The Overmind (seat 2) with bases on three planets.
    let s = board();
    s = withBases(s, [
      [1, areaOf("abaddon", 1)],
      [1, areaOf("chau-sara", 1)],
    ]);
    expect(specialVictory(s)).toEqual([1, 3]);
  });

  it("Team elimination: the game goes on while each team has a member; the last team left wins, its eliminated member too", () => {
    const s = board();
    const only = (keep: number[]) =>
      draft({
        ...s,
        phase: "regrouping",
        units: s.units.filter((u) => keep.includes(u.owner)),
        bases: s.bases.filter((b) => keep.includes(b.owner)),
      });
    const d = only([0, 1, 2]); // seat 4 is out, his partner (seat 2) plays on
    checkEliminations(d);
    expect(d.players[3].eliminated).toBe(true);
    expect(d.phase).toBe("regrouping");
    const e = only([0]);
    checkEliminations(e);
    expect(e.phase).toBe("over");
    expect(e.winners).toEqual([0, 2]);
    expect(e.endReason).toBe("elimination");
  });

  it("Team The End Draws Near: with Aldaris in the game his team wins; without him the best team", () => {
    const aldaris = board(["raynor", "aldaris", "tassadar", "queen-of-blades"]);
    expect(endDrawsNearWinners(withCp(aldaris, [9, 0, 9, 0]))).toEqual([1, 3]);
    expect(endDrawsNearWinners(withCp(board(), [9, 0, 1, 11]))).toEqual([1, 3]); // 10 against 11
    expect(endDrawsNearWinners(withCp(board(), [9, 0, 5, 1]))).toEqual([0, 2]);
  });

  it("Team round limit: the safety net names the best team", () => {
    expect(roundLimitWinners(withCp(board(), [3, 4, 3, 1]), [0, 1, 2, 3])).toEqual([0, 2]);
    expect(roundLimitWinners(withCp(board(FOUR, {}), [3, 4, 3, 1]), [0, 1, 2, 3])).toEqual([1]);
  });

  it("Team Play (provisional): partners never fight, so no unit moves into an area holding the partner's units or base (team-partner-area)", () => {
    // Seat 1's marine on braken (seat 2's planet) with a transport; braken's first area holds the
    // zergling and base of seat 2 (an opponent), chau-sara's those of seat 3 (the partner).
    let s = board();
    s = withUnits(s, [[0, "terran-marine", areaOf("braken", 1)]]);
    s = { ...s, transports: [{ owner: 0, route: 1 }] };
    const frame = (planet: string): MobilizeFrame => ({
      kind: "mobilize",
      player: 0,
      planet,
      gold: false,
      moved: [],
      from: [],
      contested: null,
      tookBack: false,
    });
    const marine = s.units.find((u) => u.owner === 0 && u.area === areaOf("braken", 1))!.id;
    const toPartner = withFrame(s, frame("chau-sara"));
    expect(err(toPartner, 0, { type: "move-unit", unit: marine, area: areaOf("chau-sara", 0) })?.code).toBe(
      "team-partner-area",
    );
    // An area of the partner's planet he does not hold is open; so is the opponent's area.
    expect(err(toPartner, 0, { type: "move-unit", unit: marine, area: areaOf("chau-sara", 1) })).toBeNull();
    const toOpponent = withFrame(s, frame("braken"));
    expect(err(toOpponent, 0, { type: "move-unit", unit: marine, area: areaOf("braken", 0) })).toBeNull();
    // The standard game has no partner: the same move is an attack.
    let standard = board(FOUR, {});
    standard = withUnits(standard, [[0, "terran-marine", areaOf("braken", 1)]]);
    standard = withFrame({ ...standard, transports: [{ owner: 0, route: 1 }] }, frame("chau-sara"));
    const m2 = standard.units.find((u) => u.owner === 0 && u.area === areaOf("braken", 1))!.id;
    expect(err(standard, 0, { type: "move-unit", unit: m2, area: areaOf("chau-sara", 0) })).toBeNull();
  });

  it("Team Play: a move that only an entry into the partner's area could bring back within the limits is refused (found by simulation: the order could never end)", () => {
    // Braken: seat 1's four marines fill the conquest-point area (limit 4); his partner (seat 3)
    // holds the gas and mineral areas. A fifth marine from Abaddon could only be made room for by
    // sending one into a partner's area.
    const position = (extra: Partial<StarcraftOptions>) => {
      let s = lineGalaxy(game(FOUR, extra), ["abaddon", "braken"]);
      const cp = areaOf("braken", "cp");
      s = withUnits(s, [
        ...[0, 1, 2, 3].map((): [number, string, string] => [0, "terran-marine", cp]),
        [0, "terran-marine", areaOf("abaddon", "cp")],
        [2, "protoss-zealot", areaOf("braken", "gas")],
        [2, "protoss-zealot", areaOf("braken", "minerals")],
      ]);
      s = { ...s, transports: [{ owner: 0, route: 0 }] };
      s = withFrame(s, {
        kind: "mobilize",
        player: 0,
        planet: "braken",
        gold: false,
        moved: [],
        from: [],
        contested: null,
        tookBack: false,
      });
      const marine = s.units.find((u) => u.area === areaOf("abaddon", "cp"))!.id;
      return err(s, 0, { type: "move-unit", unit: marine, area: cp })?.code ?? null;
    };
    expect(position({ mode: "team-play" })).toBe("mobilize-unit-limit");
    // In the standard game the zealots are an enemy's: one of their areas may be contested.
    expect(position({})).toBeNull();
  });

  it("Team Play (provisional): an event's movement (Surprise Assault) attacks an opponent's area but never enters the partner's", () => {
    let s = board();
    s = withUnits(s, [[2, "protoss-zealot", areaOf("braken", 1)]]); // the partner beside seat 2's opponent
    s = { ...s, transports: [{ owner: 0, route: 0 }], firstPlayer: 0 };
    s = pick(play(s, 0, "surprise-assault"), "braken");
    const marine = s.units.find((u) => u.owner === 0)!.id;
    expect(picks(s)).toContain(`${marine}>${areaOf("braken", 0)}`);
    expect(picks(s)).not.toContain(`${marine}>${areaOf("braken", 1)}`);
  });

  it("Team Play (provisional): Gantrithor's death strike offers the opponents' pieces, never the partner's", () => {
    const s = withUnits(board(), [[2, "protoss-zealot", areaOf("braken", 1)]]);
    const targets = deathStrikeTargets(s, 0, "braken");
    const owners = targets.map((t) =>
      t.target === "unit"
        ? s.units.find((u) => u.id === t.unit)!.owner
        : s.bases.find((b) => b.area === t.area)!.owner,
    );
    expect(owners).toEqual([1, 1]); // seat 2's zergling and base
    const standard = withUnits(board(FOUR, {}), [[2, "protoss-zealot", areaOf("braken", 1)]]);
    expect(deathStrikeTargets(standard, 0, "braken")).toHaveLength(3);
  });

  it("FAQ team base restriction: without Brood War no base that gives the team a base in every area of the planet; it does not apply with Brood War", () => {
    // Abaddon has two areas: seat 1's base in the first, seat 3 (his partner) with a unit in the second.
    const restricted = (extra: Partial<StarcraftOptions>) => {
      let s = board(FOUR, extra);
      s = withUnits(s, [[2, "protoss-zealot", areaOf("abaddon", 1)]]);
      s = withCards(s, 2, [areaOf("chau-sara", 0)]);
      s = patchPlayer(s, 2, { minerals: 9, gas: 9 } as never);
      s = withFrame(s, newBuildFrame(2, "abaddon", false));
      return err(s, 2, { type: "build-base", area: areaOf("abaddon", 1) })?.code;
    };
    expect(restricted({ mode: "team-play" })).toBe("team-base-restriction");
    expect(
      restricted({ mode: "team-play", expansions: ["brood-war"], variants: { leadershipCards: true } }),
    ).not.toBe("team-base-restriction");
    expect(restricted({})).not.toBe("team-base-restriction");
  });
});
