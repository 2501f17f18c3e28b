/**
 * Where on the galaxy each Lite action is taken (the keys of StarCraft's Galaxy component:
 * `area:`, `unit:`, `route:`). Moves are two clicks (unit, then area); the rest one. Actions with
 * no place on the board go to the decision bar.
 */
import type { Action } from "../api/types";
import { type Key, key } from "../starcraft/targets";

function targetKey(target: unknown): Key | null {
  if (typeof target !== "string") return null;
  if (target.startsWith("unit:")) return key.unit(Number(target.slice(5)));
  if (target.startsWith("route:")) return key.route(Number(target.slice(6)));
  if (target.includes("#") && !target.includes(":") && !target.includes(">")) return key.area(target);
  return null;
}

export function litePath(a: Action): Key[] | null {
  switch (a.type) {
    case "home":
    case "place-unit":
    case "warp":
    case "base":
    case "harvest":
    case "build-unit":
    case "fuse-archon":
      return [key.area(String(a.area))];
    case "move":
      return [key.unit(Number(a.unit)), key.area(String(a.area))];
    case "send":
    case "morph-guardian":
    case "storm-loss":
    case "trim":
    case "make-room":
      return [key.unit(Number(a.unit))];
    case "build-transport":
    case "place-transport":
      return [key.route(Number(a.route))];
    case "place-worker":
      // A held resource card is clicked on the map; the permanent resources go to the decision bar.
      return String(a.source).includes("#") ? [key.resource(String(a.source))] : null;
    case "play-event": {
      const k = targetKey(a.target);
      return k ? [k] : null;
    }
    default:
      return null;
  }
}

function startsWith(p: Key[], prefix: Key[]): boolean {
  return prefix.every((k, i) => p[i] === k);
}

export function liteNext(actions: Action[], selection: Key[]): Set<Key> {
  const next = new Set<Key>();
  for (const a of actions) {
    const p = litePath(a);
    if (p && p.length > selection.length && startsWith(p, selection)) next.add(p[selection.length]);
  }
  return next;
}

export type LiteClick =
  | { kind: "submit"; action: Action }
  | { kind: "choose"; actions: Action[] }
  | { kind: "select"; selection: Key[] }
  | { kind: "none" };

export function liteClick(actions: Action[], selection: Key[], k: Key): LiteClick {
  const prefix = [...selection, k];
  const matching = actions.filter((a) => {
    const p = litePath(a);
    return p !== null && startsWith(p, prefix);
  });
  if (matching.length === 0) return selection.length > 0 ? liteClick(actions, [], k) : { kind: "none" };
  const complete = matching.filter((a) => litePath(a)!.length === prefix.length);
  if (complete.length === matching.length)
    return complete.length === 1
      ? { kind: "submit", action: complete[0] }
      : { kind: "choose", actions: complete };
  return { kind: "select", selection: prefix };
}

export function liteOffBoard(actions: Action[]): Action[] {
  return actions.filter((a) => litePath(a) === null);
}
