/**
 * What Brood War adds to a side of a battle (the optional BattleSide fields of the combat
 * contract): the defender's guard token in the area (BW-D2), the Defensive module (BW-M1; combat
 * uses it only when defending) and the free mind-control tokens (BW-MC2). Empty in a base game.
 */
import type { PlayerId } from "@koprulu/engine";
import type { BattleSide } from "../battle";
import type { StarcraftState } from "../state";
import { hasGuardToken } from "./guard";
import { freeMindControlTokens } from "./mind-control";

export function broodWarSide(
  s: StarcraftState,
  p: PlayerId,
  area: string,
): Pick<BattleSide, "guardToken" | "defensiveModule" | "mindControlTokens"> {
  if (!s.broodWar) return {};
  const tokens = freeMindControlTokens(s, p);
  return {
    ...(hasGuardToken(s, p, area) ? { guardToken: true } : {}),
    ...((s.players[p].modules.defensive ?? 0) > 0 ? { defensiveModule: true } : {}),
    ...(tokens !== undefined ? { mindControlTokens: tokens } : {}),
  };
}
