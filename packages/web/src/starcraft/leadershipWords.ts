/**
 * Words for Brood War Leadership cards and heroes outside the card faces: the action list's
 * descriptions and the log lines (who revealed which card, which hero came onto the board).
 * Each takes the translator, so it reads in the page's language.
 */
import type { Action, LogEntry } from "../api/types";
import type { MessageKey, Translate } from "../i18n";
import { LEADERSHIP_TEXT } from "./leadershipText";
import { areaName, planetName } from "./names";
import type { ScCatalog, ScLeadershipInfo, ScView } from "./viewTypes";
import { article, seatName } from "./words";

const ROMAN = ["", "I", "II", "III"];

export const roman = (stage: number) => ROMAN[stage] ?? String(stage);

export const KIND_KEYS: Record<ScLeadershipInfo["kind"], MessageKey> = {
  "one-shot": "lead.kind.one-shot",
  "play-area": "lead.kind.play-area",
  "special-victory": "lead.kind.special-victory",
  hero: "lead.kind.hero",
};

export const KIND_TITLE_KEYS: Record<ScLeadershipInfo["kind"], MessageKey> = {
  "one-shot": "lead.kindTitle.one-shot",
  "play-area": "lead.kindTitle.play-area",
  "special-victory": "lead.kindTitle.special-victory",
  hero: "lead.kindTitle.hero",
};

/** Installations by kind: proper names, as printed. */
const INSTALLATIONS: Record<string, string> = {
  overmind: "Overmind",
  cerebrate: "Cerebrate",
  "warp-gate": "Warp Gate",
  "infested-command-center": "Infested Command Center",
};

/** A card's effect in words (our own, per language); null for a card the catalogs do not know. */
export function leadershipText(t: Translate, id: string): string | null {
  const key = LEADERSHIP_TEXT[id];
  return key ? t(key) : null;
}

export function leadershipName(c: ScCatalog | null, id: string): string {
  return c?.leadership?.[id]?.name ?? id;
}

export function unitTypeName(c: ScCatalog | null, type: string): string {
  return c?.units[type]?.name ?? type.replace(/^(terran|protoss|zerg)-/, "").replace(/-/g, " ");
}

export function heroName(c: ScCatalog | null, hero: string): string {
  return c?.heroes?.[hero]?.name ?? hero;
}

/** A Stage I card's starting forces in words ("6 × Zergling, 8 workers, 2 transports, 2 bases"). */
export function forcesWords(t: Translate, c: ScCatalog | null, card: ScLeadershipInfo): string | null {
  const f = card.forces;
  if (!f) return null;
  const parts = f.units.map((u) => t("lead.forceUnit", { count: u.count, unit: unitTypeName(c, u.unit) }));
  parts.push(t("lead.forceWorkers", { count: f.workers }));
  if (f.transports) parts.push(t("lead.forceTransports", { count: f.transports }));
  if (f.bases) parts.push(t("lead.forceBases", { count: f.bases }));
  return t("lead.forces", { units: parts.join(", ") });
}

/** The hero the running `place-hero` decision places (from the view's frame). */
function framedHero(view: ScView | null): { hero: string; unit: string } | null {
  const f = view?.frame;
  return f?.kind === "place-hero" && typeof f.hero === "string" && typeof f.unit === "string"
    ? { hero: f.hero, unit: f.unit }
    : null;
}

/**
 * The card whose unit group a `leadership-units` action places: the running decision's card, or
 * (a past line, whose decision is gone) the one card of the catalog that places units.
 */
function unitPlacingCard(view: ScView | null, c: ScCatalog | null): ScLeadershipInfo | null {
  const framed =
    view?.frame?.kind === "leadership-units" ? c?.leadership?.[String(view.frame.card)] : undefined;
  if (framed) return framed;
  const placing = Object.values(c?.leadership ?? {}).filter((x) => x.unitChoices?.length);
  return placing.length === 1 ? placing[0] : null;
}

/** Scorched Earth Policy: "Scorched Earth Policy: place 2 × Battlecruiser in Korhal area 1". */
function leadershipUnitsWords(
  choice: number,
  area: string,
  view: ScView | null,
  c: ScCatalog | null,
  t: Translate,
): string {
  const card = unitPlacingCard(view, c);
  const group = card?.unitChoices?.[choice];
  if (!card || !group) return t("lead.do.placeUnitGroup", { n: choice + 1, area });
  const units = group.map((u) => t("lead.forceUnit", { count: u.count, unit: unitTypeName(c, u.unit) }));
  return t("lead.do.placeUnits", { units: units.join(", "), area, card: card.name });
}

/** Leadership and hero actions in words; null for every other action. */
export function describeLeadershipAction(
  a: Action,
  view: ScView | null,
  c: ScCatalog | null,
  t: Translate,
): string | null {
  if (a.type === "choose-leadership") {
    const id = String(a.card);
    const stage = c?.leadership?.[id]?.stage ?? 0;
    return t("lead.do.choose", { card: leadershipName(c, id), stage: roman(stage) });
  }
  const area = () => areaName(c, a.area, t);
  const unitOnBoard = () => {
    const u = view?.units.find((x) => x.id === Number(a.unit));
    return u ? article(unitTypeName(c, u.type), t) : t("battle.aUnit");
  };
  switch (a.type) {
    case "leadership-units":
      return leadershipUnitsWords(Number(a.choice), area(), view, c, t);
    case "warp-unit":
      return t("lead.do.warpUnit", { unit: unitOnBoard(), area: area() });
    case "end-warp":
      return t("lead.do.endWarp");
    case "deploy-held":
      return t("lead.do.deployHeld", { unit: unitTypeName(c, String(a.unit)), area: area() });
    case "end-deploy":
      return t("lead.do.endDeploy");
    case "psi-disruptor-retreat":
      return t("lead.do.psiDisruptorRetreat", { area: area() });
    case "place-cp-token":
      return t("lead.do.cpToken", { area: area() });
    case "place-installation": {
      const kind = String(view?.frame?.installation ?? "");
      return t("lead.do.installation", { installation: INSTALLATIONS[kind] ?? kind, area: area() });
    }
    case "place-transport": {
      const r = view?.routes.find((x) => x.id === Number(a.route));
      const route = r ? `${planetName(c, r.a.planet)}–${planetName(c, r.b.planet)}` : String(a.route);
      return t("lead.do.transport", { route });
    }
    case "leadership-planet":
      return view?.frame?.kind === "emperor-arcturus"
        ? t("lead.do.planetToken", { planet: planetName(c, a.planet) })
        : t("lead.do.influence", { planet: planetName(c, a.planet) });
    case "choose-first-player":
      return t("lead.do.firstPlayer", {
        who: view ? seatName(view, c, Number(a.seat)) : String(Number(a.seat) + 1),
      });
    case "reorder-stack":
      return t("lead.do.reorder", { planet: planetName(c, a.planet) });
    case "skip-reorder":
      return t("lead.do.skipReorder");
    case "ultimate-sacrifice": {
      const u = view?.units.find((x) => x.id === Number(a.unit));
      return t("lead.do.sacrifice", { unit: u ? unitTypeName(c, u.type) : "?", area: area() });
    }
  }
  if (a.type === "place-hero") {
    const h = framedHero(view);
    const hero = h ? heroName(c, h.hero) : t("hero.mark");
    return a.replace === undefined
      ? t("lead.do.placeHero", { hero, area: area() })
      : t("lead.do.placeHeroReplace", { hero, area: area(), unit: h ? unitTypeName(c, h.unit) : "" });
  }
  return null;
}

/**
 * The log line of a Leadership choice (face down while the others choose, then the revealed card)
 * or a hero's placement, or null for every other line.
 */
export function leadershipLogText(
  entry: LogEntry,
  view: ScView | null,
  c: ScCatalog | null,
  t: Translate,
): string | null {
  if (typeof entry !== "object" || entry.seat === undefined) return null;
  const who = view ? seatName(view, c, entry.seat) : `${entry.seat + 1}`;
  const a = entry.action as Action | undefined;
  // A choice hidden without even its kind while a choose step runs: in StarCraft only a
  // Leadership choice (a pending discard has its own step, never at the same time).
  if (!a && /made a hidden choice\.$/.test(entry.text ?? "") && view?.frame?.kind === "choose-leadership")
    return t("lead.log.hidden", { who });
  if (!a) return null;
  if (a.type === "choose-leadership" && typeof a.card === "string") {
    const stage = c?.leadership?.[a.card]?.stage ?? 0;
    return t("lead.log.take", { who, card: leadershipName(c, a.card), stage: roman(stage) });
  }
  if (a.type === "place-hero" && typeof a.area === "string") {
    // The action names only the area; the server's line names the hero by id.
    const id = /the hero ([a-z0-9-]+)/.exec(entry.text ?? "")?.[1];
    if (!id) return null;
    return t("lead.log.hero", { who, hero: heroName(c, id), area: areaName(c, a.area, t) });
  }
  return null;
}
