/**
 * JSON value utilities. States, actions, options and views are plain JSON, so equality and
 * hashing are defined on their JSON form: two values are the same when their canonical JSON
 * (object keys sorted) is the same. `findNonJson` catches what would not survive a round trip.
 */

/**
 * Canonical JSON: like JSON.stringify (same treatment of undefined, NaN, toJSON, -0), but
 * object keys are sorted by UTF-16 code units, so equal data gives an equal string whatever
 * order its keys were written in. Throws on BigInt and cycles, as JSON.stringify does.
 */
export function canonicalJson(value: unknown): string {
  const out = write(value, new Set());
  return out === undefined ? "null" : out;
}

function write(value: unknown, seen: Set<object>): string | undefined {
  switch (typeof value) {
    case "string":
      return JSON.stringify(value);
    case "number":
      return Number.isFinite(value) ? String(value) : "null";
    case "boolean":
      return value ? "true" : "false";
    case "undefined":
    case "function":
    case "symbol":
      return undefined;
    case "bigint":
      throw new TypeError("canonicalJson: BigInt is not JSON");
  }
  if (value === null) return "null";
  const obj = value as { toJSON?: () => unknown };
  if (typeof obj.toJSON === "function") return write(obj.toJSON(), seen);
  if (seen.has(obj)) throw new TypeError("canonicalJson: cyclic value");
  seen.add(obj);
  let out: string;
  if (Array.isArray(obj)) {
    out = "[";
    for (let i = 0; i < obj.length; i++) {
      if (i > 0) out += ",";
      out += write(obj[i], seen) ?? "null";
    }
    out += "]";
  } else {
    const record = obj as Record<string, unknown>;
    const keys = Object.keys(record).sort();
    out = "{";
    let first = true;
    for (const key of keys) {
      const item = write(record[key], seen);
      if (item === undefined) continue;
      if (!first) out += ",";
      first = false;
      out += `${JSON.stringify(key)}:${item}`;
    }
    out += "}";
  }
  seen.delete(obj);
  return out;
}

/** Equal as JSON data (key order ignored). */
export function jsonEqual(a: unknown, b: unknown): boolean {
  return a === b || canonicalJson(a) === canonicalJson(b);
}

/**
 * The path of the first difference between two JSON values ("$.board[3]"), or null when they
 * are equal. Used to make conformance failures readable.
 */
export function jsonDiff(a: unknown, b: unknown, path = "$"): string | null {
  if (a === b) return null;
  if (typeof a !== "object" || typeof b !== "object" || a === null || b === null) {
    return canonicalJson(a) === canonicalJson(b)
      ? null
      : `${path}: ${short(canonicalJson(a))} ≠ ${short(canonicalJson(b))}`;
  }
  if (Array.isArray(a) !== Array.isArray(b)) return `${path}: array ≠ object`;
  if (Array.isArray(a) && Array.isArray(b)) {
    if (a.length !== b.length) return `${path}: length ${a.length} ≠ ${b.length}`;
    for (let i = 0; i < a.length; i++) {
      const d = jsonDiff(a[i], b[i], `${path}[${i}]`);
      if (d) return d;
    }
    return null;
  }
  const ra = a as Record<string, unknown>;
  const rb = b as Record<string, unknown>;
  const keys = new Set([...Object.keys(ra), ...Object.keys(rb)]);
  for (const key of [...keys].sort()) {
    const d = jsonDiff(ra[key], rb[key], `${path}.${key}`);
    if (d) return d;
  }
  return null;
}

function short(s: string): string {
  return s.length > 60 ? `${s.slice(0, 57)}...` : s;
}

/**
 * The path of the first part of `value` that is not plain JSON data (undefined, NaN,
 * Infinity, functions, Map/Set/Date/class instances, sparse arrays), or null when it is all
 * plain JSON. Such parts would change in a JSON round trip, so a replayed game would differ.
 *
 * `known`: objects already found plain. Frozen objects that pass are added to it and skipped
 * next time, which makes checking a chain of structurally shared, frozen states cheap (only
 * the parts each state changed are walked). Unfrozen objects are never trusted: they may change.
 */
export function findNonJson(value: unknown, path = "$", known?: WeakSet<object>): string | null {
  const bad = walk(value, known);
  return bad === null ? null : `${path}${bad}`;
}

/** Null when plain JSON, else "<relative path>: <reason>" (paths are built only on failure). */
function walk(value: unknown, known: WeakSet<object> | undefined): string | null {
  switch (typeof value) {
    case "string":
    case "boolean":
      return null;
    case "number":
      return Number.isFinite(value) ? null : `: ${String(value)} is not a JSON number`;
    case "object":
      break;
    default:
      return `: ${typeof value} is not JSON`;
  }
  if (value === null || known?.has(value)) return null;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      if (!(i in value)) return `[${i}]: hole in a sparse array`;
      const bad = walk(value[i], known);
      if (bad !== null) return `[${i}]${bad}`;
    }
  } else {
    const proto = Object.getPrototypeOf(value);
    if (proto !== Object.prototype && proto !== null) {
      return `: ${(proto as { constructor?: { name?: string } }).constructor?.name ?? "object"} instance is not plain JSON`;
    }
    for (const key in value) {
      if (!Object.hasOwn(value, key)) continue;
      const bad = walk((value as Record<string, unknown>)[key], known);
      if (bad !== null) return `.${key}${bad}`;
    }
  }
  if (known && Object.isFrozen(value)) known.add(value);
  return null;
}
