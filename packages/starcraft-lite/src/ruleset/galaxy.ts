/**
 * Lite galaxy setup (L-S2, L-S3) as the first player's decisions, on the base game's grid
 * (StarCraft's galaxy code: placePlanet joins a tile to every neighbour it can join, placeZRoute
 * adds a warp). Planet tokens are drawn face down from a shuffled pile (hidden); the first player
 * turns each revealed planet (`rotate`: a rotation that connects it to the planet it was drawn
 * for), chooses which placed planet to expand next (`expand`, any planet with free connections:
 * the text does not force the most connected one), and pairs the remaining free connections
 * into warp points (`warp-pair`), offered only while the number of warps stays the largest
 * possible, never a planet with itself nor two planets already joined.
 */
import type { PlayerId } from "@koprulu/engine";
import {
  candidateCells,
  type Draft,
  freeSlots,
  placePlanet,
  placeZRoute,
  worldSides,
} from "@koprulu/starcraft/board";
import type { LiteAction } from "./actions";
import type { LiteState } from "./state";

const DX = [0, 1, 0, -1];
const DY = [-1, 0, 1, 0];

export type GalaxyFrame = Extract<LiteState["frame"], { kind: "galaxy" }>;

function occupied(d: Pick<Draft, "planetOrder" | "planets">, x: number, y: number): boolean {
  return d.planetOrder.some((id) => d.planets[id].x === x && d.planets[id].y === y);
}

/** Free connections of a placed planet whose facing grid cell is still empty (room to expand). */
export function openSides(d: Pick<Draft, "planetOrder" | "planets">, planet: string): number[] {
  const p = d.planets[planet];
  return [0, 1, 2, 3].filter((side) => p.slots[side] === -1 && !occupied(d, p.x + DX[side], p.y + DY[side]));
}

/** Rotations of the revealed token that connect it toward `facing` (all four when none does or for the first planet). */
export function rotationsFor(d: Draft, token: string, facing: number | null): number[] {
  if (facing === null) return [0, 1, 2, 3];
  const ok = [0, 1, 2, 3].filter((r) => worldSides(d, token, r).includes(facing));
  return ok.length > 0 ? ok : [0, 1, 2, 3];
}

/** The next token to reveal, or the next expansion/warp question. Mutates the draft's frame. */
export function advanceGalaxy(d: LiteState): void {
  const f = d.frame as GalaxyFrame;
  const b = d.board;
  const target = 2 * d.options.players;
  if (b.planetOrder.length >= target || f.tokens.length === 0) {
    startWarps(d);
    return;
  }
  if (b.planetOrder.length === 0) {
    d.frame = {
      ...f,
      step: "rotate",
      reveal: { planet: f.tokens[0], x: 0, y: 0, facing: null },
      tokens: f.tokens.slice(1),
    };
    return;
  }
  if (f.expanding) {
    const sides = openSides(b, f.expanding);
    if (sides.length > 0) {
      const from = b.planets[f.expanding];
      const side = sides[0];
      d.frame = {
        ...f,
        step: "rotate",
        reveal: { planet: f.tokens[0], x: from.x + DX[side], y: from.y + DY[side], facing: (side + 2) % 4 },
        tokens: f.tokens.slice(1),
      };
      return;
    }
  }
  if (b.planetOrder.some((id) => openSides(b, id).length > 0)) {
    d.frame = { ...f, step: "expand", reveal: null, expanding: null };
    return;
  }
  // Nothing can expand (every free connection faces a placed tile): the next planet goes beside the galaxy.
  const [x, y] = candidateCells(b)[0];
  d.frame = {
    ...f,
    step: "rotate",
    reveal: { planet: f.tokens[0], x, y, facing: null },
    tokens: f.tokens.slice(1),
  };
}

function startWarps(d: LiteState): void {
  const f = d.frame as GalaxyFrame;
  if (maxWarps(d.board) === 0) d.frame = { ...f, step: "done", reveal: null, expanding: null };
  else d.frame = { ...f, step: "warp", reveal: null, expanding: null };
}

function joined(b: Draft, a: string, c: string): boolean {
  return b.routes.some(
    (r) => (r.a.planet === a && r.b.planet === c) || (r.a.planet === c && r.b.planet === a),
  );
}

/** The largest number of warps the free connections still allow (exhaustive; the galaxy is small). */
export function maxWarps(b: Draft): number {
  const free = new Map<string, number>();
  for (const s of freeSlots(b)) free.set(s.planet, (free.get(s.planet) ?? 0) + 1);
  const planets = [...free.keys()].sort();
  const banned = new Set<string>();
  for (const a of planets) for (const c of planets) if (a < c && joined(b, a, c)) banned.add(`${a}|${c}`);
  const memo = new Map<string, number>();
  const counts = planets.map((p) => free.get(p)!);
  const go = (i: number, cnt: number[], used: Set<string>): number => {
    while (i < planets.length && cnt[i] === 0) i++;
    if (i >= planets.length) return 0;
    const key = `${i}:${cnt.join(",")}:${[...used].sort().join(";")}`;
    const hit = memo.get(key);
    if (hit !== undefined) return hit;
    // Leave one of planet i's connections free...
    const left = cnt.slice();
    left[i]--;
    let best = go(i, left, used);
    // ...or pair it with a later planet it may still join.
    for (let j = i + 1; j < planets.length; j++) {
      const pair = `${planets[i]}|${planets[j]}`;
      if (cnt[j] === 0 || banned.has(pair) || used.has(pair)) continue;
      const next = cnt.slice();
      next[i]--;
      next[j]--;
      best = Math.max(best, 1 + go(i, next, new Set([...used, pair])));
    }
    memo.set(key, best);
    return best;
  };
  return go(0, counts, new Set());
}

export function legalGalaxy(s: LiteState, p: PlayerId): LiteAction[] {
  const f = s.frame as GalaxyFrame;
  if (p !== s.board.firstPlayer) return [];
  const b = s.board;
  if (f.step === "rotate" && f.reveal)
    return rotationsFor(b, f.reveal.planet, f.reveal.facing).map((rotation) => ({
      type: "rotate",
      rotation,
    }));
  if (f.step === "expand")
    return b.planetOrder
      .filter((id) => openSides(b, id).length > 0)
      .map((planet) => ({ type: "expand", planet }));
  if (f.step === "warp") {
    const now = maxWarps(b);
    const out: LiteAction[] = [];
    const withFree = [...new Set(freeSlots(b).map((x) => x.planet))].sort();
    for (const a of withFree)
      for (const c of withFree) {
        if (a >= c || joined(b, a, c)) continue;
        const trial: Draft = { ...b, routes: b.routes.slice(), planets: { ...b.planets } };
        pairPlanets(trial, a, c);
        if (maxWarps(trial) === now - 1) out.push({ type: "warp-pair", a, b: c });
      }
    return out;
  }
  return [];
}

/** A warp between two planets, on the first free connection of each. */
export function pairPlanets(b: Draft, a: string, c: string): void {
  const sa = freeSlots(b).find((x) => x.planet === a)!;
  const sc = freeSlots(b).find((x) => x.planet === c)!;
  placeZRoute(b, sa, sc);
}

/** Apply a galaxy decision; returns true once the galaxy is complete. */
export function applyGalaxy(d: LiteState, a: LiteAction): boolean {
  const f = d.frame as GalaxyFrame;
  if (a.type === "rotate" && f.reveal) {
    const placed = f.reveal.planet;
    placePlanet(d.board, placed, f.reveal.x, f.reveal.y, a.rotation);
    d.frame = {
      ...f,
      reveal: null,
      expanding: f.expanding ?? (d.board.planetOrder.length === 1 ? placed : null),
    };
    advanceGalaxy(d);
  } else if (a.type === "expand") {
    d.frame = { ...f, expanding: a.planet };
    advanceGalaxy(d);
  } else if (a.type === "warp-pair") {
    pairPlanets(d.board, a.a, a.b);
    startWarps(d);
  }
  return (d.frame as GalaxyFrame).step === "done";
}
