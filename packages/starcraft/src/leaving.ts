/**
 * A player who forfeited where the round could not yet pass him by (a battle, a payment, an
 * event's effect, a Leadership or discard choice: forfeit.ts marks him `leaving`) is not asked
 * again: the game goes on for the others, and each decision still his is made for him by a fixed
 * rule — the plainest answer offered (pass, end, skip; in a battle his deck's top card, unseen,
 * with no reinforcement), else the first one — until the game reaches a point where he can leave
 * the board as an eliminated player does (forfeit.ts `leaveNow`). Pure and deterministic: a
 * record's `@forfeit` entry replays to the same game.
 *
 * The ruleset runs `settleLeavers` after every action and every forfeit (ruleset.ts), handing it
 * the rules' own pending/legalActions/apply, so this module imports nothing above it.
 */
import type { Decision, PlayerId } from "@koprulu/engine";
import type { StarcraftAction } from "./actions";
import { canLeaveNow, endWithLeaversLast, leaveNow } from "./forfeit";
import type { StarcraftState } from "./state";

export interface LeaverRules {
  pending(s: StarcraftState): Decision[];
  legalActions(s: StarcraftState, p: PlayerId): StarcraftAction[];
  /** One action applied, without settling leavers again (the caller loops). */
  applyOnce(s: StarcraftState, p: PlayerId, a: StarcraftAction): StarcraftState;
}

/**
 * Far more steps than one battle, payment or round of choices takes: a game that still had a
 * leaver to answer for after them would be a rules bug, and ending it with him last (as a forfeit
 * did before leavers were played for) beats asking him again.
 */
const MAX_STEPS = 2_000;

const PLAIN = /^(end-|pass|skip)|^battle-pass$/;

/** The answer made for a leaving player: the plainest one offered, else the first. */
export function leaverChoice(legal: StarcraftAction[]): StarcraftAction {
  const blind = legal.find(
    (a) =>
      a.type === "battle-place" &&
      (a as { card?: string }).card === "top" &&
      !(a as { reinforcement?: unknown }).reinforcement,
  );
  return blind ?? legal.find((a) => PLAIN.test(a.type)) ?? legal[0]!;
}

export function hasLeavers(s: StarcraftState): boolean {
  for (const pl of s.players) if (pl.leaving && !pl.eliminated) return true;
  return false;
}

/** The seats that forfeited and are still on the board. */
function leaversOf(s: StarcraftState): PlayerId[] {
  return s.players.flatMap((pl, q) => (pl.leaving && !pl.eliminated ? [q] : []));
}

/** Answers for every leaving player until someone else is asked (or he leaves the board). */
export function settleLeavers(s: StarcraftState, rules: LeaverRules): StarcraftState {
  let t = s;
  for (let step = 0; step < MAX_STEPS; step++) {
    const leavers = leaversOf(t);
    if (t.phase === "over") return leaversNeverWin(t, leavers);
    if (leavers.length === 0) return t;
    const out = leavers.find((q) => canLeaveNow(t, q));
    if (out !== undefined) {
      t = leaveNow(t, out);
      continue;
    }
    const asked = rules.pending(t).find((d) => leavers.includes(d.player));
    if (!asked) return t;
    const legal = rules.legalActions(t, asked.player);
    if (legal.length === 0) return t;
    t = rules.applyOnce(t, asked.player, leaverChoice(legal));
  }
  const still = leaversOf(t);
  return still.length > 0 ? endWithLeaversLast(t, still) : t;
}

/**
 * A game that ended while a forfeiter was still on the board (the round's end, a victory) is
 * never won by him: the others among the winners keep the win (a Team Play partner, a shared
 * win); if he alone won, the game ends with him last, as a forfeit where nothing could go on.
 */
function leaversNeverWin(s: StarcraftState, leavers: PlayerId[]): StarcraftState {
  const winners = s.winners ?? [];
  if (!winners.some((q) => leavers.includes(q))) return s;
  const rest = winners.filter((q) => !leavers.includes(q));
  return rest.length > 0 ? { ...s, winners: rest } : endWithLeaversLast(s, leavers);
}
