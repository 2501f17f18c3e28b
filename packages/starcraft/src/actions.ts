/**
 * Every StarCraft action: a JSON object discriminated by `type`. Large choices are split into
 * small ones (one planet, one order, one purchase, one worker, one moved unit at a time) so
 * that legalActions stays small and bots and UIs walk the same path.
 */
import type { BattleAction } from "./battle";
import type { ModuleKind } from "./catalog";
import type { OrderKind } from "./state";

export type StarcraftAction =
  // setup
  | { type: "choose-faction"; faction: string }
  | { type: "place-planet"; planet: string; x: number; y: number; rotation: number }
  | { type: "place-base"; area: string }
  | { type: "skip-base" }
  | { type: "place-z-route"; a: { planet: string; side: number }; b: { planet: string; side: number } }
  | { type: "place-start-unit"; area: string }
  | { type: "place-start-transport"; route: number }
  // planning
  | { type: "place-order"; planet: string; order: OrderKind; gold: boolean }
  /** Brood War *The Sons of Korhal*: the Star order, face down; its kind is chosen when executed. */
  | { type: "place-star-order"; planet: string }
  /** Brood War: the Defend order, face up in a friendly area; its movement follows at once. */
  | { type: "place-defend"; area: string }
  /** Brood War (BW-MC2): destroy a unit held by mind control to free its token (brood-war/mind-control.ts). */
  | { type: "destroy-mind-controlled"; unit: number }
  // execution
  | { type: "reveal-order"; planet: string }
  /**
   * `as`: Deathblow / Terran Civilization (a special order outside the pool), or the kind a Star
   * order becomes (`gold: true`: as a special order).
   */
  | { type: "execute-order"; as?: OrderKind; gold?: true }
  | { type: "draw-event-instead" }
  // build
  | { type: "build-worker" }
  | { type: "build-transport"; route: number }
  /** Take an own transport back from the board to lay it again (orders/remove-transport.ts). */
  | { type: "remove-transport"; route: number }
  /** Take an own base back from the board to found one on the active planet (orders/remove-base.ts). */
  | { type: "remove-base"; area: string }
  | { type: "build-unit"; unit: string; area: string; remove?: number[] }
  | { type: "build-building"; building: string }
  | { type: "build-module"; module: ModuleKind }
  | { type: "build-base"; area: string }
  | { type: "end-build" }
  /** Brood War *Covert Operations* / *Conclave Fleet*: the new unit goes to the card's reserve. */
  | { type: "build-held"; unit: string }
  // paying: one worker at a time
  | { type: "pay"; source: string; force?: boolean }
  | { type: "use-discount"; resource: "minerals" | "gas" }
  // mobilize
  | { type: "move-unit"; unit: number; area: string }
  | { type: "end-mobilize" }
  /** Brood War *Covert Operations*: a reserve unit joins the movement into an area of the planet. */
  | { type: "move-held"; unit: string; area: string }
  /** Take back every move of the running Mobilize order (units return to where they started). */
  | { type: "take-back-moves" }
  /** Maelstrom, after the mover chose to execute his Mobilize (orders/maelstrom.ts): use it or not. */
  | { type: "use-maelstrom" }
  | { type: "decline-maelstrom" }
  /** After a battle: what the Collateral Damage of a surviving unit destroys (orders/collateral-damage.ts). */
  | { type: "collateral-damage"; target: "base" | "installation" | "workers" | "none" }
  /** After a battle: what Gantrithor's death strike destroys on the planet (brood-war/death-strike.ts). */
  | { type: "death-strike"; target: "unit"; unit: number }
  | { type: "death-strike"; target: "base" | "installation"; area: string }
  | { type: "death-strike"; target: "none" }
  // research
  | { type: "draw-combat-cards" }
  | { type: "skip-combat-cards" }
  | { type: "buy-tech"; tech: string }
  | { type: "skip-tech" }
  | { type: "research-gold"; choice: "event" | "tech-to-hand" }
  // regrouping
  | { type: "play-event"; card: string }
  | { type: "pass-event" }
  | { type: "discard-card"; card: string }
  // Brood War Leadership (BW-L1): the secret choice of a card of the current stage
  | { type: "choose-leadership"; card: string }
  /** Survival: one resource token of the chosen kind for one conquest point scored (BW-X6). */
  | { type: "take-resource-token"; resource: "minerals" | "gas" }
  // BW-H1: the hero's figure to an area (replacing one of his figures of that type when none is unbuilt)
  | { type: "place-hero"; area: string; replace?: number }
  // Tactical Mastery: a special conquest-point token on an area without CP
  | { type: "place-cp-token"; area: string }
  // A Leadership card that names a planet (Subtle Influence, Psi-Disruptor, Teeming Spawn)
  | { type: "leadership-planet"; planet: string }
  // Scorched Earth Policy: one of the card's unit groups (index) into a friendly area
  | { type: "leadership-units"; choice: number; area: string }
  // Warp Gate: at the end of a Regrouping, one unit standing at the Warp Gate to another area, or stop
  | { type: "warp-unit"; unit: number; area: string }
  | { type: "end-warp" }
  // Conclave Fleet: at a revealed Mobilize, a reserve unit to a friendly area with his base, or stop
  | { type: "deploy-held"; unit: string; area: string }
  | { type: "end-deploy" }
  // Psi-Disruptor: the one area an evicted player's units leave for
  | { type: "psi-disruptor-retreat"; area: string }
  // Ultimate Sacrifice: one of his units dies, every unit in an area of its planet dies
  | { type: "ultimate-sacrifice"; unit: number; area: string }
  // Emperor Arcturus I: the first player (after his two planet tokens, picked with leadership-planet)
  | { type: "choose-first-player"; seat: number }
  // Khala Devotee: the bottom order of a stack to its top (or leave the stacks as they are)
  | { type: "reorder-stack"; planet: string }
  | { type: "skip-reorder" }
  // Cerebrate Daggoth: the Cerebrate installation to a friendly area
  | { type: "place-installation"; area: string }
  // Return to Aiur: one of his transports onto a route
  | { type: "place-transport"; route: number }
  // decisions inside an event card's effect (src/events): one pick among the offered options
  | { type: "event-pick"; pick: string }
  | { type: "event-pass" }
  // battles are delegated to the combat module
  | BattleAction;

/** Permanent resource sources for `pay` (not tied to an area). */
export const PERMANENT_MINERALS = "permanent-minerals";
export const PERMANENT_GAS = "permanent-gas";
/** Brood War resource tokens as `pay` sources: one resource of the kind, no worker placed. */
export const TOKEN_MINERALS = "token-minerals";
export const TOKEN_GAS = "token-gas";
