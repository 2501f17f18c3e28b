/**
 * Where a StarCraft Lite rollout stops (ISMCTS `rolloutStop`): at the end of the round, as
 * StarCraft's and Eclipse's do. The round's orders are carried out, its battles fought and its
 * points scored before the evaluation looks; a leaf a few actions below the root would see a
 * worker placed or a payment half made, not what it buys. The hard level scores its leaves at once
 * (the hooks' `rolloutDepth` 0); the expert level rolls out (levels.ts).
 */
import type { LiteState } from "@koprulu/starcraft-lite/ruleset";
import { roundOver } from "../round-stop";

/** The search's stop in Lite: the round's end, as in StarCraft. */
export const liteRolloutStop: (leaf: LiteState, s: LiteState) => boolean = roundOver;
