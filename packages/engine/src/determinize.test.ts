import { describe, expect, it } from "vitest";
import { race, secret } from "../test/fixtures";
import { checkDeterminization, sampleState } from "./determinize";
import { Rng } from "./rng";

describe("determinization helpers", () => {
  it("sampleState keeps what the seat knows and resamples the rest", () => {
    let s = secret.setup({}, "d");
    s = secret.apply(s, 0, { type: "pick", n: 2 });
    const seen = new Set<number | null>();
    for (let i = 0; i < 20; i++) {
      const sampled = sampleState(secret, s, 1, Rng.fromSeed(`d${i}`));
      expect(secret.view(sampled, 1)).toEqual(secret.view(s, 1));
      seen.add(sampled.sim.choices[0]);
    }
    // Seat 1 cannot know seat 0's pick: the samples vary over it.
    expect(seen.size).toBeGreaterThan(1);
  });

  it("sampleState of a perfect-information ruleset is the state itself", () => {
    const s = race.setup({ target: 10 }, "p");
    expect(sampleState(race, s, 0, Rng.fromSeed("x"))).toEqual(s);
  });

  it("checkDeterminization reports where a determinization looks different to its seat", () => {
    const s = secret.apply(secret.setup({}, "c"), 0, { type: "pick", n: 1 });
    expect(checkDeterminization(secret, s, 1, Rng.fromSeed("ok"))).toBeNull();
    const broken = { ...secret, determinize: () => secret.setup({}, "c") };
    expect(checkDeterminization(broken, s, 1, Rng.fromSeed("bad"))).toMatch(/committed/);
  });
});
