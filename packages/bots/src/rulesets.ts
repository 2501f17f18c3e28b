/**
 * Rulesets by name, loaded lazily (worker threads receive names, not functions; a command that
 * plays tic-tac-toe never loads StarCraft). A ruleset whose package fails to load fails with a
 * clear reason.
 */
import type { AnyRuleset } from "@koprulu/engine";
import { registerSearchHooks } from "./hooks";

// Tic-tac-toe's "round" is a pair of marks (for simulate's mean length).
registerSearchHooks("tictactoe", { rounds: (s) => Math.ceil((s as { moves: number }).moves / 2) });

const LOADERS: Record<string, () => Promise<AnyRuleset>> = {
  tictactoe: async () => (await import("@koprulu/tictactoe")).tictactoe,
  rps: async () => (await import("@koprulu/rps")).rps,
  starcraft: async () => {
    const { starcraft } = await import("@koprulu/starcraft");
    await import("./starcraft/index"); // HeuristicBot and search hooks
    return starcraft;
  },
  "starcraft-lite": async () => {
    const { starcraftLite } = await import("@koprulu/starcraft-lite/ruleset");
    await import("./starcraft-lite/index"); // HeuristicBot and search hooks
    return starcraftLite;
  },
  eclipse: async () => {
    const { eclipse } = await import("@koprulu/eclipse");
    await import("./eclipse/index"); // heuristic bot and search hooks
    return eclipse;
  },
};

export const RULESET_NAMES = Object.keys(LOADERS);

const cache = new Map<string, Promise<AnyRuleset>>();

export function loadRuleset(name: string): Promise<AnyRuleset> {
  let p = cache.get(name);
  if (!p) {
    const loader = LOADERS[name];
    if (!loader)
      return Promise.reject(new Error(`unknown ruleset '${name}' (known: ${RULESET_NAMES.join(", ")})`));
    p = loader().then(
      (r) => {
        if (!r || typeof r.setup !== "function") {
          throw new Error(`ruleset '${name}' is not available yet (its package does not export it)`);
        }
        return r;
      },
      (err: Error) => {
        throw new Error(`ruleset '${name}' is not available yet (${err.message.split("\n")[0]})`);
      },
    );
    cache.set(name, p);
    p.catch(() => cache.delete(name));
  }
  return p;
}

/**
 * For callers that load rulesets themselves (the server's workers): load the bots' support for
 * a ruleset id (StarCraft's HeuristicBot and search hooks) before the first `chooseAction`.
 * Without it, "heuristic" falls back to the generic greedy bot and ISMCTS to plain rollouts.
 */
export async function prepareBots(rulesetId: string): Promise<void> {
  if (rulesetId === "starcraft") await import("./starcraft/index");
  if (rulesetId === "starcraft-lite") await import("./starcraft-lite/index");
  if (rulesetId === "eclipse") await import("./eclipse/index");
}
