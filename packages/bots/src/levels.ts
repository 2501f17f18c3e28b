/**
 * Named levels — easy, normal, hard, expert — for every ruleset: which bot plays and how long it
 * may think per decision. The lobby offers these names; the server and the CLI pass them as the
 * bot name ("hard"), and createBot resolves them here. One table, so a level means the same in
 * the lobby, the ladder (`koprulu ladder --bots easy,normal,hard,expert`) and the README.
 *
 * A level should beat the one below it in at least 65% of two-player games, seats rotated.
 * `evidence` says what has been measured for each step (README "Levels"): a step with none is
 * provisional, set from the search's known behaviour, not from games.
 * Budgets stay ≤ 400 ms a decision: the server's bot threads are shared by every game.
 */
import { ECLIPSE_ROUND_ROLLOUT_DEPTH } from "./eclipse/round-depth";
import { ROUND_ROLLOUT_DEPTH } from "./round-stop";
import { BROOD_WAR_VARIANT } from "./starcraft/variant";
import type { BotOptions } from "./types";

export const LEVEL_NAMES = ["easy", "normal", "hard", "expert"] as const;
export type Level = (typeof LEVEL_NAMES)[number];

export interface LevelBot {
  /** A bot name of the registry. */
  bot: "random" | "heuristic" | "mcts";
  /** ISMCTS thinking time per decision (ms). */
  timeMs?: number;
  /** ISMCTS options beyond the ruleset's defaults (e.g. rollouts); `byVariant` sets a variant's games apart. */
  options?: Readonly<
    Pick<BotOptions, "rolloutDepth" | "rolloutRounds" | "width" | "finalMargin" | "byVariant">
  >;
  /** What was measured against the level below (free text, with the command), or null. */
  evidence: string | null;
}

/** Every ruleset without its own row, and the shape of every row. */
const GENERIC: Record<Level, LevelBot> = {
  easy: { bot: "random", evidence: null },
  normal: { bot: "heuristic", evidence: null },
  hard: { bot: "mcts", timeMs: 100, evidence: null },
  expert: { bot: "mcts", timeMs: 400, evidence: null },
};

export const LEVELS: Readonly<Record<string, Readonly<Record<Level, LevelBot>>>> = {
  starcraft: {
    easy: { bot: "random", evidence: null },
    normal: {
      bot: "heuristic",
      evidence:
        "ladder easy,normal --games 200 --seed lv39: 198 of 200 (Wilson 95% 96–100%); Brood War + Leadership " +
        "(--expansion brood-war, leadershipCards): 200 of 200 (98–100%)",
    },
    hard: {
      bot: "mcts",
      timeMs: 100,
      // 100 ms ≈ 797 iterations on a quiet machine (scripts/budget-equivalent.ts, 2026-11-29;
      // 730 by the earlier bench): measured as mcts@800 (mcts@730 before session sc39).
      evidence:
        "ISMCTS at 100 ms beat the heuristic 17 of 20 (issue 37); mcts@730 (≈ 100 ms quiet) against the heuristic, " +
        "ladder --seed sc37-1, sc37-2: 9 of 12, sc38-1, sc38-2: 69 of 100; mcts@800, --seed sc39-2 … sc39-10: " +
        "24 of 45 (Wilson 39–67%); Brood War + Leadership --seed bw37-1: 2 of 4, mcts@380 --seed bw39-1 … " +
        "bw39-15: 11 of 30 (Wilson 22–55%); with the Leadership choice left to the heuristic (session sc40), " +
        "bw39-1 … bw39-15 and bw40-1 … bw40-10: 23 of 50 (Wilson 33–60%); mcts@800 with finalMargin 0.05 (not the " +
        "default), --seed sc39-2 … sc39-7: 23 of 30 (Wilson 59–88%; without: 18 of 30); the margin the default " +
        "since session 40, fresh seeds sc40-1 … sc40-8: 34 of 40, then sc40-9 … sc40-34 (session 41): 94 of 130; with the margin 151 of 200 (Wilson 69–81%); Brood War + Leadership with the margin bw41-1 … bw41-14: 19 of 56, with width 2 (the Brood War default of session 41) 28 of 56 (Wilson 37–63%); with heuristic rollouts to the end of the round (the Brood War default since session 42; 100 ms ≈ 121 iterations on a quiet machine), mcts@95, fresh seeds bw42-1 … bw42-50: 165 of 200 (Wilson 77–87%); the base game with those rollouts at 100 ms (mcts@200+rolloutDepth=400, not yet this level: an expert over it is being measured, runs/x54x), the run of 400 games fixed in advance (runs/x54s/plan.txt, session 54), scr54-1 … scr54-100: 359 of 400 (Wilson 86–92%) (README)",
    },
    // Expert rolls its leaves out with the heuristic to the end of the round in the base game as
    // well (Brood War's hard does already): with them mcts@220 beat the heuristic 38 of 45 where
    // hard (mcts@800, leaves scored at once) won 32 on the same seeds (sc40-9 … 17, session 42).
    // 400 ms buys 496 such iterations on a quiet machine (base game; Brood War 407), session 43.
    expert: {
      bot: "mcts",
      timeMs: 400,
      // Brood War games (where hard already rolls out to the round's end) roll out through the
      // round after as well: 9 of 14 against hard at expert@130 (session 44), 24 of
      // 36 as the level (session 45), where one round with 3.4 times hard's iterations won
      // 4 of 12 (session 43). Met by the rate, not with 95% confidence (README).
      options: {
        rolloutDepth: ROUND_ROLLOUT_DEPTH,
        byVariant: { [BROOD_WAR_VARIANT]: { rolloutRounds: 2, rolloutDepth: 2 * ROUND_ROLLOUT_DEPTH } },
      },
      evidence:
        "with rollouts to the end of the round against hard, at the iterations a quiet machine buys (session 43): " +
        "ladder --bots hard@800,expert@496 --games 2 --seed scx43-1 … scx43-45: 72 of 90 (Wilson 95% 71–87%); " +
        "Brood War + Leadership (where hard rolls out too) hard@120,expert@407 --seed bwx43-1 … bwx43-6: 4 of 12 (14–61%), not shown; " +
        "rolling out through two rounds expert@130+rolloutRounds=2+rolloutDepth=800 --seed bwr44-1 … bwr44-7 (session 44): 9 of 14 (39–84%); " +
        "the level since session 45 (two rounds in Brood War games, 400 ms ≈ expert@220) hard@120,expert@220 --seed bwx45-1 …: 24 of 36 (Wilson 95% 50–80%), met by the rate, not with 95% confidence; " +
        "before, time alone: mcts@3200 against mcts@800, --seed scx41-1 … scx41-8: 9 of 16 (33–77%) (README)",
    },
  },
  "starcraft-lite": {
    easy: { bot: "random", evidence: null },
    normal: {
      bot: "heuristic",
      evidence: "ladder easy,normal --games 200 --seed lv39: 195 of 200 (Wilson 95% 94–99%)",
    },
    // Hard is ISMCTS at 100 ms: measured as its quiet-machine equivalent (600 iterations, the
    // lite39 session; 640 in session 37) since session 37's evaluation (projected points, card
    // wear) and payment grouping, lite39's deadlock fix in the battle rules and session 40's two
    // fixes for stalled battles (battle-choice.ts, declinesKill). Above normal by the 65% margin
    // on 200 games (interval 69–81%).
    hard: {
      bot: "mcts",
      timeMs: 100,
      evidence:
        "ISMCTS 600 iterations (quiet 100 ms) against the heuristic, ladder --games 10 --seed lite39t-1, lite39t-2, lite39-1 … lite39-18: " +
        "151 of 200 (Wilson 95% 69–81%; lite39-10 … 18, after the stall fixes: 65 of 90) (README)",
    },
    // Expert rolls its leaves out with the heuristic to the end of the round (hard scores them at
    // once), as StarCraft's expert does: 400 ms buys about 560 such iterations on a quiet machine
    // (session 44), against hard's 600 without.
    expert: {
      bot: "mcts",
      timeMs: 400,
      options: { rolloutDepth: ROUND_ROLLOUT_DEPTH },
      evidence:
        "with rollouts to the end of the round against hard, at the iterations a quiet machine buys (session 44): " +
        "ladder --bots hard@600,expert@560 --games 2 --seed ltx48-1 … ltx48-176, a run of 352 games fixed in advance (runs/x48/plan.txt, sessions 48–50): 255 of 352 (Wilson 95% 67.6–76.8%), met with 95% confidence; " +
        "before, --seed ltx47-1 … ltx47-88 (session 47, planned in full before): 124 of 176 (63.3–76.7%), met by the rate only; --seed ltx44-1 … ltx44-44: 65 of 88 (64–82%); " +
        "then ltx44-45 … 56, run after that was seen: 19 of 24, pooled 84 of 112 (66–82%); ltx45-1 … 4 (session 45, a planned run stopped for Brood War): 4 of 8; all 648 games of these specs 467 (68.5–75.4%, secondary); before that, time alone: mcts@2400 against mcts@600, --seed lx40-1: 1 of 4 (README)",
    },
  },
  eclipse: {
    easy: { bot: "random", evidence: null },
    normal: {
      bot: "heuristic",
      evidence: "ladder easy,normal --games 200 --seed lv39: 200 of 200 (Wilson 95% 98–100%)",
    },
    // With the heuristic's choice as its prior (eclipse/prior.ts) ISMCTS at 100 ms on a loaded
    // machine beat the heuristic 10 of 14; at 300 iterations (≈ 100 ms quiet) it lost to it. With
    // heuristic rollouts to the end of the round (session ec39) mcts@225 wins 62–66% against it (README
    // "Rollouts to the end of the round"), but an iteration now costs about 2.9× as much: on a quiet
    // machine (scripts/budget-equivalent.ts, 2026-11-29 12:15) 100 ms buys 131 iterations and hard's
    // 250 ms 309. Session ec40: priorBias 2, width 2 and finalMargin 0.05 on paired seeds; the
    // margin won 30 of 40 against 24 of 40 and is the default since session 40 (README "Search
    // levers"). Hard thought 250 ms until session 41, a budget never shown stronger than 100 ms
    // (mcts@225 21 of 34 against mcts@130 52 of 90); since then it thinks the 100 ms that the
    // strength runs measure, like hard in the other games. Session 52 made an iteration cheaper
    // without changing a decision (Eclipse's applyInPlace; the heuristic's Move plans read from
    // the rules): 100 ms buys 233 iterations on the quiet machine where it bought 140 the same
    // day, and expert's 400 ms 415 where 240 (runs/x52/plan.txt measures hard at mcts@233).
    hard: {
      bot: "mcts",
      timeMs: 100,
      evidence:
        "with rollouts to the end of the round against the heuristic: mcts@225 21 of 34 (45–76%); mcts@130 (100 ms) 52 of 90, one draw (48–68%; seeds ec39h-1..7, ec40-1..4); " +
        "with finalMargin 0.05 (the default since session 40) 30 of 40 on ec39h-2, ec39h-3, ec40-1..4, then 14 of 20 on ec40-5..8 and 94 of 140, one draw, on ec40-9..36 (session 41): " +
        '138 of 200 (Wilson 62–75%) at mcts@130, hard\'s budget since session 41 (README "Where each ruleset stands"); then the run of 800 games fixed in advance (ech50-1 … 200, sessions 50–51): 530 of 800 (66.2%, Wilson 62.9–69.4%), met by the rate, not with 95% confidence; since the session-52 speed-up (100 ms ≈ 233 iterations), the run of 400 games fixed in advance (runs/x52/plan.txt) at mcts@233, ech52-1 … 100: 278 of 400 (69.5%, Wilson 64.8–73.8%), met by the rate, not with 95% confidence (one win short); a second such run of 800 games (runs/x54/plan.txt), ech54-1 … 200: 520 of 800 (65.0%, Wilson 61.6–68.2%), met by the rate, not with 95% confidence; before: mcts@300 without rollouts 4 of 18',
    },
    // Expert rolls out through the next round too (hard: to the end of the round), as Brood War's
    // expert does: 400 ms buys about 1.7× hard's iterations with two-round rollouts (session 46).
    expert: {
      bot: "mcts",
      timeMs: 400,
      options: { rolloutRounds: 2, rolloutDepth: 2 * ECLIPSE_ROUND_ROLLOUT_DEPTH },
      evidence:
        "rolling out through two rounds at the iterations 400 ms buys (expert@225) against hard@130: ladder --games 2 --seed ecx46-1 … ecx46-16 (session 46): 21 of 32 (Wilson 95% 48–80%), met by the rate; before, time alone: ladder --bots hard@130,expert@480 --games 2 --seed ecx43-1 … ecx43-3 (session 43): 3 of 6 (Wilson 19–81%) (README)",
    },
  },
};

export function isLevel(name: string): name is Level {
  return (LEVEL_NAMES as readonly string[]).includes(name);
}

/** The bot and budget of a level in a ruleset (the generic row for rulesets without one). */
export function levelFor(rulesetId: string, level: Level): LevelBot {
  return (LEVELS[rulesetId] ?? GENERIC)[level];
}
