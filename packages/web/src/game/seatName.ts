/**
 * Who sits at a seat, in parts: the name (a person's, else the role in the game, else "Seat 2"),
 * the role beside a person's name (a faction, X/O), and a bot's kind in the reader's words. The
 * parts are kept apart so a page can isolate each name on its own (SeatName.tsx): a Latin name
 * inside Hebrew text, or a Hebrew name inside English, then stays whole and in its own order,
 * while the brackets and the bot's words follow the reader's direction (issue 35).
 */
import type { GameState } from "../api/types";
import type { Translate } from "../i18n";

const BOT_WORDS = {
  random: "days.bot.random",
  heuristic: "days.bot.heuristic",
  mcts: "days.bot.mcts",
} as const;

export interface SeatNameParts {
  /** A person's chosen name, else the role in the game, else the server's name or "Seat N". */
  name: string;
  /** The role in the game beside a person's name (faction, X/O), when both are known. */
  role?: string;
  /** A bot's words, "bot: heuristic" in the reader's language. */
  bot?: string;
}

/** English without a translator: the tests' and the server-side words. */
const english: Translate = (key, values) =>
  key === "game.bot" ? "bot" : key.startsWith("days.bot.") ? key.slice(9) : `Seat ${values?.seat}`;

export function seatNameParts(
  game: GameState,
  seat: number,
  role?: string | null,
  t: Translate = english,
): SeatNameParts {
  const fromServer = game.seats?.find((s) => s.seat === seat);
  const person = fromServer?.kind === "human" ? fromServer.name : undefined;
  const parts: SeatNameParts =
    person && role
      ? { name: person, role }
      : { name: role ?? fromServer?.name ?? t("game.seat", { seat: seat + 1 }) };
  if (fromServer?.kind === "bot") {
    // The bot's kind in the reader's words ("heuristic", "MCTS" are words of the table too).
    const kind = fromServer.bot;
    const kindWords = kind && kind in BOT_WORDS ? t(BOT_WORDS[kind as keyof typeof BOT_WORDS]) : kind;
    parts.bot = `${t("game.bot")}${kindWords ? `: ${kindWords}` : ""}`;
  }
  return parts;
}

/** The parts as one plain string, "Ann (Zerg Swarm)", "The Overmind (bot: heuristic)". */
export function seatNameText(p: SeatNameParts): string {
  return `${p.name}${p.role !== undefined ? ` (${p.role})` : ""}${p.bot !== undefined ? ` (${p.bot})` : ""}`;
}

/** A seat's label as one string (log lines, panels, accessible names). */
export function seatLabel(game: GameState, seat: number, role?: string | null, t?: Translate): string {
  return seatNameText(seatNameParts(game, seat, role, t));
}
