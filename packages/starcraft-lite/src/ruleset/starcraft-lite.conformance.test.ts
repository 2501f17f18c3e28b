/**
 * The engine's conformance suite on StarCraft Lite: random games (including the hidden
 * simultaneous Technology phase and battles) where every enumerated action validates and
 * applies, mutated and hostile actions are refused, states round-trip and replay, views are
 * plain JSON and determinize agrees with each seat's view. Sampled to stay within seconds.
 */
import { runConformance } from "@koprulu/engine/conformance";
import { starcraftLite } from "./ruleset";

runConformance(starcraftLite as never, {
  games: 2,
  players: [2, 4],
  maxActionsPerGame: 800,
  viewEvery: 17,
  determinizations: 1,
  maxLegalChecked: 10,
  invalidPerState: 3,
});
