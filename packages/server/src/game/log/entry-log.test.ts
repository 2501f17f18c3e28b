/**
 * The packed log gives back every entry exactly as it was pushed — over a real StarCraft game
 * and over every field that does not fit the packed shape — and answers seq, page and key
 * questions as the array of entries it replaces did.
 */
import { randomUUID } from "node:crypto";
import type { Viewer } from "@koprulu/engine";
import { Rng } from "@koprulu/engine";
import { starcraft } from "@koprulu/starcraft";
import { describe, expect, it } from "vitest";
import type { Entry } from "../entry";
import { entryTexts, GameRuntime } from "../runtime";
import { sharedViewers } from "../viewer-lists";
import { EntryLog } from "./entry-log";
import { WordTable } from "./word-table";

/** The keys clients send: the load generator's, the server bots', the web client's, others. */
function keyFor(i: number, version: number): string | null {
  switch (i % 6) {
    case 0:
      return `${version}`;
    case 1:
      return `bot:${version}`;
    case 2:
      return randomUUID();
    case 3:
      return null;
    case 4:
      return `client-${i}-${randomUUID().toUpperCase()}`;
    default:
      return `${version + 1}`; // looks like a version but is not this entry's
  }
}

/** A 4-player StarCraft game played by random seats, each entry as the runtime made it. */
function playStarcraft(moves: number): { rt: GameRuntime; made: Entry[] } {
  const rt = GameRuntime.fresh({
    id: "round-trip",
    ruleset: starcraft as never,
    players: 4,
    options: starcraft.defaultOptions(4),
    seed: "pack-1",
  });
  const rng = Rng.fromSeed("pack-1/seats");
  const made: Entry[] = [];
  let ms = Date.UTC(2026, 10, 29, 7);
  for (let i = 0; i < moves && rt.ruleset.outcome(rt.state) === null; i++) {
    const pending = rt.ruleset.pending(rt.state);
    if (pending.length === 0) break;
    const seat = pending[0].player;
    const action = rng.pick(rt.ruleset.legalActions(rt.state, seat));
    ms += 1000 + (i % 7) * 313;
    const r = rt.prepareAction(seat, action, keyFor(i, rt.version), new Date(ms).toISOString());
    if (!r.ok) throw new Error(r.error.code);
    made.push(r.prepared.entry);
    rt.commit(r.prepared);
  }
  return { rt, made };
}

function expectSame(got: Entry, want: Entry): void {
  for (const field of Object.keys(want) as (keyof Entry)[]) expect(got[field], field).toEqual(want[field]);
  expect(Object.keys(got).sort()).toEqual(Object.keys(want).sort());
  // The same JSON, key order included: what a log line and an actions row are made from.
  expect(JSON.stringify(got)).toBe(JSON.stringify(want));
  expect(entryTexts(got)).toEqual(entryTexts(want));
}

function entry(seq: number, over: Partial<Entry> = {}): Entry {
  return {
    seq,
    seat: 0,
    kind: "action",
    action: { type: "mark", cell: seq },
    key: null,
    description: `Seat 1 marks cell ${seq}`,
    story: null,
    visibleTo: sharedViewers([0, 1, "spectator"]),
    stateHash: "0123456789abcdef",
    at: "2026-11-29T07:00:00.000Z",
    ...over,
  };
}

describe("EntryLog (a live game's log, packed)", () => {
  it("gives back every field of every entry of a real StarCraft game as the runtime made it", () => {
    const { rt, made } = playStarcraft(400);
    expect(made.length).toBeGreaterThan(100);
    expect(made.some((e) => e.story !== null)).toBe(true);
    expect(rt.log.length).toBe(made.length);
    made.forEach((want, i) => {
      expectSame(rt.log.entry(i), want);
    });
    rt.entries.forEach((got, i) => {
      expectSame(got, made[i]);
    });
  });

  it("a game restored from its rows holds the same entries as the game that wrote them", () => {
    const { rt, made } = playStarcraft(150);
    const restored = GameRuntime.restore(rt.meta, rt.entries, null);
    made.forEach((want, i) => {
      expectSame(restored.log.entry(i), want);
    });
  });

  it("keeps a field as it came when it does not fit the packed shape", () => {
    const log = new EntryLog(new WordTable(8, 6));
    const own: Viewer[] = [1, "spectator"]; // not the shared list: kept by reference
    const odd = [
      entry(1, { at: "2026-11-29 07:00:00+00", stateHash: "NOT-A-HASH" }),
      entry(2, { visibleTo: own, description: "" }),
      entry(3, { description: "a  b   c" }),
      entry(4, { description: "Seat 1 draws a card named extraordinarily" }), // word too long
      entry(5, { description: "one two three four five six seven eight nine" }), // table full
      entry(6, { description: "Grüße — שלום 🎲", kind: "undo", action: null, seat: 3 }),
      entry(7, { story: [], stateHash: "0123456789ABCDEF", at: "2026-11-29T07:00:00Z" }),
      entry(8, { story: [{ id: "round", args: { round: 2, who: { seat: 1 } } }], kind: "forfeit" }),
    ];
    for (const e of odd) log.push(e);
    odd.forEach((want, i) => {
      expectSame(log.entry(i), want);
    });
    expect(log.entry(1).visibleTo).toBe(own);
  });

  it("finds the entry a seat's idempotency key made, for every shape of key, and only for that seat", () => {
    const { rt, made } = playStarcraft(300);
    // What the runtime answered before the log was packed: per seat, key → the seq it made.
    const keys = [0, 1, 2, 3].map(() => new Map<string, number>());
    for (const e of made) if (e.key !== null) keys[e.seat].set(e.key, e.seq);
    expect(keys.some((k) => k.size > 40)).toBe(true);
    for (const e of made) {
      if (e.key === null) continue;
      for (let seat = 0; seat < 4; seat++) expect(rt.seqForKey(seat, e.key)).toBe(keys[seat].get(e.key));
    }
    expect(rt.seqForKey(0, randomUUID())).toBeUndefined();
    expect(rt.seqForKey(0, "never-sent")).toBeUndefined();
  });

  it("a key a seat sends again later is found at the later entry, as a map keyed by it was", () => {
    const log = new EntryLog();
    log.push(entry(1, { key: "same" }));
    log.push(entry(2, { key: "same", seat: 1 }));
    log.push(entry(3, { key: "same" }));
    expect(log.seqForKey(0, "same")).toBe(3);
    expect(log.seqForKey(1, "same")).toBe(2);
  });

  it("pages and slices as the array of entries did", () => {
    const log = new EntryLog();
    const all = [1, 2, 3, 5, 8, 9].map((seq) => entry(seq));
    for (const e of all) log.push(e);
    for (const before of [0, 1, 2, 4, 5, 8.5, 9, 10, Number.NaN])
      expect(log.countBelow(before), `before ${before}`).toBe(all.filter((e) => e.seq < before).length);
    for (const [from, to] of [
      [0, 6],
      [-2, 6],
      [-20, 3],
      [4, 2],
      [Number.NaN, 2],
      [2, 100],
    ])
      expect(log.slice(from, to)).toEqual(all.slice(from, to));
    expect(log.indexOfSeq(5)).toBe(3);
    expect(log.indexOfSeq(4)).toBe(-1);
  });

  it("refuses an entry whose seq does not come after the last one, and changes nothing", () => {
    const log = new EntryLog();
    log.push(entry(1));
    expect(() => log.push(entry(1))).toThrow(/does not come after/);
    expect(() => log.push(entry(2, { kind: "other" as never }))).toThrow(/kind/);
    expect(log.length).toBe(1);
    expect(() => log.entry(1)).toThrow(RangeError);
  });
});
