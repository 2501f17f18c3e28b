import type { StarcraftState } from "@koprulu/starcraft";
import { describe, expect, it } from "vitest";
import { orderSettled, roundOver } from "./rollout-stop";

const at = (phase: StarcraftState["phase"], kind: string, battle: unknown = null, round = 2) =>
  ({ phase, frame: { kind }, battle, round }) as unknown as StarcraftState;
const leaf = at("planning", "planning");

describe("StarCraft rollouts stop between orders", () => {
  it("stops at a planning or execution turn, at regrouping and at the end", () => {
    expect(orderSettled(leaf, at("planning", "planning"))).toBe(true);
    expect(orderSettled(leaf, at("execution", "execution"))).toBe(true);
    expect(orderSettled(leaf, at("regrouping", "discard"))).toBe(true);
    expect(orderSettled(leaf, at("over", "over"))).toBe(true);
  });

  it("goes on in the middle of an order: its Build, its Mobilize, its battle", () => {
    expect(orderSettled(leaf, at("execution", "build"))).toBe(false);
    expect(orderSettled(leaf, at("execution", "mobilize"))).toBe(false);
    expect(orderSettled(leaf, at("execution", "execute-or-event"))).toBe(false);
    expect(orderSettled(leaf, at("execution", "execution", { sides: [] }))).toBe(false);
  });
});

describe("StarCraft rollouts to the end of the round (KOPRULU_SC_ROLLOUT=round)", () => {
  it("go on through the round's orders and battles, and stop when the next round begins or the game ends", () => {
    expect(roundOver(leaf, at("execution", "execution"))).toBe(false);
    expect(roundOver(leaf, at("regrouping", "discard"))).toBe(false);
    expect(roundOver(leaf, at("planning", "planning", null, 3))).toBe(true);
    expect(roundOver(leaf, at("over", "over"))).toBe(true);
  });
});
