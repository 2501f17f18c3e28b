/**
 * event-discount: buy one item now — a module, the next level of a building track, a technology,
 * or a base — at `discount` resources less (minerals first), or for nothing when `free`. The
 * usual limits hold: module tokens and faction-sheet slots, one level above the track's last,
 * technologies of the faction not yet owned, base tokens; a base goes in an area (not flying-only)
 * holding the player's units, without any base, on a planet where he has no base yet (in Team Play
 * without Brood War, not one that would give his team a base in every area of the planet: the
 * FAQ's team base restriction, as for a Build order). The player may decline; once he picks an item he pays for it worker by worker (see pay.ts).
 */
import type { PlayerId } from "@koprulu/engine";
import { Rng } from "@koprulu/engine";
import type { ModuleKind } from "../../catalog";
import type { Draft } from "../../draft";
import {
  baseIn,
  baseOnPlanet,
  factionOf,
  modulesBuilt,
  ownUnitsIn,
  planetAreas,
  planetOf,
} from "../../queries";
import { type CatalogScope, cat } from "../../rules-catalog";
import type { StarcraftState } from "../../state";
import { baseLimit } from "../../variants/modes";
import { teamBaseRestricted } from "../../variants/teams";
import { boardAreas } from "../board";
import { eventCard } from "../cards";
import { affordable, applyPay, discounted, type Owed, paid, payPicks } from "../pay";
import type { EventEffectDef } from "../types";
import { ask, num } from "../types";

const KEY = "event-discount";

function priceOf(s: CatalogScope, card: string, cost: Owed): Owed {
  const params = eventCard(s, card).params;
  return params.free === true ? { minerals: 0, gas: 0 } : discounted(cost, num(params.discount, 0));
}

/** Every item of the card's kind the player could take now, with its full cost. */
function items(s: StarcraftState, p: PlayerId, card: string): { id: string; cost: Owed }[] {
  const c = cat(s);
  const fac = factionOf(s, p);
  const pl = s.players[p];
  const out: { id: string; cost: Owed }[] = [];
  switch (eventCard(s, card).params.item) {
    case "module": {
      if (modulesBuilt(pl) >= fac.moduleSlots) break;
      for (const m of Object.keys(c.modules) as ModuleKind[]) {
        const def = c.modules[m];
        const cost = def?.cost[fac.race];
        if (def && cost && (pl.modules[m] ?? 0) < def.tokens[fac.race]) out.push({ id: m, cost });
      }
      break;
    }
    case "building":
      for (const id in c.buildings) {
        const b = c.buildings[id];
        if (b.race === fac.race && b.level === (pl.buildings[b.track] ?? 0) + 1) out.push({ id, cost: b });
      }
      break;
    case "technology":
      for (const t of fac.techs)
        if (c.techs[t] && !pl.techs.includes(t)) out.push({ id: t, cost: c.techs[t] });
      break;
    case "base":
      if (s.bases.filter((b) => b.owner === p).length >= baseLimit(s, p)) break;
      for (const a of boardAreas(s))
        if (
          c.areas[a].terrain !== "flying" &&
          ownUnitsIn(s, a, p) > 0 &&
          baseIn(s, a) === null &&
          !baseOnPlanet(s, planetOf(a), p) &&
          !teamBaseRestricted(
            s,
            p,
            planetAreas(s, planetOf(a)).map((x) => x.id),
            a,
          )
        )
          out.push({ id: a, cost: c.baseCost });
      break;
  }
  return out.filter((i) =>
    affordable(s, p, priceOf(s, card, { minerals: i.cost.minerals, gas: i.cost.gas })),
  );
}

function take(d: Draft, p: PlayerId, card: string, id: string): void {
  const pl = d.players[p];
  switch (eventCard(d, card).params.item) {
    case "module":
      pl.modules = { ...pl.modules, [id]: (pl.modules[id as ModuleKind] ?? 0) + 1 };
      return;
    case "building": {
      const b = cat(d).buildings[id];
      pl.buildings = { ...pl.buildings, [b.track]: b.level };
      return;
    }
    case "technology": {
      const def = cat(d).techs[id];
      const copies = Array.from({ length: def.copies }, () => id);
      pl.techs = [...pl.techs, id];
      if (def.placement === "play-area") pl.playArea = [...pl.playArea, ...copies];
      else {
        // As when bought by Research: the copies are shuffled into the deck with the discards.
        const rng = new Rng(d.rng);
        pl.deck = rng.shuffle([...pl.deck, ...pl.discard, ...copies]);
        pl.discard = [];
        d.rng = rng.state();
      }
      return;
    }
    case "base":
      d.bases = [...d.bases, { owner: p, area: id }];
      return;
  }
}

export const eventDiscount: EventEffectDef = {
  key: KEY,
  describe: "Buy one module, building level, technology or base now, cheaper or free.",
  play(d, ctx) {
    return items(d, ctx.owner, ctx.card).length > 0 ? ask(ctx, KEY, "item") : null;
  },
  prompt: (f) => (f.step === "item" ? "Choose what to take, or pass" : "Pay: place a worker"),
  picks(s, f) {
    if (f.step === "item") return items(s, f.owner, f.card).map((i) => i.id);
    return payPicks(s, f.owner, f.data as unknown as Owed);
  },
  mayPass: (_s, f) => f.step === "item",
  pass: () => null,
  pick(d, f, pick) {
    if (f.step === "item") {
      const item = items(d, f.owner, f.card).find((i) => i.id === pick)!;
      const price = priceOf(d, f.card, item.cost);
      if (paid(price)) {
        take(d, f.owner, f.card, pick);
        return null;
      }
      return { ...f, step: "pay", data: { item: pick, minerals: price.minerals, gas: price.gas } };
    }
    const owed = applyPay(d, f.owner, pick, f.data as unknown as Owed);
    if (!paid(owed)) return { ...f, data: { ...f.data, ...owed } };
    take(d, f.owner, f.card, f.data.item as string);
    return null;
  },
};
