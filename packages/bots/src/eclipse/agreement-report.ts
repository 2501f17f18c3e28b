/**
 * Where ISMCTS leaves the heuristic's move in Eclipse, and for what (issue 37): plays 2-player
 * heuristic games and, at every third turn-menu decision with a choice, searches the position
 * with ISMCTS (its prior and evaluation as registered) and counts the searches that chose the
 * heuristic's move, and the others by "heuristic's type -> search's type". A diagnosis of the
 * evaluation (a search that leaves good moves for bad ones is misled), not a strength
 * measurement, and a long run kept out of the test suite:
 *
 *   npx tsx packages/bots/src/eclipse/agreement-report.ts [iterations=300] [seeds=d1,d2]
 */
import { type EclipseAction, eclipse } from "@koprulu/eclipse";
import { Rng } from "@koprulu/engine";
import { ismctsSearch } from "../ismcts";
import { heuristicFor } from "../registry";
import "./index";

export interface AgreementReport {
  searches: number;
  agreed: number;
  /** Searches that left the heuristic's move, by "heuristic's type -> search's type". */
  left: Record<string, number>;
}

export function agreementReport(iterations: number, seeds: string[]): AgreementReport {
  const heuristic = heuristicFor("eclipse");
  const report: AgreementReport = { searches: 0, agreed: 0, left: {} };
  for (const seed of seeds) {
    let s = eclipse.setup(eclipse.defaultOptions(2), seed);
    const rng = Rng.fromSeed(seed);
    let turns = 0;
    while (eclipse.pending(s).length > 0) {
      const seat = eclipse.pending(s)[0]!.player;
      const legalActions = eclipse.legalActions(s, seat);
      const input = { ruleset: eclipse, seat, view: eclipse.view(s, seat), decisions: [], legalActions, rng };
      const move = heuristic.choose(input) as EclipseAction;
      if (legalActions.length > 1 && s.step.kind === "turn" && turns++ % 3 === 0) {
        const found = ismctsSearch({ ...input, rng: Rng.fromSeed(`${seed}-${turns}`) }, { iterations });
        const chosen = found.action as EclipseAction;
        report.searches++;
        if (JSON.stringify(chosen) === JSON.stringify(move)) report.agreed++;
        else {
          const key = `${move.type} -> ${chosen.type}`;
          report.left[key] = (report.left[key] ?? 0) + 1;
        }
      }
      s = eclipse.apply(s, seat, move);
    }
  }
  return report;
}

if (process.argv[1]?.endsWith("agreement-report.ts")) {
  const iterations = Number(process.argv[2] ?? 300);
  const seeds = (process.argv[3] ?? "d1,d2").split(",");
  console.log(JSON.stringify(agreementReport(iterations, seeds), null, 1));
}
