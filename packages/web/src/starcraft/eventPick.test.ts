/**
 * The choices inside an event and the start-of-battle abilities are worded by the table from
 * the rules' data (pick codes, offer sources and effect keys), in the reader's language: every
 * pick of every event card on a rich board reads without codes, and in Hebrew without a Latin
 * word but proper names.
 */

import { readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import type { StarcraftState } from "@koprulu/starcraft";
import { createIntl } from "react-intl";
import { describe, expect, it } from "vitest";
import { COMBAT_EFFECTS } from "../../../starcraft/src/combat/effects/registry";
import { packEventCards } from "../../../starcraft/src/events/cards";
import { areaOf, board, pick, picks, play } from "../../../starcraft/src/events/testing";
import type { Translate } from "../i18n";
import { de } from "../i18n/catalogs/de";
import { en } from "../i18n/catalogs/en";
import { he } from "../i18n/catalogs/he";
import { catalog } from "./catalogSource";
import { START_EFFECTS } from "./describe";
import { eventPickWords, installationName } from "./eventPick";
import type { ScView } from "./viewTypes";
import { trackWords } from "./words";

const here = dirname(fileURLToPath(import.meta.url));
const CODE = /#\d|>|^unit:|^base:|force:|transport:|@|\|/;

const translator = (lang: string, messages: Record<string, string>): Translate => {
  const intl = createIntl({ locale: lang, messages });
  return (key, values) => intl.formatMessage({ id: key }, values);
};

function richBoard(): StarcraftState {
  const s = board();
  const cp = areaOf("braken", "cp");
  return {
    ...s,
    transports: [
      { owner: 0, route: 0 },
      { owner: 1, route: 1 },
    ],
    resources: Object.fromEntries(
      Object.entries(s.resources).map(([id, r], i) => [id, i === 0 ? { ...r, depletion: 1 as const } : r]),
    ),
    players: s.players.map((pl) => ({ ...pl, workerPool: 6 })),
    units: [...s.units, { id: 900, owner: 0, type: "terran-marine", area: cp }],
  };
}

/** Every pick of every event card's decisions, with the state it is offered in. */
function everyPick(): { s: StarcraftState; p: string; card: string }[] {
  const out: { s: StarcraftState; p: string; card: string }[] = [];
  for (const card of Object.values(packEventCards())) {
    let s = play(richBoard(), 0, card.id);
    for (let n = 0; n < 12 && s.frame.kind === "event"; n++) {
      const options = picks(s);
      if (options.length === 0) break;
      for (const p of options) out.push({ s, p, card: card.id });
      s = pick(s, options[0]!);
    }
  }
  return out;
}

describe("event choices and start-of-battle abilities in the reader's words", () => {
  const c = catalog()!;
  const names = new Set(
    [
      ...Object.values(c.planets).map((p) => p.name),
      ...Object.values(c.factions).map((f) => f.name),
      ...Object.values(c.units).map((u) => u.name),
      ...Object.values(c.techs ?? {}).map((x) => x.name),
      ...Object.values(c.events ?? {}).map((x) => x.name),
      ...Object.values(c.buildings ?? {}).map((b) => trackWords(b.track, b.level)),
    ].flatMap((n) => n.match(/[A-Za-z]{2,}/g) ?? []),
  );
  const picked = everyPick();

  it("every pick reads as words in English, Hebrew and German, never as the effect's code", () => {
    expect(picked.length).toBeGreaterThan(100);
    for (const [lang, messages] of [
      ["en", en],
      ["he", he],
      ["de", de],
    ] as const) {
      const t = translator(lang, messages);
      for (const { s, p, card } of picked) {
        const words = eventPickWords(s as unknown as ScView, c, p, t);
        expect(words, `${lang} ${card}: ${p}`).not.toMatch(CODE);
        expect(words.length).toBeGreaterThan(2);
        if (lang === "he") {
          const latin = (words.match(/[A-Za-z]{2,}/g) ?? []).filter((w) => !names.has(w));
          expect(latin, `${card}: ${p} → ${words}`).toEqual([]);
        }
      }
    }
  });

  it("names what the rules' own describer names: a move inside an event's Mobilize names the unit and both areas", () => {
    let s = play(richBoard(), 0, "urgent-mobilization");
    s = pick(s, picks(s).find((p) => p === "braken") ?? picks(s)[0]!);
    const move = picks(s).find((p) => p.includes(">"))!;
    expect(eventPickWords(s as unknown as ScView, c, move, translator("en", en))).toMatch(
      /^Move Marine from .+ \(.+\) to .+ \(.+\)$/,
    );
    expect(eventPickWords(s as unknown as ScView, c, move, translator("de", de))).toMatch(
      /^Marine von .+ nach .+ ziehen$/,
    );
  });

  it("knows every step the rules' describer knows (a new kind of event decision needs words here)", () => {
    const steps = (file: string) =>
      [...readFileSync(file, "utf8").matchAll(/case "([a-z]+)":/g)].map((m) => m[1]).sort();
    const rules = join(here, "..", "..", "..", "starcraft", "src", "events", "describe-pick.ts");
    expect(steps(join(here, "eventPick.ts"))).toEqual(steps(rules));
  });

  it("every Brood War installation kind has a name in every language", () => {
    const state = readFileSync(
      join(here, "..", "..", "..", "starcraft", "src", "brood-war", "state.ts"),
      "utf8",
    );
    const kinds = [...(/InstallationKind = ([^;]+);/.exec(state)?.[1] ?? "").matchAll(/"([a-z-]+)"/g)].map(
      (m) => m[1],
    );
    expect(kinds.length).toBeGreaterThan(3);
    for (const kind of kinds) {
      expect(installationName(kind!, translator("en", en)), kind).not.toBe(kind!.replace(/-/g, " "));
      expect(installationName(kind!, translator("de", de)), kind).not.toBe(kind!.replace(/-/g, " "));
    }
    expect(installationName("infested-command-center", translator("he", he))).toBe("מרכז פיקוד נגוע");
  });

  it("every combat effect usable at the start of a battle has words", () => {
    const starting = Object.values(COMBAT_EFFECTS)
      .filter((e) => e.start !== undefined)
      .map((e) => e.key)
      .sort();
    expect(starting.length).toBeGreaterThan(3);
    expect(Object.keys(START_EFFECTS).sort()).toEqual(starting);
  });
});
