import type { PlayerId } from "@koprulu/engine";
import { describe, expect, it } from "vitest";
import { describeAction } from "../describe";
import { cat } from "../rules-catalog";
import { legalActions, pending } from "../ruleset";
import type { StarcraftState } from "../state";
import { act, areaOf, err, lineGalaxy, patchPlayer, started, withFrame, withUnits } from "../testing";

const MAELSTROM = "protoss-maelstrom";
const DARK_ARCHON = "protoss-dark-archon";

// abaddon (CP area limit 4, minerals area limit 3) — braken. Seat 0 (Raynor) holds two marines on
// braken, a transport from braken to abaddon and a face-down Mobilize on abaddon; seat 1 (Tassadar)
// owns Maelstrom and has a Dark Archon in abaddon's CP area.
function board(
  opts: { factions?: string[]; techs?: string[]; archons?: [PlayerId, string][]; base?: boolean } = {},
): StarcraftState {
  let s = lineGalaxy(started(opts.factions ?? ["raynor", "tassadar"]), ["abaddon", "braken"]);
  // A Brood War catalog game unless `base` (Maelstrom is a Brood War technology).
  if (!opts.base) s = { ...s, options: { ...s.options, expansions: ["brood-war"] } };
  s = withUnits(s, [
    [0, "terran-marine", areaOf("braken", "cp")],
    [0, "terran-marine", areaOf("braken", "cp")],
    ...(opts.archons ?? [[1, areaOf("abaddon", "cp")]]).map(([q, area]): [PlayerId, string, string] => [
      q,
      DARK_ARCHON,
      area,
    ]),
  ]);
  s = patchPlayer(s, 1, { techs: opts.techs ?? [MAELSTROM] });
  s = {
    ...s,
    transports: [{ owner: 0, route: 0 }],
    stacks: { abaddon: [{ owner: 0, kind: "mobilize", gold: false }] },
  };
  return withFrame(s, { kind: "execution", turn: 0 });
}

const marine = (s: StarcraftState) => s.units.find((u) => u.owner === 0)!.id;

/** Reveal the Mobilize and choose to execute it. */
const executed = (s: StarcraftState) =>
  act(act(s, 0, { type: "reveal-order", planet: "abaddon" }), 0, { type: "execute-order" });

describe("FAQ: Maelstrom (Brood War)", () => {
  it("FAQ: Maelstrom — the Protoss player decides only after the attacker chose to move", () => {
    const revealed = act(board(), 0, { type: "reveal-order", planet: "abaddon" });
    // The mover alone decides between executing and drawing an event.
    expect(pending(revealed)).toEqual([expect.objectContaining({ player: 0, kind: "execute-or-event" })]);
    expect(legalActions(revealed, 1)).toEqual([]);

    // Drawing an event instead: nobody is asked about Maelstrom, the event is drawn.
    const drew = act(revealed, 0, { type: "draw-event-instead" });
    expect(drew.players[0].events.length).toBe(revealed.players[0].events.length + 1);
    expect(drew.frame.kind).not.toBe("maelstrom");
    expect(pending(drew).some((d) => d.kind === "maelstrom")).toBe(false);

    // Executing: now the Maelstrom owner decides, and the mover waits.
    const s = act(revealed, 0, { type: "execute-order" });
    expect(pending(s)).toEqual([expect.objectContaining({ player: 1, kind: "maelstrom" })]);
    expect(legalActions(s, 1)).toEqual([{ type: "use-maelstrom" }, { type: "decline-maelstrom" }]);
    expect(err(s, 0, { type: "draw-event-instead" })?.code).toBe("not-your-decision");
  });

  it("FAQ: Maelstrom — once used, the attacker can no longer draw an event instead nor enter the Dark Archon's area", () => {
    const s = act(executed(board()), 1, { type: "use-maelstrom" });
    expect(s.frame).toMatchObject({ kind: "mobilize", player: 0, blocked: [areaOf("abaddon", "cp")] });
    expect(err(s, 0, { type: "draw-event-instead" })?.code).toBe("maelstrom-committed");
    expect(err(s, 0, { type: "move-unit", unit: marine(s), area: areaOf("abaddon", "cp") })?.code).toBe(
      "maelstrom-blocked",
    );
    expect(legalActions(s, 0).some((a) => a.type === "move-unit" && a.area === areaOf("abaddon", "cp"))).toBe(
      false,
    );
    // Elsewhere he moves as usual.
    expect(err(s, 0, { type: "move-unit", unit: marine(s), area: areaOf("abaddon", "minerals") })).toBeNull();
  });

  it("FAQ: Maelstrom — once used, the committed attacker may end the movement without moving anything", () => {
    const s = act(executed(board()), 1, { type: "use-maelstrom" });
    expect(legalActions(s, 0)).toContainEqual({ type: "end-mobilize" });
    const ended = act(s, 0, { type: "end-mobilize" });
    expect(ended.frame.kind).not.toBe("mobilize");
    expect(ended.units).toEqual(s.units);
  });

  it("FAQ: Maelstrom — declined: the Mobilize goes on as usual", () => {
    const s = act(executed(board()), 1, { type: "decline-maelstrom" });
    expect(s.frame).toMatchObject({ kind: "mobilize", player: 0 });
    expect((s.frame as { blocked?: string[] }).blocked).toBeUndefined();
    // The Dark Archon's area may be contested, and an executed order must still do something.
    expect(err(s, 0, { type: "move-unit", unit: marine(s), area: areaOf("abaddon", "cp") })).toBeNull();
    expect(err(s, 0, { type: "end-mobilize" })?.code).toBe("nothing-done");
  });

  it("FAQ: Maelstrom — nobody is asked without a Dark Archon on the order's planet", () => {
    // The Dark Archon stands on another planet.
    const elsewhere = executed(board({ archons: [[1, areaOf("braken", "minerals")]] }));
    expect(elsewhere.frame).toMatchObject({ kind: "mobilize", player: 0 });
    // A Dark Archon on the planet, but its owner has not researched Maelstrom.
    const noTech = executed(board({ techs: [] }));
    expect(noTech.frame).toMatchObject({ kind: "mobilize", player: 0 });
  });

  it("FAQ: Maelstrom — with no legal move left, the committed Mobilize ends with nothing done", () => {
    // Dark Archons in both areas of abaddon: Maelstrom closes the whole planet.
    const s = board({
      archons: [
        [1, areaOf("abaddon", "cp")],
        [1, areaOf("abaddon", "minerals")],
      ],
    });
    const asked = executed(s);
    expect(describeAction(asked, 1, { type: "use-maelstrom" })).toMatch(/no move left and ends/);
    const after = act(asked, 1, { type: "use-maelstrom" });
    expect(after.frame.kind).not.toBe("mobilize");
    expect(after.units).toEqual(asked.units);
    expect(after.players[0].events).toEqual(asked.players[0].events);
    // Declined, the same order goes on (a battle for one of the areas).
    expect(act(asked, 1, { type: "decline-maelstrom" }).frame.kind).toBe("mobilize");
  });

  it("FAQ: Maelstrom — several owners decide in turn order from the mover, each closing his own areas", () => {
    // Seats: 0 Raynor (mover), 1 Tassadar, 2 Aldaris; the mover is seat 0, so seat 1 decides first.
    let s = board({
      factions: ["raynor", "tassadar", "aldaris"],
      archons: [
        [2, areaOf("abaddon", "cp")],
        [1, areaOf("abaddon", "minerals")],
      ],
    });
    s = patchPlayer(s, 2, { techs: [MAELSTROM] });
    s = executed(s);
    expect(pending(s)).toEqual([expect.objectContaining({ player: 1, kind: "maelstrom" })]);
    s = act(s, 1, { type: "decline-maelstrom" });
    expect(pending(s)).toEqual([expect.objectContaining({ player: 2, kind: "maelstrom" })]);
    s = act(s, 2, { type: "use-maelstrom" });
    // Only seat 2's area is closed; seat 1 declined.
    expect(s.frame).toMatchObject({ kind: "mobilize", blocked: [areaOf("abaddon", "cp")] });
    expect(err(s, 0, { type: "move-unit", unit: marine(s), area: areaOf("abaddon", "minerals") })).toBeNull();
  });
});

describe("FAQ: Maelstrom (base game)", () => {
  it("FAQ: Maelstrom — nobody is asked in a base game (no Maelstrom in the catalog)", () => {
    const s = executed(board({ factions: ["raynor", "tassadar"], base: true }));
    expect(Object.values(cat(s).techs).some((t) => t.abilities?.includes("maelstrom"))).toBe(false);
    // Even with the tech id and a unit of that type written into the state.
    expect(s.frame).toMatchObject({ kind: "mobilize", player: 0 });
    expect(pending(s)).toEqual([expect.objectContaining({ player: 0, kind: "mobilize" })]);
  });
});
