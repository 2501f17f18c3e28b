/**
 * The bridge to combat (packages/starcraft/src/combat/CONTRACT.md): build the BattleInput from the board
 * when a Mobilize contests an area, and write a finished battle's BattleResult back.
 */
import type { PlayerId } from "@koprulu/engine";
import { type BattleResult, type BattleSide, battleResult, startBattle } from "../battle";
import { broodWarSide, originalOwnerField, outsideDecks } from "../brood-war/battle-side";
import { infestCommandCenter } from "../brood-war/installations";
import { grantedCollateral } from "../brood-war/leadership-effects/scorched-earth";
import type { Draft } from "../draft";
import { eventStartAbilities, spendUsedEvents } from "../events/battle";
import type { FlowStep } from "../flow-step";
import { enemyPresence, neighbours, ownUnitsIn, planetAreas, stage, transportBetween } from "../queries";
import { cat, combatCatalogId } from "../rules-catalog";
import type { CollateralFrame, DeathStrikeFrame, StarcraftState } from "../state";
import { terrainOk } from "../terrain";
import { checkEliminations } from "../victory";
import { applyAftermath, openAftermathAsk } from "./battle-aftermath";

function side(s: StarcraftState, p: PlayerId, planet: string, area: string): BattleSide {
  const pl = s.players[p];
  const units = s.units
    .filter((u) => u.area === area && u.owner === p)
    .map((u) => ({
      id: u.id,
      type: u.type,
      assist: cat(s).units[u.type]?.assist ?? false,
      // BW-H2: a hero fights as his type plus the card's abilities and immunities (combat/heroes).
      ...(u.hero ? { hero: u.hero } : {}),
      // BW-MC3: a mind-controlled unit fights with its original owner's combat deck.
      ...originalOwnerField(s, u.id),
    }));
  const ownBaseHere = s.bases.some((b) => b.area === area && b.owner === p);
  // Ground-only and flying-only areas (Brood War planets) take only units of that kind: a
  // withdrawal or retreat goes only where every unit of the side may stand (a side mixing ground
  // and flying units can fall back only to areas open to both; ruling, README).
  const fits = (t: string) => units.every((u) => terrainOk(t, cat(s).units[u.type]?.flying ?? false));
  const withdrawAreas = planetAreas(s, planet)
    .filter((a) => a.id !== area && !enemyPresence(s, a.id, p) && fits(a.terrain))
    .map((a) => a.id);
  // `room` (an optional contract field): how many more own units fit, for the retreat rule.
  const room = (a: string) => cat(s).areas[a].limit - ownUnitsIn(s, a, p);
  const retreatDestinations = withdrawAreas
    .filter((a) => room(a) > 0)
    .map((a) => ({ planet, area: a, room: room(a) }));
  for (const n of neighbours(s, planet)) {
    if (!transportBetween(s, planet, n, p)) continue;
    for (const a of planetAreas(s, n))
      if (!enemyPresence(s, a.id, p) && room(a.id) > 0 && fits(a.terrain))
        retreatDestinations.push({ planet: n, area: a.id, room: room(a.id) });
  }
  return {
    player: p,
    faction: pl.faction,
    units,
    hand: pl.hand,
    deck: pl.deck,
    discard: pl.discard,
    technologies: pl.techs,
    airSupport: ownBaseHere && pl.modules["air-support"] > 0,
    withdrawAreas,
    withdrawRoom: Object.fromEntries(withdrawAreas.map((a) => [a, room(a)])),
    ownBase: ownBaseHere,
    retreatDestinations,
    // Events kept in play that act at a battle's start (events/battle.ts).
    ...{ startAbilities: eventStartAbilities(s, p) },
    // Brood War (absent in a base game): guard token, Defensive module, mind-control tokens.
    ...broodWarSide(s, p, area),
  };
}

export function startBattleFor(
  d: Draft,
  p: PlayerId,
  planet: string,
  area: string,
  gold: boolean,
  /** "event": started by an event in regrouping step 8, which resumes after it (events/step8.ts). */
  resume?: "event",
): FlowStep {
  const defender = d.units.find((u) => u.area === area && u.owner !== p)!.owner;
  const attacker = side(d, p, planet, area);
  const b = startBattle(
    {
      planet,
      area,
      unitLimit: cat(d).areas[area].limit,
      attacker,
      defender: side(d, defender, planet, area),
      goldMobilize: gold,
      stage: stage(d),
      catalog: combatCatalogId(d),
      ...outsideDecks(d, area, [p, defender]),
    },
    d.rng,
  );
  d.battleContext = {
    player: p,
    planet,
    area,
    attackerUnits: attacker.units.map((u) => u.id),
    defender,
    ...(resume ? { resume } : {}),
  };
  d.battle = b;
  const r = battleResult(b);
  return r ? finishBattle(d, r) : null;
}

/**
 * Apply a finished battle to the board; then the Mobilize order is over (or step 8 resumes), the
 * step returned — unless a Collateral Damage / death strike choice is asked first (null).
 */
export function finishBattle(d: Draft, r: BattleResult): FlowStep {
  const ctx = d.battleContext!;
  // Brood War Scorched Earth Policy: Battlecruisers with Collateral Damage (read before the losses go).
  const granted = grantedCollateral(d, d.battle, r, ctx.area);
  const dead = new Set(r.destroyed);
  const moved = new Map<number, string>();
  for (const w of r.withdrawn) moved.set(w.unit, w.area);
  for (const t of r.retreated) moved.set(t.unit, t.area);
  const units = [];
  for (const u of d.units) {
    if (dead.has(u.id)) continue;
    const to = moved.get(u.id);
    units.push(to ? { ...u, area: to } : u);
  }
  d.units = units;
  // Both sides' cards, and (BW-MC3) the deck and discard of an original owner outside the battle.
  for (const key of new Set([...Object.keys(r.hands), ...Object.keys(r.decks)])) {
    const q = Number(key);
    const pl = d.players[q];
    if (r.hands[q]) pl.hand = r.hands[q];
    if (r.decks[q]) pl.deck = r.decks[q];
    if (r.discards[q]) pl.discard = r.discards[q];
  }
  // A single-use technology card went back to its technology deck. The owner keeps the
  // technology while another copy is still among his cards; once the last copy is back it is
  // no longer his, and may be bought again (all its copies, as at any purchase).
  for (const t of r.techReturned) {
    for (const pl of d.players) {
      if (!pl.techs.includes(t)) continue;
      const copyLeft = pl.hand.includes(t) || pl.deck.includes(t) || pl.discard.includes(t);
      if (!copyLeft) pl.techs = pl.techs.filter((x) => x !== t);
    }
  }
  d.rng = r.rng;
  // Brood War, provisional: a won attack on a Terran base may infest it (brood-war/installations.ts).
  if (r.attackerWon) infestCommandCenter(d, ctx.player, ctx.defender, ctx.area);
  // Bases, workers and owners the battle changed (collateral damage, consume, mind control, …).
  const ask = applyAftermath(d, [...(r.aftermath ?? []), ...granted]);
  spendUsedEvents(d, (r as { aftermath?: Parameters<typeof spendUsedEvents>[1] }).aftermath ?? []);
  d.battle = null;
  d.battleContext = null;
  if (ask) {
    // Collateral Damage / a death strike is its owner's choice: the rest waits for it
    // (orders/collateral-damage.ts, orders/death-strike.ts).
    openAftermathAsk(d, ask, d.frame, ctx);
    return null;
  }
  return afterBattle(d, ctx);
}

/**
 * An aftermath choice (Collateral Damage, a death strike) was made: the interrupted frame comes
 * back, the rest of the aftermath is applied (it may ask again), then the battle is over. Returns
 * what comes next once everything is done (see afterBattle), null while a choice is asked.
 */
export function resumeAftermath(d: Draft, f: CollateralFrame | DeathStrikeFrame): FlowStep {
  d.frame = f.resumeFrame;
  const ask = applyAftermath(d, f.rest);
  if (ask) {
    openAftermathAsk(d, ask, f.resumeFrame, f.battleContext);
    return null;
  }
  return afterBattle(d, f.battleContext);
}

/**
 * The battle and its aftermath are done: eliminations, then the Mobilize order is over (a battle
 * an event started resumes step 8 instead). The caller's flow takes the step (flow.ts).
 */
export function afterBattle(d: Draft, ctx: NonNullable<StarcraftState["battleContext"]>): FlowStep {
  checkEliminations(d);
  if (d.phase === "over") return null;
  return ctx.resume ? { next: "event-step", player: ctx.player } : { next: "end-order", player: ctx.player };
}
