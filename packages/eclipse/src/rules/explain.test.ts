import { describe, expect, it } from "vitest";
import { researchPrice } from "./economy";
import { eclipse } from "./ruleset";
import { act, addShip, edit, legal, newGame, turnOf } from "./testing";
import type { EclipseState } from "./types";

// 2 players: P0's home is 0,-2 (Terrans: 3 materials, 3 science at the start).
const base = () => edit(newGame(2, "actions"), (s) => turnOf(s, 0));
const explain = (s: EclipseState, seat = 0) => eclipse.explain!(s, seat);
const about = (s: EclipseState, key: string, seat = 0) => explain(s, seat).find((u) => u.about === key);

/** Every action explain names is one validate refuses (the promise a disabled button rests on). */
function expectAllRefused(s: EclipseState, seat = 0) {
  for (const u of explain(s, seat))
    if (u.action) expect(eclipse.validate(s, seat, u.action), u.about).not.toBeNull();
}

describe("explain: why a choice is not offered", () => {
  it("E-A3: a technology of the supply whose price (after the track discount) exceeds the science is not affordable", () => {
    const s = edit(base(), (x) => {
      x.players[0]!.science = 4;
    });
    const p = s.players[0]!;
    const dear = Object.keys(s.tray).filter((t) => researchPrice(p, t) > 4);
    const cheap = Object.keys(s.tray).filter((t) => researchPrice(p, t) <= 4);
    expect(dear.length).toBeGreaterThan(0);
    for (const tech of dear) {
      const u = about(s, `research:${tech}`)!;
      expect(u.error).toMatchObject({ code: "research-unaffordable", rule: "E-A3" });
      expect(u.args).toMatchObject({ tech, price: researchPrice(p, tech), have: 4 });
      expect(u.action).toEqual({ type: "research", tech });
    }
    for (const tech of cheap) expect(about(s, `research:${tech}`)).toBeUndefined();
    expectAllRefused(s);
  });

  it("E-A3: each technology at most once — one already owned is not explained, only unowned ones", () => {
    const s = edit(base(), (x) => {
      x.players[0]!.science = 0;
      x.players[0]!.techs.military.push("plasma-cannon");
    });
    expect(about(s, "research:plasma-cannon")).toBeUndefined();
    expect(about(s, "research:fusion-drive")?.error.code).toBe("research-unaffordable");
  });

  it("E-A5: the Build step says why each ship or structure is not offered (technology, materials)", () => {
    let s = edit(base(), (x) => {
      x.players[0]!.materials = 4;
      x.players[0]!.techs = { military: [], grid: [], nano: [] };
    });
    s = act(s, 0, { type: "build-start" });
    const byWhat = Object.fromEntries(explain(s).map((u) => [u.about, u.error]));
    expect(byWhat["build:interceptor"]).toBeUndefined(); // 3 materials: offered
    expect(byWhat["build:cruiser"]).toMatchObject({ code: "build-unaffordable", rule: "E-A5" });
    expect(byWhat["build:dreadnought"]).toMatchObject({ code: "build-unaffordable", rule: "E-A5" });
    for (const what of ["starbase", "orbital", "monolith"])
      expect(byWhat[`build:${what}`]).toMatchObject({ code: "build-needs-technology", rule: "E-A5" });
    expect(about(s, "build:cruiser")!.args).toMatchObject({ what: "cruiser", cost: 5, have: 4 });
    expectAllRefused(s);
  });

  it("E-A5: ship counts are limited by the miniatures (8/4/2/4): a type with all on the board has no room", () => {
    let s = edit(base(), (x) => {
      x.players[0]!.materials = 30;
      addShip(x, "0,-2", 0, "dreadnought");
      addShip(x, "0,-2", 0, "dreadnought");
    });
    s = act(s, 0, { type: "build-start" });
    const u = about(s, "build:dreadnought")!;
    expect(u.error).toMatchObject({ code: "build-no-miniature", rule: "E-A5" });
    expect(u.args).toMatchObject({ max: 2 });
    expect(legal(s, 0).some((a) => a.type === "build" && a.what === "dreadnought")).toBe(false);
    expect(about(s, "build:cruiser")).toBeUndefined();
  });

  it("E-A5: at most one orbital per sector — with one in every sector of his, none can be built", () => {
    let s = edit(base(), (x) => {
      x.players[0]!.materials = 30;
      x.players[0]!.techs.grid.push("orbital");
      for (const h of Object.values(x.hexes)) if (h.owner === 0) h.orbital = true;
    });
    s = act(s, 0, { type: "build-start" });
    expect(about(s, "build:orbital")?.error).toMatchObject({ code: "build-no-sector", rule: "E-A5" });
  });

  it("E-A5: the Build action itself is explained when nothing at all can be built", () => {
    const s = edit(base(), (x) => {
      x.players[0]!.materials = 0;
    });
    const u = about(s, "build-start")!;
    expect(u.error).toMatchObject({ code: "nothing-to-build", rule: "E-A5" });
    expect(u.error.message).toContain("Interceptor costs 3 materials");
    expect(u.action).toEqual({ type: "build-start" });
    expectAllRefused(s);
    expect(about(base(), "build-start")).toBeUndefined(); // 3 materials: an interceptor can be built
  });

  it("E-A5: Build places at most its activations — the limit reached is said", () => {
    let s = edit(base(), (x) => {
      x.players[0]!.materials = 30;
    });
    s = act(s, 0, { type: "build-start" });
    s = act(s, 0, { type: "build", what: "interceptor", pos: "0,-2" });
    s = act(s, 0, { type: "build", what: "interceptor", pos: "0,-2" });
    expect(explain(s)).toEqual([
      expect.objectContaining({ about: "build", error: expect.objectContaining({ code: "build-limit" }) }),
    ]);
  });

  it("E-A4: with a slot chosen, parts needing a technology, empty supply or a forbidden design are explained", () => {
    const fusion = edit(base(), (x) => {
      x.players[0]!.techs = { military: [], grid: [], nano: ["fusion-drive"] };
    });
    let s = act(fusion, 0, { type: "upgrade" });
    // The interceptor's drive (slot 3): a fusion drive may replace it; anything else leaves no drive.
    s = act(s, 0, { type: "upgrade-slot", hull: "interceptor", slot: 3 });
    expect(about(s, "upgrade-part:plasma-cannon")?.error).toMatchObject({
      code: "part-needs-technology",
      rule: "E-A4",
    });
    const cannon = about(s, "upgrade-part:ion-cannon")!;
    expect(cannon.error).toMatchObject({ code: "blueprint-invalid", rule: "E-A4" });
    expect(cannon.error.message).toContain("drive");
    expect(about(s, "upgrade-part:fusion-drive")).toBeUndefined(); // offered
    expect(cannon.action).toEqual({ type: "upgrade-part", part: "ion-cannon" });
    // Discovery parts are never placed by Upgrade: not explained.
    expect(explain(s).some((u) => u.about === "upgrade-part:axion-computer")).toBe(false);
    // What is offered is not explained.
    for (const a of legal(s, 0))
      if (a.type === "upgrade-part") expect(about(s, `upgrade-part:${a.part}`)).toBeUndefined();
    expectAllRefused(s);
  });

  it("E-A4: a part whose tiles are all on blueprints has an empty supply", () => {
    let s = edit(base(), (x) => {
      x.players[0]!.techs.military.push("plasma-cannon");
      x.players[0]!.techs.grid.push("fusion-source");
      // 18 plasma cannons in use: the supply is empty.
      for (let i = 0; i < 18; i++) {
        const p = x.players[i % 2]!;
        const hull = (["cruiser", "dreadnought", "starbase"] as const)[Math.floor(i / 6) % 3]!;
        const slots = p.blueprints[hull].slots;
        const free = slots.findIndex((v) => v !== "plasma-cannon");
        if (free >= 0) slots[free] = "plasma-cannon";
      }
    });
    const used = Object.values(s.players).reduce(
      (n, p) =>
        n +
        Object.values(p.blueprints).reduce(
          (m, b) => m + b.slots.filter((v) => v === "plasma-cannon").length,
          0,
        ),
      0,
    );
    if (used < 18) return expect.fail(`only ${used} plasma cannons placed`);
    s = act(s, 0, { type: "upgrade" });
    s = act(s, 0, { type: "upgrade-slot", hull: "interceptor", slot: 0 });
    expect(about(s, "upgrade-part:plasma-cannon")?.error).toMatchObject({
      code: "part-supply-empty",
      rule: "E-A4",
    });
  });

  it("E-A7: with no influence disc on the track no action is possible, and that is said", () => {
    const s = edit(base(), (x) => {
      x.players[0]!.actionDiscs += x.players[0]!.discsOnTrack;
      x.players[0]!.discsOnTrack = 0;
    });
    expect(explain(s)).toEqual([
      expect.objectContaining({
        about: "actions",
        error: expect.objectContaining({ code: "no-influence-disc" }),
      }),
    ]);
  });

  it("only the player whose decision it is is told, and nothing is told once the game is over", () => {
    const s = edit(base(), (x) => {
      x.players[1]!.science = 0;
    });
    expect(explain(s, 1)).toEqual([]);
    expect(
      explain(
        edit(s, (x) => (x.phase = "over")),
        0,
      ),
    ).toEqual([]);
  });
});
