/**
 * The FAQ's Retreat event card through the real ruleset: a Mobilize into a defended area, the
 * attacker uses his own battle-start event first, then the defender uses Retreat. Provisional
 * reading (combat/effects/event-defender-retreat.ts): the attacker's event is spent all the same.
 */
import { describe, expect, it } from "vitest";
import type { BattleAction } from "../battle";
import { legalActions, pending } from "../ruleset";
import type { MobilizeFrame, StarcraftState } from "../state";
import { act, areaOf, lineGalaxy, patchPlayer, started, withBases, withFrame, withUnits } from "../testing";
import { allEventCards, checkInvariants } from "./invariants";

const mobilize: MobilizeFrame = {
  kind: "mobilize",
  player: 0,
  planet: "braken",
  gold: false,
  moved: [],
  from: [],
  contested: null,
  tookBack: false,
};

/** Take one copy of an event card out of the deck piles (it goes into a play area instead). */
function takeEvent(s: StarcraftState, card: string): StarcraftState {
  for (const pile of ["deck", "removed", "discard"] as const) {
    const i = s.events[pile].indexOf(card);
    if (i < 0) continue;
    const rest = s.events[pile].slice();
    rest.splice(i, 1);
    return { ...s, events: { ...s.events, [pile]: rest } };
  }
  throw new Error(`event card ${card} is not in the event piles`);
}

const CONTESTED = areaOf("braken", "cp"); // limit 4
const GAS = areaOf("braken", "gas"); // limit 3
const MINERALS = areaOf("braken", "minerals"); // limit 2

// abaddon – braken – chau-sara. Raynor (0) has 4 marines on abaddon's CP area (transport to braken)
// and 2 on braken's gas area; the Overmind (1) has 2 zerglings on braken's CP area and a transport
// to chau-sara, so without the Retreat rule chau-sara's areas would be destinations too.
function board(): { s: StarcraftState; expectedEvents: string[] } {
  let s = lineGalaxy(started(["raynor", "overmind"]), ["abaddon", "braken", "chau-sara"]);
  s = withBases(s, [
    [0, areaOf("abaddon", "minerals")],
    [1, areaOf("chau-sara", "cp")],
  ]);
  s = withUnits(s, [
    ...Array.from({ length: 4 }, (): [number, string, string] => [
      0,
      "terran-marine",
      areaOf("abaddon", "cp"),
    ]),
    [0, "terran-marine", GAS],
    [0, "terran-marine", GAS],
    [1, "zerg-zergling", CONTESTED],
    [1, "zerg-zergling", CONTESTED],
  ]);
  s = {
    ...s,
    transports: [
      { owner: 0, route: 0 },
      { owner: 1, route: 1 },
    ],
  };
  const expectedEvents = allEventCards(s);
  s = takeEvent(takeEvent(s, "intercepted-transmissions"), "retreat");
  s = patchPlayer(s, 0, { eventsInPlay: ["intercepted-transmissions"] });
  s = patchPlayer(s, 1, { eventsInPlay: ["retreat"] });
  return { s: withFrame(s, mobilize), expectedEvents };
}

/** All six marines into the contested area (its limit 4, +2 allowed for the attacker). */
function attackWithSix(s: StarcraftState): StarcraftState {
  for (const u of s.units.filter((x) => x.owner === 0 && x.type === "terran-marine"))
    s = act(s, 0, { type: "move-unit", unit: u.id, area: CONTESTED });
  return act(s, 0, { type: "end-mobilize" });
}

const battleActions = (s: StarcraftState, p: number) => legalActions(s, p) as BattleAction[];

describe("FAQ: Retreat event through the ruleset", () => {
  it("FAQ: Retreat event — after the attacker's event, the defender's units leave for another area of the planet, the attacker's excess is destroyed, both events are discarded", () => {
    const { s: start, expectedEvents } = board();
    const zerglings = start.units.filter((u) => u.owner === 1).map((u) => u.id);
    const hands = start.players.map((pl) => pl.hand.length);
    const decks = start.players.map((pl) => pl.deck.length);
    let s = attackWithSix(start);
    expect(s.battle).not.toBeNull();

    // Start of battle: the attacker first (Intercepted Transmissions), then the defender (Retreat).
    expect(pending(s)[0]).toMatchObject({ player: 0, kind: "battle-start-ability" });
    expect(battleActions(s, 0)).toContainEqual({ type: "battle-start-ability", ability: 0 });
    s = act(s, 0, { type: "battle-start-ability", ability: 0 });
    expect(pending(s)[0]).toMatchObject({ player: 1, kind: "battle-start-ability" });
    s = act(s, 1, { type: "battle-start-ability", ability: 0 });

    // The defender picks one area of braken; chau-sara (over his transport) is not offered,
    // though an ordinary step-9 retreat could go there.
    expect(pending(s)[0]).toMatchObject({ player: 1, kind: "battle-retreat" });
    const battle = s.battle as unknown as { sides: { retreatDestinations: { planet: string }[] }[] };
    expect(battle.sides[1].retreatDestinations.some((d) => d.planet === "chau-sara")).toBe(true);
    expect(battleActions(s, 1)).toEqual([
      { type: "battle-retreat", planet: "braken", area: GAS },
      { type: "battle-retreat", planet: "braken", area: MINERALS },
    ]);
    s = act(s, 1, { type: "battle-retreat", planet: "braken", area: MINERALS });

    // The battle is over: the mobilize order ended and nothing is pending inside a battle.
    expect(s.battle).toBeNull();
    const zerg = s.units.filter((u) => zerglings.includes(u.id));
    expect(zerg.map((u) => u.area)).toEqual([MINERALS, MINERALS]);
    // The attacker keeps the area with its unit limit of marines; the two beyond it are destroyed.
    expect(s.units.filter((u) => u.owner === 0 && u.area === CONTESTED)).toHaveLength(4);
    expect(s.units.filter((u) => u.owner === 0 && u.type === "terran-marine")).toHaveLength(4);
    // Both event cards are spent; no combat card was drawn.
    expect(s.players[0].eventsInPlay).toEqual([]);
    expect(s.players[1].eventsInPlay).toEqual([]);
    expect(s.events.discard).toEqual(expect.arrayContaining(["intercepted-transmissions", "retreat"]));
    expect(s.players.map((pl) => pl.hand.length)).toEqual(hands);
    expect(s.players.map((pl) => pl.deck.length)).toEqual(decks);
    expect(checkInvariants(s, expectedEvents)).toEqual([]);
  });
});
