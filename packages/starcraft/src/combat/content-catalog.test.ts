/** The bundled content pack as the combat catalog: every card ability key has a combat function. */
import { describe, expect, it } from "vitest";
import { startBattle } from "./battle";
import { registerCatalog } from "./catalog";
import { bundledCatalog } from "./content-catalog";
import { effectFor } from "./effects/registry";
import { input, RNG, units } from "./testing/fixtures";
import { finish } from "./testing/play";

const NOT_COMBAT = new Set(["enable-unit", "recall", "maelstrom", "infest-command-center"]);

describe("bundled pack catalog", () => {
  const cat = bundledCatalog();

  it("holds the pack's units and cards, with combat values on normal cards", () => {
    expect(cat.units["terran-marine"]).toMatchObject({
      flying: false,
      hitsGround: true,
      hitsAir: true,
      support: 1,
    });
    expect(cat.units["protoss-archon"].cost).toBeGreaterThanOrEqual(4); // FAQ: includes the two consumed templars
    const normals = Object.values(cat.cards).filter((c) => !c.reinforcement && !c.playArea && !c.singleUse);
    expect(normals.length).toBeGreaterThan(40);
    for (const c of normals) expect(c.major ?? c.minor).not.toBeNull();
  });

  it("every ability key used by a combat or technology card is implemented (or is not a battle effect)", () => {
    const missing = new Set<string>();
    for (const c of Object.values(cat.cards))
      for (const a of c.abilities) if (!effectFor(a.key) && !NOT_COMBAT.has(a.key)) missing.add(a.key);
    expect([...missing]).toEqual([]);
  });

  it("a battle with real decks plays to the end", () => {
    registerCatalog("bundled-test", cat);
    const t = Object.keys(cat.cards).filter((c) => c.startsWith("terran-combat-"));
    const z = Object.keys(cat.cards).filter((c) => c.startsWith("zerg-combat-"));
    const b = startBattle(
      input(
        {
          units: units("terran-marine", "terran-goliath", "terran-wraith"),
          hand: t.slice(0, 4),
          deck: t.slice(4),
        },
        {
          units: units("zerg-zergling", "zerg-hydralisk", "zerg-mutalisk"),
          hand: z.slice(0, 4),
          deck: z.slice(4),
        },
        { catalog: "bundled-test" },
      ),
      RNG,
    );
    const { result } = finish(b);
    expect(result.destroyed.length + result.retreated.length + result.withdrawn.length).toBeGreaterThan(0);
  });
});
