/**
 * Tic-tac-toe games driven over HTTP at a server (or several nodes: each seat may talk to its
 * own): `games` games in progress at once for `seconds`, each finished game replaced by a new
 * one, every action's latency measured (commit included).
 */
import type { Rng } from "@koprulu/engine";
import { type TicTacToeState, tictactoe } from "@koprulu/tictactoe";
import type { Call } from "./http-client";

export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

export const round = (x: number) => Math.round(x * 100) / 100;

export interface PhaseResult {
  games: number;
  thinkMs: number;
  seconds: number;
  actions: number;
  gamesFinished: number;
  actionsPerSecond: number;
  latencyMs: { p50: number; p90: number; p99: number; max: number };
  errors: number;
  /** Actions answered 409 by a node behind the game, then accepted when sent again (several nodes). */
  staleRetries: number;
}

/** Keep `games` games going for `seconds`: each finished game is replaced by a new one. */
export async function phase(
  /** The client each seat talks to (one server: the same for both). */
  callFor: (seat: number) => Call,
  games: number,
  seconds: number,
  thinkMs: number,
  rng: Rng,
): Promise<PhaseResult> {
  const latencies: number[] = [];
  let finished = 0;
  let errors = 0;
  let staleRetries = 0;
  const end = performance.now() + seconds * 1000;
  const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

  async function player(): Promise<void> {
    // Stagger the start so paced games do not move in lockstep.
    if (thinkMs > 0) await sleep(rng.next() * thinkMs);
    while (performance.now() < end) {
      const created = await callFor(0)("POST", "/api/games", {
        ruleset: "tictactoe",
        players: 2,
        seats: [{ kind: "human" }, { kind: "human" }],
      });
      if (created.status !== 201) {
        errors++;
        continue;
      }
      const gameId: string = created.body.gameId;
      const tokens: string[] = created.body.seats.map((s: { token: string }) => s.token);
      let state: TicTacToeState = tictactoe.setup({}, "");
      let version = 0;
      while (tictactoe.outcome(state) === null && performance.now() < end) {
        if (thinkMs > 0) await sleep(thinkMs * (0.5 + rng.next()));
        const seat = state.turn;
        const action = rng.pick(tictactoe.legalActions(state, seat));
        const t0 = performance.now();
        let res = await callFor(seat)(
          "POST",
          `/api/games/${gameId}/actions`,
          { action, version, idempotencyKey: `${version}` },
          tokens[seat],
        );
        // Several nodes: one may not have caught up yet; a client sends the move again.
        for (let retry = 0; res.status === 409 && retry < 5; retry++) {
          staleRetries++;
          await sleep(5);
          res = await callFor(seat)(
            "POST",
            `/api/games/${gameId}/actions`,
            { action, version, idempotencyKey: `${version}` },
            tokens[seat],
          );
        }
        latencies.push(performance.now() - t0);
        if (res.status !== 200) {
          errors++;
          break;
        }
        version = res.body.version;
        state = tictactoe.apply(state, seat, action);
      }
      if (tictactoe.outcome(state) !== null) finished++;
    }
  }

  const t0 = performance.now();
  await Promise.all(Array.from({ length: games }, () => player()));
  const elapsed = (performance.now() - t0) / 1000;
  latencies.sort((a, b) => a - b);
  return {
    games,
    thinkMs,
    seconds: round(elapsed),
    actions: latencies.length,
    gamesFinished: finished,
    actionsPerSecond: Math.round(latencies.length / elapsed),
    latencyMs: {
      p50: round(percentile(latencies, 50)),
      p90: round(percentile(latencies, 90)),
      p99: round(percentile(latencies, 99)),
      max: round(latencies[latencies.length - 1] ?? 0),
    },
    errors,
    staleRetries,
  };
}
