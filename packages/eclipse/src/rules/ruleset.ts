/**
 * Ruleset `eclipse`: Eclipse (1st edition) with every faction as Terrans (issue 18). The engine
 * contract is in packages/engine/README.md; the rules checklist is the spec's E-… ids.
 */
import { type Decision, type PlayerId, type Ruleset, ruleError, strictRules } from "@koprulu/engine";
import { battleApply, battleLegalActions, battlePending } from "../combat/battle";
import type { BattleAction } from "../combat/types";
import { actionPhaseLegal, applyActionPhase, finishAction, upgradeChoices } from "./actions";
import { cloneJson } from "./clone";
import { abandonHex, applyColonize, colonizeOptions, greyStep } from "./colonize";
import { tellAction } from "./describe";
import { answer, answerOptions, proposalProblem, reputationRoom } from "./diplomacy";
import { applyDiscovery } from "./discovery";
import { blueprintProblems, withPart } from "./economy";
import { explainEclipse } from "./explain";
import {
  afterBombing,
  applyClaim,
  bankruptOptions,
  battlesFoughtUnseen,
  claimOptions,
  finishBattle,
  killCube,
  nextClaim,
  nextUpkeep,
  reputationSlots,
  startReputation,
} from "./phases";
import { finalOutcome } from "./scoring";
import { setupGame } from "./setup";
import { speciesChoices, tradeRateOf } from "./species";
import { applySpeciesChoice, speciesOptionProblem } from "./species-setup";
import { standing } from "./standing";
import { unseenBattleCount } from "./story";
import type { EclipseAction, EclipseOptions, EclipseState } from "./types";
import { determinizeView, type EclipseView, viewOf } from "./view";

export const ECLIPSE_RULES = "Eclipse 1st edition, German quick reference";

export function defaultOptions(players: number): EclipseOptions {
  return { players, rounds: 9 };
}

export function validateOptions(o: unknown) {
  const opts = o as Partial<EclipseOptions> | null;
  if (typeof opts !== "object" || opts === null)
    return ruleError("bad-options", "Options must be an object.", "E-S1");
  const extra = Object.keys(opts).filter((k) => k !== "players" && k !== "rounds" && k !== "species");
  if (extra.length > 0) return ruleError("bad-options", `Unknown option(s): ${extra.join(", ")}.`, "E-S1");
  if (!Number.isInteger(opts.players) || opts.players! < 2 || opts.players! > 6)
    return ruleError("bad-players", "Eclipse is for 2 to 6 players.", "E-S1");
  if (opts.rounds !== undefined && (!Number.isInteger(opts.rounds) || opts.rounds < 1 || opts.rounds > 9))
    return ruleError("bad-rounds", "Eclipse lasts 9 rounds (1–9 for shortened games).", "E-S1");
  const species = speciesOptionProblem(opts.species, opts.players!);
  if (species) return ruleError("bad-species", species, "E-S9");
  return null;
}

export function pending(s: EclipseState): Decision[] {
  if (s.phase === "over") return [];
  const step = s.step;
  switch (step.kind) {
    case "battle":
      return battlePending(step.battle);
    case "kill-cubes":
      return [{ player: step.attacker, kind: "kill-cubes", prompt: "Choose which cubes your ships destroy" }];
    case "reputation":
      return [{ player: step.player, kind: "reputation", prompt: "Keep one reputation tile" }];
    case "diplomacy":
      return [{ player: step.partner, kind: "diplomacy", prompt: "Accept or decline relations" }];
    case "species":
      return [{ player: step.order[0]!, kind: "species", prompt: PROMPTS.species! }];
    default:
      return [{ player: s.turn, kind: step.kind, prompt: PROMPTS[step.kind] ?? step.kind }];
  }
}

const PROMPTS: Record<string, string> = {
  turn: "Take an action, a reaction, or pass",
  species: "Choose your species",
  "explore-more": "Explore again, or end the action",
  "research-more": "Research another technology, or end the action",
  "grey-cubes": "Choose the track each cube from a grey square goes back to",
  "explore-place": "Place the explored sector (choose its rotation) or discard it",
  "explore-influence": "Take control of the new sector?",
  discovery: "Use the discovery tile or keep it for 2 VP",
  "discovery-part": "Put the Ancient part on a blueprint",
  influence: "Move influence discs, flip colony ships",
  "artifact-key": "Artifact Key: choose the resource",
  upgrade: "Upgrade blueprints",
  build: "Build ships and structures",
  move: "Move ships",
  colonize: "Use colony ships",
  claim: "Place influence discs in sectors your ships hold",
  "upkeep-colonize": "Upkeep: use colony ships",
  bankrupt: "Upkeep: you cannot pay — trade or abandon sectors",
};

export function legalActions(s: EclipseState, seat: PlayerId): EclipseAction[] {
  if (s.phase === "over") return [];
  const step = s.step;
  switch (step.kind) {
    case "battle":
      return battleLegalActions(step.battle, seat) as EclipseAction[];
    case "kill-cubes": {
      if (seat !== step.attacker) return [];
      const cubes = s.hexes[step.pos]!.cubes;
      const seen = new Set<string>();
      const out: EclipseAction[] = [];
      cubes.forEach((c, index) => {
        if (seen.has(c.resource)) return;
        seen.add(c.resource);
        out.push({ type: "kill-cube", index });
      });
      return out;
    }
    case "reputation": {
      if (seat !== step.player) return [];
      const p = s.players[seat]!;
      const room = reputationRoom(p);
      // Ambassadors may fill every slot a tile could take: then only discarding is left.
      const values = room > 0 ? [...new Set(step.drawn)].sort((a, b) => a - b) : [];
      const out: EclipseAction[] = values.map((value) => ({ type: "reputation-keep", value }));
      if (s.players[seat]!.reputation.length >= reputationSlots(s, seat))
        out.push({ type: "reputation-discard" });
      return out;
    }
    case "diplomacy":
      return answerOptions(s, seat);
    case "species":
      if (seat !== step.order[0]) return [];
      return speciesChoices(s).map((species) => ({ type: "species" as const, species }));
    case "claim":
      if (seat !== s.turn) return [];
      return [
        ...claimOptions(s, seat).map((pos) => ({ type: "claim" as const, pos })),
        { type: "claim-done" },
      ];
    case "upkeep-colonize":
      if (seat !== s.turn) return [];
      return [...colonizeOptions(s, seat), { type: "colonize-done" }];
    case "bankrupt":
      if (seat !== s.turn) return [];
      return bankruptOptions(s, seat);
    default:
      return actionPhaseLegal(s, seat);
  }
}

/** The ruleset's own refusals, with specific codes, before the strict enumeration check. */
function check(s: EclipseState, seat: PlayerId, a: unknown) {
  if (s.phase === "over") return ruleError("game-over", "The game is over.", "E-S1");
  if (!pending(s).some((d) => d.player === seat))
    return ruleError("not-your-decision", "It is not your turn to decide.", "E-R2");
  const act = a as EclipseAction;
  const p = s.players[seat]!;
  if (act.type === "diplomacy-propose" && s.step.kind === "turn") {
    const problem = proposalProblem(s, seat, act.to);
    if (problem) return problem;
  }
  if (act.type === "trade" && typeof act.from === "string" && p[act.from] < tradeRateOf(p))
    return ruleError("cannot-trade", `Trading needs ${tradeRateOf(p)} ${act.from}.`, "E-R8");
  if (act.type === "species" && s.step.kind === "species" && !speciesChoices(s).includes(act.species))
    return ruleError(
      "species-taken",
      "That species is taken (each alien once; Terrans while a colour is free).",
      "E-S9",
    );
  if (
    act.type === "upgrade-part" &&
    s.step.kind === "upgrade" &&
    s.step.hull !== null &&
    s.step.slot !== null
  ) {
    const problems = blueprintProblems(s.step.hull, withPart(p, s.step.hull, s.step.slot, act.part));
    if (problems.length > 0)
      return ruleError("blueprint-invalid", `That design is not allowed: ${problems.join("; ")}.`, "E-A4");
    if (
      !upgradeChoices(s, seat, s.step, s.step.hull, s.step.slot).some(
        (x) => x.type === "upgrade-part" && x.part === act.part,
      )
    )
      return ruleError(
        "part-unavailable",
        "You lack the technology for that part, or the supply is empty.",
        "E-A4",
      );
  }
  const fromMenu = s.step.kind === "turn";
  if (fromMenu && (act.type === "explore" || act.type === "influence" || act.type === "research") && p.passed)
    return ruleError(
      "passed-reactions-only",
      "After passing only Upgrade, Build and Move reactions remain.",
      "E-R4",
    );
  if (
    fromMenu &&
    (act.type === "explore" ||
      act.type === "influence" ||
      act.type === "research" ||
      act.type === "upgrade") &&
    p.discsOnTrack === 0
  )
    return ruleError("no-influence-disc", "Every action needs an influence disc from the track.", "E-A7");
  return null;
}

/**
 * A new state; `s` stays as it was. The action is copied too (a few fields), so that no state
 * ever holds a part of an action the caller keeps: a search may change this result in place
 * later (`applyInPlace`) while it keeps the action in its tree.
 */
export function apply(s: EclipseState, seat: PlayerId, a: EclipseAction): EclipseState {
  return applyToOwn(cloneJson(s), seat, cloneJson(a));
}

/**
 * `apply` on a state the caller owns outright (the engine's `applyInPlace`: the states of a
 * search's iteration after its first copy), without `apply`'s copy of the whole state, which was
 * 30–40% of an Eclipse search's time.
 */
export function applyInPlace(s: EclipseState, seat: PlayerId, a: EclipseAction): EclipseState {
  return applyToOwn(s, seat, cloneJson(a));
}

/** The rules of every action, changing `s` itself: callers hand it a state no one else holds. */
function applyToOwn(s: EclipseState, seat: PlayerId, a: EclipseAction): EclipseState {
  const step = s.step;
  switch (step.kind) {
    case "battle": {
      const b = battleApply(step.battle, seat, a as BattleAction);
      s.step = { ...step, battle: b };
      if (battlePending(b).length === 0) finishBattle(s);
      return s;
    }
    case "kill-cubes": {
      if (a.type !== "kill-cube") return s;
      killCube(s, step.pos, a.index);
      const left = step.kills - 1;
      if (left > 0 && s.hexes[step.pos]!.cubes.length > 0) {
        s.step = { ...step, kills: left };
        return s;
      }
      afterBombing(s, step.pos);
      startReputation(s, step.queue);
      return s;
    }
    case "reputation": {
      const p = s.players[seat]!;
      const drawn = [...step.drawn];
      if (a.type === "reputation-keep") {
        drawn.splice(drawn.indexOf(a.value), 1);
        if (p.reputation.length >= reputationSlots(s, seat)) {
          const lowest = Math.min(...p.reputation);
          p.reputation.splice(p.reputation.indexOf(lowest), 1);
          drawn.push(lowest);
        }
        p.reputation.push(a.value);
        p.reputation.sort((x, y) => x - y);
      }
      s.reputationBag.push(...drawn);
      startReputation(s, step.queue);
      return s;
    }
    case "claim":
      if (a.type === "claim") applyClaim(s, seat, a.pos);
      else {
        s.upkeepQueue.shift();
        s.step = { kind: "turn" };
        nextClaim(s);
      }
      return s;
    case "upkeep-colonize":
      if (a.type === "colonize") applyColonize(s, seat, a);
      else nextUpkeep(s);
      return s;
    case "bankrupt":
      if (a.type === "bankrupt-trade") {
        s.players[seat]![a.from] -= tradeRateOf(s.players[seat]!);
        s.players[seat]!.money += 1;
      } else if (a.type === "bankrupt-abandon") {
        // Grey-square cubes go back to the tracks the player chooses, then Upkeep goes on.
        const grey = abandonHex(s, a.pos);
        if (grey > 0) {
          s.step = greyStep(seat, grey, step);
          return s;
        }
      }
      nextUpkeep(s);
      return s;
    case "species":
      if (a.type === "species") applySpeciesChoice(s, seat, a.species);
      return s;
    case "discovery":
    case "discovery-part":
      if (applyDiscovery(s, seat, a)) finishAction(s, seat);
      return s;
    case "diplomacy":
      answer(s, a);
      return s;
    default:
      applyActionPhase(s, seat, a);
      return s;
  }
}

/** True when the action drew or revealed something hidden (no undo past it). */
function hiddenKey(s: EclipseState): string {
  return JSON.stringify([
    s.rng,
    s.step.kind === "battle" ? s.step.battle.rng : null,
    s.stacks.inner.length,
    s.stacks.middle.length,
    s.stacks.outer.length,
    s.techBag.length,
    s.discoveryBag.length,
    s.reputationBag.length,
    Object.values(s.hexes).filter((h) => h.discovery !== null).length,
  ]);
}

/**
 * The action's line and story (describe.ts, story.ts). A battle fought from its start to its end
 * with no decision leaves no state behind: the action is re-run under watch to tell it in full
 * (only when such a battle was fought, so most actions cost nothing more).
 */
export function tellEclipseAction(s: EclipseState, seat: PlayerId, a: EclipseAction, after: EclipseState) {
  const unseen = unseenBattleCount(s, after) > 0 ? battlesFoughtUnseen(() => apply(s, seat, a)).battles : [];
  return tellAction(s, seat, a, after, unseen);
}

/** The action's log line in English: what the player did and what followed (describe.ts, story.ts). */
export function describeAction(s: EclipseState, seat: PlayerId, a: EclipseAction): string {
  return tellEclipseAction(s, seat, a, apply(s, seat, a)).text;
}

export const eclipse: Ruleset<EclipseState, EclipseAction, EclipseOptions, EclipseView> = {
  id: "eclipse",
  minPlayers: 2,
  maxPlayers: 6,
  defaultOptions,
  validateOptions,
  players: (s) => s.players.length,
  setup(options, seed) {
    const err = validateOptions(options);
    if (err) throw new Error(err.message);
    return setupGame({ ...defaultOptions(options.players), ...options }, seed);
  },
  pending,
  ...strictRules(check, legalActions),
  apply,
  applyInPlace,
  view: viewOf,
  outcome: (s) => (s.phase === "over" ? finalOutcome(s) : null),
  standing,
  determinize: (view, viewer, rng) => determinizeView(view, viewer as PlayerId, rng),
  revealsInformation: (before, after) => hiddenKey(before) !== hiddenKey(after),
  // The value of a kept reputation tile is its owner's secret (E-P1): others see that one was kept.
  viewLog: (_s, log, viewer) =>
    log.map((e) =>
      e.action.type === "reputation-keep" && e.player !== viewer
        ? { player: e.player, action: { type: "hidden" } }
        : e,
    ),
  describeAction,
  // The same line, and its story as data (story-lines.ts) for clients of other languages.
  tellAction: tellEclipseAction,
  // Why a research, build or part the player may look for is not offered (explain.ts).
  explain: explainEclipse,
};
