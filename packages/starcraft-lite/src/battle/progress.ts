/**
 * The round being played, as far as it has gone: while a battle waits for a decision in the
 * middle of a round (a target for a hit, a splash, a withdrawal), its dice are rolled and some
 * steps are done, but the round's report is only kept once the round ends. This replays the
 * round from its tape (the dice and answers so far) up to the open decision and returns the
 * report filled so far: the dice, each side's target number, EMP, the strikes made, the splash
 * pools once step 9 is reached. Pure; for tables and narration, not for the rules.
 */
import { makeContext } from "./context";
import { type Chooser, resolveRound } from "./round";
import type { Answer, LiteBattleState, RoundReport } from "./types";

class Stop {}

export function roundSoFar(b: Omit<LiteBattleState, "rng">): RoundReport | null {
  if (b.phase !== "round" || !b.tape.dice) return null;
  const answers = b.tape.answers;
  let i = 0;
  const choose: Chooser = (req) => {
    if (req.options.length === 1) return req.options[0] as Answer;
    if (i < answers.length) return answers[i++] as Answer;
    throw new Stop();
  };
  const dice = b.tape.dice;
  let report: RoundReport | null = null;
  try {
    resolveRound(
      makeContext(b.input),
      b.position,
      b.round,
      choose,
      () => dice,
      null,
      true,
      (r) => {
        report = r;
      },
    );
  } catch (e) {
    if (!(e instanceof Stop)) throw e;
  }
  return report;
}
