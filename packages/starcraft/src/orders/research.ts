/**
 * Research order (needs a base on the active planet), in order: draw one event face down; the
 * player may draw 3 combat cards (the discard pile is reshuffled when the deck runs out); the
 * player may buy one technology — all its copies, paid once — after which deck, discard pile
 * and the new cards are shuffled together (the hand is kept; play-area technologies go face up
 * in front of the player instead). Gold Research: one extra event, or one copy of the bought
 * technology straight to hand (no shuffle when it was the only copy).
 */
import { type PlayerId, Rng, type RuleError } from "@koprulu/engine";
import type { StarcraftAction } from "../actions";
import { drawCombatCards } from "../cards";
import type { Draft } from "../draft";
import { Err } from "../errors";
import { drawEvent } from "../events/deck";
import type { FlowStep } from "../flow-step";
import { baseOnPlanet, factionOf } from "../queries";
import { canAfford } from "../resources";
import { cat } from "../rules-catalog";
import type { ResearchFrame, StarcraftState } from "../state";
import { startPayment } from "./payment";

export const RESEARCH_CARDS = 3;

export function canResearch(s: StarcraftState, p: PlayerId, planet: string): boolean {
  return baseOnPlanet(s, planet, p);
}

export function startResearch(d: Draft, p: PlayerId, planet: string, gold: boolean): void {
  drawEvent(d, p);
  d.frame = { kind: "research", player: p, planet, gold, step: "cards", bought: null };
}

function buyable(s: StarcraftState, p: PlayerId): string[] {
  const pl = s.players[p];
  return factionOf(s, p).techs.filter((t) => {
    const def = cat(s).techs[t];
    return def && !pl.techs.includes(t) && canAfford(s, p, def.minerals, def.gas, false);
  });
}

export function legalResearch(s: StarcraftState, p: PlayerId): StarcraftAction[] {
  const f = s.frame as ResearchFrame;
  if (f.step === "cards") return [{ type: "draw-combat-cards" }, { type: "skip-combat-cards" }];
  if (f.step === "tech")
    return [
      ...buyable(s, p).map((tech): StarcraftAction => ({ type: "buy-tech", tech })),
      { type: "skip-tech" },
    ];
  const out: StarcraftAction[] = [{ type: "research-gold", choice: "event" }];
  if (f.bought && cat(s).techs[f.bought].placement === "deck")
    out.push({ type: "research-gold", choice: "tech-to-hand" });
  return out;
}

export function checkResearch(s: StarcraftState, p: PlayerId, a: StarcraftAction): RuleError | null {
  const f = s.frame as ResearchFrame;
  if (f.step === "cards")
    return a.type === "draw-combat-cards" || a.type === "skip-combat-cards" ? null : Err.wrongDecision();
  if (f.step === "tech") {
    if (a.type === "skip-tech") return null;
    if (a.type !== "buy-tech") return Err.wrongDecision();
    const def = cat(s).techs[a.tech];
    if (!def || !factionOf(s, p).techs.includes(a.tech) || s.players[p].techs.includes(a.tech))
      return Err.techUnknown();
    return canAfford(s, p, def.minerals, def.gas, false) ? null : Err.cannotAfford();
  }
  if (a.type !== "research-gold") return Err.wrongDecision();
  if (a.choice === "event") return null;
  if (a.choice !== "tech-to-hand" || !f.bought || cat(s).techs[f.bought].placement !== "deck")
    return Err.goldChoice();
  return null;
}

/** One step of the Research order; returns the order's end when it is over (flow-step.ts). */
export function applyResearch(d: Draft, p: PlayerId, a: StarcraftAction): FlowStep {
  const f = d.frame as ResearchFrame;
  switch (a.type) {
    case "draw-combat-cards":
      drawCombatCards(d, p, RESEARCH_CARDS);
      d.frame = { ...f, step: "tech" };
      return null;
    case "skip-combat-cards":
      d.frame = { ...f, step: "tech" };
      return null;
    case "skip-tech":
      return afterTech(d, p, { ...f, step: "gold" });
    case "buy-tech": {
      const def = cat(d).techs[a.tech];
      // Paid at once (it cost nothing): the technology is bought now.
      return startPayment(d, p, def, { type: "tech", tech: a.tech }, false)
        ? completeTech(d, p, a.tech)
        : null;
    }
    case "research-gold": {
      if (a.choice === "event") {
        drawEvent(d, p);
        if (f.bought) addTech(d, p, f.bought, false);
      } else addTech(d, p, f.bought!, true);
      return { next: "end-order", player: p };
    }
  }
  return null;
}

/** Called when the technology is paid for. */
export function completeTech(d: Draft, p: PlayerId, tech: string): FlowStep {
  const f = d.frame as ResearchFrame;
  const pl = d.players[p];
  pl.techs = [...pl.techs, tech];
  return afterTech(d, p, { ...f, step: "gold", bought: tech });
}

/** The technology step is done: a gold order asks its choice, a silver one is over. */
function afterTech(d: Draft, p: PlayerId, f: ResearchFrame): FlowStep {
  if (f.gold) {
    d.frame = f; // the gold choice comes before the shuffle (a copy may go straight to hand)
    return null;
  }
  if (f.bought) addTech(d, p, f.bought, false);
  return { next: "end-order", player: p };
}

/** Put the bought copies in play: to the play area, or shuffled into the deck with the discards. */
function addTech(d: Draft, p: PlayerId, tech: string, oneToHand: boolean): void {
  const def = cat(d).techs[tech];
  const pl = d.players[p];
  const copies = Array.from({ length: def.copies }, () => tech);
  if (def.placement === "play-area") {
    pl.playArea = [...pl.playArea, ...copies];
    return;
  }
  if (oneToHand) {
    pl.hand = [...pl.hand, copies.pop()!];
    if (copies.length === 0) return;
  }
  const rng = new Rng(d.rng);
  pl.deck = rng.shuffle([...pl.deck, ...pl.discard, ...copies]);
  pl.discard = [];
  d.rng = rng.state();
}
