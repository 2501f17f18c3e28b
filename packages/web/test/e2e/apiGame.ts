/**
 * A game made and played over the server's API, no page (shared by the e2e tests): people at
 * every seat, so the test decides for each of them and can bring the game to the point it needs
 * (a phase, a choice, the end) before a page opens it. Beside lobby.ts, which makes a game as a
 * person does.
 */
import { expect } from "vitest";

export interface ApiGame {
  gameId: string;
  /** Each seat's token, by seat. */
  tokens: string[];
}

/** What the driver reads of a seat's state; the tests' own state types add what they check. */
export interface ApiState {
  version: number;
  pending: { player: number }[];
  legalActions: unknown[];
}

/** Create a game from the body of `POST /api/games` (ruleset, players, seats of people, seed…). */
export async function createApiGame(serverUrl: string, body: Record<string, unknown>): Promise<ApiGame> {
  const res = await fetch(`${serverUrl}/api/games`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  });
  expect(res.status).toBeLessThan(300);
  const created = (await res.json()) as { gameId: string; seats: { token: string }[] };
  return { gameId: created.gameId, tokens: created.seats.map((x) => x.token) };
}

/** The game as the holder of `token` sees it (its view, pending decisions and legal actions). */
export async function readState<S>(serverUrl: string, gameId: string, token: string): Promise<S> {
  const res = await fetch(`${serverUrl}/api/games/${gameId}/state`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(res.status, `state of ${gameId}`).toBe(200);
  return (await res.json()) as S;
}

/** Take `action` for `seat` at the state's version; the server must accept it. */
export async function sendAction(
  serverUrl: string,
  game: ApiGame,
  seat: number,
  action: unknown,
  version: number,
  idempotencyKey: string,
): Promise<void> {
  const done = await fetch(`${serverUrl}/api/games/${game.gameId}/actions`, {
    method: "POST",
    headers: { "content-type": "application/json", authorization: `Bearer ${game.tokens[seat]}` },
    body: JSON.stringify({ action, version, idempotencyKey }),
  });
  expect(done.status, JSON.stringify(action)).toBe(200);
}

export interface Drive<S extends ApiState> {
  /** Seat 0's state shows what the test needs: stop there. */
  reached: (s0: S) => boolean;
  /** The action the first pending seat takes in its state `s`; unset: its first legal action. */
  choose?: (s: S, seat: number) => unknown;
  /** At most this many actions. */
  maxSteps: number;
  /** The actions' idempotency keys are this and the step's number. */
  keyPrefix: string;
}

/**
 * Decide for the first pending seat, again and again, until `reached` holds for seat 0's state;
 * throws if the game ends or the steps run out first. Resolves on seat 0's state then.
 */
export async function driveOverApi<S extends ApiState>(
  serverUrl: string,
  game: ApiGame,
  drive: Drive<S>,
): Promise<S> {
  for (let step = 0; step < drive.maxSteps; step++) {
    const s0 = await readState<S>(serverUrl, game.gameId, game.tokens[0]!);
    if (drive.reached(s0)) return s0;
    const seat = s0.pending[0]?.player;
    if (seat === undefined) break;
    const s = seat === 0 ? s0 : await readState<S>(serverUrl, game.gameId, game.tokens[seat]!);
    const action = drive.choose ? drive.choose(s, seat) : s.legalActions[0];
    await sendAction(serverUrl, game, seat, action, s.version, `${drive.keyPrefix}${step}`);
  }
  throw new Error(`the game ${game.gameId} did not reach the point the test needs`);
}

/**
 * A two-seat StarCraft game between two people, Ann and Ben (random factions, the lobby's round
 * limit of 60, and `options` on top), each taking its first legal action until `reached` holds for
 * seat 0's state. Resolves on the game and seat 0's token.
 */
export async function starcraftOverApi<S extends ApiState>(
  serverUrl: string,
  game: Omit<Drive<S>, "choose"> & { seed: string; options?: Record<string, unknown> },
): Promise<{ gameId: string; token: string }> {
  const created = await createApiGame(serverUrl, {
    ruleset: "starcraft",
    players: 2,
    seats: [
      { kind: "human", name: "Ann" },
      { kind: "human", name: "Ben" },
    ],
    options: { players: 2, factionSelection: "random", maxRounds: 60, ...game.options },
    seed: game.seed,
  });
  await driveOverApi<S>(serverUrl, created, game);
  return { gameId: created.gameId, token: created.tokens[0]! };
}

/**
 * The quickest way through a StarCraft turn: pass, skip or end whatever may be passed, skipped or
 * ended (a drawn event instead of a hard order), else the first legal action.
 */
export function quickAction<A extends { type: string }>(s: { legalActions: A[] }): A {
  for (const type of [
    "draw-event-instead",
    "skip-combat-cards",
    "skip-tech",
    "end-build",
    "end-mobilize",
    "pass-event",
    "pass",
    "skip",
  ]) {
    const found = s.legalActions.find((x) => x.type === type);
    if (found) return found;
  }
  return s.legalActions[0]!;
}
