/**
 * *Emperor Arcturus I* (Mengsk, Stage I, one-shot; resolved before any planet is drawn, BW-S7):
 * instead of the two planet tokens dealt to him he picks his two from every token not in another
 * player's hand (the dealt ones he does not keep go back to the box, like the other undrawn
 * tokens), then he names the first player.
 */
import type { PlayerId, RuleError } from "@koprulu/engine";
import { ruleError } from "@koprulu/engine";
import type { StarcraftAction } from "../../actions";
import type { Draft } from "../../draft";
import { Err } from "../../errors";
import { cat } from "../../rules-catalog";
import type { StarcraftState } from "../../state";

export const CHOOSE_PLANETS = "leadership-choose-planets";
export const PLANETS_PICKED = 2;

export function choosesPlanets(s: StarcraftState, card: string): boolean {
  return cat(s).leadership[card]?.effects.some((e) => e.key === CHOOSE_PLANETS) ?? false;
}

export function legalArcturus(s: StarcraftState, p: PlayerId): StarcraftAction[] {
  const f = s.frame;
  if (f.kind !== "emperor-arcturus") return [];
  if (f.picked.length < PLANETS_PICKED) {
    const others = new Set(s.planetHands.flatMap((h, q) => (q === p ? [] : h)));
    return cat(s)
      .planetIds.filter((id) => !others.has(id) && !f.picked.includes(id) && !s.planets[id])
      .map((planet): StarcraftAction => ({ type: "leadership-planet", planet }));
  }
  return s.players.map((_, seat): StarcraftAction => ({ type: "choose-first-player", seat }));
}

export function checkArcturus(s: StarcraftState, p: PlayerId, a: StarcraftAction): RuleError | null {
  if (s.frame.kind !== "emperor-arcturus") return Err.wrongDecision();
  const ok = legalArcturus(s, p).some((x) => JSON.stringify(x) === JSON.stringify(a));
  return ok
    ? null
    : ruleError(
        "bad-arcturus-choice",
        "Pick two planet tokens nobody else holds, then the first player.",
        "Emperor Arcturus I",
      );
}

/** One pick; true once the first player is named (the card is done). */
export function applyArcturusPick(d: Draft, p: PlayerId, a: StarcraftAction): boolean {
  const f = d.frame;
  if (f.kind !== "emperor-arcturus") return false;
  if (a.type === "leadership-planet") {
    const picked = [...f.picked, a.planet];
    if (picked.length === PLANETS_PICKED) d.planetHands = d.planetHands.map((h, q) => (q === p ? picked : h));
    d.frame = { ...f, picked };
    return false;
  }
  if (a.type === "choose-first-player") {
    d.firstPlayer = a.seat;
    return true;
  }
  return false;
}
