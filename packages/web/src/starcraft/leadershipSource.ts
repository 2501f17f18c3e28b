/**
 * Brood War's Leadership cards, heroes and provisional readings as the table shows them, taken
 * from the content pack the game's catalog was built from (part of the lazily loaded catalog
 * chunk, see catalogSource.ts). The card effects are worded in the message catalogs
 * (`leadershipText.ts`): the content pack has no text for them.
 */
import type { Content } from "@koprulu/starcraft/content";
import type { ScCatalog, ScHeroInfo, ScLeadershipInfo } from "./viewTypes";

/** A card's kind as the table names it: Special Victory and Hero cards before their persistence. */
export function leadershipKind(c: Content["leadershipCards"][string]): ScLeadershipInfo["kind"] {
  if (c.specialVictory) return "special-victory";
  if (c.hero) return "hero";
  return c.persistence;
}

/** The unit groups a card lets its owner place (the rules' `leadership-place-units` effect). */
function unitChoices(c: Content["leadershipCards"][string]): Pick<ScLeadershipInfo, "unitChoices"> {
  const e = c.effects.find((x) => x.key === "leadership-place-units");
  const choices = e?.params?.choices;
  return Array.isArray(choices) ? { unitChoices: choices as { unit: string; count: number }[][] } : {};
}

export function leadershipCatalog(
  content: Content,
): Pick<ScCatalog, "leadership" | "heroes" | "provisionalReasons"> {
  const leadership: Record<string, ScLeadershipInfo> = {};
  for (const c of Object.values(content.leadershipCards))
    leadership[c.id] = {
      id: c.id,
      name: c.name,
      faction: c.faction,
      stage: c.stage,
      kind: leadershipKind(c),
      hero: c.hero,
      forces: c.startingForces
        ? {
            units: c.startingForces.units.map((u) => ({ unit: u.unit, count: u.count })),
            workers: c.startingForces.workers,
            transports: c.startingForces.transports,
            bases: c.startingForces.bases,
          }
        : null,
      ...unitChoices(c),
      provisional: c.provisional === true,
      ...(c.provisionalReason ? { provisionalReason: c.provisionalReason } : {}),
    };
  const heroes: Record<string, ScHeroInfo> = {};
  for (const h of Object.values(content.heroes))
    heroes[h.id] = {
      id: h.id,
      name: h.name,
      unit: h.unit,
      provisional: h.provisional === true,
      ...(h.provisionalReason ? { provisionalReason: h.provisionalReason } : {}),
    };
  // Every provisional record's reason, for the mark's tooltip wherever the record is shown.
  const provisionalReasons: Record<string, string> = {};
  for (const kind of ["units", "modules", "combatCards", "techCards", "eventCards", "planets"] as const)
    for (const r of Object.values(content[kind]) as {
      id: string;
      provisional?: boolean;
      provisionalReason?: string;
    }[])
      if (r.provisional && r.provisionalReason) provisionalReasons[r.id] ??= r.provisionalReason;
  return { leadership, heroes, provisionalReasons };
}
