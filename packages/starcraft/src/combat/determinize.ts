/**
 * determinizeBattle: a full battle state consistent with what `viewer` sees, every hidden card
 * sampled from `rng` — for search bots and for the odds estimator. For each side, the cards whose
 * place the viewer does not know (its `unseen` multiset) are dealt at random into the hidden slots:
 * face-down placed combat cards (normal cards only), face-down reinforcements (reinforcement cards
 * only), the blind top cards, the hand (when it is not the viewer's) and the deck, whose order is
 * shuffled. The viewer's own knowledge is kept as is.
 */
import type { Rng, RngState, Viewer } from "@koprulu/engine";
import type { BattleState } from "./types";
import { cardInfo, clone, getCatalogFor } from "./util";
import type { BattleView } from "./view";
import { viewerSide } from "./view";

function takeMatching(pool: string[], rng: Rng, pred: (c: string) => boolean): string | null {
  const idx: number[] = [];
  for (let i = 0; i < pool.length; i++) if (pred(pool[i])) idx.push(i);
  if (idx.length === 0) return null;
  const i = idx[rng.index(idx.length)];
  return pool.splice(i, 1)[0];
}

/** A placed card slot, copied (what playing on may change). */
function placedCopy(p: BattleView["skirmishes"][number]["cards"][number]) {
  if (p === null) return null;
  return {
    combat: p.combat,
    blind: p.blind,
    reinforcement: p.reinforcement,
    ...(p.deckOwner !== undefined ? { deckOwner: p.deckOwner } : {}),
  };
}

export function determinizeBattle(
  view: BattleView,
  _viewer: Viewer,
  rng: Rng,
  rngState?: RngState,
): BattleState {
  const cat = getCatalogFor(view.catalog);
  const isReinf = (c: string) => cardInfo(cat, c)?.reinforcement === true;
  // Copy only what playing on may mutate (this runs once per odds sample, so no generic deep clone).
  const skirmishes = view.skirmishes.map((sk) => ({
    front: [sk.front[0], sk.front[1]] as [number | null, number | null],
    support: [[...sk.support[0]], [...sk.support[1]]] as [number[], number[]],
    cards: [placedCopy(sk.cards[0]), placedCopy(sk.cards[1])] as BattleState["skirmishes"][number]["cards"],
    resolved: sk.resolved,
    report: sk.report === null ? null : sk.resolved ? sk.report : clone(sk.report),
  }));
  // BW-MC3: blind cards drawn from `player`'s deck for a mind-controlled unit, on either side.
  const dealBorrowed = (player: number, pool: string[]) => {
    for (const sk of skirmishes) {
      if (sk.resolved) continue;
      for (const p of sk.cards)
        if (p && p.deckOwner === player && p.combat === null) p.combat = takeMatching(pool, rng, () => true);
    }
  };
  const sides = view.sides.map((s, i) => {
    const pool = rng.shuffle(s.unseen);
    // Face-down slots first (each is constrained to a kind of card), then the hand, then the deck.
    for (const sk of skirmishes) {
      const p = sk.cards[i];
      if (!p || sk.resolved) continue;
      if (p.reinforcement === "hidden")
        p.reinforcement = takeMatching(pool, rng, isReinf) ?? takeMatching(pool, rng, () => true);
      if (p.combat === null && p.deckOwner === undefined) {
        p.combat = p.blind
          ? takeMatching(pool, rng, () => true)
          : (takeMatching(pool, rng, (c) => !isReinf(c)) ?? takeMatching(pool, rng, () => true));
      }
    }
    dealBorrowed(s.player, pool);
    const hand = s.hand !== null ? [...s.hand] : pool.splice(0, s.handCount);
    const deck = pool.splice(0, s.deckCount);
    return {
      player: s.player,
      faction: s.faction,
      units: [...s.units],
      hand,
      deck,
      discard: [...s.discard],
      technologies: s.technologies,
      airSupport: s.airSupport,
      withdrawAreas: s.withdrawAreas,
      withdrawRoom: s.withdrawRoom ? { ...s.withdrawRoom } : null,
      retreatDestinations: s.retreatDestinations,
      startAbilities: s.startAbilities,
      healthBonus: s.healthBonus,
      ownBase: s.ownBase,
      guardToken: s.guardToken,
      airSupportOff: s.airSupportOff,
      placesFaceUp: s.placesFaceUp,
      defensiveModule: s.defensiveModule,
      ...(s.mindControlTokens !== undefined ? { mindControlTokens: s.mindControlTokens } : {}),
      ...(s.rechargeDepleted ? { rechargeDepleted: [...s.rechargeDepleted] } : {}),
    };
  }) as BattleState["sides"];
  const outside = view.outside?.map((o) => {
    const pool = rng.shuffle(o.unseen);
    dealBorrowed(o.player, pool);
    return { player: o.player, deck: pool.splice(0, o.deckCount), discard: [...o.discard] };
  });
  return {
    v: view.v,
    catalog: view.catalog,
    planet: view.planet,
    area: view.area,
    unitLimit: view.unitLimit,
    goldMobilize: view.goldMobilize,
    stage: view.stage,
    sides,
    phase: view.phase,
    turn: view.turn,
    skirmishes: skirmishes as BattleState["skirmishes"],
    current: view.current,
    canceled: view.canceled,
    ...(view.defenderRetreats ? { defenderRetreats: true } : {}),
    ...(view.heroesStarted ? { heroesStarted: true } : {}),
    ...(view.guard ? { guard: view.guard } : {}),
    ...(outside ? { outside } : {}),
    firstPlacer: view.firstPlacer,
    shown: [...view.shown],
    resolving: view.resolving === null ? null : clone(view.resolving),
    startDone: [view.startDone[0], view.startDone[1]],
    todo: view.todo.map((t) => (t.kind === "loss" ? { ...t, candidates: [...t.candidates] } : { ...t })),
    splash: [...view.splash],
    retreat: view.retreat.map((r) => ({ ...r, units: [...r.units] })),
    destroyed: [...view.destroyed],
    withdrawn: [...view.withdrawn],
    retreated: [...view.retreated],
    ...(view.arrivals ? { arrivals: view.arrivals.map((a) => ({ ...a })) } : {}),
    techReturned: [...view.techReturned],
    aftermath: [...view.aftermath],
    log: [...view.log],
    rng: rngState ?? rng.state(),
  };
}

export { viewerSide };
