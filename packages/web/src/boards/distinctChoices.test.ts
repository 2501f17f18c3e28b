/**
 * Every pair of choices offered at one time has distinct words (issue 35: two identical buttons
 * "Build a Zergling in Gehenna Station area 3 (2 gas), replacing 1 unit" when two different units
 * could be replaced). Games of StarCraft, StarCraft + Brood War with the Leadership cards,
 * StarCraft Lite and Eclipse are played by seeded random choices; at every decision the deciding
 * seat's legal actions are described by the table's own describer (the words of the action list,
 * the decision bar and the map's menus) in English and Hebrew. Two that read the same must be
 * interchangeable — they differ only in which of two units the view shows alike (same owner,
 * type, area, hero, control) —, and the table offers them as one choice (distinctChoices), so
 * the choices on the page never share a name.
 */

import { eclipse } from "@koprulu/eclipse";
import type { ActionBase, AnyRuleset } from "@koprulu/engine";
import { Match, Rng, seedRng } from "@koprulu/engine";
import { starcraft } from "@koprulu/starcraft";
import { starcraftLite } from "@koprulu/starcraft-lite/ruleset";
import { createIntl } from "react-intl";
import { describe, expect, it } from "vitest";
import type { RulesetUi } from "../game/boardTypes";
import { describeWith } from "../game/describe";
import { distinctChoices } from "../game/distinctChoices";
import type { Translate } from "../i18n";
import type { Catalog } from "../i18n/catalogs";
import { en } from "../i18n/catalogs/en";
import { he } from "../i18n/catalogs/he";

function translator(locale: string, messages: Catalog): Translate {
  const intl = createIntl({ locale, messages, onError: () => {} });
  return (k, values) => intl.formatMessage({ id: k }, values);
}
const LANGS = { en: translator("en", en), he: translator("he", he) };

interface Game {
  name: string;
  ruleset: AnyRuleset;
  options: unknown;
  ui: () => Promise<RulesetUi>;
  seeds: string[];
  steps: number;
}

const scUi = () => import("../starcraft/ui").then((m) => m.starcraftUi);
const GAMES: Game[] = [
  {
    name: "StarCraft",
    ruleset: starcraft,
    options: { players: 3, factionSelection: "random", maxRounds: 3 },
    ui: scUi,
    seeds: ["distinct-sc-1", "distinct-sc-2"],
    steps: 700,
  },
  {
    name: "StarCraft + Brood War + Leadership",
    ruleset: starcraft,
    options: {
      players: 2,
      factionSelection: "random",
      maxRounds: 3,
      expansions: ["brood-war"],
      variants: { leadershipCards: true },
    },
    ui: scUi,
    seeds: ["distinct-bw-1", "distinct-bw-2"],
    steps: 700,
  },
  {
    name: "StarCraft Lite",
    ruleset: starcraftLite,
    options: { ...starcraftLite.defaultOptions(2), maxRounds: 3 },
    ui: () => import("../starcraft-lite/ui").then((m) => m.starcraftLiteUi),
    seeds: ["distinct-lite-1"],
    steps: 500,
  },
  {
    name: "Eclipse",
    ruleset: eclipse,
    options: { players: 3, rounds: 3 },
    ui: () => import("../eclipse/ui").then((m) => m.eclipseUi),
    seeds: ["distinct-eclipse-1"],
    steps: 500,
  },
];

/** A unit reference inside an action: a unit id, or a pick "unit:7". */
const unitRef = (v: unknown): number | null =>
  typeof v === "number" ? v : typeof v === "string" && /^unit:\d+$/.test(v) ? Number(v.slice(5)) : null;

/**
 * Everything the view tells of unit `id` but its id: its record, and any per-unit record keyed by
 * it (a map named for units or their control, e.g. Brood War's `mindControlled`).
 */
function unitLook(view: unknown, id: number): string | null {
  const found: unknown[] = [];
  const walk = (v: unknown, key: string) => {
    if (Array.isArray(v)) for (const x of v) walk(x, key);
    else if (v && typeof v === "object") {
      const o = v as Record<string, unknown>;
      if (o.id === id && ("type" in o || "owner" in o)) found.push({ ...o, id: undefined });
      if (/unit|controlled|hero/i.test(key) && String(id) in o) found.push({ [key]: o[String(id)] });
      for (const [k, x] of Object.entries(o)) walk(x, k);
    }
  };
  walk(view, "");
  return found.length > 0 ? JSON.stringify(found) : null;
}

/** Whether two actions differ only in units the view shows alike (one choice to the player). */
function interchangeable(a: unknown, b: unknown, view: unknown): boolean {
  if (JSON.stringify(a) === JSON.stringify(b)) return true;
  const ra = unitRef(a);
  const rb = unitRef(b);
  if (ra !== null && rb !== null) {
    const look = unitLook(view, ra);
    return look !== null && look === unitLook(view, rb);
  }
  if (!a || !b || typeof a !== "object" || typeof b !== "object") return false;
  const ka = Object.keys(a);
  if (ka.length !== Object.keys(b).length) return false;
  return ka.every((k) =>
    interchangeable((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k], view),
  );
}

/** Choices worded alike that are not interchangeable (two choices a player could not tell apart). */
function confusable(ui: RulesetUi, actions: ActionBase[], view: unknown, seat: number, t: Translate) {
  const words = (a: ActionBase) => describeWith(ui.describe, a as never, view, seat, t);
  const seen = new Map<string, ActionBase>();
  const found: string[] = [];
  for (const a of actions) {
    const text = words(a);
    const other = seen.get(text);
    if (other && !interchangeable(other, a, view))
      found.push(`"${text}": ${JSON.stringify(other)} / ${JSON.stringify(a)}`);
    if (!other) seen.set(text, a);
  }
  // what the page offers: one choice per wording
  const offered = distinctChoices(actions, words).map(words);
  expect(new Set(offered).size).toBe(offered.length);
  return found;
}

describe("no two choices offered at once read the same (or they are one choice)", () => {
  for (const game of GAMES) {
    it(`${game.name}: every decision's choices have distinct words in English and Hebrew`, async () => {
      const ui = await game.ui();
      let decisions = 0;
      let alike = 0;
      const found = new Set<string>();
      for (const seed of game.seeds) {
        const match = Match.create(game.ruleset, game.options, seed);
        const rng = new Rng(seedRng(seed));
        await ui.prepare?.(match.view(0));
        for (let step = 0; step < game.steps && !match.outcome(); step++) {
          const seat = match.pending()[0]?.player;
          if (seat === undefined) break;
          const actions = match.legalActions(seat) as ActionBase[];
          const view = match.view(seat);
          if (actions.length > 1) {
            decisions++;
            for (const t of Object.values(LANGS)) {
              for (const d of confusable(ui, actions, view, seat, t)) found.add(d);
              const texts = actions.map((a) => describeWith(ui.describe, a as never, view, seat, t));
              alike += texts.length - new Set(texts).size;
            }
          }
          const pick = actions[rng.index(actions.length)]!;
          expect(match.submit(seat, pick)).toBeNull();
        }
      }
      expect(decisions).toBeGreaterThan(20);
      console.info(`${game.name}: ${decisions} decisions, ${alike} interchangeable choices offered once`);
      expect([...found]).toEqual([]);
    }, 120_000);
  }
});
