/**
 * *Cerebrate Daggoth* (Overmind, Stage II, play area): its owner places the Cerebrate installation
 * in a friendly area (his control) that is not flying-only and holds no base or installation
 * (BW-I1). While it stands he places a fifth order each Planning Phase, before anyone else
 * (BW-I5). It is destroyed like a base (Regrouping step 1, installations.ts).
 */
import type { PlayerId, RuleError } from "@koprulu/engine";
import { ruleError } from "@koprulu/engine";
import type { StarcraftAction } from "../../actions";
import type { Draft } from "../../draft";
import { Err } from "../../errors";
import { controller, planetAreas } from "../../queries";
import { cat } from "../../rules-catalog";
import type { StarcraftState } from "../../state";
import { countStat } from "../state";

export const INSTALLATION_EFFECT = "leadership-installation";

/** The installation a card places in play during the game (only the Cerebrate so far). */
export function cardInstallation(s: StarcraftState, card: string): "cerebrate" | null {
  const e = cat(s).leadership[card]?.effects.find((x) => x.key === INSTALLATION_EFFECT);
  return e?.params.installation === "cerebrate" ? "cerebrate" : null;
}

/**
 * *The Overmind*, *Warp Gate* (Stage I): the installation goes down with its owner's starting
 * forces.
 */
export function setupInstallation(s: StarcraftState, card: string): "overmind" | "warp-gate" | null {
  const e = cat(s).leadership[card]?.effects.find((x) => x.key === INSTALLATION_EFFECT);
  const kind = e?.params.installation;
  return kind === "overmind" || kind === "warp-gate" ? kind : null;
}

/** *The Overmind*: +1 conquest point at each Regrouping while the installation stands (BW-I5). */
export function overmindPoints(d: Draft): void {
  for (const i of d.broodWar?.installations ?? [])
    if (i.kind === "overmind" && !d.players[i.owner].eliminated) d.players[i.owner].cp += 1;
}

export function legalInstallationAreas(s: StarcraftState, p: PlayerId): StarcraftAction[] {
  const taken = new Set([
    ...s.bases.map((b) => b.area),
    ...(s.broodWar?.installations ?? []).map((i) => i.area),
  ]);
  const out: StarcraftAction[] = [];
  for (const id of s.planetOrder)
    for (const a of planetAreas(s, id))
      if (a.terrain !== "flying" && !taken.has(a.id) && controller(s, a.id) === p)
        out.push({ type: "place-installation", area: a.id });
  return out;
}

export function checkInstallation(s: StarcraftState, p: PlayerId, a: StarcraftAction): RuleError | null {
  if (s.frame.kind !== "place-installation" || a.type !== "place-installation") return Err.wrongDecision();
  const ok = legalInstallationAreas(s, p).some((x) => x.type === "place-installation" && x.area === a.area);
  return ok
    ? null
    : ruleError(
        "bad-installation-area",
        "An installation goes to a friendly area, not flying-only, holding no base or installation.",
        "BW-I1",
      );
}

export function placeInstallation(
  d: Draft,
  p: PlayerId,
  kind: "cerebrate" | "overmind" | "warp-gate",
  area: string,
): void {
  const bw = d.broodWar;
  if (!bw) return;
  d.broodWar = { ...bw, installations: [...bw.installations, { owner: p, kind, area }] };
  countStat(d, "installationsBuilt");
}

/** The seat whose Cerebrate stands (he places a fifth order, first), if any. */
export function cerebrateOwner(s: StarcraftState): PlayerId | null {
  const c = s.broodWar?.installations.find((i) => i.kind === "cerebrate" && !s.players[i.owner].eliminated);
  return c ? c.owner : null;
}
