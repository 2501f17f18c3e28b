/**
 * Which viewers may read the details of a log entry ("Seat 2 marks cell 4" versus "Seat 2
 * made a hidden choice"). The server knows no rules, so it decides from the ruleset's own
 * views: an action is visible to a viewer when that viewer's view after it tells it apart
 * from every other legal action the actor had — then the description says nothing the view
 * does not already say. A face-down order or a simultaneous secret pick yields the same view
 * for several alternatives, so it stays hidden. The actor always sees its own entries.
 */
import type { AnyRuleset, Viewer } from "@koprulu/engine";
import { canonicalEqual } from "@koprulu/engine";

/** Beyond this many alternatives the check costs too much; the entry stays hidden (safe side). */
export const MAX_ALTERNATIVES = 256;

export function viewersOf(players: number): Viewer[] {
  const out: Viewer[] = [];
  for (let p = 0; p < players; p++) out.push(p);
  out.push("spectator");
  return out;
}

export function visibleTo(
  ruleset: AnyRuleset,
  before: unknown,
  seat: number,
  action: unknown,
  after: unknown,
  players: number,
): Viewer[] {
  const others = viewersOf(players).filter((v) => v !== seat);
  // canonicalEqual is canonical-JSON equality without building the strings (it was most of
  // this function's cost, on every move).
  const alternatives = ruleset.legalActions(before, seat).filter((a: unknown) => !canonicalEqual(a, action));
  const out: Viewer[] = [seat];
  if (alternatives.length > MAX_ALTERNATIVES) return out;
  const altStates = alternatives.map((a: unknown) => ruleset.apply(before, seat, a));
  for (const viewer of others) {
    const seen = ruleset.view(after, viewer);
    if (altStates.every((s: unknown) => !canonicalEqual(ruleset.view(s, viewer), seen))) out.push(viewer);
  }
  return out;
}
