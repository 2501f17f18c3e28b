/**
 * English words the StarCraft table shows, kept in small builders (not scattered in JSX) so
 * they can move into message catalogs later.
 */
import type { ScCatalog, ScView } from "./viewTypes";

const ROMAN = ["", "I", "II", "III"];

/** A seat as players read it: the faction's leader, else "Seat N" counted from 1. */
export function seatName(view: Pick<ScView, "players">, catalog: ScCatalog | null, seat: number): string {
  const f = view.players[seat]?.faction;
  return (f && catalog?.factions[f]?.name) || `Seat ${seat + 1}`;
}

export const stageWords = (stage: number) => `Stage ${ROMAN[stage] ?? stage}`;

export const turnWords = (rotation: number) => `turned ${rotation * 90}°`;

export const sideWords = (sides: number[]) => {
  const names = ["north", "east", "south", "west"];
  return sides.length ? `route slots ${sides.map((s) => names[s]).join(", ")}` : "no route slot";
};

/** A face-down event ("?2" in a view) in words. */
export function faceDownEvent(placeholder: string): string {
  const stage = Number(placeholder.slice(1));
  return stage ? `a face-down ${stageWords(stage)} event` : "a face-down event";
}

const VICTORY_WORDS: Record<string, (p: Record<string, unknown>) => string> = {};

/** The faction's special victory in words: the content pack's sentence, else its key read out. */
export function specialVictoryWords(f: ScCatalog["factions"][string]): string | null {
  if (f.text) return f.text;
  if (!f.specialVictory) return null;
  const w = VICTORY_WORDS[f.specialVictory.key];
  return w
    ? w(f.specialVictory.params)
    : `Special victory: ${f.specialVictory.key.replace(/^victory-/, "").replace(/-/g, " ")}`;
}

export function phaseWords(phase: string | undefined): string {
  return phase ? phase.charAt(0).toUpperCase() + phase.slice(1) : "—";
}

/** A decision frame's kind in words ("place-start-unit" → "place start unit"). */
export function frameWords(kind: string): string {
  return kind.replace(/-/g, " ");
}

/** A building track and level: "terran-barracks", 2 → "Barracks II". */
export function trackWords(track: string, level: number): string {
  const t = track.replace(/^(terran|protoss|zerg)-/, "").replace(/-/g, " ");
  return `${t.charAt(0).toUpperCase()}${t.slice(1)} ${ROMAN[level] ?? level}`;
}

const MODULES: Record<string, string> = {
  supply: "Supply",
  rnd: "Research",
  research: "Research",
  "air-support": "Air Support",
};
export const moduleWords = (m: string) => `${MODULES[m] ?? m.replace(/-/g, " ")} module`;

/** "a Marine", "an Ultralisk", "an Air Support module". */
export const article = (noun: string) => `${/^[AEIOUaeiou]/.test(noun) ? "an" : "a"} ${noun}`;
