/**
 * One bot decision (runs inside a worker thread). Uses @koprulu/bots' `chooseAction` when that
 * package loads; otherwise — while it is being written, or if it fails — a uniform-random
 * choice over the legal actions with the job's seeded PRNG, and says so in the answer.
 */
import { Rng } from "@koprulu/engine";
import { loadRegistry, type RulesetRegistry } from "../registry";
import type { BotAnswer, BotJob } from "./types";

type ChooseFn = (
  bot: string,
  // biome-ignore lint/suspicious/noExplicitAny: the bots package is typed over any ruleset
  ruleset: any,
  view: unknown,
  seat: number,
  legalActions: { type: string }[],
  seed: string,
  options: Record<string, unknown>,
) => unknown;

type PrepareFn = (rulesetId: string) => Promise<void>;

let botsModule: Promise<{ choose: ChooseFn; prepare: PrepareFn | null } | null> | null = null;
const registries = new Map<string, Promise<RulesetRegistry>>();

function loadBots() {
  botsModule ??= import("@koprulu/bots").then(
    (m) => {
      const mod = m as { chooseAction?: unknown; prepareBots?: unknown };
      if (typeof mod.chooseAction !== "function") return null;
      // prepareBots registers a ruleset's own heuristic bot (StarCraft) before "heuristic" is used.
      const prepare = typeof mod.prepareBots === "function" ? (mod.prepareBots as PrepareFn) : null;
      return { choose: mod.chooseAction as ChooseFn, prepare };
    },
    () => null,
  );
  return botsModule;
}

/**
 * Named strengths are short thinking times set by @koprulu/bots (at most 400 ms); an iteration
 * budget also stops at the server's time cap, so no seat can hold a bot thread for long.
 */
export function strengthOptions(strength: BotJob["strength"], maxMs: number): Record<string, unknown> {
  if (strength === null) return {};
  if (typeof strength === "number")
    return { iterations: Math.max(1, Math.round(strength)), timeMs: Math.max(1, maxMs) };
  return { strength };
}

export async function chooseForJob(job: BotJob): Promise<BotAnswer> {
  if (job.legalActions.length === 0) return { ok: false, error: "asked to act without legal actions" };
  const key = job.modules.join("\n");
  let registry = registries.get(key);
  if (!registry) {
    registry = loadRegistry(job.modules);
    registries.set(key, registry);
  }
  const ruleset = (await registry).get(job.rulesetId);
  if (!ruleset) return { ok: false, error: `ruleset ${job.rulesetId} is not available in the worker` };
  const bots = await loadBots();
  if (bots) {
    await bots.prepare?.(job.rulesetId);
    const action = bots.choose(
      job.bot,
      ruleset,
      job.view,
      job.seat,
      job.legalActions as { type: string }[],
      job.seed,
      { ...strengthOptions(job.strength, job.maxMs), decisions: job.decisions },
    );
    return { ok: true, action, bot: job.bot };
  }
  return { ok: true, action: Rng.fromSeed(job.seed).pick(job.legalActions), bot: "random (fallback)" };
}
