/**
 * Structural checks on every JSON body before anything else sees it (schema validation, the
 * rules, storage): cheap, linear in the body's length, and independent of any ruleset.
 *   - nesting deeper than the limit is refused (a body of thousands of `[` would otherwise
 *     overflow the stack of recursive code further on: validation, hashing, stringify);
 *   - a NUL character or a lone UTF-16 surrogate in any string or key is refused (text-guard.ts).
 * Each answers 400 with a stable code.
 */
import { BodyRefused } from "./refused";
import { refuseBadText } from "./text-guard";

export { BodyRefused } from "./refused";

/** The deepest nesting of arrays and objects in JSON text (strings skipped), stopping past `limit`. */
export function jsonDepth(text: string, limit: number): number {
  let depth = 0;
  let max = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 92 /* \ */) i++;
      else if (c === 34 /* " */) inString = false;
      continue;
    }
    if (c === 34) inString = true;
    else if (c === 91 /* [ */ || c === 123 /* { */) {
      depth++;
      if (depth > max) {
        max = depth;
        if (max > limit) return max;
      }
    } else if (c === 93 /* ] */ || c === 125 /* } */) depth--;
  }
  return max;
}

/** Parse a JSON body under the limits; throws BodyRefused (400) or the parser's SyntaxError. */
export function parseJsonBody(text: string, maxDepth: number, parse: (text: string) => unknown): unknown {
  if (jsonDepth(text, maxDepth) > maxDepth)
    throw new BodyRefused("json-too-deep", `JSON nested deeper than ${maxDepth} levels is refused.`);
  const value = parse(text);
  refuseBadText(value);
  return value;
}
