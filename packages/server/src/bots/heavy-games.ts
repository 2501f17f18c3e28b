/**
 * A cap on heavy bot games: unfinished games with an MCTS seat, per client and on this node.
 * An MCTS seat thinks up to the per-move cap on every turn, so a handful of all-bot MCTS games
 * keep every bot thread busy; beyond the caps, creating one more (or handing a seat to an MCTS
 * bot) is refused with 429. A game stops counting when it finishes, or when it has not changed
 * for `idleMs` (a human-and-MCTS game left waiting for its person costs nothing meanwhile).
 */

export interface HeavyLimits {
  perClient: number;
  total: number;
  /** A game not changed for this long stops counting (default 10 minutes). */
  idleMs?: number;
}

export type HeavyRefusal = { code: "too-many-bot-games" | "bot-capacity-full"; message: string };

export class HeavyGames {
  private readonly games = new Map<string, { client: string; touched: number }>();
  private readonly idleMs: number;

  constructor(
    private readonly limits: HeavyLimits,
    private readonly now: () => number = Date.now,
  ) {
    this.idleMs = limits.idleMs ?? 10 * 60_000;
  }

  /** Why `client` may not start one more heavy game now, or null. */
  refusal(client: string): HeavyRefusal | null {
    this.dropIdle();
    let mine = 0;
    for (const g of this.games.values()) if (g.client === client) mine++;
    if (mine >= this.limits.perClient)
      return {
        code: "too-many-bot-games",
        message: `A client may have at most ${this.limits.perClient} active games with an MCTS bot at once; finish one or pick a lighter bot.`,
      };
    if (this.games.size >= this.limits.total)
      return {
        code: "bot-capacity-full",
        message: `This server runs at most ${this.limits.total} active games with an MCTS bot at once; try again later or pick a lighter bot.`,
      };
    return null;
  }

  has(gameId: string): boolean {
    return this.games.has(gameId);
  }

  add(gameId: string, client: string): void {
    this.games.set(gameId, { client, touched: this.now() });
  }

  /** The game changed: it is active again. */
  touch(gameId: string): void {
    const g = this.games.get(gameId);
    if (g) g.touched = this.now();
  }

  finish(gameId: string): void {
    this.games.delete(gameId);
  }

  get size(): number {
    this.dropIdle();
    return this.games.size;
  }

  private dropIdle(): void {
    const cutoff = this.now() - this.idleMs;
    for (const [id, g] of this.games) if (g.touched < cutoff) this.games.delete(id);
  }
}
