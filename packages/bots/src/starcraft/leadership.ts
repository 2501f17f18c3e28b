/**
 * The HeuristicBot's Leadership choice (Brood War, BW-L1): each card is rated by what its effects
 * are worth to the chooser now, and only effects the rules play count (`LEADERSHIP_EFFECTS_PLAYED`;
 * a card whose effect is not implemented is worth nothing beyond its starting forces).
 * - Stage I: starting forces (units, workers, transports, a second base), a Special Victory card
 *   (the only way to a special victory, BW-L4), extra permanent resources (every round).
 * - Stage II/III: a hero, special CP tokens, events drawn, conquest points taken from the
 *   opponents (more when one of them nears his target), special or doubled orders next round,
 *   *Destiny* only when an opponent could win this Regrouping.
 */
import type { PlayerId } from "@koprulu/engine";
import { cat, LEADERSHIP_EFFECTS_PLAYED, type StarcraftView } from "@koprulu/starcraft";

const played = new Set(LEADERSHIP_EFFECTS_PLAYED);

function num(x: unknown): number {
  return typeof x === "number" ? x : 0;
}

/** The highest conquest points among the chooser's opponents still in the game. */
function leaderCp(v: StarcraftView, p: PlayerId): number {
  let top = 0;
  v.players.forEach((pl, q) => {
    if (q !== p && !pl.eliminated) top = Math.max(top, pl.cp);
  });
  return top;
}

export function leadershipScore(v: StarcraftView, p: PlayerId, id: string): number {
  const card = cat(v).leadership[id];
  if (!card) return 0;
  let score = card.startUnits.length * 1.2 + card.workers * 0.6 + card.transports * 0.5;
  const opponents = v.players.filter((pl, q) => q !== p && !pl.eliminated).length;
  for (const e of card.effects) {
    // Installations: the Cerebrate (a fifth order) and the Overmind (+1 CP a round) are played,
    // the Warp Gate not yet.
    if (e.key === "leadership-installation" && e.params.installation !== "warp-gate") score += 3;
    if (!played.has(e.key)) continue;
    if (e.key.startsWith("victory-")) score += e.key === "victory-end-draws-near" ? 3 : 2.5;
    switch (e.key) {
      case "leadership-starting-bases":
        score += 3 * (num(e.params.bases) - 1);
        break;
      case "leadership-permanent-resources":
        score += 2.5 * (num(e.params.minerals) + num(e.params.gas));
        break;
      case "leadership-draw-events":
        score += 0.8 * num(e.params.count);
        break;
      case "leadership-opponents-lose-cp":
        score += num(e.params.amount) * (opponents + (leaderCp(v, p) >= 10 ? 2 : 0));
        break;
      case "leadership-no-winner":
        score += leaderCp(v, p) >= 13 ? 8 : 0.5;
        break;
      case "leadership-hero":
        score += 4;
        break;
      case "leadership-special-conquest-areas":
        // Each token is a conquest point every round for its controller (usually him).
        score += 2 * num(e.params.count);
        break;
      case "leadership-buildings-max":
        score += 4;
        break;
      case "leadership-special-orders-next-round":
      case "leadership-double-orders":
        score += 3;
        break;
      case "leadership-destroy-transports":
        score += 0.8 * opponents;
        break;
      case "leadership-idle-worker-resources":
        score += 2;
        break;
      case "leadership-ultimate-sacrifice":
        score += 2;
        break;
      case "leadership-choose-planets":
        // Choosing his planets and going first (or naming who does) is worth a little.
        score += 1.5;
        break;
      case "leadership-restore-areas":
      case "leadership-restrict-orders":
        score += 1.5;
        break;
    }
  }
  return score;
}
