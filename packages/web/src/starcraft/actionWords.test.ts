/**
 * Every StarCraft action type in words: one action of each type (a new type in the rules is a
 * type error here until it is added) is told in English, Hebrew and German from the catalogs,
 * never as its code, under a group heading of its own in the action list (an unworded type would
 * read as the generic fallback: its name with its fields, in English).
 */
import type { StarcraftAction } from "@koprulu/starcraft";
import { createIntl } from "react-intl";
import { describe, expect, it } from "vitest";
import type { Translate } from "../i18n";
import type { Catalog } from "../i18n/catalogs";
import { de } from "../i18n/catalogs/de";
import { en } from "../i18n/catalogs/en";
import { he } from "../i18n/catalogs/he";
import { describeScAction } from "./describe";
import { testCatalog, testView } from "./fixtures";
import { scActionGroup } from "./groups";
import { describeLeadershipAction } from "./leadershipWords";

function translator(locale: string, messages: Catalog): Translate {
  const intl = createIntl({ locale, messages });
  return (k, values) => intl.formatMessage({ id: k }, values);
}
const T = { en: translator("en", en), he: translator("he", he), de: translator("de", de) };

/** One action of every type (a missing type is a type error). */
const EVERY_TYPE: Record<StarcraftAction["type"], StarcraftAction> = {
  "choose-faction": { type: "choose-faction", faction: "raynor" },
  "place-planet": { type: "place-planet", planet: "char", x: 1, y: 0, rotation: 0 },
  "place-base": { type: "place-base", area: "korhal#0" },
  "skip-base": { type: "skip-base" },
  "place-z-route": {
    type: "place-z-route",
    a: { planet: "korhal", side: 0 },
    b: { planet: "char", side: 2 },
  },
  "place-start-unit": { type: "place-start-unit", area: "korhal#0" },
  "place-start-transport": { type: "place-start-transport", route: 0 },
  "place-order": { type: "place-order", planet: "char", order: "build", gold: false },
  "place-star-order": { type: "place-star-order", planet: "char" },
  "place-defend": { type: "place-defend", area: "korhal#0" },
  "destroy-mind-controlled": { type: "destroy-mind-controlled", unit: 1 },
  "reveal-order": { type: "reveal-order", planet: "korhal" },
  "execute-order": { type: "execute-order" },
  "draw-event-instead": { type: "draw-event-instead" },
  "build-worker": { type: "build-worker" },
  "build-transport": { type: "build-transport", route: 0 },
  "remove-transport": { type: "remove-transport", route: 0 },
  "remove-base": { type: "remove-base", area: "korhal#0" },
  "build-unit": { type: "build-unit", unit: "marine", area: "korhal#0" },
  "build-building": { type: "build-building", building: "barracks-1" },
  "build-module": { type: "build-module", module: "supply" },
  "build-base": { type: "build-base", area: "char#0" },
  "end-build": { type: "end-build" },
  "build-held": { type: "build-held", unit: "marine" },
  pay: { type: "pay", source: "permanent-minerals" },
  "use-discount": { type: "use-discount", resource: "gas" },
  "move-unit": { type: "move-unit", unit: 1, area: "char#0" },
  "end-mobilize": { type: "end-mobilize" },
  "move-held": { type: "move-held", unit: "marine", area: "char#0" },
  "take-back-moves": { type: "take-back-moves" },
  "use-maelstrom": { type: "use-maelstrom" },
  "decline-maelstrom": { type: "decline-maelstrom" },
  "collateral-damage": { type: "collateral-damage", target: "workers" },
  "death-strike": { type: "death-strike", target: "unit", unit: 3 },
  "draw-combat-cards": { type: "draw-combat-cards" },
  "skip-combat-cards": { type: "skip-combat-cards" },
  "buy-tech": { type: "buy-tech", tech: "stim-packs" },
  "skip-tech": { type: "skip-tech" },
  "research-gold": { type: "research-gold", choice: "event" },
  "play-event": { type: "play-event", card: "e1" },
  "pass-event": { type: "pass-event" },
  "discard-card": { type: "discard-card", card: "e1" },
  "choose-leadership": { type: "choose-leadership", card: "l1" },
  "take-resource-token": { type: "take-resource-token", resource: "minerals" },
  "place-hero": { type: "place-hero", area: "korhal#0" },
  "place-cp-token": { type: "place-cp-token", area: "korhal#0" },
  "leadership-planet": { type: "leadership-planet", planet: "char" },
  "leadership-units": { type: "leadership-units", choice: 0, area: "korhal#0" },
  "warp-unit": { type: "warp-unit", unit: 1, area: "char#0" },
  "end-warp": { type: "end-warp" },
  "deploy-held": { type: "deploy-held", unit: "marine", area: "korhal#0" },
  "end-deploy": { type: "end-deploy" },
  "psi-disruptor-retreat": { type: "psi-disruptor-retreat", area: "korhal#1" },
  "ultimate-sacrifice": { type: "ultimate-sacrifice", unit: 1, area: "char#0" },
  "choose-first-player": { type: "choose-first-player", seat: 1 },
  "reorder-stack": { type: "reorder-stack", planet: "korhal" },
  "skip-reorder": { type: "skip-reorder" },
  "place-installation": { type: "place-installation", area: "korhal#0" },
  "place-transport": { type: "place-transport", route: 0 },
  "event-pick": { type: "event-pick", pick: "unit:1" },
  "event-pass": { type: "event-pass" },
  "battle-start-ability": { type: "battle-start-ability", ability: 0 },
  "battle-pass": { type: "battle-pass" },
  "battle-guard-token": { type: "battle-guard-token", use: true },
  "battle-defensive-swap": { type: "battle-defensive-swap", a: 1, b: 2 },
  "battle-assist-front": { type: "battle-assist-front", unit: 1 },
  "battle-pair": { type: "battle-pair", attacker: 1, defender: 3 },
  "battle-support": { type: "battle-support", unit: 2, skirmish: 0 },
  "battle-place": { type: "battle-place", skirmish: 0, card: "top" },
  "battle-resolve": { type: "battle-resolve", skirmish: 0 },
  "battle-lose": { type: "battle-lose", unit: 1 },
  "battle-withdraw": { type: "battle-withdraw", area: "korhal#1" },
  "battle-retreat-select": { type: "battle-retreat-select", unit: 1 },
  "battle-retreat": { type: "battle-retreat", planet: "korhal", area: "korhal#1" },
  "battle-retreat-lose": { type: "battle-retreat-lose", unit: 1 },
};

/** The words the StarCraft table shows for an action (as `starcraftUi.describe`). */
function words(a: StarcraftAction, t: Translate): string | null {
  const view = testView();
  return describeLeadershipAction(a, view, testCatalog, t) ?? describeScAction(a, view, t);
}

describe("every StarCraft action type in words", () => {
  for (const [type, action] of Object.entries(EVERY_TYPE)) {
    it(`${type}: told in English, Hebrew and German (words and group heading), never as its code`, () => {
      for (const [lang, t] of Object.entries(T)) {
        const text = words(action, t);
        expect(text, lang).toBeTruthy();
        expect(text, lang).not.toContain(type);
        const heading = scActionGroup(type, t);
        expect(heading, `${lang} group heading`).toBeTruthy();
        expect(heading, `${lang} group heading`).not.toContain(type);
      }
    });
  }
});
