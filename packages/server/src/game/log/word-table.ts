/**
 * Descriptions as word numbers. A ruleset's log lines are made of a small vocabulary (seat
 * labels, faction and planet names, a few verbs and counts: ~400 distinct words over 20
 * StarCraft games of 5,462 entries), so a game keeps each description as 2 bytes a word instead
 * of a string (16 bytes of header plus a byte a character, plus the pointer). The table is shared
 * by every game in the process and only grows; its caps bound it (words beyond them leave the
 * description stored as text, see EntryLog). Splitting on " " and joining with " " gives back the
 * exact text, empty words (double spaces) included.
 */
import { flatString } from "../../util/flat-string";

export class WordTable {
  private readonly ids = new Map<string, number>();
  private readonly words: string[] = [];

  constructor(
    /** Ids are stored as 16-bit numbers; at most ~2 MB of words with the length cap. */
    private readonly maxWords = 16_384,
    /** Long words are rarely repeated (a player's free text, a JSON dump): not worth a slot. */
    private readonly maxWordLength = 40,
  ) {}

  get size(): number {
    return this.words.length;
  }

  /** The text's word ids, or null when some word has no id and cannot get one. */
  encode(text: string): number[] | null {
    const parts = text.split(" ");
    const out = new Array<number>(parts.length);
    for (let i = 0; i < parts.length; i++) {
      const word = parts[i];
      let id = this.ids.get(word);
      if (id === undefined) {
        if (word.length > this.maxWordLength || this.words.length >= this.maxWords) return null;
        id = this.words.length;
        // A piece of split() may be a slice that keeps the whole description alive: copy it.
        const own = flatString(word);
        this.words.push(own);
        this.ids.set(own, id);
      }
      out[i] = id;
    }
    return out;
  }

  /**
   * The text of ids[from..to). Joined by `+` (a tree of pieces, flattened when serialized),
   * which measured ~40% faster than Array#join here: the text only lives until it is sent.
   */
  decode(ids: Uint16Array, from: number, to: number): string {
    if (from >= to) return "";
    let text = this.words[ids[from]];
    for (let i = from + 1; i < to; i++) text = `${text} ${this.words[ids[i]]}`;
    return text;
  }
}

/** The process's table: every game's descriptions share it. */
export const sharedWords = new WordTable();
