/**
 * The story is data (known ids, things named by id, numbers) and tellAction's text is the log
 * line: a random game tells its rounds, phases, explorations, battles and the final scores, and
 * never a secret (a reputation tile's value, a discovery tile still face down).
 */
import { Rng } from "@koprulu/engine";
import { describe, expect, it } from "vitest";
import { eclipse } from "./ruleset";
import { STORY_IDS, type StoryArg, type StoryLine } from "./story-lines";
import type { EclipseState } from "./types";

const REF_KEYS = ["seat", "hex", "sector", "hull", "tech", "tile"];

function checkArg(a: StoryArg): void {
  if (typeof a === "number") return;
  expect(typeof a, JSON.stringify(a)).toBe("object");
  const o = a as Record<string, unknown>;
  if ("line" in o) {
    checkLine(o.line as StoryLine);
    return;
  }
  if ("list" in o) {
    for (const x of o.list as StoryArg[]) checkArg(x);
    return;
  }
  const keys = Object.keys(o);
  expect(keys.length).toBe(1);
  expect(REF_KEYS).toContain(keys[0]);
}

function checkLine(l: StoryLine): void {
  expect(STORY_IDS as readonly string[]).toContain(l.id);
  for (const a of Object.values(l.args ?? {})) checkArg(a);
}

/** A random game with its told entries. */
function play(seed: string, players: number) {
  let s: EclipseState = eclipse.setup({ players, rounds: 9 }, seed);
  const rng = Rng.fromSeed(seed);
  const told: {
    before: EclipseState;
    after: EclipseState;
    seat: number;
    text: string;
    story: StoryLine[];
  }[] = [];
  for (let i = 0; i < 20000 && s.phase !== "over"; i++) {
    const d = eclipse.pending(s)[0]!;
    const legal = eclipse.legalActions(s, d.player);
    const a = legal[rng.index(legal.length)]!;
    const next = eclipse.apply(s, d.player, a);
    const t = eclipse.tellAction!(s, d.player, a, next);
    told.push({
      before: s,
      after: next,
      seat: d.player,
      text: t.text,
      story: [...(t.story ?? [])] as StoryLine[],
    });
    s = next;
  }
  return { told, final: s };
}

describe("eclipse story", () => {
  const { told, final } = play("story-2", 3);
  const lines = told.flatMap((t) => t.story);
  const ids = new Set(lines.map((l) => l.id));

  it("plays a whole game", () => expect(final.phase).toBe("over"));

  it("every story line is a known id whose arguments are numbers, ids of things or lines", () => {
    for (const l of lines) checkLine(l);
  });

  it("tells rounds, phases, explorations, upkeep, the technologies drawn and the end", () => {
    for (const id of [
      "round",
      "phase-combat",
      "phase-upkeep",
      "explored",
      "upkeep",
      "techs-drawn",
      "game-over",
    ])
      expect(ids, id).toContain(id);
    expect(lines.filter((l) => l.id === "round").map((l) => l.args?.round)).toEqual([2, 3, 4, 5, 6, 7, 8, 9]);
    const end = lines.find((l) => l.id === "game-over")!;
    expect((end.args!.scores as { list: unknown[] }).list).toHaveLength(3);
  });

  it("tells a battle from its start to who holds the hex", () => {
    expect(ids).toContain("battle-start");
    expect(lines.some((l) => l.id === "battle-won" || l.id === "battle-empty")).toBe(true);
    expect(lines.some((l) => l.id === "destroyed" || l.id === "destroyed-at")).toBe(true);
  });

  it("tells every battle of an action from its start, volleys included, to who holds the hex, even one fought with no decision", () => {
    let unseen = 0;
    for (const t of told) {
      const started = t.after.stats.battles - t.before.stats.battles;
      const ended =
        started -
        (t.after.step.kind === "battle" && t.before.step.kind !== "battle" ? 1 : 0) +
        (t.before.step.kind === "battle" && t.after.step.kind !== "battle" ? 1 : 0);
      const count = (id: string) => t.story.filter((l) => l.id === id).length;
      expect(count("battle-start"), t.text).toBe(started);
      expect(count("battle-won") + count("battle-empty"), t.text).toBe(ended);
      // a battle with no decision: started and ended in the same action, told with its dice
      const noDecision = started - (t.after.step.kind === "battle" ? 1 : 0);
      if (noDecision > 0) {
        unseen += noDecision;
        expect(count("volley") + count("volley-missiles"), t.text).toBeGreaterThan(0);
        expect(count("destroyed-at"), t.text).toBe(0);
      }
    }
    expect(unseen).toBeGreaterThan(0);
  });

  it("tells no secret: reputation draws are counted, a discovery taken is not named", () => {
    for (const l of lines) {
      if (l.id === "reputation-draw") expect(Object.keys(l.args!).sort()).toEqual(["count", "seat"]);
      if (l.id === "discovery-found") expect(Object.keys(l.args!).sort()).toEqual(["hex", "seat"]);
    }
    // a kept reputation tile's value is not in the line either
    const kept = told.filter((t) => t.text.includes("keep a reputation tile"));
    for (const t of kept) expect(t.text).not.toMatch(/reputation tile \d/);
  });

  it("the log line is describeAction's words, in plain English (no action code)", () => {
    for (const t of told.slice(0, 300)) {
      expect(t.text).toMatch(/^[A-Z]/);
      expect(t.text).not.toMatch(/\bP\d |=|undefined|NaN/);
    }
    const first = told[0]!;
    const log = eclipse.describeAction!(
      first.before,
      first.seat,
      actionOf(first.before, first.seat, "story-2"),
    );
    expect(log).toBe(first.text);
  });
});

/** The first action the seeded game played (the same draw as play()). */
function actionOf(s: EclipseState, seat: number, seed: string) {
  const legal = eclipse.legalActions(s, seat);
  return legal[Rng.fromSeed(seed).index(legal.length)]!;
}
