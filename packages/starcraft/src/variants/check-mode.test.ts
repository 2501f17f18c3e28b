import { describe, expect, it } from "vitest";
import { validateOptions } from "../options";

const base = { players: 4, factionSelection: "random", maxRounds: 60 };
const bw = { ...base, expansions: ["brood-war"] };
const lead = { leadershipCards: true };

describe("optional rules and game modes as options (BW p.11)", () => {
  it("BW-X3 More Starting Planet Tokens is an option of Brood War only", () => {
    expect(validateOptions({ ...bw, variants: { moreStartingPlanets: true } })).toBeNull();
    expect(validateOptions({ ...base, variants: { moreStartingPlanets: true } })?.code).toBe(
      "variants-need-brood-war",
    );
  });

  it("BW-X4 Larger Galaxy is an option of Brood War only", () => {
    expect(validateOptions({ ...bw, variants: { largerGalaxy: true, ...lead } })).toBeNull();
    expect(validateOptions({ ...base, variants: { largerGalaxy: true } })?.code).toBe(
      "variants-need-brood-war",
    );
  });

  it("BW-X3 and BW-X4 are mutually exclusive (they disagree about the third planet token)", () => {
    const e = validateOptions({ ...bw, variants: { moreStartingPlanets: true, largerGalaxy: true } });
    expect(e?.code).toBe("incompatible-planet-rules");
  });

  it("BW-X5 No Leadership Cards named explicitly is accepted, and refused together with the Leadership cards", () => {
    expect(validateOptions({ ...bw, variants: { noLeadershipCards: true } })).toBeNull();
    expect(
      validateOptions({ ...bw, variants: { noLeadershipCards: true, leadershipCards: true } })?.code,
    ).toBe("incompatible-variants");
  });

  it("Galactic Conquest is a core variant: played with or without Brood War", () => {
    expect(validateOptions({ ...base, mode: "galactic-conquest" })).toBeNull();
    expect(validateOptions({ ...bw, mode: "galactic-conquest", variants: lead })).toBeNull();
  });

  it("Survival and Faster Survival are Brood War's modes: refused without the expansion", () => {
    for (const mode of ["survival", "faster-survival"]) {
      expect(validateOptions({ ...base, mode })?.code).toBe("mode-needs-brood-war");
      expect(validateOptions({ ...bw, mode, variants: lead })).toBeNull();
    }
  });

  it("optional rules cannot be combined with a game mode (BW p.11)", () => {
    for (const rule of [
      "disposableSpecialOrders",
      "moreStartingPlanets",
      "largerGalaxy",
      "noLeadershipCards",
    ])
      for (const mode of ["galactic-conquest", "survival", "faster-survival"])
        expect(validateOptions({ ...bw, mode, variants: { [rule]: true } })?.code, `${mode} + ${rule}`).toBe(
          "mode-excludes-optional-rules",
        );
  });

  it("a game mode with Brood War needs the Leadership cards (playing without them is the No Leadership Cards optional rule)", () => {
    expect(validateOptions({ ...bw, mode: "survival" })?.code).toBe("mode-needs-leadership");
    expect(
      validateOptions({ ...bw, mode: "galactic-conquest", variants: { leadershipCards: false } })?.code,
    ).toBe("mode-needs-leadership");
  });

  it("an unknown game mode is refused", () => {
    for (const mode of ["scenario", "", 3, null])
      expect(validateOptions({ ...bw, mode, variants: lead })?.code, String(mode)).toBe("unknown-mode");
  });
});
