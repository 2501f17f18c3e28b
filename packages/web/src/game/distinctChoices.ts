/**
 * Choices offered at one time, one per distinct wording (issue 35: two identical buttons side by
 * side). Two legal actions the table words alike differ only in something the seat cannot tell
 * apart — which of two Marines standing together moves, which of two Zealots of one player an
 * event strikes —, so they are one choice to the player: the first is offered, the rest left out.
 * The describers name every difference a player can see (the unit a Build replaces, the card and
 * the skirmish), which `boards/distinctChoices.test.ts` checks over played games.
 */
export function distinctChoices<A>(actions: readonly A[], words: (action: A) => string): A[] {
  const seen = new Set<string>();
  const kept: A[] = [];
  for (const action of actions) {
    const text = words(action);
    if (seen.has(text)) continue;
    seen.add(text);
    kept.push(action);
  }
  return kept;
}
