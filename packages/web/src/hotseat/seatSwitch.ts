/**
 * Pass-and-play: which screen one device shows when several seats of a game sit at it. Pure, so
 * the rule that keeps one local player's secrets from another is tested apart from the page.
 *
 * The device is "held" by the local seat that last tapped through the curtain. A seat's own view
 * (its hand, its face-down orders, its hidden choices) is shown only to the holder; before another
 * local seat may see its view, a curtain asks to hand the device over. When no local seat is
 * asked, the table is shown as a spectator sees it: no local seat's secrets at all, so whoever
 * is looking at the device learns nothing of the others'.
 */

export type HotSeatScreen =
  /** The holder decides now: show its own view. */
  | { kind: "seat"; seat: number }
  /** Another local seat decides: hide everything until it taps (then it holds the device). */
  | { kind: "curtain"; seat: number }
  /** No local seat is asked (a bot or a remote player decides, or the game is over). */
  | { kind: "table" };

export interface HotSeatSituation {
  /** Seats asked to decide now, as the public (spectator) state lists them. */
  pending: readonly number[];
  /** The seats this device holds. */
  local: readonly number[];
  /** The local seat that tapped through the last curtain; null before the first tap. */
  holder: number | null;
  /** The number of seats at the table (for passing round it). */
  seats: number;
  /**
   * The holder asked to see its own table though another is asked (to undo its last step, or to
   * read its hand while waiting). Safe: the device has not changed hands, and the view is the
   * holder's own. The page ends it as soon as the game moves on.
   */
  review?: boolean;
}

/**
 * The local seats asked now, in the order the device passes among them: the holder first (it
 * keeps the device while it still has something to decide), then round the table from the
 * holder's left, so simultaneous hidden choices (combat cards, Leadership, planning) are taken
 * one local player at a time, each behind the curtain.
 */
export function localDeciders(s: HotSeatSituation): number[] {
  const asked = [...new Set(s.pending)].filter((seat) => s.local.includes(seat));
  // nobody holds the device yet: seat order
  const distance = (seat: number) => (s.holder === null ? seat : (seat - s.holder + s.seats) % s.seats);
  return asked.sort((a, b) => distance(a) - distance(b));
}

/** What the device shows now. */
export function hotSeatScreen(s: HotSeatSituation): HotSeatScreen {
  if (s.review && s.holder !== null && s.local.includes(s.holder)) return { kind: "seat", seat: s.holder };
  const next = localDeciders(s)[0];
  if (next === undefined) return { kind: "table" };
  // A curtain only when the device must change hands: the holder going on needs none.
  return next === s.holder ? { kind: "seat", seat: next } : { kind: "curtain", seat: next };
}
