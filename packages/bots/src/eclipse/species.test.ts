/** Issue 29 §6: the heuristic uses each species' specials. */
import { type EclipseAction, type EclipseState, eclipse } from "@koprulu/eclipse";
import { Rng } from "@koprulu/engine";
import { describe, expect, it } from "vitest";
import { chooseEclipse } from "./heuristic";

const setup = (species: ("terran" | "hydran" | "planta" | "draco" | "orion")[], seed = "hb") =>
  eclipse.setup({ players: species.length, rounds: 9, species }, seed);
const choose = (s: EclipseState, seat: number) =>
  chooseEclipse(eclipse.view(s, seat), seat, eclipse.legalActions(s, seat), Rng.fromSeed("x"));
const turnOf = (s: EclipseState, seat: number): EclipseState => ({
  ...s,
  turn: seat,
  step: { kind: "turn" },
});

describe("the Eclipse heuristic plays every species", () => {
  it("picks a species when choosing (its preference: Orion first)", () => {
    const s = eclipse.setup({ players: 3, rounds: 9, species: "choose" }, "hb");
    const seat = eclipse.pending(s)[0]!.player;
    expect(choose(s, seat)).toEqual({ type: "species", species: "orion" });
  });

  it("Hydran research a second technology in the same action", () => {
    let s = turnOf(setup(["hydran", "terran"]), 0);
    s = { ...s, players: s.players.map((p, i) => (i === 0 ? { ...p, science: 30, money: 20 } : p)) };
    const first = eclipse.legalActions(s, 0).find((a) => a.type === "research")!;
    s = eclipse.apply(s, 0, first);
    expect(s.step.kind).toBe("research-more");
    expect(choose(s, 0).type).toBe("research");
  });

  it("Planta take their second exploration", () => {
    let s = turnOf(setup(["planta", "terran"]), 0);
    s = eclipse.apply(s, 0, eclipse.legalActions(s, 0).find((a) => a.type === "explore")!);
    s = eclipse.apply(s, 0, { type: "explore-discard" });
    expect(s.step.kind).toBe("explore-more");
    expect(choose(s, 0).type).toBe("explore");
  });

  it("Descendants of Draco place one of their two sectors", () => {
    let s = turnOf(setup(["draco", "terran"]), 0);
    s = eclipse.apply(s, 0, eclipse.legalActions(s, 0).find((a) => a.type === "explore")!);
    const legal = eclipse.legalActions(s, 0);
    const pick = choose(s, 0) as EclipseAction;
    expect(legal).toContainEqual(pick);
    if (legal.some((a) => a.type === "explore-place")) expect(pick.type).toBe("explore-place");
  });
});
