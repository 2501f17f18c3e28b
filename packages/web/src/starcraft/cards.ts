/** Combat cards in words: name and values ("Marine/Firebat 3/2, else 1/1"), from the catalog. */
import { englishT, type Translate } from "../i18n";
import { raceName } from "./raceName";
import type { ScCatalog } from "./viewTypes";
import { faceDownEvent } from "./words";

export function cardTitle(catalog: ScCatalog | null, id: string | null, t: Translate = englishT): string {
  if (id === null) return t("sc.w.faceDown");
  if (id === "top") return t("sc.w.topOfDeck");
  if (id === "original-top") return t("sc.w.originalTop");
  if (id === "hidden") return t("sc.w.faceDownCard");
  if (/^\?\d$/.test(id)) return faceDownEvent(id, t);
  if (id.startsWith("?")) return t("sc.w.faceDownCard");
  const c = catalog?.cards?.[id];
  if (c) return numberedCardName(c.name, t);
  return catalog?.events?.[id]?.name ?? catalog?.techs?.[id]?.name ?? id.replace(/-/g, " ");
}

/**
 * A combat card the content pack names by number ("Zerg combat card 4", "Terran Brood War
 * combat card 2") in the reader's words, the race by its name in that language (raceName).
 */
function numberedCardName(name: string, t: Translate): string {
  const m = /^(Terran|Zerg|Protoss)( Brood War)? combat card (\d+)$/.exec(name);
  if (!m) return name;
  return t(m[2] ? "sc.w.combatCardBroodWar" : "sc.w.combatCardNumbered", {
    race: raceName(m[1]!, t),
    n: Number(m[3]),
  });
}

export function cardValues(catalog: ScCatalog | null, id: string, t: Translate = englishT): string {
  const c = catalog?.cards?.[id];
  if (!c) return "";
  if (c.kind === "reinforcement") return t("sc.w.reinforcement");
  const units = c.units
    .map(
      (u) =>
        catalog?.units[u]?.name ??
        catalog?.units[u.replace(/^[a-z]+-/, "")]?.name ??
        u.replace(/^[a-z]+-/, ""),
    )
    .join("/");
  const major = c.major
    ? t("sc.w.cardValues", {
        units: units || t("sc.w.pictured"),
        attack: c.major.attack,
        health: c.major.health,
      })
    : "";
  const minor = c.minor ? t("sc.w.cardElse", { attack: c.minor.attack, health: c.minor.health }) : "";
  const text = [major, minor].filter(Boolean).join(", ");
  return c.provisional ? t("sc.w.provisional", { text }) : text;
}
