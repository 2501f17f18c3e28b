import { describe, expect, it } from "vitest";
import { END_DRAWS_NEAR } from "./catalog";
import { draft } from "./draft";
import {
  destroyBasesAndTransports,
  gainResourceCards,
  loseResourceCards,
  scoreConquestPoints,
  startRegrouping,
} from "./regrouping";
import { cat } from "./rules-catalog";
import type { StarcraftState } from "./state";
import { areaOf, lineGalaxy, started, withBases, withCards, withUnits } from "./testing";

// abaddon (CP, M3) - braken (CP, G2, M1) - chau-sara (G1, CP, M2)
function board(): StarcraftState {
  return lineGalaxy(started(["raynor", "overmind", "tassadar"]), ["abaddon", "braken", "chau-sara"]);
}

describe("regrouping", () => {
  it("Step 1: a base sharing an area with another player's units is destroyed", () => {
    let s = withBases(board(), [
      [0, areaOf("abaddon", "minerals")],
      [1, areaOf("braken", "gas")],
    ]);
    s = withUnits(s, [[1, "zerg-zergling", areaOf("abaddon", "minerals")]]);
    const d = draft(s);
    destroyBasesAndTransports(d);
    expect(d.bases).toEqual([{ owner: 1, area: areaOf("braken", "gas") }]);
  });

  it("Step 1: then a transport with no own base at either end of its route is destroyed", () => {
    let s = withBases(board(), [[0, areaOf("abaddon", "minerals")]]);
    s = withUnits(s, [[1, "zerg-zergling", areaOf("abaddon", "minerals")]]);
    s = {
      ...s,
      transports: [
        { owner: 0, route: 0 },
        { owner: 0, route: 1 },
        { owner: 1, route: 0 },
      ],
    };
    s = withBases(s, [[1, areaOf("braken", "gas")]]);
    const d = draft(s);
    destroyBasesAndTransports(d);
    // Seat 0 lost its only base (abaddon), so both of its transports go; seat 1's touches braken.
    expect(d.transports).toEqual([{ owner: 1, route: 0 }]);
  });

  it("Step 2: a resource card is lost without a base on its planet or with another player's units or base in its area; its workers are destroyed", () => {
    let s = withBases(board(), [[0, areaOf("abaddon", "cp")]]);
    s = withCards(s, 0, [
      areaOf("abaddon", "minerals"),
      areaOf("braken", "gas"),
      areaOf("braken", "minerals"),
    ]);
    s = {
      ...s,
      resources: { ...s.resources, [areaOf("braken", "gas")]: { owner: 0, workers: 2, depletion: 0 } },
    };
    s = withUnits(s, [[1, "zerg-zergling", areaOf("abaddon", "minerals")]]);
    const d = draft(s);
    loseResourceCards(d);
    expect(d.resources[areaOf("abaddon", "minerals")].owner).toBeNull(); // enemy unit in the area
    expect(d.resources[areaOf("braken", "gas")]).toMatchObject({ owner: null, workers: 0 }); // no base on braken
    expect(d.resources[areaOf("braken", "minerals")].owner).toBeNull();
  });

  it("Step 3: cards are gained for own areas on a planet with an own base, and for empty areas when nobody else is on the planet", () => {
    let s = withBases(board(), [
      [0, areaOf("braken", "cp")],
      [1, areaOf("chau-sara", "cp")],
    ]);
    s = withUnits(s, [
      [0, "terran-marine", areaOf("chau-sara", "gas")],
      [1, "zerg-zergling", areaOf("chau-sara", "minerals")],
    ]);
    const d = draft(s);
    gainResourceCards(d);
    // braken: seat 0 alone on the planet gets its empty areas.
    expect(d.resources[areaOf("braken", "gas")].owner).toBe(0);
    expect(d.resources[areaOf("braken", "minerals")].owner).toBe(0);
    // chau-sara: seat 0 has units but no base there; seat 1 has a base and gets only its own area.
    expect(d.resources[areaOf("chau-sara", "gas")].owner).toBeNull();
    expect(d.resources[areaOf("chau-sara", "minerals")].owner).toBe(1);
    // abaddon: nobody has a base there.
    expect(d.resources[areaOf("abaddon", "minerals")].owner).toBeNull();
  });

  it("Step 3: a fully depleted card is never gained again", () => {
    let s = withBases(board(), [[0, areaOf("abaddon", "cp")]]);
    s = {
      ...s,
      resources: {
        ...s.resources,
        [areaOf("abaddon", "minerals")]: { owner: null, workers: 0, depletion: 2 },
      },
    };
    const d = draft(s);
    gainResourceCards(d);
    expect(d.resources[areaOf("abaddon", "minerals")].owner).toBeNull();
  });

  it("Step 5: conquest points for each controlled conquest-point area (units or base there, nobody else)", () => {
    let s = withBases(board(), [[0, areaOf("abaddon", "cp")]]);
    s = withUnits(s, [
      [1, "zerg-zergling", areaOf("braken", "cp")],
      [2, "protoss-zealot", areaOf("chau-sara", "cp")],
      [0, "terran-marine", areaOf("chau-sara", "cp")],
    ]);
    const d = draft(s);
    scoreConquestPoints(d);
    expect(d.players.map((p) => p.cp)).toEqual([1, 1, 0]);
  });
});

describe("regrouping checks", () => {
  const overmindEverywhere = (): StarcraftState =>
    withBases(
      withUnits(board(), [
        [0, "terran-marine", areaOf("abaddon", "minerals")],
        [2, "protoss-zealot", areaOf("braken", "gas")],
      ]),
      [
        [1, areaOf("abaddon", "cp")],
        [1, areaOf("braken", "cp")],
        [1, areaOf("chau-sara", "cp")],
      ],
    );
  const deckTop = (s: StarcraftState, stage: 1 | 2 | 3): StarcraftState => {
    const ids = Object.values(cat(s).events).filter((e) => e.stage === stage && e.effect !== END_DRAWS_NEAR);
    return { ...s, events: { ...s.events, deck: [ids[0].id, ...s.events.deck] } };
  };

  it("Step 7: special victory counts only in Stage III (the stage of the top card of the Event deck)", () => {
    const early = draft({ ...deckTop(overmindEverywhere(), 2), phase: "execution" });
    startRegrouping(early);
    expect(early.endReason).not.toBe("special-victory");
    const late = draft({ ...deckTop(overmindEverywhere(), 3), phase: "execution" });
    startRegrouping(late);
    expect(late.endReason).toBe("special-victory");
    expect(late.winners).toEqual([1]);
  });

  it("Step 6 before step 7: a normal victory ends the game first", () => {
    let s = deckTop(overmindEverywhere(), 3);
    s = { ...s, phase: "execution", players: s.players.map((p, i) => (i === 0 ? { ...p, cp: 15 } : p)) };
    const d = draft(s);
    startRegrouping(d);
    expect(d.endReason).toBe("normal-victory");
    expect(d.winners).toEqual([0]);
  });
});
