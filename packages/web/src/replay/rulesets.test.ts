/**
 * The replay recomputes each step's log line as the server wrote it, with the story as data so
 * the page tells it in the reader's language.
 */
import type { AnyRuleset } from "@koprulu/engine";
import { starcraft } from "@koprulu/starcraft";
import { describe, expect, it } from "vitest";
import { replayFrames } from "./rulesets";

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
