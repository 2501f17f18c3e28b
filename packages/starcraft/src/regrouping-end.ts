/**
 * Regrouping phase, steps 9 and 10 (steps 1–8: regrouping.ts, events/step8.ts): everyone over the
 * hand limit discards combat cards, all at once; then (Survival: the round's conquest points taken
 * as resource tokens first; Brood War: heroes respawn, the Warp Gate deploys) the first-player
 * token passes left and the next round's planning starts, or the round cap ends the game.
 */
import type { PlayerId, RuleError } from "@koprulu/engine";
import type { StarcraftAction } from "./actions";
import { respawnHeroes } from "./brood-war/leadership-effects/heroes";
import { atRegroupingEnd } from "./brood-war/leadership-effects/regrouping-cards";
import { warpGateToDeploy, warpUnit } from "./brood-war/leadership-effects/warp-gate";
import type { Draft } from "./draft";
import { Err } from "./errors";
import { startPlanning } from "./planning";
import { factionOf, nextSeat, turnOrder } from "./queries";
import type { StarcraftState } from "./state";
import { openTokenChoice } from "./variants/survival";
import { endGame, roundLimitWinners } from "./victory";

/** Step 9: everyone over the hand limit discards, one card at a time, all at once. */
export function startDiscard(d: Draft): void {
  const players = turnOrder(d).filter((p) => d.players[p].hand.length > factionOf(d, p).handLimit);
  if (players.length > 0) d.frame = { kind: "discard", players, chosen: {} };
  else passFirstPlayer(d);
}

export function legalDiscard(s: StarcraftState, p: PlayerId): StarcraftAction[] {
  return [...new Set(s.players[p].hand)].map((card): StarcraftAction => ({ type: "discard-card", card }));
}

export function checkDiscard(s: StarcraftState, p: PlayerId, a: StarcraftAction): RuleError | null {
  if (a.type !== "discard-card") return Err.wrongDecision();
  if (!s.players[p].hand.includes(a.card)) return Err.notInHand();
  return null;
}

export function applyDiscard(d: Draft, p: PlayerId, a: StarcraftAction): void {
  const f = d.frame;
  if (f.kind !== "discard" || a.type !== "discard-card") return;
  const pl = d.players[p];
  const hand = pl.hand.slice();
  hand.splice(hand.indexOf(a.card), 1);
  pl.hand = hand;
  // Face down until everyone has discarded: the pile shows them only at the end of the step.
  const chosen = { ...f.chosen, [p]: [...(f.chosen[p] ?? []), a.card] };
  const players = f.players.filter((q) => d.players[q].hand.length > factionOf(d, q).handLimit);
  if (players.length > 0) {
    d.frame = { kind: "discard", players, chosen };
    return;
  }
  for (const key of Object.keys(chosen)) {
    const q = Number(key);
    d.players[q].discard = [...d.players[q].discard, ...chosen[q]];
  }
  passFirstPlayer(d);
}

/** Survival: the conquest points of the round are taken as resource tokens first (a decision). */
function passFirstPlayer(d: Draft): void {
  if (openTokenChoice(d)) return;
  finishRegrouping(d);
}

/** Step 10, then the next round (or the round cap, a safety net that is not a rule). */
export function finishRegrouping(d: Draft): void {
  // End of the Regrouping: Torrasque comes back if destroyed (BW-H3); Riches of Aiur.
  respawnHeroes(d);
  atRegroupingEnd(d);
  // Warp Gate (Brood War): its owner may deploy the units held there first.
  const warp = warpGateToDeploy(d);
  if (warp !== null) {
    d.frame = { kind: "warp-gate", player: warp };
    return;
  }
  nextRound(d);
}

/** The Warp Gate's units deployed (or kept): step 10 goes on. */
export function applyWarp(d: Draft, p: PlayerId, a: StarcraftAction): void {
  if (a.type === "warp-unit" && warpUnit(d, p, a.unit, a.area)) return;
  nextRound(d);
}

/** Step 10: the first-player token passes; the next round (or the round cap). */
function nextRound(d: Draft): void {
  d.firstPlayer = nextSeat(d, d.firstPlayer);
  if (d.round >= d.options.maxRounds) {
    endGame(d, roundLimitWinners(d, turnOrder(d)), "round-limit");
    return;
  }
  startPlanning(d);
}
