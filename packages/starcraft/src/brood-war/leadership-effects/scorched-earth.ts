/**
 * *Scorched Earth Policy* (Mengsk, Stage III, play area; one source). At resolution he places two
 * Battlecruisers or two Siege Tanks (his choice) in one friendly area (his control), free; from
 * then on his Battlecruisers have Collateral Damage. Readings (provisional where marked):
 * - the figures come from his unbuilt ones; those beyond the area's unit limit, the terrain or the
 *   figures left are not placed (the rule for free units of the events); an area is offered when
 *   at least one of them can stand there. No such area for either choice: nothing is placed.
 * - Collateral Damage as the keyword (EN §5): a Battlecruiser of his in a skirmish's front line
 *   that is not destroyed in the battle lets him destroy one enemy base, installation or the
 *   enemy workers of the battle's area (the same choice as the cards' Collateral Damage,
 *   orders/collateral-damage.ts). "Not destroyed in the battle" stands for "not destroyed in
 *   Resolve Skirmishes" (combat reports only the battle's losses; provisional).
 */
import type { PlayerId, RuleError } from "@koprulu/engine";
import { ruleError } from "@koprulu/engine";
import type { StarcraftAction } from "../../actions";
import type { BattleResult } from "../../battle";
import type { Draft } from "../../draft";
import { Err } from "../../errors";
import { controller, ownUnitsIn, planetAreas } from "../../queries";
import { cat } from "../../rules-catalog";
import type { StarcraftState } from "../../state";
import { terrainOk } from "../../terrain";
import { figureOwner } from "../mind-control";

export const PLACE_UNITS = "leadership-place-units";
export const GRANT_KEYWORD = "leadership-grant-keyword";

type Choice = { unit: string; count: number }[];

/** The unit groups the card lets its owner choose between (empty: not such a card). */
export function unitChoices(s: StarcraftState, card: string): Choice[] {
  const e = cat(s).leadership[card]?.effects.find((x) => x.key === PLACE_UNITS);
  return Array.isArray(e?.params.choices) ? (e.params.choices as Choice[]) : [];
}

function figuresLeft(s: StarcraftState, p: PlayerId, type: string): number {
  const def = cat(s).units[type];
  if (!def) return 0;
  return def.figures - s.units.filter((u) => u.type === type && figureOwner(s, u) === p).length;
}

/** How many of `choice` would stand in `area` (room, terrain, figures), one type after another. */
function placeable(
  s: StarcraftState,
  p: PlayerId,
  choice: Choice,
  area: string,
): { unit: string; n: number }[] {
  const a = cat(s).areas[area];
  let room = a.limit - ownUnitsIn(s, area, p);
  const out: { unit: string; n: number }[] = [];
  for (const g of choice) {
    const def = cat(s).units[g.unit];
    if (!def || !terrainOk(a.terrain, def.flying)) continue;
    const n = Math.max(0, Math.min(g.count, room, figuresLeft(s, p, g.unit)));
    if (n > 0) out.push({ unit: g.unit, n });
    room -= n;
  }
  return out;
}

export function legalLeadershipUnits(s: StarcraftState, p: PlayerId): StarcraftAction[] {
  const f = s.frame;
  if (f.kind !== "leadership-units" || f.player !== p) return [];
  const out: StarcraftAction[] = [];
  unitChoices(s, f.card).forEach((choice, i) => {
    for (const id of s.planetOrder)
      for (const a of planetAreas(s, id))
        if (controller(s, a.id) === p && placeable(s, p, choice, a.id).length > 0)
          out.push({ type: "leadership-units", choice: i, area: a.id });
  });
  return out;
}

export function hasUnitPlacement(s: StarcraftState, p: PlayerId, card: string): boolean {
  return (
    legalLeadershipUnits(
      { ...s, frame: { kind: "leadership-units", player: p, card, rest: [], resume: "regrouping" } },
      p,
    ).length > 0
  );
}

export function checkLeadershipUnits(s: StarcraftState, p: PlayerId, a: StarcraftAction): RuleError | null {
  if (s.frame.kind !== "leadership-units" || a.type !== "leadership-units") return Err.wrongDecision();
  const ok = legalLeadershipUnits(s, p).some(
    (x) => x.type === "leadership-units" && x.choice === a.choice && x.area === a.area,
  );
  return ok
    ? null
    : ruleError(
        "bad-leadership-units",
        "Choose one of the card's unit groups and a friendly area where at least one of them can stand.",
        "Scorched Earth Policy",
      );
}

export function placeLeadershipUnits(
  d: Draft,
  p: PlayerId,
  card: string,
  choice: number,
  area: string,
): void {
  const group = unitChoices(d, card)[choice];
  if (!group) return;
  for (const g of placeable(d, p, group, area))
    for (let i = 0; i < g.n; i++) {
      d.units.push({ id: d.nextUnitId, owner: p, type: g.unit, area });
      d.nextUnitId++;
    }
}

/** Unit types of p that have Collateral Damage from a card in his play area. */
function collateralTypes(s: StarcraftState, p: PlayerId): string[] {
  const out: string[] = [];
  for (const id of s.broodWar?.leadership[p] ?? [])
    for (const e of cat(s).leadership[id]?.effects ?? [])
      if (
        e.key === GRANT_KEYWORD &&
        e.params.keyword === "collateral-damage" &&
        typeof e.params.unit === "string"
      )
        out.push(e.params.unit);
  return out;
}

interface FinishedBattle {
  sides: { player: PlayerId }[];
  skirmishes: { front: (number | null)[] }[];
}

/**
 * Collateral Damage granted by a Leadership card: one aftermath entry per skirmish whose front-line
 * unit of such a type survived the battle (the same entry a card's Collateral Damage gives).
 */
export function grantedCollateral(
  s: StarcraftState,
  battle: unknown,
  r: BattleResult,
  area: string,
): BattleResult["aftermath"] {
  const b = battle as FinishedBattle | null;
  if (!s.broodWar?.lead || !b?.skirmishes || !b.sides) return [];
  const dead = new Set(r.destroyed);
  const out: BattleResult["aftermath"] = [];
  for (const side of [0, 1] as const) {
    const p = b.sides[side]?.player;
    if (p === undefined) continue;
    const types = collateralTypes(s, p);
    if (types.length === 0) continue;
    for (const sk of b.skirmishes) {
      const id = sk.front?.[side];
      const u = s.units.find((x) => x.id === id);
      if (id === null || id === undefined || dead.has(id) || !u || !types.includes(u.type)) continue;
      out.push({ kind: "collateral-damage", player: p, against: b.sides[side === 0 ? 1 : 0].player, area });
    }
  }
  return out;
}
