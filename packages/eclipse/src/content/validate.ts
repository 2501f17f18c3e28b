/**
 * Checks across records: references between kinds, blueprint legality, component counts and
 * 1st-edition hygiene. Schema checks run before (load.ts); this only sees records that passed.
 */
import { FIRST_EDITION_COSTS, SECOND_EDITION_ONLY } from "./edition";
import type { ContentIssue } from "./merge";
import type { HullId, RecordKind, RecordOf, ShipBlueprint } from "./schema";

export type ContentMaps = { readonly [K in RecordKind]: Readonly<Record<string, RecordOf[K]>> };

const HULLS: HullId[] = ["interceptor", "cruiser", "dreadnought", "starbase"];

export function checkReferences(
  c: ContentMaps,
  fileOf: (kind: RecordKind, id: string) => string,
): ContentIssue[] {
  const issues: ContentIssue[] = [];
  const err = (kind: RecordKind, id: string, message: string) =>
    issues.push({ file: fileOf(kind, id), record: id, message: `${kind}: ${message}` });

  for (const t of Object.values(c.technologies)) {
    if (t.kind === "part" && (!t.unlocksPart || !c.parts[t.unlocksPart]))
      err("technologies", t.id, `unlocks unknown part '${t.unlocksPart}'`);
    const first = FIRST_EDITION_COSTS[t.id];
    if (first !== undefined && t.cost !== first)
      err("technologies", t.id, `cost ${t.cost} is not the 1st-edition cost ${first} (2nd-edition value?)`);
  }
  for (const id of SECOND_EDITION_ONLY) {
    if (c.technologies[id]) err("technologies", id, "exists only in the 2nd edition");
    if (c.parts[id]) err("parts", id, "exists only in the 2nd edition");
  }
  for (const p of Object.values(c.parts)) {
    if (p.requiresTech && !c.technologies[p.requiresTech])
      err("parts", p.id, `requires unknown technology '${p.requiresTech}'`);
    if (p.weapon?.missile && p.energy !== 0)
      err("parts", p.id, "a 1st-edition missile uses no energy (energy-costing missiles are 2nd edition)");
  }
  for (const b of Object.values(c.blueprints)) {
    if (!c.species[b.species]) err("blueprints", b.id, `unknown species '${b.species}'`);
    for (const hullId of HULLS)
      for (const problem of shipBlueprintProblems(c, hullId, b.ships[hullId]))
        err("blueprints", b.id, `${hullId}: ${problem}`);
  }
  for (const s of Object.values(c.species)) {
    if (!c.blueprints[s.blueprint]) err("species", s.id, `unknown blueprint '${s.blueprint}'`);
    for (const t of s.startingTechs)
      if (!c.technologies[t]) err("species", s.id, `unknown starting tech '${t}'`);
    for (const h of s.homes)
      if (!c.sectors[h.sector]) err("species", s.id, `unknown home sector '${h.sector}'`);
  }
  for (const s of Object.values(c.sectors))
    if (s.homeOf && !c.species[s.homeOf]) err("sectors", s.id, `home of unknown species '${s.homeOf}'`);
  for (const d of Object.values(c.discovery))
    if (d.effect.kind === "ancient-part" && c.parts[d.effect.part]?.kind !== "discovery")
      err("discovery", d.id, `'${d.effect.part}' is not a discovery part`);
  return issues;
}

/** Component counts of the 1st-edition box (EF §2): a pack that changes them is reported. */
export function checkCounts(c: ContentMaps): ContentIssue[] {
  const issues: ContentIssue[] = [];
  const count = (kind: RecordKind, actual: number, expected: number, what: string) => {
    if (actual !== expected)
      issues.push({
        file: "(pack)",
        record: "",
        message: `${kind}: ${actual} ${what}, the 1st edition has ${expected}`,
      });
  };
  const sectors = Object.values(c.sectors);
  const ring = (r: string) => sectors.filter((s) => s.ring === r).length;
  count("sectors", ring("inner"), 8, "inner sectors");
  count("sectors", ring("middle"), 11, "middle sectors");
  count("sectors", ring("outer"), 18, "outer sectors");
  count("sectors", ring("center"), 1, "galactic centers");
  count("sectors", ring("starting"), 12, "starting sector faces");
  count("technologies", Object.keys(c.technologies).length, 24, "technologies");
  for (const track of ["military", "grid", "nano"])
    count(
      "technologies",
      Object.values(c.technologies).filter((t) => t.track === track).length,
      8,
      `${track} technologies`,
    );
  count(
    "technologies",
    Object.values(c.technologies).reduce((n, t) => n + t.tiles, 0),
    96,
    "technology tiles",
  );
  count(
    "discovery",
    Object.values(c.discovery).reduce((n, d) => n + d.copies, 0),
    21,
    "discovery tiles",
  );
  count(
    "reputation",
    Object.values(c.reputation).reduce((n, r) => n + r.copies, 0),
    32,
    "reputation tiles",
  );
  count("species", Object.keys(c.species).length, 7, "species");
  const required = [
    "game",
    "ships-per-player",
    "research-discount",
    "production-track",
    "influence-upkeep",
    "outer-sectors-used",
  ];
  for (const id of required)
    if (!c.tables[id])
      issues.push({ file: "(pack)", record: id, message: `tables: the '${id}' table is missing` });
  const discoverySymbols = sectors.filter((s) => s.discovery).length;
  count("sectors", discoverySymbols, 21, "discovery symbols");
  return issues;
}

/** One reason a ship blueprint breaks the upgrade rules (E-A4), as data a UI can word in any language. */
export type BlueprintProblem =
  | { kind: "unknown-hull"; hull: string }
  | { kind: "too-many-slots"; slots: number; hullSlots: number }
  | { kind: "unknown-part"; part: string; known: string[] }
  | { kind: "energy" }
  | { kind: "needs-drive" }
  | { kind: "immobile-drive" };

/**
 * Why a ship blueprint breaks the upgrade rules (E-A4): more parts than slots, unknown parts, more
 * energy used than produced, a mobile ship without a drive, a starbase with one. [] when legal.
 */
export function shipBlueprintProblemList(
  c: Pick<ContentMaps, "hulls" | "parts">,
  hullId: HullId,
  ship: ShipBlueprint,
): BlueprintProblem[] {
  const problems: BlueprintProblem[] = [];
  const hull = c.hulls[hullId];
  if (!hull) return [{ kind: "unknown-hull", hull: hullId }];
  if (ship.slots.length > hull.slots)
    problems.push({ kind: "too-many-slots", slots: ship.slots.length, hullSlots: hull.slots });
  const { energy, drives, unknown } = partTotals(c, ship, -1, null);
  for (const part of unknown)
    problems.push({ kind: "unknown-part", part, known: Object.keys(c.parts).sort() });
  if (energy < 0) problems.push({ kind: "energy" });
  if (hull.mobile && drives === 0) problems.push({ kind: "needs-drive" });
  if (!hull.mobile && drives > 0) problems.push({ kind: "immobile-drive" });
  return problems;
}

/**
 * Whether `ship` with slot `slot` holding `part` has no problem at all: what
 * `shipBlueprintProblemList(c, hullId, changed).length === 0` answers, without building the
 * changed blueprint or the list (the rules' upgrade listings ask it of every slot and part, at
 * every Upgrade a search meets: session 58). A slot outside the array is left to the list.
 */
export function shipBlueprintFitsWith(
  c: Pick<ContentMaps, "hulls" | "parts">,
  hullId: HullId,
  ship: ShipBlueprint,
  slot: number,
  part: string | null,
): boolean {
  if (!Number.isInteger(slot) || slot < 0 || slot >= ship.slots.length) {
    const slots = [...ship.slots];
    slots[slot] = part;
    return shipBlueprintProblemList(c, hullId, { ...ship, slots }).length === 0;
  }
  const hull = c.hulls[hullId];
  if (!hull || ship.slots.length > hull.slots) return false;
  const { energy, drives, unknown } = partTotals(c, ship, slot, part);
  return unknown.length === 0 && energy >= 0 && (hull.mobile ? drives > 0 : drives === 0);
}

const NONE: readonly string[] = Object.freeze([]);

/**
 * The energy balance (the blueprint's own energy plus its parts') and the drives of a blueprint's
 * parts, slot `slot` read as holding `part` (slot −1: none changed), and the part ids the content
 * does not know, in slot order. Both the problem list and the one-slot check count with it.
 */
function partTotals(
  c: Pick<ContentMaps, "parts">,
  ship: ShipBlueprint,
  slot: number,
  part: string | null,
): { energy: number; drives: number; unknown: readonly string[] } {
  let energy = ship.energy;
  let drives = 0;
  let unknown: string[] | null = null;
  for (let i = 0; i < ship.slots.length; i++) {
    const partId = i === slot ? part : ship.slots[i]!;
    if (partId === null) continue;
    const found = c.parts[partId];
    if (!found) {
      unknown ??= [];
      unknown.push(partId);
      continue;
    }
    energy += found.energy;
    if (found.movement) drives++;
  }
  return { energy, drives, unknown: unknown ?? NONE };
}

/** A blueprint problem in English (the rule errors' and the content checker's words). */
export function blueprintProblemText(p: BlueprintProblem): string {
  switch (p.kind) {
    case "unknown-hull":
      return `unknown ship type '${p.hull}'`;
    case "too-many-slots":
      return `${p.slots} slots, the hull has ${p.hullSlots}`;
    case "unknown-part":
      return `unknown part '${p.part}' (known: ${p.known.join(", ")})`;
    case "energy":
      return "uses more energy than it produces";
    case "needs-drive":
      return "a mobile ship needs a drive";
    case "immobile-drive":
      return "a starbase may not carry a drive";
  }
}

/** `shipBlueprintProblemList` in English words. */
export function shipBlueprintProblems(
  c: Pick<ContentMaps, "hulls" | "parts">,
  hullId: HullId,
  ship: ShipBlueprint,
): string[] {
  return shipBlueprintProblemList(c, hullId, ship).map(blueprintProblemText);
}
