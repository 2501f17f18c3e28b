/**
 * HeuristicBot for StarCraft Lite, read from the seat's VIEW only:
 * - Home: the planet and area with the most conquest points and resources.
 * - Mobilize: one inter-planetary movement toward the most valuable area it does not hold
 *   (conquest points, resources, hot spots), attacking only with at least 1.3 times the
 *   defenders' worth; sends every unit that may go; planetary moves only into empty valuable areas.
 * - Technology: upgrades the type it has most units of (when it has two or more).
 * - Build: units while it can still afford a base where one may go; then the unlock and module
 *   that grow its army (build limit first), then bases; workers while cards would idle.
 * - Workers: on the permanent resources first, then on cards that stay in play; a card that
 *   leaves the game at the end of the turn (force-mined twice) only when nothing else has room,
 *   as its workers become unavailable with it.
 * - Harvest: always. Events: plays the card that helps most (targets enemies with the harmful ones).
 * - Battles: the battle package's botPolicy; an attacker leaves a battle where nothing happens
 *   (battle-choice.ts).
 */
import type { ActionBase, PlayerId, Rng } from "@koprulu/engine";
import { cat } from "@koprulu/starcraft/board";
import type { LiteBattleState } from "@koprulu/starcraft-lite";
import type { LiteAction, LiteState, LiteView } from "@koprulu/starcraft-lite/ruleset";
import { leaveToBest } from "../top-by-prior";
import type { Bot, BotInput } from "../types";
import { battleChoice } from "./battle-choice";
import { unitWorth } from "./evaluate";

function planetOf(area: string): string {
  return area.slice(0, area.indexOf("#"));
}

function areaValue(v: LiteView, area: string): number {
  const a = cat(v.board).areas[area];
  return 4 * a.cp + 1.5 * a.amount + 3 * (v.hotSpots[area] ?? 0) + 0.5;
}

function strength(v: LiteView, area: string, p: PlayerId | "enemy", me: PlayerId): number {
  let s = 0;
  for (const u of v.board.units)
    if (u.area === area && (p === "enemy" ? u.owner !== me : u.owner === p)) s += unitWorth(u.type);
  return s;
}

function reachableStrength(v: LiteView, me: PlayerId, target: string): number {
  const planet = planetOf(target);
  let s = 0;
  for (const u of v.board.units) {
    if (u.owner !== me) continue;
    const from = planetOf(u.area);
    if (from === planet) continue;
    const joined = v.board.transports.some((t) => {
      if (t.owner !== me) return false;
      const r = v.board.routes[t.route];
      return (r.a.planet === from && r.b.planet === planet) || (r.b.planet === from && r.a.planet === planet);
    });
    if (joined) s += unitWorth(u.type);
  }
  return s;
}

function held(v: LiteView, me: PlayerId, area: string): boolean {
  return (
    v.board.units.some((u) => u.area === area && u.owner === me) ||
    v.board.bases.some((b) => b.area === area && b.owner === me)
  );
}

function ownUnits(v: LiteView, me: PlayerId, area: string): number {
  return v.board.units.filter((u) => u.owner === me && u.area === area).length;
}

function score(v: LiteView, me: PlayerId, a: LiteAction, warpTarget: string | null): number {
  const s = v as unknown as LiteState;
  switch (a.type) {
    case "home":
      return (
        areaValue(v, a.area) +
        cat(v.board).planets[planetOf(a.area)].areas.reduce((n, x) => n + x.amount + 2 * x.cp, 0)
      );
    case "place-unit":
      return areaValue(v, a.area);
    case "warp": {
      if (held(v, me, a.area)) return -1;
      const enemy = strength(v, a.area, "enemy", me);
      const mine = reachableStrength(v, me, a.area);
      if (enemy > 0 && mine < 1.3 * enemy) return -1;
      return (
        areaValue(v, a.area) +
        (enemy > 0 ? 2 : 0) +
        (v.board.bases.some((b) => b.area === a.area && b.owner !== me) ? 6 : 0)
      );
    }
    case "send": {
      const u = v.board.units.find((x) => x.id === a.unit)!;
      // Keep one unit in a valuable area it holds alone.
      const alone = v.board.units.filter((x) => x.owner === me && x.area === u.area).length === 1;
      if (alone && areaValue(v, u.area) > 2 && v.board.bases.some((b) => b.area === u.area && b.owner === me))
        return -1;
      return 1 + unitWorth(u.type) + (warpTarget ? 0 : 0);
    }
    case "move": {
      const u = v.board.units.find((x) => x.id === a.unit)!;
      if (held(v, me, a.area) || strength(v, a.area, "enemy", me) > 0) return -1;
      const left = v.board.units.filter((x) => x.owner === me && x.area === u.area).length;
      if (left === 1) return -1;
      return areaValue(v, a.area) - areaValue(v, u.area) > 1 ? areaValue(v, a.area) - 1 : -1;
    }
    case "research": {
      if (a.unit === null) return 0;
      const n = v.board.units.filter((u) => u.owner === me && u.type === a.unit).length;
      return n >= 2 ? n : -1;
    }
    case "base":
      return 30 + areaValue(v, a.area);
    case "build-unit":
    case "fuse-archon":
    case "morph-guardian": {
      const type =
        a.type === "build-unit" ? a.unit : a.type === "fuse-archon" ? "protoss-archon" : "zerg-guardian";
      const value = unitWorth(type);
      const area = a.type === "build-unit" ? a.area : null;
      // L-B2 lets a unit go into a full area (the limit is checked when step 1 ends), but one
      // built there would only have to be removed again: the bot builds where there is room.
      if (area && ownUnits(v, me, area) >= cat(v.board).areas[area].limit) return -1;
      const frontier = area ? areaValue(v, area) : 0;
      return 20 + value + 0.1 * frontier;
    }
    case "unlock":
      return 12 + unitWorth(a.unit);
    case "module": {
      const m = a.module;
      if (/supply-depot|pylon|lair|hive/.test(m)) return 14;
      if (/engineering-bay|evolution-chamber|forge|science-facility/.test(m)) return 11;
      return 8;
    }
    case "build-worker":
      return s.board.players[me].workerPool < 5 ? 9 : 2;
    case "build-transport":
      return v.board.transports.filter((t) => t.owner === me).length < 3 ? 7 : -1;
    case "force-mine":
      return -1;
    case "place-worker":
      return workerPlace(v, a.source);
    case "make-room":
      // Never worth a unit: below ending the phase (score 0).
      return -2;
    case "harvest":
      return 50;
    case "trim":
    case "storm-loss": {
      // Energy Storm: give up the least valuable unit.
      const u = v.board.units.find((x) => x.id === a.unit);
      return u ? -unitWorth(u.type) : 0;
    }
    case "play-event":
      return eventScore(v, me, a);
    default:
      return 0;
  }
}

/** Where a worker is best placed: it comes back in regrouping unless its card leaves the game. */
function workerPlace(v: LiteView, source: string): number {
  if (source.startsWith("permanent-")) return 3;
  if (v.exhausting.includes(source)) return 0;
  // A card already force-mined (doubled) is used first: its extra room is lost at the end of the turn.
  return v.forced.includes(source) ? 2.5 : 2;
}

function eventScore(v: LiteView, me: PlayerId, a: Extract<LiteAction, { type: "play-event" }>): number {
  const ev = a.card.slice(0, a.card.indexOf("#"));
  const t = a.target ?? "";
  const enemyUnit = (id: number) => v.board.units.find((u) => u.id === id)?.owner !== me;
  switch (ev) {
    case "create-wonder":
      return 20;
    case "volcanic-eruption":
      return enemyUnit(Number(t.slice(5))) ? 8 : -5;
    case "energy-storm": {
      const planet = t.slice(7);
      const mine = v.board.units.filter((u) => planetOf(u.area) === planet && u.owner === me).length;
      const theirs = v.board.units.filter((u) => planetOf(u.area) === planet && u.owner !== me).length;
      return theirs > mine ? 6 : -5;
    }
    case "stellar-maelstrom": {
      const route = Number(t.slice(6));
      return v.board.transports.some((x) => x.route === route && x.owner === me) && a.text === 1 ? -5 : 5;
    }
    case "material-shortage": {
      const r = v.board.resources[t];
      return r && r.owner !== null && r.owner !== me ? 4 : -2;
    }
    case "rich-vein": {
      const r = v.board.resources[t];
      return r && r.owner === me ? 5 : 1;
    }
    case "reinforcement":
    case "air-support":
    case "prototype-unit":
      return 10 + 0.2 * areaValue(v, t);
    default:
      return 6 + a.text;
  }
}

export const liteHeuristic: Bot = {
  name: "heuristic",
  choose<A extends ActionBase>(input: BotInput<unknown, A>): A {
    const { legalActions, rng } = input;
    if (legalActions.length === 1) return legalActions[0];
    const v = input.view as LiteView;
    if (legalActions[0].type.startsWith("lite-") && v.battle) {
      const { viewerSide: _s, ...b } = v.battle;
      const battle = b as unknown as LiteBattleState;
      const a = battleChoice(battle);
      const found = a && legalActions.find((x) => JSON.stringify(x) === JSON.stringify(a));
      if (found) return found;
    }
    const warp = v.frame.kind === "mobilize" ? (v.frame.warp?.target ?? null) : null;
    return pickBest(legalActions, (x) => score(v, input.seat, x as unknown as LiteAction, warp), rng);
  },
};

function pickBest<A>(actions: A[], f: (a: A) => number, rng: Rng): A {
  let best: A[] = [];
  let top = Number.NEGATIVE_INFINITY;
  for (const a of actions) {
    const s = f(a);
    if (s > top) {
      top = s;
      best = [a];
    } else if (s === top) best.push(a);
  }
  return best[rng.index(best.length)];
}

/** For ISMCTS rollouts: the heuristic's choice, from the full state's own view. */
export function liteRolloutAction(
  state: unknown,
  player: PlayerId,
  legal: ActionBase[],
  rng: Rng,
): ActionBase {
  const s = state as LiteState;
  const v = { ...s, viewer: player } as unknown as LiteView;
  if (legal[0].type.startsWith("lite-") && s.battle) {
    const a = battleChoice(s.battle);
    const found = a && legal.find((x) => JSON.stringify(x) === JSON.stringify(a));
    if (found) return found;
  }
  const warp = s.frame.kind === "mobilize" ? (s.frame.warp?.target ?? null) : null;
  return pickBest(legal, (x) => score(v, player, x as unknown as LiteAction, warp), rng);
}

/** Action priors for ISMCTS pruning (the heuristic's scores). */
export function litePrior(state: unknown, player: PlayerId, legal: ActionBase[]): number[] {
  const s = state as LiteState;
  // A battle decision: the battle policy's choice first. (Rated all alike, the pruning kept the
  // first three battle actions in the rules' order, which need not include the policy's.)
  if (legal[0].type.startsWith("lite-") && s.battle) {
    const a = battleChoice(s.battle);
    const key = a ? JSON.stringify(a) : null;
    return legal.map((x) =>
      declinesKill(x, legal) ? Number.NEGATIVE_INFINITY : key !== null && JSON.stringify(x) === key ? 1 : 0,
    );
  }
  const v = { ...s, viewer: player } as unknown as LiteView;
  const warp = s.frame.kind === "mobilize" ? (s.frame.warp?.target ?? null) : null;
  const scores = legal.map((x) =>
    x.type.startsWith("lite-") ? 0 : score(v, player, x as unknown as LiteAction, warp),
  );
  return groupPayment(legal, scores);
}

/**
 * A hit that can destroy an enemy is not declined. Declining only postpones the battle: a search
 * attacking a lone Zealot and Arbiter it could not otherwise hurt kept its Dragoons' hits unused,
 * because the kill would leave a deadlock (which forces the attacker out, L-C11 ruling) and
 * waiting looked no worse; the battle then ran to its 200-round limit, which forces the same
 * retreat (Lite games of two hours at the hard level, session 40).
 */
function declinesKill(x: ActionBase, legal: ActionBase[]): boolean {
  return (
    x.type === "lite-target" && (x as ActionBase & { choice: unknown }).choice === null && legal.length > 1
  );
}

/**
 * Move grouping for payments (L-E1): where one worker of a payment goes barely changes the
 * evaluation at the search's depth, so the searched sources drew nearly equal visits and the
 * choice among them was noise (seen in games: a worker on a card that would have served another
 * purchase, instead of the permanent resource). The search keeps only the heuristic's placement
 * (the first best-rated source; the others rated −Infinity, which `topByPrior` drops); the
 * purchase itself is what it searches.
 */
export function groupPayment(legal: ActionBase[], scores: number[]): number[] {
  return leaveToBest(legal, scores, (a) => a.type === "place-worker");
}
