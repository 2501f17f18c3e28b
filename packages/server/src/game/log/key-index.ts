/**
 * Which entry a seat's idempotency key produced, without a Map from key strings: an
 * open-addressing table of entry numbers (4 bytes a slot, at most half full) hashed by seat and
 * key. A probe compares the key and seat the log gives back for a candidate, so collisions cost
 * a comparison, never a wrong answer. A seat that sends the same key again for a later entry
 * (storage forbids it; a hand-made log might not) is found at that later entry, as a Map would.
 */

function hashKey(seat: number, key: string): number {
  let h = Math.imul(0x811c9dc5 ^ seat, 16777619);
  for (let i = 0; i < key.length; i++) h = Math.imul(h ^ key.charCodeAt(i), 16777619);
  return (h ^ (h >>> 15)) >>> 0;
}

export interface KeyedEntries {
  keyAt(index: number): string | null;
  seatAt(index: number): number;
}

export class KeyIndex {
  /** Entry index + 1 per slot; 0 is empty. */
  private slots = new Int32Array(0);
  private count = 0;

  constructor(private readonly entries: KeyedEntries) {}

  /** The index of the entry this seat's key produced, or -1. */
  find(seat: number, key: string): number {
    if (this.count === 0) return -1;
    const mask = this.slots.length - 1;
    for (let s = hashKey(seat, key) & mask; ; s = (s + 1) & mask) {
      const slot = this.slots[s];
      if (slot === 0) return -1;
      if (this.entries.seatAt(slot - 1) === seat && this.entries.keyAt(slot - 1) === key) return slot - 1;
    }
  }

  add(index: number, seat: number, key: string): void {
    if ((this.count + 1) * 2 > this.slots.length) this.grow();
    this.place(index, seat, key);
  }

  private place(index: number, seat: number, key: string): void {
    const mask = this.slots.length - 1;
    for (let s = hashKey(seat, key) & mask; ; s = (s + 1) & mask) {
      const slot = this.slots[s];
      if (slot === 0) {
        this.slots[s] = index + 1;
        this.count++;
        return;
      }
      if (this.entries.seatAt(slot - 1) === seat && this.entries.keyAt(slot - 1) === key) {
        this.slots[s] = index + 1;
        return;
      }
    }
  }

  private grow(): void {
    const old = this.slots;
    this.slots = new Int32Array(Math.max(16, old.length * 2));
    this.count = 0;
    for (const slot of old) {
      if (slot === 0) continue;
      const i = slot - 1;
      this.place(i, this.entries.seatAt(i), this.entries.keyAt(i)!);
    }
  }
}
