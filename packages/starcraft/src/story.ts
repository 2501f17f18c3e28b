/**
 * The story of an action: what happened because of it, in public words, for the log. The
 * action's own words (describe.ts) say what the player did; these sentences say what followed —
 * a battle starting, each skirmish's revealed cards and result, losses, retreats, the winner,
 * automatic event draws, conquest points, eliminations, a new round, phase or stage, victory.
 * Built by comparing the state before and after the action, as data (story-lines.ts: message
 * ids and the ids of the things named) so each reader's client can tell it in its language;
 * story-english.ts gives the server's English words. Nothing hidden is told: combat cards are
 * named only once revealed by a skirmish, drawn event cards only counted.
 */
import type { PlayerId } from "@koprulu/engine";
import type { StarcraftAction } from "./actions";
import { type BattleAction, type BattleState, battleApply } from "./combat";
import { stage } from "./queries";
import type { StarcraftState } from "./state";
import { storyText } from "./story-english";
import { nested, type StoryArg, type StoryId, type StoryLine, seatRef, storyLine } from "./story-lines";

const PHASE_LINES: Record<string, StoryId> = {
  planning: "phase-planning",
  execution: "phase-execution",
  regrouping: "phase-regrouping",
};
const END_LINES: Record<string, StoryId> = {
  elimination: "end-elimination",
  "round-limit": "end-round-limit",
  "end-draws-near": "end-end-draws-near",
  "normal-victory": "end-normal-victory",
  "special-victory": "end-special-victory",
};

export { playerName } from "./names";

/** Lines for a battle's public log entries `from` onwards (unit ids resolved in `b0`). */
export function battleStory(s: StarcraftState, b0: BattleState, b: BattleState, from: number): StoryLine[] {
  const owner = (unit: number): PlayerId | null => {
    for (const battle of [b0, b])
      for (const side of battle.sides) if (side.units.some((u) => u.id === unit)) return side.player;
    return s.units.find((u) => u.id === unit)?.owner ?? null;
  };
  const typeOf = (unit: number): StoryArg => {
    for (const battle of [b0, b])
      for (const side of battle.sides) {
        const u = side.units.find((x) => x.id === unit);
        if (u) return { unit: u.type };
      }
    const u = s.units.find((x) => x.id === unit);
    return u ? { unit: u.type } : nested("some-unit");
  };
  const whose = (unit: number): StoryArg => {
    const p = owner(unit);
    return p === null ? typeOf(unit) : nested("owned-unit", { seat: seatRef(p), unit: typeOf(unit) });
  };
  const sideSeat = (side: unknown) => seatRef(b.sides[Number(side) === 1 ? 1 : 0].player);
  const out: StoryLine[] = [];
  for (const e of b.log.slice(from)) {
    switch (e.event) {
      case "draw":
        out.push(
          storyLine("battle-draw", {
            attacker: sideSeat(0),
            attackerCards: Number(e.attacker),
            defender: sideSeat(1),
            defenderCards: Number(e.defender),
          }),
        );
        break;
      case "skirmish": {
        const k = Number(e.skirmish);
        const sk = b.skirmishes[k];
        const report = sk?.report;
        if (!sk || !report) break;
        const fighter = (side: 0 | 1): StoryArg => {
          const front = sk.front[side];
          const card = report.combat[side];
          const reinf = report.reinforcement[side];
          const args: Record<string, StoryArg> = {
            who: front === null ? sideSeat(side) : whose(front),
            card: card ? { card } : nested("no-card"),
            ...(reinf ? { reinforcement: { card: reinf } } : {}),
            attack: report.attack[side],
            health: report.health[side],
          };
          return nested(reinf ? "fighter-reinforced" : "fighter", args);
        };
        const hits = ([0, 1] as const).filter((side) => report.hit[side]);
        const result =
          hits.length === 0
            ? nested("skirmish-no-hit")
            : hits.length === 2
              ? nested("skirmish-both-hit")
              : nested("skirmish-hit", { seat: sideSeat(hits[0]) });
        out.push(storyLine("skirmish", { n: k + 1, a: fighter(0), b: fighter(1), result }));
        break;
      }
      case "destroyed":
        out.push(storyLine("destroyed", { unit: whose(Number(e.unit)) }));
        break;
      case "withdrawn":
        out.push(storyLine("withdrawn", { unit: whose(Number(e.unit)), area: { area: String(e.area) } }));
        break;
      case "retreat": {
        const units = (e.units as number[]) ?? [];
        const to = e.to as { area?: string } | null;
        const what: StoryArg = units.length ? { list: units.map(typeOf) } : nested("no-unit");
        out.push(
          to?.area
            ? storyLine("retreat-to", { seat: sideSeat(e.side), units: what, area: { area: to.area } })
            : storyLine("retreat", { seat: sideSeat(e.side), units: what }),
        );
        break;
      }
      case "base-destroyed":
        out.push(storyLine("base-destroyed", { seat: sideSeat(e.side) }));
        break;
      case "worker-destroyed":
        out.push(storyLine("worker-destroyed", { seat: sideSeat(e.side) }));
        break;
      case "battle-canceled":
        out.push(storyLine("battle-canceled"));
        break;
      case "mind-control":
        out.push(storyLine("mind-control", { seat: sideSeat(e.side), unit: typeOf(Number(e.unit)) }));
        break;
      case "splash":
        if (Number(e.victims) > 0) out.push(storyLine("splash", { seat: sideSeat(e.side) }));
        break;
      case "reshuffle":
        out.push(storyLine("reshuffle", { seat: sideSeat(e.side) }));
        break;
    }
  }
  if (b.phase === "done" && b0.phase !== "done") {
    const [att, def] = b.sides;
    const attackerWon = att.units.length > 0 && def.units.length === 0;
    const winner = attackerWon ? att.player : def.player;
    const loser = attackerWon ? def.player : att.player;
    out.push(
      storyLine(attackerWon ? "battle-won" : "battle-repelled", {
        winner: seatRef(winner),
        area: { area: b.area },
        loser: seatRef(loser),
      }),
    );
  }
  return out;
}

/** What followed `a` (the state went from `before` to `after`), as lines of data. */
export function storyLines(
  before: StarcraftState,
  player: PlayerId,
  a: StarcraftAction,
  after: StarcraftState,
): StoryLine[] {
  const out: StoryLine[] = [];
  // a battle starts
  if (!before.battle && after.battle) {
    const [att, def] = after.battle.sides;
    out.push(
      storyLine("battle-start", {
        area: { area: after.battle.area },
        attacker: seatRef(att.player),
        defender: seatRef(def.player),
      }),
    );
    out.push(...battleStory(after, after.battle, after.battle, 1));
  }
  // a battle goes on (or ends): its new public log entries, and the winner
  if (before.battle && a.type.startsWith("battle-")) {
    const b = after.battle && after.battle.log.length >= before.battle.log.length ? after.battle : null;
    const next = b ?? battleApply(before.battle, player, a as BattleAction);
    out.push(...battleStory(before, before.battle, next, before.battle.log.length));
  }
  // automatic event draws (the action's own words already tell an explicit draw)
  const ownDraw = a.type === "draw-event-instead" || (a.type === "research-gold" && a.choice === "event");
  after.players.forEach((p, i) => {
    const drawn = p.events.length - (before.players[i]?.events.length ?? 0);
    if (drawn > 0 && !(ownDraw && i === player))
      out.push(storyLine("event-draw", { seat: seatRef(i), count: drawn }));
  });
  // conquest points
  after.players.forEach((p, i) => {
    const gained = p.cp - (before.players[i]?.cp ?? 0);
    if (gained > 0) out.push(storyLine("cp", { seat: seatRef(i), count: gained, total: p.cp }));
  });
  // eliminations
  after.players.forEach((p, i) => {
    if (p.eliminated && !before.players[i]?.eliminated)
      out.push(storyLine("eliminated", { seat: seatRef(i) }));
  });
  // new round, phase, stage
  if (after.round > before.round && after.phase !== "over")
    out.push(storyLine("round", { round: after.round }));
  if (after.phase !== before.phase && PHASE_LINES[after.phase] && before.phase !== "over")
    out.push(storyLine(PHASE_LINES[after.phase]));
  if (before.phase !== "setup" && after.phase !== "over") {
    const s0 = stage(before);
    const s1 = stage(after);
    if (s1 > s0) out.push(storyLine("stage", { stage: s1 }));
  }
  // victory
  if (after.phase === "over" && before.phase !== "over") {
    const winners = after.winners ?? [];
    const reason = after.endReason ?? "";
    const why: StoryArg | null = END_LINES[reason] ? nested(END_LINES[reason]) : reason || null;
    const args = { winners: { list: winners.map(seatRef) }, count: winners.length };
    out.push(
      winners.length === 0
        ? storyLine("game-over-nobody")
        : why === null
          ? storyLine("game-over", args)
          : storyLine("game-over-why", { ...args, why }),
    );
  }
  return out;
}

/** What followed `a`, as English sentences (the server's log words). */
export function story(
  before: StarcraftState,
  player: PlayerId,
  a: StarcraftAction,
  after: StarcraftState,
): string[] {
  return storyLines(before, player, a, after).map((l) => storyText(after, l));
}
