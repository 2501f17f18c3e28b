/**
 * Where the StarCraft component data comes from in the browser: the ruleset's own catalog
 * (the very table the server's rules run on), plus combat card names and values from the
 * content pack, in a lazily loaded chunk (see catalog.ts).
 */
import {
  type BattleView,
  catalogFor,
  describeEventPick,
  describeOwnStartAbility,
  type Expansion,
  type StarcraftState,
} from "@koprulu/starcraft";
import { loadContent } from "@koprulu/starcraft/content";
import { leadershipCatalog } from "./leadershipSource";
import type { ScCardInfo, ScCatalog, ScView } from "./viewTypes";

/** The ruleset's words for an event pick read only public board facts, which a view has. */
/** The viewer's own start-of-battle offers, from the battle in his view. */
const startAbilityWords = (view: ScView, ability: number): string | null =>
  view.battle ? describeOwnStartAbility(view.battle as BattleView, ability) : null;

const eventPickWords = (view: ScView, pick: string): string =>
  describeEventPick(
    view as unknown as Pick<StarcraftState, "frame" | "units" | "routes" | "players" | "options">,
    pick,
  );

export function catalog(expansions: readonly string[] = []): ScCatalog | null {
  // The components of the game's own expansion set (a Brood War game sees the Brood War versions).
  const base = catalogFor(expansions as Expansion[]) as unknown as ScCatalog;
  const cards: Record<string, ScCardInfo> = {};
  const events = { ...(base.events ?? {}) };
  const units = { ...base.units };
  const factions = { ...base.factions };
  const leadership: Pick<ScCatalog, "leadership" | "heroes" | "provisionalReasons"> = {};
  try {
    const content = loadContent({ expansions: expansions as Expansion[] });
    for (const e of Object.values(content.eventCards)) {
      const known = events[e.id];
      if (known) events[e.id] = { ...known, text: e.text, provisional: e.provisional };
    }
    for (const u of Object.values(content.units)) {
      const known = units[u.id];
      if (known) units[u.id] = { ...known, keywords: [...u.keywords] };
    }
    for (const f of Object.values(content.factions)) {
      const known = factions[f.id];
      if (known) factions[f.id] = { ...known, text: f.text };
    }
    for (const c of Object.values(content.combatCards)) {
      cards[c.id] = {
        name: c.name,
        kind: c.kind,
        units: [...c.units],
        major: c.major ? { ...c.major } : null,
        minor: c.minor ? { ...c.minor } : null,
        text: c.text,
        provisional: c.provisional,
      };
    }
    Object.assign(leadership, leadershipCatalog(content));
  } catch {
    // Without the content pack, cards show by id; the board still works.
  }
  return {
    ...base,
    ...leadership,
    units,
    factions,
    cards,
    events,
    describeEventPick: eventPickWords,
    describeStartAbility: startAbilityWords,
  };
}
