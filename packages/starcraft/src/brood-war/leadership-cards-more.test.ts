/**
 * Leadership cards and Leadership events of issue 14's second part, one test each, named after
 * the card or event (spec §9, §12; provisional readings in the README's rulings).
 */
import { describe, expect, it } from "vitest";
import { describeAction } from "../describe";
import { draft } from "../draft";
import { atStep8, pick, picks, play } from "../events/testing";
import { startBuild } from "../orders/build";
import { baseOnPlanet, controller, planetAreas, planetOf, transportBetween } from "../queries";
import { startRegrouping } from "../regrouping";
import { workersOwned } from "../resources";
import { cat } from "../rules-catalog";
import { legalActions, pending } from "../ruleset";
import type { StarcraftState } from "../state";
import { act } from "../testing";
import { view } from "../view";
import { viewLog } from "../view-log";
import { resolveLeadershipCard } from "./leadership-choice";
import { grantedTechs } from "./leadership-effects/granted-techs";
import { grantedCollateral } from "./leadership-effects/scorched-earth";
import { startedWithLeadership } from "./testing";

const inPlay = (s: StarcraftState, p: number, ids: string[]): StarcraftState => ({
  ...s,
  broodWar: {
    ...s.broodWar!,
    leadership: s.broodWar!.leadership.map((c, q) => (q === p ? [...c, ...ids] : c)),
  },
});

describe("Sarah Kerrigan's technology cards", () => {
  it("Sarah Kerrigan (FAQ): her card moves the Queen of Blades' Psionic Storm and Cloaking cards into her combat deck", () => {
    const s = startedWithLeadership(
      ["queen-of-blades", "raynor"],
      ["queen-of-blades-a-new-rising-power", "raynor-raynors-raiders"],
    );
    const granted = grantedTechs(s, "queen-of-blades-sarah-kerrigan");
    expect(granted.sort()).toEqual(["zerg-kerrigan-cloaking", "zerg-kerrigan-psionic-storm"]);
    // Never for sale: not among the faction's technologies.
    for (const t of granted) expect(cat(s).factions["queen-of-blades"].techs).not.toContain(t);
    const before = s.players[0];
    const d = draft(s);
    resolveLeadershipCard(d, 0, "queen-of-blades-sarah-kerrigan");
    const pl = d.players[0];
    for (const t of granted) {
      expect(pl.deck).toContain(t);
      expect(pl.techs).toContain(t);
    }
    // The deck is reshuffled with the discards; the hand is kept; nothing else changes.
    expect(pl.hand).toEqual(before.hand);
    expect(pl.deck.length).toBe(before.deck.length + before.discard.length + 2);
    expect(d.players[1].deck).toEqual(s.players[1].deck);
  });
});

describe("Riches of Aiur", () => {
  it("Riches of Aiur: enemies cannot deplete his areas; he may still deplete them himself", () => {
    const s0 = startedWithLeadership(
      ["aldaris", "overmind"],
      ["aldaris-riches-of-aiur", "overmind-the-swarm"],
    );
    const mine = Object.keys(s0.resources).filter((id) => s0.resources[id].owner === 0);
    const theirs = Object.keys(s0.resources).filter((id) => s0.resources[id].owner === 1);
    expect(mine.length).toBeGreaterThan(0);
    const byEnemy = picks(play(s0, 1, "material-shortage"));
    for (const id of mine) expect(byEnemy).not.toContain(id);
    for (const id of theirs) expect(byEnemy).toContain(id);
    const byHim = picks(play(s0, 0, "material-shortage"));
    for (const id of mine) expect(byHim).toContain(id);
    // Without the card in play his areas are fair game.
    const without = startedWithLeadership(
      ["aldaris", "overmind"],
      ["aldaris-predestined", "overmind-the-swarm"],
    );
    const his = Object.keys(without.resources).filter((id) => without.resources[id].owner === 0);
    for (const id of his) expect(picks(play(without, 1, "material-shortage"))).toContain(id);
  });
});

describe("Make Do With Little", () => {
  it("Make Do With Little (provisional): in each of his Build orders the first worker or transport is free", () => {
    const s0 = startedWithLeadership(
      ["raynor", "overmind"],
      ["raynor-raynors-raiders", "overmind-the-swarm"],
    );
    const home = planetOf(s0.bases.find((b) => b.owner === 0)!.area);
    expect(baseOnPlanet(s0, home, 0)).toBe(true);
    const building = (s: StarcraftState) => {
      const d = draft(s);
      d.phase = "execution";
      startBuild(d, 0, home, false);
      return d as StarcraftState;
    };
    const withCard = building(inPlay(s0, 0, ["raynor-make-do-with-little"]));
    const first = act(withCard, 0, { type: "build-worker" });
    expect(first.payment).toBeNull();
    expect(first.players[0].workersUnavailable).toBe(withCard.players[0].workersUnavailable + 1);
    expect(first.players[0].workerPool).toBe(withCard.players[0].workerPool);
    // The second one in the same order is paid as usual.
    const second = act(first, 0, { type: "build-worker" });
    expect(second.payment).not.toBeNull();
    // Without the card the first worker is paid too.
    expect(act(building(s0), 0, { type: "build-worker" }).payment).not.toBeNull();
  });
});

describe("Leadership events (provisional readings)", () => {
  const game = () =>
    startedWithLeadership(
      ["raynor", "overmind", "aldaris"],
      ["raynor-raynors-raiders", "overmind-the-swarm", "aldaris-predestined"],
    );

  it("Subtle Planning (provisional): at the next Leadership choice its owner chooses after the others' cards are revealed", () => {
    const played = play(game(), 0, "subtle-planning");
    expect(played.broodWar?.lead?.chooseLast).toEqual([0]);
    const d = draft({ ...played, frame: { kind: "over" } });
    d.events = { ...d.events, deck: d.events.deck.filter((c) => cat(d).events[c].stage >= 2) };
    d.round = 3;
    startRegrouping(d);
    // Only the others choose in secret.
    expect(pending(d).map((x) => x.player)).toEqual([1, 2]);
    let s: StarcraftState = act(d, 1, { type: "choose-leadership", card: "overmind-torrasque" });
    s = act(s, 2, { type: "choose-leadership", card: "aldaris-fenix" });
    // Their cards are revealed to everyone; now he chooses, knowing them.
    expect(pending(s).map((x) => x.player)).toEqual([0]);
    const seen = view(s, 0).frame;
    expect(seen.kind === "choose-leadership" && seen.revealed).toEqual([
      null,
      "overmind-torrasque",
      "aldaris-fenix",
    ]);
    expect(s.broodWar?.lead?.chooseLast).toBeUndefined();
    s = act(s, 0, { type: "choose-leadership", card: "raynor-make-do-with-little" });
    expect(s.broodWar?.lead?.chosen.map((c) => c.at(-1))).toEqual([
      "raynor-make-do-with-little",
      "overmind-torrasque",
      "aldaris-fenix",
    ]);
    expect(s.broodWar?.lead?.stage).toBe(2);
  });

  it("Heroic Strategy (provisional): its owner puts one of his destroyed heroes back in a friendly area", () => {
    const s = inPlay(game(), 0, ["raynor-jim-raynor"]);
    expect(s.units.some((u) => u.hero === "jim-raynor")).toBe(false);
    const asked = play(s, 0, "heroic-strategy");
    const options = picks(asked);
    expect(options.length).toBeGreaterThan(0);
    expect(options.every((o) => o.startsWith("jim-raynor@"))).toBe(true);
    const area = options[0].split("@")[1];
    const after = pick(asked, options[0]);
    const hero = after.units.find((u) => u.hero === "jim-raynor");
    expect(hero).toMatchObject({ owner: 0, type: "terran-vulture", area });
    // A hero still on the board is not "destroyed": nothing to ask.
    expect(play(after, 0, "heroic-strategy").frame.kind).not.toBe("event");
  });

  it("Inspiring Leadership (provisional): its owner resolves again a one-shot Leadership card he chose earlier", () => {
    const s0 = game();
    const s: StarcraftState = {
      ...s0,
      players: s0.players.map((pl) => ({ ...pl, cp: 6 })),
      broodWar: {
        ...s0.broodWar!,
        lead: {
          ...s0.broodWar!.lead!,
          chosen: [["raynor-raynors-raiders", "raynor-jim-raynor", "raynor-to-the-bitter-end"], [], []],
        },
      },
    };
    const asked = atStep8(s, { 0: ["inspiring-leadership"] });
    const played = act(asked, 0, { type: "play-event", card: "inspiring-leadership" });
    // Only the one-shot card is offered (not the Special Victory or Hero card).
    expect(picks(played)).toEqual(["raynor-to-the-bitter-end"]);
    const after = pick(played, "raynor-to-the-bitter-end");
    expect(after.players.map((pl) => pl.cp)).toEqual([6, 4, 4]);
    // A replay is the event's doing, not a new resolution of the card.
    expect(after.broodWar?.lead?.resolved).toEqual(s.broodWar?.lead?.resolved);
  });

  /** Seat 0 (and seat 1, holding an event too) at step 8 with `chosen` as seat 0's earlier cards. */
  const replaying = (factions: string[], stage1: string[], chosen: string[]): StarcraftState => {
    const s0 = startedWithLeadership(factions, stage1);
    const s: StarcraftState = {
      ...s0,
      broodWar: { ...s0.broodWar!, lead: { ...s0.broodWar!.lead!, chosen: [chosen, [stage1[1]]] } },
    };
    return atStep8(s, { 0: ["inspiring-leadership"], 1: ["subtle-planning"] });
  };

  it("Inspiring Leadership (provisional): a replayed card that asks a decision asks it as when first resolved (Tactical Mastery's two tokens), then step 8 goes on", () => {
    const asked = replaying(
      ["mengsk", "overmind"],
      ["mengsk-terran-dominion", "overmind-the-swarm"],
      ["mengsk-terran-dominion", "mengsk-tactical-mastery"],
    );
    const played = act(asked, 0, { type: "play-event", card: "inspiring-leadership" });
    expect(picks(played)).toEqual(["mengsk-tactical-mastery"]);
    let s = pick(played, "mengsk-tactical-mastery");
    // The card's own decision, in its own frame: two special CP tokens, one at a time.
    expect(s.frame).toMatchObject({ kind: "place-cp-token", player: 0, left: 2 });
    expect(pending(s).map((x) => x.player)).toEqual([0]);
    const before = s.broodWar?.lead?.cpTokens ?? [];
    for (let i = 0; i < 2; i++) {
      expect(s.frame.kind).toBe("place-cp-token");
      s = act(s, 0, legalActions(s, 0).find((a) => a.type === "place-cp-token")!);
    }
    expect(s.broodWar?.lead?.cpTokens).toHaveLength(before.length + 2);
    // Seat 0's turn in step 8 is over: seat 1 decides on his event.
    expect(s.frame).toMatchObject({ kind: "play-event" });
    expect(pending(s).map((x) => x.player)).toEqual([1]);
    expect(s.broodWar?.lead?.resolved).toEqual(asked.broodWar?.lead?.resolved);
  });

  it("Inspiring Leadership (provisional): a replayed Teeming Spawn carries out its Build in step 8, then step 8 goes on", () => {
    const asked = replaying(
      ["overmind", "raynor"],
      ["overmind-the-swarm", "raynor-raynors-raiders"],
      ["overmind-the-swarm", "overmind-teeming-spawn"],
    );
    let s = pick(
      act(asked, 0, { type: "play-event", card: "inspiring-leadership" }),
      "overmind-teeming-spawn",
    );
    expect(s.frame).toMatchObject({ kind: "leadership-planet", player: 0 });
    const home = s.bases.find((b) => b.owner === 0)!.area.split("#")[0];
    s = act(s, 0, { type: "leadership-planet", planet: home });
    expect(s.frame.kind).toBe("build");
    s = act(s, 0, { type: "build-worker" });
    while (s.payment) s = act(s, 0, legalActions(s, 0)[0]);
    s = act(s, 0, { type: "end-build" });
    expect(s.players[0].workersUnavailable).toBe(0);
    expect(s.phase).toBe("regrouping");
    expect(s.frame).toMatchObject({ kind: "play-event" });
    expect(pending(s).map((x) => x.player)).toEqual([1]);
  });
});

/** A two-player Leadership game in Regrouping, with seat 0 about to resolve `card` (frame given). */
function resolving(
  factions: string[],
  stage1: string[],
  frame: (s: StarcraftState) => StarcraftState["frame"],
): StarcraftState {
  const d = draft(startedWithLeadership(factions, stage1));
  d.phase = "regrouping";
  d.frame = frame(d);
  return d;
}

describe("Scorched Earth Policy", () => {
  it("Scorched Earth Policy: two Battlecruisers or two Siege Tanks in a friendly area; his Battlecruisers gain Collateral Damage", () => {
    const s0 = startedWithLeadership(
      ["mengsk", "overmind"],
      ["mengsk-terran-dominion", "overmind-the-swarm"],
    );
    const d = draft(s0);
    const keep = d.units.find((u) => u.owner === 0)!;
    d.units = d.units.filter((u) => u.owner !== 0 || u.id === keep.id);
    d.phase = "regrouping";
    d.frame = {
      kind: "leadership-units",
      player: 0,
      card: "mengsk-scorched-earth-policy",
      rest: [],
      resume: "regrouping",
    };
    const options = legalActions(d, 0);
    expect(options).toContainEqual({ type: "leadership-units", choice: 0, area: keep.area });
    expect(options).toContainEqual({ type: "leadership-units", choice: 1, area: keep.area });
    // Only friendly areas are offered.
    for (const o of options) if (o.type === "leadership-units") expect(controller(d, o.area)).toBe(0);
    const room = cat(d).areas[keep.area].limit - 1;
    const t = act(d, 0, { type: "leadership-units", choice: 1, area: keep.area });
    const tanks = t.units.filter(
      (u) => u.owner === 0 && u.type === "terran-siege-tank" && u.area === keep.area,
    );
    expect(tanks).toHaveLength(Math.min(2, room));
    // The keyword: a surviving front-line Battlecruiser of his gives a Collateral Damage choice.
    const played = inPlay(s0, 0, ["mengsk-scorched-earth-policy"]);
    const bc = { id: 900, owner: 0, type: "terran-battlecruiser", area: keep.area };
    const withBc = { ...played, units: [...played.units, bc] };
    const battle = { sides: [{ player: 0 }, { player: 1 }], skirmishes: [{ front: [900, null] }] };
    const result = { destroyed: [] } as never;
    expect(grantedCollateral(withBc, battle, result, keep.area)).toEqual([
      { kind: "collateral-damage", player: 0, against: 1, area: keep.area },
    ]);
    expect(grantedCollateral(withBc, battle, { destroyed: [900] } as never, keep.area)).toEqual([]);
    expect(grantedCollateral({ ...s0, units: [...s0.units, bc] }, battle, result, keep.area)).toEqual([]);
  });
});

describe("Psi-Disruptor", () => {
  it("Psi-Disruptor: the others' units must leave the planet he names; those that cannot are destroyed", () => {
    const s0 = resolving(["raynor", "overmind"], ["raynor-raynors-raiders", "overmind-the-swarm"], () => ({
      kind: "over",
    }));
    const d = draft(s0);
    const zergHome = d.bases.find((b) => b.owner === 1)!.area.split("#")[0];
    const free = planetAreas(d, zergHome).find(
      (a) => !d.units.some((u) => u.area === a.id) && !d.bases.some((b) => b.area === a.id),
    );
    const marineArea = free?.id ?? d.units.find((u) => u.owner === 1)!.area;
    d.units.push({ id: d.nextUnitId++, owner: 0, type: "terran-marine", area: marineArea });
    d.frame = {
      kind: "leadership-planet",
      player: 0,
      card: "raynor-psi-disruptor",
      rest: [],
      resume: "regrouping",
    };
    expect(legalActions(d, 0)).toContainEqual({ type: "leadership-planet", planet: zergHome });
    const zerg = d.units.filter((u) => u.owner === 1 && planetOf(u.area) === zergHome).map((u) => u.id);
    expect(zerg.length).toBeGreaterThan(0);
    let t = act(d, 0, { type: "leadership-planet", planet: zergHome });
    while (t.frame.kind === "psi-disruptor") t = act(t, t.frame.player, legalActions(t, t.frame.player)[0]);
    // No unit of his is left on the planet; the survivors are on a neighbour joined by his transport.
    expect(t.units.some((u) => u.owner === 1 && planetOf(u.area) === zergHome)).toBe(false);
    for (const u of t.units.filter((x) => zerg.includes(x.id))) {
      expect(planetOf(u.area)).not.toBe(zergHome);
      expect(transportBetween(t, zergHome, planetOf(u.area), 1)).toBe(true);
    }
    // Raynor's own units and the bases stay.
    expect(t.units.some((u) => u.owner === 0 && u.area === marineArea)).toBe(true);
    expect(t.bases).toEqual(d.bases);
    // Without a transport of his, the units cannot leave: all are destroyed.
    const stuck = draft(d);
    stuck.transports = stuck.transports.filter((x) => x.owner !== 1);
    const gone = act(stuck, 0, { type: "leadership-planet", planet: zergHome });
    for (const id of zerg) expect(gone.units.some((u) => u.id === id)).toBe(false);
  });
});

describe("Teeming Spawn", () => {
  it("Teeming Spawn: a Build order on a planet of his choice, then all his workers are available again", () => {
    const s0 = resolving(["overmind", "raynor"], ["overmind-the-swarm", "raynor-raynors-raiders"], () => ({
      kind: "leadership-planet",
      player: 0,
      card: "overmind-teeming-spawn",
      rest: [],
      resume: "regrouping",
    }));
    const home = s0.bases.find((b) => b.owner === 0)!.area.split("#")[0];
    expect(legalActions(s0, 0)).toContainEqual({ type: "leadership-planet", planet: home });
    let t = act(s0, 0, { type: "leadership-planet", planet: home });
    expect(t.frame.kind).toBe("build");
    const owned = workersOwned(t, 0);
    t = act(t, 0, { type: "build-worker" });
    while (t.payment) t = act(t, 0, legalActions(t, 0)[0]);
    expect(t.players[0].workerPool).toBeLessThan(owned + 1);
    t = act(t, 0, { type: "end-build" });
    // Every worker (the new one too) is in his pool; the Regrouping went on.
    expect(t.players[0].workerPool).toBe(owned + 1);
    expect(t.players[0].workersUnavailable).toBe(0);
    expect(t.frame.kind).not.toBe("build");
    expect(t.phase === "regrouping" || t.phase === "planning").toBe(true);
  });
});

describe("The Sons of Korhal", () => {
  const mengsk = () =>
    startedWithLeadership(["mengsk", "overmind"], ["mengsk-the-sons-of-korhal", "overmind-the-swarm"]);

  it("The Sons of Korhal (BW-O5): the Star order, once per Planning Phase, face down and hidden from the others", () => {
    let s = mengsk();
    expect(s.frame.kind).toBe("planning");
    while (s.frame.kind === "planning" && s.frame.turn !== 0)
      s = act(s, s.frame.turn, legalActions(s, s.frame.turn)[0]);
    const stars = legalActions(s, 0).filter((a) => a.type === "place-star-order");
    expect(stars.length).toBeGreaterThan(0);
    const planet = (stars[0] as { planet: string }).planet;
    const before = s;
    s = act(s, 0, stars[0]);
    expect(s.stacks[planet].at(-1)).toEqual({ owner: 0, kind: null, gold: false, star: true });
    expect(s.ordersPlaced[0]).toBe(1);
    // The others see a face-down order like any other, in the view, the log and the log's words.
    expect(view(s, 1).stacks[planet].at(-1)).toEqual({ owner: 0, kind: null, gold: null });
    const star = [{ player: 0, action: stars[0] }];
    const plain = [{ player: 0, action: { type: "place-order", planet, order: "build", gold: false } }];
    expect(viewLog(s, star, 1)).toEqual(viewLog(s, plain, 1));
    expect(describeAction(before, 0, stars[0])).toBe(
      describeAction(before, 0, { type: "place-order", planet, order: "build", gold: false }),
    );
    // Once per Planning Phase.
    while (s.frame.kind === "planning" && s.frame.turn !== 0)
      s = act(s, s.frame.turn, legalActions(s, s.frame.turn)[0]);
    expect(legalActions(s, 0).some((a) => a.type === "place-star-order")).toBe(false);
    // Without the card there is no Star order.
    let o = startedWithLeadership(["mengsk", "overmind"], ["mengsk-terran-dominion", "overmind-the-swarm"]);
    while (o.frame.kind === "planning" && o.frame.turn !== 0)
      o = act(o, o.frame.turn, legalActions(o, o.frame.turn)[0]);
    expect(legalActions(o, 0).some((a) => a.type === "place-star-order")).toBe(false);
  });

  it("The Sons of Korhal (BW-O5): executed, the Star order becomes any order, special ones through the pool", () => {
    const s0 = mengsk();
    const home = s0.bases.find((b) => b.owner === 0)!.area.split("#")[0];
    const at = (research: number) => {
      const d = draft(s0);
      d.phase = "execution";
      d.stacks = { [home]: [{ owner: 0, kind: null, gold: false, star: true }] };
      d.players[0].modules = { ...d.players[0].modules, research };
      d.frame = { kind: "execution", turn: 0 };
      return act(d, 0, { type: "reveal-order", planet: home });
    };
    const without = legalActions(at(0), 0);
    expect(without).toContainEqual({ type: "execute-order", as: "build" });
    expect(without).toContainEqual({ type: "execute-order", as: "mobilize" });
    expect(without).toContainEqual({ type: "draw-event-instead" });
    // No R&D module: no room in the pool, no special order.
    expect(without.some((a) => a.type === "execute-order" && a.gold)).toBe(false);
    const revealed = at(1);
    expect(legalActions(revealed, 0)).toContainEqual({ type: "execute-order", as: "build", gold: true });
    const special = act(revealed, 0, { type: "execute-order", as: "build", gold: true });
    expect(special.frame).toMatchObject({ kind: "build", gold: true });
    expect(special.broodWar?.pools[0]).toEqual(["build"]);
    const normal = act(revealed, 0, { type: "execute-order", as: "build" });
    expect(normal.frame).toMatchObject({ kind: "build", gold: false });
    expect(normal.broodWar?.pools[0]).toEqual([]);
    // A plain execute-order (no kind) is refused.
    expect(() => act(revealed, 0, { type: "execute-order" })).toThrow();
  });
});

describe("Warp Gate", () => {
  it("Warp Gate (provisional): the installation goes down with his forces; units held there deploy at the end of a Regrouping", () => {
    const s0 = startedWithLeadership(
      ["tassadar", "raynor"],
      ["tassadar-warp-gate", "raynor-raynors-raiders"],
    );
    const gate = s0.broodWar!.installations.find((i) => i.kind === "warp-gate");
    expect(gate?.owner).toBe(0);
    // Units standing at the Warp Gate may each go to any friendly or empty area with room.
    const d = draft(s0);
    d.units = d.units.filter((u) => u.owner !== 0);
    d.units.push({ id: 800, owner: 0, type: "protoss-zealot", area: gate!.area });
    d.phase = "regrouping";
    d.frame = { kind: "warp-gate", player: 0 };
    const options = legalActions(d, 0);
    expect(options.at(-1)).toEqual({ type: "end-warp" });
    const far = options.find((a) => a.type === "warp-unit" && planetOf(a.area) !== planetOf(gate!.area)) as
      | { type: "warp-unit"; unit: number; area: string }
      | undefined;
    expect(far).toBeDefined();
    for (const a of options) if (a.type === "warp-unit") expect(controller(d, a.area) ?? 0).toBe(0);
    const t = act(d, 0, far!);
    expect(t.units.find((u) => u.id === 800)?.area).toBe(far!.area);
    // Nothing left at the gate: the Regrouping is over, the next round starts.
    expect(t.phase).toBe("planning");
    expect(t.round).toBe(d.round + 1);
  });

  it("Warp Gate (provisional): a unit he builds may be placed at the Warp Gate instead of on the Build's planet", () => {
    const s0 = startedWithLeadership(
      ["tassadar", "raynor"],
      ["tassadar-warp-gate", "raynor-raynors-raiders"],
    );
    const d = draft(s0);
    const home = planetOf(d.bases.find((b) => b.owner === 0)!.area);
    // The gate stands on another planet (a friendly area there).
    const elsewhere = Object.values(cat(d).areas).find(
      (a) =>
        d.planets[a.planet] &&
        a.planet !== home &&
        a.terrain !== "flying" &&
        !d.units.some((u) => u.area === a.id) &&
        !d.bases.some((b) => b.area === a.id),
    )!;
    d.broodWar = {
      ...d.broodWar!,
      installations: d.broodWar!.installations.map((i) =>
        i.kind === "warp-gate" ? { ...i, area: elsewhere.id } : i,
      ),
    };
    d.phase = "execution";
    startBuild(d, 0, home, false);
    const units = legalActions(d, 0).filter((a) => a.type === "build-unit");
    expect(units.some((a) => a.type === "build-unit" && a.area === elsewhere.id)).toBe(true);
    // Without a Warp Gate only the Build's planet.
    const plain = draft(
      startedWithLeadership(["tassadar", "raynor"], ["tassadar-domination", "raynor-raynors-raiders"]),
    );
    plain.phase = "execution";
    const home2 = planetOf(plain.bases.find((b) => b.owner === 0)!.area);
    startBuild(plain, 0, home2, false);
    for (const a of legalActions(plain, 0)) if (a.type === "build-unit") expect(planetOf(a.area)).toBe(home2);
  });
});

describe("Covert Operations", () => {
  it("Covert Operations: three Ghosts in reserve; new Ghosts may go there; a reserve Ghost joins his Mobilize as if on the planet", () => {
    const s0 = startedWithLeadership(
      ["raynor", "overmind"],
      ["raynor-covert-operations", "overmind-the-swarm"],
    );
    expect(s0.broodWar?.lead?.reserve?.[0]).toEqual(["terran-ghost", "terran-ghost", "terran-ghost"]);
    const home = planetOf(s0.bases.find((b) => b.owner === 0)!.area);
    const d = draft(s0);
    // Room on his planet: one unit kept.
    const keep = d.units.find((u) => u.owner === 0)!;
    d.units = d.units.filter((u) => u.owner !== 0 || u.id === keep.id);
    d.phase = "execution";
    d.frame = {
      kind: "mobilize",
      player: 0,
      planet: home,
      gold: false,
      moved: [],
      from: [],
      contested: null,
      tookBack: false,
    };
    const held = legalActions(d, 0).filter((a) => a.type === "move-held");
    expect(held).toContainEqual({ type: "move-held", unit: "terran-ghost", area: keep.area });
    let t = act(d, 0, { type: "move-held", unit: "terran-ghost", area: keep.area });
    expect(
      t.units.filter((u) => u.owner === 0 && u.type === "terran-ghost" && u.area === keep.area),
    ).toHaveLength(1);
    expect(t.broodWar?.lead?.reserve?.[0]).toHaveLength(2);
    // A take-back returns it to the reserve.
    t = act(t, 0, { type: "take-back-moves" });
    expect(t.units.some((u) => u.owner === 0 && u.type === "terran-ghost")).toBe(false);
    expect(t.broodWar?.lead?.reserve?.[0]).toHaveLength(3);
    // Building: a Ghost may go to the reserve (figures in reserve count as in use); not a Marine.
    const b = draft(d);
    b.players[0].buildings = Object.fromEntries(
      Object.values(cat(b).buildings)
        .filter((x) => x.race === "terran")
        .map((x) => [x.track, 3]),
    );
    b.players[0].workerPool = 15;
    // Every Ghost figure is held: none can be built. With one in reserve, one may be.
    startBuild(b, 0, home, false);
    expect(legalActions(b, 0).some((a) => a.type === "build-unit" && a.unit === "terran-ghost")).toBe(
      cat(b).units["terran-ghost"].figures > 3,
    );
    b.broodWar = { ...b.broodWar!, lead: { ...b.broodWar!.lead!, reserve: [["terran-ghost"], []] } };
    const builds = legalActions(b, 0);
    expect(builds).toContainEqual({ type: "build-held", unit: "terran-ghost" });
    expect(builds.some((a) => a.type === "build-held" && a.unit !== "terran-ghost")).toBe(false);
    let u = act(b, 0, { type: "build-held", unit: "terran-ghost" });
    while (u.payment) u = act(u, 0, legalActions(u, 0)[0]);
    expect(u.broodWar?.lead?.reserve?.[0]).toHaveLength(2);
  });
});

describe("Conclave Fleet", () => {
  it("Conclave Fleet (provisional): new units may be held in reserve; at any revealed Mobilize he may move them to a friendly area with his base", () => {
    const s0 = startedWithLeadership(
      ["aldaris", "raynor"],
      ["aldaris-conclave-fleet", "raynor-raynors-raiders"],
    );
    const d = draft(s0);
    const base = d.bases.find((b) => b.owner === 0)!.area;
    d.units = d.units.filter((u) => u.owner !== 0 || u.area !== base);
    d.broodWar = { ...d.broodWar!, lead: { ...d.broodWar!.lead!, reserve: [["protoss-zealot"], []] } };
    const raynorPlanet = planetOf(d.bases.find((b) => b.owner === 1)!.area);
    d.phase = "execution";
    d.stacks = { [raynorPlanet]: [{ owner: 1, kind: "mobilize", gold: false }] };
    d.frame = { kind: "execution", turn: 1 };
    const t = act(d, 1, { type: "reveal-order", planet: raynorPlanet });
    expect(t.frame.kind).toBe("conclave-fleet");
    expect(pending(t).map((x) => x.player)).toEqual([0]);
    expect(legalActions(t, 0)).toEqual([
      { type: "deploy-held", unit: "protoss-zealot", area: base },
      { type: "end-deploy" },
    ]);
    const after = act(t, 0, { type: "deploy-held", unit: "protoss-zealot", area: base });
    expect(after.units.some((u) => u.owner === 0 && u.type === "protoss-zealot" && u.area === base)).toBe(
      true,
    );
    expect(after.broodWar?.lead?.reserve?.[0]).toEqual([]);
    // The revealed Mobilize goes on.
    expect(after.frame).toMatchObject({ kind: "execute-or-event", player: 1, order: "mobilize" });
    // A revealed Build asks nothing.
    const e = draft(d);
    e.stacks = { [raynorPlanet]: [{ owner: 1, kind: "build", gold: false }] };
    expect(act(e, 1, { type: "reveal-order", planet: raynorPlanet }).frame.kind).toBe("execute-or-event");
  });
});
