/**
 * Documented simplification used until src/combat lands (see /tmp/koprulu-combat-contract.md):
 * the battle resolves at once, with no decisions. Card draws follow the rules (attacker 3, or 5
 * on a gold Mobilize; defender 1; the discard pile is reshuffled when the deck runs out), then
 * the front lines pair off (the smaller non-assist force decides the number of skirmishes) and
 * each front-line unit falls on a coin flip (the gold attacker's +1 attack becomes a 2-in-3
 * chance). Retreats follow step 9 of the rulebook: the attacker retreats when the defender
 * keeps a non-assist unit, the defender retreats when only assist units remain, a winning
 * attacker over the unit limit retreats the excess; no legal destination means destruction.
 */
import {
  type Decision,
  EngineErrors,
  type PlayerId,
  Rng,
  type RngState,
  type RuleError,
  type Viewer,
} from "@koprulu/engine";

export interface BattleUnit {
  id: number;
  type: string;
  /** Optional: assist units never fight in the front line (the fallback needs it). */
  assist?: boolean;
}
export interface BattleSide {
  player: PlayerId;
  faction: string;
  units: BattleUnit[];
  hand: string[];
  deck: string[];
  discard: string[];
  technologies: string[];
  airSupport: boolean;
  withdrawAreas: string[];
  /** `room` (optional, added by the rules): how many more own units the area holds. */
  retreatDestinations: { planet: string; area: string; room?: number }[];
}
export interface BattleInput {
  planet: string;
  area: string;
  unitLimit: number;
  attacker: BattleSide;
  defender: BattleSide;
  goldMobilize: boolean;
  stage: 1 | 2 | 3;
}
export interface BattleResult {
  attackerWon: boolean;
  destroyed: number[];
  withdrawn: { unit: number; area: string }[];
  retreated: { unit: number; planet: string; area: string }[];
  hands: Record<PlayerId, string[]>;
  decks: Record<PlayerId, string[]>;
  discards: Record<PlayerId, string[]>;
  techReturned: string[];
  aftermath: { kind: string; player: PlayerId; [k: string]: unknown }[];
  rng: RngState;
}
export interface BattleState {
  input: BattleInput;
  result: BattleResult;
}
export interface BattleAction {
  type: `battle-${string}`;
}

function draw(side: BattleSide, n: number, rng: Rng): { hand: string[]; deck: string[]; discard: string[] } {
  let deck = side.deck;
  let discard = side.discard;
  const hand = side.hand.slice();
  for (let i = 0; i < n; i++) {
    if (deck.length === 0) {
      if (discard.length === 0) break;
      deck = rng.shuffle(discard);
      discard = [];
    }
    hand.push(deck[0]);
    deck = deck.slice(1);
  }
  return { hand, deck, discard };
}

export function startBattle(input: BattleInput, rngState: RngState): BattleState {
  const rng = new Rng(rngState);
  const att = draw(input.attacker, input.goldMobilize ? 5 : 3, rng);
  const def = draw(input.defender, 1, rng);
  const aFront = input.attacker.units.filter((u) => !u.assist);
  const dFront = input.defender.units.filter((u) => !u.assist);
  const pairs = Math.min(aFront.length, dFront.length);
  const destroyed: number[] = [];
  for (let i = 0; i < pairs; i++) {
    if (rng.next() < (input.goldMobilize ? 2 / 3 : 1 / 2)) destroyed.push(dFront[i].id);
    if (rng.next() < 1 / 2) destroyed.push(aFront[i].id);
  }
  const dead = new Set(destroyed);
  const aLeft = input.attacker.units.filter((u) => !dead.has(u.id));
  const dLeft = input.defender.units.filter((u) => !dead.has(u.id));
  const retreated: BattleResult["retreated"] = [];
  const retreat = (units: BattleUnit[], side: BattleSide) => {
    // One destination for all; units beyond its room are destroyed (rulebook step 9).
    const dests = side.retreatDestinations;
    const dest = dests.find((x) => (x.room ?? Infinity) >= units.length) ?? dests[0];
    let room = dest?.room ?? Infinity;
    for (const u of units) {
      if (dest && room > 0) {
        retreated.push({ unit: u.id, planet: dest.planet, area: dest.area });
        room--;
      } else destroyed.push(u.id);
    }
  };
  let attackerWon = false;
  if (aLeft.length > 0 && dLeft.length > 0) {
    if (dLeft.some((u) => !u.assist)) retreat(aLeft, input.attacker);
    else {
      retreat(dLeft, input.defender);
      attackerWon = true;
    }
  } else if (aLeft.length > 0) {
    attackerWon = true;
  }
  if (attackerWon && aLeft.length > input.unitLimit) retreat(aLeft.slice(input.unitLimit), input.attacker);
  const a = input.attacker.player;
  const d = input.defender.player;
  return {
    input,
    result: {
      attackerWon,
      destroyed,
      withdrawn: [],
      retreated,
      hands: { [a]: att.hand, [d]: def.hand },
      decks: { [a]: att.deck, [d]: def.deck },
      discards: { [a]: att.discard, [d]: def.discard },
      techReturned: [],
      aftermath: [],
      rng: rng.state(),
    },
  };
}

export function battlePending(_b: BattleState): Decision[] {
  return [];
}
export function battleLegalActions(_b: BattleState, _player: PlayerId): BattleAction[] {
  return [];
}
export function battleValidate(_b: BattleState, player: PlayerId, _action: unknown): RuleError | null {
  return EngineErrors.notAsked(player);
}
export function battleApply(b: BattleState, _player: PlayerId, _action: BattleAction): BattleState {
  return b;
}
export function battleView(b: BattleState, _viewer: Viewer): unknown {
  return { planet: b.input.planet, area: b.input.area };
}
export function battleResult(b: BattleState): BattleResult | null {
  return b.result;
}
