/**
 * The ruleset's reasons (explain) in the reader's words: every choice an Eclipse state explains
 * is named by the table in each language, and its reason has catalog words (no English leak).
 */
import { type EclipseState, eclipse } from "@koprulu/eclipse";
import { createIntl } from "react-intl";
import { describe, expect, it } from "vitest";
import type { Action } from "../api/types";
import type { Translate } from "../i18n";
import { de } from "../i18n/catalogs/de";
import { en } from "../i18n/catalogs/en";
import { he } from "../i18n/catalogs/he";
import { errorText } from "../i18n/errorText";
import { wormholeLabel } from "./pieceNames";
import { buildReasonText, eclipseUnavailableText } from "./reasons";

function translator(locale: string, messages: Record<string, string>): Translate {
  const intl = createIntl({ locale, messages });
  return (key, values) => intl.formatMessage({ id: key }, values);
}

const LANGS: [string, Translate][] = [
  ["en", translator("en", en)],
  ["de", translator("de", de)],
  ["he", translator("he", he)],
];

/** States that explain research, builds, parts and the lack of discs. */
function explainedStates(): EclipseState[] {
  const s0 = eclipse.setup({ players: 2, rounds: 9 }, "web-reasons");
  const seat = s0.turn;
  const poor = { ...s0, players: s0.players.map((p) => ({ ...p, science: 0, materials: 0 })) };
  const rich = { ...s0, players: s0.players.map((p) => ({ ...p, materials: 4 })) };
  const building = eclipse.apply(rich, seat, { type: "build-start" });
  const upgrading = eclipse.apply(s0, seat, { type: "upgrade" });
  const slot = eclipse.legalActions(upgrading, seat).find((a) => a.type === "upgrade-slot")!;
  const noDiscs = {
    ...s0,
    players: s0.players.map((p) => ({ ...p, actionDiscs: p.discsOnTrack, discsOnTrack: 0 })),
  };
  return [poor, building, eclipse.apply(upgrading, seat, slot), noDiscs];
}

describe("Eclipse's unavailable choices in the reader's words", () => {
  const items = explainedStates().flatMap((s) => eclipse.explain!(s, s.turn)) as unknown as {
    about: string;
    action?: Action;
    args?: Record<string, string | number | boolean>;
    error: { code: string; message: string; rule: string };
  }[];

  it("covers research, build and upgrade reasons", () => {
    const codes = new Set(items.map((u) => u.error.code));
    for (const code of [
      "research-unaffordable",
      "nothing-to-build",
      "build-unaffordable",
      "build-needs-technology",
      "part-needs-technology",
      "no-influence-disc",
    ])
      expect(codes, code).toContain(code);
  });

  it.each(LANGS)("%s: each choice is named and each reason has catalog words", (_lang, t) => {
    for (const u of items) {
      expect(eclipseUnavailableText(u, t), u.about).toBeTruthy();
      expect(errorText(t, u.error.code), u.error.code).toBeTruthy();
      if (u.about.startsWith("build:")) expect(buildReasonText(t, u), u.about).toBeTruthy();
    }
  });

  it("words a build reason with the ruleset's numbers", () => {
    const [, t] = LANGS[0]!;
    const dread = items.find((u) => u.about === "build:dreadnought")!;
    expect(buildReasonText(t, dread)).toBe("costs 8, you have 4 materials");
    expect(eclipseUnavailableText(dread, t)).toBe("Build: Dreadnought");
  });
});

describe("wormhole halves' names", () => {
  it.each([
    ["en", "wormhole, north-east side"],
    ["de", "Wurmloch, Nordostseite"],
    ["he", "חור תולעת, בצד הצפון-מזרחי"],
  ])("%s: a wormhole on the north-east side is named so", (lang, name) => {
    const t = LANGS.find(([l]) => l === lang)![1];
    expect(wormholeLabel(t, "TR")).toBe(name);
    expect(new Set(["T", "TR", "BR", "B", "BL", "TL"].map((e) => wormholeLabel(t, e))).size).toBe(6);
  });
});
