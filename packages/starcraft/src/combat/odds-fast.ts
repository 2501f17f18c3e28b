/**
 * The fast path of combatOdds: a compact re-statement of the battle under the greedy policy for
 * the common case — a position before any card is placed, cards whose abilities only change
 * values, splash, detection or cloaking. Pairing and support do not depend on hidden cards under
 * the policy, so the engine computes them once; each sample then deals the hidden cards, places
 * cards greedily and resolves skirmishes, splash and retreats on small arrays.
 *
 * Whenever a sample meets anything else (another ability, a reshuffle, a reinforcement drawn
 * blind…) it is handed to the engine (`bail`), so the estimate stays exact in distribution. The
 * odds tests compare this path against the engine's own playouts.
 */
import type { Rng } from "@koprulu/engine";
import type { CardInfo, CombatCatalog, UnitInfo } from "./catalog";
import { reinforcementFits } from "./skirmish";
import type { SideIndex } from "./types";
import type { BattleView } from "./view";

const SIMPLE = new Set([
  "gain-attack",
  "gain-health",
  "gain-attack-if-supported",
  "splash",
  "detector",
  "grant-cloaking",
]);

interface FU {
  id: number;
  info: UnitInfo;
}

export interface FastSide {
  units: FU[];
  /** Hidden and known cards as catalog objects (no id lookups per sample). */
  unseenCards: CardInfo[];
  handCards: CardInfo[] | null;
  handKnown: string[] | null;
  handCount: number;
  deckCount: number;
  unseen: string[];
  airSupport: boolean;
  healthBonus: number;
  withdraw: boolean;
  destinations: { room: number }[];
}

export interface FastPlan {
  cat: CombatCatalog;
  sides: [FastSide, FastSide];
  /** Skirmishes: front-line unit index and supporting unit indexes per side (into sides[s].units). */
  sk: {
    front: [number, number];
    support: [number[], number[]];
    frontInfo: [UnitInfo, UnitInfo];
    supInfo: [UnitInfo[], UnitInfo[]];
    supIds: [string[], string[]];
  }[];
  gold: boolean;
  unitLimit: number;
  firstPlacer: SideIndex;
}

export interface FastOutcome {
  attackerWon: boolean;
  destroyed: [number, number];
  displaced: [number, number];
}

/** A plan, or null when this position needs the engine for every sample. */
export function fastPlan(view: BattleView, structure: BattleView, cat: CombatCatalog): FastPlan | null {
  if (!["pair", "support", "cards"].includes(view.phase) || view.todo.length > 0) return null;
  if (structure.phase !== "cards" || structure.skirmishes.some((s) => s.cards[0] || s.cards[1])) return null;
  if (
    view.sides.some((s) => s.airSupportOff || s.placesFaceUp || s.withdrawRoom || s.technologies.length > 0)
  )
    return null;
  const known = (ids: string[]) => ids.every((c) => cat.cards[c] !== undefined);
  if (view.sides.some((s) => !known(s.unseen) || (s.hand !== null && !known(s.hand)))) return null;
  const sides = view.sides.map((s) => ({
    units: s.units.map((u) => ({ id: u.id, info: cat.units[u.type] })),
    unseenCards: s.unseen.map((c) => cat.cards[c]),
    handCards: s.hand === null ? null : s.hand.map((c) => cat.cards[c]),
    handKnown: s.hand,
    handCount: s.handCount,
    deckCount: s.deckCount,
    unseen: s.unseen,
    airSupport: s.airSupport,
    healthBonus: s.healthBonus,
    withdraw: s.withdrawAreas.length > 0,
    destinations: s.retreatDestinations.map((d) => ({ room: d.room ?? Number.POSITIVE_INFINITY })),
  })) as [FastSide, FastSide];
  // Heroes (Brood War) change values, pictures, sacrifice and losses: the engine plays them.
  if (view.sides.some((s) => s.units.some((u) => u.hero))) return null;
  // Mind-controlled units (BW-MC3) draw from another deck: the engine plays them too.
  if (view.sides.some((s) => s.units.some((u) => u.originalOwner !== undefined))) return null;
  if (sides.some((s) => s.units.some((u) => !u.info))) return null;
  const idx = (side: 0 | 1, id: number | null) => sides[side].units.findIndex((u) => u.id === id);
  const sk = structure.skirmishes.map((s) => ({
    front: [idx(0, s.front[0]), idx(1, s.front[1])] as [number, number],
    support: [s.support[0].map((id) => idx(0, id)), s.support[1].map((id) => idx(1, id))] as [
      number[],
      number[],
    ],
  }));
  if (sk.some((s) => s.front.includes(-1) || s.support[0].includes(-1) || s.support[1].includes(-1)))
    return null;
  const full = sk.map((s) => {
    const supInfo = [
      s.support[0].map((i) => sides[0].units[i].info),
      s.support[1].map((i) => sides[1].units[i].info),
    ] as [UnitInfo[], UnitInfo[]];
    return {
      ...s,
      frontInfo: [sides[0].units[s.front[0]].info, sides[1].units[s.front[1]].info] as [UnitInfo, UnitInfo],
      supInfo,
      supIds: [supInfo[0].map((u) => u.id), supInfo[1].map((u) => u.id)] as [string[], string[]],
    };
  });
  return {
    cat,
    sides,
    sk: full,
    gold: view.goldMobilize,
    unitLimit: view.unitLimit,
    firstPlacer: structure.firstPlacer,
  };
}

const ZERO = { attack: 0, health: 0 };
const canHit = (a: UnitInfo, t: UnitInfo) => (t.flying ? a.hitsAir : a.hitsGround);

function vsOk(vs: unknown, enemy: UnitInfo): boolean {
  if (vs === undefined || vs === null) return true;
  if (vs === "flying" || vs === "air") return enemy.flying;
  if (vs === "ground") return !enemy.flying;
  if (typeof vs === "string") return vs === enemy.id;
  return Array.isArray(vs) && vs.includes(enemy.id);
}

class Bail extends Error {}

export interface Deal {
  hands: [CardInfo[], CardInfo[]];
  decks: [CardInfo[], CardInfo[]];
}

/** Deal the hidden cards of a sample (hands the viewer does not know, deck orders). */
export function fastDeal(p: FastPlan, rng: Rng): Deal {
  const out: Deal = { hands: [[], []], decks: [[], []] };
  for (const s of [0, 1] as const) {
    const side = p.sides[s];
    const pool = side.unseenCards.slice();
    for (let i = pool.length - 1; i > 0; i--) {
      const j = rng.int(0, i);
      const t = pool[i];
      pool[i] = pool[j];
      pool[j] = t;
    }
    const h = side.handCards ? 0 : side.handCount;
    out.hands[s] = side.handCards ? side.handCards.slice() : pool.slice(0, h);
    out.decks[s] = pool.slice(h, h + side.deckCount);
  }
  return out;
}

/** One sample on a deal (not modified). Throws Bail when the engine must take over. */
export function fastSample(p: FastPlan, deal: Deal): FastOutcome {
  const hands = [deal.hands[0].slice(), deal.hands[1].slice()];
  const decks = [deal.decks[0].slice(), deal.decks[1].slice()];
  const n = p.sk.length;
  // Placement (greedy policy): strongest normal card for the front line, fitting reinforcement, or blind top.
  const placed: [CardInfo | null, CardInfo | null][] = p.sk.map(() => [null, null]);
  const reinf: [CardInfo | null, CardInfo | null][] = p.sk.map(() => [null, null]);
  for (const s of [p.firstPlacer, p.firstPlacer === 0 ? 1 : 0] as const) {
    for (let k = 0; k < n; k++) {
      const front = p.sk[k].frontInfo[s];
      const supports = p.sk[k].supIds[s];
      const hand = hands[s];
      // Fit bonus of each distinct reinforcement in hand (NaN elsewhere), computed once.
      const fit: number[] = [];
      for (let j = 0; j < hand.length; j++) {
        const r = hand[j];
        fit.push(
          r.reinforcement && hand.indexOf(r) === j
            ? reinforcementFits(r, front.id, supports)
              ? 1.5
              : -1
            : Number.NaN,
        );
      }
      // Same order and tie-break as greedyPolicy over the enumerated actions: the first strict maximum,
      // cards in hand order (each without, then with each reinforcement), the blind top card last.
      let best = Number.NEGATIVE_INFINITY;
      let bestC = -1;
      let bestR = -1;
      for (let i = 0; i < hand.length; i++) {
        const c = hand[i];
        if (c.reinforcement || hand.indexOf(c) !== i) continue;
        const v = (c.units.includes(front.id) ? c.major : c.minor) ?? ZERO;
        const base = v.attack + v.health + c.abilities.length * 0.5;
        if (base > best) {
          best = base;
          bestC = i;
          bestR = -1;
        }
        for (let j = 0; j < hand.length; j++) {
          if (Number.isNaN(fit[j])) continue;
          const sc = base + fit[j];
          if (sc > best) {
            best = sc;
            bestC = i;
            bestR = j;
          }
        }
      }
      if (4.5 > best) bestC = -1;
      if (bestC < 0) {
        const top = decks[s].shift();
        if (top === undefined || decks[s].length === 0 || top.reinforcement) throw new Bail(); // reshuffle / replacement
        placed[k][s] = top;
      } else {
        const c = hand[bestC];
        const r = bestR >= 0 ? hand[bestR] : null;
        placed[k][s] = c;
        reinf[k][s] = r;
        hand.splice(hand.indexOf(c), 1);
        if (r !== null) hand.splice(hand.indexOf(r), 1);
      }
    }
  }
  // Resolution in skirmish order (the policy resolves the first unresolved one).
  const alive: boolean[][] = p.sides.map((s) => s.units.map(() => true));
  const gone: boolean[][] = p.sides.map((s) => s.units.map(() => false)); // withdrawn
  const destroyed: [number, number] = [0, 0];
  const displaced: [number, number] = [0, 0];
  const splash: { side: number; kind: string; only: string[] }[] = [];
  for (let k = 0; k < n; k++) {
    const sk = p.sk[k];
    const att = [0, 0];
    const hp = [0, 0];
    const cloak = [false, false];
    const detect = [false, false];
    const spl: { kind: string; only: string[] }[][] = [[], []];
    const fronts = sk.frontInfo;
    const uses: { key: string; params?: Record<string, unknown> }[][] = [[], []];
    for (const s of [0, 1] as const) {
      const c = placed[k][s]!;
      const front = fronts[s];
      const supports = sk.supInfo[s];
      const major = c.units.includes(front.id);
      const v = (major ? c.major : c.minor) ?? c.minor ?? c.major ?? { attack: 0, health: 0 };
      att[s] = v.attack;
      hp[s] = v.health;
      if (major)
        for (const u of c.abilities) if (!u.units?.length || u.units.includes(front.id)) uses[s].push(u);
      const r = reinf[k][s];
      if (r && reinforcementFits(r, front.id, sk.supIds[s])) {
        for (const u of r.abilities) {
          if (
            !u.units?.length ||
            u.units.includes(front.id) ||
            (r.supportIcon && supports.some((x) => u.units!.includes(x.id)))
          )
            uses[s].push(u);
        }
      }
      for (const u of uses[s]) if (!SIMPLE.has(u.key)) throw new Bail();
      cloak[s] = front.cloaking;
      detect[s] = p.sides[s].airSupport || front.detector || supports.some((x) => x.detector);
    }
    for (const s of [0, 1] as const) {
      for (const u of uses[s]) {
        if (u.key === "grant-cloaking") cloak[s] = true;
        else if (u.key === "detector") detect[s] = true;
        else if (u.key === "splash") {
          const t = u.params?.targets;
          spl[s].push({
            kind: t === "ground" ? "ground" : t === "flying" || t === "air" ? "air" : "any",
            only: (u.params?.onlyUnits as string[]) ?? [],
          });
        }
      }
    }
    for (const s of [0, 1] as const) {
      const enemy = fronts[s === 0 ? 1 : 0];
      for (const u of uses[s]) {
        const amount = typeof u.params?.amount === "number" ? u.params.amount : 1;
        if (u.key === "gain-attack" && vsOk(u.params?.vs, enemy)) att[s] += amount;
        else if (u.key === "gain-health" && vsOk(u.params?.vs, enemy)) hp[s] += amount;
        else if (u.key === "gain-attack-if-supported" && sk.support[s].length > 0) att[s] += amount;
      }
    }
    for (const s of [0, 1] as const) {
      const enemy = fronts[s === 0 ? 1 : 0];
      for (const su of sk.supInfo[s]) if (canHit(su, enemy)) att[s] += su.support;
      if (s === 0 && p.gold) att[s] += 1;
      if (p.sides[s].airSupport && enemy.flying) att[s] += 1;
      hp[s] += p.sides[s].healthBonus;
    }
    const hit = [false, false];
    for (const victim of [1, 0] as const) {
      const a = victim === 0 ? 1 : 0;
      if (att[a] < hp[victim]) continue;
      const units = p.sides[victim].units;
      let pick = -1;
      if (canHit(fronts[a], fronts[victim])) pick = sk.front[victim];
      else {
        let best = Number.POSITIVE_INFINITY;
        for (const i of sk.support[victim]) {
          if (canHit(fronts[a], units[i].info) && units[i].info.cost < best) {
            best = units[i].info.cost;
            pick = i;
          }
        }
      }
      if (pick < 0) continue;
      hit[a] = true;
      const cloaked = units[pick].info.cloaking || (pick === sk.front[victim] && cloak[victim]);
      alive[victim][pick] = false;
      if (cloaked && !detect[a] && p.sides[victim].withdraw) {
        gone[victim][pick] = true;
        displaced[victim]++;
      } else destroyed[victim]++;
    }
    // Sacrifice, as the engine applies it: only while the enemy front line is still there.
    for (const s of [0, 1] as const) {
      const e = s === 0 ? 1 : 0;
      if (
        alive[s][sk.front[s]] &&
        alive[e][sk.front[e]] &&
        fronts[s].sacrifice &&
        canHit(fronts[s], fronts[e])
      ) {
        alive[s][sk.front[s]] = false;
        destroyed[s]++;
      }
    }
    for (const s of [0, 1] as const) if (hit[s]) for (const x of spl[s]) splash.push({ side: s, ...x });
  }
  // Splash: the defender's cards first (the attacker chooses his losses first), restrictive cards first.
  const rank = (x: { kind: string; only: string[] }) => (x.only.length > 0 ? 0 : x.kind === "any" ? 2 : 1);
  splash.sort((x, y) => y.side - x.side || rank(x) - rank(y));
  for (const x of splash) {
    const v = x.side === 0 ? 1 : 0;
    const units = p.sides[v].units;
    let pick = -1;
    let best = Number.POSITIVE_INFINITY;
    for (let i = 0; i < units.length; i++) {
      if (!alive[v][i]) continue;
      const info = units[i].info;
      if (x.only.length > 0 && !x.only.includes(info.id)) continue;
      if (x.kind !== "any" && (x.kind === "air") !== info.flying) continue;
      if (info.cost < best) {
        best = info.cost;
        pick = i;
      }
    }
    if (pick >= 0) {
      alive[v][pick] = false;
      destroyed[v]++;
    }
  }
  // Retreats.
  const left = [alive[0].filter(Boolean).length, alive[1].filter(Boolean).length];
  const retreat = (s: 0 | 1, count: number) => {
    const dest = p.sides[s].destinations[0];
    if (!dest) {
      destroyed[s] += count;
      return;
    }
    const fit = Math.min(count, dest.room);
    displaced[s] += fit;
    destroyed[s] += count - fit;
  };
  let attackerWon = false;
  if (left[0] > 0 && left[1] > 0) {
    const defAssistOnly = p.sides[1].units.every((u, i) => !alive[1][i] || u.info.assist);
    if (defAssistOnly) {
      retreat(1, left[1]);
      attackerWon = true;
      if (left[0] > p.unitLimit) retreat(0, left[0] - p.unitLimit);
    } else retreat(0, left[0]);
  } else if (left[0] > 0) {
    attackerWon = true;
    if (left[0] > p.unitLimit) retreat(0, left[0] - p.unitLimit);
  }
  return { attackerWon, destroyed, displaced };
}

export function isBail(e: unknown): boolean {
  return e instanceof Bail;
}
