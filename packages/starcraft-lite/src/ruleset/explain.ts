/**
 * Why a choice a player may look for is not offered now (the engine's optional `explain`), so a
 * table can say it instead of letting the choice vanish. Two steps are explained:
 * - Technology (L-T1..T3): every upgrade of the player's race that is not offered — nothing is
 *   affordable (1 mineral + 1 gas, within the workers available), the type is still locked, it
 *   is upgraded already, or it is starred and the star module is missing.
 * - Build, units step (L-B1..B3): why no military unit can be built — no producing planet (no
 *   base, or every base occupied), no room (a type is affordable, yet no area of the producing
 *   planets is offered for it), the build limit reached, or an unlocked type unaffordable.
 * Only the asking player's own decision is explained, from what that player knows (own
 * resources, the public board). Every action named is one `validate` refuses.
 */
import { type PlayerId, type RuleError, ruleError, type Unavailable } from "@koprulu/engine";
import { cat } from "@koprulu/starcraft/board";
import type { LiteAction } from "./actions";
import { producingPlanets } from "./build";
import { buildLimit, content, isMadeFrom, raceUnits, UPGRADE_COST, unitCost } from "./content";
import { canPay } from "./economy";
import type { LiteState } from "./state";

type Why = Unavailable<LiteAction>;

const cannotAfford = (what: string, cost: { minerals: number; gas: number }, rule: string): RuleError =>
  ruleError(
    "cannot-afford",
    `${what} costs ${cost.minerals} minerals and ${cost.gas} gas: more than your workers can pay now.`,
    rule,
  );

function explainTechnology(s: LiteState, p: PlayerId): Why[] {
  if (!s.tech?.asked.includes(p) || s.tech.choices[p] !== null) return [];
  const pl = s.players[p];
  const out: Why[] = [];
  const affordable = canPay(s, p, UPGRADE_COST);
  for (const unit of raceUnits(pl.race)) {
    const u = content().units[unit];
    const action: LiteAction = { type: "research", unit };
    const args = { unit };
    let error: RuleError | null = null;
    if (pl.upgrades.includes(unit))
      error = ruleError("already-upgraded", `${u.name} is upgraded already.`, "L-T1");
    else if (!pl.unlocked.includes(unit))
      error = ruleError(
        "unit-locked",
        `${u.name} is not unlocked: only unlocked units are upgraded.`,
        "L-T1",
      );
    else if (
      u.upgrade.star &&
      !pl.modules.some((m) => content().modules[m]?.effects.some((e) => e.key === "star-upgrades"))
    )
      error = ruleError(
        "star-module-needed",
        `${u.name}'s upgrade is starred: it needs the star module.`,
        "L-T3",
      );
    else if (!affordable) error = cannotAfford("An upgrade", UPGRADE_COST, "L-T2");
    if (error) out.push({ about: `upgrade:${unit}`, action, args, error });
  }
  return out;
}

function explainBuild(s: LiteState, p: PlayerId, offered: readonly LiteAction[]): Why[] {
  const f = s.frame;
  if (f.kind !== "build" || f.player !== p || f.owed || f.resume || f.step > 1) return [];
  const pl = s.players[p];
  const about = "build:units";
  if (f.military >= buildLimit(pl))
    return [
      {
        about,
        args: { limit: buildLimit(pl) },
        error: ruleError(
          "build-limit",
          `At most ${buildLimit(pl)} military units are built in a turn.`,
          "L-B3",
        ),
      },
    ];
  const producing = producingPlanets(s, p);
  if (producing.length === 0)
    return [
      {
        about,
        error: ruleError(
          "no-producing-planet",
          "Units are built only on a planet with one of your bases whose area holds no enemy unit.",
          "L-B1",
        ),
      },
    ];
  const buildable = raceUnits(pl.race).filter((u) => pl.unlocked.includes(u) && !isMadeFrom(u));
  const affordable = buildable.filter((u) => canPay(s, p, unitCost(u)));
  const out: Why[] = [];
  // No room: a unit could be paid for, yet the rules offer no area for it (where a unit fits is
  // build.ts's own answer, read from the offered actions, so the two never disagree).
  if (affordable.length > 0 && !offered.some((a) => a.type === "build-unit")) {
    const names = producing.map((x) => cat(s.board).planets[x]?.name ?? x).join(", ");
    out.push({
      about,
      args: { planets: producing.join(",") },
      error: ruleError(
        "no-room",
        `No area of ${names} can take a new unit (full or enemy-held): remove one of yours first, if offered.`,
        "L-B2",
      ),
    });
  }
  for (const unit of buildable)
    if (!canPay(s, p, unitCost(unit)))
      out.push({
        about: `build:${unit}`,
        args: { unit, minerals: unitCost(unit).minerals, gas: unitCost(unit).gas },
        error: cannotAfford(content().units[unit].name, unitCost(unit), "L-B1"),
      });
  return out;
}

/** `offered`: the player's legal actions now (the ruleset passes its own enumeration). */
export function explainLite(
  s: LiteState,
  p: PlayerId,
  offered: readonly LiteAction[],
): Unavailable<LiteAction>[] {
  if (s.frame.kind === "technology") return explainTechnology(s, p);
  if (s.frame.kind === "build") return explainBuild(s, p, offered);
  return [];
}
