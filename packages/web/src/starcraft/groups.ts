/**
 * The action list's group headings for StarCraft action types, in the reader's words; a type
 * not in this table keeps the generic heading (its name read out).
 */
import { englishT, type MessageKey, type Translate } from "../i18n";

const GROUPS: Record<string, MessageKey> = {
  "choose-faction": "sc.group.choose-faction",
  "place-planet": "sc.group.place-planet",
  "place-base": "sc.group.place-base",
  "skip-base": "sc.group.skip-base",
  "place-z-route": "sc.group.place-z-route",
  "place-start-unit": "sc.group.place-start-unit",
  "place-start-transport": "sc.group.place-start-transport",
  "place-order": "sc.group.place-order",
  "place-defend": "sc.group.place-defend",
  "reveal-order": "sc.group.reveal-order",
  "execute-order": "sc.group.execute-order",
  "draw-event-instead": "sc.group.draw-event-instead",
  "build-worker": "sc.group.build-worker",
  "build-transport": "sc.group.build-transport",
  "remove-transport": "sc.group.remove-transport",
  "build-unit": "sc.group.build-unit",
  "build-building": "sc.group.build-building",
  "build-module": "sc.group.build-module",
  "build-base": "sc.group.build-base",
  "end-build": "sc.group.end-build",
  pay: "sc.group.pay",
  "use-discount": "sc.group.use-discount",
  "move-unit": "sc.group.move-unit",
  "end-mobilize": "sc.group.end-mobilize",
  "draw-combat-cards": "sc.group.draw-combat-cards",
  "skip-combat-cards": "sc.group.skip-combat-cards",
  "buy-tech": "sc.group.buy-tech",
  "skip-tech": "sc.group.skip-tech",
  "research-gold": "sc.group.research-gold",
  "play-event": "sc.group.play-event",
  "pass-event": "sc.group.pass-event",
  "event-pick": "sc.group.event-pick",
  "event-pass": "sc.group.event-pass",
  "discard-card": "sc.group.discard-card",
  "battle-pass": "sc.group.battle-pass",
  "battle-start-ability": "sc.group.battle-start-ability",
  "battle-assist-front": "sc.group.battle-assist-front",
  "battle-pair": "sc.group.battle-pair",
  "battle-defensive-swap": "sc.group.battle-defensive-swap",
  "battle-support": "sc.group.battle-support",
  "battle-place": "sc.group.battle-place",
  "battle-resolve": "sc.group.battle-resolve",
  "battle-lose": "sc.group.battle-lose",
  "battle-withdraw": "sc.group.battle-withdraw",
  "battle-retreat-select": "sc.group.battle-retreat-select",
  "battle-retreat": "sc.group.battle-retreat",
  "battle-retreat-lose": "sc.group.battle-retreat-lose",
};

export function scActionGroup(type: string, t: Translate = englishT): string | null {
  const key = GROUPS[type];
  return key ? t(key) : null;
}
