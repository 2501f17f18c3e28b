/**
 * Why a choice a player may look for is not offered now (the engine's optional `explain`), so a
 * table can show it disabled with the reason instead of letting it vanish:
 * - Research (E-A3): each technology of the supply the player lacks that is not affordable
 *   (science after the track's discount) or whose track is full.
 * - Build (E-A5): the Build action when nothing can be built; in the Build step each ship or
 *   structure not offered — its technology missing, not enough materials, no miniature left
 *   (8/4/2/4 per type), no sector of his to put it in — or the step's limit reached.
 * - Upgrade (E-A4): with a slot chosen, each part not offered — technology missing, the part
 *   supply empty, or a design the rules forbid (energy, drives); the step's part limit reached.
 * - Any action with no influence disc left on the track (E-A7).
 * Only the asking player's own decision is explained, from what that player knows (own
 * resources, blueprints and technologies, the public board and supply). Every action named is
 * one `validate` refuses (the strict enumeration does not offer it).
 */
import { type PlayerId, type RuleError, ruleError, type Unavailable } from "@koprulu/engine";
import type { HullId } from "../content/index";
import { buildOptions } from "./actions";
import {
  blueprintProblems,
  content,
  hasTech,
  maxShips,
  researchPrice,
  supplyInUse,
  trackSlots,
} from "./economy";
import { shipsOnBoard } from "./galaxy";
import { buildCostOf } from "./species";
import type { Buildable, EclipseAction, EclipseState, Step, Track } from "./types";
import { BUILDABLES, HULLS } from "./types";

type Why = Unavailable<EclipseAction>;

/** The technology a structure or the starbase needs (E-A5). */
const NEEDS_TECH: Partial<Record<Buildable, string>> = {
  starbase: "starbase",
  orbital: "orbital",
  monolith: "monolith",
};

const techName = (id: string) => content().technologies[id]?.name ?? id;
const partName = (id: string) => content().parts[id]?.name ?? id;

function explainResearch(s: EclipseState, seat: PlayerId): Why[] {
  const p = s.players[seat]!;
  const out: Why[] = [];
  for (const tech of Object.keys(s.tray).sort()) {
    if ((s.tray[tech] ?? 0) <= 0 || hasTech(p, tech)) continue;
    const track = content().technologies[tech]!.track as Track;
    const action: EclipseAction = { type: "research", tech };
    const price = researchPrice(p, tech);
    let error: RuleError | null = null;
    if (p.techs[track].length >= trackSlots())
      error = ruleError(
        "research-track-full",
        `Your ${track} track has no free space for ${techName(tech)}.`,
        "E-A3",
      );
    else if (price > p.science)
      error = ruleError(
        "research-unaffordable",
        `${techName(tech)} costs you ${price} science (after your ${track} discount); you have ${p.science}.`,
        "E-A3",
      );
    if (error) out.push({ about: `research:${tech}`, action, args: { tech, price, have: p.science }, error });
  }
  return out;
}

/** Why `what` cannot be built now (null when the rules offer it somewhere). */
function buildBlock(s: EclipseState, seat: PlayerId, what: Buildable): Why | null {
  const p = s.players[seat]!;
  const about = `build:${what}`;
  const tech = NEEDS_TECH[what];
  const name = what[0]!.toUpperCase() + what.slice(1);
  if (tech && !hasTech(p, tech))
    return {
      about,
      args: { what, tech },
      error: ruleError("build-needs-technology", `${name} needs the ${techName(tech)} technology.`, "E-A5"),
    };
  const cost = buildCostOf(p, what);
  if (cost > p.materials)
    return {
      about,
      args: { what, cost, have: p.materials },
      error: ruleError(
        "build-unaffordable",
        `${name} costs ${cost} materials; you have ${p.materials}.`,
        "E-A5",
      ),
    };
  if ((HULLS as readonly string[]).includes(what)) {
    const max = maxShips(what as HullId);
    if (shipsOnBoard(s, seat, what as HullId) >= max)
      return {
        about,
        args: { what, max },
        error: ruleError(
          "build-no-miniature",
          `All ${max} of your ${what} miniatures are on the board: no ${what} is left to build.`,
          "E-A5",
        ),
      };
  }
  const mine = Object.values(s.hexes).filter((h) => h.owner === seat);
  const free = mine.filter((h) =>
    what === "orbital" ? !h.orbital : what === "monolith" ? !h.monolith : true,
  );
  if (free.length > 0) return null;
  return {
    about,
    args: { what },
    error: ruleError(
      "build-no-sector",
      mine.length === 0
        ? `${name} is placed in a sector you control, and you control none.`
        : `Every sector you control has its ${what} already (one per sector).`,
      "E-A5",
    ),
  };
}

function explainBuildStep(s: EclipseState, seat: PlayerId, step: Extract<Step, { kind: "build" }>): Why[] {
  if (step.built >= step.limit)
    return [
      {
        about: "build",
        args: { limit: step.limit },
        error: ruleError("build-limit", `This Build places at most ${step.limit}.`, "E-A5"),
      },
    ];
  return BUILDABLES.map((what) => buildBlock(s, seat, what)).filter((w): w is Why => w !== null);
}

function explainUpgradeStep(
  s: EclipseState,
  seat: PlayerId,
  step: Extract<Step, { kind: "upgrade" }>,
): Why[] {
  if (step.placed >= step.limit)
    return [
      {
        about: "upgrade",
        args: { limit: step.limit },
        error: ruleError(
          "upgrade-limit",
          `This Upgrade places at most ${step.limit} new part(s); parts may still be removed.`,
          "E-A4",
        ),
      },
    ];
  if (step.hull === null || step.slot === null) return [];
  const { hull, slot } = step;
  const p = s.players[seat]!;
  const bp = p.blueprints[hull];
  const used = supplyInUse(s);
  const out: Why[] = [];
  for (const part of Object.values(content().parts).sort((a, b) => a.id.localeCompare(b.id))) {
    if (part.kind === "discovery" || bp.slots[slot] === part.id) continue;
    const action: EclipseAction = { type: "upgrade-part", part: part.id };
    const args: Record<string, string | number> = { part: part.id, hull, slot };
    if (part.requiresTech !== null) args.tech = part.requiresTech;
    let error: RuleError | null = null;
    if (part.requiresTech !== null && !hasTech(p, part.requiresTech))
      error = ruleError(
        "part-needs-technology",
        `${partName(part.id)} needs the ${techName(part.requiresTech)} technology.`,
        "E-A4",
      );
    else if ((used[part.id] ?? 0) >= part.supply)
      error = ruleError("part-supply-empty", `No ${partName(part.id)} tile is left in the supply.`, "E-A4");
    else {
      const slots = [...bp.slots];
      slots[slot] = part.id;
      const problems = blueprintProblems(hull, { ...bp, slots });
      if (problems.length > 0)
        error = ruleError("blueprint-invalid", `That design is not allowed: ${problems.join("; ")}.`, "E-A4");
    }
    if (error) out.push({ about: `upgrade-part:${part.id}`, action, args, error });
  }
  return out;
}

function explainTurn(s: EclipseState, seat: PlayerId): Why[] {
  const p = s.players[seat]!;
  if (p.discsOnTrack === 0)
    return [
      {
        about: "actions",
        error: ruleError("no-influence-disc", "Every action needs an influence disc from the track.", "E-A7"),
      },
    ];
  const out: Why[] = p.passed ? [] : explainResearch(s, seat);
  if (buildOptions(s, seat).length === 0) {
    const blocks = BUILDABLES.map((w) => buildBlock(s, seat, w)).filter((w): w is Why => w !== null);
    out.push({
      about: "build-start",
      action: { type: "build-start" },
      args: { reasons: blocks.map((b) => b.error.code).join(",") },
      error: ruleError(
        "nothing-to-build",
        `Nothing can be built now: ${blocks.map((b) => b.error.message).join(" ")}`,
        "E-A5",
      ),
    });
  }
  return out;
}

export function explainEclipse(s: EclipseState, seat: PlayerId): Unavailable<EclipseAction>[] {
  if (s.phase === "over" || seat !== s.turn || !s.players[seat]) return [];
  const step = s.step;
  switch (step.kind) {
    case "turn":
      return s.phase === "action" ? explainTurn(s, seat) : [];
    case "research-more":
      return explainResearch(s, seat);
    case "build":
      return explainBuildStep(s, seat, step);
    case "upgrade":
      return explainUpgradeStep(s, seat, step);
    default:
      return [];
  }
}
