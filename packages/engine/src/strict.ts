/**
 * Strict validation, the same for every ruleset: `validate` accepts exactly the actions
 * `legalActions` enumerates, and never throws.
 *
 * `strictValidate(check, legalActions)` wraps a ruleset's own checks:
 * 1. the input must be plain JSON data — plain objects and arrays read through their own data
 *    properties only (no getters, no inherited fields, no class instances, no `__proto__` key,
 *    finite numbers); anything else, or anything that throws while being read (a Proxy), is
 *    `malformed-action`;
 * 2. the ruleset's own checks run on a plain copy of it (an exception there is also
 *    `malformed-action`), so their specific errors come first;
 * 3. the copy must then equal, as canonical JSON, one of `legalActions(state, player)`:
 *    a second spelling of an action or an unknown extra field is `not-enumerated`.
 * What is accepted is therefore one of the enumerated actions, and the log other seats read
 * holds nothing else. Fast path: the very object `legalActions` returned (bots and search
 * submit those) skips the copy and the comparison; the ruleset's own checks still run.
 *
 * `strictRules(check, legalActions)` gives a ruleset both halves at once: its `legalActions`
 * remembers the list it last handed out and for which state object, so `validate` recognises an
 * action taken from that list by identity without enumerating again (states are never mutated:
 * the engine contract). A ruleset should export these two and use them everywhere.
 */
import { EngineErrors, type RuleError, ruleError } from "./errors";
import type { PlayerId } from "./types";

/** Deepest nesting and most values an action may hold (actions are small). */
const MAX_DEPTH = 32;
const MAX_NODES = 10_000;

/** Why `value` is not plain JSON data (a sentence fragment), or its plain copy. */
export function plainJsonCopy(value: unknown): { copy: unknown } | { problem: string } {
  let nodes = 0;
  const copy = (v: unknown, depth: number): unknown => {
    if (++nodes > MAX_NODES) throw new Plainness("the value is too large");
    if (depth > MAX_DEPTH) throw new Plainness("the value is nested too deeply");
    switch (typeof v) {
      case "string":
      case "boolean":
        return v;
      case "number":
        if (!Number.isFinite(v)) throw new Plainness("numbers must be finite");
        return v;
      case "object":
        break;
      default:
        throw new Plainness(`a ${typeof v} is not JSON`);
    }
    if (v === null) return null;
    if (Array.isArray(v)) {
      if (Object.getPrototypeOf(v) !== Array.prototype) throw new Plainness("arrays must be plain");
      const out: unknown[] = [];
      const keys = Reflect.ownKeys(v);
      for (const k of keys) {
        if (k === "length") continue;
        if (typeof k !== "string" || !/^(0|[1-9]\d*)$/.test(k)) throw new Plainness("arrays hold items only");
      }
      const length = v.length;
      for (let i = 0; i < length; i++) out.push(copy(ownData(v, String(i)), depth + 1));
      return out;
    }
    const proto = Object.getPrototypeOf(v);
    if (proto !== Object.prototype && proto !== null) throw new Plainness("objects must be plain");
    const out: Record<string, unknown> = {};
    for (const k of Reflect.ownKeys(v)) {
      if (typeof k !== "string") throw new Plainness("keys must be strings");
      if (k === "__proto__") throw new Plainness("the key __proto__ is not allowed");
      const item = ownData(v, k);
      // As in JSON: a field holding undefined is absent.
      if (item !== undefined) out[k] = copy(item, depth + 1);
    }
    return out;
  };
  try {
    return { copy: copy(value, 0) };
  } catch (e) {
    return { problem: e instanceof Plainness ? e.message : "the value could not be read" };
  }
}

class Plainness extends Error {}

/** An own, enumerable data property (a getter or a hidden field is refused, never called). */
function ownData(o: object, key: string): unknown {
  const d = Object.getOwnPropertyDescriptor(o, key);
  if (!d) throw new Plainness(`a missing item ${key}`);
  if (!("value" in d)) throw new Plainness(`the field ${key} is an accessor, not data`);
  if (!d.enumerable) throw new Plainness(`the field ${key} is hidden`);
  return d.value;
}

export const StrictErrors = {
  notEnumerated: () =>
    ruleError(
      "not-enumerated",
      "This action is not one of the actions on offer (an unknown field, or another spelling of one).",
      "Only the actions the rules list as legal may be taken, exactly as they are listed",
    ),
} as const;

/**
 * A `validate` that accepts exactly the enumerated actions (see the module comment). `check` is
 * the ruleset's own validation; it receives a plain copy of the input.
 */
export function strictValidate<S, A>(
  check: (state: S, player: PlayerId, action: unknown) => RuleError | null,
  legalActions: (state: S, player: PlayerId) => readonly A[],
  /** What `legalActions` already handed out for this state and player, if known (`strictRules`). */
  handedOut?: (state: S, player: PlayerId) => readonly A[] | null,
): (state: S, player: PlayerId, action: unknown) => RuleError | null {
  const guarded = (state: S, player: PlayerId, a: unknown): RuleError | null => {
    try {
      return check(state, player, a);
    } catch {
      return EngineErrors.malformed(`bad fields for ${String((a as { type?: unknown }).type)}`);
    }
  };
  const enumerate = (state: S, player: PlayerId): readonly A[] | null => {
    try {
      return legalActions(state, player);
    } catch {
      return null;
    }
  };
  return (state, player, action) => {
    let legal: readonly A[] | null = null;
    // Fast path: the very object legalActions handed out (bots and search submit those) is
    // plain data the ruleset built; only its own checks remain. Identity never runs a trap.
    if (typeof action === "object" && action !== null) {
      if (handedOut?.(state, player)?.includes(action as A)) return guarded(state, player, action);
      legal = enumerate(state, player);
      if (legal?.includes(action as A)) return guarded(state, player, action);
    }
    const plain = plainJsonCopy(action);
    if ("problem" in plain) return EngineErrors.malformed(plain.problem);
    const a = plain.copy;
    if (
      typeof a !== "object" ||
      a === null ||
      Array.isArray(a) ||
      typeof (a as { type?: unknown }).type !== "string"
    )
      return EngineErrors.malformed("expected an object with a string `type`");
    const err = guarded(state, player, a);
    if (err) return err;
    legal ??= enumerate(state, player);
    if (legal === null) return EngineErrors.malformed(`bad fields for ${(a as { type: string }).type}`);
    return isEnumerated(a as { type: string }, legal) ? null : StrictErrors.notEnumerated();
  };
}

/**
 * `legalActions` and a strict `validate` that share a memory of what was last handed out: the
 * fast path then costs two comparisons instead of a second enumeration. The memory holds a copy
 * of the list (a caller that sorts or splices its own array changes nothing here) and the one
 * latest state.
 */
export function strictRules<S, A>(
  check: (state: S, player: PlayerId, action: unknown) => RuleError | null,
  legalActions: (state: S, player: PlayerId) => A[],
): {
  legalActions: (state: S, player: PlayerId) => A[];
  validate: (state: S, player: PlayerId, action: unknown) => RuleError | null;
} {
  // One slot, not a WeakMap: a WeakMap entry per state made every move several times slower
  // (ephemeron bookkeeping in the collector), and the fast path only needs the latest state.
  let lastState: S | undefined;
  let lastPlayer: PlayerId = -1;
  let lastList: readonly A[] = [];
  const remembered = (state: S, player: PlayerId): readonly A[] | null =>
    state === lastState && player === lastPlayer ? lastList : null;
  const strict = strictValidate(check, legalActions, remembered);
  return {
    legalActions(state, player) {
      const list = legalActions(state, player);
      lastState = state;
      lastPlayer = player;
      lastList = list.slice();
      return list;
    },
    validate: strict,
  };
}

/** Is `a` (plain data) one of `legal`, as JSON data (key order ignored)? */
export function isEnumerated(a: { type: string }, legal: readonly unknown[]): boolean {
  for (const x of legal) if ((x as { type?: unknown }).type === a.type && sameJson(a, x)) return true;
  return false;
}

/**
 * Equal as JSON data: what `canonicalJson(a) === canonicalJson(b)` says for plain data, without
 * building the strings (a field holding undefined counts as absent, as in JSON).
 */
export function sameJson(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== "object" || typeof b !== "object" || a === null || b === null) return false;
  if (Array.isArray(a)) {
    if (!Array.isArray(b) || a.length !== b.length) return false;
    for (let i = 0; i < a.length; i++) if (!sameJson(a[i], b[i])) return false;
    return true;
  }
  if (Array.isArray(b)) return false;
  const x = a as Record<string, unknown>;
  const y = b as Record<string, unknown>;
  let n = 0;
  for (const k in x) {
    if (!Object.hasOwn(x, k) || x[k] === undefined) continue;
    n++;
    if (!Object.hasOwn(y, k) || !sameJson(x[k], y[k])) return false;
  }
  let m = 0;
  for (const k in y) if (Object.hasOwn(y, k) && y[k] !== undefined) m++;
  return n === m;
}
