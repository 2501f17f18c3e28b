/**
 * The story of an action: what happened because of it, in public words, for the log. The
 * action's own words (describe.ts) say what the player did; these sentences say what followed —
 * a battle starting, each skirmish's revealed cards and result, losses, retreats, the winner,
 * automatic event draws, conquest points, eliminations, a new round, phase or stage, victory.
 * Built by comparing the state before and after the action. Nothing hidden is told: combat
 * cards are named only once revealed by a skirmish, drawn event cards only counted.
 */
import type { PlayerId } from "@koprulu/engine";
import type { StarcraftAction } from "./actions";
import { type BattleAction, type BattleState, battleApply } from "./combat";
import { areaName, combatCardName, factionName, unitTypeName } from "./names";
import { stage } from "./queries";
import type { StarcraftState } from "./state";

const ROMAN = ["", "I", "II", "III"];
const PHASE_WORDS: Record<string, string> = {
  planning: "Planning phase: everyone places orders face down",
  execution: "Execution phase: orders are revealed and carried out",
  regrouping: "Regrouping phase",
};
const END_WORDS: Record<string, string> = {
  elimination: "the last player standing",
  "round-limit": "most conquest points at the round limit",
  "end-draws-near": "The End Draws Near",
  "normal-victory": "conquest points",
  "special-victory": "the faction's special victory",
};

/** A player's name as the log writes it: the faction's leader. */
export function playerName(s: Pick<StarcraftState, "players" | "options">, p: PlayerId): string {
  const f = s.players[p]?.faction;
  return f ? factionName(s, f) : `Seat ${p + 1}`;
}

function joinWords(words: string[]): string {
  if (words.length <= 1) return words[0] ?? "";
  return `${words.slice(0, -1).join(", ")} and ${words[words.length - 1]}`;
}

function plural(n: number, one: string, many = `${one}s`): string {
  return `${n} ${n === 1 ? one : many}`;
}

/** Sentences for a battle's public log entries `from` onwards (unit ids resolved in `b0`). */
export function battleLogWords(s: StarcraftState, b0: BattleState, b: BattleState, from: number): string[] {
  const owner = (unit: number): PlayerId | null => {
    for (const battle of [b0, b])
      for (const side of battle.sides) if (side.units.some((u) => u.id === unit)) return side.player;
    return s.units.find((u) => u.id === unit)?.owner ?? null;
  };
  const typeOf = (unit: number): string => {
    for (const battle of [b0, b])
      for (const side of battle.sides) {
        const u = side.units.find((x) => x.id === unit);
        if (u) return unitTypeName(s, u.type);
      }
    const u = s.units.find((x) => x.id === unit);
    return u ? unitTypeName(s, u.type) : "a unit";
  };
  const whose = (unit: number) => {
    const p = owner(unit);
    return p === null ? typeOf(unit) : `${playerName(s, p)}'s ${typeOf(unit)}`;
  };
  const sideName = (side: unknown) => playerName(s, b.sides[Number(side) === 1 ? 1 : 0].player);
  const out: string[] = [];
  for (const e of b.log.slice(from)) {
    switch (e.event) {
      case "draw":
        out.push(
          `${sideName(0)} draws ${plural(Number(e.attacker), "combat card")}, ${sideName(1)} ${plural(Number(e.defender), "combat card")}`,
        );
        break;
      case "skirmish": {
        const k = Number(e.skirmish);
        const sk = b.skirmishes[k];
        const report = sk?.report;
        if (!sk || !report) break;
        const fighter = (side: 0 | 1) => {
          const front = sk.front[side];
          const card = report.combat[side];
          const reinf = report.reinforcement[side];
          const cards = [
            card ? combatCardName(s, card) : "no card",
            ...(reinf ? [`reinforced by ${combatCardName(s, reinf)}`] : []),
          ];
          return `${front === null ? sideName(side) : whose(front)} (${cards.join(", ")}: attack ${report.attack[side]}, health ${report.health[side]})`;
        };
        const hits = ([0, 1] as const).filter((side) => report.hit[side]).map((side) => sideName(side));
        const result =
          hits.length === 0 ? "no unit falls" : hits.length === 2 ? "both sides hit" : `${hits[0]} hits`;
        out.push(`Skirmish ${k + 1}: ${fighter(0)} against ${fighter(1)} — ${result}`);
        break;
      }
      case "destroyed":
        out.push(`${whose(Number(e.unit))} is destroyed`);
        break;
      case "withdrawn":
        out.push(`${whose(Number(e.unit))} withdraws to ${areaName(s, String(e.area))}`);
        break;
      case "retreat": {
        const units = (e.units as number[]) ?? [];
        const to = e.to as { area?: string } | null;
        out.push(
          `${sideName(e.side)} retreats ${joinWords(units.map(typeOf)) || "no unit"}${to?.area ? ` to ${areaName(s, to.area)}` : ""}`,
        );
        break;
      }
      case "base-destroyed":
        out.push(`${sideName(e.side)} loses the base`);
        break;
      case "worker-destroyed":
        out.push(`${sideName(e.side)} loses a worker`);
        break;
      case "battle-canceled":
        out.push("The battle is canceled");
        break;
      case "mind-control":
        out.push(`${sideName(e.side)} takes control of ${typeOf(Number(e.unit))}`);
        break;
      case "splash":
        if (Number(e.victims) > 0) out.push(`${sideName(e.side)}'s splash damage strikes`);
        break;
      case "reshuffle":
        out.push(`${sideName(e.side)} reshuffles the combat discard pile into a new deck`);
        break;
    }
  }
  if (b.phase === "done" && b0.phase !== "done") {
    const [att, def] = b.sides;
    const attackerWon = att.units.length > 0 && def.units.length === 0;
    const winner = attackerWon ? att.player : def.player;
    const loser = attackerWon ? def.player : att.player;
    out.push(
      `${playerName(s, winner)} wins the battle of ${areaName(s, b.area)} against ${playerName(s, loser)}${
        attackerWon ? "" : " (the attack is repelled)"
      }`,
    );
  }
  return out;
}

/** What followed `a` (the state went from `before` to `after`), as sentences. */
export function story(
  before: StarcraftState,
  player: PlayerId,
  a: StarcraftAction,
  after: StarcraftState,
): string[] {
  const out: string[] = [];
  // a battle starts
  if (!before.battle && after.battle) {
    const [att, def] = after.battle.sides;
    out.push(
      `Battle in ${areaName(after, after.battle.area)}: ${playerName(after, att.player)} attacks ${playerName(after, def.player)}`,
    );
    out.push(...battleLogWords(after, after.battle, after.battle, 1));
  }
  // a battle goes on (or ends): its new public log entries, and the winner
  if (before.battle && a.type.startsWith("battle-")) {
    const b = after.battle && after.battle.log.length >= before.battle.log.length ? after.battle : null;
    const next = b ?? battleApply(before.battle, player, a as BattleAction);
    out.push(...battleLogWords(before, before.battle, next, before.battle.log.length));
  }
  // automatic event draws (the action's own words already tell an explicit draw)
  const ownDraw = a.type === "draw-event-instead" || (a.type === "research-gold" && a.choice === "event");
  after.players.forEach((p, i) => {
    const drawn = p.events.length - (before.players[i]?.events.length ?? 0);
    if (drawn > 0 && !(ownDraw && i === player))
      out.push(`${playerName(after, i)} draws ${drawn === 1 ? "an event card" : `${drawn} event cards`}`);
  });
  // conquest points
  after.players.forEach((p, i) => {
    const gained = p.cp - (before.players[i]?.cp ?? 0);
    if (gained > 0)
      out.push(`${playerName(after, i)} scores ${plural(gained, "conquest point")} (now ${p.cp})`);
  });
  // eliminations
  after.players.forEach((p, i) => {
    if (p.eliminated && !before.players[i]?.eliminated) out.push(`${playerName(after, i)} is eliminated`);
  });
  // new round, phase, stage
  if (after.round > before.round && after.phase !== "over") out.push(`Round ${after.round} begins`);
  if (after.phase !== before.phase && PHASE_WORDS[after.phase] && before.phase !== "over")
    out.push(PHASE_WORDS[after.phase]);
  if (before.phase !== "setup" && after.phase !== "over") {
    const s0 = stage(before);
    const s1 = stage(after);
    if (s1 > s0) out.push(`Stage ${ROMAN[s1]} begins`);
  }
  // victory
  if (after.phase === "over" && before.phase !== "over") {
    const winners = after.winners ?? [];
    const how = END_WORDS[after.endReason ?? ""] ?? after.endReason ?? "";
    out.push(
      winners.length === 0
        ? "Game over: nobody wins"
        : `Game over: ${joinWords(winners.map((w) => playerName(after, w)))} ${winners.length === 1 ? "wins" : "win"}${how ? ` (${how})` : ""}`,
    );
  }
  return out;
}
