/**
 * Sacrifice (Brood War keyword, BW p.18 and FAQ p.3; spec brood-war.md §11 and §15 ruling 10): a
 * front-line unit with Sacrifice is always destroyed in the resolve step, except when it cannot
 * attack the enemy front line nor any supporting unit, or when the enemy front line is cloaked with
 * no friendly detector present. Real content pack (the bundled Brood War catalog).
 */
import { describe, expect, it } from "vitest";
import { registerCatalog } from "./catalog";
import { bundledCatalog } from "./content-catalog";
import { input, units } from "./testing/fixtures";
import { fight, type Plan } from "./testing/scenario";
import type { BattleAction, BattleSide, BattleState, BattleUnit } from "./types";

const CAT = "bundled-sacrifice";
registerCatalog(CAT, bundledCatalog());

const fig = (type: string): BattleUnit => units(type)[0];
const side = (us: BattleUnit[], card: string, over: Partial<BattleSide> = {}): Partial<BattleSide> => ({
  units: us,
  hand: [card],
  deck: Array.from({ length: 6 }, () => card),
  ...over,
});

/** The battle with one skirmish; `choose` answers the pairing and support steps. */
function battle(
  a: Partial<BattleSide>,
  d: Partial<BattleSide>,
  plan: Plan,
  choose?: (b: BattleState, legal: BattleAction[]) => BattleAction | undefined,
) {
  const out = fight(input(a, d, { catalog: CAT }), plan, choose);
  return { ...out, rep: out.state.skirmishes[0]?.report ?? null };
}

describe("Sacrifice exceptions (BW FAQ, ruling 10)", () => {
  // The Infested Terran's card (8/6 major) against a lone Dark Templar on a card that does not picture it.
  const plan: Plan = { 0: [["zerg-combat-bw-01"]], 1: [["protoss-combat-03"]] };

  it("Sacrifice is ignored against a cloaked front line when no friendly detector is present", () => {
    const it_ = fig("zerg-infested-terran");
    const dt = fig("protoss-dark-templar");
    const x = battle(side([it_], "zerg-combat-bw-01"), side([dt], "protoss-combat-03"), plan);
    expect(x.rep!.attack).toEqual([8, 2]);
    expect(x.rep!.health).toEqual([6, 5]);
    expect(x.result.destroyed).not.toContain(it_.id);
  });

  it("Sacrifice applies against a cloaked front line when the side has detection (Air Support)", () => {
    const it_ = fig("zerg-infested-terran");
    const dt = fig("protoss-dark-templar");
    const x = battle(
      side([it_], "zerg-combat-bw-01", { airSupport: true }),
      side([dt], "protoss-combat-03"),
      plan,
    );
    expect(x.result.destroyed).toContain(it_.id);
    expect(x.result.destroyed).toContain(dt.id); // detected: the Dark Templar cannot withdraw
  });

  it("Sacrifice applies against an uncloaked front line (a Zealot)", () => {
    const it_ = fig("zerg-infested-terran");
    const x = battle(
      side([it_], "zerg-combat-bw-01"),
      side([fig("protoss-zealot")], "protoss-combat-03"),
      plan,
    );
    expect(x.result.destroyed).toContain(it_.id);
  });

  // The Zealot on a card that does not picture it (minor 3/4): it cannot kill the Scourge (health 6).
  const scourgePlan: Plan = { 0: [["zerg-combat-bw-01"]], 1: [["protoss-combat-bw-05"]] };

  it("Sacrifice applies when the unit cannot hit the front line but can hit a supporting unit", () => {
    // A Scourge (flying targets only) faces a Zealot supported by a Corsair: it can attack the Corsair.
    const scourge = fig("zerg-scourge");
    const zealot = fig("protoss-zealot");
    const corsair = fig("protoss-corsair");
    const x = battle(
      side([scourge], "zerg-combat-bw-01"),
      side([zealot, corsair], "protoss-combat-bw-05"),
      scourgePlan,
      (_b, legal) =>
        legal.find((a) => a.type === "battle-pair" && a.defender === zealot.id) ??
        legal.find((a) => a.type === "battle-support" && a.unit === corsair.id),
    );
    expect(x.state.skirmishes[0].front).toEqual([scourge.id, zealot.id]);
    expect(x.state.skirmishes[0].support[1]).toEqual([corsair.id]);
    expect(x.rep!.attack[1]).toBeLessThan(x.rep!.health[0]); // the Zealot alone could not kill it
    expect(x.result.destroyed).toContain(scourge.id);
  });

  it("Sacrifice is ignored when the unit can attack neither the front line nor any supporting unit", () => {
    const scourge = fig("zerg-scourge");
    const x = battle(
      side([scourge], "zerg-combat-bw-01"),
      side([fig("protoss-zealot")], "protoss-combat-bw-05"),
      scourgePlan,
    );
    expect(x.rep!.attack[1]).toBeLessThan(x.rep!.health[0]);
    expect(x.result.destroyed).not.toContain(scourge.id);
  });
});
