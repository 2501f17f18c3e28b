import type { Rng } from "@koprulu/engine";
import { runConformance } from "@koprulu/engine/conformance";
import { loadLiteContent } from "../content/load";
import { liteSkirmish, type SkirmishSide } from "./skirmish";

const content = loadLiteContent();

/** A random army of one race: 1–4 units, some upgraded, some modules, maybe a base and workers. */
function army(rng: Rng, defender: boolean): SkirmishSide {
  const race = rng.pick(["terran", "zerg", "protoss"] as const);
  const types = Object.values(content.units).filter((u) => u.race === race);
  const units = [rng.pick(types.filter((u) => !u.assist)).id];
  for (let i = rng.int(0, 3); i > 0; i--) units.push(rng.pick(types).id);
  return {
    units,
    upgrades: [...new Set(units)].filter(() => rng.next() < 0.5),
    modules: Object.values(content.modules)
      .filter((m) => m.race === race && rng.next() < 0.3)
      .map((m) => m.id),
    baseInArea: defender && rng.next() < 0.5,
    workers: rng.int(0, 2),
  };
}

runConformance(liteSkirmish, {
  games: 20,
  options: (_players, rng) => ({ attacker: army(rng, false), defender: army(rng, true) }),
  // The PRNG state (future dice) is the only hidden part of a battle.
  resample: (s, _viewer, rng) => ({ ...s, rng: rng.state() }),
});
