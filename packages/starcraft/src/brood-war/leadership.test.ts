import { describe, expect, it } from "vitest";
import type { StarcraftAction } from "../actions";
import { draft } from "../draft";
import { validateOptions } from "../options";
import { stage } from "../queries";
import { startRegrouping } from "../regrouping";
import { cat } from "../rules-catalog";
import { legalActions, pending } from "../ruleset";
import { setupState } from "../setup";
import type { StarcraftState } from "../state";
import { act } from "../testing";
import { view } from "../view";
import { viewLog } from "../view-log";
import { specialVictoryOf } from "./leadership";
import { leadershipOptions } from "./leadership-choice";
import { bwOptions } from "./testing";

const LEAD = { variants: { leadershipCards: true } };

/** A Leadership game at its Stage I choice: seat i plays factions[i]. */
function atStageOne(factions: string[], seed = "lead"): StarcraftState {
  let s = setupState(bwOptions(factions.length, LEAD), seed);
  while (s.frame.kind === "choose-faction") {
    const p = pending(s)[0].player;
    s = act(s, p, { type: "choose-faction", faction: factions[p] });
  }
  return s;
}

/** Choose `cards[p]` for every asked seat, then play the rest of setup with the first legal actions. */
function pastSetup(s: StarcraftState, cards: string[]): StarcraftState {
  let t = s;
  for (const d of pending(t)) t = act(t, d.player, { type: "choose-leadership", card: cards[d.player] });
  while (t.phase === "setup") {
    const d = pending(t)[0];
    t = act(t, d.player, legalActions(t, d.player)[0] as StarcraftAction);
  }
  return t;
}

describe("Leadership cards (BW-L1..L6)", () => {
  it("option: leadershipCards is a Brood War optional rule, refused together with noLeadershipCards", () => {
    expect(validateOptions(bwOptions(2, LEAD))).toBeNull();
    expect(
      validateOptions(bwOptions(2, { variants: { leadershipCards: true, noLeadershipCards: true } }))?.code,
    ).toBe("incompatible-variants");
    expect(
      validateOptions({
        players: 2,
        factionSelection: "random",
        maxRounds: 60,
        variants: { leadershipCards: true },
      })?.code,
    ).toBe("variants-need-brood-war");
    expect(validateOptions(bwOptions(2, { variants: { leadershipCards: 1 } } as never))?.code).toBe(
      "bad-variants",
    );
  });

  it("BW-S7: the Stage I choice comes after the factions and before any planet is drawn, all seats at once", () => {
    const s = atStageOne(["raynor", "overmind"]);
    expect(s.frame.kind).toBe("choose-leadership");
    expect(s.planetOrder).toEqual([]);
    const asked = pending(s);
    expect(asked.map((d) => d.player).sort()).toEqual([0, 1]);
    expect(asked.every((d) => d.simultaneous)).toBe(true);
    expect(legalActions(s, 0)).toEqual(
      ["raynor-storage-facilities", "raynor-raynors-raiders", "raynor-covert-operations"].map((card) => ({
        type: "choose-leadership",
        card,
      })),
    );
  });

  it("BW-L1: a card of another stage or faction is refused", () => {
    const s = atStageOne(["raynor", "overmind"]);
    expect(() => act(s, 0, { type: "choose-leadership", card: "raynor-jim-raynor" })).toThrow(
      /not-your-leadership-card/,
    );
    expect(() => act(s, 0, { type: "choose-leadership", card: "overmind-the-swarm" })).toThrow(
      /not-your-leadership-card/,
    );
    const once = act(s, 0, { type: "choose-leadership", card: "raynor-raynors-raiders" });
    expect(() => act(once, 0, { type: "choose-leadership", card: "raynor-raynors-raiders" })).toThrow();
  });

  it("BW-L1 hidden (Stage I): every other seat's view and log are identical whichever card a seat picked", () => {
    const s = atStageOne(["raynor", "overmind", "tassadar"]);
    const options = leadershipOptions(s, 0, 1);
    const seen = options.map((card) => {
      const t = act(s, 0, { type: "choose-leadership", card });
      const log = [{ player: 0, action: { type: "choose-leadership", card } }];
      return [1, 2, "spectator" as const].map((v) => JSON.stringify([view(t, v), viewLog(t, log, v)]));
    });
    for (const other of seen.slice(1)) expect(other).toEqual(seen[0]);
    // The chooser sees his own card.
    const mine = view(act(s, 0, { type: "choose-leadership", card: options[1] }), 0);
    expect(mine.frame.kind === "choose-leadership" && mine.frame.sim.choices[0]).toBe(options[1]);
  });

  it("BW-L1/BW-L2: revealed together, resolved in turn order; one-shot cards leave, the others stay in play", () => {
    const s = atStageOne(["queen-of-blades", "overmind"]);
    const one = act(s, 0, { type: "choose-leadership", card: "queen-of-blades-forward-planning" });
    expect(one.frame.kind).toBe("choose-leadership");
    const both = act(one, 1, { type: "choose-leadership", card: "overmind-the-swarm" });
    expect(both.frame.kind).toBe("place-planet");
    expect(both.broodWar?.leadership).toEqual([[], ["overmind-the-swarm"]]);
    expect(both.broodWar?.lead?.chosen).toEqual([
      ["queen-of-blades-forward-planning"],
      ["overmind-the-swarm"],
    ]);
    expect(both.broodWar?.lead?.resolved).toEqual({
      "queen-of-blades-forward-planning": 1,
      "overmind-the-swarm": 1,
    });
  });

  it("BW-S8: the starting forces and workers are the chosen Stage I card's", () => {
    const s = pastSetup(atStageOne(["raynor", "tassadar"]), [
      "raynor-covert-operations",
      "tassadar-domination",
    ]);
    const units = (p: number) =>
      s.units
        .filter((u) => u.owner === p)
        .map((u) => u.type)
        .sort();
    const card = cat(s).leadership["raynor-covert-operations"];
    expect(units(0)).toEqual([...card.startUnits].sort());
    expect(s.players[0].workerPool).toBe(card.workers);
    expect(units(1)).toEqual(["protoss-zealot", "protoss-zealot", "protoss-zealot"]);
  });

  it("BW-L4: a special victory comes only from the chosen Special Victory card", () => {
    const s = pastSetup(atStageOne(["raynor", "tassadar"]), [
      "raynor-covert-operations",
      "tassadar-domination",
    ]);
    expect(specialVictoryOf(s, 0)).toBeNull();
    expect(specialVictoryOf(s, 1)?.key).toBe("victory-most-areas");
  });

  it("BW-L1 (Stage II): the first Regrouping of a new stage opens the choice (hidden) before conquest points", () => {
    const s = pastSetup(atStageOne(["raynor", "overmind"]), ["raynor-raynors-raiders", "overmind-the-swarm"]);
    const d = draft(s);
    d.events = { ...d.events, deck: d.events.deck.filter((c) => cat(d).events[c].stage >= 2) };
    d.round = 3;
    startRegrouping(d);
    expect(stage(d)).toBe(2);
    expect(d.frame.kind === "choose-leadership" && d.frame.stage).toBe(2);
    const cards = leadershipOptions(d, 1, 2);
    const views = cards.map((card) =>
      JSON.stringify(view(act(d, 1, { type: "choose-leadership", card }), 0)),
    );
    expect(views[1]).toEqual(views[0]);
    // After both have chosen the Regrouping goes on; no new choice while the stage stays II.
    let t = act(d, 0, { type: "choose-leadership", card: "raynor-make-do-with-little" });
    t = act(t, 1, { type: "choose-leadership", card: "overmind-cerebrate-daggoth" });
    expect(t.frame.kind).not.toBe("choose-leadership");
    expect(t.broodWar?.lead?.stage).toBe(2);
    expect(t.broodWar?.leadership[0]).toEqual(["raynor-raynors-raiders", "raynor-make-do-with-little"]);
  });

  it("BW-L1 hidden (Stage III): every other seat's view and log are identical whichever card a seat picked", () => {
    const s = pastSetup(atStageOne(["raynor", "overmind", "tassadar"]), [
      "raynor-raynors-raiders",
      "overmind-the-swarm",
      "tassadar-domination",
    ]);
    const d = draft(s);
    d.events = { ...d.events, deck: d.events.deck.filter((c) => cat(d).events[c].stage === 3) };
    d.broodWar = { ...d.broodWar!, lead: { ...d.broodWar!.lead!, stage: 2 } };
    d.round = 5;
    startRegrouping(d);
    expect(d.frame.kind === "choose-leadership" && d.frame.stage).toBe(3);
    const options = leadershipOptions(d, 0, 3);
    expect(options.length).toBe(2);
    const seen = options.map((card) => {
      const t = act(d, 0, { type: "choose-leadership", card });
      const log = [{ player: 0, action: { type: "choose-leadership", card } }];
      return [1, 2, "spectator" as const].map((v) => JSON.stringify([view(t, v), viewLog(t, log, v)]));
    });
    expect(seen[1]).toEqual(seen[0]);
    // Once everyone has chosen, the cards are revealed.
    let t = act(d, 0, { type: "choose-leadership", card: options[1] });
    t = act(t, 1, { type: "choose-leadership", card: leadershipOptions(d, 1, 3)[0] });
    t = act(t, 2, { type: "choose-leadership", card: leadershipOptions(d, 2, 3)[0] });
    expect(t.broodWar?.lead?.chosen[0]).toContain(options[1]);
    expect(view(t, 1).broodWar?.lead?.chosen[0]).toContain(options[1]);
  });

  it("BW-S5: with Leadership cards the 3 Leadership events are in and 3/7/11/15/19 cards go from each of Stage I and II", () => {
    const removed: Record<number, number> = { 6: 3, 5: 7, 4: 11, 3: 15, 2: 19 };
    for (const n of [2, 3, 4, 5, 6]) {
      const s = setupState(bwOptions(n, { factionSelection: "random", ...LEAD }), `deck-${n}`);
      const stages = [1, 2, 3].map((k) => s.events.deck.filter((c) => cat(s).events[c].stage === k).length);
      // 28 cards per stage I/II (25 base + 3 Brood War), 21 in stage III (20 + Inspiring Leadership).
      expect(stages).toEqual([28 - removed[n], 28 - removed[n], 21]);
      expect(s.events.removed.length).toBe(2 * removed[n]);
    }
    const all = setupState(bwOptions(6, { factionSelection: "random", ...LEAD }), "deck-all");
    for (const id of ["subtle-planning", "heroic-strategy", "inspiring-leadership"])
      expect([...all.events.deck, ...all.events.removed]).toContain(id);
  });

  it("BW-X5: without the option a Brood War game keeps the No Leadership Cards setup", () => {
    const s = setupState(bwOptions(2), "x5");
    expect(s.broodWar?.lead).toBeUndefined();
  });
});
