/**
 * The Lite story is data (known ids, seats and areas by id, numbers) and tellAction's text is a
 * plain-English line (no JSON): a random game tells its rounds, phases, battles with their losses
 * and winner, conquest points, event draws (counted) and the end.
 */
import { Rng } from "@koprulu/engine";
import { describe, expect, it } from "vitest";
import type { LiteAction } from "./actions";
import { starcraftLite } from "./ruleset";
import type { LiteState } from "./state";
import { liteSeatName } from "./story";
import { LITE_STORY_IDS, type LiteBattleRecord, type LiteStoryArg, type LiteStoryLine } from "./story-lines";

function checkArg(a: LiteStoryArg): void {
  if (typeof a === "number") return;
  if ("list" in a) {
    for (const x of a.list) checkArg(x);
    return;
  }
  expect(Object.keys(a)).toHaveLength(1);
  expect(["seat", "area", "planet", "unit", "module", "card", "battle"]).toContain(Object.keys(a)[0]);
}

describe("starcraft-lite story", () => {
  // A seed whose random game has an action that opens and ends more than one battle (rare: about
  // one seed in ten to twenty since L-B2 checks the unit limit at the end of build step 1 and the
  // miniatures bound each unit type; re-picked when the rules change a random game).
  let s: LiteState = starcraftLite.setup(starcraftLite.defaultOptions(3), "lite-story-6");
  const rng = Rng.fromSeed("lite-story-6");
  const told: {
    before: LiteState;
    after: LiteState;
    player: number;
    action: LiteAction;
    text: string;
    story: LiteStoryLine[];
  }[] = [];
  for (let i = 0; i < 20000 && starcraftLite.pending(s).length > 0; i++) {
    const d = starcraftLite.pending(s)[0]!;
    const legal = starcraftLite.legalActions(s, d.player);
    const a = legal[rng.index(legal.length)]!;
    const next = starcraftLite.apply(s, d.player, a);
    const t = starcraftLite.tellAction!(s, d.player, a, next);
    told.push({
      before: s,
      after: next,
      player: d.player,
      action: a,
      text: t.text,
      story: [...(t.story ?? [])] as LiteStoryLine[],
    });
    s = next;
  }
  const lines = told.flatMap((t) => t.story);
  const ids = new Set(lines.map((l) => l.id));

  it("every line is a known id whose arguments are numbers, things by id (seat, area, planet, unit type, module, card), lists or a finished battle", () => {
    for (const l of lines) {
      expect(LITE_STORY_IDS as readonly string[]).toContain(l.id);
      for (const a of Object.values(l.args ?? {})) checkArg(a);
    }
  });

  it("tells rounds, phases, battles with losses and a winner, conquest points, draws and the end", () => {
    expect(s.phase).toBe("over");
    for (const id of ["round", "phase-technology", "battle-start", "cp", "event-draw", "game-over"])
      expect(ids, id).toContain(id);
    expect(lines.some((l) => l.id === "battle-won" || l.id === "battle-empty")).toBe(true);
    const cp = lines.filter((l) => l.id === "cp");
    expect(cp.every((l) => Number(l.args!.count) > 0 && Number(l.args!.total) >= Number(l.args!.count))).toBe(
      true,
    );
  });

  it("tells every battle that opened and ended within one action, not only the last", () => {
    let several = 0;
    for (const t of told) {
      const started = t.after.stats.battles - t.before.stats.battles;
      const ended = started + (t.before.battle ? 1 : 0) - (t.after.battle ? 1 : 0);
      const count = (id: string) => t.story.filter((l) => l.id === id).length;
      expect(count("battle-start"), t.text).toBe(started);
      expect(count("battle-won") + count("battle-empty"), t.text).toBe(ended);
      if (ended > 1) several++;
    }
    expect(several).toBeGreaterThan(0);
  });

  it("every battle's ending line carries that whole battle (armies, every round, winner, losses) to reopen it", () => {
    let checked = 0;
    for (const t of told) {
      const ends = t.story.filter((l) => l.id === "battle-won" || l.id === "battle-empty");
      if (ends.length === 0) continue;
      const records = ends.map((l) => (l.args!.record as { battle: LiteBattleRecord }).battle);
      // the last battle ended is the state's own record of it (public in every seat's view)
      expect(records.at(-1)).toEqual(t.after.lastBattle);
      for (const [i, r] of records.entries()) {
        expect(r.input.area).toBe((ends[i]!.args!.area as { area: string }).area);
        expect(r.reports.length).toBeGreaterThan(0);
        const winner = ends[i]!.args!.winner as { seat: number } | undefined;
        const sides = [r.input.attacker.player, r.input.defender.player];
        expect(winner?.seat ?? null).toBe(r.winner === null ? null : sides[r.winner]);
        // each round's losses add up to the battle's
        expect(new Set(r.reports.flatMap((x) => x.destroyed))).toEqual(new Set(r.destroyed));
        checked++;
      }
      // a copy, not the state's own object: later actions cannot change a told battle
      expect(records.at(-1)).not.toBe(t.after.lastBattle);
    }
    expect(checked).toBeGreaterThan(3);
  });

  it("event draws are counted, never named", () => {
    for (const l of lines.filter((x) => x.id === "event-draw"))
      expect(Object.keys(l.args!).sort()).toEqual(["count", "seat"]);
  });

  it("describeAction's line is tellAction's text, word for word", () => {
    const sample = told.filter((_, i) => i % 25 === 0);
    for (const t of sample) {
      expect(starcraftLite.describeAction!(t.before, t.player, t.action)).toBe(t.text);
    }
    expect(sample.length).toBeGreaterThan(10);
  });

  it("the log line is plain English, not the action's JSON", () => {
    for (const t of told) {
      expect(t.text).not.toMatch(/[{}"]|undefined|NaN/);
    }
  });

  it("narrates every action from a neutral point of view: its own line first, naming the actor, never 'you'", () => {
    for (const t of told) {
      if (t.action.type === "research") continue;
      const first = t.story[0];
      expect(first?.id.startsWith("do-"), JSON.stringify(t.action)).toBe(true);
      expect(first?.args?.seat).toEqual({ seat: t.player });
      expect(t.story.filter((l) => l.id.startsWith("do-"))).toHaveLength(1);
      expect(t.text).not.toMatch(/\byour?\b/i);
    }
    // every kind of action the game played is narrated (none falls back to the generic words)
    const kinds = new Set(told.filter((t) => t.action.type !== "research").map((t) => t.action.type));
    expect(kinds.size).toBeGreaterThan(10);
    // the English line opens with the actor's name (his faction), as the story's first line says
    for (const t of told)
      if (t.action.type !== "research")
        expect(t.text.startsWith(liteSeatName(t.before, t.player))).toBe(true);
  });

  it("L-T1 (hidden until all have chosen): a Technology choice is never told in the story, which every seat is served", () => {
    const research = told.filter((t) => t.action.type === "research");
    expect(research.length).toBeGreaterThan(0);
    for (const t of research) {
      expect(t.story.some((l) => l.id.startsWith("do-"))).toBe(false);
      const unit = (t.action as { unit: string | null }).unit;
      if (unit) expect(JSON.stringify(t.story)).not.toContain(unit);
    }
  });

  it("a move names the unit's type and the area it left (from the state before the action)", () => {
    const move = told.find((t) => t.action.type === "move");
    expect(move).toBeDefined();
    const a = move!.action as { unit: number; area: string };
    const unit = move!.before.board.units.find((u) => u.id === a.unit)!;
    expect(move!.story[0]).toEqual({
      id: "do-move",
      args: {
        seat: { seat: move!.player },
        to: { area: a.area },
        from: { area: unit.area },
        unit: { unit: unit.type },
      },
    });
  });
});
