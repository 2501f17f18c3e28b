/**
 * Copy-on-write for `apply`: the state and its first-level containers (players, units, bases,
 * transports, stacks, resources) are copied once per action; everything below them is treated
 * as immutable and replaced, never mutated. That keeps `apply` pure at the cost of a few short
 * array copies, far cheaper than a deep clone. (A step within a running battle, which changes the
 * battle alone, copies only the state object: ruleset.ts `applyRules`.)
 */
import type { StarcraftState } from "./state";

export type Draft = StarcraftState;

export function draft(s: StarcraftState): Draft {
  // A plain copy, then the containers replaced one by one: the same object as the literal
  // `{ ...s, players: …, units: … }`, but measured three times faster in V8 (2 µs instead of
  // 6 µs a state at the opening of a search, where `apply` runs at every node): the literal's
  // overriding fields take a slow path after the spread.
  const d = { ...s };
  d.players = s.players.map((p) => ({ ...p }));
  d.units = s.units.slice();
  d.bases = s.bases.slice();
  d.transports = s.transports.slice();
  d.stacks = { ...s.stacks };
  d.resources = { ...s.resources };
  d.ordersPlaced = s.ordersPlaced.slice();
  return d;
}
