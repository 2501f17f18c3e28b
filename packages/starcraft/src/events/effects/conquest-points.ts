/**
 * event-conquest-points: gain conquest points; when the card names a cost, the player may pay it
 * (worker by worker, see pay.ts) or decline, and gains the points only once it is paid.
 */

import { affordable, applyPay, type Owed, paid, payPicks } from "../pay";
import type { EventEffectDef } from "../types";
import { ask, num } from "../types";

const KEY = "event-conquest-points";

function costOf(params: Record<string, unknown>): Owed | null {
  const c = params.cost as Owed | null | undefined;
  return c ? { minerals: num(c.minerals, 0), gas: num(c.gas, 0) } : null;
}

export const eventConquestPoints: EventEffectDef = {
  key: KEY,
  describe: "Gain conquest points (paying the printed cost, if any).",
  play(d, ctx) {
    const cost = costOf(ctx.params);
    if (!cost || paid(cost)) {
      d.players[ctx.owner].cp += num(ctx.params.points, 1);
      return null;
    }
    if (!affordable(d, ctx.owner, cost)) return null;
    return ask(ctx, KEY, "confirm", { points: num(ctx.params.points, 1), ...cost });
  },
  prompt: (f) => (f.step === "confirm" ? "Pay for the conquest points, or pass" : "Pay: place a worker"),
  picks(s, f) {
    if (f.step === "confirm") return ["pay"];
    return payPicks(s, f.player, f.data as unknown as Owed);
  },
  mayPass: (_s, f) => f.step === "confirm",
  pick(d, f, pick) {
    if (f.step === "confirm") return { ...f, step: "pay" };
    const owed = applyPay(d, f.player, pick, f.data as unknown as Owed);
    if (!paid(owed)) return { ...f, data: { ...f.data, ...owed } };
    d.players[f.owner].cp += num(f.data.points, 1);
    return null;
  },
  pass: () => null,
};
