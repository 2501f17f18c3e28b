import { describe, expect, it } from "vitest";
import { hotSeatScreen, localDeciders } from "./seatSwitch";

// Ann (seat 0) and Ben (seat 1) share the device; seat 2 is a bot or a remote player.
const local = [0, 1];
const at = (pending: number[], holder: number | null, seats = 3) =>
  hotSeatScreen({ pending, local, holder, seats });

describe("pass-and-play: which local seat decides next and when the curtain is needed", () => {
  it("a curtain before the first local player sees anything: nobody holds the device yet", () => {
    expect(at([0], null)).toEqual({ kind: "curtain", seat: 0 });
  });

  it("the holder who decides again keeps the device: no curtain", () => {
    expect(at([0], 0)).toEqual({ kind: "seat", seat: 0 });
  });

  it("another local player decides: the curtain comes down before that player's view", () => {
    expect(at([1], 0)).toEqual({ kind: "curtain", seat: 1 });
  });

  it("a bot or remote player decides: the table as a spectator sees it, no local secrets", () => {
    expect(at([2], 0)).toEqual({ kind: "table" });
    expect(at([], 1)).toEqual({ kind: "table" });
  });

  it("after the bot, the same holder goes on without a curtain; the other local player behind one", () => {
    expect(at([0], 0)).toEqual({ kind: "seat", seat: 0 });
    expect(at([1], 0)).toEqual({ kind: "curtain", seat: 1 });
  });

  it("simultaneous hidden choices: the holder first, then the others one at a time behind the curtain", () => {
    expect(at([0, 1, 2], 0)).toEqual({ kind: "seat", seat: 0 });
    // the holder has chosen; the other local seat is still asked
    expect(at([1, 2], 0)).toEqual({ kind: "curtain", seat: 1 });
    // both still asked and nobody holds the device: one of them, behind the curtain
    expect(at([1, 0], null)).toEqual({ kind: "curtain", seat: 0 });
    expect(at([1, 0], null, 2)).toEqual({ kind: "curtain", seat: 0 });
  });

  it("the device passes round the table from the holder's left", () => {
    const four = { local: [0, 1, 3], seats: 4 };
    expect(localDeciders({ ...four, pending: [0, 1, 3], holder: 1 })).toEqual([1, 3, 0]);
    expect(localDeciders({ ...four, pending: [0, 3], holder: 1 })).toEqual([3, 0]);
    expect(localDeciders({ ...four, pending: [0, 1, 3], holder: 3 })).toEqual([3, 0, 1]);
  });

  it("a seat asked twice at once counts once; remote seats are never handed the device", () => {
    expect(localDeciders({ local, seats: 3, pending: [2, 1, 1], holder: 0 })).toEqual([1]);
  });

  it("a remote seat among the local seats' turns never gets the device (seats not at this device)", () => {
    expect(hotSeatScreen({ local: [0, 2], seats: 3, pending: [1], holder: 0 })).toEqual({ kind: "table" });
  });

  it("the holder may look back at its own table (to undo) before handing over; never at another's", () => {
    const back = { local, seats: 3, review: true };
    expect(hotSeatScreen({ ...back, pending: [1], holder: 0 })).toEqual({ kind: "seat", seat: 0 });
    expect(hotSeatScreen({ ...back, pending: [2], holder: 0 })).toEqual({ kind: "seat", seat: 0 });
    // nobody holds the device: nothing to look back at, the curtain stays
    expect(hotSeatScreen({ ...back, pending: [1], holder: null })).toEqual({ kind: "curtain", seat: 1 });
  });
});
