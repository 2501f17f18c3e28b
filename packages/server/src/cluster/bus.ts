/**
 * Scale-out (ARCHITECTURE: several stateless nodes share PostgreSQL and Redis). PostgreSQL is the
 * source of truth and refuses a second writer of the same version; the change bus only tells the
 * other nodes that a game moved on, so those holding it in memory catch up from storage and push
 * the new state to the WebSocket streams they serve. A notice carries no game data: a node never
 * trusts the bus for content, only as a hint to read the database.
 */

export interface ChangeNotice {
  gameId: string;
  /**
   * "version": a new log entry; "seats": a seat changed hands (no new version); "chat": a table
   * chat message (`version` is then its seq: the streams tell their clients to fetch it).
   */
  kind: "version" | "seats" | "chat";
  version: number;
  /** The node that made the change (a node ignores its own notices). */
  node: string;
}

export interface ChangeBus {
  /** This node's id. */
  readonly node: string;
  /** Tell the other nodes (fire and forget: a lost notice only delays them until they reload). */
  publish(notice: Omit<ChangeNotice, "node">): void;
  /** Called for every notice of another node. */
  onNotice(handler: (notice: ChangeNotice) => void): void;
  close(): Promise<void>;
}

/** Parse a bus message; null for anything that is not a well-formed notice. */
export function parseNotice(raw: string): ChangeNotice | null {
  let v: unknown;
  try {
    v = JSON.parse(raw);
  } catch {
    return null;
  }
  if (typeof v !== "object" || v === null) return null;
  const n = v as Record<string, unknown>;
  if (typeof n.gameId !== "string" || n.gameId.length === 0 || n.gameId.length > 200) return null;
  if (n.kind !== "version" && n.kind !== "seats" && n.kind !== "chat") return null;
  if (typeof n.version !== "number" || !Number.isInteger(n.version) || n.version < 0) return null;
  if (typeof n.node !== "string" || n.node.length === 0) return null;
  return { gameId: n.gameId, kind: n.kind, version: n.version, node: n.node };
}
