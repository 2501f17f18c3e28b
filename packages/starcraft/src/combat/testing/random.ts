/** Random battle positions from the fixture catalog, for property tests and the benchmark. */
import { Rng } from "@koprulu/engine";
import { startBattle } from "../battle";
import type { BattleState } from "../types";
import { CARDS, input } from "./fixtures";

const ARMIES: Record<string, string[]> = {
  terran: [
    "terran-marine",
    "terran-firebat",
    "terran-goliath",
    "terran-wraith",
    "terran-siege-tank",
    "terran-science-vessel",
    "terran-battlecruiser",
  ],
  protoss: [
    "protoss-zealot",
    "protoss-dragoon",
    "protoss-dark-templar",
    "protoss-scout",
    "protoss-reaver",
    "protoss-high-templar",
    "protoss-archon",
  ],
  zerg: [
    "zerg-zergling",
    "zerg-hydralisk",
    "zerg-mutalisk",
    "zerg-ultralisk",
    "zerg-queen",
    "zerg-lurker",
    "zerg-scourge",
  ],
};

export function deckOf(race: string): string[] {
  const ids = Object.keys(CARDS).filter((c) => c.startsWith(`${race}-`) && c !== "zerg-combat-core-12");
  return [...ids, ...ids];
}

let uid = 10_000;
export function randomBattle(seed: string): BattleState {
  const rng = Rng.fromSeed(seed);
  const races = rng.shuffle(Object.keys(ARMIES));
  const side = (race: string, n: number) => {
    const deck = rng.shuffle(deckOf(race));
    return {
      units: Array.from({ length: n }, () => ({ id: uid++, type: rng.pick(ARMIES[race]) })),
      hand: deck.splice(0, rng.int(0, 4)),
      deck: deck.slice(0, rng.int(6, deck.length)),
      discard: [],
      withdrawAreas: rng.next() < 0.7 ? ["area-b", "area-c"] : [],
      retreatDestinations:
        rng.next() < 0.8
          ? [
              { planet: "planet-x", area: "area-b" },
              { planet: "planet-y", area: "area-c", room: 2 },
            ]
          : [],
      airSupport: rng.next() < 0.2,
      defensiveModule: rng.next() < 0.3,
    };
  };
  return startBattle(
    input(side(races[0], rng.int(1, 5)), side(races[1], rng.int(1, 4)), {
      goldMobilize: rng.next() < 0.3,
      unitLimit: rng.int(2, 4),
    }),
    rng.state(),
  );
}
