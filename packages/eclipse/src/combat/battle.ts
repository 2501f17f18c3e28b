/**
 * The battle in one hex as a sub-game (E-C1 … E-C9, E-D4). `startBattle` sets it up and runs it
 * until a player must decide; `battleApply` takes the decision and runs on. Dice come only from the
 * PRNG carried in the state. Every forced step (one legal action, NPC volleys) runs by itself.
 */
import {
  type Decision,
  EngineErrors,
  type PlayerId,
  Rng,
  type RngState,
  type RuleError,
  ruleError,
  type Viewer,
} from "@koprulu/engine";
import { isNpcKind } from "./position";
import { reputationDraws } from "./reputation";
import { dieHits } from "./ships";
import { NPC_SIZE_ORDER, priorityAssign, type TargetShip } from "./targeting";
import type {
  BattleAction,
  BattleInput,
  BattleParty,
  BattleResult,
  BattleState,
  Engagement,
  ShipInBattle,
} from "./types";

const groupKey = (party: string, type: string) => `${party}|${type}`;
const splitKey = (key: string) => {
  const i = key.indexOf("|");
  return { party: key.slice(0, i), type: key.slice(i + 1) };
};

export function startBattle(input: BattleInput, rng: RngState): BattleState {
  const b: BattleState = {
    hex: input.hex,
    types: structuredClone(input.types),
    parties: structuredClone(input.parties),
    ships: input.parties.flatMap((p) =>
      p.ships.map((s) => ({
        id: s.id,
        party: p.id,
        type: s.type,
        damage: s.damage ?? 0,
        state: "in" as const,
      })),
    ),
    engagement: null,
    pending: null,
    kills: Object.fromEntries(input.parties.map((p) => [p.id, []])),
    retreatedAll: [],
    log: [],
    done: false,
    rng,
  };
  advance(b);
  return b;
}

// ---- queries

const partyOf = (b: BattleState, id: string) => b.parties.find((p) => p.id === id)!;
const isNpcParty = (p: BattleParty) => p.player === null;
/** Ships still in the hex (including those waiting on the edge to retreat). */
const present = (b: BattleState, party: string) =>
  b.ships.filter((s) => s.party === party && (s.state === "in" || s.state === "retreating"));
const hpLeft = (b: BattleState, s: ShipInBattle) => b.types[s.type]!.hull + 1 - s.damage;

/** E-C2: the next pair to fight in this hex, or null when the fighting is over. */
export function nextEngagement(b: BattleState): { attacker: string; defender: string } | null {
  const players = b.parties
    .filter((p) => !isNpcParty(p) && present(b, p.id).length > 0)
    .sort((x, y) => Number(y.hasDisc) - Number(x.hasDisc) || x.entered - y.entered);
  if (players.length >= 2)
    return { attacker: players[players.length - 1]!.id, defender: players[players.length - 2]!.id };
  const npc = b.parties.find((p) => isNpcParty(p) && present(b, p.id).length > 0);
  const player = players[0];
  if (!npc || !player) return null;
  // Draco shares hexes with Ancients, but not with the GCDS (FAQ: the GCDS is not an Ancient).
  const npcKinds = present(b, npc.id).map((s) => b.types[s.type]!.kind);
  if (player.coexistsWithAncients && npcKinds.every((k) => k === "ancient")) return null;
  return { attacker: player.id, defender: npc.id };
}

/** E-C4: types activate by initiative, highest first; the defender first on ties. */
function activationOrder(b: BattleState, e: { attacker: string; defender: string }): string[] {
  const keys: { key: string; initiative: number; defender: boolean }[] = [];
  for (const party of [e.defender, e.attacker])
    for (const type of new Set(present(b, party).map((s) => s.type)))
      keys.push({
        key: groupKey(party, type),
        initiative: b.types[type]!.initiative,
        defender: party === e.defender,
      });
  return keys
    .map((k, i) => ({ ...k, i }))
    .sort((x, y) => y.initiative - x.initiative || Number(y.defender) - Number(x.defender) || x.i - y.i)
    .map((k) => k.key);
}

const opponentOf = (e: Engagement, party: string) => (party === e.attacker ? e.defender : e.attacker);

function engagementOver(b: BattleState, e: Engagement): boolean {
  return present(b, e.attacker).length === 0 || present(b, e.defender).length === 0;
}

// ---- running the battle

function advance(b: BattleState): void {
  while (!b.pending && !b.done) {
    const e = b.engagement;
    if (!e) {
      const next = nextEngagement(b);
      if (!next) {
        b.done = true;
        return;
      }
      b.engagement = { ...next, phase: "missiles", round: 0, order: activationOrder(b, next), cursor: 0 };
      b.log.push({ kind: "engagement", ...next });
      continue;
    }
    if (engagementOver(b, e)) {
      const winner = [e.attacker, e.defender].find((p) => present(b, p).length > 0) ?? null;
      b.log.push({ kind: "engagement-end", winner });
      b.engagement = null;
      continue;
    }
    if (e.cursor >= e.order.length) {
      // End of the missile volley or of a round: the next round begins.
      e.phase = "rounds";
      e.round++;
      e.cursor = 0;
      if (isStalemate(b, e)) {
        startStalemate(b, e);
        continue;
      }
    }
    const key = e.order[e.cursor]!;
    const { party, type } = splitKey(key);
    const ships = present(b, party).filter((s) => s.type === type);
    const stats = b.types[type]!;
    if (ships.length === 0) {
      e.cursor++;
      continue;
    }
    if (e.phase === "missiles") {
      // E-C3: missiles once, by initiative, before the first round; no retreat decision yet.
      if (stats.missiles.length > 0) roll(b, e, party, type, true);
      else e.cursor++;
      continue;
    }
    // E-C8: ships that announced their retreat leave at their type's next activation.
    if (ships.every((s) => s.state === "retreating")) {
      for (const s of ships) s.state = "retreated";
      b.log.push({ kind: "retreated", party, type, to: ships[0]!.retreatTo! });
      if (present(b, party).length === 0) b.retreatedAll.push(party);
      e.cursor++;
      continue;
    }
    if (canRetreat(b, party, type)) {
      b.pending = { kind: "activation", party, type };
      return;
    }
    attack(b, e, party, type);
  }
}

function canRetreat(b: BattleState, party: string, type: string): boolean {
  const p = partyOf(b, party);
  return !isNpcParty(p) && b.types[type]!.mobile && p.retreatHexes.length > 0;
}

function attack(b: BattleState, e: Engagement, party: string, type: string): void {
  if (b.types[type]!.cannons.length > 0) roll(b, e, party, type, false);
  else e.cursor++;
}

/** E-C9: nobody in the engagement has cannons left. */
function isStalemate(b: BattleState, e: Engagement): boolean {
  return ![e.attacker, e.defender].some((p) =>
    present(b, p).some((s) => b.types[s.type]!.cannons.length > 0),
  );
}

function startStalemate(b: BattleState, e: Engagement): void {
  const p = partyOf(b, e.attacker);
  const mobile = present(b, p.id).some((s) => b.types[s.type]!.mobile);
  if (!isNpcParty(p) && mobile && p.retreatHexes.length > 0) b.pending = { kind: "stalemate", party: p.id };
  else destroyAll(b, e, p.id);
}

function destroyAll(b: BattleState, e: Engagement, party: string): void {
  for (const s of present(b, party)) {
    s.state = "destroyed";
    b.kills[opponentOf(e, party)]!.push(b.types[s.type]!.kind);
  }
  b.log.push({ kind: "stalemate", party, outcome: "destroyed" });
}

/** Roll one type's dice (E-C5) and hand the hits to the firing side (E-C7) or the NPC rule (E-D4). */
function roll(b: BattleState, e: Engagement, party: string, type: string, missiles: boolean): void {
  const stats = b.types[type]!;
  const rng = new Rng(b.rng);
  const n = present(b, party).filter((s) => s.type === type).length;
  const perShip = missiles ? stats.missiles : stats.cannons;
  const dice = [];
  for (let k = 0; k < n; k++)
    for (const damage of perShip) dice.push({ damage, value: rng.int(1, 6), target: null });
  b.rng = rng.state();
  b.log.push({ kind: "volley", party, type, missiles, rolls: dice.map((d) => d.value) });
  b.pending = { kind: "assign", party, type, missiles, dice };
  settleAssignment(b, e);
}

/** Targets die `i` of the pending volley can still hit. */
function targetsFor(b: BattleState, i: number): ShipInBattle[] {
  const p = b.pending;
  if (p?.kind !== "assign" || !b.engagement) return [];
  const die = p.dice[i]!;
  if (die.target !== null) return [];
  const computer = b.types[p.type]!.computer;
  return present(b, opponentOf(b.engagement, p.party)).filter((s) =>
    dieHits(die.value, computer, b.types[s.type]!.shield),
  );
}

/** Apply forced or NPC assignments; close the volley once no die can hit anything. */
function settleAssignment(b: BattleState, e: Engagement): void {
  for (;;) {
    const p = b.pending;
    if (p?.kind !== "assign") return;
    if (isNpcParty(partyOf(b, p.party))) {
      npcAssign(b);
      b.pending = null;
      e.cursor++;
      return;
    }
    const options = p.dice.flatMap((_, i) => targetsFor(b, i).map((t) => ({ die: i, target: t.id })));
    if (options.length === 0 || engagementOver(b, e)) {
      b.pending = null;
      e.cursor++;
      return;
    }
    // Forced: only one ship can be hit, so where the dice go is no choice at all.
    const targets = new Set(options.map((o) => o.target));
    if (targets.size > 1) return;
    const o = options[0]!;
    hit(b, o.die, o.target);
  }
}

function npcAssign(b: BattleState): void {
  const p = b.pending;
  if (p?.kind !== "assign" || !b.engagement) return;
  const enemies = present(b, opponentOf(b.engagement, p.party));
  const computer = b.types[p.type]!.computer;
  const free = p.dice.map((d, i) => ({ d, i })).filter(({ d }) => d.target === null);
  const targets: TargetShip[] = enemies.map((s) => ({
    kind: b.types[s.type]!.kind,
    hp: hpLeft(b, s),
    shield: b.types[s.type]!.shield,
  }));
  const assignment = priorityAssign(
    free.map(({ d }) => d),
    targets,
    (d, t) => dieHits(d.value, computer, t.shield),
    NPC_SIZE_ORDER,
  );
  assignment.forEach((t, k) => {
    if (t >= 0 && enemies[t]!.state !== "destroyed") hit(b, free[k]!.i, enemies[t]!.id);
  });
  // Whatever could not be placed is spent.
  for (const { d } of free) if (d.target === null) d.target = -1;
}

/** E-C6: a die's whole damage goes to one ship; it is destroyed once damage exceeds its hull. */
function hit(b: BattleState, die: number, target: number): void {
  const p = b.pending;
  if (p?.kind !== "assign") return;
  const d = p.dice[die]!;
  d.target = target;
  const ship = b.ships.find((s) => s.id === target)!;
  ship.damage += d.damage;
  const destroyed = ship.damage > b.types[ship.type]!.hull;
  if (destroyed) {
    ship.state = "destroyed";
    b.kills[p.party]!.push(b.types[ship.type]!.kind);
  }
  b.log.push({ kind: "hit", party: p.party, ship: target, damage: d.damage, destroyed });
}

// ---- the sub-game interface

function deciderOf(b: BattleState): PlayerId | null {
  if (!b.pending) return null;
  return partyOf(b, b.pending.party).player;
}

export function battlePending(b: BattleState): Decision[] {
  const player = deciderOf(b);
  if (player === null || !b.pending) return [];
  const prompts = {
    activation: "attack with this ship type, or retreat it",
    assign: "put each hitting die on an enemy ship",
    stalemate: "nobody has cannons: retreat or lose the ships",
  } as const;
  return [{ player, kind: `battle-${b.pending.kind}`, prompt: prompts[b.pending.kind] }];
}

export function battleLegalActions(b: BattleState, player: PlayerId): BattleAction[] {
  if (deciderOf(b) !== player || !b.pending) return [];
  const p = b.pending;
  const party = partyOf(b, p.party);
  switch (p.kind) {
    case "activation":
      return [
        { type: "battle-attack" },
        ...party.retreatHexes.map((to) => ({ type: "battle-retreat" as const, to })),
      ];
    case "stalemate":
      return [
        ...party.retreatHexes.map((to) => ({ type: "battle-retreat" as const, to })),
        { type: "battle-surrender" },
      ];
    case "assign":
      return p.dice.flatMap((_, i) =>
        targetsFor(b, i).map((t) => ({ type: "battle-assign" as const, die: i, target: t.id })),
      );
  }
}

const sameAction = (a: BattleAction, x: Record<string, unknown>) =>
  Object.keys(a).length === Object.keys(x).length && Object.entries(a).every(([k, v]) => x[k] === v);

export function battleValidate(b: BattleState, player: PlayerId, action: unknown): RuleError | null {
  if (b.done) return EngineErrors.gameOver();
  if (deciderOf(b) !== player) return EngineErrors.notAsked(player);
  if (
    typeof action !== "object" ||
    action === null ||
    typeof (action as { type?: unknown }).type !== "string"
  )
    return EngineErrors.malformed("an object with a string 'type'");
  const x = action as Record<string, unknown>;
  if (battleLegalActions(b, player).some((a) => sameAction(a, x))) return null;
  const p = b.pending!;
  if (x.type === "battle-assign" && p.kind === "assign")
    return ruleError(
      "die-cannot-hit-target",
      "That die cannot hit that ship (or was already placed).",
      "E-C5/E-C7: a die hits a ship when it is a 6, or not a 1 and die + computers − shields ≥ 6; each die goes to one ship",
    );
  if (x.type === "battle-retreat")
    return ruleError(
      "retreat-not-allowed",
      "Retreat goes only to an adjacent hex with your disc and no enemy ships, and only for ships that can move.",
      "E-C8: retreat all ships of the type toward a hex with your influence disc and no enemy ships",
    );
  return ruleError("battle-action-not-expected", `'${x.type}' is not what this battle asks now.`, "E-C4");
}

export function battleApply(b0: BattleState, player: PlayerId, action: BattleAction): BattleState {
  const b = structuredClone(b0);
  const e = b.engagement!;
  const p = b.pending!;
  void player;
  if (p.kind === "assign" && action.type === "battle-assign") {
    hit(b, action.die, action.target);
    settleAssignment(b, e);
  } else if (p.kind === "activation") {
    b.pending = null;
    if (action.type === "battle-retreat") {
      // E-C8: the whole type moves to the edge; it can still be fired on and leaves at its next activation.
      for (const s of present(b, p.party).filter((s) => s.type === p.type)) {
        s.state = "retreating";
        s.retreatTo = action.to;
      }
      b.log.push({ kind: "retreat-start", party: p.party, type: p.type, to: action.to });
      e.cursor++;
    } else attack(b, e, p.party, p.type);
  } else if (p.kind === "stalemate") {
    b.pending = null;
    if (action.type === "battle-retreat") {
      for (const s of present(b, p.party)) {
        s.state = "retreated";
        s.retreatTo = action.to;
      }
      b.retreatedAll.push(p.party);
      b.log.push({ kind: "stalemate", party: p.party, outcome: "retreat" });
    } else destroyAll(b, e, p.party);
  }
  advance(b);
  return b;
}

/** Everything in an Eclipse battle is public (dice are rolled openly) except the PRNG state, for every viewer. */
export function battleView(b: BattleState, _viewer?: Viewer): Omit<BattleState, "rng"> {
  const { rng: _rng, ...rest } = b;
  return structuredClone(rest);
}

export function battleResult(b: BattleState): BattleResult | null {
  if (!b.done) return null;
  const survivors = b.parties.filter((p) => present(b, p.id).length > 0).map((p) => p.id);
  return {
    survivors,
    destroyed: b.ships.filter((s) => s.state === "destroyed").map((s) => ({ ship: s.id, party: s.party })),
    retreated: b.ships
      .filter((s) => s.state === "retreated")
      .map((s) => ({ ship: s.id, party: s.party, to: s.retreatTo! })),
    damage: Object.fromEntries(
      b.ships.filter((s) => s.state === "in" && s.damage > 0).map((s) => [s.id, s.damage]),
    ),
    reputationDraws: reputationDraws(b),
    rng: b.rng,
  };
}

export { isNpcKind };
