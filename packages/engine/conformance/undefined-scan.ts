/**
 * The deep scan behind the conformance check "no-undefined": states never hold `undefined`
 * (engine README, "Plain JSON everywhere"), not as a field, not in an array, however deep. A
 * JSON round trip drops such a key (or turns it into null in an array), so a stored, sent or
 * replayed state would differ from the one the ruleset made.
 */

/**
 * The path of the first `undefined` inside `value` ("$.battle.after[0][0].params"), or null.
 * `known`: frozen objects already found clean are skipped next time (states share most parts).
 */
export function findUndefined(value: unknown, path = "$", known?: WeakSet<object>): string | null {
  const bad = walk(value, known);
  return bad === null ? null : `${path}${bad}`;
}

function walk(value: unknown, known: WeakSet<object> | undefined): string | null {
  if (value === undefined) return "";
  if (typeof value !== "object" || value === null || known?.has(value)) return null;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const bad = walk(value[i], known);
      if (bad !== null) return `[${i}]${bad}`;
    }
  } else {
    for (const key of Object.keys(value)) {
      const bad = walk((value as Record<string, unknown>)[key], known);
      if (bad !== null) return `.${key}${bad}`;
    }
  }
  if (known && Object.isFrozen(value)) known.add(value);
  return null;
}
