/**
 * The HeuristicBot's Leadership choice (Brood War, BW-L1): each card is rated by what its effects
 * are worth to the chooser now, and only effects the rules play count (`LEADERSHIP_EFFECTS_PLAYED`;
 * a card whose effect is not implemented is worth nothing beyond its starting forces).
 * What the ratings rest on: bot games are short points races (about 7 rounds with 2 players,
 * rarely a special victory, sometimes an early elimination), so
 * - Stage I: starting forces by their cost (a weak start dies early), workers, transports, a second
 *   base, extra permanent resources (every round), conquest points every round (The Overmind),
 *   *Predestined* (the others need 20 points instead of 15) above the other Special Victory cards;
 * - Stage II/III: a hero, special CP tokens (points every round), free units, events drawn,
 *   conquest points taken from the opponents (more when one of them nears his target), special or
 *   doubled orders next round, *Destiny* only when an opponent could win this Regrouping.
 * Weights were last set against a probe of 400 two-player games where both seats chose at random
 * (win rate per chosen card): e.g. *Glimpse the Future* and *The Sons of Korhal* won most often
 * in their faction's Stage I, *Hasten the End* above *Sarah Kerrigan*.
 */
import type { PlayerId } from "@koprulu/engine";
import { cat, LEADERSHIP_EFFECTS_PLAYED, type StarcraftView } from "@koprulu/starcraft";
import { unitValue } from "./evaluate";

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

/** Weight of a starting force's value (unitValue: 1 plus half the price): the stronger start wins. */
const FORCES = 1.5;

export function leadershipScore(v: StarcraftView, p: PlayerId, id: string): number {
  const card = cat(v).leadership[id];
  if (!card) return 0;
  let score = FORCES * forcesValue(v, card.startUnits) + card.workers * 0.3 + card.transports * 0.8;
  const opponents = v.players.filter((pl, q) => q !== p && !pl.eliminated).length;
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
        // An order whose kind is chosen when it is revealed, every round (leadership-use.ts).
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

/** An opponent could reach his target at this Regrouping (or a Special Victory may be near). */
function closeToWinning(v: StarcraftView, p: PlayerId): boolean {
  return leaderCp(v, p) >= 13;
}

/** *To the Bitter End*: points taken from every opponent, worth most when one nears his target. */
function bitterEndValue(v: StarcraftView, p: PlayerId, amount: number): number {
  let value = 0;
  v.players.forEach((pl, q) => {
    if (q === p || pl.eliminated) return;
    value += 1.5 * Math.min(amount, pl.cp) * (pl.cp >= 10 ? 2 : 1);
  });
  return value;
}

function enemyTransports(v: StarcraftView, p: PlayerId): number {
  return v.transports.filter((t) => t.owner !== p).length;
}

function forcesValue(v: StarcraftView, units: readonly string[]): number {
  let n = 0;
  for (const u of units) if (cat(v).units[u]) n += unitValue(v, u);
  return n;
}
