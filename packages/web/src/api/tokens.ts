/**
 * Seat tokens the player holds, kept in localStorage so "my games" survives a reload. A token
 * is the secret of one seat; whoever has it plays that seat, so it never leaves this browser
 * except in an invitation link the player chooses to share.
 */
const KEY = "koprulu.tokens.v1";

export interface HeldSeat {
  gameId: string;
  seat: number;
  token: string;
  name?: string;
  ruleset?: string;
  /**
   * Pass-and-play: this seat is played at this device together with the game's other seats so
   * marked (the page /hotseat/<gameId> holds them all). Its link is never shown on another
   * seat's page.
   */
  atThisDevice?: boolean;
}

function storage(): Storage | null {
  try {
    return typeof localStorage === "undefined" ? null : localStorage;
  } catch {
    return null;
  }
}

export function heldSeats(): HeldSeat[] {
  const raw = storage()?.getItem(KEY);
  if (!raw) return [];
  try {
    const parsed = JSON.parse(raw) as unknown;
    return Array.isArray(parsed)
      ? parsed.filter((s): s is HeldSeat => typeof s?.gameId === "string" && typeof s?.token === "string")
      : [];
  } catch {
    return [];
  }
}

export function rememberSeat(seat: HeldSeat): void {
  const rest = heldSeats().filter((s) => s.token !== seat.token);
  storage()?.setItem(KEY, JSON.stringify([seat, ...rest].slice(0, 200)));
}

export function forgetGame(gameId: string): void {
  storage()?.setItem(KEY, JSON.stringify(heldSeats().filter((s) => s.gameId !== gameId)));
}

/** The seats of a game played at this device (pass-and-play), in seat order. */
export function localSeats(gameId: string): HeldSeat[] {
  return heldSeats()
    .filter((s) => s.gameId === gameId && s.atThisDevice)
    .sort((a, b) => a.seat - b.seat);
}

/** The token this browser holds for a game, preferring the one named in the URL. */
export function tokenFor(gameId: string, fromUrl?: string | null): string | null {
  if (fromUrl) return fromUrl;
  return heldSeats().find((s) => s.gameId === gameId)?.token ?? null;
}

export function inviteLink(origin: string, gameId: string, token: string): string {
  return `${origin}/play/${encodeURIComponent(gameId)}?token=${encodeURIComponent(token)}`;
}
