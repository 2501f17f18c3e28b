/**
 * *Khala Devotee* (Aldaris, Stage II, play area): at the end of each Planning Phase its holder may
 * move the bottom order of one stack (of two or more orders) to the top of that stack. Ruling: he
 * may also leave every stack as it is (the card reads as an ability, not a duty).
 */
import type { PlayerId, RuleError } from "@koprulu/engine";
import type { StarcraftAction } from "../../actions";
import type { Draft } from "../../draft";
import { Err } from "../../errors";
import { turnOrder } from "../../queries";
import { cat } from "../../rules-catalog";
import type { StarcraftState } from "../../state";

export const REORDER_STACK = "leadership-reorder-stack";

/** The seat holding Khala Devotee in play (still in the game), if any. */
export function devoteeHolder(s: StarcraftState): PlayerId | null {
  const bw = s.broodWar;
  if (!bw?.lead) return null;
  for (const p of turnOrder(s)) {
    if (s.players[p].eliminated) continue;
    for (const id of bw.leadership[p] ?? [])
      if (cat(s).leadership[id]?.effects.some((e) => e.key === REORDER_STACK)) return p;
  }
  return null;
}

export function legalReorders(s: StarcraftState): StarcraftAction[] {
  const out: StarcraftAction[] = [];
  for (const id of s.planetOrder)
    if ((s.stacks[id]?.length ?? 0) >= 2) out.push({ type: "reorder-stack", planet: id });
  out.push({ type: "skip-reorder" });
  return out;
}

export function checkReorder(s: StarcraftState, _p: PlayerId, a: StarcraftAction): RuleError | null {
  if (s.frame.kind !== "khala-devotee") return Err.wrongDecision();
  if (a.type === "skip-reorder") return null;
  if (a.type !== "reorder-stack" || (s.stacks[a.planet]?.length ?? 0) < 2)
    return Err.wrongDecision("Khala Devotee: name a stack of two or more orders, or leave them.");
  return null;
}

/** End of Planning: ask the holder (true) or go straight on (false). */
export function askDevotee(d: Draft): boolean {
  const p = devoteeHolder(d);
  if (p === null || !d.planetOrder.some((id) => (d.stacks[id]?.length ?? 0) >= 2)) return false;
  d.frame = { kind: "khala-devotee", player: p };
  return true;
}

/** The stack's bottom order (first element) becomes its top (last element, executes first). */
export function reorder(d: Draft, a: StarcraftAction): void {
  if (a.type !== "reorder-stack") return;
  const st = d.stacks[a.planet];
  d.stacks[a.planet] = [...st.slice(1), st[0]];
}
