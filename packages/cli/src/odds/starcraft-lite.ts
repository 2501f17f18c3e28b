/**
 * StarCraft Lite battle odds for `koprulu odds --ruleset starcraft-lite`: exact (dynamic
 * programming) within the state budget, Monte Carlo beyond it (see @koprulu/starcraft-lite).
 */
import { type LiteBattleSide, liteOdds, loadLiteContent, POLICIES } from "@koprulu/starcraft-lite";
import { coreReport, type OddsCalculator, OddsInputError, type OddsReport, type OddsRequest } from "./types";

const FLAGS_HELP = `  --defender-base         the defender has a base in the area (defending a base: modules, Repair, Lift-off)
  --attacker-base-on-planet, --defender-base-on-planet   a base on the planet (Comsat Station, Nuke)
  --upgrades a,b          upgraded unit types (each side takes those of its race)
  --attacker-upgrades a,b / --defender-upgrades a,b
  --attacker-modules a,b / --defender-modules a,b   module ids, e.g. terran-bunker
  --workers N             available workers of each side (Repair, Consume); default 0
  --policy default|bot    who decides targets, splash and retreats (default: nobody retreats, first legal target)
  --max-states N          exact-method budget in positions (default 20000); beyond it Monte Carlo
  --method auto|exact|monte-carlo
  --seed TEXT             Monte Carlo seed
  Unit names are content-pack ids (terran-marine) or their short names (marine).`;

function list(v: string | boolean | undefined): string[] {
  return typeof v === "string"
    ? v
        .split(",")
        .map((s) => s.trim())
        .filter(Boolean)
    : [];
}

function resolveUnits(names: string[], side: string): string[] {
  const content = loadLiteContent();
  const all = Object.keys(content.units);
  return names.map((n) => {
    if (content.units[n]) return n;
    const matches = all.filter((id) => id.slice(id.indexOf("-") + 1) === n);
    if (matches.length === 1) return matches[0];
    throw new OddsInputError(`unknown ${side} unit '${n}'; valid units: ${all.join(", ")}`);
  });
}

function resolveModules(names: string[]): string[] {
  const content = loadLiteContent();
  for (const n of names)
    if (!content.modules[n])
      throw new OddsInputError(
        `unknown module '${n}'; valid modules: ${Object.keys(content.modules).join(", ")}`,
      );
  return names;
}

function side(player: 0 | 1, units: string[], req: OddsRequest): LiteBattleSide {
  const label = player === 0 ? "attacker" : "defender";
  if (units.length === 0) throw new OddsInputError(`the ${label} needs at least one unit (--${label} a,b)`);
  const races = [...new Set(units.map((u) => u.split("-")[0]))];
  if (races.length !== 1)
    throw new OddsInputError(`the ${label}'s units must all be of one race, got ${races.join(", ")}`);
  const race = races[0] as LiteBattleSide["race"];
  const upgrades = resolveUnits(
    [...list(req.flags.upgrades), ...list(req.flags[`${label}-upgrades`])],
    `${label} upgrade`,
  ).filter((u) => u.startsWith(`${race}-`));
  const workers = req.flags.workers === undefined ? 0 : Number(req.flags.workers);
  if (!Number.isInteger(workers) || workers < 0)
    throw new OddsInputError("--workers must be a whole number ≥ 0");
  const baseInArea = player === 1 && req.flags["defender-base"] === true;
  let id = player === 0 ? 1 : 1001;
  return {
    player,
    race,
    units: units.map((type) => ({ id: id++, type })),
    upgrades,
    modules: resolveModules(list(req.flags[`${label}-modules`])),
    baseInArea,
    baseOnPlanet: baseInArea || req.flags[`${label}-base-on-planet`] === true,
    nukeAvailable: true,
    workers,
    withdrawAreas: ["elsewhere"],
    retreatDestinations: [{ planet: "planet", area: player === 0 ? "origin" : "elsewhere" }],
    liftOffAreas: ["elsewhere"],
    recallAreas: [],
  };
}

export const starcraftLiteOdds: OddsCalculator = {
  ruleset: "starcraft-lite",
  flagsHelp: FLAGS_HELP,
  run(req: OddsRequest): OddsReport {
    const attacker = side(0, resolveUnits(req.attacker, "attacker"), req);
    const defender = side(1, resolveUnits(req.defender, "defender"), req);
    const policyName = typeof req.flags.policy === "string" ? req.flags.policy : "default";
    const policy = POLICIES[policyName];
    if (!policy)
      throw new OddsInputError(
        `unknown policy '${policyName}'; valid policies: ${Object.keys(POLICIES).join(", ")}`,
      );
    const method = typeof req.flags.method === "string" ? req.flags.method : "auto";
    if (!["auto", "exact", "monte-carlo"].includes(method))
      throw new OddsInputError(`unknown method '${method}'; valid methods: auto, exact, monte-carlo`);
    const maxStates = req.flags["max-states"] === undefined ? undefined : Number(req.flags["max-states"]);
    if (maxStates !== undefined && !(Number.isInteger(maxStates) && maxStates > 0))
      throw new OddsInputError("--max-states needs a whole number > 0");
    const r = liteOdds({ planet: "planet", area: "battle", attacker, defender }, policy, {
      method: method as "auto" | "exact" | "monte-carlo",
      ...(req.samples !== undefined ? { samples: req.samples } : {}),
      ...(maxStates !== undefined ? { maxStates } : {}),
      ...(typeof req.flags.seed === "string" ? { seed: req.flags.seed } : {}),
    });
    return {
      ...coreReport(r),
      method: r.method,
      policy: r.policy,
      states: r.states,
      ...(r.reason ? { reason: r.reason } : {}),
      units: { attacker: attacker.units.map((u) => u.type), defender: defender.units.map((u) => u.type) },
    };
  },
};
