/**
 * *The Swarm Flies* (Overmind, Stage III, one-shot): on every route, one enemy transport is
 * destroyed. "Up to one": she never gains by sparing one, so each route loses one; where several
 * opponents have a transport on a route, the first of them in turn order from her left loses it
 * (provisional: the owner's pick is not asked). In Team Play her partner's transports are no
 * enemy's and stay (provisional "partners never fight").
 */
import type { PlayerId } from "@koprulu/engine";
import type { Draft } from "../../draft";
import { turnOrder } from "../../queries";
import { isOpponent } from "../../variants/teams";
import { transportDestroyable } from "./return-to-aiur";

export function destroyEnemyTransports(d: Draft, p: PlayerId): void {
  const order = turnOrder(d);
  const rank = (q: PlayerId) => (order.indexOf(q) - order.indexOf(p) + order.length) % order.length;
  const doomed = new Set<number>();
  for (const r of new Set(d.transports.map((t) => t.route))) {
    let pick = -1;
    d.transports.forEach((t, i) => {
      if (t.route !== r || !isOpponent(d, p, t.owner) || !transportDestroyable(d, t)) return;
      if (pick < 0 || rank(t.owner) < rank(d.transports[pick].owner)) pick = i;
    });
    if (pick >= 0) doomed.add(pick);
  }
  d.transports = d.transports.filter((_, i) => !doomed.has(i));
}
