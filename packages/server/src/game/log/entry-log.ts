/**
 * A game's log as the server holds it while the game is live: the same entries as `Entry`
 * objects, in a packed form that takes about a third of their heap (bench: starcraft
 * .liveGameHeapKb). Each entry is a 36-byte record in a chunk of 64 (seq, seat, kind, timestamp
 * and state hash as numbers, its viewer list's number, its key's kind), its action the object
 * itself, its description as word numbers (word-table.ts), its story as the JSON text stored in
 * its row, its key as key-codes.ts encodes it. A field that does not fit the packed shape is kept
 * as it came, beside the record, so `entry(i)` always gives back exactly the entry pushed.
 *
 * Entries are only appended (the log is the game's truth); seqs ascend (commit order).
 */
import type { LogMessage } from "@koprulu/engine";
import type { Entry } from "../entry";
import { viewerListById, viewerListId } from "../viewer-lists";
import { halvesToHex, hexToHalves, isoToMs, msToIso } from "./fixed-fields";
import { KEY_NONE, KEY_TEXT, KEY_UUID, KeyCodes } from "./key-codes";
import { KeyIndex } from "./key-index";
import { sharedWords, type WordTable } from "./word-table";

const CHUNK = 64;
const SHIFT = 6;
/** Byte offsets in a record. */
const AT = 0; // f64: ms since the epoch
const HASH_HI = 8; // u32
const HASH_LO = 12; // u32
const SEQ = 16; // i32
const KEY_REF = 20; // i32
const WORDS = 24; // i32: where the description's words start in the chunk's word list
const VIEWERS = 28; // u16
const SEAT = 30; // u8
const KIND = 31; // u8
const KEY_KIND = 32; // u8
const FLAGS = 33; // u8
const RECORD = 36;
/** A field kept as it came: a string header and a map slot, about. */
const LOOSE_BYTES = 40;

/** Flags: the field is kept as it came (not packed). */
const TEXT = 1;
const TIME = 2;
const HASH = 4;
const LIST = 8;
/** The entry has a story (kept as JSON text). */
const STORY = 16;

const KINDS: readonly Entry["kind"][] = ["action", "undo", "forfeit"];

class Chunk {
  readonly records = new DataView(new ArrayBuffer(CHUNK * RECORD));
  readonly actions = new Array<unknown>(CHUNK);
  words = new Uint16Array(CHUNK * 8);
  wordCount = 0;
  count = 0;
}

export class EntryLog {
  private readonly chunks: Chunk[] = [];
  private size = 0;
  /** About how many bytes the packed entries hold (the cache's size estimate, cache.ts). */
  bytes = 0;
  private readonly codes = new KeyCodes();
  private readonly index = new KeyIndex({
    keyAt: (i) => this.keyAt(i),
    seatAt: (i) => this.seatAt(i),
  });
  /** Fields kept as they came, by entry index (rare but for stories). */
  private stories: Map<number, string> | undefined;
  private loose:
    | Map<number, Partial<Pick<Entry, "description" | "at" | "stateHash" | "visibleTo">>>
    | undefined;

  constructor(private readonly words: WordTable = sharedWords) {}

  get length(): number {
    return this.size;
  }

  /**
   * Append an entry; `texts` are its action's and story's JSON when already made (Prepared.texts):
   * the story is kept as that text, the action's length sizes it in `bytes`.
   */
  push(e: Entry, texts?: { action: string | null; story: string | null }): void {
    const i = this.size;
    if (i > 0 && e.seq <= this.seqAt(i - 1))
      throw new Error(`log entry ${e.seq} does not come after ${this.seqAt(i - 1)}`);
    if (!Number.isInteger(e.seat) || e.seat < 0 || e.seat > 255) throw new Error(`log entry seat ${e.seat}`);
    const kind = KINDS.indexOf(e.kind);
    if (kind < 0) throw new Error(`log entry kind ${e.kind}`);
    if ((i & (CHUNK - 1)) === 0) this.chunks.push(new Chunk());
    const c = this.chunks[i >> SHIFT];
    const v = c.records;
    const r = (i & (CHUNK - 1)) * RECORD;
    let flags = 0;
    const loose: Partial<Pick<Entry, "description" | "at" | "stateHash" | "visibleTo">> = {};

    v.setInt32(r + SEQ, e.seq, true);
    v.setUint8(r + SEAT, e.seat);
    v.setUint8(r + KIND, kind);
    c.actions[i & (CHUNK - 1)] = e.action;

    const ms = isoToMs(e.at);
    if (ms === null) {
      flags |= TIME;
      loose.at = e.at;
    } else v.setFloat64(r + AT, ms, true);

    const halves = hexToHalves(e.stateHash);
    if (halves === null) {
      flags |= HASH;
      loose.stateHash = e.stateHash;
    } else {
      v.setUint32(r + HASH_HI, halves[0], true);
      v.setUint32(r + HASH_LO, halves[1], true);
    }

    const list = viewerListId(e.visibleTo);
    if (list < 0 || viewerListById(list) !== e.visibleTo) {
      // Not the shared list itself (a caller's own array, or the table is full): keep it as is.
      flags |= LIST;
      loose.visibleTo = e.visibleTo;
    } else v.setUint16(r + VIEWERS, list, true);

    v.setInt32(r + WORDS, c.wordCount, true);
    const ids = this.words.encode(e.description);
    if (ids === null) {
      flags |= TEXT;
      loose.description = e.description;
    } else this.addWords(c, ids);

    let storyChars = 0;
    if (e.story !== null) {
      flags |= STORY;
      const text = texts?.story ?? JSON.stringify(e.story);
      this.stories ??= new Map();
      this.stories.set(i, text);
      storyChars = text.length + LOOSE_BYTES;
    }

    const key = this.codes.encode(e.key, e.seq);
    v.setUint8(r + KEY_KIND, key.kind);
    v.setInt32(r + KEY_REF, key.ref, true);
    v.setUint8(r + FLAGS, flags);
    let looseBytes = 0;
    if (flags & (TEXT | TIME | HASH | LIST)) {
      this.loose ??= new Map();
      this.loose.set(i, loose);
      looseBytes = LOOSE_BYTES + (loose.description?.length ?? 0) + (loose.at?.length ?? 0) + 32;
    }
    // The action object weighs about its JSON length (measured: ~0.9 byte a character).
    const actionChars =
      e.action === null || e.action === undefined
        ? 0
        : (texts?.action ?? JSON.stringify(e.action) ?? "").length;
    this.bytes +=
      RECORD + 8 + 2 * (c.wordCount - v.getInt32(r + WORDS, true)) + actionChars + storyChars + looseBytes;
    this.bytes += key.kind === KEY_UUID ? 16 + 8 : key.kind === KEY_TEXT ? (e.key?.length ?? 0) + 40 : 8;

    c.count++;
    this.size++;
    // A full chunk's word list is final: give back its spare room.
    if (c.count === CHUNK) c.words = c.words.slice(0, c.wordCount);
    if (e.key !== null) this.index.add(i, e.seat, e.key);
  }

  /** The entry at `i`, exactly as it was pushed (a new object each call). */
  entry(i: number): Entry {
    this.check(i);
    const c = this.chunks[i >> SHIFT];
    const k = i & (CHUNK - 1);
    const v = c.records;
    const r = k * RECORD;
    const flags = v.getUint8(r + FLAGS);
    const loose = flags & (TEXT | TIME | HASH | LIST) ? this.loose!.get(i)! : undefined;
    const seq = v.getInt32(r + SEQ, true);
    let description: string;
    if (flags & TEXT) description = loose!.description!;
    else {
      const end = k + 1 < c.count ? v.getInt32(r + RECORD + WORDS, true) : c.wordCount;
      description = this.words.decode(c.words, v.getInt32(r + WORDS, true), end);
    }
    return {
      seq,
      seat: v.getUint8(r + SEAT),
      kind: KINDS[v.getUint8(r + KIND)],
      action: c.actions[k],
      key: this.codes.decode(v.getUint8(r + KEY_KIND), v.getInt32(r + KEY_REF, true), seq),
      description,
      story: flags & STORY ? (JSON.parse(this.stories!.get(i)!) as LogMessage[]) : null,
      visibleTo: flags & LIST ? loose!.visibleTo! : viewerListById(v.getUint16(r + VIEWERS, true)),
      stateHash:
        flags & HASH
          ? loose!.stateHash!
          : halvesToHex(v.getUint32(r + HASH_HI, true), v.getUint32(r + HASH_LO, true)),
      at: flags & TIME ? loose!.at! : msToIso(v.getFloat64(r + AT, true)),
    };
  }

  /** Entries [from, to) as objects; negative bounds count from the end, as Array#slice. */
  slice(from = 0, to = this.size): Entry[] {
    const bound = (x: number) => {
      const n = Math.trunc(x) || 0; // NaN counts as 0, as in Array#slice
      return n < 0 ? Math.max(0, this.size + n) : Math.min(n, this.size);
    };
    const start = bound(from);
    const end = bound(to);
    const out: Entry[] = [];
    for (let i = start; i < end; i++) out.push(this.entry(i));
    return out;
  }

  seqAt(i: number): number {
    this.check(i);
    return this.chunks[i >> SHIFT].records.getInt32((i & (CHUNK - 1)) * RECORD + SEQ, true);
  }

  seatAt(i: number): number {
    this.check(i);
    return this.chunks[i >> SHIFT].records.getUint8((i & (CHUNK - 1)) * RECORD + SEAT);
  }

  kindAt(i: number): Entry["kind"] {
    this.check(i);
    return KINDS[this.chunks[i >> SHIFT].records.getUint8((i & (CHUNK - 1)) * RECORD + KIND)];
  }

  actionAt(i: number): unknown {
    this.check(i);
    return this.chunks[i >> SHIFT].actions[i & (CHUNK - 1)];
  }

  keyAt(i: number): string | null {
    this.check(i);
    const v = this.chunks[i >> SHIFT].records;
    const r = (i & (CHUNK - 1)) * RECORD;
    const kind = v.getUint8(r + KEY_KIND);
    return kind === KEY_NONE
      ? null
      : this.codes.decode(kind, v.getInt32(r + KEY_REF, true), v.getInt32(r + SEQ, true));
  }

  /** How many entries have a seq below `seq` (seqs ascend). */
  countBelow(seq: number): number {
    let lo = 0;
    let hi = this.size;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (this.seqAt(mid) < seq) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }

  /** The index of the entry with this seq, or -1. */
  indexOfSeq(seq: number): number {
    const i = this.countBelow(seq);
    return i < this.size && this.seqAt(i) === seq ? i : -1;
  }

  /** The seq an earlier entry of this seat with this idempotency key has, if any. */
  seqForKey(seat: number, key: string): number | undefined {
    const i = this.index.find(seat, key);
    return i < 0 ? undefined : this.seqAt(i);
  }

  private addWords(c: Chunk, ids: number[]): void {
    if (c.wordCount + ids.length > c.words.length) {
      const grown = new Uint16Array(Math.max(c.words.length * 2, c.wordCount + ids.length));
      grown.set(c.words.subarray(0, c.wordCount));
      c.words = grown;
    }
    c.words.set(ids, c.wordCount);
    c.wordCount += ids.length;
  }

  private check(i: number): void {
    if (!Number.isInteger(i) || i < 0 || i >= this.size) throw new RangeError(`no log entry at ${i}`);
  }
}
