/**
 * StarCraft Lite's log words: the action in plain English (`tellAction`'s text, for the CLI, records
 * and clients without the table's words) and what followed it as data (story-lines.ts): a new
 * round, phase or stage, a battle (its area and sides, each side's losses, who holds the area),
 * conquest points, event cards drawn (counted: they are face down), the winners. Built by
 * comparing the state before and after the action. Nothing hidden is told: a Technology choice
 * is not in the story (the server hides the entry's words from the others until all have chosen).
 */
import { joinWords, type PlayerId } from "@koprulu/engine";
import { cat } from "@koprulu/starcraft/board";
import { liteActLine } from "./act-lines";
import type { LiteAction } from "./actions";
import { content } from "./content";
import type { LitePhase, LiteState } from "./state";
import { type LiteStoryArg, type LiteStoryId, type LiteStoryLine, liteLine } from "./story-lines";

const PHASES: Partial<Record<LitePhase, LiteStoryId>> = {
  mobilize: "phase-mobilize",
  technology: "phase-technology",
  build: "phase-build",
  regrouping: "phase-regrouping",
};

const seat = (p: PlayerId): LiteStoryArg => ({ seat: p });

/** A finished battle (from the state's record of the last one). */
function battleEnd(lastBattle: NonNullable<LiteState["lastBattle"]>, told: boolean): LiteStoryLine[] {
  const { input, winner, destroyed } = lastBattle;
  const sides = [input.attacker, input.defender] as const;
  const out: LiteStoryLine[] = [];
  if (!told)
    out.push(
      liteLine("battle-start", {
        area: { area: input.area },
        attacker: seat(input.attacker.player),
        defender: seat(input.defender.player),
      }),
    );
  const dead = new Set(destroyed);
  for (const side of sides) {
    const lost = side.units.filter((u) => dead.has(u.id)).length;
    if (lost > 0) out.push(liteLine("losses", { seat: seat(side.player), count: lost }));
  }
  // the whole battle rides with the line that ends it, so any battle reopens from its log line
  const record = { battle: structuredClone(lastBattle) };
  out.push(
    winner === null
      ? liteLine("battle-empty", { area: { area: input.area }, record })
      : liteLine("battle-won", {
          winner: seat(sides[winner].player),
          area: { area: input.area },
          loser: seat(sides[1 - winner]!.player),
          record,
        }),
  );
  return out;
}

/**
 * How many battles ended during the action: those it started, plus the one open before it, less
 * the one left open. The state keeps only the last (`lastBattle`): for more, the action is re-run
 * under watch (battles.ts battlesFinishedDuring).
 */
export function liteBattlesFinished(before: LiteState, after: LiteState): number {
  return (
    after.stats.battles -
    before.stats.battles +
    (before.battle !== null ? 1 : 0) -
    (after.battle !== null ? 1 : 0)
  );
}

/**
 * What followed `a` (the state went from `before` to `after`), as lines of data. `finished`: every
 * battle that ended in the action, in order, when the caller watched them; without it only the
 * last (`lastBattle`) is told.
 */
export function liteStoryLines(
  before: LiteState,
  _player: PlayerId,
  _a: LiteAction,
  after: LiteState,
  finished?: readonly NonNullable<LiteState["lastBattle"]>[],
): LiteStoryLine[] {
  const out: LiteStoryLine[] = [];
  // battles: those that finished (the first may be the one open before, already opened in the
  // log), then one that opened and waits for a decision
  const ended =
    finished ??
    (liteBattlesFinished(before, after) > 0 && after.lastBattle !== null ? [after.lastBattle] : []);
  ended.forEach((b, i) => {
    out.push(...battleEnd(b, i === 0 && before.battle !== null));
  });
  if (after.battle && (before.battle === null || ended.length > 0))
    out.push(
      liteLine("battle-start", {
        area: { area: after.battle.input.area },
        attacker: seat(after.battle.input.attacker.player),
        defender: seat(after.battle.input.defender.player),
      }),
    );
  // event cards drawn
  after.players.forEach((p, i) => {
    const drawn = p.events.length - (before.players[i]?.events.length ?? 0);
    if (drawn > 0) out.push(liteLine("event-draw", { seat: seat(i), count: drawn }));
  });
  // conquest points
  after.board.players.forEach((p, i) => {
    const gained = p.cp - (before.board.players[i]?.cp ?? 0);
    if (gained > 0) out.push(liteLine("cp", { seat: seat(i), count: gained, total: p.cp }));
  });
  if (after.stage > before.stage) out.push(liteLine("stage", { stage: after.stage }));
  if (after.round > before.round && after.phase !== "over")
    out.push(liteLine("round", { round: after.round }));
  const phase = PHASES[after.phase];
  if (phase && after.phase !== before.phase && before.phase !== "setup") out.push(liteLine(phase));
  if (after.phase === "over" && before.phase !== "over") {
    const winners = after.winners ?? [];
    out.push(
      winners.length === 0
        ? liteLine("game-over-nobody")
        : liteLine("game-over", { winners: { list: winners.map(seat) }, count: winners.length }),
    );
  }
  return out;
}

// ---------------------------------------------------------------- English words

/** A seat by its faction's name ("Jim Raynor"), or its number. */
export function liteSeatName(s: LiteState, p: PlayerId): string {
  const f = s.board.players[p]?.faction;
  return (f && cat(s.board).factions[f]?.name) || `Seat ${p + 1}`;
}

/** An area: its planet and number ("Char, area 2"). */
export function liteAreaName(s: LiteState, area: string): string {
  const a = cat(s.board).areas[area];
  if (!a) return area;
  return `${cat(s.board).planets[a.planet]?.name ?? a.planet}, area ${a.index + 1}`;
}

const EN: Record<LiteStoryId, (w: (name: string) => string, n: (name: string) => number) => string> = {
  "do-rotate": (w, n) => `${w("seat")} turns ${w("planet")} by ${n("degrees")}°`,
  "do-rotate-any": (w, n) => `${w("seat")} turns the revealed planet by ${n("degrees")}°`,
  "do-expand": (w) => `${w("seat")} expands the galaxy from ${w("planet")}`,
  "do-warp-pair": (w) => `${w("seat")} joins ${w("a")} and ${w("b")} through warp points`,
  "do-home": (w) => `${w("seat")} places the home base in ${w("area")}`,
  "do-place-unit": (w) => `${w("seat")} places a starting ${w("unit")} in ${w("area")}`,
  "do-place-unit-any": (w) => `${w("seat")} places a starting unit in ${w("area")}`,
  "do-place-transport": (w) => `${w("seat")} places a transport between ${w("a")} and ${w("b")}`,
  "do-place-transport-any": (w) => `${w("seat")} places a transport`,
  "do-build-transport": (w) => `${w("seat")} builds a transport between ${w("a")} and ${w("b")}`,
  "do-build-transport-any": (w) => `${w("seat")} builds a transport`,
  "do-move": (w) => `${w("seat")} moves a ${w("unit")} from ${w("from")} to ${w("to")}`,
  "do-move-to": (w) => `${w("seat")} moves a ${w("unit")} to ${w("to")}`,
  "do-move-some": (w) => `${w("seat")} moves a unit to ${w("to")}`,
  "do-warp": (w) => `${w("seat")} opens an interplanetary movement to ${w("area")}`,
  "do-send": (w) => `${w("seat")} sends a ${w("unit")} to ${w("area")}`,
  "do-send-any": (w) => `${w("seat")} sends a ${w("unit")}`,
  "do-send-some": (w) => `${w("seat")} sends a unit`,
  "do-end-mobilize": (w) => `${w("seat")} ends the mobilization`,
  "do-build-unit": (w) => `${w("seat")} builds a ${w("unit")} in ${w("area")}`,
  "do-build-worker": (w) => `${w("seat")} builds a worker`,
  "do-fuse-archon": (w) => `${w("seat")} fuses an Archon in ${w("area")}`,
  "do-morph-guardian": (w) => `${w("seat")} morphs a Guardian in ${w("area")}`,
  "do-morph-guardian-any": (w) => `${w("seat")} morphs a Guardian`,
  "do-unlock": (w) => `${w("seat")} unlocks the ${w("unit")}`,
  "do-module": (w) => `${w("seat")} builds the module ${w("module")}`,
  "do-base": (w) => `${w("seat")} builds a base in ${w("area")}`,
  "do-force-mine": (w) => `${w("seat")} force-mines ${w("area")}`,
  "do-make-room": (w) => `${w("seat")} removes a ${w("unit")} from ${w("area")} to make room`,
  "do-make-room-any": (w) => `${w("seat")} removes a unit to make room`,
  "do-pay-permanent-minerals": (w) => `${w("seat")} pays with a worker on the permanent minerals`,
  "do-pay-permanent-gas": (w) => `${w("seat")} pays with a worker on the permanent gas`,
  "do-pay-card": (w) => `${w("seat")} pays with a worker on the resource of ${w("area")}`,
  "do-end-build": (w) => `${w("seat")} ends the build`,
  "do-harvest": (w) => `${w("seat")} harvests the hot spot in ${w("area")}`,
  "do-end-harvest": (w) => `${w("seat")} stops harvesting`,
  "do-play-event": (w, n) => `${w("seat")} plays ${w("card")} (stage ${n("stage") === 2 ? "II" : "I"} text)`,
  "do-pass": (w) => `${w("seat")} plays no event card`,
  "do-trim": (w) => `${w("seat")} removes a ${w("unit")} from ${w("area")} (over the area's limit)`,
  "do-trim-any": (w) => `${w("seat")} removes a unit over the area's limit`,
  "do-storm-loss": (w) => `${w("seat")} loses a ${w("unit")} in ${w("area")} to the storm`,
  "do-storm-loss-any": (w) => `${w("seat")} loses a unit to the storm`,
  "do-battle-hold": (w) => `${w("seat")} assigns no hit`,
  "do-battle-target": (w) => `${w("seat")}'s ${w("unit")} hits a ${w("target")}`,
  "do-battle-choice": (w) => `${w("seat")} answers the battle's question`,
  "do-battle-splash": (w) => `${w("seat")}'s splash hits a ${w("target")}`,
  "do-battle-pass": (w) => `${w("seat")} passes`,
  "do-battle-withdraw": (w) => `${w("seat")}'s cloaked ${w("unit")} withdraws to ${w("area")}`,
  "do-battle-stay": (w) => `${w("seat")} does not retreat`,
  "do-battle-retreat": (w) => `${w("seat")} retreats to ${w("area")}`,
  "do-battle-lift-off": (w) => `${w("seat")}'s base lifts off to ${w("area")}`,
  "do-battle-recall": (w) => `${w("seat")} recalls the army to ${w("area")}`,
  "do-battle-ability": (w) => `${w("seat")} uses an ability on a ${w("target")}`,
  "do-battle-repair": (w) => `${w("seat")} repairs a ${w("target")}`,
  "do-battle-nydus": (w) => `${w("seat")}'s ${w("target")} joins through the Nydus Canal`,
  round: (_w, n) => `Round ${n("round")} begins`,
  "phase-mobilize": () => "Mobilization phase",
  "phase-technology": () => "Technology phase: everyone chooses an upgrade face down",
  "phase-build": () => "Build phase",
  "phase-regrouping": () => "Regrouping phase",
  stage: () => "Stage II begins",
  "battle-start": (w) => `Battle in ${w("area")}: ${w("attacker")} attacks ${w("defender")}`,
  losses: (w, n) => `${w("seat")} loses ${n("count")} ${n("count") === 1 ? "unit" : "units"}`,
  "battle-won": (w) => `${w("winner")} wins the battle of ${w("area")} against ${w("loser")}`,
  "battle-empty": (w) => `Nobody is left in ${w("area")}`,
  cp: (w, n) =>
    `${w("seat")} scores ${n("count")} conquest ${n("count") === 1 ? "point" : "points"} (now ${n("total")})`,
  "event-draw": (w, n) =>
    `${w("seat")} draws ${n("count") === 1 ? "an event card" : `${n("count")} event cards`}`,
  "game-over": (w, n) => `Game over: ${w("winners")} ${n("count") === 1 ? "wins" : "win"}`,
  "game-over-nobody": () => "Game over: nobody wins",
};

function argText(s: LiteState, a: LiteStoryArg | undefined): string {
  if (a === undefined) return "";
  if (typeof a === "number") return String(a);
  if ("seat" in a) return liteSeatName(s, a.seat);
  if ("area" in a) return liteAreaName(s, a.area);
  if ("planet" in a) return cat(s.board).planets[a.planet]?.name ?? a.planet;
  if ("unit" in a) return content().units[a.unit]?.name ?? a.unit;
  if ("module" in a) return content().modules[a.module]?.name ?? a.module;
  if ("card" in a) return eventTitle(a.card);
  if ("battle" in a) return ""; // drawn by the table, never worded
  return joinWords(a.list.map((x) => argText(s, x)));
}

export function liteStoryText(s: LiteState, l: LiteStoryLine): string {
  const args = l.args ?? {};
  return EN[l.id](
    (name) => argText(s, args[name]),
    (name) => Number(args[name]),
  );
}

/** A field of an action in words: areas, planets, units, modules by name; a card by its title. */
function fieldWords(s: LiteState, key: string, v: unknown): string {
  if (v === null) return "none";
  const c = cat(s.board);
  if (typeof v === "number" && (key === "unit" || key === "target")) {
    const u = s.board.units.find((x) => x.id === v);
    return u ? (content().units[u.type]?.name ?? u.type) : `unit ${v}`;
  }
  if (typeof v !== "string") return String(v);
  if (c.areas[v]) return liteAreaName(s, v);
  if (c.planets[v]) return c.planets[v]!.name;
  if (content().units[v]) return content().units[v]!.name;
  if (content().modules[v]) return content().modules[v]!.name;
  // ids with no record here (event cards, event targets, retreat choices): their words
  return v
    .split(/[/>:]/)
    .map((x) =>
      c.areas[x]
        ? liteAreaName(s, x)
        : c.planets[x]
          ? c.planets[x]!.name
          : x.replace(/#\d+$/, "").replace(/-/g, " "),
    )
    .join(" ");
}

/** The action in plain English: its kind and its fields, things by name. */
export function liteActionWords(s: LiteState, player: PlayerId, a: LiteAction): string {
  const { type, ...fields } = a as LiteAction & Record<string, unknown>;
  const parts = Object.entries(fields).map(([k, v]) => `${k} ${fieldWords(s, k, v)}`);
  const what = String(type)
    .replace(/^lite-/, "battle: ")
    .replace(/-/g, " ");
  return `${liteSeatName(s, player)} plays ${what}${parts.length ? ` (${parts.join("; ")})` : ""}`;
}

/** An event card by its title ("create-wonder#2" → "Create Wonder"). */
function eventTitle(card: string): string {
  const id = card.includes("#") ? card.slice(0, card.indexOf("#")) : card;
  return id
    .split("-")
    .map((x) => `${x.charAt(0).toUpperCase()}${x.slice(1)}`)
    .join(" ");
}

/**
 * The log line (the action and what followed it) and the story as data: the action's own line
 * first (act-lines.ts; absent for the hidden Technology choice, told in plain words instead).
 */
export function liteTellAction(
  s: LiteState,
  player: PlayerId,
  a: LiteAction,
  after: LiteState,
  finished?: readonly NonNullable<LiteState["lastBattle"]>[],
): { text: string; story: LiteStoryLine[] } {
  const act = liteActLine(s, player, a);
  const lines = [...(act ? [act] : []), ...liteStoryLines(s, player, a, after, finished)];
  const sentence = (x: string) => `${x.charAt(0).toUpperCase()}${x.slice(1)}${/[.!?]$/.test(x) ? "" : "."}`;
  // the act line is worded from the state before the action (units it moved or removed are named there)
  const told = lines.map((l, i) => liteStoryText(i === 0 && act ? s : after, l));
  const text = [...(act ? [] : [liteActionWords(s, player, a)]), ...told].map(sentence).join(" ");
  return { text, story: lines };
}
