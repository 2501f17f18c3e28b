/**
 * How the HeuristicBot uses what its Leadership cards give (Brood War): without these ratings
 * every such decision scored 0 and was a uniform pick (a Star order executed as a random kind, a
 * hero dropped in any area, a death strike on any target, reserve Ghosts left in reserve).
 * - The Star order (*The Sons of Korhal*): placed where the best normal order would go, and
 *   executed as the kind that does most on its planet (special when it can).
 * - Reserve units (*Covert Operations*): a reserve Ghost joins a Mobilize like a unit arriving.
 * - *Conclave Fleet*: reserve units are deployed (on the board they hold and defend areas).
 * - Heroes: placed where enemies can reach (a hero is a strong unit that should fight), on
 *   valuable areas; never by destroying one of his figures when an unbuilt one is free.
 * - Gantrithor's death strike: a base, then an installation, then the dearest unit.
 * - Installations (*Cerebrate Daggoth*, *The Overmind*): in the area hardest to reach (they die
 *   with the area), i.e. the least threatened friendly area, one with his base first.
 * The callbacks are the heuristic's own one-step ratings (heuristic.ts), so both agree.
 */
import type { PlayerId } from "@koprulu/engine";
import type { StarcraftAction, StarcraftView } from "@koprulu/starcraft";
import { unitValue } from "./evaluate";

export interface UseRatings {
  v: StarcraftView;
  p: PlayerId;
  /** The heuristic's rating of placing a normal (silver) order of `kind` on `planet`. */
  planning(planet: string, kind: "build" | "mobilize" | "research"): number;
  /** What a Mobilize on `planet` could take. */
  mobilizeValue(planet: string): number;
  /** What arriving with a unit of `type` in `area` is worth now (a move's gain, no leaving cost). */
  arrival(area: string, type: string): number;
  /** Enemy strength on the area's planet and its neighbours. */
  threat(area: string): number;
  /** An area's worth (conquest points, resources). */
  worth(area: string): number;
}

function planetOf(area: string): string {
  return area.slice(0, area.indexOf("#"));
}

/** Placing the Star order: as good as the best normal order there, a little better (any kind). */
export function starPlacementScore(r: UseRatings, planet: string): number {
  const best = Math.max(
    r.planning(planet, "build"),
    r.planning(planet, "mobilize"),
    r.planning(planet, "research"),
  );
  return best + 0.5;
}

/** Executing a revealed Star order as `as` (gold: as a special order, into the pool). */
export function starExecutionScore(r: UseRatings, planet: string, as: string, gold: boolean): number {
  const { v, p } = r;
  let s: number;
  if (as === "build") {
    const base = v.bases.some((b) => b.owner === p && planetOf(b.area) === planet);
    s = base ? 7 : 5.5;
  } else if (as === "mobilize") {
    s = 3 + r.mobilizeValue(planet) / 2;
  } else s = v.players[p].hand.length < 3 ? 4.5 : 2.5;
  // Special Build / Mobilize do more (more units, more moves); a special Research too.
  return s + (gold ? 1 : 0);
}

/** Scores of the Leadership-use decisions; `null` when `a` is none of them. */
export function leadershipUseScore(r: UseRatings, a: StarcraftAction): number | null {
  const { v, p } = r;
  switch (a.type) {
    case "place-star-order":
      return starPlacementScore(r, a.planet);
    case "move-held":
      return r.arrival(a.area, a.unit);
    case "deploy-held":
      return 1 + unitValue(v, a.unit) / 10 + Math.min(2, r.threat(a.area) / 6);
    case "end-deploy":
      return 0;
    case "place-hero":
      return Math.min(4, r.threat(a.area) / 4) + r.worth(a.area) / 4 - (a.replace !== undefined ? 3 : 0);
    case "death-strike": {
      if (a.target === "base") return 10;
      if (a.target === "installation") return 8;
      if (a.target === "unit") {
        const u = v.units.find((x) => x.id === a.unit);
        return u ? 1 + unitValue(v, u.type) : 1;
      }
      return 0;
    }
    case "place-installation": {
      const base = v.bases.some((b) => b.owner === p && b.area === a.area) ? 3 : 0;
      return base - r.threat(a.area) / 4;
    }
    default:
      return null;
  }
}
