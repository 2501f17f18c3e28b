/**
 * What a ruleset's UI plugs into the generic game page: a board that makes the common legal
 * actions clickable in place, optional side panels, and a describer for the action list.
 */
import type { Decision, Unavailable } from "@koprulu/engine";
import type { ComponentType } from "react";
import type { Action, GameState, LogEntry } from "../api/types";
import type { Language, Translate } from "../i18n";
import type { Describer } from "./describe";

export interface BoardProps {
  game: GameState;
  /** The legal actions of the viewing seat right now (empty for spectators and waiting seats). */
  actions: Action[];
  submit(action: Action): void;
  busy: boolean;
  describe(action: Action): string;
  /** Who sits at a seat, in the reader's words: the person's name or the bot's kind, with the role. */
  nameOf?(seat: number): string;
}

/** A summary of what an action resolved (a battle), kept on the table until dismissed. */
export interface RevealProps {
  /** The history as the page shows it, and the index of the entry that ended what is summarised. */
  log: LogEntry[];
  at: number;
  view: unknown;
  /** Reopened from the log by the reader (false: opened by itself when the battle ended). */
  chosen?: boolean;
  /** A seat's display name on the page (the player's name with the role). */
  nameOf?(seat: number): string;
  onClose(): void;
}

export interface RulesetUi {
  id: string;
  title: string;
  Board: ComponentType<BoardProps>;
  /** Player panels (hand, faction sheet, resources, …) shown beside the board. */
  Panels?: ComponentType<BoardProps>;
  describe?: Describer;
  /**
   * Load what the board and every word of the page need (component data) before the first
   * render, for this game: `view` is the game's view (or a stand-in with its `options`), so a
   * ruleset with several content sets (StarCraft with Brood War) loads the right one. Pages
   * render nothing of the game until it resolves, so names are right from the first frame.
   */
  prepare?(view?: unknown): Promise<unknown>;
  /**
   * Which content set a view needs (StarCraft: its expansions); pages prepare again when it
   * changes. Absent: one content set per ruleset.
   */
  contentKey?(view: unknown): string;
  /** For the replay chart: each seat's score in a view (conquest points, …). */
  scores?(view: unknown): number[] | null;
  /** For the replay timeline: the round a view is in. */
  round?(view: unknown): number | null;
  /**
   * The log line in the ruleset's words (seat prefix dropped, redacted choices worded), or null.
   * `t` and `lang` are the reader's language (the server writes English); `nameOf` a seat's
   * display name on the game page (the player's name with the role).
   */
  logText?(
    entry: LogEntry,
    view: unknown,
    t?: Translate,
    lang?: Language,
    nameOf?: (seat: number) => string,
  ): string | null;
  /** The action list's heading for actions of one type, in the reader's words (null: generic). */
  actionGroup?(type: string, t: Translate): string | null;
  /** The prompt of a pending decision in the reader's words (null: the server's prompt). */
  promptText?(decision: Decision, t: Translate): string | null;
  /** A small mark of a seat (its colour and shape) shown before its log lines. */
  SeatMark?: ComponentType<{ seat: number }>;
  /**
   * An unavailable choice (Ruleset.explain) in the reader's words (null: the generic wording,
   * the described action or the `about` key read out).
   */
  unavailableText?(u: Unavailable<Action>, view: unknown, t: Translate): string | null;
  /**
   * The entry of `unavailable` that warns about a LEGAL action (it can only come to nothing,
   * e.g. an order that can only become an event draw), or null. The page asks before taking it
   * and marks it in the action list; such entries are not listed as "not possible".
   */
  warnFor?(action: Action, unavailable: readonly Unavailable<Action>[]): Unavailable<Action> | null;
  /**
   * Whether a log entry ended something worth a summary that stays until dismissed (a battle),
   * reopenable from the log; `Reveal` draws it.
   */
  isReveal?(entry: LogEntry): boolean;
  Reveal?: ComponentType<RevealProps>;
  /**
   * What a choice costs or does, drawn inside its button in the action list (a price as icons
   * with words for screen readers), or nothing.
   */
  ChoiceExtra?: ComponentType<{ action: Action; view: unknown; seat: number | null }>;
  /** Seat display names from a view (faction names, X/O, …); `t`: the reader's language. */
  seatName?(view: unknown, seat: number, t?: Translate): string | null;
}
