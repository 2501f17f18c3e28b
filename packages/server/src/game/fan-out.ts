/**
 * One change, many streams: every stream of a game is pushed the same few texts — one per
 * distinct viewer (each seat, and one for all spectators) — so a change is projected and
 * serialized once per view, not once per connection (512 spectators cost one projection).
 * A memo lives for one notification only: the next change makes a new one.
 */
import type { Viewer } from "@koprulu/engine";

export class ViewTexts {
  private readonly texts = new Map<Viewer, string>();

  /** The text for `viewer`, made by `make` the first time it is asked for in this change. */
  text(viewer: Viewer, make: () => string): string {
    let t = this.texts.get(viewer);
    if (t === undefined) {
      t = make();
      this.texts.set(viewer, t);
    }
    return t;
  }

  /** Distinct views made (metrics). */
  get size(): number {
    return this.texts.size;
  }
}
