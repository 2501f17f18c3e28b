// @vitest-environment jsdom
import { afterEach, describe, expect, it } from "vitest";
import { mutedWriters, saveMutedWriters, writerKey } from "./mutedWriters";

afterEach(() => localStorage.clear());

describe("muting a chat writer (for this player, per game)", () => {
  it("is remembered per game: muting Bob in one game leaves him heard in another", () => {
    saveMutedWriters("g1", new Set([writerKey(1, "Bob")]));
    expect(mutedWriters("g1").has(writerKey(1, "Bob"))).toBe(true);
    expect(mutedWriters("g2").size).toBe(0);
  });

  it("tells seats and spectators apart, and survives a damaged entry", () => {
    expect(writerKey(null, "Eve")).not.toBe(writerKey(0, "Eve"));
    localStorage.setItem("koprulu.chatMute.v1:g3", "{not json");
    expect(mutedWriters("g3").size).toBe(0);
  });
});
