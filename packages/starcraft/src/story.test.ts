/**
 * The log tells the story: a whole 2-player game read as text names every battle's winner,
 * and eliminations, stage changes and the victory are told; nothing hidden is told early.
 */
import type { LogEntry } from "@koprulu/engine";
import { describe, expect, it } from "vitest";
import type { StarcraftAction } from "./actions";
import { describeAction } from "./describe";
import { starcraft } from "./ruleset";
import type { StarcraftState } from "./state";
import { story } from "./story";
import { STORY_IDS } from "./story-lines";
import { started } from "./testing";

/** A deterministic, aggressive player: attacks whenever it can, so the game has battles. */
function aggressiveGame(seed: string, choices = 12345) {
  let s = starcraft.setup(starcraft.defaultOptions(2), seed);
  let x = choices;
  const rnd = () => {
    x = (x * 1103515245 + 12345) % 2147483648;
    return x / 2147483648;
  };
  const lines: string[] = [];
  const log: LogEntry<StarcraftAction>[] = [];
  let battles = 0;
  const states: StarcraftState[] = [];
  for (let n = 0; n < 5000 && !starcraft.outcome(s); n++) {
    const p = starcraft.pending(s)[0].player;
    const legal = starcraft.legalActions(s, p);
    const enemy = new Set(s.units.filter((u) => u.owner !== p).map((u) => u.area));
    const prefs = [
      legal.filter((a) => a.type === "move-unit" && enemy.has(a.area)),
      legal.filter((a) => a.type === "place-order" && a.order === "mobilize"),
      legal.filter((a) => a.type === "execute-order"),
      legal.filter((a) => a.type !== "draw-event-instead" && a.type !== "end-mobilize"),
      legal,
    ];
    const options = prefs.find((l) => l.length > 0)!;
    const a = options[Math.floor(rnd() * options.length)];
    lines.push(starcraft.describeAction!(s, p, a));
    const next = starcraft.apply(s, p, a);
    if (!s.battle && next.battle) battles++;
    log.push({ player: p, action: a });
    states.push(next);
    s = next;
  }
  return { lines, battles, log, states, final: s };
}

describe("the log tells the story", () => {
  const game = aggressiveGame("story-1");

  it("a 2-player game's complete log names every battle's winner and the victory", () => {
    expect(starcraft.outcome(game.final)).not.toBeNull();
    expect(game.battles).toBeGreaterThanOrEqual(3);
    const started = game.lines.filter((l) => /Battle in .+: .+ attacks /.test(l)).length;
    const won = game.lines.join(" ").match(/ wins the battle of /g)?.length ?? 0;
    expect(started).toBe(game.battles);
    expect(won).toBe(game.battles);
    expect(
      game.lines.some((l) => /Skirmish \d: .+ \(.*combat card \d+.*attack \d+, health \d+\)/.test(l)),
    ).toBe(true);
    expect(game.lines.some((l) => / is destroyed/.test(l))).toBe(true);
    expect(game.lines.some((l) => /Stage II begins/.test(l))).toBe(true);
    expect(game.lines.at(-1)).toMatch(/Game over: .+ wins \(/);
  });

  it("a 2-player game that ends by elimination: the log announces it, every battle's winner and the victory", () => {
    const g = aggressiveGame("elim-6", 12345 + 6);
    expect(starcraft.outcome(g.final)?.reason).toBe("elimination");
    const eliminated = g.final.players.filter((p) => p.eliminated).length;
    expect(eliminated).toBe(1);
    const text = g.lines.join("\n");
    expect(text.match(/ is eliminated\./g)?.length).toBe(eliminated);
    expect(text.match(/ wins the battle of /g)?.length ?? 0).toBe(g.battles);
    expect(g.lines.at(-1)).toMatch(/Game over: .+ wins \(the last player standing\)\.$/);
  });

  it("no raw id reaches the log (ids like zerg-marine, antiga-prime#0, unit 7)", () => {
    for (const l of game.lines) {
      expect(l).not.toMatch(/[a-z]+-[a-z]+(-[a-z0-9]+)*(#\d+)?\b(?![a-z ])|#\d|\bunit \d|\?\d/);
      expect(l).not.toMatch(/Seat 0/);
    }
  });

  it("the story is data: known message ids naming things by id (no English words), and the text is told from it", () => {
    let s = starcraft.setup(starcraft.defaultOptions(2), "story-1");
    const ids = new Set<string>();
    const strings = new Set<string>();
    const walk = (x: unknown): void => {
      if (typeof x === "string") strings.add(x);
      else if (Array.isArray(x)) x.forEach(walk);
      else if (x && typeof x === "object")
        for (const [k, v] of Object.entries(x)) {
          if (k === "id") ids.add(String(v));
          else walk(v);
        }
    };
    for (const [i, e] of game.log.entries()) {
      const told = starcraft.tellAction!(s, e.player, e.action, game.states[i]);
      expect(told.text).toBe(game.lines[i]);
      walk(told.story);
      s = game.states[i];
    }
    expect(ids.size).toBeGreaterThan(10);
    for (const id of ids) expect(STORY_IDS as readonly string[]).toContain(id);
    // Ids of areas, unit types and cards: lower-case, no spaces (never a name such as "Char (1 CP area 1)").
    for (const x of strings) expect(x).toMatch(/^[a-z0-9#-]+$/);
  });

  it("seats count from 1: choosing a faction", () => {
    const s = starcraft.setup(starcraft.defaultOptions(2), "seat");
    expect(describeAction(s, 0, { type: "choose-faction", faction: "raynor" })).toMatch(
      /^Seat 1 plays Jim Raynor/,
    );
  });

  it("starting units are named (Marine, Zergling, …), not anonymous", () => {
    const line = game.lines.find((l) => /places a starting /.test(l));
    expect(line).toMatch(
      /places a starting (Marine|Firebat|Zergling|Hydralisk|Zealot|Dragoon|[A-Z][a-z]+) in /,
    );
    expect(game.lines.some((l) => /a starting unit in/.test(l))).toBe(false);
  });

  it("an elimination is announced, and the victory that follows", () => {
    const s = started();
    const after: StarcraftState = {
      ...s,
      phase: "over",
      winners: [0],
      endReason: "elimination",
      players: s.players.map((p, i) => (i === 1 ? { ...p, eliminated: true } : p)),
    };
    const words = story(s, 0, { type: "end-mobilize" }, after);
    expect(words).toContain("The Overmind is eliminated");
    expect(words.at(-1)).toMatch(/^Game over: Jim Raynor wins \(the last player standing\)$/);
  });

  it("a face-down combat card placement stays hidden from the opponent until its skirmish is revealed", () => {
    // find a placement that left its skirmish unresolved
    const i = game.log.findIndex(
      (e, k) =>
        e.action.type === "battle-place" &&
        game.states[k].battle !== null &&
        !game.states[k].battle!.skirmishes[(e.action as { skirmish: number }).skirmish].resolved,
    );
    expect(i).toBeGreaterThan(0);
    const entry = game.log[i];
    const other = entry.player === 0 ? 1 : 0;
    const seen = starcraft.viewLog!(game.states[i], game.log.slice(0, i + 1), other);
    expect(seen[i].action).toEqual({ type: "battle-place" });
    expect(starcraft.viewLog!(game.states[i], game.log.slice(0, i + 1), entry.player)[i]).toEqual(entry);
    // after the battle, the placement is open to everyone (the skirmish report showed the card)
    const end = game.states.findIndex((st, k) => k > i && st.battle === null);
    const later = starcraft.viewLog!(game.states[end], game.log.slice(0, end + 1), other);
    expect(later[i]).toEqual(entry);
  });
});
