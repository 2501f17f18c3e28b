/**
 * "Play again" (issue 36): a finished game's one rematch — the same ruleset, options, clock and
 * seats (bots stay bots, people keep their names and webhooks) — and each person's own link to it.
 *
 * The server keeps only hashes of seat tokens, so it cannot hand out the other players' new
 * tokens when the rematch is made. Instead a new human seat starts without a token, and its
 * token is *derived* from the old seat's token: whoever presents the old token (the old page,
 * through its state or stream) gets `sha256("koprulu-rematch", new game, old token)`, and the
 * first such request stores its hash on the new seat. Only the holder of the old token can
 * derive it (nothing secret is stored or sent to anyone else), the same link comes back every
 * time (idempotent, on every node), and each old seat sees only its own.
 */
import { createHash } from "node:crypto";
import { hashToken } from "../crypto";
import type { LiveGame } from "./live";
import type { GameService, Result, SeatRequest } from "./service";

export interface RematchLink {
  gameId: string;
  token: string;
  invitation: string;
}

/** The rematch seat's token for the holder of `oldToken` (see the module comment). */
export function rematchToken(newGameId: string, oldToken: string): string {
  return createHash("sha256").update(`koprulu-rematch\0${newGameId}\0${oldToken}`).digest("base64url");
}

/**
 * The finished game's rematch, made now if there is none yet (a second call, on any node,
 * answers the same game). `created` tells which.
 */
export async function rematch(
  service: GameService,
  game: LiveGame,
  client: string,
): Promise<Result<{ gameId: string; created: boolean }>> {
  if (!game.runtime.finished)
    return {
      ok: false,
      status: 409,
      error: {
        code: "game-not-finished",
        message: "A rematch can be made once the game is over.",
        rule: "Play again starts after the end",
      },
    };
  const links = service.clocks.store;
  const existing = game.rematch ?? (await links.rematchOf(game.id));
  if (existing) {
    if (!game.rematch) service.rematchMade(game, existing);
    return { ok: true, value: { gameId: existing, created: false } };
  }
  const seats: SeatRequest[] = game.seats.map((s) =>
    s.kind === "bot"
      ? {
          kind: "bot",
          bot: s.bot ?? "random",
          ...(s.strength !== null ? { strength: s.strength } : {}),
          name: s.name,
        }
      : { kind: "human", name: s.name, ...(s.webhook ? { webhook: s.webhook } : {}) },
  );
  const made = await service.create({
    client,
    ruleset: game.rulesetId,
    players: game.players,
    options: game.options,
    seats,
    ...(game.clock ? { clock: game.clock.state.settings } : {}),
    unclaimedSeats: true,
  });
  if (!made.ok) return made;
  const newId = made.value.game.id;
  if (!(await links.linkRematch(game.id, newId, new Date().toISOString()))) {
    // Another request (or node) linked its rematch first: that one is the game's rematch.
    await links.deleteGame(newId);
    const winner = (await links.rematchOf(game.id)) as string;
    service.rematchMade(game, winner);
    return { ok: true, value: { gameId: winner, created: false } };
  }
  service.rematchMade(game, newId);
  return { ok: true, value: { gameId: newId, created: true } };
}

/**
 * The link to the rematch for the seat holding `oldToken` of `game`, claiming the new seat for
 * that token the first time; null when there is no rematch or the seat is not a person's there.
 */
export async function rematchLinkFor(
  service: GameService,
  game: LiveGame,
  seat: number,
  oldToken: string,
): Promise<RematchLink | null> {
  const newId = game.rematch;
  if (!newId) return null;
  const token = rematchToken(newId, oldToken);
  const hash = hashToken(token);
  if (!(await service.clocks.store.claimSeat(newId, seat, hash))) return null;
  await service.seatClaimed(newId, seat, hash);
  return { gameId: newId, token, invitation: `/play/${newId}?token=${token}` };
}
