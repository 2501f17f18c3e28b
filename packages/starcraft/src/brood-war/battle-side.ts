/**
 * What Brood War adds to a side of a battle (the optional BattleSide fields of the combat
 * contract): the defender's guard token in the area (BW-D2), the Defensive module (BW-M1; combat
 * uses it only when defending) and the free mind-control tokens (BW-MC2). Empty in a base game.
 * BW-MC3: a mind-controlled unit names its original owner (BattleUnit.originalOwner), and the
 * decks of original owners who do not fight in this battle go in (BattleInput.outsideDecks).
 */
import type { PlayerId } from "@koprulu/engine";
import type { BattleInput, BattleSide } from "../battle";
import type { StarcraftState } from "../state";
import { hasGuardToken } from "./guard";
import { freeMindControlTokens } from "./mind-control";
import { rechargeDepleted } from "./recharge";

export function broodWarSide(
  s: StarcraftState,
  p: PlayerId,
  area: string,
): Pick<BattleSide, "guardToken" | "defensiveModule" | "mindControlTokens" | "rechargeDepleted"> {
  if (!s.broodWar) return {};
  const tokens = freeMindControlTokens(s, p);
  const depleted = rechargeDepleted(s, p);
  return {
    ...(depleted.length > 0 ? { rechargeDepleted: depleted } : {}),
    ...(hasGuardToken(s, p, area) ? { guardToken: true } : {}),
    ...((s.players[p].modules.defensive ?? 0) > 0 ? { defensiveModule: true } : {}),
    ...(tokens !== undefined ? { mindControlTokens: tokens } : {}),
  };
}

/** BW-MC3: the original owner of a mind-controlled unit, for its BattleUnit (nothing otherwise). */
export function originalOwnerField(s: StarcraftState, unit: number): { originalOwner?: PlayerId } {
  const owner = s.broodWar?.mindControlled[unit];
  return owner === undefined ? {} : { originalOwner: owner };
}

/** BW-MC3: decks of the original owners of mind-controlled units in the area who are not fighting. */
export function outsideDecks(
  s: StarcraftState,
  area: string,
  fighting: PlayerId[],
): Pick<BattleInput, "outsideDecks"> {
  const held = s.broodWar?.mindControlled;
  if (!held) return {};
  const owners = new Set<PlayerId>();
  for (const u of s.units) {
    const o = held[u.id];
    if (u.area === area && o !== undefined && !fighting.includes(o)) owners.add(o);
  }
  if (owners.size === 0) return {};
  return {
    outsideDecks: [...owners]
      .sort((a, b) => a - b)
      .map((player) => ({ player, deck: s.players[player].deck, discard: s.players[player].discard })),
  };
}
