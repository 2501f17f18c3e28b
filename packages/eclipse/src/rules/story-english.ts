/**
 * The story's lines (story-lines.ts) and the actions in the server's English words: the log text
 * the CLI, records and every client without the table's own words show. Names come from the
 * content pack (sectors by number and star name, technologies, hulls, discovery tiles).
 */
import { joinWords, plural } from "@koprulu/engine";
import { content } from "./economy";
import { speciesBoard } from "./species";
import type { StoryArg, StoryId, StoryLine } from "./story-lines";
import type { EclipseState } from "./types";

type Scope = Pick<EclipseState, "players" | "hexes">;
type Words = (arg: (name: string) => string, n: (name: string) => number) => string;

/** "Red Terrans" (a Terran seat by its colour) or the alien species' name; "Player 2" before the choice. */
export function seatName(s: Pick<EclipseState, "players">, seat: number): string {
  const p = s.players[seat];
  if (!p || p.colour === "") return `Player ${seat + 1}`;
  if (p.species !== "terran") return speciesBoard(p.species).name;
  return `${p.colour.charAt(0).toUpperCase()}${p.colour.slice(1)} Terrans`;
}

export function sectorName(id: string): string {
  const sec = content().sectors[id];
  if (!sec) return `sector ${id}`;
  return sec.gcds ? `sector ${id} (Galactic Center)` : `sector ${id} (${sec.name})`;
}

/** Where: the sector on the board at `pos`, or the empty position. */
export function whereName(s: Pick<EclipseState, "hexes">, pos: string): string {
  const hex = s.hexes[pos];
  return hex ? sectorName(hex.sector) : `position ${pos}`;
}

export const hullName = (id: string) =>
  content().hulls[id]?.name ?? content().npcs[id]?.name ?? (id === "ancient" ? "Ancient ship" : id);
export const techName = (id: string) => content().technologies[id]?.name ?? id;
export const partName = (id: string) => content().parts[id]?.name ?? id;
export const discoveryName = (id: string) => content().discovery[id]?.name ?? id;

const EN: Record<StoryId, Words> = {
  round: (w, n) => `Round ${n("round")} begins; ${w("seat")} start`,
  "phase-combat": () => "Combat phase",
  "phase-upkeep": () => "Upkeep phase",
  explored: (w) => `${w("seat")} draw ${w("sector")} at ${w("hex")}`,
  "discovery-found": (w) => `${w("seat")} take the discovery tile of ${w("hex")}`,
  "discovery-used": (w) => `${w("seat")} reveal the discovery tile: ${w("tile")}`,
  "battle-start": (w) => `Battle in ${w("hex")}: ${w("sides")}`,
  ancients: () => "the Ancients",
  gcds: () => "the GCDS",
  npcs: () => "the Ancients and the GCDS",
  ship: (w) => `${w("side")} (${w("hull")})`,
  volley: (w) => `${w("ships")} fire: ${w("rolls")}`,
  "volley-missiles": (w) => `${w("ships")} fire missiles: ${w("rolls")}`,
  hit: (w, n) => `${w("ship")} takes ${plural(n("damage"), "damage", "damage")}`,
  destroyed: (w) => `${w("ship")} is destroyed`,
  "destroyed-at": (w) => `${w("ship")} is destroyed in ${w("hex")}`,
  "retreat-start": (w) => `${w("ships")} begin to retreat toward ${w("hex")}`,
  retreated: (w) => `${w("ships")} retreat to ${w("hex")}`,
  "stalemate-retreat": (w) => `Stalemate: ${w("side")} withdraw`,
  "stalemate-destroyed": (w) => `Stalemate: ${w("side")} lose their ships`,
  "battle-won": (w) => `${w("side")} hold ${w("hex")}`,
  "battle-empty": (w) => `No ship is left in ${w("hex")}`,
  "population-lost": (w, n) => `${w("seat")} lose ${plural(n("count"), "population cube")} in ${w("hex")}`,
  "hex-lost": (w) => `${w("seat")} lose control of ${w("hex")}`,
  "reputation-draw": (w, n) => `${w("seat")} draw ${plural(n("count"), "reputation tile")}`,
  bankrupt: (w) => `${w("seat")} cannot pay their upkeep`,
  upkeep: (w, n) =>
    `${w("seat")} pay upkeep and collect production: ${n("money")} money, ${n("science")} science, ${n("materials")} materials in storage`,
  "techs-drawn": (w) => `New technologies on the supply board: ${w("techs")}`,
  "game-over": (w, n) =>
    `Game over: ${w("winners")} ${n("count") === 1 ? "win" : "share the victory"} (${w("scores")})`,
  score: (w, n) => `${w("seat")} ${n("vp")} VP`,
  "relations-formed": (w) => `${w("seat")} and ${w("partner")} exchange ambassadors`,
  "relations-broken": (w) =>
    `${w("seat")} break relations with ${w("partner")}: the ambassadors go home and ${w("seat")} take the Traitor card`,
};

function argText(s: Scope, a: StoryArg | undefined, name: string): string {
  if (a === undefined) return "";
  if (typeof a === "number" || typeof a === "string") return String(a);
  if ("seat" in a) return seatName(s, a.seat);
  if ("hex" in a) return whereName(s, a.hex);
  if ("sector" in a) return sectorName(a.sector);
  if ("hull" in a) return hullName(a.hull);
  if ("tech" in a) return techName(a.tech);
  if ("tile" in a) return discoveryName(a.tile);
  if ("line" in a) return storyText(s, a.line);
  const words = a.list.map((x) => argText(s, x, name));
  return name === "rolls" || name === "scores" ? words.join(", ") : joinWords(words);
}

/** One line of the story in English (no full stop: tellAction adds it). */
export function storyText(s: Scope, l: StoryLine): string {
  const words = EN[l.id];
  if (!words) return l.id;
  const args = l.args ?? {};
  return words(
    (name) => argText(s, args[name], name),
    (name) => Number(args[name]),
  );
}
