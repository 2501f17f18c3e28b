/**
 * The log line of an action in plain English (describeAction) and its story as data (tellAction,
 * story.ts) for clients that tell it in their reader's language. A line names what the player
 * did with the things of the board (sectors by number and star, ships, technologies); what
 * followed it is the story. Nothing secret is written: a kept reputation tile's value stays out
 * of the line (the entry is hidden from the others anyway, E-P1).
 */
import type { PlayerId } from "@koprulu/engine";
import type { BattleState } from "../combat/types";
import { tradeRateOf } from "./species";
import { storyLines } from "./story";
import { hullName, partName, seatName, storyText, techName, whereName } from "./story-english";
import type { StoryLine } from "./story-lines";
import type { EclipseAction, EclipseState } from "./types";

const STRUCTURES: Record<string, string> = { orbital: "an Orbital", monolith: "a Monolith" };

/** The ship a die is put on: "Blue Terrans' Cruiser", or the Ancient ship. */
function targetName(s: EclipseState, target: number): string {
  if (s.step.kind !== "battle") return `ship #${target}`;
  const x = s.step.battle.ships.find((y) => y.id === target);
  if (!x) return `ship #${target}`;
  const hull = x.type.includes(":") ? x.type.slice(x.type.indexOf(":") + 1) : x.type;
  return x.party.startsWith("p")
    ? `${seatName(s, Number(x.party.slice(1)))}' ${hullName(hull)}`
    : hullName(hull);
}

/** What the player did, in English (the seat named by its colour). */
export function actionWords(s: EclipseState, seat: PlayerId, a: EclipseAction): string {
  const who = seatName(s, seat);
  const where = (pos: string) => whereName(s, pos);
  switch (a.type) {
    case "explore":
      return `${who} explore ${where(a.pos)}`;
    case "explore-place":
      return `${who} place the sector (rotation ${a.rotation})`;
    case "explore-discard":
      return `${who} discard the sector`;
    case "explore-influence":
      return a.take ? `${who} take control of the new sector` : `${who} leave the new sector uncontrolled`;
    case "discovery-use":
      return `${who} use the discovery tile`;
    case "discovery-keep":
      return `${who} keep the discovery tile face down for 2 VP`;
    case "discovery-part":
      return `${who} put the Ancient part on the ${hullName(a.hull)}, slot ${a.slot + 1}`;
    case "influence":
      return `${who} take the Influence action`;
    case "influence-from":
      return a.from === "track"
        ? `${who} take a disc from the influence track`
        : `${who} take the disc from ${where(a.from)}`;
    case "influence-to":
      return a.to === "track"
        ? `${who} return the disc to the influence track`
        : `${who} place a disc on ${where(a.to)}`;
    case "influence-flip":
      return `${who} flip a colony ship face up`;
    case "influence-done":
      return `${who} end the Influence action`;
    case "research":
      return `${who} research ${techName(a.tech)}`;
    case "artifact-key":
      return `${who} take ${a.resource} for the Artifact Key`;
    case "upgrade":
      return `${who} take the Upgrade action`;
    case "upgrade-slot":
      return `${who} choose the ${hullName(a.hull)}, slot ${a.slot + 1}`;
    case "upgrade-part":
      return `${who} place the ${partName(a.part)}`;
    case "upgrade-remove":
      return `${who} remove the part`;
    case "upgrade-done":
      return `${who} end the Upgrade action`;
    case "build-start":
      return `${who} take the Build action`;
    case "build":
      return `${who} build ${STRUCTURES[a.what] ?? `a ${hullName(a.what)}`} in ${where(a.pos)}`;
    case "build-done":
      return `${who} end the Build action`;
    case "move-start":
      return `${who} take the Move action`;
    case "move-ship":
      return `${who} move a ${hullName(a.hull)} from ${where(a.from)}`;
    case "move-to":
      return `${who} move it to ${where(a.to)}`;
    case "move-done":
      return `${who} end the Move action`;
    case "colonize":
      return `${who} use a colony ship: a ${a.resource} cube ${a.square === "orbital" ? "on the Orbital of" : "in"} ${where(a.pos)}`;
    case "colonize-done":
      return `${who} are done with colony ships`;
    case "trade":
      return `${who} trade ${tradeRateOf(s.players[seat]!)} ${a.from} for 1 ${a.to}`;
    case "pass":
      return `${who} pass`;
    case "diplomacy-propose":
      return `${who} propose diplomatic relations to ${seatName(s, a.to)} (their ambassador with a ${a.resource} cube)`;
    case "diplomacy-accept":
      return `${who} accept the relations (their ambassador with a ${a.resource} cube)`;
    case "diplomacy-decline":
      return `${who} decline the relations`;
    case "battle-attack":
      return `${who} attack`;
    case "battle-retreat":
      return `${who} retreat toward ${where(a.to)}`;
    case "battle-assign": {
      const die =
        s.step.kind === "battle" && s.step.battle.pending?.kind === "assign"
          ? s.step.battle.pending.dice[a.die]
          : undefined;
      return `${who} put die ${a.die + 1}${die ? ` (${die.value})` : ""} on ${targetName(s, a.target)}`;
    }
    case "battle-surrender":
      return `${who} give up their ships`;
    case "kill-cube": {
      const step = s.step;
      const cube = step.kind === "kill-cubes" ? s.hexes[step.pos]?.cubes[a.index] : undefined;
      return cube ? `${who} destroy a ${cube.resource} cube` : `${who} destroy a population cube`;
    }
    case "reputation-keep":
      return `${who} keep a reputation tile`;
    case "reputation-discard":
      return `${who} discard the reputation tiles drawn`;
    case "claim":
      return `${who} claim ${where(a.pos)}`;
    case "claim-done":
      return `${who} are done claiming`;
    case "bankrupt-trade":
      return `${who} trade ${tradeRateOf(s.players[seat]!)} ${a.from} for 1 money`;
    case "bankrupt-abandon":
      return `${who} abandon ${where(a.pos)}`;
    case "species":
      return `${who} choose the ${a.species === "terran" ? "Terrans" : a.species}`;
    case "explore-done":
      return `${who} end the Explore action`;
    case "research-done":
      return `${who} end the Research action`;
    case "grey-cube":
      return `${who} return a cube from a grey square to the ${a.to} track`;
    default: {
      const type = (a as { type?: unknown }).type;
      return `${who} play ${String(type)}`;
    }
  }
}

/** The log line (the action and what followed it) and the story as data. */
export function tellAction(
  s: EclipseState,
  seat: PlayerId,
  a: EclipseAction,
  after: EclipseState,
  unseen: readonly BattleState[] = [],
): { text: string; story: StoryLine[] } {
  const own = actionWords(s, seat, a);
  const lines = storyLines(s, seat, a, after, unseen);
  const told = lines.map((l) => storyText(after, l));
  const sentence = (x: string) => `${x.charAt(0).toUpperCase()}${x.slice(1)}${/[.!?]$/.test(x) ? "" : "."}`;
  const text = [own, ...told].map(sentence).join(" ");
  return { text, story: lines };
}
