/**
 * Invariants of a StarCraft state that no event (or any other rule) may break. Used by the
 * randomized test beside it after every action; returns the broken invariants in plain words.
 *  - unit limits: outside a running battle and a Mobilize still moving (it may overfill until
 *    it ends), a player's units in an area never exceed its limit (+2 in the contested area), and
 *    never more units of a type than its miniatures (a mind-controlled unit its original owner's,
 *    units held in reserve counted too);
 *  - every event card in exactly one place: deck, removed, discard, held, or in play — the
 *    multiset equals the Event deck built at setup; combat cards are never duplicated;
 *  - no negative resources: worker pool, unavailable workers, permanent resources used, workers
 *    on cards, depletion, conquest points, and the token supplies (workers, transports, bases);
 *  - Brood War resource tokens: none held negative, all held together within the supply of 30;
 *  - no area holds two players' units outside a battle (or the area a Mobilize is contesting);
 *  - one base per area at most; the player asked to decide is in the game;
 *  - Brood War: guard tokens, the Special Order Pool, installations, mind-control tokens
 *    (brood-war/invariants.ts) and the Assist module's exemption from unit limits.
 */
import { assistExemption } from "../brood-war/assist";
import { broodWarInvariants } from "../brood-war/invariants";
import { figureOwner } from "../brood-war/mind-control";
import { factionOf, permanentOf } from "../queries";
import { RESOURCE_TOKEN_SUPPLY, tokensInSupply, workersOwned } from "../resources";
import { type CatalogScope, cat } from "../rules-catalog";
import type { StarcraftState } from "../state";
import { baseLimit } from "../variants/modes";

function multiset(cards: readonly string[]): Map<string, number> {
  const m = new Map<string, number>();
  for (const c of cards) m.set(c, (m.get(c) ?? 0) + 1);
  return m;
}

/** Every event card of the game, wherever it is now. */
export function allEventCards(s: StarcraftState): string[] {
  const out = [...s.events.deck, ...s.events.removed, ...s.events.discard];
  for (const pl of s.players) out.push(...pl.events, ...pl.eventsInPlay);
  return out;
}

/** The cards the Event deck holds at setup (one entry per copy). */
export function fullEventDeck(s: CatalogScope): string[] {
  const out: string[] = [];
  // Brood War: the Leadership events are in the deck only with Leadership cards (BW-X5).
  const leadership =
    (s as { options?: { variants?: { leadershipCards?: boolean } } }).options?.variants?.leadershipCards ===
    true;
  for (const e of Object.values(cat(s).events)) {
    if (e.leadershipRelated && !leadership) continue;
    for (let i = 0; i < e.copies; i++) out.push(e.id);
  }
  return out;
}

export function checkInvariants(s: StarcraftState, expectedEvents?: readonly string[]): string[] {
  const bad: string[] = [];
  const c = cat(s);
  // Event cards: exactly the setup deck, each card in one place.
  const want = multiset(expectedEvents ?? fullEventDeck(s));
  const have = multiset(allEventCards(s));
  for (const [card, n] of want)
    if ((have.get(card) ?? 0) !== n)
      bad.push(`event card ${card}: ${have.get(card) ?? 0} in the game, expected ${n}`);
  for (const card of have.keys()) if (!want.has(card)) bad.push(`unknown event card ${card}`);

  // Units: limits and miniatures.
  const battleArea = s.battleContext?.area ?? null;
  // The one area a Mobilize (an order, or an event's) may contest, overstacked by 2 until its battle.
  const contested =
    s.frame.kind === "mobilize"
      ? s.frame.contested
      : s.frame.kind === "event" && s.frame.effect === "event-mobilize"
        ? ((s.frame.data.contested as string | null | undefined) ?? null)
        : null;
  const perArea = new Map<string, number>();
  const perType = new Map<string, number>();
  for (const u of s.units) {
    if (!c.areas[u.area]) bad.push(`unit ${u.id} in unknown area ${u.area}`);
    const k = `${u.owner}@${u.area}`;
    perArea.set(k, (perArea.get(k) ?? 0) + 1);
    // A mind-controlled unit is its original owner's miniature (Brood War).
    const t = `${figureOwner(s, u)}:${u.type}`;
    perType.set(t, (perType.get(t) ?? 0) + 1);
  }
  for (const [k, n] of perArea) {
    const area = k.slice(k.indexOf("@") + 1);
    if (s.battle && area === battleArea) continue;
    // A Mobilize order may overfill areas of its planet while moving; only its end must fit.
    if (s.frame.kind === "mobilize" && c.areas[area]?.planet === s.frame.planet) continue;
    const seat = Number(k.slice(0, k.indexOf("@")));
    // Brood War Assist module: one assist unit per area does not count toward the limit.
    const limit =
      (c.areas[area]?.limit ?? 0) +
      (area === contested || area === battleArea ? 2 : 0) +
      assistExemption(s, seat, area);
    if (n > limit)
      bad.push(`unit limit: ${n} units of seat ${k.slice(0, k.indexOf("@"))} in ${area} (limit ${limit})`);
  }
  // Two players' units share an area only in a battle, or in the area a Mobilize contests until
  // its battle starts (a retreat or withdrawal never goes into an enemy area).
  const owners = new Map<string, Set<number>>();
  for (const u of s.units) {
    const set = owners.get(u.area) ?? new Set<number>();
    set.add(u.owner);
    owners.set(u.area, set);
  }
  for (const [area, set] of owners) {
    if (set.size < 2 || (s.battle && area === battleArea) || area === contested) continue;
    bad.push(`two players' units in ${area} outside a battle (seats ${[...set].sort().join(", ")})`);
  }
  // Units held in reserve (Covert Operations, Conclave Fleet) are their owner's miniatures too.
  (s.broodWar?.lead?.reserve ?? []).forEach((held, seat) => {
    for (const type of held ?? []) perType.set(`${seat}:${type}`, (perType.get(`${seat}:${type}`) ?? 0) + 1);
  });
  for (const [t, n] of perType) {
    const type = t.slice(t.indexOf(":") + 1);
    const figures = c.units[type]?.figures ?? 0;
    if (n > figures)
      bad.push(`miniatures: ${n} ${type} of seat ${t.slice(0, t.indexOf(":"))} (only ${figures})`);
  }
  const ids = new Set(s.units.map((u) => u.id));
  if (ids.size !== s.units.length) bad.push("two units share an id");

  // Bases, transports, workers, resources.
  const baseAreas = new Set<string>();
  for (const b of s.bases) {
    if (baseAreas.has(b.area)) bad.push(`two bases in ${b.area}`);
    baseAreas.add(b.area);
  }
  s.players.forEach((pl, p) => {
    const who = `seat ${p}`;
    if (pl.workerPool < 0) bad.push(`${who}: negative worker pool`);
    if (pl.workersUnavailable < 0) bad.push(`${who}: negative unavailable workers`);
    if (pl.cp < 0) bad.push(`${who}: negative conquest points`);
    const tokens = pl.resourceTokens;
    if (tokens && (tokens.minerals < 0 || tokens.gas < 0)) bad.push(`${who}: negative resource tokens`);
    const perm = permanentOf(s, p);
    for (const k of ["minerals", "gas"] as const)
      if (pl.permanentUsed[k] < 0 || pl.permanentUsed[k] > perm[k])
        bad.push(`${who}: permanent ${k} used ${pl.permanentUsed[k]}`);
    if (workersOwned(s, p) > c.tokens.workers) bad.push(`${who}: more workers than tokens`);
    if (s.transports.filter((t) => t.owner === p).length > c.tokens.transports)
      bad.push(`${who}: more transports than tokens`);
    if (s.bases.filter((b) => b.owner === p).length > baseLimit(s, p))
      bad.push(`${who}: more bases than tokens`);
    const combat = [...pl.hand, ...pl.deck, ...pl.discard];
    const limitOf = multiset([
      ...factionOf(s, p).combatDeck,
      ...pl.techs.flatMap((t) => Array.from({ length: c.techs[t]?.copies ?? 0 }, () => t)),
    ]);
    for (const [card, n] of multiset(combat))
      if (n > (limitOf.get(card) ?? 0)) bad.push(`${who}: ${n} copies of combat card ${card}`);
  });
  if (tokensInSupply(s) < 0)
    bad.push(
      `${RESOURCE_TOKEN_SUPPLY - tokensInSupply(s)} resource tokens held (only ${RESOURCE_TOKEN_SUPPLY})`,
    );
  for (const id in s.resources) {
    const r = s.resources[id];
    if (r.workers < 0) bad.push(`negative workers on ${id}`);
    if (r.depletion < 0 || r.depletion > 2) bad.push(`bad depletion on ${id}`);
    if (r.depletion === 2 && (r.owner !== null || r.workers !== 0))
      bad.push(`fully depleted ${id} still held`);
    if (r.workers > (c.areas[id]?.amount ?? 0) + 2) bad.push(`${r.workers} workers on ${id}`);
  }
  const f = s.frame;
  if (f.kind === "event" && s.players[f.player].eliminated)
    bad.push("an eliminated player is asked to decide");
  bad.push(...broodWarInvariants(s));
  return bad;
}
