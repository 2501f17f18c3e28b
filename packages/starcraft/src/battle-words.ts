/**
 * Plain words for a start-of-battle ability on offer (`battle-start-ability {ability}` is only an
 * index into the offers): where it comes from (an event kept in play, a technology card) and what
 * it does. Works on a battle state or a seat's view of it (the offers are the seat's own).
 * `describeBattleAction` words every battle action for the log, revealing no card placed face
 * down (a placement names its skirmish only).
 */
import type { PlayerId } from "@koprulu/engine";
import { type BattleAction, type BattleState, type BattleView, COMBAT_EFFECTS, startOffers } from "./combat";
import { viewerSide } from "./combat/view";
import { areaName, unitTypeName } from "./names";
import { battleScope, type CatalogScope, cat } from "./rules-catalog";

function sourceName(s: CatalogScope, source: string): string {
  const cut = source.indexOf(":");
  const kind = source.slice(0, cut);
  const id = source.slice(cut + 1);
  if (kind === "event") return cat(s).events[id]?.name ?? id;
  if (kind === "card") return cat(s).techs[id]?.name ?? id;
  return id;
}

export function describeStartAbility(b: BattleState | BattleView, side: 0 | 1, ability: number): string {
  const offer = startOffers(b as BattleState, side)[ability];
  if (!offer) return `start-of-battle ability ${ability + 1}`;
  const what = COMBAT_EFFECTS[offer.effect]?.describe ?? offer.effect;
  return `${sourceName(battleScope(b), offer.source)} — ${what}`;
}

/** The viewer's own offer number `ability`, from his view of the battle (null for a spectator). */
export function describeOwnStartAbility(b: BattleView, ability: number): string | null {
  const side = viewerSide(b as unknown as BattleState, b.viewer);
  return side === null ? null : describeStartAbility(b, side, ability);
}

/** A battle action in the log's words (`who` is the acting player's name). */
export function describeBattleAction(b: BattleState, player: PlayerId, who: string, a: BattleAction): string {
  const unit = (id: number) => {
    for (const side of b.sides) {
      const u = side.units.find((x) => x.id === id);
      if (u) return unitTypeName(battleScope(b), u.type);
    }
    return "a unit";
  };
  const side = viewerSide(b, player) ?? 0;
  switch (a.type) {
    case "battle-start-ability":
      return `${who} uses ${describeStartAbility(b, side, a.ability)}`;
    case "battle-pass":
      return `${who} passes`;
    case "battle-guard-token":
      return a.use ? `${who} discards a guard token (+2 health)` : `${who} keeps his guard token`;
    case "battle-assist-front":
      return `${who} puts ${unit(a.unit)} in the front line`;
    case "battle-pair":
      return `${who} pairs ${unit(a.attacker)} against ${unit(a.defender)}`;
    case "battle-support":
      return `${who}'s ${unit(a.unit)} supports skirmish ${a.skirmish + 1}`;
    case "battle-defensive-swap":
      return `${who} switches ${unit(a.a)} and ${unit(a.b)} (Defensive module)`;
    case "battle-place":
      return `${who} places combat cards on skirmish ${a.skirmish + 1}`;
    case "battle-resolve":
      return `${who} reveals skirmish ${a.skirmish + 1}`;
    case "battle-lose":
      return `${who} chooses the loss: ${a.unit >= 0 ? unit(a.unit) : "a base or a worker"}`;
    case "battle-withdraw":
      return `${who} withdraws a cloaked unit to ${areaName(battleScope(b), a.area)}`;
    case "battle-retreat-select":
      return `${who} picks ${unit(a.unit)}`;
    case "battle-retreat":
      return `${who} retreats to ${areaName(battleScope(b), a.area)}`;
    case "battle-retreat-lose":
      return `${who} loses ${unit(a.unit)} for lack of room`;
  }
}
