import { describe, expect, it } from "vitest";
import type { RulesetUi } from "../game/boardTypes";
import { lazyUi, rulesetUi } from "./registry";

const DemoBoard = () => null;

describe("ruleset tables load as their own chunks", () => {
  it("a ruleset's plug-in answers only after prepare has loaded it (and runs the plug-in's own prepare)", async () => {
    let loads = 0;
    let prepared = 0;
    const real: RulesetUi = {
      id: "demo",
      title: "Demo",
      Board: DemoBoard,
      prepare: async () => {
        prepared++;
      },
      describe: (a) => `do ${a.type}`,
      round: () => 4,
    };
    const ui = lazyUi("demo", "Demo", async () => {
      loads++;
      return real;
    });
    expect(ui.describe).toBeUndefined();
    expect(ui.Board).not.toBe(real.Board);
    await ui.prepare!();
    await ui.prepare!();
    expect(loads).toBe(1);
    expect(prepared).toBe(2);
    expect(ui.Board).toBe(real.Board);
    expect(ui.describe!({ type: "x" }, null, 0)).toBe("do x");
    expect(ui.round!(null)).toBe(4);
    // members the real plug-in lacks stay absent, so pages still test for them
    expect(ui.scores).toBeUndefined();
    expect(ui.Panels).toBeUndefined();
  });

  it("the StarCraft table comes from its chunk: its describer works once prepared", async () => {
    const ui = rulesetUi("starcraft");
    expect(ui.title).toBe("StarCraft: The Board Game");
    await ui.prepare!();
    expect(ui.Panels).toBeDefined();
    expect(ui.describe!({ type: "end-mobilize" }, null, 0)).toMatch(/Mobiliz/);
  }, 30_000);
});
