/**
 * The HeuristicBot's Leadership choice (Brood War, BW-L1): each card is rated by what its effects
 * are worth to the chooser now, and only effects the rules play count (`LEADERSHIP_EFFECTS_PLAYED`;
 * a card whose effect is not implemented is worth nothing beyond its starting forces).
 * What the ratings rest on: bot games are short points races (about 7 rounds with 2 players,
 * Stage III in about one game in five, rarely a special victory), so
 * - Stage I: the starting forces first (by cost: a weak start loses ground it never takes back),
 *   then the card's effect: *Predestined* (the others need 20 points), a second base, resources
 *   every round for idle workers (*Storage Facilities*), *Domination* against one opponent; extra
 *   permanent resources count for less than the starting units those cards lack;
 * - Stage II/III, read from the board: a hero, special CP tokens (points every round), a fifth
 *   order, free units, points taken from the opponents (more when one nears his target), enemy
 *   transports destroyed, *Destiny* only when an opponent could reach his target this Regrouping
 *   (20 points while *Predestined* is in play).
 * Weights were set against 4,000 two-player games where every seat chose at random (probe
 * starcraft-leadership-choice.ts --random --cards, win rate of each card against its faction's
 * other cards of the stage): e.g. *Forward Planning* +7.6 points, *Predestined* +7.1, *Storage
 * Facilities* +4.1, *The Sons of Korhal* +2.9; *A New Rising Power* -8.7, *Orbital Platform* -3.5,
 * *Make Do With Little* -4.3 (standard error about 2 points); 1,000 four-player games agree on
 * the picks (*The Overmind* +12.1, *The Sons of Korhal* +8.9, *Forward Planning* +8.5).
 */
import type { PlayerId } from "@koprulu/engine";
import { cat, LEADERSHIP_EFFECTS_PLAYED, type StarcraftView } from "@koprulu/starcraft";
import { unitValue } from "./evaluate";
import { isFoe } from "./teams";

const played = new Set(LEADERSHIP_EFFECTS_PLAYED);

function num(x: unknown): number {
  return typeof x === "number" ? x : 0;
}

/** Weight of a starting force's value (unitValue: 1 plus half the price): the stronger start wins. */
const FORCES = 1.5;

export function leadershipScore(v: StarcraftView, p: PlayerId, id: string): number {
  const card = cat(v).leadership[id];
  if (!card) return 0;
  let score = FORCES * forcesValue(v, card.startUnits) + card.workers * 0.3 + card.transports * 0.8;
  const opponents = v.players.filter((pl, q) => isFoe(v, p, q) && !pl.eliminated).length;
  for (const e of card.effects) {
    // Installations: the Overmind (+1 CP every round), the Cerebrate (a fifth order), the Warp Gate.
    if (e.key === "leadership-installation")
      score += e.params.installation === "overmind" ? 2 : e.params.installation === "cerebrate" ? 5 : 1;
    if (!played.has(e.key)) continue;
    if (e.key.startsWith("victory-")) score += specialVictoryValue(e.key, opponents);
    switch (e.key) {
      case "leadership-starting-bases":
        score += 2.5 * (num(e.params.bases) - 1);
        break;
      case "leadership-permanent-resources":
        // Measured: a resource a round is worth less than the starting units these cards lack.
        score += num(e.params.minerals) + num(e.params.gas);
        break;
      case "leadership-idle-worker-resources":
        // Storage Facilities: up to `max` resources every Regrouping; bots often leave workers idle.
        score += 2 * num(e.params.max);
        break;
      case "leadership-draw-events":
        score += 0.6 * num(e.params.count);
        break;
      case "leadership-opponents-lose-cp":
        score += bitterEndValue(v, p, num(e.params.amount));
        break;
      case "leadership-no-winner":
        score += closeToWinning(v, p) ? 10 : 0.5;
        break;
      case "leadership-hero":
        // A free figure of its type, plus the hero's abilities.
        score += 2 + (card.heroUnit ? 0.6 * forcesValue(v, [card.heroUnit]) : 1);
        break;
      case "leadership-protected-transports":
        score += 0.5;
        break;
      case "leadership-reorder-stack":
        score += 1;
        break;
      case "leadership-special-conquest-areas":
        // Each token is a conquest point every round for its controller (usually him).
        score += 3 * num(e.params.count);
        break;
      case "leadership-place-units": {
        // Free units (Scorched Earth Policy): the better group.
        const groups = (e.params.choices ?? []) as { unit: string; count: number }[][];
        let best = 0;
        for (const g of groups)
          best = Math.max(
            best,
            forcesValue(
              v,
              g.flatMap((x) => Array<string>(x.count).fill(x.unit)),
            ),
          );
        score += 0.6 * best;
        break;
      }
      case "leadership-grant-keyword":
        score += 1;
        break;
      case "leadership-star-order":
        // An order whose kind is chosen when it is revealed, every round (brood-war-leadership-use.ts).
        score += 3;
        break;
      case "leadership-free-logistics":
        score += 2;
        break;
      case "leadership-evict-planet":
        score += 1 + opponents;
        break;
      case "leadership-build-anywhere":
        score += 2;
        break;
      case "leadership-unit-reserve":
        // Reserve units join a Mobilize anywhere but hold no area while in reserve.
        score +=
          0.3 *
            FORCES *
            forcesValue(v, Array<string>(num(e.params.start)).fill(String(e.params.unit ?? ""))) +
          0.5;
        break;
      case "leadership-buildings-max":
        score += 4;
        break;
      case "leadership-special-orders-next-round":
      case "leadership-double-orders":
        score += 3;
        break;
      case "leadership-destroy-transports":
        // Every enemy transport it can destroy cuts a route of theirs (it was worth little otherwise).
        score += 1.5 * enemyTransports(v, p);
        break;
      case "leadership-ultimate-sacrifice":
        score += 2;
        break;
      case "leadership-choose-planets":
        // Choosing his planets and going first (or naming who does) is worth a little.
        score += 1;
        break;
      case "leadership-restore-areas":
        score += 1;
        break;
      case "leadership-restrict-orders":
        score += 3.5;
        break;
      case "leadership-place-z-routes":
        // She lays out every Z-axis route and starts with Overlords on her routes: reach early.
        score += 3.5;
        break;
    }
  }
  return score;
}

/**
 * A Special Victory card (Stage I) is checked only in Stage III, which short bot games often do
 * not reach; *Predestined* counts at once (the others need 20 points), and *Domination* (more areas
 * than each opponent) is within reach against one opponent.
 */
function specialVictoryValue(key: string, opponents: number): number {
  if (key === "victory-end-draws-near") return 5;
  if (key === "victory-most-areas") return opponents <= 1 ? 4 : 1.5;
  return 1;
}

/** Does seat q hold a Leadership card with effect `key` in play (cards in play are public)? */
function holds(v: StarcraftView, q: PlayerId, key: string): boolean {
  return (v.broodWar?.leadership[q] ?? []).some((id) =>
    cat(v).leadership[id]?.effects.some((e) => e.key === key),
  );
}

/** Points seat q needs: 15, or 20 while another player holds *Predestined* (BW-L5). */
function targetOf(v: StarcraftView, q: PlayerId): number {
  const aldaris = v.players.some(
    (pl, i) => i !== q && !pl.eliminated && holds(v, i, "victory-end-draws-near"),
  );
  return aldaris ? 20 : 15;
}

/** Points the opponent nearest his target still lacks. */
function opponentsMargin(v: StarcraftView, p: PlayerId): number {
  let margin = Number.POSITIVE_INFINITY;
  v.players.forEach((pl, q) => {
    if (isFoe(v, p, q) && !pl.eliminated) margin = Math.min(margin, targetOf(v, q) - pl.cp);
  });
  return margin;
}

/** *Destiny* matters only when an opponent could reach his target at this Regrouping. */
function closeToWinning(v: StarcraftView, p: PlayerId): boolean {
  return opponentsMargin(v, p) <= 2;
}

/** *To the Bitter End*: points taken from every opponent, worth most when one nears his target. */
function bitterEndValue(v: StarcraftView, p: PlayerId, amount: number): number {
  let value = 0;
  v.players.forEach((pl, q) => {
    if (!isFoe(v, p, q) || pl.eliminated) return;
    value += 1.5 * Math.min(amount, pl.cp) * (targetOf(v, q) - pl.cp <= 5 ? 2 : 1);
  });
  return value;
}

function enemyTransports(v: StarcraftView, p: PlayerId): number {
  return v.transports.filter((t) => isFoe(v, p, t.owner)).length;
}

function forcesValue(v: StarcraftView, units: readonly string[]): number {
  let n = 0;
  for (const u of units) if (cat(v).units[u]) n += unitValue(v, u);
  return n;
}
