import { describe, expect, it } from "vitest";
import { describeAction } from "../describe";
import { legalActions } from "../ruleset";
import type { StarcraftState } from "../state";
import { packEventCards } from "./cards";
import { describeEventPick } from "./describe-pick";
import { areaOf, board, pick, picks, play } from "./testing";

/** The effects' short codes that must never reach a person's eyes. */
const CODE = /#\d|>|^unit:|^base:|force:|transport:|@|\|/;

/** A board where most effects have something to choose: transports, a depleted card, spare workers. */
function richBoard(): StarcraftState {
  const s = board();
  const cp = areaOf("braken", "cp");
  return {
    ...s,
    transports: [
      { owner: 0, route: 0 },
      { owner: 1, route: 1 },
    ],
    resources: Object.fromEntries(
      Object.entries(s.resources).map(([id, r], i) => [id, i === 0 ? { ...r, depletion: 1 as const } : r]),
    ),
    players: s.players.map((pl) => ({ ...pl, workerPool: 6 })),
    units: [...s.units, { id: 900, owner: 0, type: "terran-marine", area: cp }],
  };
}

describe("event choices in plain words", () => {
  it("every pick of every event decision reads as words, not as the effect's code", () => {
    const steps = new Set<string>();
    for (const card of Object.values(packEventCards())) {
      let s = play(richBoard(), 0, card.id);
      for (let n = 0; n < 12 && s.frame.kind === "event"; n++) {
        const options = picks(s);
        if (options.length === 0) break;
        steps.add(s.frame.step);
        for (const p of options) {
          const words = describeEventPick(s, p);
          expect(words, `${card.id} step ${s.frame.step}: ${p}`).not.toMatch(CODE);
          expect(words.length).toBeGreaterThan(2);
        }
        s = pick(s, options[0]);
      }
    }
    // Most kinds of decision were met on the way (planet, area, route, pay, move, …).
    expect([...steps].sort()).toEqual(
      expect.arrayContaining(["area", "move", "pay", "planet", "route", "target"]),
    );
    expect(steps.size).toBeGreaterThanOrEqual(10);
  });

  it("a move inside an event's Mobilize names the unit and both areas", () => {
    let s = play(richBoard(), 0, "urgent-mobilization");
    s = pick(s, picks(s).find((p) => p === "braken") ?? picks(s)[0]);
    const move = picks(s).find((p) => p.includes(">"))!;
    expect(describeEventPick(s, move)).toMatch(/^move Marine from .+ \(.+\) to .+ \(.+\)$/);
  });

  it("the log describes an event pick with the same words", () => {
    const s = play(richBoard(), 0, "rich-vein");
    const area = picks(s)[0];
    const action = legalActions(s, 0).find((a) => a.type === "event-pick" && a.pick === area)!;
    expect(describeAction(s, 0, action)).toBe(`Jim Raynor chooses: ${describeEventPick(s, area)}`);
  });
});
