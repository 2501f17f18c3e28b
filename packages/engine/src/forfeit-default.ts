/**
 * The engine's default forfeit, for rulesets that have no forfeit rule of their own (Eclipse,
 * rock-paper-scissors: games without elimination). The rule is "eliminated by the rules
 * where the ruleset supports it, otherwise the game ends with him last": a game that cannot
 * remove one player ends at once with the forfeiter last: the others ranked by the ruleset's
 * standing where it has one (`Ruleset.standing`: points so far), else sharing the win.
 *
 * Why in the engine and not in each ruleset: the ending is the same for every game without
 * elimination, and a record's `@forfeit` entry must replay the same wherever the record is
 * loaded (server, CLI, tests), so the one place every replay goes through (Match) applies it.
 * The ruleset's state is kept as it was and only marked (FORFEITED_KEY), so its view, log and
 * hash stay the ruleset's own; the wrapper answers pending/legalActions/validate/outcome for a
 * marked state and passes everything else through.
 */
import { EngineErrors } from "./errors";
import type { ActionBase, AnyRuleset, Outcome, PlayerId, Ruleset } from "./types";

/** The mark the default forfeit leaves on a state: who forfeited. */
export const FORFEITED_KEY = "@forfeited";

/** The outcome's reason when the default forfeit ended the game. */
export const FORFEIT_REASON = "forfeit";

function forfeiterOf(state: unknown): PlayerId | null {
  if (typeof state !== "object" || state === null) return null;
  const mark = (state as Record<string, unknown>)[FORFEITED_KEY];
  return typeof mark === "number" ? mark : null;
}

/**
 * The game ended by the default forfeit, the forfeiter last: the other seats with the best
 * standing win (`Ruleset.standing`, its figures as the outcome's scores); without a standing
 * every other seat shares the win.
 */
export function defaultForfeitOutcome(ruleset: AnyRuleset, state: unknown): Outcome | null {
  const forfeiter = forfeiterOf(state);
  if (forfeiter === null) return null;
  const others: PlayerId[] = [];
  for (let p = 0; p < ruleset.players(state); p++) if (p !== forfeiter) others.push(p);
  if (typeof ruleset.standing !== "function") return { winners: others, reason: FORFEIT_REASON };
  const scores = ruleset.standing(state);
  const best = Math.max(...others.map((p) => scores[p] ?? 0));
  return { winners: others.filter((p) => (scores[p] ?? 0) === best), reason: FORFEIT_REASON, scores };
}

const wrapped = new WeakMap<AnyRuleset, AnyRuleset>();

/**
 * The ruleset with a forfeit rule: itself when it has one, else the same ruleset with the
 * engine's default (the game ends, the forfeiter last). Wrappers are cached, so every call
 * for one ruleset gives the same object.
 */
export function withForfeit<S, A extends ActionBase, O, V>(
  ruleset: Ruleset<S, A, O, V>,
): Ruleset<S, A, O, V> {
  if (typeof ruleset.forfeit === "function") return ruleset;
  const any = ruleset as AnyRuleset;
  const known = wrapped.get(any);
  if (known) return known as Ruleset<S, A, O, V>;
  const over = (s: S) => forfeiterOf(s) !== null;
  // A copy with the same prototype and own fields (object literals and class instances alike).
  const r: Ruleset<S, A, O, V> = Object.assign(Object.create(Object.getPrototypeOf(ruleset)), ruleset, {
    pending: (s: S) => (over(s) ? [] : ruleset.pending(s)),
    legalActions: (s: S, p: PlayerId) => (over(s) ? [] : ruleset.legalActions(s, p)),
    validate: (s: S, p: PlayerId, a: unknown) =>
      over(s) ? EngineErrors.gameOver() : ruleset.validate(s, p, a),
    outcome: (s: S) => defaultForfeitOutcome(any, s) ?? ruleset.outcome(s),
    forfeit: (s: S, p: PlayerId): S => {
      if (typeof s !== "object" || s === null || Array.isArray(s))
        throw new TypeError(`${ruleset.id}: the default forfeit needs a state that is a JSON object.`);
      return { ...s, [FORFEITED_KEY]: p };
    },
  }) as Ruleset<S, A, O, V>;
  if (ruleset.explain) {
    const explain = ruleset.explain.bind(ruleset);
    r.explain = (s: S, p: PlayerId) => (over(s) ? [] : explain(s, p));
  }
  wrapped.set(any, r as AnyRuleset);
  return r;
}
