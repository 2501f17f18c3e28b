/**
 * Listeners kept per key (a game's streams): adding one returns its removal, and the key's set
 * goes when its last listener leaves, so a game nobody follows holds no entry.
 */
export class KeyedListeners<L> {
  private readonly sets = new Map<string, Set<L>>();

  add(key: string, listener: L): () => void {
    let set = this.sets.get(key);
    if (!set) {
      set = new Set();
      this.sets.set(key, set);
    }
    set.add(listener);
    return () => {
      set.delete(listener);
      if (set.size === 0 && this.sets.get(key) === set) this.sets.delete(key);
    };
  }

  /** The listeners of `key` (none: undefined). */
  get(key: string): ReadonlySet<L> | undefined {
    return this.sets.get(key);
  }
}
