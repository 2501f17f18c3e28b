/**
 * StarCraft actions in plain words, with component names from the catalog and every sentence
 * from the message catalogs (area `starcraft`, keys `sc.do.*`, `sc.w.*`). A translator `t` is
 * passed in; without one the words are English. Proper names (planets, units, cards) stay.
 */
import type { Action } from "../api/types";
import { englishT, type MessageKey, type Translate } from "../i18n";
import { cardTitle } from "./cards";
import { currentCatalog } from "./catalog";
import { eventPickWords } from "./eventPick";
import { eventText } from "./eventText";
import { areaName, orderName, planetName, routeName, unitName } from "./names";
import { raceName } from "./raceName";
import { isScView, planetOfArea, type ScCatalog, type ScView } from "./viewTypes";
import { article, moduleWords, sideName, sideWords, trackWords, turnWords } from "./words";
import { worldSides } from "./worldSides";

function cardName(c: ScCatalog | null, id: unknown, t: Translate): string {
  return cardTitle(c, String(id), t);
}

function buildingName(c: ScCatalog | null, id: unknown): string {
  const b = c?.buildings?.[String(id)];
  if (!b) {
    const m = /^(.*)-(\d)$/.exec(String(id));
    return m ? trackWords(m[1], Number(m[2])) : String(id).replace(/-/g, " ");
  }
  return trackWords(b.track, b.level);
}

export function describeScAction(a: Action, rawView: unknown, t: Translate = englishT): string | null {
  const view = isScView(rawView) ? rawView : null;
  const c = currentCatalog(rawView);
  switch (a.type) {
    case "choose-faction": {
      const f = c?.factions[String(a.faction)];
      const faction = f?.name ?? String(a.faction);
      return f?.race
        ? t("sc.do.chooseFactionRace", { faction, race: raceName(f.race, t) })
        : t("sc.do.chooseFaction", { faction });
    }
    case "place-planet": {
      const where = {
        planet: planetName(c, a.planet),
        x: Number(a.x) + 1,
        y: Number(a.y) + 1,
        turn: turnWords(Number(a.rotation), t),
      };
      return c
        ? t("sc.do.placePlanetSides", {
            ...where,
            sides: sideWords(worldSides(c, String(a.planet), Number(a.rotation)), t),
          })
        : t("sc.do.placePlanet", where);
    }
    case "place-base":
      return t("sc.do.placeBase", { area: areaName(c, a.area, t) });
    case "skip-base":
      return t("sc.do.skipBase");
    case "place-z-route": {
      const ea = a.a as { planet: string; side: number };
      const eb = a.b as { planet: string; side: number };
      return t("sc.do.placeZRoute", {
        a: planetName(c, ea.planet),
        sideA: sideName(ea.side, t),
        b: planetName(c, eb.planet),
        sideB: sideName(eb.side, t),
      });
    }
    case "place-start-unit": {
      const next = Array.isArray(view?.frame?.remaining) ? String(view.frame.remaining[0]) : null;
      const area = areaName(c, a.area, t);
      return next
        ? t("sc.do.placeStartUnit", { unit: unitName(c, next), area })
        : t("sc.do.placeStartAnyUnit", { area });
    }
    case "place-start-transport":
      return t("sc.do.placeStartTransport", { route: routeName(c, view, a.route, t) });
    case "place-order":
      return t(a.gold ? "sc.do.placeGoldOrder" : "sc.do.placeOrder", {
        order: orderName(a.order, t),
        planet: planetName(c, a.planet),
      });
    case "place-star-order":
      return t("sc.do.placeStarOrder", { planet: planetName(c, a.planet) });
    case "place-defend":
      return t("sc.do.placeDefend", { area: areaName(c, a.area, t) });
    case "destroy-mind-controlled": {
      const u = view?.units.find((x) => x.id === Number(a.unit));
      return t("sc.do.destroyMindControlled", { unit: u ? unitName(c, u.type) : t("sc.w.unitWord") });
    }
    case "reveal-order":
      return t("sc.do.revealOrder", { planet: planetName(c, a.planet) });
    case "execute-order":
      return t("sc.do.executeOrder");
    case "draw-event-instead":
      return t("sc.do.drawEventInstead");
    case "build-worker":
      return t("sc.do.buildWorker");
    case "build-transport":
      return t("sc.do.buildTransport", { route: routeName(c, view, a.route, t) });
    case "remove-transport":
      return t("sc.do.removeTransport", { route: routeName(c, view, a.route, t) });
    case "remove-base":
      return t("sc.do.removeBase", { area: areaName(c, a.area, t) });
    case "build-unit": {
      const built = { unit: article(unitName(c, a.unit), t), area: areaName(c, a.area, t) };
      return Array.isArray(a.remove) && a.remove.length
        ? t("sc.do.buildUnitReplacing", { ...built, replaced: replacedWords(a.remove, view, c, t) })
        : t("sc.do.buildUnit", built);
    }
    case "build-building":
      return t("sc.do.buildBuilding", { building: buildingName(c, a.building) });
    case "build-module":
      return t("sc.do.buildModule", { module: article(moduleWords(String(a.module), t), t) });
    case "build-base":
      return t("sc.do.buildBase", { area: areaName(c, a.area, t) });
    case "end-build":
      return t("sc.do.endBuild");
    case "build-held":
      return t("sc.do.buildHeld", { unit: article(unitName(c, a.unit), t) });
    case "pay": {
      const src = String(a.source);
      if (src === "token-minerals") return t("sc.do.payTokenMinerals");
      if (src === "token-gas") return t("sc.do.payTokenGas");
      const where =
        src === "permanent-minerals"
          ? t("sc.do.permanentMinerals")
          : src === "permanent-gas"
            ? t("sc.do.permanentGas")
            : t("sc.do.resourceCardOf", { area: areaName(c, src, t) });
      return t(a.force ? "sc.do.payWorkerForce" : "sc.do.payWorker", { where });
    }
    case "use-discount":
      return t(a.resource === "gas" ? "sc.do.discountGas" : "sc.do.discountMinerals");
    case "move-unit": {
      const u = view?.units.find((x) => x.id === Number(a.unit));
      const to = areaName(c, a.area, t);
      return u
        ? t("sc.do.moveUnit", { unit: unitName(c, u.type), from: areaName(c, u.area, t), to })
        : t("sc.do.moveAnyUnit", { to });
    }
    case "end-mobilize":
      return t("sc.do.endMobilize");
    case "move-held":
      return t("sc.do.moveHeld", { unit: article(unitName(c, a.unit), t), to: areaName(c, a.area, t) });
    case "take-back-moves":
      return t("sc.do.takeBackMoves");
    case "use-maelstrom":
      return t("sc.do.useMaelstrom");
    case "decline-maelstrom":
      return t("sc.do.declineMaelstrom");
    case "collateral-damage":
      return t("sc.do.collateralDamage", { target: String(a.target) });
    case "death-strike":
      return deathStrikeWords(a, view, c, t);
    case "draw-combat-cards":
      return t("sc.do.drawCombatCards");
    case "skip-combat-cards":
      return t("sc.do.skipCombatCards");
    case "buy-tech":
      return t("sc.do.buyTech", { card: cardName(c, a.tech, t) });
    case "skip-tech":
      return t("sc.do.skipTech");
    case "research-gold":
      return t(a.choice === "event" ? "sc.do.researchGoldEvent" : "sc.do.researchGoldTech");
    case "play-event": {
      const text = c?.events?.[String(a.card)] ? eventText(t, String(a.card)) : null;
      const card = cardName(c, a.card, t);
      return text ? t("sc.do.playEventText", { card, text }) : t("sc.do.playEvent", { card });
    }
    case "pass-event":
      return t("sc.do.passEvent");
    case "event-pick":
      return view ? eventPickWords(view, c, String(a.pick), t) : String(a.pick);
    case "event-pass":
      return t("sc.do.eventPass");
    case "discard-card":
      return t("sc.do.discardCard", { card: cardName(c, a.card, t) });
    case "take-resource-token":
      return t(a.resource === "gas" ? "sc.do.takeGasToken" : "sc.do.takeMineralToken");
    default:
      return a.type.startsWith("battle-") ? describeBattleAction(a, view, c, t) : null;
  }
}

/**
 * The units a Build removes to make room, each by type and where it stands ("Hydralisk (Char
 * area 2)"), so two builds that differ only in the unit they replace read differently.
 */
function replacedWords(ids: unknown[], view: ScView | null, c: ScCatalog | null, t: Translate): string {
  return ids
    .map((id) => {
      const u = view?.units.find((x) => x.id === Number(id));
      if (!u) return t("sc.w.unitWord");
      const n = Number(u.area.slice(u.area.indexOf("#") + 1)) + 1;
      return t("scwords.unitAt", {
        unit: unitName(c, u.type),
        area: t("sc.w.area", { planet: planetName(c, planetOfArea(u.area)), n }),
      });
    })
    .join(", ");
}

/** Gantrithor's death strike after a battle: an enemy unit, the base or installation of an area, or nothing. */
function deathStrikeWords(a: Action, view: ScView | null, c: ScCatalog | null, t: Translate): string {
  if (a.target === "unit") {
    // In a past line the unit is gone from the board: then "a unit".
    const u = view?.units.find((x) => x.id === Number(a.unit));
    return t("sc.do.deathStrikeUnit", { unit: u ? article(unitName(c, u.type), t) : t("battle.aUnit") });
  }
  if (a.target === "base" || a.target === "installation")
    return t("sc.do.deathStrikeIn", { target: a.target, area: areaName(c, a.area, t) });
  return t("sc.do.deathStrikeNone");
}

/** Combat effects a start-of-battle offer can carry, each worded in the catalogs. */
export const START_EFFECTS: Readonly<Record<string, MessageKey>> = {
  "defender-destroys-flying": "sc.start.defender-destroys-flying",
  "event-cancel-battle": "sc.start.event-cancel-battle",
  "event-defender-retreat": "sc.start.event-defender-retreat",
  "event-defense-bonus": "sc.start.event-defense-bonus",
  "event-face-up-combat": "sc.start.event-face-up-combat",
};

/** The viewer's start-of-battle offer in words: "Retreat — Defending: cancel the battle; …". */
export function startAbilityWords(
  view: ScView,
  c: ScCatalog | null,
  ability: number,
  t: Translate,
): string | null {
  const offer = c?.startAbilityOffer?.(view, ability);
  if (!offer) return null;
  const cut = offer.source.indexOf(":");
  const id = offer.source.slice(cut + 1);
  const source = offer.source.startsWith("event:") ? (c?.events?.[id]?.name ?? id) : cardTitle(c, id, t);
  const key = START_EFFECTS[offer.effect];
  return key ? t("sc.start.offer", { source, effect: t(key) }) : source;
}

function describeBattleAction(
  a: Action,
  view: ScView | null,
  c: ScCatalog | null,
  t: Translate,
): string | null {
  const b = view?.battle as { sides?: { units: { id: number; type: string }[] }[] } | null | undefined;
  const unit = (id: unknown) => {
    for (const s of b?.sides ?? []) {
      const u = s.units.find((x) => x.id === Number(id));
      if (u) return unitName(c, u.type);
    }
    const u = view?.units.find((x) => x.id === Number(id));
    return u ? unitName(c, u.type) : t("battle.aUnit");
  };
  const card = (id: unknown) =>
    id === "top"
      ? t("sc.do.topBlind")
      : id === "original-top"
        ? t("sc.do.originalTopBlind")
        : cardTitle(c, String(id), t);
  switch (a.type) {
    case "battle-pass":
      return t("sc.do.battlePass");
    case "battle-guard-token":
      return t(a.use ? "sc.do.guardTokenUse" : "sc.do.guardTokenKeep");
    case "battle-start-ability": {
      const words = view ? startAbilityWords(view, c, Number(a.ability), t) : null;
      const what = words ?? t("sc.do.startAbilityN", { n: Number(a.ability) + 1 });
      return a.target !== undefined
        ? t("sc.do.useAbilityOn", { what, unit: unit(a.target) })
        : t("sc.do.useAbility", { what });
    }
    case "battle-assist-front":
      return t("sc.do.assistFront", { unit: unit(a.unit) });
    case "battle-pair":
      return t("sc.do.pair", { attacker: unit(a.attacker), defender: unit(a.defender) });
    case "battle-defensive-swap":
      return t("sc.do.defensiveSwap", { a: unit(a.a), b: unit(a.b) });
    case "battle-support":
      return t("sc.do.support", { unit: unit(a.unit), n: Number(a.skirmish) + 1 });
    case "battle-place": {
      const n = Number(a.skirmish) + 1;
      return a.reinforcement
        ? t("sc.do.placeCardReinforced", { card: card(a.card), n, reinforcement: card(a.reinforcement) })
        : t("sc.do.placeCard", { card: card(a.card), n });
    }
    case "battle-resolve":
      return t("sc.do.resolve", { n: Number(a.skirmish) + 1 });
    case "battle-lose":
      return Number(a.unit) === -1
        ? t("sc.do.loseBase")
        : Number(a.unit) === -2
          ? t("sc.do.loseWorker")
          : t("sc.do.lose", { unit: unit(a.unit) });
    case "battle-withdraw":
      return t("sc.do.withdraw", { area: areaName(c, a.area, t) });
    case "battle-retreat-select": {
      // The Retreat event: the attacker's units over the limit are destroyed, not retreated.
      const plan = (view?.battle as { retreat?: { destroySelected?: boolean }[] } | null)?.retreat?.[0];
      return t(plan?.destroySelected ? "sc.do.retreatDestroyed" : "sc.do.retreats", { unit: unit(a.unit) });
    }
    case "battle-retreat":
      return t("sc.do.retreat", { area: areaName(c, a.area, t) });
    case "battle-retreat-lose":
      return t("sc.do.retreatLose", { unit: unit(a.unit) });
    default:
      return null;
  }
}
