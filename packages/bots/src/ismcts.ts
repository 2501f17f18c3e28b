/**
 * Information-Set Monte Carlo Tree Search (single-observer ISMCTS, Cowling, Powley & Whitehouse
 * 2012), generic over any Ruleset.
 *
 * - The bot never sees a full state: each iteration samples one with
 *   `ruleset.determinize(view, seat, rng)` and walks the shared tree with it. Nodes therefore
 *   stand for information sets of the searching seat; an edge's UCB uses its *availability*
 *   count (how often it was legal when its node was visited) instead of the parent's visits,
 *   because a determinization may not offer every action.
 * - Simultaneous decisions (several seats pending at once) are searched decoupled (DUCT): every
 *   pending seat picks from its own statistics at the node, none conditioned on the others'
 *   choices, and the joint choice leads to the child. A seat's hidden choice thus never steers
 *   another seat's selection at the same step.
 * - Rollouts play a cheap policy (uniform random, or the ruleset's `rolloutAction` hook) up to a
 *   depth cap; a truncated rollout is scored by the ruleset's `evaluate` hook (1/n each without).
 * - Speed: states are only ever produced by `apply` (persistent, structure-sharing), never
 *   cloned; an action is keyed by its JSON for the tree's maps, an interned (frozen) one by
 *   identity. An iteration owns the states it walks through (the tree keeps actions, never
 *   states), so after the first step from the determinization, which copies, it lets a ruleset
 *   with `applyInPlace` change them instead; a rollout copies once more at its start, where
 *   `from` keeps the leaf. Neither copy is needed when the hooks say so: a determinization that
 *   shares nothing (`determinizeOwned`) changes in place from the first step, and a rollout
 *   that keeps only what its stop reads of the leaf (`rolloutStopMark`) goes on in place.
 */
import type { ActionBase, PlayerId, Rng } from "@koprulu/engine";
import { outcomeRewards, searchHooks } from "./hooks";
import { topByPrior } from "./top-by-prior";
import type { Bot, BotInput, BotOptions } from "./types";
import { optionsForVariant } from "./variant-options";

class Edge {
  visits = 0;
  reward = 0;
  /** Times this action was legal when its node was visited (ISMCTS availability). */
  avail = 0;
  /**
   * The child reached when this edge is the only choice of a step: always
   * `node.children.get(key)` (a child, once made, stays), kept here to skip that lookup.
   */
  child: Node | null = null;
  /** Identity entries this edge has in its EdgeSet's `byObject` (bounded, see `find`). */
  objects = 0;
  constructor(
    readonly key: string,
    public action: ActionBase,
  ) {}
}

/**
 * One seat's edges at a node, by action key. Rulesets may hand out interned, frozen action
 * objects (StarCraft's planet and base placements): those are also found by identity, which
 * skips building their key (JSON) and hashing it at every visit. Fresh objects are keyed as
 * before; the identity map takes at most two objects per edge, so a ruleset that freezes fresh
 * objects cannot grow it without bound.
 */
class EdgeSet {
  readonly byKey = new Map<string, Edge>();
  readonly byObject = new Map<ActionBase, Edge>();

  /** The edge of action `a` (made on first sight), now acting with this very object. */
  find(a: ActionBase): Edge {
    const frozen = Object.isFrozen(a);
    if (frozen) {
      const hit = this.byObject.get(a);
      if (hit !== undefined) {
        hit.action = a;
        return hit;
      }
    }
    const k = actionKey(a);
    let e = this.byKey.get(k);
    if (!e) {
      e = new Edge(k, a);
      this.byKey.set(k, e);
    } else {
      // The same action in another determinization: act with this state's object.
      e.action = a;
    }
    if (frozen && e.objects < 2) {
      e.objects++;
      this.byObject.set(a, e);
    }
    return e;
  }
}

class Node {
  /** Per deciding seat: its edges at this node. */
  readonly edges = new Map<PlayerId, EdgeSet>();
  readonly children = new Map<string, Node>();

  edgesOf(player: PlayerId): EdgeSet {
    let m = this.edges.get(player);
    if (!m) {
      m = new EdgeSet();
      this.edges.set(player, m);
    }
    return m;
  }
}

/**
 * Stable key of an action. Not cached per object in a WeakMap: legal actions are mostly fresh
 * objects each time, and a WeakMap entry per object cost more (collector bookkeeping) than it
 * saved (interned, frozen actions are found by identity instead: EdgeSet).
 */
function actionKey(a: ActionBase): string {
  return JSON.stringify(a);
}

export interface SearchResult {
  action: ActionBase;
  iterations: number;
  /** Root statistics of the searching seat, most visited first. */
  stats: { action: ActionBase; visits: number; mean: number }[];
}

/** Runs ISMCTS for `input.seat` and returns its chosen action with the root statistics. */
export function ismctsSearch(input: BotInput, given: BotOptions = {}): SearchResult {
  const { ruleset, seat, view, rng, legalActions } = input;
  if (legalActions.length === 0) throw new Error("ismcts: asked to act without legal actions");
  if (legalActions.length === 1) return { action: legalActions[0], iterations: 0, stats: [] };
  const determinize = ruleset.determinize;
  if (!determinize) throw new Error(`ismcts: ruleset '${ruleset.id}' has no determinize`);
  const hooks = searchHooks(ruleset);
  const options = optionsForVariant(given, hooks, view);
  // A prior that leaves one action to search (the others rated −Infinity: topByPrior drops them)
  // has decided: every iteration would go to it (StarCraft Lite's worker placements).
  if (hooks.actionPrior) {
    const kept = topByPrior(hooks.actionPrior(view, seat, legalActions), legalActions, 2);
    if (kept.length === 1) return { action: kept[0], iterations: 0, stats: [] };
  }
  // Rollouts follow the ruleset's cheap policy when it has one, unless asked for random ones.
  const useHeuristic = options.rollout !== "random" && hooks.rolloutAction !== undefined;
  const c = options.exploration ?? 0.7;
  // Progressive pruning: with a prior, only the `width` best-rated actions of a node are searched.
  const prior = hooks.actionPrior;
  const width = options.width ?? hooks.widthFor?.(view) ?? hooks.width ?? 4;
  const priorBias = options.priorBias ?? hooks.priorBias ?? 1;
  const maxDepth = options.rolloutDepth ?? hooks.rolloutDepthFor?.(view) ?? hooks.rolloutDepth ?? 200;
  const rolloutStop = hooks.rolloutStop;
  const rolloutStopMark = hooks.rolloutStopMark;
  const determinizeOwned = hooks.determinizeOwned === true;
  const rolloutRounds = options.rolloutRounds ?? 1;
  const finalMargin = options.finalMargin ?? hooks.finalMargin;
  const applyInPlace = ruleset.applyInPlace;
  const searchTies = options.searchTies ?? false;
  // Budget: the caller's, else the ruleset's default (StarCraft: 100 ms), else 1000 iterations.
  const budgetGiven = options.iterations !== undefined || options.timeMs !== undefined;
  const timeMs = budgetGiven ? options.timeMs : hooks.defaultTimeMs;
  const maxIterations = options.iterations ?? (timeMs === undefined ? 1000 : Number.POSITIVE_INFINITY);
  const deadline = timeMs === undefined ? Number.POSITIVE_INFINITY : performance.now() + timeMs;

  const root = new Node();
  // The edges taken this iteration and who took each (flat: one entry per seat's choice), and
  // one step's joint choice: reused, not allocated per node.
  const pathEdges: Edge[] = [];
  const pathWho: PlayerId[] = [];
  const edges: Edge[] = [];
  const who: PlayerId[] = [];
  let players = 0;
  let iterations = 0;

  while (iterations < maxIterations) {
    if ((iterations & 15) === 0 && performance.now() >= deadline) break;
    iterations++;
    // biome-ignore lint/suspicious/noExplicitAny: states are opaque to a generic searcher
    let state: any = determinize.call(ruleset, view, seat, rng);
    if (players === 0) {
      players = ruleset.players(state);
      // A determinization must put the searching seat before its own decision; when the
      // ruleset cannot (e.g. a state part it does not sample yet), searching would be noise.
      if (!ruleset.pending(state).some((d) => d.player === seat)) {
        iterations = 0;
        break;
      }
    }
    pathEdges.length = 0;
    pathWho.length = 0;
    let node = root;
    let terminal = false;
    // Whether `state` is this iteration's alone, so that `applyInPlace` may change it: the
    // determinization only when the ruleset says it shares nothing (`determinizeOwned`; others
    // may share parts with the view), always what an apply returned, until something else keeps
    // it (a rollout's `from`, unless only its mark is kept).
    let owned = determinizeOwned;

    // Selection and expansion: descend while every seat's choice has been tried before.
    for (;;) {
      const pending = ruleset.pending(state);
      if (pending.length === 0) {
        terminal = true;
        break;
      }
      let expanded = false;
      edges.length = 0;
      who.length = 0;
      for (let d = 0; d < pending.length; d++) {
        const player = pending[d].player;
        if (who.includes(player)) continue;
        let legal = ruleset.legalActions(state, player) as ActionBase[];
        if (legal.length === 0) continue;
        let ranked = false;
        if (prior && legal.length > 1) {
          legal = topByPrior(prior(state, player, legal), legal, width);
          ranked = true;
        }
        const pick = selectEdge(node.edgesOf(player), legal, c, rng, ranked ? priorBias : 0);
        if (pick.visits === 0) expanded = true;
        edges.push(pick);
        who.push(player);
      }
      if (edges.length === 0) {
        terminal = true;
        break;
      }
      // Apply the joint choice; a simultaneous step is cut short if the ruleset stops asking.
      let applied = 0;
      for (let i = 0; i < edges.length; i++) {
        if (i > 0 && !ruleset.pending(state).some((d) => d.player === who[i])) break;
        state =
          owned && applyInPlace
            ? applyInPlace.call(ruleset, state, who[i], edges[i].action)
            : ruleset.apply(state, who[i], edges[i].action);
        owned = true;
        applied++;
      }
      edges.length = applied;
      who.length = applied;
      for (let i = 0; i < applied; i++) {
        pathEdges.push(edges[i]);
        pathWho.push(who[i]);
      }
      // The child of the joint choice: its keys joined. A single choice's child is kept on
      // its edge (the same node the key finds, without building or hashing the key).
      let child = edges.length === 1 ? edges[0].child : null;
      if (!child) {
        let childKey = edges[0].key;
        for (let i = 1; i < edges.length; i++) childKey += `|${edges[i].key}`;
        child = node.children.get(childKey) ?? null;
        if (!child) {
          child = new Node();
          node.children.set(childKey, child);
          expanded = true;
        }
        if (edges.length === 1) edges[0].child = child;
      }
      node = child;
      if (expanded) break;
    }

    // Rollout.
    if (!terminal) {
      // The stop compares with where this stretch of the rollout began: past a stop, the state
      // there is the next stretch's start (rolloutRounds > 1). Kept as the state itself (which
      // then must not change: the next action copies it), or as what the stop reads of it.
      let from = rolloutStopMark ? rolloutStopMark(state) : state;
      let stopsLeft = rolloutRounds;
      if (!rolloutStopMark) owned = false;
      for (let depth = 0; depth < maxDepth; depth++) {
        if (rolloutStop && depth > 0 && rolloutStop(from, state)) {
          if (--stopsLeft <= 0) break;
          if (rolloutStopMark) from = rolloutStopMark(state);
          else {
            from = state;
            owned = false;
          }
        }
        const pending = ruleset.pending(state);
        if (pending.length === 0) break;
        const player = pending[0].player;
        const legal = ruleset.legalActions(state, player) as ActionBase[];
        if (legal.length === 0) break;
        const action = useHeuristic
          ? hooks.rolloutAction!(state, player, legal, rng)
          : legal[legal.length === 1 ? 0 : rng.index(legal.length)];
        state =
          owned && applyInPlace
            ? applyInPlace.call(ruleset, state, player, action)
            : ruleset.apply(state, player, action);
        owned = true;
      }
    }
    const outcome = ruleset.outcome(state);
    const rewards = outcome
      ? outcomeRewards(outcome, players)
      : (hooks.evaluate?.(state) ?? new Array<number>(players).fill(1 / players));

    // Backpropagation: each seat's edge earns that seat's reward.
    for (let i = 0; i < pathEdges.length; i++) {
      const e = pathEdges[i];
      e.visits++;
      e.reward += rewards[pathWho[i]];
    }
  }

  // The most visited root edge among the actions actually offered (ties: better mean).
  const rootEdges = root.edgesOf(seat);
  const stats = legalActions
    .map((action) => {
      const e = rootEdges.byKey.get(actionKey(action));
      return { action, visits: e?.visits ?? 0, mean: e && e.visits > 0 ? e.reward / e.visits : 0 };
    })
    .sort((a, b) => b.visits - a.visits || b.mean - a.mean);
  // Nothing searched (no budget, or no usable determinization): the prior's favourite, else random.
  let action = stats[0].action;
  // A final-choice margin: the prior's favourite unless another action is clearly better.
  if (finalMargin !== undefined && prior && stats[0].visits > 0) {
    const scores = prior(view, seat, legalActions);
    let fav = 0;
    for (let i = 1; i < scores.length; i++) if (scores[i] > scores[fav]) fav = i;
    const favStats = searchTies
      ? bestOfTied(stats, scores, legalActions, scores[fav])
      : stats.find((x) => x.action === legalActions[fav]);
    if (favStats && favStats.visits > 0) {
      let pick = favStats;
      for (const x of stats)
        if (x.visits >= favStats.visits && x.mean > pick.mean + (pick === favStats ? finalMargin : 0))
          pick = x;
      action = pick.action;
    }
  }
  if (stats[0].visits === 0) {
    if (prior) {
      const scores = prior(view, seat, legalActions);
      const top = Math.max(...scores);
      action = rng.pick(legalActions.filter((_, i) => scores[i] === top));
    } else action = rng.pick(legalActions);
  }
  return { action, iterations, stats };
}

/**
 * searchTies: of the root actions the prior rates as high as its favourite (within 1e-9, the
 * heuristics' notion of a tie) and searched, the one with the best mean; undefined if none was.
 */
function bestOfTied(
  stats: SearchResult["stats"],
  scores: number[],
  legal: ActionBase[],
  top: number,
): SearchResult["stats"][number] | undefined {
  let best: SearchResult["stats"][number] | undefined;
  for (const x of stats)
    if (x.visits > 0 && scores[legal.indexOf(x.action)] >= top - 1e-9 && (!best || x.mean > best.mean))
      best = x;
  return best;
}

/**
 * UCB1 with availability counts; an untried legal action is taken first (at random, or the
 * best-rated one when `legal` is ranked by a prior). With a prior, a progressive bias
 * bias·(1 − rank/n)/(visits + 1) favours the better-rated actions while evidence is thin.
 */
function selectEdge(edges: EdgeSet, legal: ActionBase[], c: number, rng: Rng, bias: number): Edge {
  let best: Edge | null = null;
  let bestScore = Number.NEGATIVE_INFINITY;
  let untried = 0;
  let pickUntried: Edge | null = null;
  const n = legal.length;
  for (let i = 0; i < n; i++) {
    const e = edges.find(legal[i]);
    e.avail++;
    if (e.visits === 0) {
      untried++;
      if (bias > 0) {
        if (untried === 1) pickUntried = e; // ranked: the best-rated untried action
      } else if (rng.index(untried) === 0) pickUntried = e; // reservoir: uniform among untried
    } else if (untried === 0) {
      let score = e.reward / e.visits + c * Math.sqrt(Math.log(e.avail) / e.visits);
      if (bias > 0) score += (bias * (1 - i / n)) / (e.visits + 1);
      if (score > bestScore) {
        bestScore = score;
        best = e;
      }
    }
  }
  return pickUntried ?? best!;
}

/** The ISMCTS bot with fixed options. */
export function ismctsBot(options: BotOptions = {}): Bot {
  return {
    name: "mcts",
    options,
    choose<A extends ActionBase>(input: BotInput<unknown, A>): A {
      return ismctsSearch(input as BotInput, options).action as A;
    },
  };
}
