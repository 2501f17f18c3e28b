/**
 * Hidden information and robustness: battleView hides hands, deck order and face-down cards;
 * determinizeBattle is consistent with the view; battleValidate never throws and every
 * enumerated action is legal; random battles always end with every unit accounted for.
 */
import { Rng } from "@koprulu/engine";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { battleApply, battleLegalActions, battlePending, battleResult, startBattle } from "./battle";
import { determinizeBattle } from "./determinize";
import { input, RNG, units } from "./testing/fixtures";
import { act } from "./testing/play";
import { randomBattle } from "./testing/random";
import type { BattleState } from "./types";
import { battleValidate } from "./validate";
import { battleView } from "./view";

function playRandom(b: BattleState, seed: string, each?: (b: BattleState) => void): BattleState {
  const rng = Rng.fromSeed(seed);
  for (let i = 0; i < 300; i++) {
    each?.(b);
    const p = battlePending(b)[0];
    if (!p) return b;
    const legal = battleLegalActions(b, p.player);
    b = battleApply(b, p.player, rng.pick(legal));
  }
  throw new Error("no end");
}

describe("battleView hides what a viewer may not know", () => {
  it("hands are shown to their owner only; deck order to nobody; the PRNG state to nobody", () => {
    const b = startBattle(
      input(
        {
          units: units("terran-marine", "terran-firebat"),
          hand: ["terran-combat-07"],
          deck: ["terran-combat-13", "terran-combat-14", "terran-combat-16", "terran-combat-19"],
        },
        {
          units: units("protoss-zealot", "protoss-dragoon"),
          hand: ["protoss-combat-04"],
          deck: ["protoss-combat-05", "protoss-combat-12"],
        },
      ),
      RNG,
    );
    const mine = battleView(b, 0);
    const theirs = battleView(b, 1);
    const spectator = battleView(b, "spectator");
    expect(mine.sides[0].hand).toEqual(b.sides[0].hand);
    expect(theirs.sides[0].hand).toBeNull();
    expect(spectator.sides[0].hand).toBeNull();
    expect(spectator.sides[1].hand).toBeNull();
    for (const v of [mine, theirs, spectator]) {
      expect(v.rng).toBeNull();
      expect(v.sides[0]).not.toHaveProperty("deck");
      expect(v.sides[0].deckCount).toBe(b.sides[0].deck.length);
      // Only the sorted multiset of unseen cards is given: it carries no order.
      expect(v.sides[0].unseen).toEqual([...v.sides[0].unseen].sort());
    }
    expect(theirs.sides[0].unseen).toEqual([...b.sides[0].hand, ...b.sides[0].deck].sort());
  });

  it("a face-down card is seen by its owner only; the blind top card by nobody until revealed", () => {
    const a = units("terran-marine", "terran-firebat");
    let b = startBattle(
      input(
        {
          units: a,
          hand: ["terran-combat-07", "terran-combat-01"],
          deck: [
            "terran-combat-13",
            "terran-combat-14",
            "terran-combat-16",
            "terran-combat-19",
            "terran-combat-10",
          ],
        },
        {
          units: units("protoss-zealot", "protoss-dragoon"),
          hand: ["protoss-combat-04"],
          deck: ["protoss-combat-05", "protoss-combat-12"],
        },
      ),
      RNG,
    );
    b = act(b, { type: "battle-pair", attacker: a[0].id, defender: b.sides[1].units[0].id });
    b = act(
      b,
      { type: "battle-place", skirmish: 0, card: "terran-combat-07", reinforcement: "terran-combat-01" },
      { type: "battle-place", skirmish: 1, card: "top" },
    );
    const blind = b.skirmishes[1].cards[0]!.combat;
    expect(blind).not.toBeNull();
    const own = battleView(b, 0);
    expect(own.skirmishes[0].cards[0]).toEqual({
      placed: true,
      blind: false,
      combat: "terran-combat-07",
      reinforcement: "terran-combat-01",
    });
    expect(own.skirmishes[1].cards[0]).toEqual({
      placed: true,
      blind: true,
      combat: null,
      reinforcement: null,
    });
    expect(battleView(b, "spectator").skirmishes[0].cards[0]).toEqual({
      placed: true,
      blind: false,
      combat: null,
      reinforcement: "hidden",
    });
  });

  it("determinize: view(determinize(view(s, p), p), p) equals view(s, p) along random battles", () => {
    for (let g = 0; g < 15; g++) {
      playRandom(randomBattle(`det-${g}`), `det-play-${g}`, (s) => {
        for (const viewer of [0, 1, "spectator"] as const) {
          const v = battleView(s, viewer);
          const d = determinizeBattle(v, viewer, Rng.fromSeed(`d${g}`));
          expect(battleView(d, viewer)).toEqual(v);
        }
      });
    }
  });
});

describe("robustness", () => {
  it("battleValidate rejects bad input with a RuleError, never throws, and changes nothing", () => {
    const states = [0, 1, 2, 3].map((i) => playRandom(randomBattle(`val-${i}`), `val-p-${i}`, () => {}));
    const mids: BattleState[] = [];
    for (let i = 0; i < 6; i++) {
      let b = randomBattle(`mid-${i}`);
      const rng = Rng.fromSeed(`mid-${i}`);
      for (let k = 0; k < i && battlePending(b).length; k++)
        b = battleApply(
          b,
          battlePending(b)[0].player,
          rng.pick(battleLegalActions(b, battlePending(b)[0].player)),
        );
      mids.push(b);
    }
    fc.assert(
      fc.property(
        fc.constantFrom(...mids, ...states),
        fc.integer({ min: -1, max: 3 }),
        fc.anything(),
        (b, player, junk) => {
          const before = JSON.stringify(b);
          const err = battleValidate(b, player, junk);
          expect(JSON.stringify(b)).toBe(before);
          if (err !== null) {
            expect(typeof err.code).toBe("string");
            expect(typeof err.rule).toBe("string");
          }
        },
      ),
      { numRuns: 400 },
    );
    const b = mids[2];
    const p = battlePending(b)[0]?.player ?? 0;
    for (const bad of [
      null,
      5,
      "x",
      [],
      { type: "battle-nope" },
      { type: "battle-place", skirmish: "0", card: 3 },
      { type: "battle-lose", unit: 99999 },
    ]) {
      expect(battleValidate(b, p, bad)).not.toBeNull();
    }
  });

  it("every enumerated action validates, and random battles end with every unit accounted for", () => {
    for (let g = 0; g < 40; g++) {
      const start = randomBattle(`acc-${g}`);
      const ids = [...start.sides[0].units, ...start.sides[1].units].map((u) => u.id).sort();
      const end = playRandom(start, `acc-p-${g}`, (s) => {
        const p = battlePending(s)[0];
        if (!p) return;
        for (const a of battleLegalActions(s, p.player)) expect(battleValidate(s, p.player, a)).toBeNull();
        expect(battleValidate(s, 1 - p.player, battleLegalActions(s, p.player)[0])).toMatchObject({
          code: "not-your-decision",
        });
      });
      const r = battleResult(end)!;
      const left = [...end.sides[0].units, ...end.sides[1].units].map((u) => u.id);
      const accounted = [
        ...r.destroyed,
        ...r.withdrawn.map((w) => w.unit),
        ...r.retreated.map((x) => x.unit),
        ...left,
      ].sort();
      expect(accounted).toEqual(ids);
      // The attacker never keeps more units in the area than its limit.
      expect(end.sides[0].units.length).toBeLessThanOrEqual(end.unitLimit);
      // Both sides never both stay (unless the defender keeps only assist units… which then retreat).
      expect(end.sides[0].units.length === 0 || end.sides[1].units.length === 0).toBe(true);
    }
  });
});
