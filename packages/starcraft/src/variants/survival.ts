/**
 * Survival (BW p.11, BW-X6) on top of Galactic Conquest (galactic-conquest.ts):
 * - a player is out as soon as he has no base (modes.ts `isOut`); his pieces leave the board;
 * - a destroyed base leaves the game: its owner may have one base fewer (modes.ts `baseLimit`);
 * - each conquest point a player would score becomes a resource token of his choice, taken one at
 *   a time at the end of the Regrouping (the `survival-tokens` decision), while the common supply
 *   lasts;
 * - FAQ p.3: a transport may be built on a planet without an own base where he controls an area.
 * Faster Survival (FAQ p.3) is the same with 3 bases per faction (modes.ts).
 */
import type { PlayerId, RuleError } from "@koprulu/engine";
import { ruleError } from "@koprulu/engine";
import type { StarcraftAction } from "../actions";
import type { Draft } from "../draft";
import { Err } from "../errors";
import { controller, planetAreas, turnOrder } from "../queries";
import { takeTokens, tokensInSupply } from "../resources";
import type { StarcraftState, SurvivalState } from "../state";
import { settleConquestPoints } from "./galactic-conquest";
import { isSurvival } from "./modes";

export function emptySurvival(players: number): SurvivalState {
  return { basesLost: Array(players).fill(0), tokensOwed: Array(players).fill(0) };
}

/**
 * After an action: every base of `before` gone from `d` was destroyed and leaves the game, except
 * the one in `takenBack`, which its owner took back from the board (orders/remove-base.ts).
 */
export function recordLostBases(before: StarcraftState, d: Draft, takenBack: string | null): void {
  if (!d.survival || before.bases === d.bases) return;
  const lost = [...d.survival.basesLost];
  let any = false;
  for (const b of before.bases) {
    if (b.area === takenBack) continue;
    if (d.bases.some((x) => x.owner === b.owner && x.area === b.area)) continue;
    lost[b.owner]++;
    any = true;
  }
  if (any) d.survival = { ...d.survival, basesLost: lost };
}

/** Survival: the pieces of a player who is out leave the board with him. */
export function removePiecesOf(d: Draft, p: PlayerId): void {
  if (!isSurvival(d)) return;
  d.units = d.units.filter((u) => u.owner !== p);
  if (d.survival) {
    const tokensOwed = d.survival.tokensOwed.map((n, q) => (q === p ? 0 : n));
    d.survival = { ...d.survival, tokensOwed };
  }
}

/** FAQ p.3: in Survival a transport may be built on a planet where he controls an area, base or not. */
export function buildsTransportWithoutBase(s: StarcraftState, p: PlayerId, planet: string): boolean {
  return isSurvival(s) && planetAreas(s, planet).some((a) => controller(s, a.id) === p);
}

/** Seats still owed tokens, in turn order (none once the supply is empty). */
function owed(s: StarcraftState): PlayerId[] {
  if (!s.survival || tokensInSupply(s) <= 0) return [];
  return turnOrder(s).filter((p) => !s.players[p].eliminated && s.survival!.tokensOwed[p] > 0);
}

/**
 * End of the Regrouping (before the first-player token passes): conquest points of the round are
 * settled and, in Survival, the seats owed tokens choose them. True when a decision is opened.
 */
export function openTokenChoice(d: Draft): boolean {
  settleConquestPoints(d);
  if (!isSurvival(d) || !d.survival) return false;
  const queue = owed(d);
  if (queue.length > 0) {
    d.frame = { kind: "survival-tokens", queue };
    return true;
  }
  // The supply ran dry: conquest points still owed are lost (there is nothing to take).
  if (d.survival.tokensOwed.some((n) => n > 0))
    d.survival = { ...d.survival, tokensOwed: d.survival.tokensOwed.map(() => 0) };
  return false;
}

export function legalTokenChoice(s: StarcraftState, p: PlayerId): StarcraftAction[] {
  if (s.frame.kind !== "survival-tokens" || s.frame.queue[0] !== p) return [];
  return [
    { type: "take-resource-token", resource: "minerals" },
    { type: "take-resource-token", resource: "gas" },
  ];
}

export function checkTokenChoice(s: StarcraftState, p: PlayerId, a: StarcraftAction): RuleError | null {
  if (a.type !== "take-resource-token") return Err.wrongDecision();
  if (a.resource !== "minerals" && a.resource !== "gas")
    return ruleError(
      "bad-resource-token",
      "A resource token is a mineral or a gas token.",
      "BW p.11: Survival",
    );
  return legalTokenChoice(s, p).length > 0 ? null : Err.wrongDecision();
}

/** One token taken; true once nobody is owed any (the Regrouping goes on). */
export function applyTokenChoice(d: Draft, p: PlayerId, a: StarcraftAction): boolean {
  if (a.type !== "take-resource-token" || !d.survival) return true;
  takeTokens(d, p, { minerals: a.resource === "minerals" ? 1 : 0, gas: a.resource === "gas" ? 1 : 0 });
  const tokensOwed = d.survival.tokensOwed.map((n, q) => (q === p ? n - 1 : n));
  d.survival = { ...d.survival, tokensOwed };
  return !openTokenChoice(d);
}
