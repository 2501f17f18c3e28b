/** Randomized games with the invariant check after every action (spec: "an invariant check after every action reports nothing"). */
import { Rng, seedRng } from "@koprulu/engine";
import { describe, expect, it } from "vitest";
import { checkLiteInvariants } from "./invariants";
import { starcraftLite } from "./ruleset";

describe("Lite invariants", () => {
  it("hold after every action of random games (2–6 players, options on and off)", () => {
    const problems: string[] = [];
    const configs = [
      { players: 2, seed: "i2" },
      { players: 3, seed: "i3", catchUpEvents: true, slowHarvest: true },
      { players: 4, seed: "i4", weakerEvents: true, endAt: 25 as const },
      { players: 6, seed: "i6", endAt: 20 as const, shortGame: true, permanentResources: false },
    ];
    let ended = 0;
    for (const { players, seed, ...opts } of configs) {
      let s = starcraftLite.setup({ ...starcraftLite.defaultOptions(players), ...opts }, seed);
      const rng = new Rng(seedRng(seed));
      for (let step = 0; step < 3000 && !starcraftLite.outcome(s); step++) {
        const d = starcraftLite.pending(s)[0];
        const acts = starcraftLite.legalActions(s, d.player);
        const a = rng.pick(acts);
        expect(starcraftLite.validate(s, d.player, a)).toBeNull();
        s = starcraftLite.apply(s, d.player, a);
        for (const p of checkLiteInvariants(s)) problems.push(`${seed} step ${step}: ${p}`);
      }
      if (starcraftLite.outcome(s)) ended++;
    }
    expect(problems.slice(0, 5)).toEqual([]);
    expect(ended).toBe(configs.length);
  });
});
