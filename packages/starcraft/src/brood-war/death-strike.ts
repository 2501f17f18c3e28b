/**
 * Gantrithor's death strike (BW-H3, Tassadar's Stage II hero): when the hero is destroyed, its
 * owner may destroy one unit, installation or base on that planet. Combat reports it
 * (`hero-death-strike` in the aftermath, combat/heroes/death-strike.ts); the board side is here.
 * Readings (provisional where the one source is silent): the targets are other players' (his own
 * are not offered); an enemy hero is not a target (heroes die only by attack values or a failed
 * retreat, BW-H2); he may destroy nothing.
 */
import type { PlayerId } from "@koprulu/engine";
import type { Draft } from "../draft";
import { planetOf } from "../queries";
import type { StarcraftState } from "../state";
import { destroyInstallation } from "./installations";

export type DeathStrikeTarget =
  | { target: "unit"; unit: number }
  | { target: "base"; area: string }
  | { target: "installation"; area: string };

/** Everything the strike may destroy on `planet` (units in id order, then bases, installations). */
export function deathStrikeTargets(s: StarcraftState, p: PlayerId, planet: string): DeathStrikeTarget[] {
  const out: DeathStrikeTarget[] = [];
  for (const u of s.units)
    if (u.owner !== p && !u.hero && planetOf(u.area) === planet) out.push({ target: "unit", unit: u.id });
  for (const b of s.bases)
    if (b.owner !== p && planetOf(b.area) === planet) out.push({ target: "base", area: b.area });
  for (const i of s.broodWar?.installations ?? [])
    if (i.owner !== p && planetOf(i.area) === planet) out.push({ target: "installation", area: i.area });
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
