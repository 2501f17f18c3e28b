/**
 * Seat names are shown to every other player and spectator, so one must not be able to pass for
 * another: a name is normalised to NFC and trimmed, and refused when it holds control
 * characters, invisible (zero-width) characters or bidirectional overrides/isolates (which can
 * make "Alice" display as someone else's name or reorder the text around it).
 */

/**
 * Controls (Cc), format characters (Cf: zero-width spaces and joiners, bidi embeddings,
 * overrides and isolates, the soft hyphen, the BOM…), line/paragraph separators, and the
 * "filler" letters that display as nothing.
 */
const FORBIDDEN = /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}\u115f\u1160\u3164\uffa0\u2800]/u;

export const MAX_NAME_LENGTH = 60;

export type NameCheck = { ok: true; name: string } | { ok: false; reason: string };

export function normaliseName(raw: string): NameCheck {
  const name = raw.normalize("NFC").trim();
  if (name.length === 0) return { ok: false, reason: "a name needs at least one visible character" };
  if ([...name].length > MAX_NAME_LENGTH)
    return { ok: false, reason: `at most ${MAX_NAME_LENGTH} characters` };
  if (FORBIDDEN.test(name))
    return { ok: false, reason: "control, invisible and text-direction characters are not allowed" };
  return { ok: true, name };
}
