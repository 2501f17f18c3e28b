/**
 * Gantrithor's death strike (BW-H3, Tassadar's Stage II hero): when the hero is destroyed, its
 * owner may destroy one unit, installation or base on that planet. Combat reports it
 * (`hero-death-strike` in the aftermath, combat/heroes/death-strike.ts); the board side is here.
 * Readings (provisional where the one source is silent): the targets are other players' (his own
 * are not offered); an enemy hero is not a target (heroes die only by attack values or a failed
 * retreat, BW-H2); he may destroy nothing. Team Play (provisional, variants/teams.ts): partners
 * never fight, so the partner's pieces are not offered either.
 */
import type { PlayerId } from "@koprulu/engine";
import type { Draft } from "../draft";
import { planetOf } from "../queries";
import type { StarcraftState } from "../state";
import { arePartners } from "../variants/teams";
import { destroyInstallation } from "./installations";

export type DeathStrikeTarget =
  | { target: "unit"; unit: number }
  | { target: "base"; area: string }
  | { target: "installation"; area: string };

/** Everything the strike may destroy on `planet` (units in id order, then bases, installations). */
export function deathStrikeTargets(s: StarcraftState, p: PlayerId, planet: string): DeathStrikeTarget[] {
  const out: DeathStrikeTarget[] = [];
  const foe = (q: PlayerId) => q !== p && !arePartners(s, p, q);
  for (const u of s.units)
    if (foe(u.owner) && !u.hero && planetOf(u.area) === planet) out.push({ target: "unit", unit: u.id });
  for (const b of s.bases)
    if (foe(b.owner) && planetOf(b.area) === planet) out.push({ target: "base", area: b.area });
  for (const i of s.broodWar?.installations ?? [])
    if (foe(i.owner) && planetOf(i.area) === planet) out.push({ target: "installation", area: i.area });
  return out;
}

export function destroyByDeathStrike(d: Draft, t: DeathStrikeTarget): void {
  if (t.target === "unit") d.units = d.units.filter((u) => u.id !== t.unit);
  else if (t.target === "base") d.bases = d.bases.filter((b) => b.area !== t.area);
  else {
    const owner = d.broodWar?.installations.find((i) => i.area === t.area)?.owner;
    if (owner !== undefined) destroyInstallation(d, owner, t.area);
  }
}
