/**
 * The replay recomputes each step's log line as the server wrote it, with the story as data so
 * the page tells it in the reader's language.
 */
import type { AnyRuleset } from "@koprulu/engine";
import { Rng } from "@koprulu/engine";
import { starcraft } from "@koprulu/starcraft";
import { describe, expect, it } from "vitest";
import { TABLE_RULESETS } from "../boards/registry";
import { loadRuleset, REPLAYABLE, replayFrames } from "./rulesets";

describe("replay frames", () => {
  it("carry each step's action, the server's words and the story as data (a new round)", () => {
    const options = starcraft.defaultOptions(2);
    let s = starcraft.setup(options, "replay-story");
    const log: { player: number; action: unknown }[] = [];
    while (s.round < 1 && log.length < 400) {
      const p = starcraft.pending(s)[0].player;
      const a = starcraft.legalActions(s, p)[0];
      log.push({ player: p, action: a });
      s = starcraft.apply(s, p, a);
    }
    const frames = replayFrames(starcraft as AnyRuleset, { options, seed: "replay-story", log });
    const last = frames.at(-1)!;
    expect(last.action).toEqual(log.at(-1)!.action);
    expect(last.story?.map((m) => m.id)).toContain("round");
    expect(last.description).toMatch(/Round 1 begins\./);
    const before = frames.length - 2;
    expect(last.description).toBe(
      starcraft.describeAction!(
        (() => {
          let x = starcraft.setup(options, "replay-story");
          for (const e of log.slice(0, before)) x = starcraft.apply(x, e.player, e.action as never);
          return x;
        })(),
        log.at(-1)!.player,
        log.at(-1)!.action as never,
      ),
    );
  });
});

describe("finished-game replay of every table", () => {
  it("every ruleset with a table of its own can be recomputed in the browser (Lite and Eclipse too)", async () => {
    expect(REPLAYABLE.sort()).toEqual([...TABLE_RULESETS].sort());
    for (const id of TABLE_RULESETS) {
      const ruleset = await loadRuleset(id);
      expect(ruleset?.id, id).toBe(id);
    }
  });

  it("a finished StarCraft Lite game's frames end on the game's final state", async () => {
    const lite = (await loadRuleset("starcraft-lite"))!;
    const options = lite.defaultOptions(2);
    let s = lite.setup(options, "replay-lite");
    const log: { player: number; action: unknown }[] = [];
    const rng = Rng.fromSeed("replay-lite-moves");
    while (lite.outcome(s) === null && log.length < 3000) {
      const p = lite.pending(s)[0].player;
      const legal = lite.legalActions(s, p);
      const a = rng.pick(legal);
      log.push({ player: p, action: a });
      s = lite.apply(s, p, a);
    }
    expect(lite.outcome(s)).not.toBeNull();
    const frames = replayFrames(lite, { options, seed: "replay-lite", log });
    expect(frames).toHaveLength(log.length + 1);
    expect(frames.at(-1)!.view).toEqual(lite.view(s, "spectator"));
  });
});
