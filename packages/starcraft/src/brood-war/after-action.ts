/**
 * Brood War bookkeeping after every action of a Brood War game: guard tokens whose owner lost
 * the area are discarded (BW-D2), and the mind-control tokens of units gone from the board come
 * back. Nothing runs in a base game.
 */
import type { Draft } from "../draft";
import { discardLostGuardTokens } from "./guard";
import { releaseMindControlTokens } from "./mind-control";

export function afterBroodWarAction(d: Draft): void {
  if (!d.broodWar || d.battle) return;
  discardLostGuardTokens(d);
  releaseMindControlTokens(d);
}
