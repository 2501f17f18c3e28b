/** Ten positions on which exact and Monte Carlo odds are compared (odds.test.ts, perf/odds-agreement.ts). */
import { liteBattle, liteSide } from "./testing";
import type { LiteBattleInput } from "./types";

const T = (t: string) => `terran-${t}`;
const Z = (t: string) => `zerg-${t}`;
const P = (t: string) => `protoss-${t}`;

export const AGREEMENT_POSITIONS: (() => LiteBattleInput)[] = [
  () =>
    liteBattle(
      liteSide(0, "terran", [T("marine"), T("marine")]),
      liteSide(1, "zerg", [Z("zergling"), Z("hydralisk")]),
    ),
  () =>
    liteBattle(
      liteSide(0, "zerg", [Z("zergling"), Z("zergling"), Z("zergling")]),
      liteSide(1, "terran", [T("firebat"), T("marine")]),
    ),
  // Cloaked units that missed withdraw when targeted: which identical unit hit matters.
  () =>
    liteBattle(
      liteSide(0, "terran", [T("marine"), T("marine"), T("marine")]),
      liteSide(1, "zerg", [Z("hydralisk"), Z("hydralisk"), Z("hydralisk")], {
        upgrades: [Z("hydralisk")],
        withdrawAreas: ["p-3"],
      }),
    ),
  () =>
    liteBattle(liteSide(0, "terran", [T("vulture"), T("goliath")]), liteSide(1, "protoss", [P("dragoon")])),
  () =>
    liteBattle(
      liteSide(0, "zerg", [Z("mutalisk"), Z("hydralisk")]),
      liteSide(1, "terran", [T("wraith"), T("marine")]),
    ),
  () =>
    liteBattle(
      liteSide(0, "protoss", [P("scout"), P("zealot")]),
      liteSide(1, "zerg", [Z("mutalisk"), Z("zergling"), Z("zergling")]),
    ),
  () =>
    liteBattle(
      liteSide(0, "zerg", [Z("zergling"), Z("zergling")], { upgrades: [Z("zergling")] }),
      liteSide(1, "terran", [T("marine"), T("vulture")], { withdrawAreas: ["p-3"] }),
    ),
  () =>
    liteBattle(
      liteSide(0, "terran", [T("siege-tank"), T("marine")]),
      liteSide(1, "terran", [T("siege-tank"), T("marine")], {
        upgrades: [T("siege-tank")],
        baseInArea: true,
        workers: 1,
      }),
    ),
  () =>
    liteBattle(
      liteSide(0, "protoss", [P("reaver"), P("zealot")]),
      liteSide(1, "zerg", [Z("ultralisk"), Z("zergling")]),
    ),
  () =>
    liteBattle(
      liteSide(0, "terran", [T("battlecruiser")]),
      liteSide(1, "zerg", [Z("scourge"), Z("hydralisk")]),
    ),
];
