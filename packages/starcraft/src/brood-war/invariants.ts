/**
 * Invariants of the Brood War part of a state (called by events/invariants.ts checkInvariants):
 *  - guard tokens: at most the supply of 12 on the board, each in a known area its owner still
 *    holds (outside a battle);
 *  - Special Order Pool: never more orders than the owner's R&D modules;
 *  - installations: in known, non-flying-only areas; one base or installation per area;
 *  - mind control: every controlled unit on the board, held by a Protoss player other than its
 *    original owner, at most 2 per controller.
 * The Assist exemption is part of the unit-limit invariant itself (checkInvariants).
 */
import { cat } from "../rules-catalog";
import type { StarcraftState } from "../state";
import { guardHeld } from "./guard";
import { GUARD_TOKEN_SUPPLY, MIND_CONTROL_TOKENS } from "./state";

export function broodWarInvariants(s: StarcraftState): string[] {
  const bw = s.broodWar;
  if (!bw) return [];
  const bad: string[] = [];
  const c = cat(s);
  if (bw.guards.length > GUARD_TOKEN_SUPPLY)
    bad.push(`${bw.guards.length} guard tokens on the board (supply ${GUARD_TOKEN_SUPPLY})`);
  for (const g of bw.guards) {
    if (!c.areas[g.area]) bad.push(`guard token in unknown area ${g.area}`);
    else if (!s.battle && !guardHeld(s, g.owner, g.area))
      bad.push(`guard token of seat ${g.owner} in ${g.area}, which he no longer controls`);
  }
  bw.pools.forEach((pool, p) => {
    if (pool.length > s.players[p].modules.research)
      bad.push(
        `seat ${p}: ${pool.length} orders in the Special Order Pool, ${s.players[p].modules.research} R&D modules`,
      );
  });
  const occupied = new Set(s.bases.map((b) => b.area));
  for (const i of bw.installations) {
    const area = c.areas[i.area];
    if (!area) bad.push(`installation ${i.kind} in unknown area ${i.area}`);
    else if (area.terrain === "flying") bad.push(`installation ${i.kind} in flying-only area ${i.area}`);
    if (occupied.has(i.area)) bad.push(`two bases or installations in ${i.area}`);
    occupied.add(i.area);
  }
  const perController = new Map<number, number>();
  for (const [id, original] of Object.entries(bw.mindControlled)) {
    const u = s.units.find((x) => x.id === Number(id));
    if (!u) {
      bad.push(`mind-control token under unit ${id}, which is not on the board`);
      continue;
    }
    if (u.owner === original) bad.push(`unit ${id} is mind-controlled by its own owner`);
    if (c.factions[s.players[u.owner].faction]?.race !== "protoss")
      bad.push(`unit ${id} is mind-controlled by a non-Protoss player`);
    perController.set(u.owner, (perController.get(u.owner) ?? 0) + 1);
  }
  for (const [p, n] of perController)
    if (n > MIND_CONTROL_TOKENS)
      bad.push(`seat ${p} controls ${n} units (only ${MIND_CONTROL_TOKENS} tokens)`);
  return bad;
}
