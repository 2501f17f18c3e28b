/** Dice from the battle's PRNG: one d6 per die a unit rolls (two for Double Strike), in need order. */
import type { Rng } from "@koprulu/engine";
import type { DiceNeed } from "./round";

export function rollDice(needs: readonly DiceNeed[], rng: Rng): Record<number, number[]> {
  const out: Record<number, number[]> = {};
  for (const n of needs) {
    const faces: number[] = [];
    for (let i = 0; i < n.dice; i++) faces.push(rng.int(1, 6));
    out[n.unit] = faces;
  }
  return out;
}

/** Probability that one die hits on `targetNumber`+ with a d6. */
export function hitChance(targetNumber: number): number {
  return Math.max(0, Math.min(6, 7 - targetNumber)) / 6;
}
