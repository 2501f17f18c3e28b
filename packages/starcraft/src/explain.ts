/**
 * Ruleset.explain for StarCraft: the choices a player may look for that are not possible now,
 * each with the rule error that forbids it, so a table shows them disabled with the reason
 * instead of letting them vanish. Computed for one seat from what that seat may know (the board,
 * its own resources, modules and Special Order Pool are all known to it).
 *
 * What is explained (the `about` keys and their `args`, which UIs word):
 *  - "execute-order" {planet, order, gold}: the revealed order cannot be executed now (no
 *    transport on the route, no room, nothing to buy, no base, the Special Order Pool full); its
 *    action is named, and validate refuses it with the same code;
 *  - "buy-tech" {tech, minerals, gas}: a technology of the faction the player cannot afford;
 *  - "place-gold-order" {order, modules}: a gold order the R&D modules do not allow (core game);
 *  - "order-draws-event" {planet, order, gold}: a placement that IS legal but, as the board stands
 *    now, could only become an event draw when revealed. No action is named (validate accepts the
 *    placement): UIs warn before it. The board may change before the order is revealed (units
 *    move, transports are built), so this is a warning about now, not a prediction.
 */
import { type PlayerId, type RuleError, ruleError, type Unavailable } from "@koprulu/engine";
import type { StarcraftAction } from "./actions";
import {
  controlsStrategicArea,
  executionMode,
  goldPlacementUnlimited,
  poolSize,
} from "./brood-war/special-orders";
import { Err } from "./errors";
import { checkExecution } from "./execution";
import { canBuild } from "./orders/build";
import { canMobilize } from "./orders/mobilize";
import { canResearch } from "./orders/research";
import { checkPlanning, legalPlanning, ORDER_KINDS } from "./planning";
import { factionOf, planetOf, transportBetween } from "./queries";
import { canAfford } from "./resources";
import { cat } from "./rules-catalog";
import type { OrderKind, StarcraftState } from "./state";

type U = Unavailable<StarcraftAction>;

/** The Special Order Pool has no room left for a gold order revealed now (BW-O2). */
export const poolFull = (): RuleError =>
  ruleError(
    "order-pool-full",
    "Your Special Order Pool is full (it holds one gold order per R&D module until Regrouping): this gold order can only become an event draw.",
    "BW-O2: a special order is executed only while the pool has room",
  );

/** Nothing could be bought by a Build order on this planet as the board stands. */
export const nothingToBuild = (): RuleError =>
  ruleError(
    "build-nothing-possible",
    "Nothing could be built there now (no affordable unit, building, module or base with room): this Build order can only become an event draw.",
    "A revealed order is executed only when it can do something; otherwise draw an event",
  );

export function explain(s: StarcraftState, p: PlayerId): U[] {
  const f = s.frame;
  if (f.kind === "planning" && f.turn === p) return explainPlanning(s, p);
  if (f.kind === "execute-or-event" && f.player === p && !f.star) return explainExecution(s, p, f);
  if (f.kind === "research" && f.player === p && f.step === "tech") return explainTech(s, p);
  return [];
}

/** Why an order of `kind` on `planet` could not be executed as the board stands (null: it could). */
export function orderBlocked(
  s: StarcraftState,
  p: PlayerId,
  planet: string,
  kind: OrderKind,
): RuleError | null {
  if (kind === "research") return canResearch(s, p, planet) ? null : Err.researchNeedsBase();
  if (kind === "build") return canBuild(s, p, planet, false) ? null : nothingToBuild();
  if (canMobilize(s, p, planet)) return null;
  // No own unit on the planet or across one of the player's transports: nothing can come.
  const reach = s.units.some(
    (u) => u.owner === p && (planetOf(u.area) === planet || transportBetween(s, planetOf(u.area), planet, p)),
  );
  return reach
    ? Err.mobilizeLimit(
        "No area of that planet has room for your units that could move there (unit limits, terrain, a battle already chosen): this Mobilize order can only become an event draw.",
      )
    : Err.mobilizeTransport(
        "No unit of yours is there or on a planet joined to it by your transport: this Mobilize order can only become an event draw.",
      );
}

function explainPlanning(s: StarcraftState, p: PlayerId): U[] {
  const out: U[] = [];
  const legal = legalPlanning(s, p);
  const placements = legal.filter(
    (a): a is Extract<StarcraftAction, { type: "place-order" }> => a.type === "place-order",
  );
  // Core game: gold orders beyond the R&D modules are refused; say so once per kind.
  if (!goldPlacementUnlimited(s) && placements.length > 0) {
    const planet = placements[0].planet;
    for (const order of ORDER_KINDS) {
      const e = checkPlanning(s, p, { type: "place-order", planet, order, gold: true });
      if (e?.code === "gold-order-limit")
        out.push({
          about: "place-gold-order",
          args: { order, modules: s.players[p].modules.research },
          error: e,
        });
    }
  }
  // Legal placements that could only become an event draw as the board stands.
  const blocked = new Map<string, RuleError | null>();
  const room = poolRoomLeft(s, p);
  for (const a of placements) {
    const key = `${a.planet}|${a.order}`;
    if (!blocked.has(key)) blocked.set(key, orderBlocked(s, p, a.planet, a.order));
    let error = blocked.get(key) ?? null;
    if (!error && a.gold && room !== null && room <= 0 && executionMode(s, p, a.planet, true).pool)
      error = poolFull();
    if (error)
      out.push({
        about: "order-draws-event",
        args: { planet: a.planet, order: a.order, gold: a.gold },
        error,
      });
  }
  return out;
}

/**
 * Brood War: how many more gold orders the pool can take this round, counting the gold orders
 * already placed off strategic planets (they enter the pool first when executed). Null: no limit
 * (core game, or Disposable Special Orders).
 */
function poolRoomLeft(s: StarcraftState, p: PlayerId): number | null {
  if (!s.broodWar || s.options.variants?.disposableSpecialOrders === true) return null;
  let placed = 0;
  for (const id in s.stacks)
    for (const o of s.stacks[id]) if (o.owner === p && o.gold && !controlsStrategicArea(s, p, id)) placed++;
  return s.players[p].modules.research - poolSize(s, p) - placed;
}

function explainExecution(
  s: StarcraftState,
  p: PlayerId,
  f: Extract<StarcraftState["frame"], { kind: "execute-or-event" }>,
): U[] {
  const action: StarcraftAction = { type: "execute-order" };
  const refused = checkExecution(s, p, action);
  if (!refused) return [];
  // The specific reason where one is known; validate's own refusal otherwise.
  const pool = f.pool === true && poolRoomLeftNow(s, p) <= 0 ? poolFull() : null;
  const error = pool ?? orderBlocked(s, p, f.planet, f.order) ?? refused;
  return [
    { about: "execute-order", action, args: { planet: f.planet, order: f.order, gold: f.gold }, error },
  ];
}

function poolRoomLeftNow(s: StarcraftState, p: PlayerId): number {
  if (s.options.variants?.disposableSpecialOrders === true) return 1;
  return s.players[p].modules.research - poolSize(s, p);
}

function explainTech(s: StarcraftState, p: PlayerId): U[] {
  const pl = s.players[p];
  const out: U[] = [];
  for (const tech of factionOf(s, p).techs) {
    const def = cat(s).techs[tech];
    if (!def || pl.techs.includes(tech) || canAfford(s, p, def.minerals, def.gas, false)) continue;
    out.push({
      about: "buy-tech",
      action: { type: "buy-tech", tech },
      args: { tech, minerals: def.minerals, gas: def.gas },
      error: Err.cannotAfford(),
    });
  }
  return out;
}
