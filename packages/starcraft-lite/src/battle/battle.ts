/**
 * The Lite battle as a sub-game: start / pending / legal actions / validate / apply / result.
 * Each phase (Nydus Canal, a round's steps 1–10, the step-11 retreat) is a pure function of the
 * position and a tape of answers: applying an action appends the answer and replays the phase
 * until it needs a new answer (the pending decision) or the dice (rolled once from the PRNG and
 * kept on the tape). The odds code runs the very same phase functions with a policy.
 */
import {
  cloneState,
  type Decision,
  EngineErrors,
  Rng,
  type RngState,
  type RuleError,
  ruleError,
  type Viewer,
} from "@koprulu/engine";
import { type BattleContext, makeContext } from "./context";
import { rollDice } from "./dice";
import { battleOver, nydusStep, parseRetreatKey, retreatOptions, retreatStep } from "./retreat";
import { applyRound, type Chooser, type DiceSource, resolveRound } from "./round";
import type {
  Answer,
  ChoiceRequest,
  LiteBattleAction,
  LiteBattleInput,
  LiteBattleResult,
  LiteBattleState,
  Position,
  SideIndex,
} from "./types";

/** After this many rounds the attacker must retreat (a battle that cannot end otherwise). */
export const MAX_ROUNDS = 200;

class NeedChoice {
  constructor(readonly req: ChoiceRequest) {}
}
class NeedDice {}

/** Replays recorded answers; a request with a single legal answer is applied without asking. */
export function replayChooser(answers: readonly Answer[]): Chooser {
  let i = 0;
  return (req) => {
    if (req.options.length === 1) return req.options[0] as Answer;
    if (i < answers.length) return answers[i++] as Answer;
    throw new NeedChoice(req);
  };
}

export function initialPosition(input: LiteBattleInput): Position {
  return {
    units: [input.attacker.units.map((u) => ({ ...u })), input.defender.units.map((u) => ({ ...u }))],
    repaired: [[], []],
    workers: [input.attacker.workers, input.defender.workers],
    nukeUsed: [false, false],
  };
}

export function startLiteBattle(input: LiteBattleInput, rng: RngState): LiteBattleState {
  const ctx = makeContext(input);
  const b: LiteBattleState = {
    kind: "starcraft-lite-battle",
    input: cloneState(input),
    position: initialPosition(input),
    phase: "nydus",
    round: 0,
    tape: { dice: null, answers: [] },
    pending: null,
    reports: [],
    log: {
      destroyed: [],
      withdrawn: [],
      repaired: [],
      retreated: [],
      joined: [],
      workersUnavailable: [0, 0],
      workersDestroyed: [0, 0],
      aftermath: [],
      left: [false, false],
    },
    result: null,
    rng: [...rng] as RngState,
  };
  advance(b, ctx);
  return b;
}

const playerOf = (b: LiteBattleState, s: SideIndex) =>
  s === 0 ? b.input.attacker.player : b.input.defender.player;

export function litePending(b: LiteBattleState): Decision[] {
  if (!b.pending) return [];
  return [{ player: playerOf(b, b.pending.side), kind: `lite-${b.pending.kind}`, prompt: prompt(b.pending) }];
}

function prompt(req: ChoiceRequest): string {
  switch (req.kind) {
    case "nydus":
      return "Nydus Canal: bring a unit into the battle, or pass";
    case "ability":
      return `${req.ability}: choose the unit it affects, or pass`;
    case "recall":
      return "Recall: withdraw every unit to an area with an Arbiter, or pass";
    case "target":
      return `Step ${req.step}: choose the unit to destroy, or hold`;
    case "withdraw":
      return "Step 8: withdraw the destroyed cloaked unit, or let it die";
    case "splash":
      return "Step 9: choose the unit the splash destroys (you must destroy one while you can)";
    case "repair":
      return "Step 10: repair a destroyed mechanical unit (one worker), or pass";
    case "retreat":
      return "Step 11: retreat (optionally lifting off your base), or stay";
  }
}

export function liteLegalActions(b: LiteBattleState, player: number): LiteBattleAction[] {
  const req = b.pending;
  if (!req || playerOf(b, req.side) !== player) return [];
  return req.options.map((choice) => ({ type: `lite-${req.kind}` as const, choice }));
}

export function liteValidate(b: LiteBattleState, player: number, action: unknown): RuleError | null {
  const req = b.pending;
  if (!req)
    return ruleError("battle-over", "The battle asks nothing now.", "A finished battle takes no actions");
  if (playerOf(b, req.side) !== player) return EngineErrors.notAsked(player);
  if (typeof action !== "object" || action === null)
    return EngineErrors.malformed("action must be an object");
  const a = action as { type?: unknown; choice?: unknown };
  if (a.type !== `lite-${req.kind}`)
    return ruleError(
      "wrong-decision",
      `The battle asks for lite-${req.kind}, not ${String(a.type)}.`,
      "Answer the pending decision",
    );
  if (!("choice" in a) || !req.options.some((o) => o === a.choice))
    return illegalAnswer(req, `${JSON.stringify(a.choice)} is not one of ${JSON.stringify(req.options)}.`);
  return null;
}

/** The stable code of an answer not on offer, one per decision kind (`illegal-<kind>`). */
function illegalAnswer(req: ChoiceRequest, message: string): RuleError {
  const rule = ruleOf(req);
  switch (req.kind) {
    case "nydus":
      return ruleError("illegal-nydus", message, rule);
    case "ability":
      return ruleError("illegal-ability", message, rule);
    case "recall":
      return ruleError("illegal-recall", message, rule);
    case "target":
      return ruleError("illegal-target", message, rule);
    case "withdraw":
      return ruleError("illegal-withdraw", message, rule);
    case "splash":
      return ruleError("illegal-splash", message, rule);
    case "repair":
      return ruleError("illegal-repair", message, rule);
    case "retreat":
      return ruleError("illegal-retreat", message, rule);
  }
}

function ruleOf(req: ChoiceRequest): string {
  switch (req.kind) {
    case "target":
      return "A unit destroys only an enemy whose health its attack value reaches (Dark Swarm, Stasis excepted)";
    case "splash":
      return "If you can destroy a unit with the splash you receive, you must";
    case "retreat":
      return "Retreat only to a legal destination; a side of non-attacking assist units must retreat";
    default:
      return `Choose one of the legal answers to ${req.kind}`;
  }
}

export function liteApply(b: LiteBattleState, player: number, action: LiteBattleAction): LiteBattleState {
  const err = liteValidate(b, player, action);
  if (err) throw new Error(`liteApply: ${err.message}`);
  const next = copyToAdvance(b);
  next.tape.answers.push(action.choice);
  advance(next, contextOf(next.input));
  return next;
}

/**
 * A private copy of a battle to advance. The input is fixed when the battle starts (nothing
 * writes to it), so it is shared rather than copied: it is most of a battle's bytes, and search
 * copies the battle at every action (a third of ISMCTS's time in a Lite battle).
 */
function copyToAdvance(b: LiteBattleState): LiteBattleState {
  const next = cloneState({ ...b, input: null }) as unknown as LiteBattleState;
  next.input = b.input; // the same key, so the state's key order (and its JSON) is unchanged
  return next;
}

/**
 * A battle's context depends only on its input (and the default content): built once per input
 * object. For callers that ask it at every decision of a battle (apply, the bots' policy).
 */
const contexts = new WeakMap<LiteBattleInput, BattleContext>();
export function contextOf(input: LiteBattleInput): BattleContext {
  let ctx = contexts.get(input);
  if (!ctx) {
    ctx = makeContext(input);
    contexts.set(input, ctx);
  }
  return ctx;
}

function resetTape(b: LiteBattleState) {
  b.tape = { dice: null, answers: [] };
}

/** Runs phases until a decision is needed or the battle is over. Mutates `b` (a private copy). */
function advance(b: LiteBattleState, ctx: BattleContext): void {
  for (;;) {
    b.pending = null;
    if (b.phase === "done") return;
    const choose = replayChooser(b.tape.answers);
    try {
      if (b.phase === "nydus") {
        const joined = nydusStep(ctx, choose);
        for (const j of joined) {
          const u = ctx.input.defender.nydusUnits!.find((n) => n.id === j.unit)!;
          b.position.units[1].push({ id: u.id, type: u.type });
        }
        b.log.joined = joined;
        b.phase = "round";
        b.round = 1;
      } else if (b.phase === "round") {
        const dice: DiceSource = (needs) => {
          if (needs.length === 0) return {};
          if (b.tape.dice) return b.tape.dice;
          throw new NeedDice();
        };
        const o = resolveRound(ctx, b.position, b.round, choose, dice);
        b.position = applyRound(b.position, o);
        b.reports.push(o.report);
        b.log.destroyed.push(...o.destroyed);
        b.log.withdrawn.push(...o.withdrawn);
        b.log.repaired.push(...o.repaired);
        for (const s of [0, 1] as const) {
          b.log.workersUnavailable[s] += o.workersUsed[s];
          b.log.workersDestroyed[s] += o.workersConsumed[s];
          if (o.nukeFired[s])
            b.log.aftermath.push({ kind: "nuke-fired", player: playerOf(b, s), planet: b.input.planet });
        }
        if (o.recalled) b.log.left[o.recalled.side] = true;
        b.phase = battleOver(b.position, b.log.left) ? "done" : "retreat";
      } else if (b.phase === "leave") {
        // A side that lost the area but kept repaired units takes them away (Lift-off possible).
        for (const s of needsLeave(b)) {
          const options = retreatOptions(ctx, s);
          const key = options.length === 0 ? null : (choose({ kind: "retreat", side: s, options }) as string);
          leave(b, s, key);
        }
        b.phase = "done";
      } else {
        const r = retreatStep(ctx, b.position, choose, b.round >= MAX_ROUNDS);
        if (r) {
          leave(b, r.side, r.key);
          b.phase = "done";
        } else {
          b.round++;
          b.phase = "round";
        }
      }
      resetTape(b);
      if (b.phase === "done" && needsLeave(b).length > 0) b.phase = "leave";
      if (b.phase === "done") {
        finish(b);
        return;
      }
    } catch (e) {
      if (e instanceof NeedChoice) {
        b.pending = e.req;
        return;
      }
      if (e instanceof NeedDice) {
        const rng = new Rng(b.rng);
        const needs: Parameters<DiceSource>[0][number][] = [];
        try {
          resolveRound(ctx, b.position, b.round, replayChooser(b.tape.answers), (n) => {
            needs.push(...n);
            throw new NeedDice();
          });
        } catch (inner) {
          if (!(inner instanceof NeedDice)) throw inner;
        }
        b.tape.dice = rollDice(needs, rng);
        b.rng = rng.state();
        continue;
      }
      throw e;
    }
  }
}

function needsLeave(b: LiteBattleState): SideIndex[] {
  return ([0, 1] as const).filter(
    (s) => !b.log.left[s] && b.position.units[s].length === 0 && b.position.repaired[s].length > 0,
  );
}

/** Side `s` leaves the area: to `key` (with its repaired units, maybe lifting off), or destroyed. */
function leave(b: LiteBattleState, s: SideIndex, key: string | null) {
  const ids = [...b.position.units[s].map((u) => u.id), ...b.position.repaired[s]];
  if (key === null) b.log.destroyed.push(...ids);
  else {
    const d = parseRetreatKey(key);
    for (const unit of ids) b.log.retreated.push({ unit, planet: d.planet, area: d.area });
    if (d.liftOff)
      b.log.aftermath.push({ kind: "lift-off", player: playerOf(b, s), from: b.input.area, to: d.area });
  }
  b.position.units[s] = [];
  b.position.repaired[s] = [];
  b.log.left[s] = true;
}

function finish(b: LiteBattleState) {
  const p = b.position;
  const holds = (s: SideIndex) => !b.log.left[s] && p.units[s].length > 0;
  const winner: 0 | 1 | null = holds(0) && !holds(1) ? 0 : holds(1) && !holds(0) ? 1 : null;
  const aftermath = [...b.log.aftermath];
  if (winner === 0 && aftermath.some((a) => a.kind === "lift-off" && a.player === b.input.defender.player))
    aftermath.push({ kind: "lift-off-cp", player: b.input.attacker.player, cp: 1 });
  const result: LiteBattleResult = {
    winner,
    attackerWon: winner === 0,
    destroyed: [...b.log.destroyed],
    withdrawn: [...b.log.withdrawn],
    retreated: [...b.log.retreated],
    repaired: [...b.log.repaired],
    joined: [...b.log.joined],
    workersUnavailable: {
      [b.input.attacker.player]: b.log.workersUnavailable[0],
      [b.input.defender.player]: b.log.workersUnavailable[1],
    },
    workersDestroyed: {
      [b.input.attacker.player]: b.log.workersDestroyed[0],
      [b.input.defender.player]: b.log.workersDestroyed[1],
    },
    aftermath,
    rounds: b.round,
    rng: b.rng,
  };
  b.result = result;
}

export function liteResult(b: LiteBattleState): LiteBattleResult | null {
  return b.result;
}

/** What a viewer sees: everything except the PRNG state (Lite battles have no hidden cards). */
export type LiteBattleView = Omit<LiteBattleState, "rng"> & { viewerSide: SideIndex | null };

export function liteView(b: LiteBattleState, viewer: Viewer): LiteBattleView {
  const { rng: _rng, ...rest } = b;
  const viewerSide: SideIndex | null =
    viewer === b.input.attacker.player ? 0 : viewer === b.input.defender.player ? 1 : null;
  return { ...cloneState(rest), viewerSide };
}
