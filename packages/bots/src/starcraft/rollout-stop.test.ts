import type { StarcraftState } from "@koprulu/starcraft";
import { describe, expect, it } from "vitest";
import { orderSettled } from "./rollout-stop";

const at = (phase: StarcraftState["phase"], kind: string, battle: unknown = null) =>
  ({ phase, frame: { kind }, battle }) as unknown as StarcraftState;

describe("StarCraft rollouts stop between orders", () => {
  it("stops at a planning or execution turn, at regrouping and at the end", () => {
    expect(orderSettled(at("planning", "planning"))).toBe(true);
    expect(orderSettled(at("execution", "execution"))).toBe(true);
    expect(orderSettled(at("regrouping", "discard"))).toBe(true);
    expect(orderSettled(at("over", "over"))).toBe(true);
  });

  it("goes on in the middle of an order: its Build, its Mobilize, its battle", () => {
    expect(orderSettled(at("execution", "build"))).toBe(false);
    expect(orderSettled(at("execution", "mobilize"))).toBe(false);
    expect(orderSettled(at("execution", "execute-or-event"))).toBe(false);
    expect(orderSettled(at("execution", "execution", { sides: [] }))).toBe(false);
  });
});
