/**
 * Technology phase (spec §4): everyone at once, hidden until all have chosen (L-R2, A1): upgrade
 * one unlocked type for 1 mineral + 1 gas (L-T1, L-T2), a starred upgrade only with the star
 * module (L-T3); then each draws one event card (L-T4), one more without an upgrade (L-T5).
 * Once all have chosen, the buyers place the workers paying their upgrades (L-E1, `payment.ts`).
 */
import { allCommitted, commitChoice, openSimultaneous, type PlayerId } from "@koprulu/engine";
import { turnOrder } from "@koprulu/starcraft/board";
import type { LiteAction } from "./actions";
import { canUpgrade, raceUnits, UPGRADE_COST } from "./content";
import { drawEvents } from "./draw";
import { canPay } from "./economy";
import { openPayments, type Payment } from "./payment";
import type { LiteState } from "./state";

/** The hidden choice of a player who buys no upgrade (the engine's `null` means "not chosen yet"). */
export const NO_UPGRADE = "none";

export function startTechnology(d: LiteState): void {
  d.phase = "technology";
  d.frame = { kind: "technology" };
  d.tech = openSimultaneous<string>(turnOrder(d.board), d.players.length);
}

export function legalTechnology(s: LiteState, p: PlayerId): LiteAction[] {
  const pl = s.players[p];
  const out: LiteAction[] = [];
  if (canPay(s, p, UPGRADE_COST))
    for (const u of raceUnits(pl.race)) if (canUpgrade(pl, u)) out.push({ type: "research", unit: u });
  out.push({ type: "research", unit: null });
  return out;
}

export function applyTechnology(d: LiteState, p: PlayerId, unit: string | null): void {
  d.tech = commitChoice(d.tech!, p, unit ?? NO_UPGRADE);
  if (!allCommitted(d.tech)) return;
  const choices = d.tech.choices;
  d.tech = null;
  // The upgrades take effect at once (L-T1); each buyer then places his two workers (L-E1), in turn order.
  const payments: Payment[] = [];
  for (const q of turnOrder(d.board)) {
    const u = choices[q] ?? NO_UPGRADE;
    if (u !== NO_UPGRADE) {
      payments.push({ player: q, owed: { ...UPGRADE_COST } });
      d.players[q] = { ...d.players[q], upgrades: [...d.players[q].upgrades, u] };
    }
    drawEvents(d, q, u === NO_UPGRADE ? 2 : 1);
  }
  openPayments(d, payments, null);
}
