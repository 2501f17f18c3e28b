/**
 * The bundled packs, imported statically so the content also loads in the browser (no file system).
 * Order matters: base files add records; each expansion then merges, adds and removes by id.
 */

import base_buildings from "../../content/base/buildings.json" with { type: "json" };
import base_combatCards from "../../content/base/combat-cards.json" with { type: "json" };
import base_eventCards from "../../content/base/event-cards.json" with { type: "json" };
import base_factions from "../../content/base/factions.json" with { type: "json" };
import base_modules from "../../content/base/modules.json" with { type: "json" };
import base_planets from "../../content/base/planets.json" with { type: "json" };
import base_races from "../../content/base/races.json" with { type: "json" };
import base_resourceCards from "../../content/base/resource-cards.json" with { type: "json" };
import base_techCards from "../../content/base/tech-cards.json" with { type: "json" };
import base_units from "../../content/base/units.json" with { type: "json" };
import bw_buildings from "../../content/brood-war/buildings.json" with { type: "json" };
import bw_combatCards from "../../content/brood-war/combat-cards.json" with { type: "json" };
import bw_eventCards from "../../content/brood-war/event-cards.json" with { type: "json" };
import bw_factions from "../../content/brood-war/factions.json" with { type: "json" };
import bw_heroes from "../../content/brood-war/heroes.json" with { type: "json" };
import bw_leadershipCards from "../../content/brood-war/leadership-cards.json" with { type: "json" };
import bw_modules from "../../content/brood-war/modules.json" with { type: "json" };
import bw_planets from "../../content/brood-war/planets.json" with { type: "json" };
import bw_resourceCards from "../../content/brood-war/resource-cards.json" with { type: "json" };
import bw_techCards from "../../content/brood-war/tech-cards.json" with { type: "json" };
import bw_units from "../../content/brood-war/units.json" with { type: "json" };
import type { ExpansionId } from "./schema";

export interface BundledPack {
  /** Path relative to packages/starcraft, used in error messages. */
  file: string;
  data: unknown;
}

export const BUNDLED_PACKS: Record<ExpansionId, readonly BundledPack[]> = {
  base: [
    { file: "content/base/races.json", data: base_races },
    { file: "content/base/factions.json", data: base_factions },
    { file: "content/base/units.json", data: base_units },
    { file: "content/base/buildings.json", data: base_buildings },
    { file: "content/base/modules.json", data: base_modules },
    { file: "content/base/planets.json", data: base_planets },
    { file: "content/base/resource-cards.json", data: base_resourceCards },
    { file: "content/base/combat-cards.json", data: base_combatCards },
    { file: "content/base/tech-cards.json", data: base_techCards },
    { file: "content/base/event-cards.json", data: base_eventCards },
  ],
  "brood-war": [
    { file: "content/brood-war/factions.json", data: bw_factions },
    { file: "content/brood-war/units.json", data: bw_units },
    { file: "content/brood-war/buildings.json", data: bw_buildings },
    { file: "content/brood-war/modules.json", data: bw_modules },
    { file: "content/brood-war/planets.json", data: bw_planets },
    { file: "content/brood-war/resource-cards.json", data: bw_resourceCards },
    { file: "content/brood-war/combat-cards.json", data: bw_combatCards },
    { file: "content/brood-war/tech-cards.json", data: bw_techCards },
    { file: "content/brood-war/event-cards.json", data: bw_eventCards },
    { file: "content/brood-war/leadership-cards.json", data: bw_leadershipCards },
    { file: "content/brood-war/heroes.json", data: bw_heroes },
  ],
};
