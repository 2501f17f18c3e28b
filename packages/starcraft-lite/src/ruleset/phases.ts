/** Phase transitions (L-R1): Mobilize → Technology → Build → Regrouping, and the ends of each player's turn in them. */
import type { PlayerId } from "@koprulu/engine";
import { excessAfterBattle, startBattle } from "./battles";
import { buildEarnsExtraEvent } from "./build";
import { drawEvents } from "./draw";
import { resumeEvents } from "./event-card";
import { contestedAreas } from "./mobilize";
import { startRegrouping } from "./regrouping";
import type { LiteFrame, LiteState } from "./state";
import { startTechnology } from "./technology";

type MobilizeFrame = Extract<LiteFrame, { kind: "mobilize" }>;

/** End of a player's movement: L-M5 extra event, then the battles (L-M3), then the next player. */
export function endMobilize(d: LiteState, p: PlayerId): void {
  const f = d.frame as MobilizeFrame;
  if (f.resume) {
    runBattles(d, p, contestedAreas(d, p), f.resume);
    return;
  }
  if (!f.warped) drawEvents(d, p, 1);
  const next: LiteFrame =
    f.queue.length > 0
      ? {
          kind: "mobilize",
          player: f.queue[0],
          queue: f.queue.slice(1),
          moved: [],
          warp: null,
          warped: false,
        }
      : { kind: "technology" };
  runBattles(d, p, contestedAreas(d, p), next);
}

/** Fight the queued battles one after another; then continue with `resume`. */
export function runBattles(d: LiteState, mover: PlayerId, queue: string[], resume: LiteFrame): void {
  for (let i = 0; i < queue.length; i++) {
    const area = queue[i];
    // An earlier battle may have emptied the area (retreats, recall).
    if (!contestedAreas(d, mover).includes(area)) continue;
    if (!startBattle(d, mover, area)) {
      d.frame = { kind: "battle", mover, queue: queue.slice(i + 1), resume };
      return;
    }
    if (askTrim(d, area, mover, queue.slice(i + 1), resume)) return;
  }
  resumeFrame(d, resume);
}

/** After a battle in `area`: a player over the limit chooses his losses first (returns true when asked). */
export function askTrim(
  d: LiteState,
  area: string,
  mover: PlayerId,
  queue: string[],
  resume: LiteFrame,
): boolean {
  const excess = excessAfterBattle(d, area);
  if (!excess) return false;
  d.frame = { kind: "trim", player: excess.player, area, count: excess.count, mover, queue, resume };
  return true;
}

function resumeFrame(d: LiteState, f: LiteFrame): void {
  if (f.kind === "technology") startTechnology(d);
  else if (f.kind === "events") resumeEvents(d, f);
  else d.frame = f;
}

export function endBuild(d: LiteState, p: PlayerId): void {
  const f = d.frame as Extract<LiteFrame, { kind: "build" }>;
  if (f.resume) {
    resumeEvents(d, f.resume);
    return;
  }
  if (buildEarnsExtraEvent(f)) drawEvents(d, p, 1);
  if (f.queue.length > 0)
    d.frame = {
      kind: "build",
      player: f.queue[0],
      queue: f.queue.slice(1),
      step: 1,
      military: 0,
      unlocked: false,
      module: false,
      bases: 0,
    };
  else startRegrouping(d);
}
