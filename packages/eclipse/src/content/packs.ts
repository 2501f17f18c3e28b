/** The bundled 1st-edition pack, imported statically so it also loads in the browser. */
import blueprints from "../../content/base/blueprints.json" with { type: "json" };
import discovery from "../../content/base/discovery.json" with { type: "json" };
import hulls from "../../content/base/hulls.json" with { type: "json" };
import npcs from "../../content/base/npcs.json" with { type: "json" };
import parts from "../../content/base/parts.json" with { type: "json" };
import reputation from "../../content/base/reputation.json" with { type: "json" };
import sectors from "../../content/base/sectors.json" with { type: "json" };
import species from "../../content/base/species.json" with { type: "json" };
import tables from "../../content/base/tables.json" with { type: "json" };
import technologies from "../../content/base/technologies.json" with { type: "json" };

export interface BundledPack {
  file: string;
  data: unknown;
}

export const BUNDLED_PACKS: readonly BundledPack[] = [
  { file: "content/base/sectors.json", data: sectors },
  { file: "content/base/technologies.json", data: technologies },
  { file: "content/base/hulls.json", data: hulls },
  { file: "content/base/parts.json", data: parts },
  { file: "content/base/blueprints.json", data: blueprints },
  { file: "content/base/discovery.json", data: discovery },
  { file: "content/base/reputation.json", data: reputation },
  { file: "content/base/species.json", data: species },
  { file: "content/base/npcs.json", data: npcs },
  { file: "content/base/tables.json", data: tables },
];
