/**
 * ISMCTS lets Eclipse change the states of an iteration in place (`applyInPlace`) instead of
 * copying each one: a speed-up that must change no decision. Searches with and without it, from
 * the same positions with the same random streams, must agree on every root statistic, for
 * hard's rollouts to the round's end and expert's through two rounds (where a rollout keeps the
 * state at a round's start).
 */
import { eclipse } from "@koprulu/eclipse";
import type { AnyRuleset } from "@koprulu/engine";
import { describe, expect, it } from "vitest";
import { expectInPlaceAgreement } from "../in-place-agreement.testing";
import { ECLIPSE_ROUND_ROLLOUT_DEPTH } from "./round-depth";
import "./index";

describe("Eclipse's search with applyInPlace", () => {
  it("decides exactly as with apply's copies (rollouts of one round and of two)", () => {
    const { searches, searched } = expectInPlaceAgreement(
      eclipse as AnyRuleset,
      eclipse.defaultOptions(2),
      [
        { iterations: 40 },
        { iterations: 30, rolloutRounds: 2, rolloutDepth: 2 * ECLIPSE_ROUND_ROLLOUT_DEPTH },
      ],
      25,
      "in-place",
    );
    expect(searches).toBeGreaterThan(6);
    // Eclipse's prior settles no decision alone here: every search ran all its iterations.
    expect(searched).toBe(searches);
  });
});
