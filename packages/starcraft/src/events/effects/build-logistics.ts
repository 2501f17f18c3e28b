/**
 * event-build-logistics: build up to `count` workers or transports; the first `freeResources`
 * resources of their cost are paid by the card, the rest worker by worker (see pay.ts). The
 * usual limits hold: worker and transport tokens, transports on a route touching a planet with
 * the player's base, one per route per player. As after a Build order, new workers wait among the
 * unavailable workers until a regrouping's step 4 (the printed rule, read strictly).
 */
import type { PlayerId } from "@koprulu/engine";
import type { Draft } from "../../draft";
import { baseOnPlanet } from "../../queries";
import { workersOwned } from "../../resources";
import { type CatalogScope, cat } from "../../rules-catalog";
import type { EventFrame, StarcraftState } from "../../state";
import { eventCard } from "../cards";
import { affordable, applyPay, discounted, type Owed, paid, payPicks } from "../pay";
import type { EventEffectDef } from "../types";
import { ask, num } from "../types";

const KEY = "event-build-logistics";

interface Data {
  built: number;
  free: number;
  item?: string;
  minerals?: number;
  gas?: number;
}

function costOf(s: CatalogScope, item: string): Owed {
  return item === "worker" ? cat(s).workerCost : cat(s).transportCost;
}

/** The price after the card's remaining free resources, and how many free resources are left. */
function price(s: CatalogScope, item: string, free: number): { owed: Owed; free: number } {
  const cost = costOf(s, item);
  const owed = discounted(cost, free);
  return { owed, free: free - (cost.minerals + cost.gas - owed.minerals - owed.gas) };
}

function options(s: StarcraftState, p: PlayerId, data: Data, card: string): string[] {
  if (data.built >= num(eventCard(s, card).params.count, 0)) return [];
  const out: string[] = [];
  const c = cat(s);
  if (workersOwned(s, p) < c.tokens.workers) out.push("worker");
  if (s.transports.filter((t) => t.owner === p).length < c.tokens.transports)
    for (const r of s.routes) {
      if (s.transports.some((t) => t.owner === p && t.route === r.id)) continue;
      if (baseOnPlanet(s, r.a.planet, p) || baseOnPlanet(s, r.b.planet, p)) out.push(`transport:${r.id}`);
    }
  return out.filter((o) =>
    affordable(s, p, price(s, o.startsWith("transport") ? "transport" : o, data.free).owed),
  );
}

function place(d: Draft, p: PlayerId, item: string): void {
  if (item === "worker") d.players[p].workersUnavailable++;
  else d.transports = [...d.transports, { owner: p, route: Number(item.slice("transport:".length)) }];
}

function afterBuilt(d: Draft, f: EventFrame, data: Data): EventFrame | null {
  const next: Data = { built: data.built + 1, free: data.free };
  return options(d, f.owner, next, f.card).length > 0 ? { ...f, step: "build", data: { ...next } } : null;
}

export const eventBuildLogistics: EventEffectDef = {
  key: KEY,
  describe: "Build workers or transports, part of the cost paid by the card.",
  play(d, ctx) {
    const data: Data = { built: 0, free: num(ctx.params.freeResources, 0) };
    return options(d, ctx.owner, data, ctx.card).length > 0 ? ask(ctx, KEY, "build", { ...data }) : null;
  },
  prompt: (f) => (f.step === "build" ? "Build a worker or a transport, or stop" : "Pay: place a worker"),
  picks(s, f) {
    const data = f.data as unknown as Data;
    if (f.step === "build") return options(s, f.owner, data, f.card);
    return payPicks(s, f.owner, { minerals: data.minerals ?? 0, gas: data.gas ?? 0 });
  },
  mayPass: (_s, f) => f.step === "build",
  pass: () => null,
  pick(d, f, pick) {
    const data = f.data as unknown as Data;
    if (f.step === "build") {
      const { owed, free } = price(d, pick.startsWith("transport") ? "transport" : pick, data.free);
      if (paid(owed)) {
        place(d, f.owner, pick);
        return afterBuilt(d, f, { ...data, free });
      }
      return { ...f, step: "pay", data: { built: data.built, free, item: pick, ...owed } };
    }
    const owed = applyPay(d, f.owner, pick, { minerals: data.minerals ?? 0, gas: data.gas ?? 0 });
    if (!paid(owed)) return { ...f, data: { ...data, ...owed } };
    place(d, f.owner, data.item!);
    return afterBuilt(d, f, data);
  },
};
