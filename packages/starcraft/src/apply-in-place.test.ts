/**
 * The engine's `applyInPlace` contract for StarCraft: on a state the caller owns, the rules
 * change its board containers and running battle instead of copying them (own-draft.ts, combat
 * `battleApplyOwned`), and the result must stay equal to `apply`'s along whole games (a part
 * shared where a later change shows twice would only show steps later), never change the
 * action, and keep no part of it (actions are frozen here: a change to one would throw).
 */
import { canonicalJson, deepFreeze, Rng } from "@koprulu/engine";
import { describe, expect, it } from "vitest";
import type { StarcraftAction } from "./actions";
import { applyInPlace, starcraft } from "./ruleset";
import type { StarcraftOptions, StarcraftState } from "./state";

/** Actions that lead to battles: a "warlike" random player picks among them 8 times in 10. */
const WAR = new Set(["place-order", "reveal-order", "execute-order", "move-unit", "end-mobilize"]);

/**
 * Plays a game of random actions with `apply`, then the same actions with `applyInPlace` (a
 * search copies once, then changes its own states: every fifth step copies here), comparing
 * the states after every action. One game after the other, not step by step: the in-place path
 * steps a battle in place only when it is the one the rules' last battle step returned.
 */
function sideBySide(start: StarcraftState, seed: string, maxSteps: number) {
  const rng = Rng.fromSeed(seed);
  const played: { player: number; action: StarcraftAction; after: string }[] = [];
  let copied = start;
  let battleSteps = 0;
  while (played.length < maxSteps) {
    const d = starcraft.pending(copied)[0];
    if (!d) break;
    const all = starcraft.legalActions(copied, d.player);
    const war = all.filter((x) => WAR.has(x.type) && !(x.type === "place-order" && x.order !== "mobilize"));
    const options = war.length > 0 && rng.index(10) < 8 ? war : all;
    const a = options[rng.index(options.length)];
    if (copied.battle) battleSteps++;
    copied = starcraft.apply(copied, d.player, a);
    played.push({ player: d.player, action: a, after: canonicalJson(copied) });
  }
  let owned = start;
  for (const [i, { player, action, after }] of played.entries()) {
    const frozen = deepFreeze(JSON.parse(JSON.stringify(action))) as StarcraftAction;
    owned = i % 5 === 0 ? starcraft.apply(owned, player, frozen) : applyInPlace(owned, player, frozen);
    if (canonicalJson(owned) !== after)
      throw new Error(`${seed} step ${i + 1} (${JSON.stringify(action)}): applyInPlace and apply differ`);
    expect(frozen).toEqual(action);
  }
  return { steps: played.length, battleSteps };
}

const BROOD_WAR: Partial<StarcraftOptions> = {
  expansions: ["brood-war"],
  variants: { leadershipCards: true },
};

describe("applyInPlace (the engine's in-place apply for search)", () => {
  it("equals apply after every action of random games, battles included", () => {
    let steps = 0;
    let battleSteps = 0;
    const games: [number, Partial<StarcraftOptions>, string][] = [];
    for (let i = 0; i < 16; i++)
      games.push([2 + (i % 3 === 2 ? 1 : 0), i % 4 === 3 ? {} : BROOD_WAR, `sc-aip-${i}`]);
    // Survival settles points against the state before each action: it copies as apply does.
    games.push([2, { ...BROOD_WAR, mode: "survival" }, "sc-aip-survival"]);
    for (const [players, extra, seed] of games) {
      const options = { ...starcraft.defaultOptions(players), ...extra } as StarcraftOptions;
      const run = sideBySide(starcraft.setup(options, seed), seed, 2000);
      steps += run.steps;
      battleSteps += run.battleSteps;
    }
    expect(steps).toBeGreaterThan(4000);
    expect(battleSteps).toBeGreaterThan(150);
  });

  it("leaves the state it is given for a new one, as apply does, and apply's states as they were", () => {
    const s = starcraft.setup(
      { ...starcraft.defaultOptions(2), ...BROOD_WAR } as StarcraftOptions,
      "sc-aip-e",
    );
    const seat = starcraft.pending(s)[0].player;
    const before = canonicalJson(s);
    const a = starcraft.legalActions(s, seat)[0];
    const t = applyInPlace(s, seat, a);
    expect(t).not.toBe(s);
    expect(canonicalJson(s)).toBe(before);
  });
});
