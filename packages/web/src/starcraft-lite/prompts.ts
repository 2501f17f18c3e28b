/**
 * The prompt of a pending Lite decision in the reader's words (the ruleset writes English), by
 * the decision's kind; the home-base decisions tell their step by the ruleset's prompt, the
 * post-battle losses their count.
 */
import type { Decision } from "@koprulu/engine";
import type { MessageKey, Translate } from "../i18n";

const BY_KIND: Record<string, MessageKey> = {
  "galaxy-rotate": "lite.ask.galaxyRotate",
  "galaxy-expand": "lite.ask.galaxyExpand",
  "galaxy-warp": "lite.ask.galaxyWarp",
  mobilize: "lite.ask.mobilize",
  research: "lite.ask.research",
  build: "lite.ask.build",
  pay: "lite.ask.pay",
  harvest: "lite.ask.harvest",
  "storm-loss": "lite.ask.stormLoss",
  "play-event": "lite.ask.playEvent",
  "lite-nydus": "lite.ask.nydus",
  "lite-ability": "lite.ask.ability",
  "lite-recall": "lite.ask.recall",
  "lite-target": "lite.ask.target",
  "lite-withdraw": "lite.ask.withdraw",
  "lite-splash": "lite.ask.splash",
  "lite-repair": "lite.ask.repair",
  "lite-retreat": "lite.ask.retreat",
};

export function litePromptText(d: Decision, t: Translate): string | null {
  if (d.kind === "home") {
    const p = d.prompt ?? "";
    if (/base area/.test(p)) return t("lite.ask.homeBase");
    if (/starting units/.test(p)) return t("lite.ask.homeUnits");
    return t("lite.ask.homeTransport");
  }
  if (d.kind === "trim") {
    const n = /destroy (\d+)/.exec(d.prompt ?? "");
    return t("lite.ask.trim", { count: n ? Number(n[1]) : 1 });
  }
  const key = BY_KIND[d.kind];
  return key ? t(key) : null;
}
