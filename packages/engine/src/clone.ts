/**
 * States are immutable plain data and `apply` is pure, so a bot can keep any number of states
 * (a search tree, a playout's start) by reference, with no copying: apply returns a new state
 * and shares the unchanged parts with the old one. Copy only when you must hand a state to
 * code that may mutate it (cloneState), and freeze in debug runs to catch mutation at its
 * source (deepFreeze; the conformance suite does this).
 */

/** A deep copy of a JSON state (structuredClone: fast, native, keeps -0 and undefined). */
export function cloneState<T>(state: T): T {
  return structuredClone(state);
}

/**
 * Freeze a value and everything reachable from it, so any later mutation throws in strict
 * code (all ES modules). Returns the value. Already-frozen parts are skipped, which keeps
 * repeated freezing of structurally shared states cheap.
 */
export function deepFreeze<T>(value: T): T {
  if (typeof value !== "object" || value === null || Object.isFrozen(value)) return value;
  Object.freeze(value);
  for (const key of Object.keys(value)) deepFreeze((value as Record<string, unknown>)[key]);
  return value;
}
