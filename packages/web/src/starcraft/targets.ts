/**
 * Where on the board each legal action is taken. An action maps to a path of board keys:
 * most to one key (click the area to place a base), some to two (click a unit, then the area
 * it moves to; click a route slot, then the other end of the Z-axis route). The board walks
 * the paths: the next keys of every action matching the current selection are highlighted
 * and clickable, nothing else is. Actions with no place on the board (end build, execute or
 * draw an event, …) appear in the decision bar and the generic list.
 */
import type { Action } from "../api/types";

export type Key = string;

export const key = {
  cell: (x: number, y: number) => `cell:${x},${y}`,
  area: (id: string) => `area:${id}`,
  unit: (id: number) => `unit:${id}`,
  route: (id: number) => `route:${id}`,
  /** A base piece on the map (by its area): the piece itself, apart from the area around it. */
  base: (area: string) => `base:${area}`,
  slot: (planet: string, side: number) => `slot:${planet}:${side}`,
  planet: (id: string) => `planet:${id}`,
  stack: (id: string) => `stack:${id}`,
  resource: (source: string) => `resource:${source}`,
  card: (id: string) => `card:${id}`,
  /** Battle board: a unit in the battle, a skirmish, a combat card in the hand. */
  bunit: (id: number) => `bunit:${id}`,
  skirmish: (k: number) => `skirmish:${k}`,
  bcard: (id: string) => `bcard:${id}`,
};

function str(v: unknown): string | null {
  return typeof v === "string" ? v : null;
}
function num(v: unknown): number | null {
  return typeof v === "number" ? v : null;
}

/** The board path of an action, or null when it has no place on the board. */
export function pathOf(a: Action): Key[] | null {
  switch (a.type) {
    case "place-planet": {
      const x = num(a.x);
      const y = num(a.y);
      return x === null || y === null ? null : [key.cell(x, y)];
    }
    case "place-base":
    case "build-base":
    case "place-start-unit":
    case "build-unit":
    // Brood War: the Defend order goes face up in one friendly area.
    case "place-defend":
    // Brood War Leadership: a hero's figure, a special conquest-point token, an installation
    case "place-hero":
    case "place-cp-token":
    case "place-installation": {
      const area = str(a.area);
      return area ? [key.area(area)] : null;
    }
    // his own base taken back (to found one on the active planet): the base piece is the target,
    // not its area, since the piece is what leaves the map
    case "remove-base": {
      const area = str(a.area);
      return area ? [key.base(area)] : null;
    }
    // Ultimate Sacrifice: his unit, then the area whose units die with it
    case "ultimate-sacrifice":
    case "move-unit": {
      const unit = num(a.unit);
      const area = str(a.area);
      return unit === null || !area ? null : [key.unit(unit), key.area(area)];
    }
    case "place-z-route": {
      const ea = a.a as { planet?: string; side?: number } | undefined;
      const eb = a.b as { planet?: string; side?: number } | undefined;
      if (!ea?.planet || ea.side === undefined || !eb?.planet || eb.side === undefined) return null;
      return [key.slot(ea.planet, ea.side), key.slot(eb.planet, eb.side)];
    }
    case "place-start-transport":
    case "build-transport":
    // his own transport taken back from its route (to be laid again in this Build)
    case "remove-transport":
    // Return to Aiur: one of his transports onto a route
    case "place-transport": {
      const r = num(a.route);
      return r === null ? null : [key.route(r)];
    }
    // (a Leadership card's `leadership-planet` stays in the bar: Emperor Arcturus I names planets
    // not yet on the map)
    case "place-order": {
      const p = str(a.planet);
      return p ? [key.planet(p)] : null;
    }
    // Khala Devotee: the stack whose bottom order goes to its top
    case "reorder-stack":
    case "reveal-order": {
      const p = str(a.planet);
      return p ? [key.stack(p)] : null;
    }
    case "pay": {
      const s = str(a.source);
      return s ? [key.resource(s)] : null;
    }
    case "play-event":
    case "discard-card": {
      const c = str(a.card);
      return c ? [key.card(c)] : null;
    }
    // battles: pair two front-line units, assign a support to a skirmish, place a card on a
    // skirmish, resolve a skirmish, choose casualties; withdraw and retreat go to a map area
    case "battle-pair": {
      const at = num(a.attacker);
      const df = num(a.defender);
      return at === null || df === null ? null : [key.bunit(at), key.bunit(df)];
    }
    case "battle-support": {
      const u = num(a.unit);
      const k = num(a.skirmish);
      return u === null || k === null ? null : [key.bunit(u), key.skirmish(k)];
    }
    case "battle-place": {
      const c = str(a.card);
      const k = num(a.skirmish);
      return c === null || k === null ? null : [key.bcard(c), key.skirmish(k)];
    }
    case "battle-resolve": {
      const k = num(a.skirmish);
      return k === null ? null : [key.skirmish(k)];
    }
    case "battle-assist-front":
    case "battle-lose":
    case "battle-retreat-select":
    case "battle-retreat-lose": {
      const u = num(a.unit);
      return u === null ? null : [key.bunit(u)];
    }
    case "battle-withdraw":
    case "battle-retreat": {
      const area = str(a.area);
      return area ? [key.area(area)] : null;
    }
    case "event-pick": {
      const p = str(a.pick);
      return p ? eventPickPath(p) : null;
    }
    default:
      return null;
  }
}

/**
 * Choices inside an event's decision whose code names a place on the board (the ruleset's
 * picks: "12>char#0" a move, "unit:7", "base:char#0", "terran-marine@char#0", "force:char#1",
 * an area id, a permanent source or token). Planets, routes, cards and seats stay in the bar.
 */
function eventPickPath(pick: string): Key[] | null {
  const move = /^(\d+)>(.+#\d+)$/.exec(pick);
  if (move) return [key.unit(Number(move[1])), key.area(move[2])];
  const unit = /^unit:(\d+)$/.exec(pick);
  if (unit) return [key.unit(Number(unit[1]))];
  const at = /^(?:base:|force:|[a-z0-9-]+@)?([a-z0-9-]+#\d+)$/.exec(pick);
  if (at) return [key.area(at[1])];
  if (/^(permanent|token)-(minerals|gas)$/.test(pick)) return [key.resource(pick)];
  return null;
}

export interface TargetIndex {
  /** Keys clickable now (the next step of some matching action). */
  next: Set<Key>;
  /** Keys already chosen (highlighted as selected). */
  selected: Key[];
}

function startsWith(path: Key[], prefix: Key[]): boolean {
  return prefix.every((k, i) => path[i] === k);
}

export function targetIndex(actions: Action[], selection: Key[]): TargetIndex {
  const next = new Set<Key>();
  for (const a of actions) {
    const p = pathOf(a);
    if (p && p.length > selection.length && startsWith(p, selection)) next.add(p[selection.length]);
  }
  return { next, selected: selection };
}

export type ClickResult =
  | { kind: "submit"; action: Action }
  | { kind: "choose"; actions: Action[] }
  | { kind: "select"; selection: Key[] }
  | { kind: "none" };

/** What clicking `k` does given the current selection. */
export function clickKey(actions: Action[], selection: Key[], k: Key): ClickResult {
  const prefix = [...selection, k];
  const matching = actions.filter((a) => {
    const p = pathOf(a);
    return p !== null && p.length >= prefix.length && startsWith(p, prefix);
  });
  if (matching.length === 0) {
    // Clicking a first-step key while something else is selected restarts the selection.
    if (selection.length > 0) return clickKey(actions, [], k);
    return { kind: "none" };
  }
  const complete = matching.filter((a) => pathOf(a)!.length === prefix.length);
  if (complete.length === matching.length) {
    return complete.length === 1
      ? { kind: "submit", action: complete[0] }
      : { kind: "choose", actions: complete };
  }
  return { kind: "select", selection: prefix };
}

/** Actions that have no place on the board: shown as buttons in the decision bar. */
export function offBoard(actions: Action[]): Action[] {
  return actions.filter((a) => pathOf(a) === null);
}
