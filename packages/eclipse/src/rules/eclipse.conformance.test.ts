import { runConformance } from "@koprulu/engine/conformance";
import { eclipse } from "./ruleset";

// Short games (one round each, capped actions): the checks run at every state, so this stays a few seconds.
runConformance(eclipse, {
  games: 2,
  players: [2, 4],
  maxActionsPerGame: 200,
  determinizations: 1,
  viewEvery: 4,
  maxLegalChecked: 8,
  invalidPerState: 3,
  options: (players) => ({ players, rounds: 1 }),
});

// Issue 29: random species (Draco's two sectors, Eridani's tiles, Planta, Hydran) and the "choose" setup.
runConformance(eclipse, {
  games: 2,
  players: [3, 4],
  maxActionsPerGame: 600,
  determinizations: 1,
  viewEvery: 4,
  maxLegalChecked: 8,
  invalidPerState: 3,
  options: (players) => ({ players, rounds: 1, species: players === 3 ? "choose" : "random" }),
});
