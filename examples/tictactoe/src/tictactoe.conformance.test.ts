import { runConformance } from "@koprulu/engine/conformance";
import { tictactoe } from "./tictactoe";

runConformance(tictactoe, { games: 40 });
