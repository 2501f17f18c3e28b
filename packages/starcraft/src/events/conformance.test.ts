/**
 * The engine's conformance suite on whole games with all event cards in the deck (6 seats:
 * nothing is removed), so event plays and their decisions (`event-pick`/`event-pass`) are
 * enumerated, validated, applied, replayed, viewed and determinized like every other action.
 */
import { runConformance } from "@koprulu/engine/conformance";
import { starcraft } from "../ruleset";

runConformance(starcraft as never, {
  games: 2,
  players: [6],
  seed: "events",
  maxActionsPerGame: 2500,
  viewEvery: 25,
  determinizations: 1,
  maxLegalChecked: 6,
  invalidPerState: 2,
});
