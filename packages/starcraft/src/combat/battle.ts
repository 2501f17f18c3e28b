/**
 * The battle contract (see packages/starcraft/src/combat/CONTRACT.md): start, pending, legal actions,
 * validate, apply and result. View and determinize live in view.ts / determinize.ts.
 */
import type { Decision, PlayerId, RngState } from "@koprulu/engine";
import { applyAction } from "./actions";
import { advance } from "./advance";
import { type BattleDecision, currentDecision, distinctActions } from "./decisions";
import type { BattleAction, BattleInput, BattleResult, BattleSide, BattleState, SideState } from "./types";
import { clone } from "./util";

function sideState(s: BattleSide): SideState {
  return {
    player: s.player,
    faction: s.faction,
    units: s.units.map((u) => ({ ...u })),
    hand: [...s.hand],
    deck: [...s.deck],
    discard: [...s.discard],
    technologies: [...s.technologies],
    airSupport: s.airSupport,
    withdrawAreas: [...s.withdrawAreas],
    withdrawRoom: s.withdrawRoom ? { ...s.withdrawRoom } : null,
    retreatDestinations: s.retreatDestinations.map((d) => ({ ...d })),
    startAbilities: (s.startAbilities ?? []).map((o) => ({ ...o })),
    healthBonus: 0,
    ownBase: s.ownBase === true,
    guardToken: s.guardToken === true,
    airSupportOff: false,
    placesFaceUp: false,
    defensiveModule: s.defensiveModule === true,
    ...(s.mindControlTokens !== undefined ? { mindControlTokens: s.mindControlTokens } : {}),
    ...(s.rechargeDepleted?.length ? { rechargeDepleted: [...s.rechargeDepleted] } : {}),
  };
}

/**
 * Step 1 (the Mobilize order token placed in the contested area) is done by the rules before
 * calling this: the battle starts after all movement of that order. This sets up step 2.
 */
export function startBattle(input: BattleInput, rng: RngState): BattleState {
  const b: BattleState = {
    v: 1,
    catalog: input.catalog ?? "starcraft",
    planet: input.planet,
    area: input.area,
    unitLimit: input.unitLimit,
    goldMobilize: input.goldMobilize,
    stage: input.stage,
    sides: [sideState(input.attacker), sideState(input.defender)],
    phase: "start-ability",
    turn: 0,
    skirmishes: [],
    current: -1,
    canceled: false,
    firstPlacer: 0,
    shown: [],
    resolving: null,
    startDone: [false, false],
    todo: [],
    splash: [],
    retreat: [],
    destroyed: [],
    withdrawn: [],
    retreated: [],
    techReturned: [],
    aftermath: [],
    log: [{ event: "battle", planet: input.planet, area: input.area, gold: input.goldMobilize }],
    rng: [...rng] as RngState,
  };
  // BW-MC3: decks of mind-controlled units' original owners who are not fighting here.
  const outside = (input.outsideDecks ?? []).filter((o) => b.sides.every((s) => s.player !== o.player));
  if (outside.length > 0)
    b.outside = outside.map((o) => ({ player: o.player, deck: [...o.deck], discard: [...o.discard] }));
  // Brood War guard token: the defender may discard it for +2 health in each skirmish (guard.ts).
  if (b.sides[1].guardToken) b.guard = "ask";
  advance(b);
  return b;
}

/**
 * The battle the last `battleApply` returned and the decision its automatic steps stopped at (what
 * `advance` returned, its actions already distinct). The rules then ask for that decision twice
 * (pending, legalActions), a search at every battle step, and `currentDecision` is the costliest
 * battle query. One slot, by identity: a battle `battleApply` returned is changed only by
 * `battleApplyOwned`, which keeps the slot's decision up to date.
 */
let settled: BattleState | null = null;
let settledDecision: BattleDecision | null = null;

export function battlePending(b: BattleState): Decision[] {
  const d = b === settled ? settledDecision : currentDecision(b);
  if (!d) return [];
  return [
    { player: b.sides[d.side].player, kind: d.kind, prompt: d.prompt, ...(d.args ? { args: d.args } : {}) },
  ];
}

/**
 * Finite enumeration for bots and UIs. Units of the same type are interchangeable, so only one
 * action per type combination is listed; battleValidate accepts any of them.
 */
export function battleLegalActions(b: BattleState, player: PlayerId): BattleAction[] {
  if (b === settled) {
    const d = settledDecision;
    if (!d || b.sides[d.side].player !== player) return [];
    return d.actions.slice(); // a list of the caller's own, as distinctActions gives
  }
  const d = currentDecision(b);
  if (!d || b.sides[d.side].player !== player) return [];
  return distinctActions(b, d.actions);
}

/** Pure: copies the state, applies, and runs the automatic steps up to the next choice. */
export function battleApply(b: BattleState, player: PlayerId, action: BattleAction): BattleState {
  const next = clone(b);
  settledDecision = step(next, player, action);
  settled = next;
  return next;
}

/**
 * `battleApply` for a caller that owns the battle outright (the rules' `applyInPlace`, which a
 * search calls on its own states): the battle the last `battleApply` (or this) returned is a copy
 * no other state holds, so it is stepped in place and returned, instead of being copied again at
 * every step (the copy was a tenth of a Brood War search's rollouts). Any other battle — fresh
 * from `startBattle` or `determinizeBattle`, which may share parts with what they were given — is
 * copied first, as `battleApply` does. The action is copied too: the battle may keep parts of it,
 * and the caller keeps the action.
 */
export function battleApplyOwned(b: BattleState, player: PlayerId, action: BattleAction): BattleState {
  if (b !== settled) return battleApply(b, player, action);
  // The slot's decision is the battle's current one: the step need not work it out again.
  settledDecision = step(b, player, clone(action), settledDecision);
  return b;
}

/** The in-place path (for samplers working on their own copies). */
export function applyInPlace(b: BattleState, player: PlayerId, action: BattleAction): void {
  step(b, player, action);
}

/**
 * Applies the action in place and runs the automatic steps; the decision they stopped at.
 * `current`: the battle's current decision when the caller knows it (the settled slot's).
 */
function step(
  b: BattleState,
  player: PlayerId,
  action: BattleAction,
  current: BattleDecision | null = currentDecision(b),
): BattleDecision | null {
  const d = current;
  const side = d && b.sides[d.side].player === player ? d.side : b.sides[0].player === player ? 0 : 1;
  applyAction(b, side, normalizeAction(action));
  return advance(b);
}

export function normalizeAction(a: BattleAction): BattleAction {
  if (a.type === "battle-place") return { ...a, reinforcement: a.reinforcement ?? null };
  return a;
}

export function battleResult(b: BattleState): BattleResult | null {
  if (b.phase !== "done") return null;
  const [att, def] = b.sides;
  const attackerWon = att.units.length > 0 && def.units.length === 0;
  // For the rules: a battle happened (FAQ: Infest Command Center needs one) and how it ended.
  const fought = {
    kind: "battle-fought",
    player: att.player,
    against: def.player,
    attackerWon,
    planet: b.planet,
    area: b.area,
  };
  const hands: Record<number, string[]> = {};
  const decks: Record<number, string[]> = {};
  const discards: Record<number, string[]> = {};
  for (const s of b.sides) {
    hands[s.player] = [...s.hand];
    decks[s.player] = [...s.deck];
    discards[s.player] = [...s.discard];
  }
  // BW-MC3: an outside original owner's deck lost its top cards; his discard pile got them back.
  for (const o of b.outside ?? []) {
    decks[o.player] = [...o.deck];
    discards[o.player] = [...o.discard];
  }
  return {
    attackerWon,
    destroyed: [...b.destroyed],
    withdrawn: b.withdrawn.map((w) => ({ ...w })),
    retreated: b.retreated.map((r) => ({ ...r })),
    hands,
    decks,
    discards,
    techReturned: [...b.techReturned],
    aftermath: [...b.aftermath.map((a) => ({ ...a })), fought],
    rng: [...b.rng] as RngState,
  };
}
