/** A log entry as the server reads and writes it (an actions row, a log line's source). */
import type { LogMessage, Viewer } from "@koprulu/engine";

export interface Entry {
  seq: number;
  seat: number;
  /** "forfeit": the seat's clock ran out and it forfeits (Ruleset.forfeit; no action chosen). */
  kind: "action" | "undo" | "forfeit";
  action: unknown;
  key: string | null;
  description: string;
  /**
   * What followed the action, as data (Ruleset.tellAction), for clients that tell it in their
   * reader's language; null when the ruleset gives none (and for entries made before it did).
   */
  story: readonly LogMessage[] | null;
  visibleTo: Viewer[];
  stateHash: string;
  at: string;
}
