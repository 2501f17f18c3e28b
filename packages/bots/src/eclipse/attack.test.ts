/**
 * The heuristic judges a Move without playing it (attack.ts): the ship groups it may send, how
 * many activations the Move has and where each group may go are read from the rules' exports on
 * the state itself. Here each is compared with what taking the Move offers (apply, then
 * legalActions), on every decision of heuristic games where Move is on the menu or under way.
 */
import {
  activations,
  type EclipseState,
  type EclipseView,
  eclipse,
  moveDestinations,
  moveGroups,
} from "@koprulu/eclipse";
import { type ActionBase, Rng } from "@koprulu/engine";
import { describe, expect, it } from "vitest";
import { playGame } from "../play";
import { createBot } from "../registry";
import type { Bot, BotInput } from "../types";
import { bestAttack } from "./attack";
import "./index";

const destinationsByTaking = (s: EclipseState, seat: number, group: { from: string; hull: string }) =>
  eclipse
    .legalActions(
      eclipse.apply(s, seat, { type: "move-ship", from: group.from, hull: group.hull } as never),
      seat,
    )
    .map((a) => (a as { to: string }).to);

describe("the heuristic's Move, judged without taking it", () => {
  it("E-A6: move groups, activations and destinations equal what taking the Move offers", () => {
    const heuristic = createBot("heuristic", "eclipse");
    const rng = Rng.fromSeed("attack-test");
    const seen = { menus: 0, groups: 0, moves: 0, attacks: 0 };
    const checker: Bot = {
      name: "heuristic",
      choose<A extends ActionBase>(input: BotInput<unknown, A>): A {
        const seat = input.seat;
        const s = eclipse.determinize!(input.view as EclipseView, seat, rng);
        if (input.legalActions.some((a) => a.type === "move-start")) {
          seen.menus++;
          const taken = eclipse.apply(s, seat, { type: "move-start" });
          const offered = eclipse.legalActions(taken, seat).filter((a) => a.type === "move-ship");
          expect(moveGroups(s, seat)).toEqual(offered);
          const step = taken.step as { limit: number; done: number };
          expect(activations(s.players[seat]!, "move", false)).toBe(step.limit - step.done);
          for (const g of moveGroups(s, seat)) {
            expect(moveDestinations(s, seat, g.from, g.hull)).toEqual(destinationsByTaking(taken, seat, g));
            seen.groups++;
          }
        }
        if (s.step.kind === "move" && s.step.from === null) {
          seen.moves++;
          for (const g of eclipse.legalActions(s, seat))
            if (g.type === "move-ship")
              expect(moveDestinations(s, seat, g.from, g.hull)).toEqual(destinationsByTaking(s, seat, g));
          if (bestAttack(s, seat)) seen.attacks++;
        }
        return heuristic.choose(input);
      },
    };
    for (const seed of ["attack-1", "attack-2"])
      playGame(eclipse as never, [checker, checker], seed, { options: eclipse.defaultOptions(2) });
    expect(seen.menus).toBeGreaterThan(20);
    expect(seen.groups).toBeGreaterThan(50);
    expect(seen.moves).toBeGreaterThan(5);
    expect(seen.attacks).toBeGreaterThan(0);
  });
});
