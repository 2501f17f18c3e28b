/**
 * Brood War's search width (issue 37, session bw41): ISMCTS searches the heuristic's 2 best-rated
 * actions of a node in a Brood War game (BROOD_WAR_WIDTH, the `widthFor` hook) and 3 in the base
 * game (`width`); BotOptions.width still wins (`{"width":3}` restores the old Brood War search).
 */
import { starcraft } from "@koprulu/starcraft";
import { describe, expect, it } from "vitest";
import { searchHooks } from "../hooks";
import { ismctsSearch } from "../ismcts";
import { BROOD_WAR_WIDTH } from "./index";
import { LEAD_OPTIONS } from "./leadership.testing";
import { wideDecision } from "./wide-decision.testing";

const searchedAtRoot = (r: ReturnType<typeof ismctsSearch>) => r.stats.filter((x) => x.visits > 0).length;

describe("Brood War's search width", () => {
  it("is 2 in Brood War games and left to `width` (3) in the base game", () => {
    expect(BROOD_WAR_WIDTH).toBe(2);
    const hooks = searchHooks(starcraft);
    expect(hooks.width).toBe(3);
    const bw = wideDecision(LEAD_OPTIONS, "bw-width");
    const base = wideDecision({ ...starcraft.defaultOptions(2), maxRounds: 60 }, "base-width");
    expect(hooks.widthFor!(bw.view)).toBe(2);
    expect(hooks.widthFor!(base.view)).toBeUndefined();
  });

  it("ISMCTS searches 2 root actions in Brood War, 3 with width 3 and in the base game", () => {
    const bw = wideDecision(LEAD_OPTIONS, "bw-width");
    const r = ismctsSearch(bw, { iterations: 60, finalMargin: 0 });
    expect(r.iterations).toBe(60);
    expect(searchedAtRoot(r)).toBe(2);
    expect(searchedAtRoot(ismctsSearch(bw, { iterations: 60, width: 3 }))).toBe(3);
    const base = wideDecision({ ...starcraft.defaultOptions(2), maxRounds: 60 }, "base-width");
    expect(searchedAtRoot(ismctsSearch(base, { iterations: 60 }))).toBe(3);
  });
});
