/**
 * The engine's conformance suite on StarCraft: random games where every enumerated action
 * validates and applies, mutated actions are rejected, states round-trip through JSON and
 * replays, views are plain JSON and determinize is consistent with each seat's view.
 * Sampled (viewEvery, maxLegalChecked) to keep the run within the team's test budget.
 */
import { runConformance } from "@koprulu/engine/conformance";
import { starcraft } from "./ruleset";

runConformance(starcraft as never, {
  games: 5,
  players: [2, 3, 4, 5, 6],
  maxActionsPerGame: 400,
  viewEvery: 9,
  determinizations: 1,
  maxLegalChecked: 12,
  invalidPerState: 3,
});
