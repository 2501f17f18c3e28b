/**
 * Team Play (provisional "partners never fight", README Rulings "Team Play"): the card and event
 * effects that harm an enemy, an opponent or another player spare the partner. One test per card
 * or rule, each comparing with the standard game, where the same seat is an opponent like any
 * other. Partners are seats 1 & 3 (0 and 2 here) and 2 & 4 (1 and 3).
 */
import { describe, expect, it } from "vitest";
import { resolveLeadershipCard } from "../brood-war/leadership-choice";
import { legalSacrifices } from "../brood-war/leadership-effects/ultimate-sacrifice";
import { draft } from "../draft";
import { atStep8, pick, picks, play } from "../events/testing";
import { maelstromDeciders } from "../orders/maelstrom";
import { planetOf } from "../queries";
import { legalActions } from "../ruleset";
import { setupState } from "../setup";
import type { StarcraftOptions, StarcraftState } from "../state";
import { act, areaOf, lineGalaxy, patchPlayer, playSetup, withBases, withUnits } from "../testing";

const FOUR = ["raynor", "overmind", "tassadar", "queen-of-blades"];
const PLANETS = ["abaddon", "braken", "chau-sara", "pridewater"];
const TEAM: Partial<StarcraftOptions> = { mode: "team-play" };
const STANDARD: Partial<StarcraftOptions> = {};
const BW = { expansions: ["brood-war" as const], variants: { leadershipCards: true } };

const games = new Map<string, StarcraftState>();

/** A four-player game past setup (cached: setups are the slow part). */
function game(extra: Partial<StarcraftOptions>): StarcraftState {
  const key = JSON.stringify(extra);
  let s = games.get(key);
  if (!s) {
    const options = { players: 4, factionSelection: "choose", maxRounds: 60, ...extra } as StarcraftOptions;
    s = playSetup(setupState(options, "team-targets"), FOUR);
    games.set(key, s);
  }
  return s;
}

/** Four planets in a row; seat p holds a unit and a base in the first area of planet p. */
function board(extra: Partial<StarcraftOptions>): StarcraftState {
  let s = lineGalaxy(game(extra), PLANETS);
  if (s.broodWar) s = { ...s, broodWar: { ...s.broodWar, installations: [] } };
  s = withUnits(
    s,
    PLANETS.map((planet, p) => [
      p,
      ["terran-marine", "zerg-zergling", "protoss-zealot", "zerg-zergling"][p],
      areaOf(planet, 0),
    ]),
  );
  s = withBases(
    s,
    PLANETS.map((planet, p) => [p, areaOf(planet, 0)]),
  );
  return { ...s, firstPlayer: 0, players: s.players.map((pl) => ({ ...pl, events: [], eventsSeen: false })) };
}

const unitOf = (s: StarcraftState, p: number) => s.units.find((u) => u.owner === p)!.id;

describe("Team Play (provisional): harmful effects spare the partner", () => {
  it("Volcanic Eruption and Planetary Cataclysm (event-destroy-unit) spare the partner (Team Play, provisional)", () => {
    const offered = (extra: Partial<StarcraftOptions>, card: string) => {
      const s = board(extra);
      return picks(play(s, 0, card));
    };
    const s = board(TEAM);
    const [opp1, partner, opp3] = [1, 2, 3].map((p) => `unit:${unitOf(s, p)}`);
    expect(offered(TEAM, "volcanic-eruption")).toEqual(expect.arrayContaining([opp1, opp3]));
    expect(offered(TEAM, "volcanic-eruption")).not.toContain(partner);
    expect(offered(TEAM, "planetary-cataclysm")).not.toContain(partner);
    expect(offered(TEAM, "planetary-cataclysm")).not.toContain(`base:${areaOf("chau-sara", 0)}`);
    expect(offered(TEAM, "planetary-cataclysm")).toContain(`base:${areaOf("braken", 0)}`);
    // In the standard game seat 2 is an enemy like the others.
    expect(offered(STANDARD, "planetary-cataclysm")).toContain(`base:${areaOf("chau-sara", 0)}`);
    expect(offered(STANDARD, "volcanic-eruption")).toContain(`unit:${unitOf(board(STANDARD), 2)}`);
    // The destruction itself takes only an opponent's base with the unit.
    const after = pick(play(s, 0, "planetary-cataclysm"), opp1);
    expect(after.bases.map((b) => b.owner).sort()).toEqual([0, 2, 3]);
  });

  it("Informant (event-steal-event) spares the partner (Team Play, provisional)", () => {
    const stealable = (extra: Partial<StarcraftOptions>) => {
      const s = atStep8(board(extra), {
        0: ["informant"],
        1: ["create-wonder"],
        2: ["glorious-triumph"],
        3: ["rich-vein"],
      });
      return picks(act(s, 0, { type: "play-event", card: "informant" }));
    };
    expect(stealable(TEAM).sort()).toEqual(["1:0", "3:0"]);
    expect(stealable(STANDARD).sort()).toEqual(["1:0", "2:0", "3:0"]);
  });

  it("Stellar Storm (event-destroy-transports, the player's choice) spares the partner (Team Play, provisional)", () => {
    const onRoute = (extra: Partial<StarcraftOptions>, card: string) => {
      const s = {
        ...board(extra),
        transports: [0, 1, 2, 3].map((owner) => ({ owner, route: 0 })),
      };
      return pick(play(s, 0, card), "0");
    };
    expect(picks(onRoute(TEAM, "stellar-storm")).sort()).toEqual(["0", "1", "3"]);
    expect(picks(onRoute(STANDARD, "stellar-storm")).sort()).toEqual(["0", "1", "2", "3"]);
    // Stellar Maelstrom takes every transport on the route, his own too: played as printed.
    expect(onRoute(TEAM, "stellar-maelstrom").transports).toEqual([]);
  });

  it("Material Shortage (event-deplete-area) spares the partner (Team Play, provisional)", () => {
    const depletable = (extra: Partial<StarcraftOptions>) => {
      let s = board(extra);
      const ids = Object.keys(s.resources);
      const partners = ids.filter((id) => planetOf(id) === "chau-sara");
      const opponents = ids.filter((id) => planetOf(id) === "braken");
      const resources = { ...s.resources };
      for (const id of partners) resources[id] = { ...resources[id], owner: 2 };
      for (const id of opponents) resources[id] = { ...resources[id], owner: 1 };
      s = { ...s, resources };
      return { offered: picks(play(s, 0, "material-shortage")), partners, opponents };
    };
    const team = depletable(TEAM);
    expect(team.partners.length).toBeGreaterThan(0);
    expect(team.offered).toEqual(expect.arrayContaining(team.opponents));
    for (const id of team.partners) expect(team.offered).not.toContain(id);
    const standard = depletable(STANDARD);
    expect(standard.offered).toEqual(expect.arrayContaining(standard.partners));
  });

  it("To the Bitter End spares the partner (Team Play, provisional)", () => {
    const lose = (extra: Partial<StarcraftOptions>) => {
      const d = draft(board({ ...BW, ...extra }));
      [5, 4, 3, 2].forEach((cp, p) => {
        d.players[p].cp = cp;
      });
      resolveLeadershipCard(d, 0, "raynor-to-the-bitter-end");
      return d.players.map((pl) => pl.cp);
    };
    expect(lose(TEAM)).toEqual([5, 2, 3, 0]);
    expect(lose(STANDARD)).toEqual([5, 2, 1, 0]);
  });

  it("The Swarm Flies spares the partner (Team Play, provisional)", () => {
    const left = (extra: Partial<StarcraftOptions>) => {
      const d = draft(board({ ...BW, ...extra }));
      // Route 0: the partner (seat 3, first from her left) and an opponent; route 1: the partner alone.
      d.transports = [
        { owner: 3, route: 0 },
        { owner: 0, route: 0 },
        { owner: 3, route: 1 },
      ];
      resolveLeadershipCard(d, 1, "overmind-the-swarm-flies");
      return d.transports;
    };
    expect(left(TEAM)).toEqual([
      { owner: 3, route: 0 },
      { owner: 3, route: 1 },
    ]);
    expect(left(STANDARD)).toEqual([{ owner: 0, route: 0 }]);
  });

  it("Psi-Disruptor spares the partner (Team Play, provisional)", () => {
    const after = (extra: Partial<StarcraftOptions>) => {
      let s = board({ ...BW, ...extra });
      // On braken (seat 1's planet): Raynor's marine and his partner's zealot beside seat 1's zergling.
      s = withUnits(s, [
        [0, "terran-marine", areaOf("braken", 1)],
        [2, "protoss-zealot", areaOf("braken", 2)],
      ]);
      s = {
        ...s,
        frame: {
          kind: "leadership-planet",
          player: 0,
          card: "raynor-psi-disruptor",
          rest: [],
          resume: "regrouping",
        },
      };
      let t = act(s, 0, { type: "leadership-planet", planet: "braken" });
      while (t.frame.kind === "psi-disruptor") t = act(t, t.frame.player, legalActions(t, t.frame.player)[0]);
      return t.units.filter((u) => planetOf(u.area) === "braken").map((u) => u.owner);
    };
    expect(after(TEAM).sort()).toEqual([0, 2]);
    expect(after(STANDARD)).toEqual([0]);
  });

  it("Subtle Influence spares the partner (Team Play, provisional)", () => {
    const planets = (extra: Partial<StarcraftOptions>) => {
      let s = board({ ...BW, ...extra });
      // Pridewater: the Queen of Blades (seat 3) has one unit; her partner (seat 1) has two.
      s = withUnits(s, [
        [1, "zerg-zergling", areaOf("pridewater", 1)],
        [1, "zerg-zergling", areaOf("pridewater", 1)],
      ]);
      s = {
        ...s,
        frame: {
          kind: "leadership-planet",
          player: 3,
          card: "queen-of-blades-subtle-influence",
          rest: [],
          resume: "regrouping",
        },
      };
      return legalActions(s, 3).flatMap((a) => (a.type === "leadership-planet" ? [a.planet] : []));
    };
    expect(planets(TEAM)).toContain("pridewater");
    expect(planets(STANDARD)).not.toContain("pridewater");

    // Named, the planet limits the opponents' orders next Planning, not the partner's.
    const allowed = (p: number) => {
      let s = board({ ...BW, ...TEAM });
      s = withUnits(s, [
        [0, "terran-marine", areaOf("pridewater", 1)],
        [1, "zerg-zergling", areaOf("pridewater", 2)],
      ]);
      const lead = { ...s.broodWar!.lead!, influence: { owner: 3, planet: "pridewater", round: s.round } };
      s = {
        ...s,
        phase: "planning",
        frame: { kind: "planning", turn: p },
        broodWar: { ...s.broodWar!, lead },
        stacks: {
          pridewater: [
            { owner: 0, kind: "build", gold: false },
            { owner: 1, kind: "build", gold: false },
          ],
        },
      };
      return legalActions(s, p).flatMap((a) => (a.type === "place-order" ? [a.planet] : []));
    };
    expect(allowed(1)).toContain("pridewater");
    expect(allowed(0)).not.toContain("pridewater");
  });

  it("Ultimate Sacrifice spares the partner (Team Play, provisional)", () => {
    const areas = (extra: Partial<StarcraftOptions>) => {
      // Braken: seat 1's zergling (an opponent of Tassadar), Tassadar's zealot, his partner's marine.
      const s = withUnits(board({ ...BW, ...extra }), [
        [2, "protoss-zealot", areaOf("braken", 1)],
        [0, "terran-marine", areaOf("braken", 2)],
      ]);
      return legalSacrifices(s, 2).flatMap((a) => (a.type === "ultimate-sacrifice" ? [a.area] : []));
    };
    expect(areas(TEAM)).toContain(areaOf("braken", 0));
    expect(areas(TEAM)).not.toContain(areaOf("braken", 2));
    expect(areas(STANDARD)).toContain(areaOf("braken", 2));
  });

  it("Maelstrom spares the partner (Team Play, provisional): only an opponent's Mobilize asks its owner", () => {
    const deciders = (extra: Partial<StarcraftOptions>, mover: number) => {
      let s = board({ ...BW, ...extra });
      s = withUnits(s, [[2, "protoss-dark-archon", areaOf("abaddon", 1)]]);
      s = patchPlayer(s, 2, { techs: ["protoss-maelstrom"] });
      return maelstromDeciders(s, mover, "abaddon");
    };
    expect(deciders(TEAM, 0)).toEqual([]);
    expect(deciders(TEAM, 1)).toEqual([2]);
    expect(deciders(STANDARD, 0)).toEqual([2]);
  });
});

describe("Team Play: the events' bases", () => {
  it("Forward Base (event-discount, base) keeps the FAQ team base restriction: no base that gives the team every area of the planet", () => {
    // Abaddon has two areas: seat 1's base in the first, his partner (seat 3) with a unit in the second.
    const offered = (extra: Partial<StarcraftOptions>) => {
      const s = withUnits(board(extra), [[2, "protoss-zealot", areaOf("abaddon", 1)]]);
      const t = play(s, 2, "forward-base");
      // With no area to offer the card asks nothing and is spent.
      return t.frame.kind === "event" ? picks(t) : [];
    };
    expect(offered(TEAM)).not.toContain(areaOf("abaddon", 1));
    expect(offered(STANDARD)).toContain(areaOf("abaddon", 1));
    // The FAQ lifts the restriction with Brood War.
    expect(offered({ ...BW, ...TEAM })).toContain(areaOf("abaddon", 1));
  });
});
