/**
 * StarCraft Lite as a Koprulu ruleset (`starcraft-lite`): the engine's contract over `LiteState`.
 * `validate` is the engine's strict validate (`strictRules`): exactly the enumerated actions are accepted.
 */
import {
  checkSimultaneous,
  committedCount,
  type Decision,
  type Outcome,
  type PlayerId,
  type Ruleset,
  redactOpenCommitments,
  ruleError,
  simultaneousPending,
  strictRules,
} from "@koprulu/engine";
import { planetAreas } from "@koprulu/starcraft/board";
import { liteApply, liteLegalActions, litePending, liteResult } from "../battle/battle";
import type { LiteBattleAction } from "../battle/types";
import type { LiteAction } from "./actions";
import { battlesFinishedDuring, copyBack } from "./battles";
import { applyBuild, buildLimitError, figuresError, legalBuild } from "./build";
import { determinizeLite } from "./determinize";
import { liteDraft } from "./draft";
import { applyEvent, legalEvents, stormLosses } from "./events";
import { explainLite } from "./explain";
import { applyGalaxy, legalGalaxy } from "./galaxy";
import { harvestable as harvestableAreas } from "./hotspots";
import { applyMobilizeMove, legalMobilize } from "./mobilize";
import { defaultLiteOptions, validateLiteOptions } from "./options";
import { applyPayment, legalPayment } from "./payment";
import { askTrim, endBuild, endMobilize, runBattles } from "./phases";
import { nextHarvester, startMobilize } from "./regrouping";
import {
  homeCandidates,
  placeHomeBase,
  placeStartUnit,
  STARTING_UNITS,
  setupLite,
  startHomes,
  startTransportRoutes,
  startUnitAreas,
  takeHomeResources,
} from "./setup";
import { standing } from "./standing";
import type { LiteOptions, LiteState } from "./state";
import { liteBattlesFinished, liteTellAction } from "./story";
import { applyTechnology, legalTechnology } from "./technology";
import { type LiteView, liteStateView } from "./view";

function pending(s: LiteState): Decision[] {
  const f = s.frame;
  switch (f.kind) {
    case "galaxy":
      return [
        {
          player: s.board.firstPlayer,
          kind: `galaxy-${f.step}`,
          prompt:
            f.step === "rotate"
              ? "Turn the revealed planet to connect it"
              : f.step === "expand"
                ? "Choose the planet whose free connections are filled next"
                : "Pair free connections into warp points",
        },
      ];
    case "home":
      return [
        {
          player: f.queue[0],
          kind: "home",
          prompt:
            f.remaining === null
              ? "Choose your home planet and base area"
              : f.remaining.length > 0
                ? "Place your starting units on your home planet"
                : "Place your transport on a route around your home planet",
        },
      ];
    case "mobilize":
      return [{ player: f.player, kind: "mobilize", prompt: "Move your units" }];
    case "technology":
      return s.tech
        ? simultaneousPending(s.tech, "research", "Choose an upgrade (hidden until all have chosen)")
        : [];
    case "build":
      return [{ player: f.player, kind: "build", prompt: "Build" }];
    case "pay":
      return [{ player: f.player, kind: "pay", prompt: "Place the workers that pay" }];
    case "battle":
      return s.battle ? litePending(s.battle) : [];
    case "trim":
      return [
        {
          player: f.player,
          kind: "trim",
          prompt: `Over the limit after the battle: destroy ${f.count} of your units`,
        },
      ];
    case "harvest":
      return [{ player: f.queue[0], kind: "harvest", prompt: "Harvest hot spots (one worker per CP)" }];
    case "events":
      if (f.current?.losses?.length)
        return [
          {
            player: f.current.losses[0].player,
            kind: "storm-loss",
            prompt: "Energy Storm: choose your unit that is destroyed",
          },
        ];
      return [{ player: f.queue[0], kind: "play-event", prompt: "Play an event card, or pass" }];
    case "over":
      return [];
  }
}

function legalActions(s: LiteState, p: PlayerId): LiteAction[] {
  const f = s.frame;
  switch (f.kind) {
    case "galaxy":
      return legalGalaxy(s, p);
    case "home":
      if (f.queue[0] !== p) return [];
      if (f.remaining === null)
        return homeCandidates(s, p).flatMap((planet) =>
          planetAreas(s.board, planet).map((a) => ({ type: "home", area: a.id }) as LiteAction),
        );
      if (f.remaining.length > 0)
        return startUnitAreas(s, p).map((area) => ({ type: "place-unit", area }) as LiteAction);
      return startTransportRoutes(s, p).map((route) => ({ type: "place-transport", route }) as LiteAction);
    case "mobilize":
      return f.player === p ? legalMobilize(s, p) : [];
    case "technology":
      return s.tech?.asked.includes(p) && s.tech.choices[p] === null ? legalTechnology(s, p) : [];
    case "build":
      return f.player === p ? legalBuild(s, p) : [];
    case "pay":
      return legalPayment(s, p);
    case "battle":
      return s.battle ? liteLegalActions(s.battle, p) : [];
    case "trim":
      return f.player === p
        ? s.board.units
            .filter((u) => u.area === f.area && u.owner === p)
            .map((u) => ({ type: "trim", unit: u.id }) as LiteAction)
        : [];
    case "harvest":
      return f.queue[0] === p ? harvestActions(s, p) : [];
    case "events":
      if (f.current?.losses?.length) return f.current.losses[0].player === p ? stormLosses(s, p) : [];
      return f.queue[0] === p ? legalEvents(s, p) : [];
    case "over":
      return [];
  }
}

function harvestActions(s: LiteState, p: PlayerId): LiteAction[] {
  const f = s.frame as Extract<LiteState["frame"], { kind: "harvest" }>;
  return [
    ...harvestableAreas(s, p, f.taken).map((area) => ({ type: "harvest", area }) as LiteAction),
    { type: "end-harvest" },
  ];
}

/** The ruleset's own checks before strict enumeration: specific codes for the common mistakes. */
function check(s: LiteState, p: PlayerId, a: unknown) {
  if (s.frame.kind === "over") return ruleError("game-over", "The game is over.", "L-R7");
  if (s.frame.kind === "technology" && s.tech) return checkSimultaneous(s.tech, p);
  const asked = pending(s).some((d) => d.player === p);
  if (!asked) return ruleError("not-your-decision", `Seat ${p} is not asked now.`, "L-R2");
  if (typeof a !== "object" || a === null)
    return ruleError("malformed-action", "An action is an object.", "engine");
  return buildLimitError(s, p, a as LiteAction) ?? figuresError(s, p, a as LiteAction);
}

function apply(s: LiteState, p: PlayerId, a: LiteAction): LiteState {
  const d = liteDraft(s);
  const f = s.frame;
  switch (f.kind) {
    case "galaxy":
      if (applyGalaxy(d, a)) startHomes(d);
      break;
    case "home": {
      if (a.type === "home") {
        placeHomeBase(d.board, p, a.area);
        d.frame = { ...f, remaining: [...STARTING_UNITS[d.players[p].race]] };
      } else if (a.type === "place-unit" && f.remaining) {
        placeStartUnit(d.board, p, f.remaining[0], a.area);
        d.frame = { ...f, remaining: f.remaining.slice(1) };
      } else if (a.type === "place-transport") {
        d.board.transports = [...d.board.transports, { owner: p, route: a.route }];
        const queue = f.queue.slice(1);
        if (queue.length > 0) d.frame = { kind: "home", queue, remaining: null };
        else {
          takeHomeResources(d.board);
          startMobilize(d);
        }
      }
      break;
    }
    case "mobilize":
      if (a.type === "end-mobilize") endMobilize(d, p);
      else applyMobilizeMove(d, p, a);
      break;
    case "technology":
      if (a.type === "research") applyTechnology(d, p, a.unit);
      break;
    case "build":
      if (a.type === "end-build") endBuild(d, p);
      else applyBuild(d, p, a);
      break;
    case "pay":
      if (a.type === "place-worker") applyPayment(d, p, a.source);
      break;
    case "battle": {
      const b = liteApply(s.battle!, p, a as LiteBattleAction);
      const r = liteResult(b);
      if (!r) {
        d.battle = b;
        break;
      }
      copyBack(d, b, r);
      if (!askTrim(d, b.input.area, f.mover, f.queue, f.resume)) runBattles(d, f.mover, f.queue, f.resume);
      break;
    }
    case "trim":
      if (a.type === "trim") {
        d.board.units = d.board.units.filter((u) => u.id !== a.unit);
        if (f.count > 1) d.frame = { ...f, count: f.count - 1 };
        else runBattles(d, f.mover, f.queue, f.resume);
      }
      break;
    case "harvest":
      if (a.type === "harvest") {
        const pl = d.board.players[p];
        d.board.players[p] = {
          ...pl,
          workerPool: pl.workerPool - 1,
          workersUnavailable: pl.workersUnavailable + 1,
          cp: pl.cp + 1,
        };
        d.hotSpots[a.area]--;
        if (d.hotSpots[a.area] <= 0) delete d.hotSpots[a.area];
        d.frame = { ...f, taken: [...f.taken, a.area] };
        if (harvestableAreas(d, p, (d.frame as typeof f).taken).length === 0) nextHarvester(d);
      } else nextHarvester(d);
      break;
    case "events":
      applyEvent(d, p, a);
      break;
    case "over":
      break;
  }
  return d;
}

/**
 * The action's line and story. The state keeps only the last finished battle: when the action
 * finished several (one mobilization, several contested areas), it is re-run under watch so each
 * is told.
 */
export function tellLiteAction(s: LiteState, player: PlayerId, a: LiteAction, after: LiteState) {
  const finished =
    liteBattlesFinished(s, after) > 1 ? battlesFinishedDuring(() => apply(s, player, a)).battles : undefined;
  return liteTellAction(s, player, a, after, finished);
}

/** The action's log line in English (the text of `tellAction`, so the two never disagree). */
export function describeLiteAction(s: LiteState, player: PlayerId, a: LiteAction): string {
  return tellLiteAction(s, player, a, apply(s, player, a)).text;
}

function outcome(s: LiteState): Outcome | null {
  if (s.phase !== "over" || !s.winners) return null;
  const scores = s.board.players.map((p) => p.cp);
  // The score is conquest points only; their sources are not recorded (one category per seat).
  return {
    winners: s.winners,
    reason: s.endReason ?? "over",
    scores,
    breakdown: scores.map((cp) => ({ conquestPoints: cp })),
  };
}

export const starcraftLite: Ruleset<LiteState, LiteAction, LiteOptions, LiteView> = {
  id: "starcraft-lite",
  minPlayers: 2,
  maxPlayers: 6,
  defaultOptions: defaultLiteOptions,
  validateOptions: validateLiteOptions,
  players: (s) => s.players.length,
  setup: setupLite,
  pending,
  ...strictRules<LiteState, LiteAction>(check, legalActions),
  apply,
  view: liteStateView,
  outcome,
  standing,
  determinize: determinizeLite,
  // The open Technology choices are the last log entries (one action each): hidden from the others.
  viewLog: (s, log, viewer) =>
    s.tech ? redactOpenCommitments(log, committedCount(s.tech), viewer) : log.slice(),
  // The log line in English and what followed it as data (story-lines.ts), told by each client.
  tellAction: tellLiteAction,
  explain: (s, p) => explainLite(s, p, legalActions(s, p)),
  describeAction: describeLiteAction,
};
