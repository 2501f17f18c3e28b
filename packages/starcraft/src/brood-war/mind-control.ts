/**
 * Mind control (BW-MC1..MC5, BW p.7, EN §5, FAQ p.3). Combat reports a stolen unit (aftermath
 * `mind-control`); the rules give it to the thief, who puts one of his mind-control tokens under
 * it. A Protoss faction has 2 tokens (BW-S4), so at most 2 units are under his control at a time
 * (BW-MC2): combat is told his free tokens (BattleSide.mindControlTokens) and steals only with
 * one. Rulings (provisional, the texts are silent): with no free token the steal does not happen
 * (the card's ability is spent); a stolen unit is a figure of another colour, so it counts against
 * its original owner's miniatures, not the controller's (BW-MC5). The token comes back when the
 * unit dies.
 *
 * Voluntary destruction (BW-MC2: "he may destroy units he controls to free a token"): the text
 * names no moment. Reading (provisional): it is offered on his own turns — when he is asked to
 * place an order (Planning) or to reveal one (Execution) — and only while no token is free, the
 * one case where destroying frees anything; action `destroy-mind-controlled {unit}`, which does
 * not end his turn. In later battles the unit fights with the top card of its original owner's
 * combat deck (BW-MC3): the rules pass `originalOwner` and that owner's deck (battle-start.ts).
 */
import type { PlayerId, RuleError } from "@koprulu/engine";
import type { StarcraftAction } from "../actions";
import type { Draft } from "../draft";
import { Err } from "../errors";
import { cat } from "../rules-catalog";
import type { StarcraftState, Unit } from "../state";
import { countStat, MIND_CONTROL_TOKENS, patchBroodWar } from "./state";

/** Whose miniature the unit is: its original owner when it is mind-controlled. */
export function figureOwner(s: StarcraftState, u: Unit): PlayerId {
  return s.broodWar?.mindControlled[u.id] ?? u.owner;
}

/** Mind-control tokens p has under units now. */
export function mindControlTokensUsed(s: StarcraftState, p: PlayerId): number {
  if (!s.broodWar) return 0;
  let n = 0;
  for (const u of s.units) if (u.owner === p && s.broodWar.mindControlled[u.id] !== undefined) n++;
  return n;
}

/** Free mind-control tokens of p for a battle (Protoss only; undefined outside Brood War = no limit). */
export function freeMindControlTokens(s: StarcraftState, p: PlayerId): number | undefined {
  if (!s.broodWar) return undefined;
  if (cat(s).factions[s.players[p].faction]?.race !== "protoss") return 0;
  return Math.max(0, MIND_CONTROL_TOKENS - mindControlTokensUsed(s, p));
}

/** Apply a steal reported by combat (which checked the free token): the unit changes hands. */
export function mindControl(d: Draft, thief: PlayerId, unit: number): void {
  const i = d.units.findIndex((u) => u.id === unit);
  if (i < 0) return;
  const u = d.units[i];
  if (!d.broodWar) {
    d.units[i] = { ...u, owner: thief };
    return;
  }
  const original = d.broodWar.mindControlled[u.id] ?? u.owner;
  const mindControlled = { ...d.broodWar.mindControlled };
  // Stolen back by its own owner (a Protoss against a Protoss): his figure again, no token.
  if (original === thief) delete mindControlled[u.id];
  else mindControlled[u.id] = original;
  patchBroodWar(d, { mindControlled });
  d.units[i] = { ...u, owner: thief };
  countStat(d, "mindControlled");
}

/** Tokens of units no longer on the board go back to their owners. */
export function releaseMindControlTokens(d: Draft): void {
  if (!d.broodWar) return;
  const ids = Object.keys(d.broodWar.mindControlled);
  if (ids.length === 0) return;
  const alive = new Set(d.units.map((u) => u.id));
  if (ids.every((id) => alive.has(Number(id)))) return;
  const mindControlled: Record<number, PlayerId> = {};
  for (const id of ids)
    if (alive.has(Number(id))) mindControlled[Number(id)] = d.broodWar.mindControlled[Number(id)];
  patchBroodWar(d, { mindControlled });
}

/** Units p holds by mind control (each has one of his tokens under it). */
export function mindControlledUnits(s: StarcraftState, p: PlayerId): Unit[] {
  const held = s.broodWar?.mindControlled;
  if (!held) return [];
  return s.units.filter((u) => u.owner === p && held[u.id] !== undefined);
}

/** Frames in which p acts on his own turn (placing or revealing an order). */
function onOwnTurn(s: StarcraftState, p: PlayerId): boolean {
  const f = s.frame;
  return !s.battle && !s.payment && (f.kind === "planning" || f.kind === "execution") && f.turn === p;
}

/** BW-MC2: the voluntary destructions p may choose now (none while a token is free). */
export function mindControlReleases(s: StarcraftState, p: PlayerId): StarcraftAction[] {
  if (!s.broodWar || !onOwnTurn(s, p) || freeMindControlTokens(s, p) !== 0) return [];
  return mindControlledUnits(s, p).map((u) => ({ type: "destroy-mind-controlled", unit: u.id }));
}

export function checkMindControlRelease(
  s: StarcraftState,
  p: PlayerId,
  a: StarcraftAction,
): RuleError | null {
  if (a.type !== "destroy-mind-controlled") return Err.wrongDecision();
  if (!mindControlReleases(s, p).some((x) => x.type === a.type && x.unit === a.unit))
    return Err.mindControlRelease();
  return null;
}

/** Destroy the unit; its token comes back at once (releaseMindControlTokens). */
export function destroyMindControlled(d: Draft, unit: number): void {
  d.units = d.units.filter((u) => u.id !== unit);
  releaseMindControlTokens(d);
}
