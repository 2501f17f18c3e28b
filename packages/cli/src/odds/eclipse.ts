/**
 * `koprulu odds --ruleset eclipse`: exact Eclipse (1st edition) battle odds for two fleets.
 * Ships: interceptor, cruiser, dreadnought, starbase (the species' printed blueprints, or
 * --blueprint FILE), ancient, gcds. `3xinterceptor` stands for three interceptors.
 */
import { readFileSync } from "node:fs";
import {
  type HullId,
  loadContent,
  npcStats,
  type OddsGroup,
  type PolicyId,
  type ShipBlueprint,
  shipBlueprintProblems,
  shipStats,
  eclipseOdds as solve,
} from "@koprulu/eclipse";
import { coreReport, type OddsCalculator, OddsInputError, type OddsReport, type OddsRequest } from "./types";

const HULLS: HullId[] = ["interceptor", "cruiser", "dreadnought", "starbase"];
const NPCS = ["ancient", "gcds"] as const;
const SHIP_IDS = [...HULLS, ...NPCS];

type BlueprintPatch = Partial<Record<HullId, Partial<ShipBlueprint>>>;
interface BlueprintFile {
  attacker?: BlueprintPatch;
  defender?: BlueprintPatch;
}

/** A blueprint file either patches both sides (`{"interceptor": {...}}`) or each (`{"attacker": {...}}`). */
function readBlueprints(file: string | undefined): { attacker: BlueprintPatch; defender: BlueprintPatch } {
  if (!file) return { attacker: {}, defender: {} };
  let data: unknown;
  try {
    data = JSON.parse(readFileSync(file, "utf8"));
  } catch (e) {
    throw new OddsInputError(`cannot read blueprint file '${file}': ${(e as Error).message}`);
  }
  if (typeof data !== "object" || data === null || Array.isArray(data))
    throw new OddsInputError(`blueprint file '${file}' must hold a JSON object`);
  const obj = data as Record<string, unknown>;
  const sided = "attacker" in obj || "defender" in obj;
  const both = obj as BlueprintPatch;
  const pick = (side: keyof BlueprintFile) => (sided ? ((obj as BlueprintFile)[side] ?? {}) : both);
  const result = { attacker: pick("attacker"), defender: pick("defender") };
  for (const patch of [result.attacker, result.defender])
    for (const key of Object.keys(patch))
      if (!HULLS.includes(key as HullId))
        throw new OddsInputError(`blueprint file: unknown ship type '${key}' (valid: ${HULLS.join(", ")})`);
  return result;
}

function parseShips(list: string[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const raw of list) {
    const m = /^(?:(\d+)x)?([a-z]+)$/.exec(raw.trim().toLowerCase());
    const id = m?.[2];
    if (!m || !id || !SHIP_IDS.includes(id as (typeof SHIP_IDS)[number]))
      throw new OddsInputError(
        `unknown ship '${raw}' (valid: ${SHIP_IDS.join(", ")}; '3xinterceptor' for three)`,
      );
    counts.set(id, (counts.get(id) ?? 0) + Number(m[1] ?? 1));
  }
  return counts;
}

function fleet(list: string[], species: string, patch: BlueprintPatch, side: string): OddsGroup[] {
  const content = loadContent();
  const sp = content.species[species];
  if (!sp)
    throw new OddsInputError(
      `unknown species '${species}' (valid: ${Object.keys(content.species).join(", ")})`,
    );
  const groups: OddsGroup[] = [];
  for (const [id, count] of parseShips(list)) {
    if (id === "ancient" || id === "gcds") {
      groups.push({ stats: npcStats(content.npcs[id]!), count });
      continue;
    }
    const hull = id as HullId;
    const ship: ShipBlueprint = { ...content.blueprints[sp.blueprint]!.ships[hull], ...patch[hull] };
    const problems = shipBlueprintProblems(content, hull, ship);
    if (problems.length > 0) throw new OddsInputError(`${side} ${hull} blueprint: ${problems.join("; ")}`);
    groups.push({ stats: shipStats(content, hull, ship), count });
  }
  if (groups.length === 0)
    throw new OddsInputError(`the ${side} needs at least one ship (valid: ${SHIP_IDS.join(", ")})`);
  return groups;
}

const str = (v: string | boolean | undefined) => (typeof v === "string" ? v : undefined);

export const eclipseOdds: OddsCalculator = {
  ruleset: "eclipse",
  flagsHelp: `  --attacker-species ID   species of the attacker (default terran): terran, eridani, hydran, planta, draco, mechanema, orion
  --defender-species ID   species of the defender (default terran)
  --blueprint FILE        JSON patching blueprints: {"cruiser": {"slots": [...]}} for both sides, or {"attacker": {...}, "defender": {...}}
  --targeting POLICY      optimal (default: each side maximises its own win chance) or heuristic (the common calculators' rule)
  ships: interceptor, cruiser, dreadnought, starbase, ancient, gcds ('3xinterceptor' = three); the defender fires first on ties`,
  run(req: OddsRequest): OddsReport {
    const targeting = str(req.flags.targeting) ?? "optimal";
    if (targeting !== "optimal" && targeting !== "heuristic")
      throw new OddsInputError(`unknown targeting '${targeting}' (valid: optimal, heuristic)`);
    const known = ["attacker-species", "defender-species", "blueprint", "targeting"];
    for (const flag of Object.keys(req.flags))
      if (!known.includes(flag))
        throw new OddsInputError(`unknown flag --${flag} (valid: ${known.map((f) => `--${f}`).join(", ")})`);
    const blueprints = readBlueprints(str(req.flags.blueprint));
    const attacker = fleet(
      req.attacker,
      str(req.flags["attacker-species"]) ?? "terran",
      blueprints.attacker,
      "attacker",
    );
    const defender = fleet(
      req.defender,
      str(req.flags["defender-species"]) ?? "terran",
      blueprints.defender,
      "defender",
    );
    const r = solve(
      { attacker, defender },
      targeting as PolicyId,
      req.samples ? { samples: req.samples } : {},
    );
    return {
      ...coreReport(r),
      targeting: r.policy,
      targetingUsed: r.policyUsed,
      states: r.states,
    };
  },
};
