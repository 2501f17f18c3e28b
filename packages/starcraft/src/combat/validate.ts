/**
 * battleValidate: why an action is illegal now, as a RuleError with a stable code and the rule
 * (Hebrew rulebook, "conducting a battle") it enforces; null when legal. Never throws.
 */
import { EngineErrors, type PlayerId, type RuleError, ruleError } from "@koprulu/engine";
import { normalizeAction } from "./battle";
import { currentDecision, nextCardSkirmish } from "./decisions";
import { controlledFrontOwner, ORIGINAL_TOP } from "./mind-controlled";
import type { BattleAction, BattleState } from "./types";
import { cardInfo, catalogOf } from "./util";

const RULE = {
  start: "Step 2: each side may use one start-of-battle ability, attacker first",
  pair: "Step 4: the attacker pairs non-assist front-line units into the maximum number of skirmishes",
  support: "Step 5: the owner assigns every supporting unit to a skirmish",
  cards:
    "Step 6: per skirmish one normal combat card, optionally plus one reinforcement card, or instead the blind top card of the deck",
  order: "Step 7: the attacker picks the skirmish to resolve next",
  loss: "Step 7(3)/8: the losing side chooses which of the eligible units it loses",
  withdraw: "Cloaking: a withdrawing unit moves to a friendly or empty area of the planet",
  retreat:
    "Step 9: the retreating units move together to one friendly or empty area (own transport to another planet)",
  mindControl:
    "Mind control (Brood War): a mind-controlled unit uses the top card of its original owner's combat deck; its controller may add a matching reinforcement",
  retreatEvent:
    "Retreat event (FAQ): the defender's units move together to one friendly or empty area of the same planet; the attacker's units over the unit limit are destroyed",
};

const KNOWN = new Set([
  "battle-start-ability",
  "battle-pass",
  "battle-guard-token",
  "battle-defensive-swap",
  "battle-assist-front",
  "battle-pair",
  "battle-support",
  "battle-place",
  "battle-resolve",
  "battle-lose",
  "battle-withdraw",
  "battle-retreat-select",
  "battle-retreat",
  "battle-retreat-lose",
]);

const isInt = (v: unknown): v is number => typeof v === "number" && Number.isInteger(v);
const isStr = (v: unknown): v is string => typeof v === "string";

function shape(a: Record<string, unknown>): string | null {
  switch (a.type) {
    case "battle-start-ability":
      return isInt(a.ability) ? null : "ability must be an integer";
    case "battle-guard-token":
      return typeof a.use === "boolean" ? null : "use must be true or false";
    case "battle-assist-front":
    case "battle-lose":
    case "battle-retreat-select":
    case "battle-retreat-lose":
      return isInt(a.unit) ? null : "unit must be an integer";
    case "battle-pair":
      return isInt(a.attacker) && isInt(a.defender) ? null : "attacker and defender must be unit ids";
    case "battle-defensive-swap":
      return isInt(a.a) && isInt(a.b) ? null : "a and b must be unit ids";
    case "battle-support":
      return isInt(a.unit) && isInt(a.skirmish) ? null : "unit and skirmish must be integers";
    case "battle-place":
      if (!isInt(a.skirmish) || !isStr(a.card)) return "skirmish must be an integer and card a string";
      return a.reinforcement === undefined || a.reinforcement === null || isStr(a.reinforcement)
        ? null
        : "reinforcement must be a card id or null";
    case "battle-resolve":
      return isInt(a.skirmish) ? null : "skirmish must be an integer";
    case "battle-withdraw":
      return isStr(a.area) ? null : "area must be a string";
    case "battle-retreat":
      return isStr(a.planet) && isStr(a.area) ? null : "planet and area must be strings";
    default:
      return null;
  }
}

function count(list: string[], card: string): number {
  return list.reduce((n, c) => n + (c === card ? 1 : 0), 0);
}

function placeError(
  b: BattleState,
  side: 0 | 1,
  a: Extract<BattleAction, { type: "battle-place" }>,
): RuleError | null {
  const cat = catalogOf(b);
  const next = nextCardSkirmish(b, side);
  if (a.skirmish !== next) {
    return ruleError("battle-place-in-order", `Place your cards for skirmish ${next + 1} now.`, RULE.cards);
  }
  const hand = b.sides[side].hand;
  // BW-MC3: a mind-controlled front line fights with its original owner's top card, nothing else.
  const controlled = controlledFrontOwner(b, side, a.skirmish) !== null;
  if (controlled !== (a.card === ORIGINAL_TOP)) {
    return controlled
      ? ruleError(
          "battle-mind-controlled-card",
          "A mind-controlled unit fights with the top card of its original owner's combat deck (card: original-top).",
          RULE.mindControl,
        )
      : ruleError(
          "battle-not-mind-controlled",
          "Only a mind-controlled front-line unit takes the top card of its original owner's deck.",
          RULE.mindControl,
        );
  }
  if (a.card === ORIGINAL_TOP) return reinforcementError(b, side, a.reinforcement ?? null, 1);
  if (a.card === "top") {
    if (a.reinforcement) {
      return ruleError(
        "battle-blind-no-reinforcement",
        "With the blind top card of the deck no reinforcement may be added.",
        RULE.cards,
      );
    }
    return null;
  }
  if (count(hand, a.card) === 0)
    return ruleError("battle-card-not-in-hand", `Card ${a.card} is not in your hand.`, RULE.cards);
  if (cardInfo(cat, a.card)?.reinforcement) {
    return ruleError(
      "battle-combat-card-must-be-normal",
      "The combat card of a skirmish must be a normal (non-reinforcement) card.",
      RULE.cards,
    );
  }
  return reinforcementError(b, side, a.reinforcement ?? null, a.reinforcement === a.card ? 2 : 1);
}

/** The optional reinforcement: in hand (`needed` copies counting the combat card) and a reinforcement card. */
function reinforcementError(
  b: BattleState,
  side: 0 | 1,
  reinforcement: string | null,
  needed: number,
): RuleError | null {
  if (!reinforcement) return null;
  if (count(b.sides[side].hand, reinforcement) < needed) {
    return ruleError("battle-card-not-in-hand", `Card ${reinforcement} is not in your hand.`, RULE.cards);
  }
  if (!cardInfo(catalogOf(b), reinforcement)?.reinforcement) {
    return ruleError(
      "battle-not-a-reinforcement",
      `Card ${reinforcement} is not a reinforcement card.`,
      RULE.cards,
    );
  }
  return null;
}

function specific(b: BattleState, side: 0 | 1, a: BattleAction): RuleError | null {
  switch (a.type) {
    case "battle-place":
      return placeError(b, side, a);
    case "battle-start-ability":
      return ruleError(
        "battle-no-such-ability",
        `There is no start-of-battle ability number ${a.ability}.`,
        RULE.start,
      );
    case "battle-pair":
      return ruleError(
        "battle-pair-invalid",
        "Pair one of your unpaired non-assist units with an unpaired non-assist enemy unit (assist units stay out of the front line).",
        RULE.pair,
      );
    case "battle-defensive-swap":
      return ruleError(
        "battle-defensive-swap-invalid",
        "Switch two of your non-assist units in different places; a new front-line unit must be hittable by the enemy front line.",
        "Defensive module (Brood War)",
      );
    case "battle-assist-front":
      return ruleError("battle-not-your-unit", "Choose one of your own units.", RULE.pair);
    case "battle-support":
      return ruleError(
        "battle-not-supporting",
        "That is not an unassigned supporting unit of yours, or no such skirmish.",
        RULE.support,
      );
    case "battle-resolve":
      return ruleError("battle-skirmish-resolved", "Choose an unresolved skirmish.", RULE.order);
    case "battle-lose":
      return ruleError("battle-not-a-candidate", "That unit cannot be the one lost here.", RULE.loss);
    case "battle-withdraw":
      return ruleError(
        "battle-withdraw-area",
        "That area is not a friendly or empty area with room.",
        RULE.withdraw,
      );
    case "battle-retreat":
      return b.retreat[0]?.samePlanet
        ? ruleError(
            "battle-retreat-destination",
            "With the Retreat event your units go to one friendly or empty area of this planet, not over a transport.",
            RULE.retreatEvent,
          )
        : ruleError("battle-retreat-destination", "That is not a legal retreat destination.", RULE.retreat);
    case "battle-retreat-select":
      return b.retreat[0]?.destroySelected
        ? ruleError(
            "battle-not-retreating",
            "Choose one of your units in the contested area.",
            RULE.retreatEvent,
          )
        : ruleError("battle-not-retreating", "Choose one of your retreating units.", RULE.retreat);
    case "battle-retreat-lose":
      return ruleError("battle-not-retreating", "Choose one of your retreating units.", RULE.retreat);
    default:
      return null;
  }
}

function same(a: BattleAction, b: BattleAction): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

export function battleValidate(b: BattleState, player: PlayerId, action: unknown): RuleError | null {
  try {
    if (typeof action !== "object" || action === null || Array.isArray(action)) {
      return EngineErrors.malformed("an action must be an object");
    }
    const raw = action as Record<string, unknown>;
    if (typeof raw.type !== "string" || !KNOWN.has(raw.type))
      return EngineErrors.malformed(`unknown type ${String(raw.type)}`);
    const bad = shape(raw);
    if (bad) return EngineErrors.malformed(bad);
    const d = currentDecision(b);
    if (!d) return ruleError("battle-over", "The battle is over.", "No actions after the end of the battle");
    if (b.sides[d.side].player !== player) return EngineErrors.notAsked(player);
    if (!d.actions.some((x) => x.type === raw.type)) {
      return ruleError(
        "battle-wrong-step",
        `Now the battle asks for ${d.kind}, not ${raw.type}.`,
        "Battle steps follow the rulebook order",
      );
    }
    // Canonical field order so that a JSON comparison with the enumerated actions is exact.
    const a = canonical(normalizeAction(raw as unknown as BattleAction));
    if (a.type === "battle-place") {
      const e = placeError(b, d.side, a);
      if (e) return e;
    }
    if (d.actions.some((x) => same(canonical(x), a))) return null;
    return specific(b, d.side, a) ?? ruleError("battle-illegal", "That choice is not legal now.", d.prompt);
  } catch {
    return EngineErrors.malformed("unreadable action");
  }
}

function canonical(a: BattleAction): BattleAction {
  switch (a.type) {
    case "battle-start-ability":
      return { type: a.type, ability: a.ability };
    case "battle-pass":
      return { type: a.type };
    case "battle-guard-token":
      return { type: a.type, use: a.use };
    case "battle-defensive-swap":
      return { type: a.type, a: Math.min(a.a, a.b), b: Math.max(a.a, a.b) };
    case "battle-assist-front":
    case "battle-lose":
    case "battle-retreat-select":
    case "battle-retreat-lose":
      return { type: a.type, unit: a.unit };
    case "battle-pair":
      return { type: a.type, attacker: a.attacker, defender: a.defender };
    case "battle-support":
      return { type: a.type, unit: a.unit, skirmish: a.skirmish };
    case "battle-place":
      return { type: a.type, skirmish: a.skirmish, card: a.card, reinforcement: a.reinforcement ?? null };
    case "battle-resolve":
      return { type: a.type, skirmish: a.skirmish };
    case "battle-withdraw":
      return { type: a.type, area: a.area };
    case "battle-retreat":
      return { type: a.type, planet: a.planet, area: a.area };
  }
}
