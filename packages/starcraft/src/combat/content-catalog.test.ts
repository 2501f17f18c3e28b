/** The bundled content pack as the combat catalog: every card ability key has a combat function. */
import { describe, expect, it } from "vitest";
import { startBattle } from "./battle";
import { registerCatalog } from "./catalog";
import { bundledCatalog, contentCombatCatalog } from "./content-catalog";
import { effectFor } from "./effects/registry";
import { reinforcementFits } from "./skirmish";
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

describe("technology cards for assist units", () => {
  // The assist unit is never in the front line while a non-assist unit is there: it only ever
  // supports, so its technology cards must be usable by it as a supporting unit.
  const ASSIST_TECHS: [string, string][] = [
    ["terran-irradiate", "terran-science-vessel"],
    ["terran-emp-shockwave", "terran-science-vessel"],
    ["terran-vessel-research", "terran-science-vessel"],
    ["protoss-psionic-storm", "protoss-high-templar"],
    ["protoss-hallucination", "protoss-high-templar"],
    ["protoss-stasis-field", "protoss-arbiter"],
    ["protoss-arbiter-cloaking", "protoss-arbiter"],
    ["zerg-ensnare", "zerg-queen"],
    ["zerg-spawn-broodling", "zerg-queen"],
    ["zerg-plague", "zerg-defiler"],
    ["zerg-dark-swarm", "zerg-defiler"],
  ];
  const FRONT: Record<string, string> = {
    terran: "terran-marine",
    protoss: "protoss-zealot",
    zerg: "zerg-zergling",
  };

  it("a technology card for an assist unit is usable by that unit as a supporting unit", () => {
    for (const expansions of [[], ["brood-war"]]) {
      const cat = contentCombatCatalog(expansions);
      for (const [card, unit] of ASSIST_TECHS) {
        const info = cat.cards[card];
        expect(info, card).toBeDefined();
        expect(info.supportIcon, card).toBe(true);
        const front = FRONT[card.slice(0, card.indexOf("-"))];
        expect(reinforcementFits(info, front, [unit]), card).toBe(true);
        // Still only by its own unit.
        expect(reinforcementFits(info, front, []), card).toBe(false);
      }
    }
  });
});
