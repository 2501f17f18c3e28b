/**
 * The UI of each ruleset, by id; unknown rulesets get the generic board.
 *
 * Each ruleset's table is its own chunk, fetched when a game of that ruleset is opened: the
 * registry hands out a stand-in whose `prepare` loads the real plug-in and the ruleset's words
 * (its catalog areas, see i18n/catalogs/chunks.ts), then runs the plug-in's own `prepare`; every
 * member answers through the real plug-in once loaded. The game and replay pages await `prepare`
 * before drawing a board, so the lobby never downloads a table. A new ruleset: one line in
 * LOADERS (its `ui` module, imported only from here) and its word groups in chunks.ts.
 */
import type { RulesetUi } from "../game/boardTypes";
import { loadWords } from "../i18n/catalogs";
import { GenericBoard } from "./GenericBoard";

const LOADERS: Record<string, () => Promise<RulesetUi>> = {
  tictactoe: () => import("./TicTacToeBoard").then((m) => m.tictactoeUi),
  rps: () => import("./RpsBoard").then((m) => m.rpsUi),
  starcraft: () => import("../starcraft/ui").then((m) => m.starcraftUi),
  "starcraft-lite": () => import("../starcraft-lite/ui").then((m) => m.starcraftLiteUi),
  eclipse: () => import("../eclipse/ui").then((m) => m.eclipseUi),
};

export const RULESET_TITLES: Record<string, string> = {
  tictactoe: "Tic-tac-toe",
  rps: "Rock-paper-scissors",
  starcraft: "StarCraft: The Board Game",
  "starcraft-lite": "StarCraft Lite",
  eclipse: "Eclipse",
};

/** The board of a plug-in not loaded yet (pages wait for `prepare` before drawing one). */
const NothingYet = () => null;

/**
 * A plug-in that loads its ruleset's chunk in `prepare`: until then it has a board that draws
 * nothing; afterwards its members are the real plug-in's (the optional ones only where the real
 * plug-in has them, so pages test for them as before).
 */
export function lazyUi(id: string, title: string, load: () => Promise<RulesetUi>): RulesetUi {
  let loading: Promise<RulesetUi> | null = null;
  const ui: RulesetUi = {
    id,
    title,
    Board: NothingYet,
    async prepare(view?: unknown) {
      loading ??= Promise.all([load(), loadWords(id)]).then(([real]) => real);
      const real = await loading;
      const { id: _id, title: _title, prepare, ...members } = real;
      Object.assign(ui, members);
      await prepare?.(view);
    },
  };
  return ui;
}

/** The rulesets that have a table of their own (the others get the generic board). */
export const TABLE_RULESETS = Object.keys(LOADERS);

const UIS: Record<string, RulesetUi> = Object.fromEntries(
  Object.entries(LOADERS).map(([id, load]) => [id, lazyUi(id, RULESET_TITLES[id] ?? id, load)]),
);

const generic = new Map<string, RulesetUi>();

export function rulesetUi(id: string): RulesetUi {
  const known = UIS[id];
  if (known) return known;
  let ui = generic.get(id);
  if (!ui) {
    ui = { id, title: id || "Game", Board: GenericBoard };
    generic.set(id, ui);
  }
  return ui;
}
