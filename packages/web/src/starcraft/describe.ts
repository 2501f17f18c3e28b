/** StarCraft actions in plain words, with component names from the catalog. */
import type { Action } from "../api/types";
import { cardTitle } from "./cards";
import { currentCatalog } from "./catalog";
import { SIDE_NAMES } from "./geometry";
import { worldSides } from "./placement";
import { isScView, planetOfArea, type ScCatalog, type ScView } from "./viewTypes";
import { article, moduleWords, sideWords, trackWords, turnWords } from "./words";

export function planetName(c: ScCatalog | null, id: unknown): string {
  return c?.planets[String(id)]?.name ?? String(id);
}

export function areaName(c: ScCatalog | null, area: unknown): string {
  const id = String(area);
  const def = c?.areas[id];
  const planet = planetName(c, planetOfArea(id));
  if (!def) return `${planet} area ${Number(id.slice(id.indexOf("#") + 1)) + 1}`;
  const what = [
    def.resource ? `${def.amount} ${def.resource}` : null,
    def.cp ? `${def.cp} conquest point${def.cp > 1 ? "s" : ""}` : null,
  ]
    .filter(Boolean)
    .join(", ");
  return `${planet} area ${def.index + 1}${what ? ` (${what})` : ""}`;
}

function unitName(c: ScCatalog | null, type: unknown): string {
  const t = String(type);
  return c?.units[t]?.name ?? t.replace(/^(terran|protoss|zerg)-/, "").replace(/-/g, " ");
}

function routeName(c: ScCatalog | null, view: ScView | null, id: unknown): string {
  const r = view?.routes.find((x) => x.id === Number(id));
  if (!r) return `route ${String(id)}`;
  return `${r.z ? "Z-axis route" : "route"} ${planetName(c, r.a.planet)}–${planetName(c, r.b.planet)}`;
}

function cardName(c: ScCatalog | null, id: unknown): string {
  return cardTitle(c, String(id));
}

function buildingName(c: ScCatalog | null, id: unknown): string {
  const b = c?.buildings?.[String(id)];
  if (!b) {
    const m = /^(.*)-(\d)$/.exec(String(id));
    return m ? trackWords(m[1], Number(m[2])) : String(id).replace(/-/g, " ");
  }
  return trackWords(b.track, b.level);
}

const ORDER_NAME: Record<string, string> = { build: "Build", mobilize: "Mobilize", research: "Research" };

export function describeScAction(a: Action, rawView: unknown): string | null {
  const view = isScView(rawView) ? rawView : null;
  const c = currentCatalog(rawView);
  switch (a.type) {
    case "choose-faction": {
      const f = c?.factions[String(a.faction)];
      return `Play as ${f?.name ?? a.faction}${f?.race ? ` (${f.race})` : ""}`;
    }
    case "place-planet":
      return `Place ${planetName(c, a.planet)} at column ${Number(a.x) + 1}, row ${Number(a.y) + 1}, ${turnWords(Number(a.rotation))}${
        c ? ` (${sideWords(worldSides(c, String(a.planet), Number(a.rotation)))})` : ""
      }`;
    case "place-base":
      return `Place your base in ${areaName(c, a.area)}`;
    case "skip-base":
      return "Place no base on this planet";
    case "place-z-route": {
      const ea = a.a as { planet: string; side: number };
      const eb = a.b as { planet: string; side: number };
      return `Z-axis route from ${planetName(c, ea.planet)} (${SIDE_NAMES[ea.side]}) to ${planetName(c, eb.planet)} (${SIDE_NAMES[eb.side]})`;
    }
    case "place-start-unit": {
      const next = Array.isArray(view?.frame?.remaining) ? String(view.frame.remaining[0]) : null;
      return `Place a starting ${next ? unitName(c, next) : "unit"} in ${areaName(c, a.area)}`;
    }
    case "place-start-transport":
      return `Place a starting transport on the ${routeName(c, view, a.route)}`;
    case "place-order":
      return `Place a ${a.gold ? "special (gold) " : ""}${ORDER_NAME[String(a.order)] ?? a.order} order on ${planetName(c, a.planet)}`;
    case "place-defend":
      return `Place the Defend order in ${areaName(c, a.area)} (move units in, then a guard token)`;
    case "reveal-order":
      return `Reveal your top order on ${planetName(c, a.planet)}`;
    case "execute-order":
      return "Execute the order";
    case "draw-event-instead":
      return "Draw an event card instead";
    case "build-worker":
      return "Build a worker";
    case "build-transport":
      return `Build a transport on the ${routeName(c, view, a.route)}`;
    case "build-unit": {
      const remove =
        Array.isArray(a.remove) && a.remove.length ? `, replacing ${a.remove.length} unit(s)` : "";
      return `Build ${article(unitName(c, a.unit))} in ${areaName(c, a.area)}${remove}`;
    }
    case "build-building":
      return `Build ${buildingName(c, a.building)}`;
    case "build-module":
      return `Build ${article(moduleWords(String(a.module)))}`;
    case "build-base":
      return `Build a base in ${areaName(c, a.area)}`;
    case "end-build":
      return "End the Build order";
    case "pay": {
      const src = String(a.source);
      if (src === "token-minerals" || src === "token-gas")
        return `Pay: spend a ${src === "token-minerals" ? "mineral" : "gas"} resource token (no worker)`;
      const where =
        src === "permanent-minerals"
          ? "your permanent minerals card"
          : src === "permanent-gas"
            ? "your permanent gas card"
            : `the resource card of ${areaName(c, src)}`;
      return `Pay: a worker on ${where}${a.force ? " (extra worker: depletes the card)" : ""}`;
    }
    case "use-discount":
      return `Use the gold Build discount on 1 ${a.resource}`;
    case "move-unit": {
      const u = view?.units.find((x) => x.id === Number(a.unit));
      return `Move ${u ? unitName(c, u.type) : "a unit"}${u ? ` from ${areaName(c, u.area)}` : ""} to ${areaName(c, a.area)}`;
    }
    case "end-mobilize":
      return "End the Mobilize order";
    case "draw-combat-cards":
      return "Draw 3 combat cards";
    case "skip-combat-cards":
      return "Do not draw combat cards";
    case "buy-tech":
      return `Buy the technology ${cardName(c, a.tech)}`;
    case "skip-tech":
      return "Buy no technology";
    case "research-gold":
      return a.choice === "event"
        ? "Special Research: draw an extra event card"
        : "Special Research: take the technology into your hand";
    case "play-event": {
      const text = c?.events?.[String(a.card)]?.text;
      return `Play the event ${cardName(c, a.card)}${text ? ` (${text})` : ""}`;
    }
    case "pass-event":
      return "Play no event card";
    case "event-pick": {
      const words = view && c?.describeEventPick ? c.describeEventPick(view, String(a.pick)) : String(a.pick);
      return words.charAt(0).toUpperCase() + words.slice(1);
    }
    case "event-pass":
      return "Choose nothing more";
    case "discard-card":
      return `Discard ${cardName(c, a.card)}`;
    case "take-resource-token":
      return `Survival: take a ${a.resource === "gas" ? "gas" : "mineral"} resource token`;
    default:
      return a.type.startsWith("battle-") ? describeBattleAction(a, view, c) : null;
  }
}

function describeBattleAction(a: Action, view: ScView | null, c: ScCatalog | null): string | null {
  const b = view?.battle as { sides?: { units: { id: number; type: string }[] }[] } | null | undefined;
  const unit = (id: unknown) => {
    for (const s of b?.sides ?? []) {
      const u = s.units.find((x) => x.id === Number(id));
      if (u) return unitName(c, u.type);
    }
    const u = view?.units.find((x) => x.id === Number(id));
    return u ? unitName(c, u.type) : "a unit";
  };
  const card = (id: unknown) =>
    id === "top" ? "the top card of your deck (blind)" : cardTitle(c, String(id));
  switch (a.type) {
    case "battle-pass":
      return "Pass (use no start-of-battle ability)";
    case "battle-start-ability": {
      const words = view ? c?.describeStartAbility?.(view, Number(a.ability)) : null;
      const what = words ?? `start-of-battle ability ${Number(a.ability) + 1}`;
      return `Use ${what}${a.target !== undefined ? ` on ${unit(a.target)}` : ""}`;
    }
    case "battle-assist-front":
      return `Put ${unit(a.unit)} in the front line`;
    case "battle-pair":
      return `Skirmish: ${unit(a.attacker)} against ${unit(a.defender)}`;
    case "battle-support":
      return `${unit(a.unit)} supports skirmish ${Number(a.skirmish) + 1}`;
    case "battle-place":
      return `Place ${card(a.card)} on skirmish ${Number(a.skirmish) + 1}${a.reinforcement ? ` with reinforcement ${card(a.reinforcement)}` : ""}`;
    case "battle-resolve":
      return `Reveal and resolve skirmish ${Number(a.skirmish) + 1}`;
    case "battle-lose":
      return Number(a.unit) === -1
        ? "Lose your base"
        : Number(a.unit) === -2
          ? "Lose a worker"
          : `Lose ${unit(a.unit)}`;
    case "battle-withdraw":
      return `Withdraw the cloaked unit to ${areaName(c, a.area)}`;
    case "battle-retreat-select": {
      // The Retreat event: the attacker's units over the limit are destroyed, not retreated.
      const plan = (view?.battle as { retreat?: { destroySelected?: boolean }[] } | null)?.retreat?.[0];
      return plan?.destroySelected
        ? `${unit(a.unit)} is destroyed (over the unit limit)`
        : `${unit(a.unit)} retreats`;
    }
    case "battle-retreat":
      return `Retreat to ${areaName(c, a.area)}`;
    case "battle-retreat-lose":
      return `Lose ${unit(a.unit)} (no room to retreat)`;
    default:
      return null;
  }
}
