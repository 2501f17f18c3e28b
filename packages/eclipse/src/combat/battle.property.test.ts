import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { battleApply, battleLegalActions, battlePending, battleResult, battleValidate } from "./battle";
import type { ShipStats } from "./ships";
import { battle, party } from "./testing";

const shipArb: fc.Arbitrary<ShipStats> = fc.record({
  kind: fc.constantFrom("interceptor", "cruiser", "dreadnought", "starbase"),
  initiative: fc.integer({ min: 0, max: 6 }),
  computer: fc.integer({ min: 0, max: 3 }),
  shield: fc.integer({ min: 0, max: 3 }),
  hull: fc.integer({ min: 0, max: 3 }),
  cannons: fc.array(fc.constantFrom(1, 2, 4), { maxLength: 2 }),
  missiles: fc.array(fc.constantFrom(2), { maxLength: 2 }),
  mobile: fc.boolean(),
});

describe("battle invariants (random fleets, random legal choices)", () => {
  it("every battle ends; legal actions validate; ships die exactly when damage exceeds hull", () => {
    fc.assert(
      fc.property(
        fc.array(shipArb, { minLength: 1, maxLength: 2 }),
        fc.array(shipArb, { minLength: 1, maxLength: 2 }),
        fc.array(fc.integer({ min: 1, max: 3 }), { minLength: 4, maxLength: 4 }),
        fc.boolean(),
        fc.integer({ min: 0, max: 1_000_000 }),
        (att, def, counts, canRetreat, seed) => {
          const types: Record<string, ShipStats> = {};
          att.forEach((s, i) => {
            types[`a${i}`] = s;
          });
          def.forEach((s, i) => {
            types[`d${i}`] = s;
          });
          const ships = (prefix: string, list: ShipStats[]) =>
            list.flatMap((_, i) =>
              Array<string>(counts[i + (prefix === "d" ? 2 : 0)]!).fill(`${prefix}${i}`),
            );
          let b = battle(
            types,
            [
              party("att", 0, ships("a", att), { entered: 2, retreatHexes: canRetreat ? ["x"] : [] }),
              party("def", 1, ships("d", def), { entered: 1, hasDisc: true }),
            ],
            `prop-${seed}`,
          );
          let pick = seed;
          for (let step = 0; step < 5_000 && battlePending(b).length > 0; step++) {
            const d = battlePending(b)[0]!;
            const legal = battleLegalActions(b, d.player);
            expect(legal.length).toBeGreaterThan(0);
            pick = (pick * 1103515245 + 12345) % 2147483648;
            const action = legal[pick % legal.length]!;
            expect(battleValidate(b, d.player, action)).toBeNull();
            b = battleApply(b, d.player, action);
          }
          expect(battlePending(b)).toEqual([]);
          const r = battleResult(b)!;
          for (const s of b.ships) {
            const dead = s.damage > types[s.type]!.hull;
            if (s.state === "destroyed") expect(dead || b.log.some((e) => e.kind === "stalemate")).toBe(true);
            else expect(dead).toBe(false);
          }
          expect(r.survivors.length).toBeLessThanOrEqual(1);
        },
      ),
      { numRuns: 150 },
    );
  });
});
