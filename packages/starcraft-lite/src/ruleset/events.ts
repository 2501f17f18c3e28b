/**
 * Step 9, play events (spec §7 step 9, §10, A7, A8, A11): clockwise from the first player, each
 * plays one of the cards he drew this turn (L-O2: more with catch-up); strategies are free, one
 * per turn. At Stage II a card's Stage 2 text resolves first and the Stage 1 text may follow
 * (L-O1 Weaker Events: Stage 2 only). Every text is one decision: `{card, text, target}`, with
 * `target` enumerated by the card's effect (effects.ts); `pass` skips the rest of a card, or ends
 * the player's step when no card is being resolved.
 */
import type { PlayerId } from "@koprulu/engine";
import type { LiteAction } from "./actions";
import { content } from "./content";
import { applyText, textTargets } from "./effects";
import { afterText, type EventsFrame, finishCard, mayStart } from "./event-card";
import { eventOf, STRATEGIES } from "./events-deck";
import { openPayments } from "./payment";
import { nextEventPlayer } from "./regrouping";
import type { EventInPlay, LiteState } from "./state";

/** Texts a card may start with: Stage I: 1; Stage II: 2 (then 1) or 1 alone; Weaker Events: 2 only. */
export function openingTexts(s: LiteState): (1 | 2)[] {
  if (s.stage === 1) return [1];
  return s.options.weakerEvents ? [2] : [2, 1];
}

export function legalEvents(s: LiteState, p: PlayerId): LiteAction[] {
  const f = s.frame as EventsFrame;
  const out: LiteAction[] = [];
  if (f.current) {
    const text = f.current.texts[0];
    for (const target of textTargets(s, p, f.current, text))
      out.push({ type: "play-event", card: f.current.card, text, target });
  } else {
    for (const card of s.players[p].events) {
      if (!mayStart(s, f, p, card)) continue;
      const fresh: EventInPlay = { card, texts: [], planets: [] };
      for (const text of openingTexts(s))
        for (const target of textTargets(s, p, fresh, text))
          out.push({ type: "play-event", card, text, target });
    }
  }
  out.push({ type: "pass" });
  return out;
}

/** Energy Storm: the area's owner picks which of his eligible units there is destroyed. */
export function stormLosses(s: LiteState, p: PlayerId): LiteAction[] {
  const f = s.frame as EventsFrame;
  const loss = f.current?.losses?.[0];
  if (!loss || loss.player !== p) return [];
  return s.board.units
    .filter(
      (u) => u.area === loss.area && u.owner === p && content().units[u.type].stats.ht <= loss.maxHealth,
    )
    .map((u) => ({ type: "storm-loss", unit: u.id }));
}

export function applyEvent(d: LiteState, p: PlayerId, a: LiteAction): void {
  let f = d.frame as EventsFrame;
  if (a.type === "storm-loss" && f.current?.losses) {
    d.board.units = d.board.units.filter((u) => u.id !== a.unit);
    const losses = f.current.losses.slice(1);
    d.frame = { ...f, current: { ...f.current, losses } };
    if (losses.length === 0) afterText(d, f.queue[0]);
    return;
  }
  if (a.type === "pass") {
    if (f.current) finishCard(d, p);
    else nextEventPlayer(d);
    return;
  }
  if (a.type !== "play-event") return;
  if (!f.current) {
    const strategy = STRATEGIES.includes(eventOf(a.card));
    const texts: (1 | 2)[] = a.text === 2 && !d.options.weakerEvents ? [2, 1] : [a.text];
    d.players[p] = { ...d.players[p], events: d.players[p].events.filter((c) => c !== a.card) };
    if (strategy) d.players[p] = { ...d.players[p], strategyPlayed: true };
    f = {
      ...f,
      played: strategy || f.free > 0 ? f.played : f.played + 1,
      free: !strategy && f.free > 0 ? f.free - 1 : f.free,
      current: { card: a.card, texts, planets: [] },
    };
    d.frame = f;
  }
  const due = applyText(d, p, f.current!, a.text, a.target);
  // The effect may have opened a sub-decision (a movement, a battle, Energy Storm's losses) that resumes here.
  if (d.frame.kind !== "events" || (d.frame.current?.losses?.length ?? 0) > 0) return;
  // A text with a cost: the player places the paying workers (L-E1), then the card goes on.
  if (due) openPayments(d, [{ player: p, owed: due }], d.frame);
  else afterText(d, p);
}
