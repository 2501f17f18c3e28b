/**
 * Heap of a live StarCraft game as the server holds it (a GameRuntime: state, log entries with
 * their descriptions and stories, idempotency keys, the undo stack), measured in its own process
 * with forced collections (`node --expose-gc`): GAMES 4-player games played by random seats to
 * the end and held at once, the memory holding them minus the memory once they are dropped, per
 * game; beside it, the server cache's estimate for the same games (cache.ts estimateBytes).
 * "Memory" is V8's heap plus ArrayBuffer contents, which live outside it: the packed log
 * (server game/log/) keeps most of an entry in typed arrays, and heapUsed alone would miss them.
 * Each move gets its own timestamp and the version it was made against as its idempotency key,
 * as the server stamps moves and the load generator keys them (one shared timestamp string, as
 * the probe had before, hid ~11 KB a game of the unpacked log).
 * Prints one JSON line.
 *   node --expose-gc --import tsx starcraft-live-game.ts [GAMES]
 */
import { loadRuleset } from "@koprulu/bots";
import { Rng } from "@koprulu/engine";
import { estimateBytes, GameRuntime } from "@koprulu/server";

const gc = (globalThis as { gc?: () => void }).gc;
if (!gc) throw new Error("run with node --expose-gc");
const heap = () => {
  gc();
  gc();
  const m = process.memoryUsage();
  return m.heapUsed + m.arrayBuffers;
};

const GAMES = Number(process.argv[2] ?? 20);
const ruleset = await loadRuleset("starcraft");
const options = ruleset.defaultOptions(4);

function play(g: number): GameRuntime {
  const rt = GameRuntime.fresh({ id: `g${g}`, ruleset, players: 4, options, seed: `live-${g}` });
  const rng = Rng.fromSeed(`live-${g}/seats`);
  let ms = Date.UTC(2026, 0, 1);
  while (rt.ruleset.outcome(rt.state) === null) {
    const pending = rt.ruleset.pending(rt.state);
    if (pending.length === 0) break;
    const seat = pending[0].player;
    const action = rng.pick(rt.ruleset.legalActions(rt.state, seat));
    ms += 1000 + ((rt.version * 7919) % 9000); // seconds apart, never equal
    const r = rt.prepareAction(seat, action, `${rt.version}`, new Date(ms).toISOString());
    if (!r.ok) throw new Error(`illegal random action: ${r.error.code}`);
    rt.commit(r.prepared);
  }
  return rt;
}

// Load the catalogs and let the JIT settle first: code and feedback made while playing stay in
// the heap, and would be counted as the games' own.
for (let w = 1; w <= 3; w++) play(-w);
const games: GameRuntime[] = [];
for (let g = 0; g < GAMES; g++) games.push(play(g));
const held = heap();
const estimates = games.map((rt) => estimateBytes({ runtime: rt } as never));
const meanActions = Math.round(games.reduce((n, rt) => n + rt.version, 0) / GAMES);
games.length = 0;
// The games' share: the heap holding them minus the same heap without them.
const perGame = (held - heap()) / GAMES;
const kb = (b: number) => Math.round(b / 1024);
console.log(
  JSON.stringify({
    games: GAMES,
    meanActions,
    liveGameHeapKb: kb(perGame),
    cacheEstimateKb: kb(estimates.reduce((a, b) => a + b, 0) / GAMES),
  }),
);
