/**
 * The story of an action: what followed it, in public words, for the log — the sector an
 * exploration drew, a discovery taken or used, a battle's volleys, hits, losses, retreats and who
 * holds the hex, population destroyed and discs lost, reputation draws (counted: their values
 * are secret), bankruptcy, Upkeep, the technologies drawn at Cleanup, a new round or phase, the
 * final scores. Built by comparing the state before and after the action, as data
 * (story-lines.ts: message ids and the ids of the things named) so each reader's client can tell
 * it in its language; story-english.ts gives the server's English words.
 */
import type { PlayerId } from "@koprulu/engine";
import { battleApply } from "../combat/battle";
import type { BattleAction, BattleState } from "../combat/types";
import { finalOutcome, scoreOf } from "./scoring";
import { nested, type StoryArg, type StoryLine, seatRef, storyLine } from "./story-lines";
import type { EclipseAction, EclipseState } from "./types";

/** The side of a battle party: a seat, or the hex's Ancients / GCDS. */
function sideOf(b: BattleState, party: string): StoryArg {
  if (party.startsWith("p")) return seatRef(Number(party.slice(1)));
  const ancients = "ancient" in b.types;
  const gcds = "gcds" in b.types;
  return nested(ancients && gcds ? "npcs" : gcds ? "gcds" : "ancients");
}

/**
 * A ship type of a party: "Red Terrans (Cruiser)"; NPC ships by their side ("the Ancients fire")
 * or, one ship at a time (`one`), by their own name ("an Ancient ship is destroyed").
 */
function shipsOf(party: string, type: string, one = false): StoryArg {
  const hull = type.includes(":") ? type.slice(type.indexOf(":") + 1) : type;
  if (!party.startsWith("p") && !one) return nested(hull === "gcds" ? "gcds" : "ancients");
  return party.startsWith("p")
    ? nested("ship", { side: seatRef(Number(party.slice(1))), hull: { hull } })
    : { hull };
}

/** Ship ids destroyed in a battle so far (told by its log). */
function destroyedIds(b: BattleState | null): Set<number> {
  return new Set(b ? b.ships.filter((x) => x.state === "destroyed").map((x) => x.id) : []);
}

/** A battle's public events from `from` onwards, and its end once over. */
export function battleStory(b: BattleState, from: number): StoryLine[] {
  const out: StoryLine[] = [];
  const ship = (id: number): StoryArg => {
    const x = b.ships.find((y) => y.id === id);
    return x ? shipsOf(x.party, x.type, true) : { hull: "?" };
  };
  for (const e of b.log.slice(from)) {
    switch (e.kind) {
      case "volley":
        if (e.rolls.length > 0)
          out.push(
            storyLine(e.missiles ? "volley-missiles" : "volley", {
              ships: shipsOf(e.party, e.type),
              rolls: { list: e.rolls },
            }),
          );
        break;
      case "hit":
        out.push(
          e.destroyed
            ? storyLine("destroyed", { ship: ship(e.ship) })
            : storyLine("hit", { ship: ship(e.ship), damage: e.damage }),
        );
        break;
      case "retreat-start":
        out.push(storyLine("retreat-start", { ships: shipsOf(e.party, e.type), hex: { hex: e.to } }));
        break;
      case "retreated":
        out.push(storyLine("retreated", { ships: shipsOf(e.party, e.type), hex: { hex: e.to } }));
        break;
      case "stalemate":
        out.push(
          storyLine(e.outcome === "retreat" ? "stalemate-retreat" : "stalemate-destroyed", {
            side: sideOf(b, e.party),
          }),
        );
        break;
    }
  }
  if (b.done) {
    const held = b.parties.filter((p) => b.ships.some((x) => x.party === p.id && x.state === "in"));
    out.push(
      held.length > 0
        ? storyLine("battle-won", { hex: { hex: b.hex }, side: sideOf(b, held[0]!.id) })
        : storyLine("battle-empty", { hex: { hex: b.hex } }),
    );
  }
  return out;
}

function battleStart(b: BattleState): StoryLine {
  return storyLine("battle-start", {
    hex: { hex: b.hex },
    sides: { list: b.parties.map((p) => sideOf(b, p.id)) },
  });
}

const shipIds = (s: EclipseState) => {
  const out = new Map<number, { owner: PlayerId; hull: string; pos: string }>();
  for (const h of Object.values(s.hexes))
    for (const x of h.ships) out.set(x.id, { owner: x.owner, hull: x.hull, pos: h.pos });
  return out;
};

/**
 * Ships gone from the board without a told battle (a battle that ran to its end with no decision,
 * when the caller could not re-run the action to watch it).
 */
function unseenLosses(before: EclipseState, after: EclipseState, told: BattleState[]): StoryLine[] {
  const known = new Set<number>();
  const npcTold = new Map<string, number>();
  for (const b of told) {
    for (const id of destroyedIds(b)) known.add(id);
    for (const x of b.ships)
      if (x.party === "npc" && x.state === "destroyed") npcTold.set(b.hex, (npcTold.get(b.hex) ?? 0) + 1);
  }
  const out: StoryLine[] = [];
  const now = shipIds(after);
  for (const [id, x] of shipIds(before))
    if (!now.has(id) && !known.has(id))
      out.push(
        storyLine("destroyed-at", {
          ship: nested("ship", { side: seatRef(x.owner), hull: { hull: x.hull } }),
          hex: { hex: x.pos },
        }),
      );
  for (const h0 of Object.values(before.hexes)) {
    const h1 = after.hexes[h0.pos];
    if (!h1) continue;
    let unseen = h0.ancients - h1.ancients + (h0.gcds && !h1.gcds ? 1 : 0) - (npcTold.get(h0.pos) ?? 0);
    for (let i = 0; i < h0.ancients - h1.ancients && unseen > 0; i++, unseen--)
      out.push(storyLine("destroyed-at", { ship: { hull: "ancient" }, hex: { hex: h0.pos } }));
    if (h0.gcds && !h1.gcds && unseen > 0)
      out.push(storyLine("destroyed-at", { ship: { hull: "gcds" }, hex: { hex: h0.pos } }));
  }
  return out;
}

/**
 * How many battles started during the action and ended in it with no decision (their state is
 * gone from `after`): the story needs them re-run under watch (phases.ts battlesFoughtUnseen).
 */
export function unseenBattleCount(before: EclipseState, after: EclipseState): number {
  const b0 = before.step;
  const b1 = after.step;
  const openNow = b1.kind === "battle" && !(b0.kind === "battle" && b0.pos === b1.pos) ? 1 : 0;
  return after.stats.battles - before.stats.battles - openNow;
}

/**
 * What followed `a` (the state went from `before` to `after`), as lines of data. `unseen`: the
 * battles fought in the action from start to end with no decision, in order (their volleys are in
 * no state); without them only their losses, worked out from the board, are told.
 */
export function storyLines(
  before: EclipseState,
  player: PlayerId,
  a: EclipseAction,
  after: EclipseState,
  unseen: readonly BattleState[] = [],
): StoryLine[] {
  const out: StoryLine[] = [];
  const b0 = before.step;
  const b1 = after.step;
  // exploration: the sector drawn is shown to everybody
  if (b1.kind === "explore-place" && b0.kind !== "explore-place")
    out.push(
      storyLine("explored", { seat: seatRef(player), hex: { hex: b1.pos }, sector: { sector: b1.sector } }),
    );
  // discovery tiles: taken face down, used face up
  if (b1.kind === "discovery" && !(b0.kind === "discovery" && b0.pos === b1.pos))
    out.push(storyLine("discovery-found", { seat: seatRef(after.turn), hex: { hex: b1.pos } }));
  for (const tile of after.discoveryUsed.slice(before.discoveryUsed.length))
    out.push(storyLine("discovery-used", { seat: seatRef(player), tile: { tile } }));
  // diplomacy (E-P2, E-C14): relations formed by an acceptance, broken by a ship's move
  if (a.type === "diplomacy-accept" && b0.kind === "diplomacy")
    out.push(storyLine("relations-formed", { seat: seatRef(b0.proposer), partner: seatRef(player) }));
  if (after.stats.relationsBroken > before.stats.relationsBroken)
    for (const x of before.players[player]!.ambassadors)
      if (!after.players[player]!.ambassadors.some((y) => y.from === x.from))
        out.push(storyLine("relations-broken", { seat: seatRef(player), partner: seatRef(x.from) }));
  // the Combat phase
  const roundOver = after.round > before.round || (after.phase === "over" && before.phase !== "over");
  if (before.phase === "action" && (after.phase !== "action" || roundOver))
    out.push(storyLine("phase-combat"));
  const told: BattleState[] = [];
  if (b0.kind === "battle" && a.type.startsWith("battle-")) {
    const b = battleApply(b0.battle, player, a as BattleAction);
    told.push(b);
    out.push(...battleStory(b, b0.battle.log.length));
  }
  for (const b of unseen) {
    told.push(b);
    out.push(battleStart(b), ...battleStory(b, 0));
  }
  if (b1.kind === "battle" && !(b0.kind === "battle" && b0.pos === b1.pos)) {
    told.push(b1.battle);
    out.push(battleStart(b1.battle), ...battleStory(b1.battle, 0));
  }
  if (b1.kind === "battle" && b0.kind === "battle" && b0.pos === b1.pos) told.push(b1.battle);
  out.push(...unseenLosses(before, after, told));
  // population attacked, discs lost (combat only: elsewhere a disc leaves by its owner's choice)
  if (before.phase === "combat" || (before.phase === "action" && after.phase !== "action"))
    for (const h0 of Object.values(before.hexes)) {
      const h1 = after.hexes[h0.pos];
      if (!h1 || h0.owner === null) continue;
      const lost = h0.cubes.length - (h1.owner === null ? 0 : h1.cubes.length);
      if (lost > 0)
        out.push(
          storyLine("population-lost", { seat: seatRef(h0.owner), hex: { hex: h0.pos }, count: lost }),
        );
      if (h1.owner === null)
        out.push(storyLine("hex-lost", { seat: seatRef(h0.owner), hex: { hex: h0.pos } }));
    }
  if (b1.kind === "reputation")
    out.push(storyLine("reputation-draw", { seat: seatRef(b1.player), count: b1.drawn.length }));
  // Upkeep
  if (before.phase !== "upkeep" && (after.phase === "upkeep" || roundOver))
    out.push(storyLine("phase-upkeep"));
  if (b1.kind === "bankrupt" && !(b0.kind === "bankrupt" && b0.player === b1.player))
    out.push(storyLine("bankrupt", { seat: seatRef(b1.player) }));
  const waiting = after.phase === "upkeep" ? after.upkeepQueue : [];
  const queued =
    before.phase === "upkeep"
      ? before.upkeepQueue
      : after.phase === "upkeep" || roundOver
        ? after.players.map((_, i) => (before.startPlayer + i) % after.players.length)
        : [];
  for (const seat of queued)
    if (!waiting.includes(seat)) {
      const p = after.players[seat]!;
      out.push(
        storyLine("upkeep", {
          seat: seatRef(seat),
          money: p.money,
          science: p.science,
          materials: p.materials,
        }),
      );
    }
  // Cleanup: technology tiles drawn to the supply board, a new round
  if (roundOver) {
    const techs: StoryArg[] = [];
    for (const [tech, n] of Object.entries(after.tray))
      for (let i = before.tray[tech] ?? 0; i < n; i++) techs.push({ tech });
    if (techs.length > 0) out.push(storyLine("techs-drawn", { techs: { list: techs } }));
  }
  if (after.round > before.round && after.phase !== "over")
    out.push(storyLine("round", { round: after.round, seat: seatRef(after.startPlayer) }));
  if (after.phase === "over" && before.phase !== "over") {
    const winners = finalOutcome(after).winners;
    out.push(
      storyLine("game-over", {
        winners: { list: winners.map(seatRef) },
        count: winners.length,
        scores: {
          list: after.players.map((_, i) =>
            nested("score", { seat: seatRef(i), vp: scoreOf(after, i).total }),
          ),
        },
      }),
    );
  }
  return out;
}
