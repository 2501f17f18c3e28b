/**
 * The StarCraft Lite game state: plain JSON. The board (galaxy, units, bases, transports, resource
 * cards, workers, conquest points) is the base game's own `StarcraftState` shape, so the StarCraft
 * package's board queries and regrouping steps run on it unchanged (`@koprulu/starcraft/board`).
 * Its order-token fields (stacks, frame, payment, battle…) stay empty: Lite has no orders.
 * Everything Lite adds lives beside it.
 */
import type { PlayerId, RngState, Simultaneous } from "@koprulu/engine";
import type { StarcraftState } from "@koprulu/starcraft/board";
import type { LiteBattleState } from "../battle/types";

export interface LiteOptions {
  players: number;
  /** End-of-game target (L-R7): 30; 25 with the 25-point game (L-O3); 20 with the short game (L-O4). */
  endAt: 30 | 25 | 20;
  /** L-O4: Stage II starts at 10 CP and the game ends at 20. */
  shortGame: boolean;
  /** L-O1 Weaker Events: in Stage II only the Stage 2 text is resolved. */
  weakerEvents: boolean;
  /** L-O2 Catch-up events. */
  catchUpEvents: boolean;
  /** L-O5 Slow hot-spot harvest: each hot spot gives at most one token per turn. */
  slowHarvest: boolean;
  /** A7: copies of each event card in the deck (the text: print as many as you want; 2 by default). */
  eventCopies: number;
  /** A17: keep the base game's permanent resources (faction sheet). */
  permanentResources: boolean;
  /** Safety net, not a rule: after this many rounds the game ends on points. */
  maxRounds: number;
}

export type LitePhase = "setup" | "mobilize" | "technology" | "build" | "regrouping" | "over";

export interface LitePlayer {
  race: "terran" | "zerg" | "protoss";
  /** Unit types unlocked (tokens left of the units). */
  unlocked: string[];
  /** Unit types upgraded (tokens right of the stats). */
  upgrades: string[];
  /** Modules built (ids from the content pack). */
  modules: string[];
  /** Event cards drawn this turn, face down, unseen until the play step (A11). */
  events: string[];
  /** Bases of enemies destroyed and own bases lost since the last regrouping step 1 (A15). */
  basesDestroyed: number;
  basesLost: number;
  /** A strategy card was played this turn (A8). */
  strategyPlayed: boolean;
}

/** An open inter-planetary movement (L-M2): its one target and the units sent so far. */
export interface Warp {
  target: string;
  sent: number[];
}

export type LiteFrame =
  | {
      kind: "galaxy";
      /** rotate: turn the revealed planet; expand: choose the planet to expand; warp: pair free connections. */
      step: "rotate" | "expand" | "warp" | "done";
      /** The revealed planet and where it goes (`facing`: the side that must connect; null = free). */
      reveal: { planet: string; x: number; y: number; facing: number | null } | null;
      /** The planet whose connections are being filled. */
      expanding: string | null;
      /** Face-down planet tokens, top first (hidden). */
      tokens: string[];
    }
  | {
      kind: "home";
      queue: PlayerId[];
      /** null: the head of the queue chooses his base's area; then his starting units to place, in order. */
      remaining: string[] | null;
    }
  | {
      kind: "mobilize";
      player: PlayerId;
      queue: PlayerId[];
      moved: number[];
      warp: Warp | null;
      warped: boolean;
      /** Urgent Mobilization: the event's movement, after which step 9 resumes. */
      resume?: LiteFrame;
    }
  | { kind: "technology" }
  | {
      kind: "build";
      player: PlayerId;
      queue: PlayerId[];
      /** 1 units, 2 unlock, 3 module, 4 bases: steps only move forward. */
      step: 1 | 2 | 3 | 4;
      military: number;
      unlocked: boolean;
      module: boolean;
      bases: number;
      /** A purchase made and still being paid: its workers, placed one decision at a time (L-E1). */
      owed?: { minerals: number; gas: number };
      /** Emergency Production: military units only, with free resources left; step 9 resumes after. */
      credit?: number;
      resume?: LiteFrame;
    }
  | {
      kind: "pay";
      /** L-E1 outside Build: an upgrade or an event text paid, its workers placed one decision at a time. */
      player: PlayerId;
      owed: { minerals: number; gas: number };
      /** Payments waiting after this one (the Technology phase's upgrades, in turn order). */
      queue: { player: PlayerId; owed: { minerals: number; gas: number } }[];
      /** The frame to go on with once all are paid (an event's next text), or null: the Build phase starts. */
      resume: LiteFrame | null;
    }
  | { kind: "battle"; mover: PlayerId; queue: string[]; resume: LiteFrame }
  | {
      kind: "trim";
      /** Destroys `count` of his units in `area` (over its limit after a battle), then the battles go on. */
      player: PlayerId;
      area: string;
      count: number;
      mover: PlayerId;
      queue: string[];
      resume: LiteFrame;
    }
  | { kind: "harvest"; queue: PlayerId[]; taken: string[] }
  | {
      kind: "events";
      queue: PlayerId[];
      /** Events played by the head of the queue (strategies and free plays not counted). */
      played: number;
      allowance: number;
      /** Plays granted by Progressive Strategy that do not count. */
      free: number;
      current: EventInPlay | null;
    }
  | { kind: "over" };

/** An event card being resolved over several small decisions. */
export interface EventInPlay {
  card: string;
  /** Stage texts still to resolve, in order (Stage 2 first at Stage II). */
  texts: (1 | 2)[];
  /** Planets targeted by this card already (Volcanic Eruption, Energy Storm: never twice). */
  planets: string[];
  /** Energy Storm: areas still to lose a unit, each chosen by the area's owner, and the health limit. */
  losses?: { area: string; player: PlayerId; maxHealth: number }[];
}

export interface LiteState {
  options: LiteOptions;
  round: number;
  phase: LitePhase;
  stage: 1 | 2;
  board: StarcraftState;
  players: LitePlayer[];
  frame: LiteFrame;
  /** The Technology phase's hidden simultaneous choice (L-R2, A1): a unit type to upgrade, or null. */
  tech: Simultaneous<string> | null;
  battle: LiteBattleState | null;
  /** Resource cards force-mined this turn (A12: capacity doubled until the end of the turn). */
  forced: string[];
  /** Force-mined while partially depleted: they leave the game at the end of the turn (A12). */
  exhausting: string[];
  /** Planets whose nuke was fired this turn. */
  nuked: string[];
  hotSpots: Record<string, number>;
  /** Planet tokens in the cup, and those drawn since the last refill (L-S7, step 8). */
  cup: string[];
  drawn: string[];
  /** Event cards: the deck (top first), the played cards (face up) and the unplayed ones discarded face down. */
  events: { deck: string[]; discard: string[]; buried: string[] };
  /** The last finished battle (armies, each round's dice, winner, losses): public, for the table. */
  lastBattle: {
    input: LiteBattleState["input"];
    reports: LiteBattleState["reports"];
    winner: 0 | 1 | null;
    destroyed: number[];
  } | null;
  /** Counters for reports (simulate --json): battles fought. */
  stats: { battles: number };
  winners: PlayerId[] | null;
  endReason: string | null;
  rng: RngState;
}
