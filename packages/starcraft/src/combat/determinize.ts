/**
 * determinizeBattle: a full battle state consistent with what `viewer` sees, every hidden card
 * sampled from `rng` — for search bots and for the odds estimator. For each side, the cards whose
 * place the viewer does not know (its `unseen` multiset) are dealt at random into the hidden slots:
 * face-down placed combat cards (normal cards only), face-down reinforcements (reinforcement cards
 * only), the blind top cards, the hand (when it is not the viewer's) and the deck, whose order is
 * shuffled. The viewer's own knowledge is kept as is.
 */
import type { Rng, RngState, Viewer } from "@koprulu/engine";
import type { BattleState, SideIndex } from "./types";
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

export function determinizeBattle(
  view: BattleView,
  viewer: Viewer,
  rng: Rng,
  rngState?: RngState,
): BattleState {
  const cat = getCatalogFor(view.catalog);
  const { viewer: _v, sides: vs, skirmishes: vk, rng: _r, ...rest } = view;
  const me: SideIndex | null =
    viewer === "spectator" ? null : vs[0].player === viewer ? 0 : vs[1].player === viewer ? 1 : null;
  const state = clone(rest) as unknown as BattleState;
  state.rng = rngState ?? rng.state();
  state.skirmishes = vk.map((sk) => ({
    front: [...sk.front] as [number | null, number | null],
    support: [[...sk.support[0]], [...sk.support[1]]] as [number[], number[]],
    cards: sk.cards.map((p) =>
      p === null
        ? null
        : {
            combat: p.combat,
            blind: p.blind,
            reinforcement: p.reinforcement === "hidden" ? "hidden" : p.reinforcement,
          },
    ) as BattleState["skirmishes"][number]["cards"],
    resolved: sk.resolved,
    report: clone(sk.report),
  }));
  state.sides = vs.map((s, i) => {
    const { hand, handCount, deckCount, unseen, ...side } = clone(s);
    const pool = rng.shuffle(unseen);
    const isReinf = (c: string) => cardInfo(cat, c)?.reinforcement === true;
    // Face-down slots first (they are constrained to a card kind), then the hand, then the deck.
    for (const sk of state.skirmishes) {
      const p = sk.cards[i];
      if (!p || sk.resolved) continue;
      if (p.reinforcement === "hidden")
        p.reinforcement = takeMatching(pool, rng, isReinf) ?? takeMatching(pool, rng, () => true);
      if (p.combat === null) {
        p.combat = p.blind
          ? takeMatching(pool, rng, () => true)
          : (takeMatching(pool, rng, (c) => !isReinf(c)) ?? takeMatching(pool, rng, () => true));
      }
    }
    const h = hand ?? pool.splice(0, handCount);
    const deck = pool.splice(0, deckCount);
    void me;
    return { ...side, hand: h, deck };
  }) as BattleState["sides"];
  state.shown = view.shown.map((x) => clone(x));
  return state;
}

export { viewerSide };
