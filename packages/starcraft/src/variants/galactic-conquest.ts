/**
 * Galactic Conquest (core variant, Base p.42; also the basis of Survival, BW-X6):
 * - nobody scores conquest points (Survival turns them into resource tokens, survival.ts);
 * - the three The End Draws Near leave the Event deck at setup, so the game has no end by events;
 * - when the Event deck runs out, the discarded Stage III cards are shuffled into a new deck;
 * - the only way to win is to be the last player left (no normal or special victory).
 */
import { Rng } from "@koprulu/engine";
import type { Draft } from "../draft";
import { eventCard, isEndDrawsNear } from "../events/cards";
import type { EventDeck, StarcraftOptions, StarcraftState } from "../state";
import { isGalacticConquest, isSurvival } from "./modes";

/** Setup: The End Draws Near goes back to the box (kept in `removed`, unseen, like the setup removals). */
export function withoutEndDrawsNear(options: StarcraftOptions, deck: EventDeck): EventDeck {
  if (!isGalacticConquest({ options })) return deck;
  const scope = { options };
  const ends = deck.deck.filter((id) => isEndDrawsNear(scope, id));
  if (ends.length === 0) return deck;
  return {
    ...deck,
    deck: deck.deck.filter((id) => !isEndDrawsNear(scope, id)),
    removed: [...deck.removed, ...ends],
  };
}

/**
 * Before an event is drawn from an empty deck: the Stage III cards of the discard pile become the
 * new deck, shuffled. Cards of the other stages stay in the discard pile.
 */
export function recycleStageThree(d: Draft): void {
  if (!isGalacticConquest(d) || d.events.deck.length > 0) return;
  const stageThree = d.events.discard.filter((id) => eventCard(d, id).stage === 3);
  if (stageThree.length === 0) return;
  const rng = new Rng(d.rng);
  const deck = rng.shuffle(stageThree);
  d.rng = rng.state();
  const rest = d.events.discard.filter((id) => eventCard(d, id).stage !== 3);
  d.events = { ...d.events, deck, discard: rest };
}

/** Conquest points exist in this game (not in Galactic Conquest or Survival). */
export function scoresConquestPoints(s: Pick<StarcraftState, "options">): boolean {
  return !isGalacticConquest(s);
}

/**
 * Whatever scored conquest points (regrouping step 5, an event, a Leadership card) scored them for
 * nothing: the points go, and in Survival each becomes a resource token owed to the scorer.
 * Called after every action and before the Regrouping ends, so the rules that award points need
 * not know the mode.
 */
export function settleConquestPoints(d: Draft): void {
  if (scoresConquestPoints(d)) return;
  d.players.forEach((pl, p) => {
    if (pl.cp <= 0) {
      if (pl.cp < 0) pl.cp = 0;
      return;
    }
    if (isSurvival(d) && d.survival && !pl.eliminated) {
      const owed = d.survival.tokensOwed.map((n, q) => (q === p ? n + pl.cp : n));
      d.survival = { ...d.survival, tokensOwed: owed };
    }
    pl.cp = 0;
  });
}
