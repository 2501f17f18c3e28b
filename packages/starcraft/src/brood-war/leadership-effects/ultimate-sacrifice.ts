/**
 * *Ultimate Sacrifice* (Tassadar, Stage III, one-shot): he destroys one of his units, then every
 * unit in an area he chooses on that unit's planet is destroyed (his own too, if any). Heroes are
 * not immune: this is not a technology (spec). Ruling: the chosen area is another area than the
 * sacrificed unit's own, and must hold a unit, so the card always does something when played;
 * with no such pair it does nothing. Team Play (provisional "partners never fight"): an area
 * holding his partner's units is not offered (partners never share an area, so this spares them).
 */
import type { PlayerId, RuleError } from "@koprulu/engine";
import { ruleError } from "@koprulu/engine";
import type { StarcraftAction } from "../../actions";
import type { Draft } from "../../draft";
import { Err } from "../../errors";
import { planetAreas, planetOf } from "../../queries";
import { cat } from "../../rules-catalog";
import type { StarcraftState } from "../../state";
import { arePartners } from "../../variants/teams";

export const ULTIMATE_SACRIFICE = "leadership-ultimate-sacrifice";

export function sacrifices(s: StarcraftState, card: string): boolean {
  return cat(s).leadership[card]?.effects.some((e) => e.key === ULTIMATE_SACRIFICE) ?? false;
}

export function legalSacrifices(s: StarcraftState, p: PlayerId): StarcraftAction[] {
  const out: StarcraftAction[] = [];
  for (const u of s.units) {
    if (u.owner !== p) continue;
    for (const a of planetAreas(s, planetOf(u.area)))
      if (
        a.id !== u.area &&
        s.units.some((x) => x.area === a.id) &&
        !s.units.some((x) => x.area === a.id && arePartners(s, p, x.owner))
      )
        out.push({ type: "ultimate-sacrifice", unit: u.id, area: a.id });
  }
  return out;
}

export function checkSacrifice(s: StarcraftState, p: PlayerId, a: StarcraftAction): RuleError | null {
  if (s.frame.kind !== "ultimate-sacrifice" || a.type !== "ultimate-sacrifice") return Err.wrongDecision();
  const ok = legalSacrifices(s, p).some(
    (x) => x.type === "ultimate-sacrifice" && x.unit === a.unit && x.area === a.area,
  );
  return ok
    ? null
    : ruleError(
        "bad-sacrifice",
        "Sacrifice one of your units and name an occupied area of its planet.",
        "Ultimate Sacrifice",
      );
}

export function sacrifice(d: Draft, unit: number, area: string): void {
  d.units = d.units.filter((u) => u.id !== unit && u.area !== area);
}
