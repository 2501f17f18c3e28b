/** Plain words for Lite actions (unit and module names from the Lite content pack). */
import { loadLiteContent } from "@koprulu/starcraft-lite/content";
import type { Action } from "../api/types";

function unitName(id: unknown): string {
  return loadLiteContent().units[String(id)]?.name ?? String(id);
}

function moduleName(id: unknown): string {
  return loadLiteContent().modules[String(id)]?.name ?? String(id);
}

function eventName(card: unknown): string {
  const c = String(card);
  const id = c.includes("#") ? c.slice(0, c.indexOf("#")) : c;
  return id.replace(/-/g, " ").replace(/^./, (x) => x.toUpperCase());
}

export function describeLiteAction(a: Action): string | null {
  switch (a.type) {
    case "rotate":
      return `Turn the revealed planet ${Number(a.rotation) * 90}°`;
    case "expand":
      return `Fill the free connections of ${a.planet}`;
    case "warp-pair":
      return `Warp point between ${a.a} and ${a.b}`;
    case "home":
      return `Home base in ${a.area}`;
    case "place-unit":
      return `Place the next starting unit in ${a.area}`;
    case "place-transport":
      return `Place the starting transport on route ${a.route}`;
    case "move":
      return `Move unit ${a.unit} to ${a.area}`;
    case "warp":
      return `Inter-planetary movement into ${a.area}`;
    case "send":
      return `Send unit ${a.unit}`;
    case "end-mobilize":
      return "End the Mobilize phase (battles follow)";
    case "research":
      return a.unit === null ? "No upgrade this turn" : `Upgrade ${unitName(a.unit)} (1 mineral + 1 gas)`;
    case "build-unit":
      return `Build ${unitName(a.unit)} in ${a.area}`;
    case "build-worker":
      return "Build a worker";
    case "build-transport":
      return `Build a transport on route ${a.route}`;
    case "fuse-archon":
      return `Fuse two High Templar into an Archon in ${a.area}`;
    case "morph-guardian":
      return `Morph Mutalisk ${a.unit} into a Guardian`;
    case "unlock":
      return `Unlock ${unitName(a.unit)}`;
    case "module":
      return `Build the ${moduleName(a.module)}`;
    case "base":
      return `Build a base in ${a.area} (2 minerals)`;
    case "force-mine":
      return `Force-mine ${a.area} (doubled this turn, depletes)`;
    case "make-room":
      return `Remove your unit ${a.unit} to make room for a new one`;
    case "place-worker":
      return a.source === "permanent-minerals"
        ? "Worker on your permanent minerals"
        : a.source === "permanent-gas"
          ? "Worker on your permanent gas"
          : `Worker on the resource card of ${a.source}`;
    case "end-build":
      return "End the Build phase";
    case "harvest":
      return `Harvest a hot-spot token in ${a.area} (1 worker → 1 CP)`;
    case "end-harvest":
      return "Stop harvesting";
    case "play-event":
      return `Play ${eventName(a.card)}, Stage ${a.text} text${a.target === null ? "" : ` on ${a.target}`}`;
    case "storm-loss":
      return `Energy Storm: lose unit ${a.unit}`;
    case "trim":
      return `Over the limit after the battle: destroy unit ${a.unit}`;
    case "pass":
      return "Pass (discard the rest)";
    default:
      if (a.type.startsWith("lite-"))
        return `${a.type.slice(5)}: ${a.choice === null ? "pass" : String(a.choice)}`;
      return null;
  }
}
