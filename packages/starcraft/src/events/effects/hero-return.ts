/**
 * event-hero-return — *Heroic Strategy* (Brood War, Stage II, a Leadership event; provisional: its
 * text is unknown, this is the pack's placeholder reading): the owner puts one of his destroyed
 * heroes back on the board. A hero counts as destroyed when its Hero card is in his play area
 * and its figure is not on the board. It comes back as at BW-H1: a figure of its type from his
 * unbuilt figures (or one of his own of that type, destroyed), in a friendly area where it may
 * stand. With no destroyed hero or no legal area the card does nothing. Optional: he may pass.
 * Picks: `hero@area` or `hero@area@unit` (the figure replaced).
 */
import type { PlayerId } from "@koprulu/engine";
import { legalHeroPlacements, placeHero } from "../../brood-war/leadership-effects/heroes";
import { cat } from "../../rules-catalog";
import type { StarcraftState } from "../../state";
import type { EventEffectDef } from "../types";
import { ask } from "../types";

const KEY = "event-hero-return";

/** p's heroes whose card is in his play area and whose figure is not on the board. */
export function destroyedHeroes(s: StarcraftState, p: PlayerId): { hero: string; unit: string }[] {
  const out: { hero: string; unit: string }[] = [];
  for (const id of s.broodWar?.leadership[p] ?? []) {
    const card = cat(s).leadership[id];
    if (!card?.hero || !card.heroUnit) continue;
    if (s.units.some((u) => u.hero === card.hero)) continue;
    out.push({ hero: card.hero, unit: card.heroUnit });
  }
  return out;
}

function picksFor(s: StarcraftState, p: PlayerId): string[] {
  const out: string[] = [];
  for (const h of destroyedHeroes(s, p))
    for (const a of legalHeroPlacements(s, p, h.unit))
      if (a.type === "place-hero")
        out.push(a.replace === undefined ? `${h.hero}@${a.area}` : `${h.hero}@${a.area}@${a.replace}`);
  return out;
}

export const eventHeroReturn: EventEffectDef = {
  key: KEY,
  describe: "Put one of your destroyed heroes back in a friendly area (provisional).",
  play: (d, ctx) => (picksFor(d, ctx.owner).length > 0 ? ask(ctx, KEY, "hero") : null),
  prompt: () => "Heroic Strategy: put one of your destroyed heroes back in a friendly area",
  picks: (s, f) => picksFor(s, f.owner),
  mayPass: () => true,
  pick(d, f, pick) {
    const [hero, area, replace] = pick.split("@");
    const unit = destroyedHeroes(d, f.owner).find((h) => h.hero === hero)?.unit;
    if (unit) placeHero(d, f.owner, hero, unit, area, replace === undefined ? undefined : Number(replace));
    return null;
  },
  pass: () => null,
};
