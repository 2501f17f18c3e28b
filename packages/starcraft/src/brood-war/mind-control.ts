/**
 * Mind control (BW-MC1..MC5, BW p.7, EN §5, FAQ p.3). Combat reports a stolen unit (aftermath
 * `mind-control`); the rules give it to the thief, who puts one of his mind-control tokens under
 * it. A Protoss faction has 2 tokens (BW-S4), so at most 2 units are under his control at a time
 * (BW-MC2): combat is told his free tokens (BattleSide.mindControlTokens) and steals only with
 * one. Rulings (provisional, the texts are silent): with no free token the steal does not happen
 * (the card's ability is spent); the voluntary destruction that frees a token is not
 * offered as an action yet; a stolen unit is a figure of another colour, so it counts against its
 * original owner's miniatures, not the controller's (BW-MC5). The token comes back when the unit
 * dies. In later battles the unit fights with its original owner's combat deck (BW-MC3): not
 * implemented yet; it uses its controller's cards like any of his units.
 */
import type { PlayerId } from "@koprulu/engine";
import type { Draft } from "../draft";
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
