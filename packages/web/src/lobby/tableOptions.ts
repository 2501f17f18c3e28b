/**
 * A listed table's options in a few words, from the create form's own words: StarCraft's
 * expansion, game mode and optional rules, StarCraft Lite's goal. Other rulesets say nothing
 * (their options are the defaults a player chooses nothing about).
 */
import type { MessageKey, Translate } from "../i18n";

const MODES: Record<string, MessageKey> = {
  "galactic-conquest": "scOptions.mode.galacticConquest",
  survival: "scOptions.mode.survival",
  "faster-survival": "scOptions.mode.fasterSurvival",
  "team-play": "scOptions.mode.teamPlay",
};

const VARIANTS: Record<string, MessageKey> = {
  leadershipCards: "scOptions.leadershipCards",
  disposableSpecialOrders: "scOptions.disposable",
  largerGalaxy: "scOptions.largerGalaxy",
  moreStartingPlanets: "scOptions.moreStartingPlanets",
};

/** The form's label without its explanation in brackets: a list row has room for the name only. */
const short = (label: string) => label.replace(/\s*[(（].*$/s, "");

export function tableOptionWords(ruleset: string, options: unknown, t: Translate): string[] {
  const o = (options ?? {}) as {
    expansions?: string[];
    mode?: string;
    variants?: Record<string, boolean>;
    endAt?: number;
    shortGame?: boolean;
  };
  if (ruleset === "starcraft") {
    const words: string[] = [];
    if (o.expansions?.includes("brood-war")) words.push(t("scOptions.broodWar"));
    const mode = o.mode ? MODES[o.mode] : undefined;
    if (mode) words.push(short(t(mode)));
    for (const [name, on] of Object.entries(o.variants ?? {})) {
      const key = VARIANTS[name];
      if (on && key) words.push(short(t(key)));
    }
    return words;
  }
  if (ruleset === "starcraft-lite") {
    if (o.shortGame) return [short(t("liteOptions.short"))];
    if (typeof o.endAt === "number") return [t("liteOptions.points", { count: o.endAt })];
  }
  return [];
}
