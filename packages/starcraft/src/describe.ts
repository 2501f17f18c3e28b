/** Plain words for the log. Never reveals a hidden choice beyond what the action itself shows. */
import type { PlayerId } from "@koprulu/engine";
import type { StarcraftAction } from "./actions";
import { describeBattleAction } from "./battle-words";
import { unitChoices } from "./brood-war/leadership-effects/scorched-earth";
import type { BattleAction, BattleState } from "./combat";
import { describeEventPick } from "./events/describe-pick";
import { areaName, buildingName, moduleName, planetName, unitTypeName } from "./names";
import { maelstromEndsOrder } from "./orders/maelstrom";
import { cat } from "./rules-catalog";
import type { StarcraftState } from "./state";
import { playerName, storyLines } from "./story";
import { storyText } from "./story-english";
import type { StoryLine } from "./story-lines";

/**
 * The log line of an action: what the player did, then — when the state after it is given —
 * what followed (story.ts), as sentences with full stops. Seats count from 1.
 */
export function describeAction(
  s: StarcraftState,
  player: PlayerId,
  a: StarcraftAction,
  after?: StarcraftState,
): string {
  return tellAction(s, player, a, after).text;
}

/** The log line (describeAction) and its story as data, for clients that tell it in other words. */
export function tellAction(
  s: StarcraftState,
  player: PlayerId,
  a: StarcraftAction,
  after?: StarcraftState,
): { text: string; story: StoryLine[] } {
  const own = actionWords(s, player, a);
  const lines = after ? storyLines(s, player, a, after) : [];
  if (lines.length === 0) return { text: own, story: [] };
  const told = lines.map((l) => storyText(after ?? s, l));
  return { text: [own, ...told].map((x) => (/[.!?]$/.test(x) ? x : `${x}.`)).join(" "), story: lines };
}

function actionWords(s: StarcraftState, player: PlayerId, a: StarcraftAction): string {
  const who = playerName(s, player);
  switch (a.type) {
    case "choose-faction":
      return `Seat ${player + 1} plays ${cat(s).factions[a.faction]?.name ?? a.faction}`;
    case "place-planet":
      return `${who} places ${planetName(s, a.planet)}`;
    case "place-base":
      return `${who} places the starting base in ${areaName(s, a.area)}`;
    case "skip-base":
      return `${who} keeps the base for the second planet`;
    case "place-z-route":
      return `${who} joins ${planetName(s, a.a.planet)} and ${planetName(s, a.b.planet)} with a Z-axis route`;
    case "place-start-unit":
      return `${who} places a starting ${s.frame.kind === "place-start-unit" && s.frame.remaining[0] ? unitTypeName(s, s.frame.remaining[0]) : "unit"} in ${areaName(s, a.area)}`;
    case "place-start-transport":
      return `${who} places the starting transport`;
    case "choose-leadership":
      // Face down until every seat has chosen: the card itself shows at the reveal.
      return `${who} chooses a Leadership card`;
    case "place-hero": {
      const f = s.frame;
      const hero = f.kind === "place-hero" ? f.hero : "hero";
      return `${who} places the hero ${hero} in ${areaName(s, a.area)}`;
    }
    case "place-installation": {
      const what =
        s.frame.kind === "place-installation" && s.frame.installation === "overmind"
          ? "Overmind"
          : "Cerebrate";
      return `${who} places the ${what} in ${areaName(s, a.area)}`;
    }
    case "place-transport":
      return `${who} places a transport (Return to Aiur)`;
    case "reorder-stack":
      return `${who} moves the bottom order on ${planetName(s, a.planet)} to the top (Khala Devotee)`;
    case "skip-reorder":
      return `${who} leaves the stacks as they are`;
    case "choose-first-player":
      return `${who} names ${cat(s).factions[s.players[a.seat]?.faction]?.name ?? `seat ${a.seat}`} first player`;
    case "ultimate-sacrifice":
      return `${who} sacrifices a unit: every unit in ${areaName(s, a.area)} is destroyed`;
    case "leadership-planet":
      return s.frame.kind === "emperor-arcturus"
        ? `${who} takes the planet token ${planetName(s, a.planet)}`
        : `${who} names ${planetName(s, a.planet)} (Subtle Influence)`;
    case "place-cp-token":
      return `${who} puts a special conquest-point token in ${areaName(s, a.area)}`;
    case "place-order":
    // The Star order is face down like any order: the log says no more (view-log.ts too).
    case "place-star-order":
      return `${who} places an order on ${planetName(s, a.planet)}`;
    case "place-defend":
      return `${who} places the Defend order in ${areaName(s, a.area)}`;
    case "destroy-mind-controlled": {
      const u = s.units.find((x) => x.id === a.unit);
      return `${who} destroys his mind-controlled ${u ? unitTypeName(s, u.type) : "unit"} to free a token`;
    }
    case "reveal-order": {
      const st = s.stacks[a.planet];
      const o = st?.[st.length - 1];
      const kind = o?.kind ? `${o.gold ? "gold " : ""}${o.kind}` : "an";
      return `${who} reveals ${kind} order on ${planetName(s, a.planet)}`;
    }
    case "execute-order":
      if (s.frame.kind === "execute-or-event" && s.frame.star && a.as)
        return `${who} executes the Star order as a ${a.gold ? "special " : ""}${a.as}`;
      return a.as ? `${who} executes the order as a special ${a.as}` : `${who} executes the order`;
    case "draw-event-instead":
      return `${who} draws an event instead`;
    case "build-worker":
      return `${who} builds a worker`;
    case "build-transport":
      return `${who} builds a transport`;
    case "remove-transport": {
      const r = s.routes[a.route];
      return r
        ? `${who} takes back the transport between ${planetName(s, r.a.planet)} and ${planetName(s, r.b.planet)}`
        : `${who} takes back a transport`;
    }
    case "remove-base":
      return `${who} takes back the base in ${areaName(s, a.area)}`;
    case "build-unit":
      return `${who} builds ${article(unitTypeName(s, a.unit))} in ${areaName(s, a.area)}`;
    case "build-building":
      return `${who} builds ${buildingName(s, a.building)}`;
    case "build-module":
      return `${who} builds ${article(moduleName(a.module))}`;
    case "build-base":
      return `${who} builds a base in ${areaName(s, a.area)}`;
    case "end-build":
      return `${who} ends the Build order`;
    case "pay":
      if (a.source === "token-minerals" || a.source === "token-gas")
        return `${who} pays one ${a.source === "token-minerals" ? "mineral" : "gas"} with a resource token`;
      return `${who} places a worker on ${a.source.startsWith("permanent") ? "a permanent resource" : areaName(s, a.source)}${a.force ? " (force mining)" : ""}`;
    case "use-discount":
      return `${who} uses the gold Build discount (${a.resource})`;
    case "move-unit": {
      const u = s.units.find((x) => x.id === a.unit);
      return `${who} moves ${u ? unitTypeName(s, u.type) : "a unit"} to ${areaName(s, a.area)}`;
    }
    case "end-mobilize":
      return `${who} ends the movement`;
    case "take-back-moves":
      return `${who} takes back the moves of this order`;
    case "use-maelstrom":
    case "decline-maelstrom": {
      const used =
        a.type === "use-maelstrom"
          ? `${who} uses Maelstrom: no unit may move into an area holding his Dark Archon this order`
          : `${who} does not use Maelstrom`;
      return maelstromEndsOrder(s, player, a)
        ? `${used}; the Mobilize order has no move left and ends`
        : used;
    }
    case "draw-combat-cards":
      return `${who} draws 3 combat cards`;
    case "skip-combat-cards":
      return `${who} draws no combat cards`;
    case "buy-tech":
      return `${who} researches ${cat(s).techs[a.tech]?.name ?? a.tech}`;
    case "skip-tech":
      return `${who} buys no technology`;
    case "research-gold":
      return a.choice === "event" ? `${who} draws an extra event` : `${who} takes a technology card to hand`;
    case "play-event":
      return `${who} plays ${cat(s).events[a.card]?.name ?? a.card}`;
    case "pass-event":
      return `${who} plays no event`;
    case "collateral-damage":
      return a.target === "none"
        ? `${who} destroys nothing with Collateral Damage`
        : `${who} destroys the enemy ${a.target} by Collateral Damage`;
    case "death-strike":
      if (a.target === "none") return `${who} destroys nothing with the death strike`;
      if (a.target === "unit") {
        const u = s.units.find((x) => x.id === a.unit);
        return `${who}'s death strike destroys ${u ? unitTypeName(s, u.type) : "a unit"}`;
      }
      return `${who}'s death strike destroys the ${a.target} in ${areaName(s, a.area)}`;
    case "discard-card":
      return `${who} discards a combat card`;
    case "event-pick":
      return `${who} chooses: ${describeEventPick(s, a.pick)}`;
    case "event-pass":
      return `${who} chooses nothing more`;
    case "build-held":
      return `${who} builds ${article(unitTypeName(s, a.unit))} into the reserve`;
    case "move-held":
      return `${who} moves ${article(unitTypeName(s, a.unit))} from the reserve to ${areaName(s, a.area)}`;
    case "deploy-held":
      return `${who} deploys ${article(unitTypeName(s, a.unit))} from the reserve to ${areaName(s, a.area)} (Conclave Fleet)`;
    case "end-deploy":
      return `${who} deploys no more reserve units`;
    case "warp-unit": {
      const u = s.units.find((x) => x.id === a.unit);
      const name = u ? article(unitTypeName(s, u.type)) : "a unit";
      return `${who} warps ${name} to ${areaName(s, a.area)} (Warp Gate)`;
    }
    case "end-warp":
      return `${who} warps no more units`;
    case "leadership-units": {
      const f = s.frame as { kind: string; card?: string };
      const group = f.kind === "leadership-units" && f.card ? unitChoices(s, f.card)[a.choice] : undefined;
      const units = group?.map((g) => `${g.count} ${unitTypeName(s, g.unit)}`).join(" and ");
      return `${who} places ${units ?? "the card's units"} in ${areaName(s, a.area)}`;
    }
    case "psi-disruptor-retreat":
      return `${who} moves his units off the planet to ${areaName(s, a.area)} (Psi-Disruptor)`;
    case "take-resource-token":
      return `${who} takes a ${a.resource === "gas" ? "gas" : "mineral"} resource token (Survival)`;
    default:
      if (a.type.startsWith("battle-") && s.battle)
        return describeBattleAction(s.battle as BattleState, player, who, a as BattleAction);
      return `${who}: ${a.type.replace(/-/g, " ")}`;
  }
}

/** "a Marine", "an Archon". */
function article(name: string): string {
  return `${/^[AEIOU]/.test(name) ? "an" : "a"} ${name}`;
}
