/**
 * The engine's conformance suite on StarCraft with Brood War (options.expansions): a few random
 * games (kept small for CI) where every enumerated action validates and applies, mutated actions
 * are rejected, states round-trip through JSON and replays, and determinize agrees with each view.
 */
import { runConformance } from "@koprulu/engine/conformance";
import { starcraft } from "../ruleset";

runConformance(starcraft as never, {
  games: 3,
  players: [2, 4, 6],
  options: (players) => ({ ...starcraft.defaultOptions(players), expansions: ["brood-war"] }),
  maxActionsPerGame: 400,
  viewEvery: 9,
  determinizations: 1,
  maxLegalChecked: 12,
  invalidPerState: 3,
});
