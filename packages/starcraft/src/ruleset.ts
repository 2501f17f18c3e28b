/**
 * The `starcraft` Ruleset: dispatch by the state's decision frame. While a battle runs, every
 * call is delegated to the combat module; while a purchase is being paid, to the payment rules.
 */
import {
  type Decision,
  EngineErrors,
  type PlayerId,
  type RuleError,
  type Ruleset,
  simultaneousPending,
  strictRules,
} from "@koprulu/engine";
import type { StarcraftAction } from "./actions";
import {
  battleApply,
  battleApplyOwned,
  battleLegalActions,
  battlePending,
  battleResult,
  battleValidate,
} from "./battle";
import { afterBroodWarAction } from "./brood-war/after-action";
import {
  applyArcturus,
  applyCpToken,
  applyEviction,
  applyHeroPlacement,
  applyInstallation,
  applyLeadership,
  applyLeadershipPlanet,
  applyLeadershipUnits,
  applySacrifice,
  applyTransportRoute,
  checkLeadership,
  endLeadershipBuild,
  legalLeadership,
} from "./brood-war/leadership-choice";
import { checkInstallation, legalInstallationAreas } from "./brood-war/leadership-effects/cerebrate-daggoth";
import { checkArcturus, legalArcturus } from "./brood-war/leadership-effects/emperor-arcturus";
import { checkHeroPlacement, legalHeroPlacements } from "./brood-war/leadership-effects/heroes";
import { checkReorder, legalReorders, reorder } from "./brood-war/leadership-effects/khala-devotee";
import {
  checkLeadershipPlanet,
  legalLeadershipPlanet,
  planetPrompt,
} from "./brood-war/leadership-effects/planet-cards";
import { checkEviction, legalEviction } from "./brood-war/leadership-effects/psi-disruptor";
import { applyDeploy, checkDeploy, legalDeploys } from "./brood-war/leadership-effects/reserve";
import { checkTransportRoute, legalTransportRoutes } from "./brood-war/leadership-effects/return-to-aiur";
import { checkLeadershipUnits, legalLeadershipUnits } from "./brood-war/leadership-effects/scorched-earth";
import { checkCpToken, legalCpTokens } from "./brood-war/leadership-effects/tactical-mastery";
import { checkSacrifice, legalSacrifices } from "./brood-war/leadership-effects/ultimate-sacrifice";
import { checkWarp, legalWarps } from "./brood-war/leadership-effects/warp-gate";
import {
  checkMindControlRelease,
  destroyMindControlled,
  mindControlReleases,
} from "./brood-war/mind-control";
import { describeAction, tellAction } from "./describe";
import { determinize } from "./determinize";
import { type Draft, draft } from "./draft";
import {
  applyEventChoice,
  checkEventChoice,
  eventPrompt,
  legalEventChoice,
  resumeAfterEventBattle,
} from "./events/step8";
import { applyExecution, checkExecution, legalExecution, startExecution } from "./execution";
import { explain } from "./explain";
import { endBattle, follow } from "./flow";
import { forfeit } from "./forfeit";
import { hasLeavers, type LeaverRules, settleLeavers } from "./leaving";
import { validateOptions } from "./options";
import { applyBuild, checkBuild, legalBuild } from "./orders/build";
import { applyCollateral, checkCollateral, legalCollateral } from "./orders/collateral-damage";
import { applyDeathStrike, checkDeathStrike, legalDeathStrike } from "./orders/death-strike";
import { applyMaelstrom, checkMaelstrom, legalMaelstrom } from "./orders/maelstrom";
import { applyMobilize, checkMobilize, legalMobilize } from "./orders/mobilize";
import { applyPayment, checkPayment, legalPayment } from "./orders/payment";
import { completePurchase } from "./orders/purchase";
import { applyResearch, checkResearch, legalResearch } from "./orders/research";
import { ownDraft, passOwnBoard } from "./own-draft";
import { applyPlanning, checkPlanning, legalPlanning } from "./planning";
import { applyEvents, checkEvents, continueRegrouping, legalEvents } from "./regrouping";
import { applyDiscard, applyWarp, checkDiscard, finishRegrouping, legalDiscard } from "./regrouping-end";
import {
  applySetup,
  checkSetup,
  continueForces,
  defaultOptions,
  legalSetup,
  resumeSetupAfterLeadership,
  setupState,
} from "./setup";
import type { LeadershipResume, StarcraftOptions, StarcraftState } from "./state";
import { afterModeAction } from "./variants/after-action";
import { isGalacticConquest } from "./variants/modes";
import { applyTokenChoice, checkTokenChoice, legalTokenChoice } from "./variants/survival";
import { type StarcraftView, view } from "./view";
import { viewLog } from "./view-log";

const PROMPTS: Record<string, string> = {
  "choose-faction": "Choose a faction",
  "place-planet": "Place one of your planets",
  "place-base": "Place your base on this planet (or wait for your second planet)",
  "place-z-route": "Place a Z-axis route",
  "place-start-unit": "Place a starting unit on your base planet",
  "place-start-transport": "Place your starting transport",
  planning: "Place an order face down",
  execution: "Reveal one of your orders on top of a stack",
  "execute-or-event": "Execute the order, or draw an event instead",
  build: "Build, or end the order",
  mobilize: "Move units to the active planet, or end the movement",
  maelstrom: "Maelstrom: close the areas of your Dark Archons to this Mobilize, or let it go on",
  research: "Research",
  "play-event": "Play one of your events, or pass",
  discard: "Discard down to your hand limit",
  "choose-leadership": "Choose a Leadership card of this stage, in secret",
  "place-hero": "Place your hero in a friendly area",
  "leadership-planet": "Subtle Influence: name a planet where you have more units than any single opponent",
  "leadership-units": "Scorched Earth Policy: choose which units to place, and a friendly area",
  "psi-disruptor": "Psi-Disruptor: choose where your units on the planet go (the rest are destroyed)",
  "warp-gate": "Warp Gate: move a unit from the Warp Gate to a friendly or empty area, or stop",
  "conclave-fleet": "Conclave Fleet: move a reserve unit to a friendly area with your base, or stop",
  "ultimate-sacrifice": "Ultimate Sacrifice: sacrifice one of your units and name an area of its planet",
  "emperor-arcturus": "Emperor Arcturus I: pick your two planet tokens, then the first player",
  "khala-devotee": "Khala Devotee: move the bottom order of a stack to its top, or leave the stacks",
  "place-installation": "Place your installation (Cerebrate, Overmind) in a friendly area",
  "return-to-aiur": "Return to Aiur: place one of your transports on a route",
  "place-cp-token": "Tactical Mastery: put a special conquest-point token on an area without CP",
  "survival-tokens": "Survival: take a resource token (minerals or gas) for a conquest point scored",
  pay: "Pay: place a worker on a resource card",
  "collateral-damage":
    "Collateral damage: destroy the enemy base, or all enemy workers in the area, or nothing",
  "death-strike": "Death strike: destroy one enemy unit, installation or base on the planet, or nothing",
};

export function pending(s: StarcraftState): Decision[] {
  if (s.phase === "over") return [];
  if (s.battle) return battlePending(s.battle);
  if (s.payment) return [{ player: s.payment.player, kind: "pay", prompt: PROMPTS.pay }];
  const f = s.frame;
  const kind = f.kind;
  switch (f.kind) {
    case "choose-faction":
    case "place-planet":
    case "place-z-route":
    case "place-start-unit":
    case "place-start-transport":
    case "play-event":
    case "survival-tokens":
      return [{ player: f.queue[0], kind, prompt: PROMPTS[kind] }];
    case "planning":
    case "execution":
      return [{ player: f.turn, kind, prompt: PROMPTS[kind] }];
    case "leadership-planet":
      return [{ player: f.player, kind, prompt: planetPrompt(s, f.card) }];
    case "place-base":
    case "place-hero":
    case "place-cp-token":
    case "leadership-units":
    case "psi-disruptor":
    case "warp-gate":
    case "conclave-fleet":
    case "ultimate-sacrifice":
    case "emperor-arcturus":
    case "khala-devotee":
    case "place-installation":
    case "return-to-aiur":
    case "execute-or-event":
    case "build":
    case "mobilize":
    case "maelstrom":
    case "research":
    case "collateral-damage":
    case "death-strike":
      return [{ player: f.player, kind, prompt: PROMPTS[kind] }];
    case "event":
      return [
        {
          player: f.player,
          kind: "event-choice",
          prompt: eventPrompt(f),
          args: { effect: f.effect, step: f.step, card: f.card },
        },
      ];
    case "discard":
      return f.players.map((player) => ({ player, kind, prompt: PROMPTS[kind], simultaneous: true }));
    case "choose-leadership":
      return simultaneousPending(f.sim, kind, PROMPTS[kind]);
    default:
      return [];
  }
}

function asked(s: StarcraftState, p: PlayerId): boolean {
  return pending(s).some((d) => d.player === p);
}

export function legalActions(s: StarcraftState, p: PlayerId): StarcraftAction[] {
  // A running battle: battleLegalActions itself answers [] to a seat not asked, so `asked` (a
  // second look at the battle's current decision, its costliest query) is skipped.
  if (s.battle && s.phase !== "over") return battleLegalActions(s.battle, p) as StarcraftAction[];
  if (!asked(s, p)) return [];
  if (s.payment) return legalPayment(s, p);
  switch (s.frame.kind) {
    case "planning":
      return [...legalPlanning(s, p), ...mindControlReleases(s, p)];
    case "execution":
    case "execute-or-event":
      return [...legalExecution(s, p), ...mindControlReleases(s, p)];
    case "build":
      return legalBuild(s, p);
    case "mobilize":
      return legalMobilize(s, p);
    case "maelstrom":
      return legalMaelstrom(s, p);
    case "research":
      return legalResearch(s, p);
    case "play-event":
      return legalEvents(s, p);
    case "event":
      return legalEventChoice(s, p);
    case "collateral-damage":
      return legalCollateral(s, p);
    case "death-strike":
      return legalDeathStrike(s, p);
    case "discard":
      return legalDiscard(s, p);
    case "choose-leadership":
      return legalLeadership(s, p);
    case "place-hero":
      return legalHeroPlacements(s, p, s.frame.unit);
    case "place-cp-token":
      return legalCpTokens(s);
    case "leadership-planet":
      return legalLeadershipPlanet(s, p);
    case "leadership-units":
      return legalLeadershipUnits(s, p);
    case "psi-disruptor":
      return legalEviction(s, p);
    case "warp-gate":
      return legalWarps(s, p);
    case "conclave-fleet":
      return legalDeploys(s, p);
    case "ultimate-sacrifice":
      return legalSacrifices(s, p);
    case "emperor-arcturus":
      return legalArcturus(s, p);
    case "khala-devotee":
      return legalReorders(s);
    case "place-installation":
      return legalInstallationAreas(s, p);
    case "return-to-aiur":
      return legalTransportRoutes(s, p);
    case "survival-tokens":
      return legalTokenChoice(s, p);
    default:
      return legalSetup(s, p);
  }
}

function check(s: StarcraftState, p: PlayerId, a: StarcraftAction): RuleError | null {
  if (s.payment) return checkPayment(s, p, a);
  if (a.type === "destroy-mind-controlled") return checkMindControlRelease(s, p, a);
  switch (s.frame.kind) {
    case "planning":
      return checkPlanning(s, p, a);
    case "execution":
    case "execute-or-event":
      return checkExecution(s, p, a);
    case "build":
      return checkBuild(s, p, a);
    case "mobilize":
      return checkMobilize(s, p, a);
    case "maelstrom":
      return checkMaelstrom(s, p, a);
    case "research":
      return checkResearch(s, p, a);
    case "play-event":
      return checkEvents(s, p, a);
    case "event":
      return checkEventChoice(s, p, a);
    case "collateral-damage":
      return checkCollateral(s, p, a);
    case "death-strike":
      return checkDeathStrike(s, p, a);
    case "discard":
      return checkDiscard(s, p, a);
    case "choose-leadership":
      return checkLeadership(s, p, a);
    case "place-hero":
      return checkHeroPlacement(s, p, a);
    case "place-cp-token":
      return checkCpToken(s, p, a);
    case "leadership-planet":
      return checkLeadershipPlanet(s, p, a);
    case "leadership-units":
      return checkLeadershipUnits(s, p, a);
    case "psi-disruptor":
      return checkEviction(s, p, a);
    case "warp-gate":
      return checkWarp(s, p, a);
    case "conclave-fleet":
      return checkDeploy(s, p, a);
    case "ultimate-sacrifice":
      return checkSacrifice(s, p, a);
    case "emperor-arcturus":
      return checkArcturus(s, p, a);
    case "khala-devotee":
      return checkReorder(s, p, a);
    case "place-installation":
      return checkInstallation(s, p, a);
    case "return-to-aiur":
      return checkTransportRoute(s, p, a);
    case "survival-tokens":
      return checkTokenChoice(s, p, a);
    default:
      return checkSetup(s, p, a);
  }
}

/** The ruleset's own checks (on a plain copy of the input; see `validate`). */
function checkAction(s: StarcraftState, p: PlayerId, action: unknown): RuleError | null {
  if (s.phase === "over") return EngineErrors.gameOver();
  if (!asked(s, p)) return EngineErrors.notAsked(p);
  if (
    typeof action !== "object" ||
    action === null ||
    typeof (action as { type?: unknown }).type !== "string"
  )
    return EngineErrors.malformed("expected an object with a string `type`");
  if (s.battle) return battleValidate(s.battle, p, action);
  return check(s, p, action as StarcraftAction);
}

/**
 * Exactly the enumerated actions (engine `strictRules`): plain JSON only, then the rules'
 * own checks (their specific errors first), then one of `legalActions` — a second spelling of
 * an action (an equivalent planet rotation, a Z-axis route's ends swapped) or an extra field is
 * `not-enumerated`. Never throws.
 */
const strict = strictRules(checkAction, legalActions);
export const validate = strict.validate;

export function apply(s: StarcraftState, p: PlayerId, a: StarcraftAction): StarcraftState {
  const t = applyOnce(s, p, a);
  // A player who forfeited mid-battle (or payment, event, choice) is answered for (leaving.ts).
  return hasLeavers(t) ? settleLeavers(t, LEAVER_RULES) : t;
}

/**
 * `apply` on a state the caller owns outright (the engine's `applyInPlace`: a search's states
 * after its first copy), equal to `apply`'s result as JSON: the board's containers and the
 * running battle are changed instead of copied where they are known to be the state's own
 * (own-draft.ts, combat `battleApplyOwned`); the state object itself is always new. Galactic
 * Conquest and Survival compare the state before an action with the state after it
 * (afterModeAction), so they copy as `apply` does.
 */
export function applyInPlace(s: StarcraftState, p: PlayerId, a: StarcraftAction): StarcraftState {
  if (isGalacticConquest(s)) return apply(s, p, a);
  const t = applyOnce(s, p, a, true);
  return hasLeavers(t) ? settleLeavers(t, LEAVER_RULES) : t;
}

function applyOnce(s: StarcraftState, p: PlayerId, a: StarcraftAction, owned = false): StarcraftState {
  const d = applyRules(s, p, a, owned);
  if (d.broodWar) afterBroodWarAction(d);
  if (isGalacticConquest(d)) afterModeAction(s, d, a);
  return d;
}

const LEAVER_RULES: LeaverRules = { pending, legalActions, applyOnce };

/** The rules' forfeit (forfeit.ts), then the decisions a leaving player still has (leaving.ts). */
function forfeitAndSettle(s: StarcraftState, p: PlayerId): StarcraftState {
  const t = forfeit(s, p);
  return hasLeavers(t) ? settleLeavers(t, LEAVER_RULES) : t;
}

/** The rules of one action on a copy of `s` (`owned`: the caller owns `s` outright, applyInPlace). */
function applyRules(s: StarcraftState, p: PlayerId, a: StarcraftAction, owned: boolean): Draft {
  if (s.battle) {
    const b = owned ? battleApplyOwned(s.battle, p, a as never) : battleApply(s.battle, p, a as never);
    const r = battleResult(b);
    // A step within the battle changes the battle alone (Brood War's bookkeeping waits for its
    // end, afterBroodWarAction): the board's containers are shared, not copied (draft), which
    // a search pays at every battle decision. Galactic Conquest settles points after every
    // action (afterModeAction), so its states keep the full copy.
    if (!r && !isGalacticConquest(s)) {
      const t = { ...s };
      t.battle = b;
      if (owned) passOwnBoard(s, t);
      return t;
    }
    const d: Draft = owned ? ownDraft(s) : draft(s);
    d.battle = b;
    // The order ends, or step 8 resumes; a pending Collateral Damage choice comes first.
    if (r) endBattle(d, r);
    return d;
  }
  const d: Draft = owned ? ownDraft(s) : draft(s);
  if (s.payment) {
    const paid = applyPayment(d, p, a);
    if (paid) follow(d, completePurchase(d, paid.player, paid.purchase));
    return d;
  }
  // Brood War (BW-MC2): a voluntary destruction on his turn; the turn goes on.
  if (a.type === "destroy-mind-controlled") {
    destroyMindControlled(d, a.unit);
    return d;
  }
  switch (s.frame.kind) {
    case "planning":
      follow(d, applyPlanning(d, p, a));
      break;
    case "execution":
    case "execute-or-event":
      applyExecution(d, p, a);
      break;
    case "build":
      // Teeming Spawn: a Build carried out in the Leadership choose step goes back there.
      if (a.type === "end-build" && s.frame.kind === "build" && s.frame.leadership)
        endLeadershipBuild(d, p, afterLeadership);
      else follow(d, applyBuild(d, p, a));
      break;
    case "mobilize":
      follow(d, applyMobilize(d, p, a));
      break;
    case "maelstrom":
      follow(d, applyMaelstrom(d, p, a));
      break;
    case "research":
      follow(d, applyResearch(d, p, a));
      break;
    case "play-event":
      applyEvents(d, p, a);
      break;
    case "event":
      applyEventChoice(d, p, a);
      break;
    case "collateral-damage":
    case "death-strike":
      follow(d, s.frame.kind === "death-strike" ? applyDeathStrike(d, p, a) : applyCollateral(d, p, a));
      break;
    case "discard":
      applyDiscard(d, p, a);
      break;
    case "choose-leadership":
      applyLeadership(d, p, a, afterLeadership);
      break;
    case "place-hero":
      applyHeroPlacement(d, p, a, afterLeadership);
      break;
    case "place-cp-token":
      applyCpToken(d, p, a, afterLeadership);
      break;
    case "leadership-planet":
      applyLeadershipPlanet(d, p, a, afterLeadership);
      break;
    case "leadership-units":
      applyLeadershipUnits(d, p, a, afterLeadership);
      break;
    case "psi-disruptor":
      applyEviction(d, p, a, afterLeadership);
      break;
    case "warp-gate":
      applyWarp(d, p, a);
      break;
    case "conclave-fleet":
      applyDeploy(d, p, a);
      break;
    case "ultimate-sacrifice":
      applySacrifice(d, p, a, afterLeadership);
      break;
    case "emperor-arcturus":
      applyArcturus(d, p, a, afterLeadership);
      break;
    case "khala-devotee":
      reorder(d, a);
      startExecution(d);
      break;
    case "place-installation":
      applyInstallation(d, p, a, afterLeadership);
      break;
    case "return-to-aiur":
      applyTransportRoute(d, p, a, afterLeadership);
      break;
    case "survival-tokens":
      if (applyTokenChoice(d, p, a)) finishRegrouping(d);
      break;
    default:
      applySetup(d, p, a);
  }
  return d;
}

/** Where the game goes on once a stage's Leadership cards (or a card replayed by an event) are resolved. */
function afterLeadership(d: Draft, resume: LeadershipResume | "forces"): void {
  const f = d.frame;
  if (resume === "forces") continueForces(d, f.kind === "place-installation" ? (f.forces ?? []) : []);
  else if (resume === "galaxy") resumeSetupAfterLeadership(d);
  else if (resume === "regrouping") continueRegrouping(d);
  // Inspiring Leadership (provisional): the replayed card's decision is answered; step 8 goes on.
  else if (d.phase !== "over") resumeAfterEventBattle(d, resume.event);
}

const REVEALING = new Set([
  "reveal-order",
  "execute-order",
  "draw-event-instead",
  "end-mobilize",
  "draw-combat-cards",
  "play-event",
  "pass-event",
  "end-build",
  "research-gold",
  "skip-tech",
]);

export const starcraft: Ruleset<StarcraftState, StarcraftAction, StarcraftOptions, StarcraftView> = {
  id: "starcraft",
  minPlayers: 2,
  maxPlayers: 6,
  defaultOptions,
  validateOptions,
  players: (s) => s.players.length,
  setup: setupState,
  pending,
  // Remembers what it last handed out, so validating one of those actions skips a second enumeration.
  legalActions: strict.legalActions,
  validate,
  apply,
  applyInPlace,
  view,
  viewLog,
  explain,
  outcome(s) {
    if (s.phase !== "over" || !s.winners) return null;
    const scores = s.players.map((p) => p.cp);
    // The score is conquest points only; their sources are not recorded (one category per seat).
    return {
      winners: s.winners,
      reason: s.endReason ?? "over",
      scores,
      breakdown: scores.map((cp) => ({ conquestPoints: cp })),
    };
  },
  determinize,
  forfeit: forfeitAndSettle,
  revealsInformation(before, after, _player, action) {
    const r1 = before.rng;
    const r2 = after.rng;
    if (r1[0] !== r2[0] || r1[1] !== r2[1] || r1[2] !== r2[2] || r1[3] !== r2[3]) return true;
    if (before.events.deck.length !== after.events.deck.length) return true;
    return REVEALING.has(action.type) || action.type.startsWith("battle-");
  },
  // The log line tells what followed the action too (story.ts): the state after it is needed.
  describeAction: (s, player, a) => describeAction(s, player, a, apply(s, player, a)),
  // The same line, and its story as data (story-lines.ts) for clients of other languages.
  tellAction: (s, player, a, after) => tellAction(s, player, a, after),
};
