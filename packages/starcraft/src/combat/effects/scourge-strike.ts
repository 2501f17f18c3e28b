/**
 * scourge-strike (core Zerg cards 10–12, FAQ errata): at the end of the destroy step the Scourge dies
 * even if it survived and destroys the opposing flying front-line unit; this never triggers splash,
 * and destroying this Scourge does not trigger the opponent's splash either.
 */
import { catalogOf, unitInfo } from "../util";
import type { EffectDef } from "./types";

export const scourgeStrike: EffectDef = {
  key: "scourge-strike",
  describe: "The Scourge dies and takes the opposing flying front-line unit with it; no splash either way.",
  flags(ctx, side) {
    ctx.calc[side].noEnemySplash = true;
  },
  after(b, side, _use, card, k) {
    const enemy = side === 0 ? 1 : 0;
    const mine = b.skirmishes[k].front[side];
    const theirs = b.skirmishes[k].front[enemy];
    const target = b.sides[enemy].units.find((u) => u.id === theirs);
    if (target && !target.hero && unitInfo(catalogOf(b), target.type).flying) {
      b.todo.push({
        kind: "loss",
        side: enemy,
        candidates: [target.id],
        cause: "effect",
        mayWithdraw: !b.resolving!.detect[side],
        source: card,
      });
    }
    if (mine !== null && b.sides[side].units.some((u) => u.id === mine)) {
      b.todo.push({
        kind: "loss",
        side,
        candidates: [mine],
        cause: "effect",
        mayWithdraw: false,
        source: card,
      });
    }
  },
};
