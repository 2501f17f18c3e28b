/**
 * Lite actions in the reader's words: units, areas, planets, routes, modules and event cards by
 * name (words.ts), never by id. Without a Translate (callers that have none) the words are English.
 */
import { loadLiteContent } from "@koprulu/starcraft-lite/content";
import { createIntl } from "react-intl";
import type { Action } from "../api/types";
import type { MessageKey, Translate } from "../i18n";
import { ENGLISH } from "../i18n/catalogs";
import { isLiteView } from "./view";
import {
  areaWords,
  battleUnitWords,
  eventWords,
  moduleName,
  planetWords,
  routeWords,
  unitTypeName,
  unitWords as unitWordsAt,
} from "./words";

const english = createIntl({ locale: "en", messages: ENGLISH });

/** English from the reference catalog, for callers without a translator. */
export const englishWords: Translate = (key, values) => english.formatMessage({ id: key }, values);

/** An event target: `unit:<id>`, `route:<id>`, `planet:<id>`, `build:<area>`, `move:<a>><b>`, `w<n>t<m>`, an area, a unit type or module. */
function targetWords(t: Translate, view: ReturnType<typeof liteView>, target: string): string {
  if (target.startsWith("unit:")) return unitWordsAt(t, view, target.slice(5));
  if (target.startsWith("route:")) return routeWords(t, view, target.slice(6));
  if (target.startsWith("planet:")) return planetWords(view, target.slice(7));
  if (target.startsWith("build:"))
    return t("lite.target.build", { area: areaWords(t, view, target.slice(6)) });
  if (target.startsWith("move:")) {
    const [from, to] = target.slice(5).split(">");
    return t("lite.target.moveBase", { from: areaWords(t, view, from), to: areaWords(t, view, to) });
  }
  const wt = /^w(\d+)t(\d+)$/.exec(target);
  if (wt) return t("lite.target.logistic", { workers: Number(wt[1]), transports: Number(wt[2]) });
  const c = loadLiteContent();
  if (c.units[target]) return unitTypeName(target);
  if (c.modules[target]) return moduleName(target);
  return areaWords(t, view, target);
}

function liteView(view: unknown) {
  return isLiteView(view) ? view : null;
}

const BATTLE: Record<string, MessageKey> = {
  nydus: "lite.battle.nydus",
  ability: "lite.battle.ability",
  recall: "lite.battle.recall",
  target: "lite.battle.target",
  withdraw: "lite.battle.withdraw",
  splash: "lite.battle.splash",
  repair: "lite.battle.repair",
};

/** A battle answer: a unit, an area, or a retreat `planet/area` (`+lift-off`). */
function battleAction(
  t: Translate,
  view: ReturnType<typeof liteView>,
  kind: string,
  choice: unknown,
): string {
  if (kind === "retreat") {
    if (choice === null) return t("lite.battle.stay");
    const [, rest] = String(choice).split("/");
    const liftOff = rest?.endsWith("+lift-off");
    const area = areaWords(t, view, liftOff ? rest.slice(0, -"+lift-off".length) : rest);
    return t(liftOff ? "lite.battle.liftOff" : "lite.battle.retreat", { area });
  }
  if (choice === null) return t(kind === "target" ? "lite.battle.hold" : "lite.battle.pass");
  const key = BATTLE[kind];
  const what =
    kind === "withdraw" || kind === "recall" ? areaWords(t, view, choice) : battleUnitWords(t, view, choice);
  return key ? t(key, { what }) : what;
}

/** `past`: the action was taken earlier (the log): units by type, not by where they stand now. */
export function describeLiteAction(
  a: Action,
  rawView?: unknown,
  tr?: Translate,
  past = false,
): string | null {
  const t = tr ?? englishWords;
  const view = liteView(rawView);
  const unitWords = (tt: Translate, v: typeof view, id: unknown) => unitWordsAt(tt, v, id, !past);
  switch (a.type) {
    case "rotate":
      return t("lite.do.rotate", { degrees: Number(a.rotation) * 90 });
    case "expand":
      return t("lite.do.expand", { planet: planetWords(rawView, a.planet) });
    case "warp-pair":
      return t("lite.do.warpPair", { a: planetWords(rawView, a.a), b: planetWords(rawView, a.b) });
    case "home":
      return t("lite.do.home", { area: areaWords(t, rawView, a.area) });
    case "place-unit":
      return t("lite.do.placeUnit", { area: areaWords(t, rawView, a.area) });
    case "place-transport":
      return t("lite.do.placeTransport", { route: routeWords(t, view, a.route) });
    case "move":
      return t("lite.do.move", { unit: unitWords(t, view, a.unit), area: areaWords(t, rawView, a.area) });
    case "warp":
      return t("lite.do.warp", { area: areaWords(t, rawView, a.area) });
    case "send":
      return t("lite.do.send", { unit: unitWords(t, view, a.unit) });
    case "end-mobilize":
      return t("lite.do.endMobilize");
    case "research":
      return a.unit === null ? t("lite.do.noUpgrade") : t("lite.do.upgrade", { unit: unitTypeName(a.unit) });
    case "build-unit":
      return t("lite.do.buildUnit", { unit: unitTypeName(a.unit), area: areaWords(t, rawView, a.area) });
    case "build-worker":
      return t("lite.do.buildWorker");
    case "build-transport":
      return t("lite.do.buildTransport", { route: routeWords(t, view, a.route) });
    case "fuse-archon":
      return t("lite.do.fuseArchon", { area: areaWords(t, rawView, a.area) });
    case "morph-guardian":
      return t("lite.do.morphGuardian", { unit: unitWords(t, view, a.unit) });
    case "unlock":
      return t("lite.do.unlock", { unit: unitTypeName(a.unit) });
    case "module":
      return t("lite.do.module", { module: moduleName(a.module) });
    case "base":
      return t("lite.do.base", { area: areaWords(t, rawView, a.area) });
    case "force-mine":
      return t("lite.do.forceMine", { area: areaWords(t, rawView, a.area) });
    case "make-room":
      return t("lite.do.makeRoom", { unit: unitWords(t, view, a.unit) });
    case "place-worker":
      return a.source === "permanent-minerals"
        ? t("lite.do.workerPermanentMinerals")
        : a.source === "permanent-gas"
          ? t("lite.do.workerPermanentGas")
          : t("lite.do.workerCard", { area: areaWords(t, rawView, a.source) });
    case "end-build":
      return t("lite.do.endBuild");
    case "harvest":
      return t("lite.do.harvest", { area: areaWords(t, rawView, a.area) });
    case "end-harvest":
      return t("lite.do.endHarvest");
    case "play-event": {
      const card = eventWords(t, a.card);
      const stage = Number(a.text) === 2 ? "II" : "I";
      return a.target === null || a.target === undefined
        ? t("lite.do.playEvent", { card, stage })
        : t("lite.do.playEventOn", { card, stage, target: targetWords(t, view, String(a.target)) });
    }
    case "storm-loss":
      return t("lite.do.stormLoss", { unit: unitWords(t, view, a.unit) });
    case "trim":
      return t("lite.do.trim", { unit: unitWords(t, view, a.unit) });
    case "pass":
      return t("lite.do.pass");
    default:
      if (a.type.startsWith("lite-")) return battleAction(t, view, a.type.slice(5), a.choice);
      return null;
  }
}
