/**
 * Copy-on-write for `apply`: the state and its first-level containers (players, units, bases,
 * transports, stacks, resources) are copied once per action; everything below them is treated
 * as immutable and replaced, never mutated. That keeps `apply` pure at the cost of a few short
 * array copies, far cheaper than a deep clone.
 */
import type { StarcraftState } from "./state";

export type Draft = StarcraftState;

export function draft(s: StarcraftState): Draft {
  return {
    ...s,
    players: s.players.map((p) => ({ ...p })),
    units: s.units.slice(),
    bases: s.bases.slice(),
    transports: s.transports.slice(),
    stacks: { ...s.stacks },
    resources: { ...s.resources },
    ordersPlaced: s.ordersPlaced.slice(),
  };
}
