/**
 * Idempotency keys in a few bytes. The keys clients send come in three shapes: the version the
 * action was made against (the load generator: "41"), a bot seat's "bot:41" (the server's own
 * bot runner), and a random UUID (the web client): the first two are told by a kind alone (the
 * number is the entry's seq - 1), a UUID by its 16 bytes. Any other key is kept as it came.
 */

export const KEY_NONE = 0;
export const KEY_VERSION = 1;
export const KEY_BOT = 2;
export const KEY_UUID = 3;
export const KEY_TEXT = 4;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
/** Where the dashes go: after these many hex digits. */
const DASHES = new Set([8, 12, 16, 20]);
const HEX = "0123456789abcdef";

/** The kinds, UUID bytes and texts of one game's keys; `ref` numbers a UUID or a text. */
export class KeyCodes {
  private uuids = new Uint8Array(0);
  private uuidCount = 0;
  private readonly texts: string[] = [];

  /** The key's kind and ref for the entry `seq`. */
  encode(key: string | null, seq: number): { kind: number; ref: number } {
    if (key === null) return { kind: KEY_NONE, ref: 0 };
    const version = String(seq - 1);
    if (key === version) return { kind: KEY_VERSION, ref: 0 };
    if (key.length === version.length + 4 && key === `bot:${version}`) return { kind: KEY_BOT, ref: 0 };
    if (key.length === 36 && UUID.test(key)) return { kind: KEY_UUID, ref: this.addUuid(key) };
    this.texts.push(key);
    return { kind: KEY_TEXT, ref: this.texts.length - 1 };
  }

  decode(kind: number, ref: number, seq: number): string | null {
    switch (kind) {
      case KEY_NONE:
        return null;
      case KEY_VERSION:
        return String(seq - 1);
      case KEY_BOT:
        return `bot:${seq - 1}`;
      case KEY_UUID:
        return this.uuidAt(ref);
      default:
        return this.texts[ref];
    }
  }

  private addUuid(key: string): number {
    if (this.uuidCount * 16 === this.uuids.length) {
      const grown = new Uint8Array(Math.max(64, this.uuids.length * 2));
      grown.set(this.uuids);
      this.uuids = grown;
    }
    const at = this.uuidCount * 16;
    const hex = key.replaceAll("-", "");
    for (let i = 0; i < 16; i++) this.uuids[at + i] = Number.parseInt(hex.slice(2 * i, 2 * i + 2), 16);
    return this.uuidCount++;
  }

  private uuidAt(ref: number): string {
    const codes: number[] = [];
    for (let i = 0; i < 16; i++) {
      const b = this.uuids[ref * 16 + i];
      if (DASHES.has(2 * i)) codes.push(45);
      codes.push(HEX.charCodeAt(b >> 4), HEX.charCodeAt(b & 15));
    }
    return String.fromCharCode(...codes);
  }
}
