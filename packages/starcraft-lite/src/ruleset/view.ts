/**
 * What a seat may see (spec §13 A11, L-R2): everything on the board; of the event cards only how
 * many each player drew (face down, unseen even by their owner until he plays them at step 9), how
 * many are in the deck and how many were discarded unplayed (face down); of an open Technology choice only who has chosen (and one's own
 * choice); never the PRNG.
 */
import { type PlayerId, redactSimultaneous, type SimultaneousView, type Viewer } from "@koprulu/engine";
import { type LiteBattleView, liteView } from "../battle/battle";
import type { LitePlayer, LiteState } from "./state";

export interface LiteView extends Omit<LiteState, "rng" | "tech" | "battle" | "events" | "players"> {
  viewer: Viewer;
  tech: SimultaneousView<string> | null;
  battle: LiteBattleView | null;
  /** Counts of the deck and of the cards discarded face down; the played cards are public. */
  events: { deck: number; discard: string[]; buried: number };
  /** Drawn cards: the id when the viewer may see it, else null. */
  players: (Omit<LitePlayer, "events"> & { events: (string | null)[] })[];
}

/** The player resolving his events at step 9 sees his own drawn cards; nobody else does. */
export function seesEvents(s: Pick<LiteState, "frame">, viewer: Viewer, p: PlayerId): boolean {
  return viewer === p && s.frame.kind === "events" && s.frame.queue[0] === p;
}

const NO_RNG: [number, number, number, number] = [0, 0, 0, 0];

export function liteStateView(s: LiteState, viewer: Viewer): LiteView {
  const { rng: _rng, tech, battle, events, players, board, frame, ...rest } = s;
  return {
    ...rest,
    // The face-down planet tokens of the galaxy setup: only how many are left.
    frame: frame.kind === "galaxy" ? { ...frame, tokens: frame.tokens.map(() => "?") } : frame,
    board: { ...board, rng: NO_RNG },
    viewer,
    tech: tech ? redactSimultaneous(tech, viewer) : null,
    battle: battle ? liteView(battle, viewer) : null,
    events: { deck: events.deck.length, discard: events.discard.slice(), buried: events.buried.length },
    players: players.map((pl, p) => ({
      ...pl,
      events: pl.events.map((c) => (seesEvents(s, viewer, p) ? c : null)),
    })),
  };
}
