/**
 * Eclipse's actions, prompts and log lines in the reader's language (built outside React, so the
 * translator is an argument). The view, when there is one, names sectors instead of coordinates
 * and the cube a `kill-cube` destroys.
 */
import type { Content } from "@koprulu/eclipse";
import type { Action, LogEntry } from "../api/types";
import type { MessageKey, Translate } from "../i18n";
import {
  buildableName,
  coordinates,
  discoveryName,
  hullName,
  partName,
  promptKey,
  resourceName,
  seatName,
  techName,
  whereName,
} from "./names";
import { eclipseStoryWords } from "./storyWords";
import { type EclipseView, isEclipseView } from "./viewTypes";

/** The trade rate of the rules (2:1, E-R8); the ruleset refuses other amounts. */
const TRADE_RATE = 2;

const s = (v: unknown) => String(v);

/**
 * An Eclipse action in words, or null for a type this table does not know. `pack` (the content,
 * once loaded) names the discovery tile being decided.
 */
export function describeEclipse(a: Action, rawView: unknown, t: Translate, pack?: Content): string | null {
  const view = isEclipseView(rawView) ? rawView : null;
  const where = (pos: unknown) => whereName(t, view, s(pos));
  switch (a.type) {
    case "explore":
      return t("ec.do.explore", { pos: coordinates(s(a.pos)) });
    case "explore-place":
      return t("ec.do.explore-place", { rotation: s(a.rotation) });
    case "explore-discard":
      return t("ec.do.explore-discard");
    case "explore-influence":
      return t(a.take ? "ec.do.explore-influence.take" : "ec.do.explore-influence.leave");
    case "discovery-use": {
      const tile = view?.step.kind === "discovery" ? view.step.tile : "?";
      return pack?.discovery[tile]
        ? t("ec.do.discovery-use.tile", { tile: discoveryName(t, pack.discovery[tile]) })
        : t("ec.do.discovery-use");
    }
    case "discovery-keep":
      return t("ec.do.discovery-keep");
    case "discovery-part":
      return t("ec.do.discovery-part", { hull: hullName(t, s(a.hull)), slot: Number(a.slot) + 1 });
    case "influence":
      return t("ec.do.influence");
    case "influence-from":
      return a.from === "track"
        ? t("ec.do.influence-from.track")
        : t("ec.do.influence-from", { where: where(a.from) });
    case "influence-to":
      return a.to === "track"
        ? t("ec.do.influence-to.track")
        : t("ec.do.influence-to", { where: where(a.to) });
    case "influence-flip":
      return t("ec.do.influence-flip");
    case "influence-done":
      return t("ec.do.influence-done");
    case "research":
      return t("ec.do.research", { tech: techName(t, s(a.tech)) });
    case "artifact-key":
      return t("ec.do.artifact-key", { resource: resourceName(t, s(a.resource)) });
    case "upgrade":
      return t("ec.do.upgrade");
    case "upgrade-slot":
      return t("ec.do.upgrade-slot", { hull: hullName(t, s(a.hull)), slot: Number(a.slot) + 1 });
    case "upgrade-part":
      return t("ec.do.upgrade-part", { part: partName(t, s(a.part)) });
    case "upgrade-remove":
      return t("ec.do.upgrade-remove");
    case "upgrade-done":
      return t("ec.do.upgrade-done");
    case "build-start":
      return t("ec.do.build-start");
    case "build":
      return t("ec.do.build", { what: buildableName(t, s(a.what)), where: where(a.pos) });
    case "build-done":
      return t("ec.do.build-done");
    case "move-start":
      return t("ec.do.move-start");
    case "move-ship":
      return t("ec.do.move-ship", { hull: hullName(t, s(a.hull)), where: where(a.from) });
    case "move-to":
      return t("ec.do.move-to", { where: where(a.to) });
    case "move-done":
      return t("ec.do.move-done");
    case "colonize":
      return t(a.square === "orbital" ? "ec.do.colonize.orbital" : "ec.do.colonize", {
        resource: resourceName(t, s(a.resource)),
        where: where(a.pos),
      });
    case "colonize-done":
      return t("ec.do.colonize-done");
    case "trade":
      return t("ec.do.trade", {
        rate: TRADE_RATE,
        from: resourceName(t, s(a.from)),
        to: resourceName(t, s(a.to)),
      });
    case "pass":
      return t("ec.do.pass");
    case "diplomacy-propose":
      return t("ec.do.diplomacy-propose", {
        seat: view ? seatName(t, view, Number(a.to)) : t("game.seat", { seat: Number(a.to) + 1 }),
        resource: resourceName(t, s(a.resource)),
      });
    case "diplomacy-accept":
      return t("ec.do.diplomacy-accept", { resource: resourceName(t, s(a.resource)) });
    case "diplomacy-decline":
      return t("ec.do.diplomacy-decline");
    case "battle-attack":
      return t("ec.do.battle-attack");
    case "battle-retreat":
      return t("ec.do.battle-retreat", { where: where(a.to) });
    case "battle-assign":
      return t("ec.do.battle-assign", { die: Number(a.die) + 1, target: s(a.target) });
    case "battle-surrender":
      return t("ec.do.battle-surrender");
    case "kill-cube": {
      const step = view?.step;
      const cube = step?.kind === "kill-cubes" ? view?.hexes[step.pos]?.cubes[Number(a.index)] : undefined;
      return cube
        ? t("ec.do.kill-cube", { resource: resourceName(t, cube.resource) })
        : t("ec.do.kill-cube.any", { index: Number(a.index) + 1 });
    }
    case "reputation-keep":
      return t("ec.do.reputation-keep", { value: s(a.value) });
    case "reputation-discard":
      return t("ec.do.reputation-discard");
    case "claim":
      return t("ec.do.claim", { where: where(a.pos) });
    case "claim-done":
      return t("ec.do.claim-done");
    case "bankrupt-trade":
      return t("ec.do.bankrupt-trade", { rate: TRADE_RATE, from: resourceName(t, s(a.from)) });
    case "bankrupt-abandon":
      return t("ec.do.bankrupt-abandon", { where: where(a.pos) });
    case "species":
      return t("ec.do.species", { species: s(a.species) });
    case "explore-done":
      return t("ec.do.explore-done");
    case "research-done":
      return t("ec.do.research-done");
    case "grey-cube":
      return t("ec.do.grey-cube", { resource: resourceName(t, s(a.to)) });
    default:
      return null;
  }
}

/** The heading of an action type's group in the action list: the action or step it belongs to. */
const GROUPS: [RegExp, MessageKey][] = [
  [/^explore/, "ec.group.explore"],
  [/^discovery/, "ec.group.discovery"],
  [/^influence/, "ec.group.influence"],
  [/^research/, "ec.group.research"],
  [/^species$/, "ec.group.species"],
  [/^grey-cube$/, "ec.group.grey-cube"],
  [/^artifact-key$/, "ec.group.artifact-key"],
  [/^upgrade/, "ec.group.upgrade"],
  [/^build/, "ec.group.build"],
  [/^move/, "ec.group.move"],
  [/^colonize/, "ec.group.colonize"],
  [/^trade$/, "ec.group.trade"],
  [/^pass$/, "ec.group.pass"],
  [/^diplomacy-/, "ec.group.diplomacy"],
  [/^battle-/, "ec.group.battle"],
  [/^kill-cube$/, "ec.group.kill-cube"],
  [/^reputation-/, "ec.group.reputation"],
  [/^claim/, "ec.group.claim"],
  [/^bankrupt-/, "ec.group.bankrupt"],
];

export function eclipseActionGroup(type: string, t: Translate): string | null {
  const key = GROUPS.find(([re]) => re.test(type))?.[1];
  return key ? t(key) : null;
}

/** The prompt of a pending decision in the reader's words (null: the server's text). */
export function eclipsePrompt(kind: string, t: Translate): string | null {
  const key = promptKey(kind);
  return key ? t(key) : null;
}

/**
 * A log line: "Red Terrans: Explore at 0,-1", followed by what followed the action (the entry's
 * story: a battle, a new round…) in the reader's words; a hidden choice says only that one was
 * made. Never the server's action code: an action this table has no words for is told generically.
 */
export function eclipseLogText(
  entry: LogEntry,
  rawView: unknown,
  t: Translate,
  pack?: Content,
): string | null {
  if (typeof entry !== "object" || entry.seat === undefined) return null;
  const view = isEclipseView(rawView) ? rawView : null;
  const seat = view ? seatName(t, view, entry.seat) : t("game.seat", { seat: entry.seat + 1 });
  if ((entry as { kind?: string }).kind === "undo") return t("ec.log.undo", { seat });
  const action = entry.action;
  // Words from the view's current step (a discovery tile, a cube) would not be this entry's.
  const text = action
    ? describeEclipse(action as Action, view ? { ...view, step: { kind: "turn" } } : null, t)
    : null;
  const line = !action
    ? t("ec.log.hidden", { seat })
    : text
      ? t("ec.log.action", { seat, action: text })
      : t("ec.log.unknown", { seat });
  const story = eclipseStoryWords(entry.story, view, t, pack);
  return story.length > 0 ? [/[.!?]$/.test(line) ? line : `${line}.`, ...story].join(" ") : line;
}

export type { EclipseView };
