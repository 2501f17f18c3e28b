/**
 * A pending StarCraft decision worded in the reader's language: the decision's `kind` (and,
 * for battles and events, the particulars the ruleset sends in `args`) picks a catalog
 * message. Only words live here, no rules: a kind this table does not know keeps the server's
 * (English) prompt.
 */
import type { Decision } from "@koprulu/engine";
import { englishT, type MessageKey, type Translate } from "../i18n";
import { cardTitle } from "./cards";
import { currentCatalog } from "./catalog";

const BY_KIND: Record<string, MessageKey> = {
  "choose-faction": "sc.prompt.choose-faction",
  "place-planet": "sc.prompt.place-planet",
  "place-base": "sc.prompt.place-base",
  "place-z-route": "sc.prompt.place-z-route",
  "place-start-unit": "sc.prompt.place-start-unit",
  "place-start-transport": "sc.prompt.place-start-transport",
  planning: "sc.prompt.planning",
  execution: "sc.prompt.execution",
  "execute-or-event": "sc.prompt.execute-or-event",
  build: "sc.prompt.build",
  mobilize: "sc.prompt.mobilize",
  maelstrom: "sc.prompt.maelstrom",
  research: "sc.prompt.research",
  "play-event": "sc.prompt.play-event",
  discard: "sc.prompt.discard",
  "choose-leadership": "sc.prompt.choose-leadership",
  "place-hero": "sc.prompt.place-hero",
  "leadership-planet": "sc.prompt.leadership-planet",
  "ultimate-sacrifice": "sc.prompt.ultimate-sacrifice",
  "emperor-arcturus": "sc.prompt.emperor-arcturus",
  "khala-devotee": "sc.prompt.khala-devotee",
  "place-installation": "sc.prompt.place-installation",
  "return-to-aiur": "sc.prompt.return-to-aiur",
  "place-cp-token": "sc.prompt.place-cp-token",
  "survival-tokens": "sc.prompt.survival-tokens",
  pay: "sc.prompt.pay",
  "collateral-damage": "sc.prompt.collateral-damage",
  "battle-lose": "sc.prompt.battle-lose",
  "battle-withdraw": "sc.prompt.battle-withdraw",
  "battle-start-ability": "sc.prompt.battle-start-ability",
  "battle-guard-token": "sc.prompt.battle-guard-token",
  "battle-assist-front": "sc.prompt.battle-assist-front",
  "battle-pair": "sc.prompt.battle-pair",
  "battle-defensive-swap": "sc.prompt.battle-defensive-swap",
  "battle-support": "sc.prompt.battle-support",
  "battle-place": "sc.prompt.battle-place",
  "battle-resolve": "sc.prompt.battle-resolve",
  "battle-retreat-select": "sc.prompt.battle-retreat-select",
  "battle-retreat": "sc.prompt.battle-retreat",
  "battle-retreat-lose": "sc.prompt.battle-retreat-lose",
};

/** Event effects (`args.effect`, and `args.step` where the effect asks more than once). */
const BY_EFFECT: Record<string, MessageKey> = {
  "event-build-logistics": "sc.prompt.event.build-logistics",
  "event-build-units:planet": "sc.prompt.event.build-units.planet",
  "event-build-units:unit": "sc.prompt.event.build-units.unit",
  "event-conquest-points": "sc.prompt.event.conquest-points",
  "event-deplete-area": "sc.prompt.event.deplete-area",
  "event-destroy-transports:route": "sc.prompt.event.destroy-transports.route",
  "event-destroy-transports:transport": "sc.prompt.event.destroy-transports.transport",
  "event-destroy-unit": "sc.prompt.event.destroy-unit",
  "event-discount": "sc.prompt.event.discount",
  "event-industrial-strategy": "sc.prompt.event.another-event",
  "event-play-extra-event": "sc.prompt.event.another-event",
  "event-mobilize:planet": "sc.prompt.event.mobilize.planet",
  "event-mobilize:move": "sc.prompt.event.mobilize.move",
  "event-move-z-axis-route:route": "sc.prompt.event.move-z-axis-route.route",
  "event-move-z-axis-route:ends": "sc.prompt.event.move-z-axis-route.ends",
  "event-place-units": "sc.prompt.event.place-units",
  "event-planet-strike:planet": "sc.prompt.event.planet-strike.planet",
  "event-planet-strike:loss": "sc.prompt.event.planet-strike.loss",
  "event-restore-area": "sc.prompt.event.restore-area",
  "event-steal-event": "sc.prompt.event.steal-event",
};

const yesNo = (v: unknown) => (v ? "yes" : "no");

function eventPrompt(args: Record<string, unknown>, t: Translate): string {
  const effect = String(args.effect ?? "");
  const step = String(args.step ?? "");
  const event = cardTitle(currentCatalog(null), String(args.card ?? ""), t);
  if (step === "pay") return t("sc.prompt.event.pay");
  const key = BY_EFFECT[`${effect}:${step}`] ?? BY_EFFECT[effect] ?? "sc.prompt.event.other";
  return t(key, { event });
}

/** The decision's prompt in the reader's words, or null for a kind this table does not know. */
export function scPromptText(d: Pick<Decision, "kind" | "args">, t: Translate = englishT): string | null {
  const args = (d.args ?? {}) as Record<string, unknown>;
  if (d.kind === "event-choice") return eventPrompt(args, t);
  const key = BY_KIND[d.kind];
  if (!key) return null;
  switch (d.kind) {
    case "battle-lose":
      return t(key, { cause: String(args.cause ?? "") });
    case "battle-place":
      return t(key, { skirmish: Number(args.skirmish ?? 1) });
    case "battle-retreat-select":
      return t(key, { count: Number(args.count ?? 1), destroy: yesNo(args.destroy) });
    case "battle-retreat":
      return t(key, { samePlanet: yesNo(args.samePlanet) });
    case "battle-retreat-lose":
      return t(key, { count: Number(args.count ?? 1) });
    default:
      return t(key);
  }
}

/** A decision frame's kind in words, for the top line (unknown kinds read out). */
export function frameText(kind: string, t: Translate = englishT): string {
  if (kind === "event") return t("sc.frame.event");
  if (kind === "over") return t("sc.frame.over");
  const key = BY_KIND[kind];
  return key ? t(key) : kind.replace(/-/g, " ");
}
