import { Match, Rng } from "@koprulu/engine";
import { type StarcraftState, type StarcraftView, starcraft } from "@koprulu/starcraft";
import { describe, expect, it } from "vitest";
import { starcraftHeuristic } from "./heuristic";
import { leadershipScore } from "./leadership";
import { LEAD_OPTIONS } from "./leadership.testing";

/** The HeuristicBot's own Stage I choice for seat 0 playing `faction` against `other`. */
function stageOneChoice(faction: string, other = "queen-of-blades"): string {
  const m = new Match(starcraft as never, LEAD_OPTIONS, "bot-lead");
  const factions = [faction, other === faction ? "raynor" : other];
  while ((m.state as StarcraftState).frame.kind === "choose-faction") {
    const p = m.pending()[0].player;
    m.submit(p, { type: "choose-faction", faction: factions[p] });
  }
  const a = starcraftHeuristic.choose({
    ruleset: starcraft as never,
    seat: 0,
    view: starcraft.view(m.state as StarcraftState, 0),
    decisions: m.pending().filter((d) => d.player === 0),
    legalActions: m.legalActions(0),
    rng: Rng.fromSeed("choice"),
  });
  return (a as unknown as { card: string }).card;
}

/** A view of the Leadership game with some seat's fields changed. */
function withPlayer(
  v: StarcraftView,
  seat: number,
  fields: Partial<StarcraftView["players"][number]>,
): StarcraftView {
  return { ...v, players: v.players.map((pl, i) => (i === seat ? { ...pl, ...fields } : pl)) };
}

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
  // Stage I picks measured in 4,000 two-player games where every seat chose at random (probe
  // starcraft-leadership-choice.ts --random --cards): the card that won most in its faction.
  it("Stage I: the strongest starting force wins (The Sons of Korhal for Mengsk, The Overmind for the Overmind)", () => {
    expect(stageOneChoice("mengsk")).toBe("mengsk-the-sons-of-korhal");
    expect(stageOneChoice("overmind")).toBe("overmind-the-overmind");
    expect(stageOneChoice("queen-of-blades", "raynor")).toBe("queen-of-blades-forward-planning");
  });

  it("Stage I: Raynor takes Storage Facilities (resources every round for idle workers)", () => {
    expect(stageOneChoice("raynor")).toBe("raynor-storage-facilities");
  });

  it("Stage I: Tassadar takes Domination and Aldaris Predestined, not a card with two starting units", () => {
    expect(stageOneChoice("tassadar")).toBe("tassadar-domination");
    expect(stageOneChoice("aldaris")).toBe("aldaris-predestined");
  });

  it("values To the Bitter End by the points it takes, most when an opponent nears his target", () => {
    const v = starcraft.view(leadershipGame(), 0);
    const asRaynor = withPlayer(v, 0, { faction: "raynor" });
    const calm = leadershipScore(withPlayer(asRaynor, 1, { cp: 4 }), 0, "raynor-to-the-bitter-end");
    const close = leadershipScore(withPlayer(asRaynor, 1, { cp: 12 }), 0, "raynor-to-the-bitter-end");
    expect(close).toBeGreaterThan(calm);
    // Near the end it beats Psi-Disruptor; when nobody has points yet it does not.
    expect(close).toBeGreaterThan(leadershipScore(asRaynor, 0, "raynor-psi-disruptor"));
    expect(leadershipScore(asRaynor, 0, "raynor-to-the-bitter-end")).toBeLessThan(
      leadershipScore(asRaynor, 0, "raynor-psi-disruptor"),
    );
  });

  it("values The Swarm Flies by the enemy transports it would destroy", () => {
    const v = withPlayer(starcraft.view(leadershipGame(), 0), 0, { faction: "overmind" });
    const none = { ...v, transports: [] };
    const many = { ...v, transports: [0, 1, 2, 3].map((route) => ({ owner: 1, route })) } as StarcraftView;
    expect(leadershipScore(none, 0, "overmind-the-swarm-flies")).toBeLessThan(
      leadershipScore(none, 0, "overmind-teeming-spawn"),
    );
    expect(leadershipScore(many, 0, "overmind-the-swarm-flies")).toBeGreaterThan(
      leadershipScore(many, 0, "overmind-teeming-spawn"),
    );
  });

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

  it("Destiny: an opponent at 14 points is not close to winning while Predestined makes him need 20", () => {
    const s = leadershipGame();
    const v = withPlayer(starcraft.view(s, 0), 1, { cp: 14 });
    const close = leadershipScore(v, 0, "aldaris-destiny");
    const bw = v.broodWar as NonNullable<StarcraftView["broodWar"]>;
    const predestined = { ...v, broodWar: { ...bw, leadership: [["aldaris-predestined"], []] } };
    expect(leadershipScore(predestined, 0, "aldaris-destiny")).toBeLessThan(close);
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
