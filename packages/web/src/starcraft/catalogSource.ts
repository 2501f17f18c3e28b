/**
 * Where the StarCraft component data comes from in the browser: the ruleset's own catalog
 * (the very table the server's rules run on), plus combat card names and values from the
 * content pack, in a lazily loaded chunk (see catalog.ts).
 */
import { type BattleState, catalogFor, type Expansion, startOffers } from "@koprulu/starcraft";
import { loadContent } from "@koprulu/starcraft/content";
import { leadershipCatalog } from "./leadershipSource";
import type { ScCardInfo, ScCatalog, ScView } from "./viewTypes";

/**
 * The viewer's own start-of-battle offer number `ability`, from the battle in his view: where it
 * comes from ("event:<id>", "card:<id>") and its combat effect key; the table words both (null
 * for a spectator or an offer that is not there).
 */
function startAbilityOffer(view: ScView, ability: number): { source: string; effect: string } | null {
  const b = view.battle as (BattleState & { viewer?: unknown }) | null | undefined;
  if (!b) return null;
  const side = b.sides[0].player === b.viewer ? 0 : b.sides[1].player === b.viewer ? 1 : null;
  if (side === null) return null;
  const offer = startOffers(b, side)[ability];
  return offer ? { source: offer.source, effect: offer.effect } : null;
}

export function catalog(expansions: readonly string[] = []): ScCatalog | null {
  // The components of the game's own expansion set (a Brood War game sees the Brood War versions).
  const base = catalogFor(expansions as Expansion[]) as unknown as ScCatalog;
  const cards: Record<string, ScCardInfo> = {};
  const events = { ...(base.events ?? {}) };
  const units = { ...base.units };
  const techs = { ...(base.techs ?? {}) };
  const factions = { ...base.factions };
  const leadership: Pick<ScCatalog, "leadership" | "heroes" | "provisionalReasons"> = {};
  try {
    const content = loadContent({ expansions: expansions as Expansion[] });
    for (const e of Object.values(content.eventCards)) {
      const known = events[e.id];
      // The card's words come from the message catalogs (`eventText.ts`), in the reader's language.
      if (known) events[e.id] = { ...known, provisional: e.provisional };
    }
    for (const tc of Object.values(content.techCards)) {
      const known = techs[tc.id];
      if (known) techs[tc.id] = { ...known, text: tc.text, provisional: tc.provisional };
    }
    for (const u of Object.values(content.units)) {
      const known = units[u.id];
      if (known) units[u.id] = { ...known, keywords: [...u.keywords] };
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
    techs,
    factions,
    cards,
    events,
    startAbilityOffer,
  };
}
