/**
 * ISMCTS lets StarCraft change the states of an iteration in place (`applyInPlace`: the board's
 * containers and the running battle, not copied at every action) instead of copying each one: a
 * speed-up that must change no decision. Searches with and without it, from the same Brood War +
 * Leadership positions with the same random streams, must agree on every root statistic, for
 * hard's rollouts to the round's end and expert's through two rounds (where a rollout keeps the
 * state at a round's start).
 */
import type { AnyRuleset } from "@koprulu/engine";
import { starcraft } from "@koprulu/starcraft";
import { describe, expect, it } from "vitest";
import { expectInPlaceAgreement } from "../in-place-agreement.testing";
import { ROUND_ROLLOUT_DEPTH } from "../round-stop";
import "./index";

describe("StarCraft's search with applyInPlace", () => {
  it("decides exactly as with apply's copies (rollouts of one round and of two)", () => {
    const options = {
      ...starcraft.defaultOptions(2),
      expansions: ["brood-war"],
      variants: { leadershipCards: true },
    };
    const { searched } = expectInPlaceAgreement(
      starcraft as AnyRuleset,
      options,
      [{ iterations: 30 }, { iterations: 20, rolloutRounds: 2, rolloutDepth: 2 * ROUND_ROLLOUT_DEPTH }],
      20,
      "sc-in-place",
    );
    expect(searched).toBeGreaterThan(10);
  });
});
