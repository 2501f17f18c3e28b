import { describe, expect, it } from "vitest";
import { draft } from "../draft";
import { eventCard, isEndDrawsNear } from "../events/cards";
import { drawEvent } from "../events/deck";
import { startRegrouping } from "../regrouping";
import { cat } from "../rules-catalog";
import { setupState } from "../setup";
import type { StarcraftOptions, StarcraftState } from "../state";
import { areaOf, lineGalaxy, patchPlayer, playSetup, withBases, withUnits } from "../testing";
import { checkEliminations, normalVictory, specialVictory } from "../victory";
import { afterModeAction } from "./after-action";

const FACTIONS = ["raynor", "overmind", "tassadar"];

function game(mode?: StarcraftOptions["mode"]): StarcraftState {
  const options: StarcraftOptions = {
    players: 3,
    factionSelection: "choose",
    maxRounds: 60,
    ...(mode ? { mode } : {}),
  };
  return playSetup(setupState(options, "conquest"), FACTIONS);
}

/** Each seat holds a conquest-point area of its own planet with a unit and a base. */
function board(mode?: StarcraftOptions["mode"]): StarcraftState {
  let s = lineGalaxy(game(mode), ["abaddon", "braken", "chau-sara"]);
  s = withUnits(s, [
    [0, "terran-marine", areaOf("abaddon", "cp")],
    [1, "zerg-zergling", areaOf("braken", "cp")],
    [2, "protoss-zealot", areaOf("chau-sara", "cp")],
  ]);
  return withBases(s, [
    [0, areaOf("abaddon", "cp")],
    [1, areaOf("braken", "cp")],
    [2, areaOf("chau-sara", "cp")],
  ]);
}

const ends = (ids: string[], s: StarcraftState) => ids.filter((id) => isEndDrawsNear(s, id)).length;

describe("Galactic Conquest (core variant)", () => {
  it("Galactic Conquest: The End Draws Near is removed from the Event deck at setup", () => {
    const standard = game();
    expect(ends(standard.events.deck, standard)).toBe(3);
    const s = game("galactic-conquest");
    expect(ends(s.events.deck, s)).toBe(0);
    expect(ends(s.events.removed, s)).toBe(3);
  });

  it("Galactic Conquest: nobody scores conquest points (regrouping step 5 and every other source)", () => {
    const score = (s: StarcraftState) => {
      const d = draft(s);
      startRegrouping(d);
      afterModeAction(s, d, { type: "end-build" }); // the ruleset runs it after every action
      return d.players.map((p) => p.cp);
    };
    expect(score(board())).toEqual([1, 1, 1]);
    expect(score(board("galactic-conquest"))).toEqual([0, 0, 0]);
  });

  it("Galactic Conquest: no normal or special victory, only the last player left wins (elimination)", () => {
    let s = board("galactic-conquest");
    s = [30, 0, 0].reduce((t, cp, p) => patchPlayer(t, p, { cp }), s);
    expect(normalVictory(s)).toBeNull();
    expect(specialVictory(s)).toBeNull();
    expect(normalVictory(board())).toBeNull();
    expect(normalVictory([30, 0, 0].reduce((t, cp, p) => patchPlayer(t, p, { cp }), board()))).toEqual([0]);
    const d = draft({
      ...s,
      phase: "regrouping",
      units: s.units.filter((u) => u.owner === 0),
      bases: s.bases.filter((b) => b.owner === 0),
    });
    checkEliminations(d);
    expect(d.phase).toBe("over");
    expect(d.winners).toEqual([0]);
    expect(d.endReason).toBe("elimination");
  });

  it("Galactic Conquest: when the Event deck runs out, the discarded Stage III cards are shuffled into a new deck", () => {
    const s = game("galactic-conquest");
    const events = cat(s).events;
    const stage3 = Object.keys(events).filter((id) => events[id].stage === 3 && !isEndDrawsNear(s, id));
    const stage1 = Object.keys(events).find((id) => events[id].stage === 1)!;
    const deck = { deck: [], removed: [], discard: [stage1, ...stage3] };
    const d = draft({ ...s, events: deck });
    drawEvent(d, 0);
    expect(d.players[0].events).toHaveLength(1);
    expect(eventCard(d, d.players[0].events[0]).stage).toBe(3);
    expect(d.events.deck).toHaveLength(stage3.length - 1);
    expect(d.events.discard).toEqual([stage1]);
    // A standard game draws nothing from an empty deck.
    const standard = draft({ ...game(), events: deck });
    drawEvent(standard, 0);
    expect(standard.players[0].events).toHaveLength(0);
  });
});
