import { Rng, seedRng } from "@koprulu/engine";
import {
  type BattleInput,
  battleLegalActions,
  battleView,
  type StarcraftView,
  startBattle,
} from "@koprulu/starcraft";
import { beforeAll, describe, expect, it } from "vitest";
import { playGame } from "../play";
import { randomBot } from "../random";
import { loadRuleset } from "../rulesets";
import type { Bot } from "../types";
import { isBattleAction } from "./battle";
import { starcraftHeuristic } from "./heuristic";

beforeAll(async () => {
  await loadRuleset("starcraft"); // the rules' catalog, which the unit values read
});

let nextId = 1;
const force = (...types: string[]) => types.map((type) => ({ id: nextId++, type }));

function battleWithCeaseFire(attackers: string[], defenders: string[]): BattleInput {
  const side = (player: number, faction: string, units: { id: number; type: string }[]) => ({
    player,
    faction,
    units,
    hand: [],
    deck: [],
    discard: [],
    technologies: [],
    airSupport: false,
    withdrawAreas: [],
    retreatDestinations: [],
  });
  return {
    planet: "char",
    area: "char#0",
    unitLimit: 4,
    attacker: side(0, "jim-raynor", force(...attackers)),
    defender: {
      ...side(1, "tassadar", force(...defenders)),
      startAbilities: [{ source: "event:cease-fire", effect: "event-cancel-battle" }],
    },
    goldMobilize: false,
    stage: 1,
  };
}

/** What the defender's heuristic does with Cease-Fire at the start of this battle. */
function defenderChoice(attackers: string[], defenders: string[]): string {
  const b = startBattle(battleWithCeaseFire(attackers, defenders), seedRng("battle-heuristic"));
  const legal = battleLegalActions(b, 1);
  expect(legal.map((a) => a.type).sort()).toEqual(["battle-pass", "battle-start-ability"]);
  const view = { battle: battleView(b, 1) } as unknown as StarcraftView;
  const a = starcraftHeuristic.choose({
    ruleset: null as never,
    seat: 1,
    view,
    decisions: [],
    legalActions: legal,
    rng: Rng.fromSeed("x"),
  });
  return a.type;
}

/** The defender's guard-token choice (Brood War), with another health bonus of `bonus` (or none). */
function guardChoice(bonus: number | null): boolean {
  const inp = battleWithCeaseFire(["terran-marine"], ["protoss-zealot"]);
  inp.defender.startAbilities = [];
  inp.defender.guardToken = true;
  const b = startBattle(inp, seedRng("battle-guard"));
  // As if a start-of-battle ability (a defence event) had given him that bonus.
  if (bonus !== null) b.sides[1].healthBonus = bonus;
  const legal = battleLegalActions(b, 1);
  expect(legal.map((a) => a.type)).toEqual(["battle-guard-token", "battle-guard-token"]);
  const a = starcraftHeuristic.choose({
    ruleset: null as never,
    seat: 1,
    view: { battle: battleView(b, 1) } as unknown as StarcraftView,
    decisions: [],
    legalActions: legal,
    rng: Rng.fromSeed("x"),
  });
  return (a as { use: boolean }).use;
}

describe("StarCraft HeuristicBot in battle", () => {
  it("BW-D2: the defender discards his guard token for +2 health, unless an equal bonus already covers him (they do not add up)", () => {
    expect(guardChoice(null)).toBe(true);
    expect(guardChoice(1)).toBe(true);
    expect(guardChoice(2)).toBe(false);
  });

  it("a stronger defender fights on instead of canceling the battle (Cease-Fire)", () => {
    expect(defenderChoice(["terran-marine"], ["protoss-zealot", "protoss-zealot", "protoss-dragoon"])).toBe(
      "battle-pass",
    );
  });

  it("a weaker defender cancels the battle", () => {
    expect(defenderChoice(["terran-marine", "terran-marine", "terran-goliath"], ["protoss-zealot"])).toBe(
      "battle-start-ability",
    );
  });

  it("its battle choices win more games than the same bot choosing uniformly in battles (100 games, seats swapped)", async () => {
    const sc = await loadRuleset("starcraft");
    const uniformInBattle: Bot = {
      name: "heuristic, uniform in battles",
      choose: (input) =>
        isBattleAction(input.legalActions[0] as { type: string })
          ? randomBot.choose(input)
          : starcraftHeuristic.choose(input),
    };
    let wins = 0;
    for (let g = 0; g < 100; g++) {
      const seat = g % 2;
      const bots = seat === 0 ? [starcraftHeuristic, uniformInBattle] : [uniformInBattle, starcraftHeuristic];
      const r = playGame(sc, bots, `battle-bots-${g}`, { options: sc.defaultOptions(2) });
      if (r.outcome?.winners.length === 1 && r.outcome.winners[0] === seat) wins++;
    }
    // Measured 66/100 with these seeds (400 games: 66.5%, Wilson 95% [61.7, 70.9]); 58 is the
    // lower end of a 95% interval around 66 — below it the battle logic has got worse.
    expect(wins).toBeGreaterThanOrEqual(58);
  }, 120_000);
});
