/**
 * The one guard on text entering the server: every string and key of a request body (names,
 * idempotency keys, actions, options, seeds), every WebSocket message, and whatever later route
 * takes text (a table chat) goes through `refuseBadText` before anything stores or compares it.
 *   - NUL: PostgreSQL text cannot hold one, and no game or name needs one.
 *   - A lone UTF-16 surrogate (`"\ud800"` in JSON) is not a character: UTF-8 storage replaces it
 *     lossily (PostgreSQL with one U+FFFD, SQLite with three), so a name comes back changed and,
 *     after a restart, a resent idempotency key no longer matches the stored one. Refused, 400
 *     `invalid-unicode`. (URLs and headers cannot carry one: percent-decoding invalid UTF-8 and
 *     latin1 header bytes never produce a lone surrogate.)
 * Linear in the text and regex-based (a well-formed surrogate pair is one code point under the
 * `u` flag, so only lone halves match): cheap on the hot path of every action.
 */
import { BodyRefused } from "./refused";

export type TextProblem = "nul-character" | "invalid-unicode";

const LONE_SURROGATE = /\p{Cs}/u;

/** What is wrong with this string, or null. */
export function textProblem(s: string): TextProblem | null {
  if (s.includes("\u0000")) return "nul-character";
  if (LONE_SURROGATE.test(s)) return "invalid-unicode";
  return null;
}

/** The first problem of any string or key in a (depth-checked) JSON value, or null. */
export function jsonTextProblem(value: unknown): TextProblem | null {
  if (typeof value === "string") return textProblem(value);
  if (Array.isArray(value)) {
    for (const v of value) {
      const p = jsonTextProblem(v);
      if (p) return p;
    }
    return null;
  }
  if (value !== null && typeof value === "object") {
    for (const k in value) {
      const p = textProblem(k) ?? jsonTextProblem((value as Record<string, unknown>)[k]);
      if (p) return p;
    }
  }
  return null;
}

const MESSAGES: Record<TextProblem, string> = {
  "nul-character": "Strings may not contain a NUL character.",
  "invalid-unicode": "Text must be valid Unicode: a lone UTF-16 surrogate (e.g. \\ud800) is refused.",
};

/** Throws BodyRefused (400, `nul-character` or `invalid-unicode`) when any text in `value` is bad. */
export function refuseBadText(value: unknown): void {
  const p = jsonTextProblem(value);
  if (p) throw new BodyRefused(p, MESSAGES[p]);
}
