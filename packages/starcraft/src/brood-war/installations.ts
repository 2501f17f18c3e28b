/**
 * Installations (BW-I1..I5): Infested Command Centers, the Overmind, a Cerebrate, the Warp Gate.
 * They sit in areas, never in flying-only ones; an area holds one base or one installation. They
 * do not count toward unit limits, are not bases (no resources) and are destroyed like bases, at
 * Regrouping step 1, when another player's units share their area. An area holding only an
 * installation is its owner's (queries.ts controller).
 *
 * Without Leadership cards the Overmind, Cerebrate and Warp Gate never enter play; Infested
 * Command Centers come from the Zerg technology *Infest Command Center*, whose card text is not
 * known. Provisional reading (BW-I3/I4, FAQ "it needs a battle"): when a Zerg player who owns it
 * wins a battle as the attacker in an area holding the defender's Terran base, that base becomes
 * his Infested Command Center at once. Infested Terrans are then built on its planet (no base
 * needed there, build limit as usual).
 */
import type { PlayerId } from "@koprulu/engine";
import type { Draft } from "../draft";
import { cat } from "../rules-catalog";
import type { StarcraftState } from "../state";
import { countStat, type InstallationKind, patchBroodWar } from "./state";

export const INFEST_COMMAND_CENTER_TECH = "zerg-infest-command-center";

export function installationOnPlanet(
  s: StarcraftState,
  p: PlayerId,
  planet: string,
  kind: InstallationKind,
): boolean {
  return (
    s.broodWar?.installations.some(
      (i) => i.owner === p && i.kind === kind && cat(s).areas[i.area]?.planet === planet,
    ) ?? false
  );
}

export function installationIn(s: StarcraftState, area: string): PlayerId | null {
  return s.broodWar?.installations.find((i) => i.area === area)?.owner ?? null;
}

/** Regrouping step 1: installations sharing their area with another player's units are destroyed. */
export function destroyOverrunInstallations(d: Draft): void {
  if (!d.broodWar || d.broodWar.installations.length === 0) return;
  const kept = d.broodWar.installations.filter(
    (i) => !d.units.some((u) => u.area === i.area && u.owner !== i.owner),
  );
  if (kept.length !== d.broodWar.installations.length) patchBroodWar(d, { installations: kept });
}

/** An eliminated player's installations leave the board with him. */
export function removeInstallationsOf(d: Draft, p: PlayerId): void {
  if (!d.broodWar?.installations.some((i) => i.owner === p)) return;
  patchBroodWar(d, { installations: d.broodWar.installations.filter((i) => i.owner !== p) });
}

/** Collateral Damage may destroy one enemy installation (BW-I2). */
export function destroyInstallation(d: Draft, owner: PlayerId, area: string): void {
  if (!d.broodWar) return;
  patchBroodWar(d, {
    installations: d.broodWar.installations.filter((i) => !(i.owner === owner && i.area === area)),
  });
}

/** The provisional Infest Command Center reading above, after a battle the attacker won. */
export function infestCommandCenter(d: Draft, attacker: PlayerId, defender: PlayerId, area: string): void {
  if (!d.broodWar || !d.players[attacker].techs.includes(INFEST_COMMAND_CENTER_TECH)) return;
  if (cat(d).factions[d.players[defender].faction]?.race !== "terran") return;
  const i = d.bases.findIndex((b) => b.area === area && b.owner === defender);
  if (i < 0) return;
  d.bases.splice(i, 1);
  patchBroodWar(d, {
    installations: [...d.broodWar.installations, { owner: attacker, kind: "infested-command-center", area }],
  });
  countStat(d, "installationsBuilt");
}
