/**
 * Every action, decision and log line a real Eclipse game produces has the table's own words in
 * every language: no action falls back to the generic rendering, no prompt to the server's English.
 */
import { content, type EclipseState, eclipse } from "@koprulu/eclipse";
import { Rng } from "@koprulu/engine";
import { createIntl } from "react-intl";
import { describe, expect, it } from "vitest";
import type { Action } from "../api/types";
import type { Translate } from "../i18n";
import { de } from "../i18n/catalogs/de";
import { en } from "../i18n/catalogs/en";
import { he } from "../i18n/catalogs/he";
import { describeEclipse, eclipseActionGroup, eclipseLogText, eclipsePrompt } from "./words";

function translator(locale: string, messages: Record<string, string>): Translate {
  const intl = createIntl({ locale, messages });
  return (key, values) => intl.formatMessage({ id: key }, values);
}

const LANGS: [string, Translate][] = [
  ["en", translator("en", en)],
  ["de", translator("de", de)],
  ["he", translator("he", he)],
];

/** Random 2-player play over three rounds: the actions, decisions and views met on the way. */
function randomGame(seed: string) {
  let s: EclipseState = eclipse.setup({ players: 2, rounds: 3 }, seed);
  const rng = Rng.fromSeed(seed);
  const met: { action: Action; seat: number; view: unknown }[] = [];
  const kinds = new Set<string>();
  for (let i = 0; i < 5000 && s.phase !== "over"; i++) {
    const d = eclipse.pending(s)[0]!;
    kinds.add(d.kind);
    const legal = eclipse.legalActions(s, d.player);
    const view = eclipse.view(s, d.player);
    for (const a of legal) met.push({ action: a as unknown as Action, seat: d.player, view });
    s = eclipse.apply(s, d.player, legal[rng.index(legal.length)]!);
  }
  return { met, kinds };
}

describe("Eclipse words", () => {
  const { met, kinds } = randomGame("words-1");

  it.each(LANGS)("every legal action of a random game has words and a group heading (%s)", (_lang, t) => {
    expect(met.length).toBeGreaterThan(500);
    for (const { action, view } of met) {
      const text = describeEclipse(action, view, t, content());
      expect(text, action.type).toBeTruthy();
      expect(text, action.type).not.toMatch(/ec\.|undefined|NaN/);
      expect(eclipseActionGroup(action.type, t), action.type).toBeTruthy();
    }
  });

  it.each(LANGS)("every decision of a random game has its prompt (%s)", (_lang, t) => {
    expect(kinds.has("turn")).toBe(true);
    for (const kind of kinds) expect(eclipsePrompt(kind, t), kind).toBeTruthy();
  });

  it("a log line names the seat by its colour, an undo and a hidden choice say so", () => {
    const [, t] = LANGS[1]!;
    const { view } = met[0]!;
    const colourOf = (seat: number) => (view as { players: { colour: string }[] }).players[seat]!.colour;
    const action = { type: "research", tech: "neutron-bombs" };
    const line = eclipseLogText({ seat: 0, kind: "action", action }, view, t);
    expect(line).toBe(`${t(`ec.seat.${colourOf(0)}` as never)}: Forschung: Neutronenbomben`);
    expect(eclipseLogText({ seat: 1, kind: "undo" }, view, t)).toMatch(
      /hat die letzte Aktion zurückgenommen$/,
    );
    expect(eclipseLogText({ seat: 1, kind: "action" }, view, t)).toMatch(
      /hat eine verdeckte Wahl getroffen$/,
    );
  });
});
