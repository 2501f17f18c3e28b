/**
 * *Sarah Kerrigan* (Queen of Blades, Stage II, hero; FAQ ruling 9): her card also takes the Queen
 * of Blades' "Psionic Storm" and "Cloaking" technology cards out of the technology deck and
 * shuffles them into her owner's combat deck. The pack marks them with `grantedBy` (the card that
 * hands them over); they are never for sale. Their values are unknown: the pack's placeholders
 * are provisional.
 */
import type { PlayerId } from "@koprulu/engine";
import { Rng } from "@koprulu/engine";
import type { Draft } from "../../draft";
import { cat } from "../../rules-catalog";

/** The technology cards `card` hands over, in catalog order. */
export function grantedTechs(s: Parameters<typeof cat>[0], card: string): string[] {
  return Object.values(cat(s).techs)
    .filter((t) => t.grantedBy === card)
    .map((t) => t.id);
}

/** Every copy of the granted technologies goes into p's combat deck, shuffled with his discards. */
export function grantTechs(d: Draft, p: PlayerId, card: string): void {
  const techs = grantedTechs(d, card).filter((t) => !d.players[p].techs.includes(t));
  if (techs.length === 0) return;
  const pl = d.players[p];
  const copies: string[] = [];
  for (const t of techs) for (let i = 0; i < cat(d).techs[t].copies; i++) copies.push(t);
  const rng = new Rng(d.rng);
  pl.techs = [...pl.techs, ...techs];
  pl.deck = rng.shuffle([...pl.deck, ...pl.discard, ...copies]);
  pl.discard = [];
  d.rng = rng.state();
}
