import { describe, expect, it } from "vitest";
import { board, pick, picks, play } from "../testing";

function withZRoute() {
  const s = board();
  // abaddon slots 0,2; braken 0,1; chau-sara 0,1 (unrotated). The line galaxy used side 1 / 3.
  const planets = { ...s.planets };
  planets.abaddon = { ...planets.abaddon, slots: { ...planets.abaddon.slots, 0: 2, 2: -1 } };
  planets["chau-sara"] = { ...planets["chau-sara"], slots: { ...planets["chau-sara"].slots, 0: 2 } };
  planets.braken = { ...planets.braken, slots: { ...planets.braken.slots, 0: -1 } };
  const z = { id: 2, a: { planet: "abaddon", side: 0 }, b: { planet: "chau-sara", side: 0 }, z: true };
  return { ...s, planets, routes: [...s.routes, z], transports: [{ owner: 0, route: 2 }] };
}

describe("event-move-z-axis-route (Shifting Routes)", () => {
  it("only Z-axis routes may be moved", () => {
    expect(picks(play(withZRoute(), 0, "shifting-routes"))).toEqual(["2"]);
  });

  it("the route joins a new pair of free slots on two planets; its old slots become free; its transport stays on it", () => {
    let s = pick(play(withZRoute(), 0, "shifting-routes"), "2");
    const options = picks(s);
    expect(options).toContain("abaddon:2|braken:0");
    expect(options).not.toContain("abaddon:0|chau-sara:0"); // where it already is
    expect(options.every((o) => o.split("|")[0].split(":")[0] !== o.split("|")[1].split(":")[0])).toBe(true);
    s = pick(s, "abaddon:2|braken:0");
    expect(s.routes[2]).toMatchObject({
      a: { planet: "abaddon", side: 2 },
      b: { planet: "braken", side: 0 },
      z: true,
    });
    expect(s.planets.abaddon.slots[0]).toBe(-1);
    expect(s.planets["chau-sara"].slots[0]).toBe(-1);
    expect(s.planets.abaddon.slots[2]).toBe(2);
    expect(s.planets.braken.slots[0]).toBe(2);
    expect(s.transports).toEqual([{ owner: 0, route: 2 }]); // destroyed only at a later step 1, if cut off
  });

  it("without a Z-axis route on the board the card does nothing", () => {
    expect(play(board(), 0, "shifting-routes").frame.kind).not.toBe("event");
  });
});
