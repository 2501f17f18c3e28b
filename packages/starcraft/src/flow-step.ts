/**
 * A phase transition that a rule module hands back to its caller instead of carrying it out.
 * The phases import the rules they run (execution → orders, regrouping → step 8 → events →
 * orders), so an order cannot call back into the phase that runs it without closing an import
 * cycle: it returns the step, and flow.ts — the only module that imports every phase — takes it.
 * `null`: nothing to do, a decision is pending (or the game is over).
 */
import type { PlayerId } from "@koprulu/engine";

export type FlowStep =
  /** The order is over (carried out, or spent): eliminations, then the next player's turn (execution.ts). */
  | { next: "end-order"; player: PlayerId }
  /** A Brood War Defend order is over: the next player places an order (planning.ts). */
  | { next: "planning-turn"; player: PlayerId }
  /** Every order of the round is placed: the Execution phase starts (execution.ts). */
  | { next: "execution" }
  /** A battle an event started is over: the event owner's turn in step 8 ends (events/step8.ts). */
  | { next: "event-step"; player: PlayerId }
  | null;
