/** The 18 Lite event cards (New Event Cards), their kinds, and the deck (L-S8, A7). */
import { Rng, type RngState } from "@koprulu/engine";

export const LITE_EVENTS = [
  "stellar-maelstrom",
  "technological-advance",
  "base-construction",
  "brilliant-engineering",
  "base-development",
  "material-shortage",
  "rich-vein",
  "reinforcement",
  "air-support",
  "logistic",
  "progressive-strategy",
  "versatile-strategy",
  "create-wonder",
  "volcanic-eruption",
  "energy-storm",
  "prototype-unit",
  "urgent-mobilization",
  "emergency-production",
] as const;
export type LiteEvent = (typeof LITE_EVENTS)[number];

/** "Strategy" cards are played for free, one strategy per turn (A8). */
export const STRATEGIES: readonly string[] = ["progressive-strategy", "versatile-strategy"];

/** A card id is `<event>#<copy>`. */
export function eventOf(card: string): LiteEvent {
  return card.slice(0, card.indexOf("#")) as LiteEvent;
}

export function buildDeck(copies: number, rng: RngState): { deck: string[]; rng: RngState } {
  const r = new Rng(rng);
  const cards: string[] = [];
  for (const e of LITE_EVENTS) for (let i = 1; i <= copies; i++) cards.push(`${e}#${i}`);
  const deck = r.shuffle(cards);
  return { deck, rng: r.state() };
}
