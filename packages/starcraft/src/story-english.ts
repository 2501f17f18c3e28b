/**
 * The story's lines (story-lines.ts) in the server's English words: the log text the CLI,
 * records and every client reading English show. Names come from the catalog of the game.
 */
import { joinWords, plural } from "@koprulu/engine";
import { areaName, combatCardName, playerName, unitTypeName } from "./names";
import type { StarcraftState } from "./state";
import type { StoryArg, StoryId, StoryLine } from "./story-lines";

type Scope = Pick<StarcraftState, "players" | "options">;
type Words = (arg: (name: string) => string, n: (name: string) => number) => string;

const ROMAN = ["", "I", "II", "III"];

const EN: Record<StoryId, Words> = {
  "battle-start": (w) => `Battle in ${w("area")}: ${w("attacker")} attacks ${w("defender")}`,
  "battle-draw": (w, n) =>
    `${w("attacker")} draws ${plural(n("attackerCards"), "combat card")}, ${w("defender")} ${plural(n("defenderCards"), "combat card")}`,
  skirmish: (w, n) => `Skirmish ${n("n")}: ${w("a")} against ${w("b")} — ${w("result")}`,
  fighter: (w) => `${w("who")} (${w("card")}: attack ${w("attack")}, health ${w("health")})`,
  "fighter-reinforced": (w) =>
    `${w("who")} (${w("card")}, reinforced by ${w("reinforcement")}: attack ${w("attack")}, health ${w("health")})`,
  "no-card": () => "no card",
  "skirmish-no-hit": () => "no unit falls",
  "skirmish-both-hit": () => "both sides hit",
  "skirmish-hit": (w) => `${w("seat")} hits`,
  "owned-unit": (w) => `${w("unit")} of ${w("seat")}`,
  "some-unit": () => "a unit",
  destroyed: (w) => `${w("unit")} is destroyed`,
  withdrawn: (w) => `${w("unit")} withdraws to ${w("area")}`,
  retreat: (w) => `${w("seat")} retreats ${w("units")}`,
  "retreat-to": (w) => `${w("seat")} retreats ${w("units")} to ${w("area")}`,
  "no-unit": () => "no unit",
  "base-destroyed": (w) => `${w("seat")} loses the base`,
  "worker-destroyed": (w) => `${w("seat")} loses a worker`,
  "battle-canceled": () => "The battle is canceled",
  "mind-control": (w) => `${w("seat")} takes control of ${w("unit")}`,
  splash: (w) => `Splash damage of ${w("seat")} strikes`,
  reshuffle: (w) => `${w("seat")} reshuffles the combat discard pile into a new deck`,
  "battle-won": (w) => `${w("winner")} wins the battle of ${w("area")} against ${w("loser")}`,
  "battle-repelled": (w) =>
    `${w("winner")} wins the battle of ${w("area")} against ${w("loser")} (the attack is repelled)`,
  "event-draw": (w, n) =>
    `${w("seat")} draws ${n("count") === 1 ? "an event card" : `${n("count")} event cards`}`,
  cp: (w, n) => `${w("seat")} scores ${plural(n("count"), "conquest point")} (now ${n("total")})`,
  eliminated: (w) => `${w("seat")} is eliminated`,
  round: (_w, n) => `Round ${n("round")} begins`,
  "phase-planning": () => "Planning phase: everyone places orders face down",
  "phase-execution": () => "Execution phase: orders are revealed and carried out",
  "phase-regrouping": () => "Regrouping phase",
  stage: (_w, n) => `Stage ${ROMAN[n("stage")] ?? n("stage")} begins`,
  "game-over-nobody": () => "Game over: nobody wins",
  "game-over": (w, n) => `Game over: ${w("winners")} ${n("count") === 1 ? "wins" : "win"}`,
  "game-over-why": (w, n) => `Game over: ${w("winners")} ${n("count") === 1 ? "wins" : "win"} (${w("why")})`,
  "end-elimination": () => "the last player standing",
  "end-round-limit": () => "most conquest points at the round limit",
  "end-end-draws-near": () => "The End Draws Near",
  "end-normal-victory": () => "conquest points",
  "end-special-victory": () => "the faction's special victory",
};

function argText(s: Scope, a: StoryArg | undefined): string {
  if (a === undefined) return "";
  if (typeof a === "number" || typeof a === "string") return String(a);
  if ("seat" in a) return playerName(s, a.seat);
  if ("unit" in a) return unitTypeName(s, a.unit);
  if ("area" in a) return areaName(s, a.area);
  if ("card" in a) return combatCardName(s, a.card);
  if ("line" in a) return storyText(s, a.line);
  return joinWords(a.list.map((x) => argText(s, x)));
}

/** One line of the story in English (no full stop: describeAction adds it). */
export function storyText(s: Scope, l: StoryLine): string {
  const words = EN[l.id];
  if (!words) return l.id;
  const args = l.args ?? {};
  return words(
    (name) => argText(s, args[name]),
    (name) => Number(args[name]),
  );
}
