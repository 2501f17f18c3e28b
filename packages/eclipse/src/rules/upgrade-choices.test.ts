/**
 * E-A4 asked cheaply (session 58): whether a blueprint with one slot changed is usable is worked
 * out without building the blueprint or its problems' words (`shipBlueprintFitsWith`), and the
 * Upgrade step lists a slot once its first choice is found. Compared with the full checks on the
 * Upgrades of random games.
 */
import { Rng } from "@koprulu/engine";
import { describe, expect, it } from "vitest";
import { type HullId, shipBlueprintFitsWith, shipBlueprintProblemList } from "../content/index";
import { upgradeChoices } from "./actions";
import { blueprintProblems, content, withPart } from "./economy";
import { eclipse } from "./ruleset";
import { act, legal, playRandom } from "./testing";
import type { EclipseAction, EclipseState, PlayerState, Step } from "./types";
import { HULLS } from "./types";

type Upgrade = Extract<Step, { kind: "upgrade" }>;

/** Upgrade's choices for one slot as the rules listed them before session 58. */
function choicesBefore(p: PlayerState, step: Upgrade, hull: HullId, slot: number, parts: string[]) {
  const out: EclipseAction[] = [];
  const current = p.blueprints[hull].slots[slot] ?? null;
  if (step.placed < step.limit)
    for (const part of parts)
      if (part !== current && blueprintProblems(hull, withPart(p, hull, slot, part)).length === 0)
        out.push({ type: "upgrade-part", part });
  if (current !== null && blueprintProblems(hull, withPart(p, hull, slot, null)).length === 0)
    out.push({ type: "upgrade-remove" });
  return out;
}

/** States in the Upgrade step with no slot chosen: met in random games, or opened from their turns. */
function upgradeSteps(): EclipseState[] {
  const out: EclipseState[] = [];
  for (const [players, seed] of [
    [2, "up-a"],
    [4, "up-b"],
  ] as const)
    playRandom(eclipse.setup({ players, rounds: 9 }, seed), Rng.fromSeed(seed), 50_000, (s) => {
      if (s.step.kind === "upgrade" && s.step.hull === null) out.push(s);
      else if (s.step.kind === "turn" && legal(s, s.turn).some((a) => a.type === "upgrade"))
        out.push(act(s, s.turn, { type: "upgrade" }));
    });
  return out;
}

const steps = upgradeSteps();
const allParts = [...Object.keys(content().parts).sort(), "no-such-part"];

describe("Upgrade's choices", () => {
  it("E-A4: shipBlueprintFitsWith answers as the problem list of the changed blueprint", () => {
    let fits = 0;
    let asked = 0;
    for (const s of steps.filter((_, i) => i % 5 === 0))
      for (const p of s.players)
        for (const hull of HULLS) {
          const bp = p.blueprints[hull];
          for (let slot = -1; slot <= bp.slots.length; slot++)
            for (const part of [...allParts, null]) {
              const slots = [...bp.slots];
              slots[slot] = part;
              const expected = shipBlueprintProblemList(content(), hull, { ...bp, slots }).length === 0;
              expect(shipBlueprintFitsWith(content(), hull, bp, slot, part)).toBe(expected);
              asked++;
              if (expected) fits++;
            }
        }
    expect(fits).toBeGreaterThan(1000);
    expect(asked - fits).toBeGreaterThan(1000);
  });

  it("E-A4: each slot's choices, and the slots listed, are those of the full checks", () => {
    let listed = 0;
    for (const s of steps) {
      const seat = s.turn;
      const step = s.step as Upgrade;
      const p = s.players[seat]!;
      const offered = legal(s, seat).filter((a) => a.type === "upgrade-slot");
      for (const hull of HULLS)
        p.blueprints[hull].slots.forEach((_, slot) => {
          expect(upgradeChoices(s, seat, step, hull, slot, allParts)).toEqual(
            choicesBefore(p, step, hull, slot, allParts),
          );
          const any = upgradeChoices(s, seat, step, hull, slot).length > 0;
          expect(offered.some((a) => a.type === "upgrade-slot" && a.hull === hull && a.slot === slot)).toBe(
            any,
          );
          if (any) listed++;
        });
    }
    expect(steps.length).toBeGreaterThan(100);
    expect(listed).toBeGreaterThan(500);
  });
});
