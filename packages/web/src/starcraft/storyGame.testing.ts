/**
 * Test helper: a short aggressive 2-player StarCraft game played by the rules package, its log
 * entries as the server sends them (text from tellAction, the story as data, the action) and
 * the view and catalog a client reads them with.
 */
import { type StarcraftState, starcraft } from "@koprulu/starcraft";
import type { LogEntry } from "../api/types";
import { catalog } from "./catalogSource";
import type { ScCatalog, ScView } from "./viewTypes";

export interface StoryGame {
  entries: Exclude<LogEntry, string>[];
  view: ScView;
  catalog: ScCatalog;
}

export function playStoryGame(seed = "story-1", choices = 12345, maxActions = 5000): StoryGame {
  let s: StarcraftState = starcraft.setup(starcraft.defaultOptions(2), seed);
  let x = choices;
  const rnd = () => {
    x = (x * 1103515245 + 12345) % 2147483648;
    return x / 2147483648;
  };
  const entries: Exclude<LogEntry, string>[] = [];
  for (let n = 0; n < maxActions && !starcraft.outcome(s); n++) {
    const p = starcraft.pending(s)[0].player;
    const legal = starcraft.legalActions(s, p);
    const enemy = new Set(s.units.filter((u) => u.owner !== p).map((u) => u.area));
    const prefs = [
      legal.filter((a) => a.type === "move-unit" && enemy.has(a.area)),
      legal.filter((a) => a.type === "place-order" && a.order === "mobilize"),
      legal.filter((a) => a.type === "execute-order"),
      legal.filter((a) => a.type !== "draw-event-instead" && a.type !== "end-mobilize"),
      legal,
    ];
    const options = prefs.find((l) => l.length > 0)!;
    const a = options[Math.floor(rnd() * options.length)];
    const next = starcraft.apply(s, p, a);
    const told = starcraft.tellAction!(s, p, a, next);
    entries.push({
      seat: p,
      kind: "action",
      text: `Seat ${p + 1}: ${told.text}`,
      action: a as never,
      ...(told.story?.length ? { story: told.story as never } : {}),
    });
    s = next;
  }
  return { entries, view: starcraft.view(s, 0) as unknown as ScView, catalog: catalog()! };
}
