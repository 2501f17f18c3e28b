/**
 * A pick inside an event's decision (`event-pick {pick}`) in the reader's words. Picks are the
 * effects' short codes (an area id, "12>char#0", "unit:7", "force:char#1", …) and which code
 * means what depends on the decision's step (`frame.step` of the view); the words come from the
 * message catalogs (`sc.pick.*`) and the names from the component catalog. Reads only what the
 * view shows, so it never reveals more than the pick itself (a stolen card is named by place).
 * Also here: the name of a Brood War installation on the map.
 */
import { englishT, type MessageKey, type Translate } from "../i18n";
import { areaName, planetName, routeName, unitName } from "./names";
import type { ScCatalog, ScView } from "./viewTypes";
import { article, moduleWords, trackWords } from "./words";

/** The rules' pick codes for paying (`PERMANENT_*`, `TOKEN_*`, `FORCE` of @koprulu/starcraft). */
export const PICK_CODES = {
  permanentMinerals: "permanent-minerals",
  permanentGas: "permanent-gas",
  tokenMinerals: "token-minerals",
  tokenGas: "token-gas",
  force: "force:",
} as const;

function factionOf(view: ScView, c: ScCatalog | null, seat: number, t: Translate): string {
  const f = view.players[seat]?.faction;
  return (f && c?.factions[f]?.name) || t("game.seat", { seat: seat + 1 });
}

function payWhat(c: ScCatalog | null, pick: string, t: Translate): string {
  if (pick === PICK_CODES.permanentMinerals) return t("sc.pick.payPermanentMinerals");
  if (pick === PICK_CODES.permanentGas) return t("sc.pick.payPermanentGas");
  if (pick === PICK_CODES.tokenMinerals) return t("sc.pick.payTokenMinerals");
  if (pick === PICK_CODES.tokenGas) return t("sc.pick.payTokenGas");
  if (pick.startsWith(PICK_CODES.force))
    return t("sc.pick.payForce", { area: areaName(c, pick.slice(PICK_CODES.force.length), t) });
  return t("sc.pick.payArea", { area: areaName(c, pick, t) });
}

function unitWords(view: ScView, c: ScCatalog | null, id: number, t: Translate): string {
  const u = view.units.find((x) => x.id === id);
  if (!u) return t("sc.pick.unitN", { id });
  return t("sc.pick.unitOf", {
    unit: unitName(c, u.type),
    faction: factionOf(view, c, u.owner, t),
    area: areaName(c, u.area, t),
  });
}

function itemWords(c: ScCatalog | null, pick: string, t: Translate): string {
  if (c?.modules && pick in c.modules) return article(moduleWords(pick, t), t);
  const b = c?.buildings?.[pick];
  if (b) return trackWords(b.track, b.level);
  const tech = c?.techs?.[pick];
  if (tech) return t("sc.pick.tech", { name: tech.name });
  if (c?.areas[pick]) return t("sc.pick.baseIn", { area: areaName(c, pick, t) });
  return pick;
}

const INSTALLATIONS: Readonly<Record<string, MessageKey>> = {
  "infested-command-center": "sc.installation.infested-command-center",
  overmind: "sc.installation.overmind",
  cerebrate: "sc.installation.cerebrate",
  "warp-gate": "sc.installation.warp-gate",
};

/** A Brood War installation on the map (`view.broodWar.installations[].kind`) by its name. */
export function installationName(kind: string, t: Translate = englishT): string {
  return Object.hasOwn(INSTALLATIONS, kind) ? t(INSTALLATIONS[kind]!) : kind.replace(/-/g, " ");
}

const upperFirst = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

export function eventPickWords(
  view: ScView,
  c: ScCatalog | null,
  pick: string,
  t: Translate = englishT,
): string {
  const frame = view.frame;
  const step = frame?.kind === "event" ? String(frame.step ?? "") : "";
  switch (step) {
    case "pay":
      return t("sc.pick.pay", { what: payWhat(c, pick, t) });
    case "confirm":
      return t("sc.pick.confirm");
    case "route":
      return upperFirst(routeName(c, view, pick, t));
    case "transport":
      return t("sc.pick.transport", { faction: factionOf(view, c, Number(pick), t) });
    case "ends": {
      const [a, b] = pick.split("|").map((x) => planetName(c, x.slice(0, x.lastIndexOf(":"))));
      return t("sc.pick.join", { a: a ?? "", b: b ?? "" });
    }
    case "planet":
      return planetName(c, pick);
    case "loss":
      return upperFirst(unitWords(view, c, Number(pick), t));
    case "item":
      return upperFirst(itemWords(c, pick, t));
    case "held":
      return t("sc.pick.play", { card: c?.events?.[pick]?.name ?? pick });
    case "steal": {
      // "seat:position": the card is face down to the thief, so only its place is named.
      const cut = pick.indexOf(":");
      return t("sc.pick.steal", {
        n: Number(pick.slice(cut + 1)) + 1,
        faction: factionOf(view, c, Number(pick.slice(0, cut)), t),
      });
    }
    case "build":
      return pick === "worker"
        ? t("sc.do.buildWorker")
        : t("sc.do.buildTransport", { route: routeName(c, view, pick.slice("transport:".length), t) });
    case "unit": {
      const at = pick.lastIndexOf("@");
      return t("sc.do.buildUnit", {
        unit: article(unitName(c, pick.slice(0, at)), t),
        area: areaName(c, pick.slice(at + 1), t),
      });
    }
    case "move": {
      const [id, area] = pick.split(">");
      const u = view.units.find((x) => x.id === Number(id));
      const to = areaName(c, area, t);
      return u
        ? t("sc.do.moveUnit", { unit: unitName(c, u.type), from: areaName(c, u.area, t), to })
        : t("sc.pick.moveUnitN", { id: String(id), to });
    }
    case "target":
      if (pick.startsWith("unit:")) return upperFirst(unitWords(view, c, Number(pick.slice(5)), t));
      if (pick.startsWith("base:")) return t("sc.pick.theBaseIn", { area: areaName(c, pick.slice(5), t) });
      return pick;
    default:
      return c?.areas[pick] ? areaName(c, pick, t) : pick;
  }
}
