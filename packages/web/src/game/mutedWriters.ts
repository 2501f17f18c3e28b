/**
 * Whom this player muted in one game's chat, remembered in this browser per game. Muting is
 * for the player himself: nothing is sent to the server, nobody else's chat changes.
 */
const KEY = (gameId: string) => `koprulu.chatMute.v1:${gameId}`;

/** A writer: a seat, or a spectator by name (games that let spectators write). */
export function writerKey(seat: number | null, name: string): string {
  return seat === null ? `spectator:${name}` : `seat:${seat}`;
}

export function mutedWriters(gameId: string): Set<string> {
  try {
    const raw = localStorage.getItem(KEY(gameId));
    const list = raw ? (JSON.parse(raw) as unknown) : [];
    return new Set(Array.isArray(list) ? list.filter((k): k is string => typeof k === "string") : []);
  } catch {
    return new Set();
  }
}

export function saveMutedWriters(gameId: string, muted: Set<string>): void {
  try {
    localStorage.setItem(KEY(gameId), JSON.stringify([...muted]));
  } catch {
    // Storage full or off: the mute holds for this page only.
  }
}
