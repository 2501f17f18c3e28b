import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { KEY_BOT, KEY_NONE, KEY_TEXT, KEY_UUID, KEY_VERSION, KeyCodes } from "./key-codes";

describe("KeyCodes (idempotency keys in a few bytes)", () => {
  it("tells the version, bot and UUID keys by their shape and gives back every key exactly", () => {
    const codes = new KeyCodes();
    const uuid = randomUUID();
    const cases: [string | null, number, number][] = [
      [null, 5, KEY_NONE],
      ["4", 5, KEY_VERSION],
      ["bot:4", 5, KEY_BOT],
      [uuid, 5, KEY_UUID],
      [uuid.toUpperCase(), 5, KEY_TEXT],
      ["5", 5, KEY_TEXT],
      ["bot:04", 5, KEY_TEXT],
      ["", 5, KEY_TEXT],
    ];
    for (const [key, seq, kind] of cases) {
      const code = codes.encode(key, seq);
      expect(code.kind, String(key)).toBe(kind);
      expect(codes.decode(code.kind, code.ref, seq)).toBe(key);
    }
  });

  it("keeps many UUIDs apart", () => {
    const codes = new KeyCodes();
    const keys = Array.from({ length: 300 }, () => randomUUID());
    const refs = keys.map((k) => codes.encode(k, 1).ref);
    keys.forEach((k, i) => {
      expect(codes.decode(KEY_UUID, refs[i], 1)).toBe(k);
    });
  });
});
