/**
 * Hero cards (BW-H1..H3): the card stays in the play area; its owner takes a figure of the hero's
 * type from his unbuilt figures, or, when all are on the board, destroys one of his own of that
 * type to use it, and places it with the hero token in any friendly area where it may stand
 * (within the unit limit, matching ground/flying). No legal area: no hero.
 * *Torrasque* comes back at one of his bases at the end of each Regrouping if destroyed.
 */
import type { PlayerId, RuleError } from "@koprulu/engine";
import { ruleError } from "@koprulu/engine";
import type { StarcraftAction } from "../../actions";
import type { Draft } from "../../draft";
import { Err } from "../../errors";
import { controller, ownUnitsIn, planetAreas, turnOrder } from "../../queries";
import { cat } from "../../rules-catalog";
import type { StarcraftState, Unit } from "../../state";
import { terrainOk } from "../../terrain";
import { figureOwner } from "../mind-control";

export const HERO_RESPAWN = "torrasque";

function figuresOnBoard(s: StarcraftState, p: PlayerId, type: string): Unit[] {
  return s.units.filter((u) => u.type === type && figureOwner(s, u) === p);
}

/** Friendly areas (his control) where a figure of `type` may stand, with `gone` removed first. */
function heroAreas(s: StarcraftState, p: PlayerId, type: string, gone: number | null): string[] {
  const unit = cat(s).units[type];
  if (!unit) return [];
  const units = gone === null ? s.units : s.units.filter((u) => u.id !== gone);
  const t = { ...s, units };
  const out: string[] = [];
  for (const id of s.planetOrder)
    for (const a of planetAreas(s, id))
      if (controller(t, a.id) === p && ownUnitsIn(t, a.id, p) < a.limit && terrainOk(a.terrain, unit.flying))
        out.push(a.id);
  return out;
}

/** The placements open to p for a hero of `type` (empty: no hero, BW-H1). */
export function legalHeroPlacements(s: StarcraftState, p: PlayerId, type: string): StarcraftAction[] {
  const figures = cat(s).units[type]?.figures ?? 0;
  const mine = figuresOnBoard(s, p, type).filter((u) => u.owner === p && !u.hero);
  if (figuresOnBoard(s, p, type).length < figures)
    return heroAreas(s, p, type, null).map((area): StarcraftAction => ({ type: "place-hero", area }));
  const out: StarcraftAction[] = [];
  for (const u of mine)
    for (const area of heroAreas(s, p, type, u.id)) out.push({ type: "place-hero", area, replace: u.id });
  return out;
}

export function checkHeroPlacement(s: StarcraftState, p: PlayerId, a: StarcraftAction): RuleError | null {
  const f = s.frame;
  if (f.kind !== "place-hero" || a.type !== "place-hero") return Err.wrongDecision();
  const ok = legalHeroPlacements(s, p, f.unit).some(
    (x) => x.type === "place-hero" && x.area === a.area && x.replace === a.replace,
  );
  return ok
    ? null
    : ruleError("bad-hero-area", "A hero goes to a friendly area where his figure may stand.", "BW-H1");
}

/** Put the hero's figure on the board (destroying the replaced figure first). */
export function placeHero(
  d: Draft,
  p: PlayerId,
  hero: string,
  type: string,
  area: string,
  replace?: number,
): void {
  if (replace !== undefined) d.units = d.units.filter((u) => u.id !== replace);
  d.units.push({ id: d.nextUnitId, owner: p, type, area, hero });
  d.nextUnitId++;
}

/**
 * Torrasque's respawn (end of each Regrouping): when his card is in play and his figure is not on
 * the board, he returns at one of his owner's bases (provisional: the first of them in planet
 * order with room for him; the owner's choice among several bases is not asked).
 */
export function respawnHeroes(d: Draft): void {
  const bw = d.broodWar;
  if (!bw?.lead) return;
  for (const p of turnOrder(d)) {
    if (d.players[p].eliminated) continue;
    for (const id of bw.leadership[p] ?? []) {
      const card = cat(d).leadership[id];
      if (card?.hero !== HERO_RESPAWN || !card.heroUnit) continue;
      if (d.units.some((u) => u.hero === HERO_RESPAWN)) continue;
      const unit = cat(d).units[card.heroUnit];
      const spot = d.bases
        .filter((b) => b.owner === p)
        .map((b) => b.area)
        .find(
          (a) =>
            ownUnitsIn(d, a, p) < cat(d).areas[a].limit && terrainOk(cat(d).areas[a].terrain, unit.flying),
        );
      if (!spot) continue;
      const replace =
        figuresOnBoard(d, p, card.heroUnit).length >= unit.figures
          ? figuresOnBoard(d, p, card.heroUnit).find((u) => u.owner === p)?.id
          : undefined;
      if (figuresOnBoard(d, p, card.heroUnit).length >= unit.figures && replace === undefined) continue;
      placeHero(d, p, HERO_RESPAWN, card.heroUnit, spot, replace);
    }
  }
}
