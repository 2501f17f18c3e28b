/**
 * Words the StarCraft table shows, kept in small builders (not scattered in JSX). Every sentence
 * comes from the message catalogs through a translator `t` (English when none is passed);
 * proper names (factions, units, buildings) stay as they are.
 */
import { englishT, type MessageKey, type Translate } from "../i18n";
import { factionText } from "./eventText";
import type { ScCatalog, ScView } from "./viewTypes";

const ROMAN = ["", "I", "II", "III"];

/** A seat as players read it: the faction's leader, else "Seat N" counted from 1. */
export function seatName(
  view: Pick<ScView, "players">,
  catalog: ScCatalog | null,
  seat: number,
  t: Translate = englishT,
): string {
  const f = view.players[seat]?.faction;
  return (f && catalog?.factions[f]?.name) || t("game.seat", { seat: seat + 1 });
}

export const stageWords = (stage: number, t: Translate = englishT) =>
  t("sc.stage", { stage: ROMAN[stage] ?? stage });

export const turnWords = (rotation: number, t: Translate = englishT) =>
  t("place.turned", { degrees: rotation * 90 });

const SIDES: MessageKey[] = ["place.north", "place.east", "place.south", "place.west"];

/** A planet side (0 north … 3 west) in words. */
export const sideName = (side: number, t: Translate = englishT) => {
  const key = SIDES[side];
  return key ? t(key) : String(side);
};

export const sideWords = (sides: number[], t: Translate = englishT) =>
  sides.length
    ? t("sc.w.routeSlots", { sides: sides.map((s) => sideName(s, t)).join(", ") })
    : t("sc.w.noRouteSlot");

/** A face-down event ("?2" in a view) in words. */
export function faceDownEvent(placeholder: string, t: Translate = englishT): string {
  const stage = Number(placeholder.slice(1));
  return stage ? t("sc.w.faceDownStageEvent", { stage: ROMAN[stage] ?? stage }) : t("sc.w.faceDownEvent");
}

const VICTORY_WORDS: Record<string, (p: Record<string, unknown>) => string> = {};

/** The faction's special victory in words: our sentence for the faction, else its key read out. */
export function specialVictoryWords(
  f: ScCatalog["factions"][string],
  t: Translate = englishT,
): string | null {
  const text = factionText(t, f.id);
  if (text) return text;
  if (!f.specialVictory) return null;
  const w = VICTORY_WORDS[f.specialVictory.key];
  return w
    ? w(f.specialVictory.params)
    : t("sc.w.specialVictory", {
        what: f.specialVictory.key.replace(/^victory-/, "").replace(/-/g, " "),
      });
}

export function phaseWords(phase: string | undefined): string {
  return phase ? phase.charAt(0).toUpperCase() + phase.slice(1) : "—";
}

/** A building track and level: "terran-barracks", 2 → "Barracks II". */
export function trackWords(track: string, level: number): string {
  const t = track.replace(/^(terran|protoss|zerg)-/, "").replace(/-/g, " ");
  return `${t.charAt(0).toUpperCase()}${t.slice(1)} ${ROMAN[level] ?? level}`;
}

const MODULES: Record<string, MessageKey> = {
  supply: "sc.w.moduleSupply",
  rnd: "sc.w.moduleResearch",
  research: "sc.w.moduleResearch",
  "air-support": "sc.w.moduleAirSupport",
  // Brood War's modules
  defensive: "scwords.moduleDefensive",
  assist: "scwords.moduleAssist",
  offensive: "scwords.moduleOffensive",
};

/** "supply" → "Supply module" (in the reader's language). */
export const moduleWords = (m: string, t: Translate = englishT) => {
  const key = MODULES[m];
  return t("sc.module", { module: key ? t(key) : m.replace(/-/g, " ") });
};

/** "a Marine", "an Ultralisk", "an Air Support module" (languages without this article: the noun). */
export const article = (noun: string, t: Translate = englishT) =>
  t("sc.w.indefinite", { vowel: /^[AEIOUaeiou]/.test(noun) ? "yes" : "no", name: noun });
