/**
 * Rulesets the browser can run to recompute a finished game's states from its replay record
 * (options + seed + actions reproduce the game exactly). Each loads in its own chunk.
 */
import type { AnyRuleset } from "@koprulu/engine";

const LOADERS: Record<string, () => Promise<AnyRuleset>> = {
  tictactoe: () => import("@koprulu/tictactoe").then((m) => m.tictactoe as AnyRuleset),
  rps: () => import("@koprulu/rps").then((m) => firstRuleset(m)),
  starcraft: () => import("@koprulu/starcraft").then((m) => m.starcraft as AnyRuleset),
  "starcraft-lite": () =>
    import("@koprulu/starcraft-lite/ruleset").then((m) => m.starcraftLite as AnyRuleset),
  eclipse: () => import("@koprulu/eclipse").then((m) => m.eclipse as AnyRuleset),
};

/** The rulesets whose finished games the browser can replay (every one with a table). */
export const REPLAYABLE = Object.keys(LOADERS);

function firstRuleset(mod: Record<string, unknown>): AnyRuleset {
  const r = Object.values(mod).find(
    (v) => typeof v === "object" && v !== null && typeof (v as AnyRuleset).apply === "function",
  );
  if (!r) throw new Error("the module exports no ruleset");
  return r as AnyRuleset;
}

export async function loadRuleset(id: string): Promise<AnyRuleset | null> {
  const load = LOADERS[id];
  return load ? load() : null;
}

export interface ReplayFrame {
  /** Spectator view after `step` actions. */
  view: unknown;
  /** The seat that acted to reach this frame (null for the initial frame). */
  player: number | null;
  description: string | null;
  /** The action that reached this frame (null for the initial frame). */
  action?: { type: string; [k: string]: unknown } | null;
  /** What followed the action as data (Ruleset.tellAction), when the ruleset tells it. */
  story?: { id: string; args?: Record<string, unknown> }[];
}

/** Recompute every spectator view of a game from its record. */
export function replayFrames(
  ruleset: AnyRuleset,
  record: { options: unknown; seed: string; log: { player: number; action: unknown }[] },
): ReplayFrame[] {
  let state = ruleset.setup(record.options, record.seed);
  const frames: ReplayFrame[] = [
    { view: ruleset.view(state, "spectator"), player: null, description: "Setup" },
  ];
  for (const { player, action } of record.log) {
    const next = ruleset.apply(state, player, action);
    // tellAction gives the same words and the story as data (told in the reader's language).
    const told = ruleset.tellAction?.(state, player, action, next) ?? null;
    const description = told?.text ?? ruleset.describeAction?.(state, player, action) ?? null;
    state = next;
    frames.push({
      view: ruleset.view(state, "spectator"),
      player,
      description,
      action: action as ReplayFrame["action"],
      ...(told?.story?.length ? { story: told.story as ReplayFrame["story"] } : {}),
    });
  }
  return frames;
}
