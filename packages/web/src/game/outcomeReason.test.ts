/**
 * Every reason a ruleset's `outcome()` can give has words in every language: the reasons are read
 * from the rulesets' sources (StarCraft, StarCraft Lite, Eclipse, the examples), so a new reason
 * without a key fails here, and a key no ruleset produces any more fails too.
 */
import { readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { createIntl } from "react-intl";
import { describe, expect, it } from "vitest";
import { de } from "../i18n/catalogs/de";
import { en } from "../i18n/catalogs/en";
import { he } from "../i18n/catalogs/he";
import { OUTCOME_REASONS, outcomeReasonText } from "./outcomeReason";

const repo = join(dirname(fileURLToPath(import.meta.url)), "..", "..", "..", "..");

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === "node_modules" ? [] : sources(path);
    return /\.ts$/.test(name) && !/\.test\.ts$/.test(name) ? [path] : [];
  });
}

const RULESET_SOURCES = [
  "packages/starcraft/src",
  "packages/starcraft-lite/src",
  "packages/eclipse/src",
  "examples/tictactoe/src",
  "examples/rps/src",
].map((d) => join(repo, d));

/**
 * The reasons: the last string of every `endGame(d, winners, "reason")` call (StarCraft and Lite
 * record the reason in the state), and every kebab-case string in a `reason:` field of a file
 * that builds an outcome (`outcome(…)`, `finalOutcome`, `s.endReason ?? "over"`).
 */
function producedReasons(): string[] {
  const found = new Set<string>();
  for (const file of RULESET_SOURCES.flatMap(sources)) {
    const text = readFileSync(file, "utf8");
    for (const m of text.matchAll(/\bendGame\([^;\n]*,\s*"([a-z][a-z-]*)"\s*\)/g)) found.add(m[1]!);
    if (!/[oO]utcome/.test(text)) continue;
    for (const m of text.matchAll(/\breason:\s*([^,}\n]+)/g))
      for (const s of m[1]!.matchAll(/"([a-z]+(?:-[a-z]+)*)"/g)) found.add(s[1]!);
  }
  return [...found].sort();
}

describe("outcome reasons", () => {
  const reasons = producedReasons();

  it("finds the reasons of every ruleset in their sources", () => {
    for (const r of ["normal-victory", "special-victory", "end-draws-near", "elimination", "round-limit"])
      expect(reasons).toContain(r);
    for (const r of [
      "conquest-points",
      "max-rounds",
      "most-victory-points",
      "shared-victory",
      "line",
      "best-of",
    ])
      expect(reasons).toContain(r);
  });

  it("every reason a ruleset produces has a key, and every key is a reason some ruleset produces", () => {
    expect(reasons.filter((r) => !Object.hasOwn(OUTCOME_REASONS, r))).toEqual([]);
    expect(Object.keys(OUTCOME_REASONS).filter((r) => !reasons.includes(r))).toEqual([]);
  });

  it.each([
    ["en", en],
    ["he", he],
    ["de", de],
  ] as const)("reads every reason in %s, never the code", (lang, messages) => {
    const intl = createIntl({ locale: lang, messages });
    const t = (key: string) => intl.formatMessage({ id: key });
    for (const r of reasons) {
      const words = outcomeReasonText(t, r);
      expect(words, r).toBe(messages[OUTCOME_REASONS[r]!]);
      expect(words, r).not.toContain(r);
      if (lang === "he") expect(words, r).not.toMatch(/[A-Za-z]{2}/);
      if (lang === "de") expect(words, r).not.toBe(en[OUTCOME_REASONS[r]!]);
    }
  });

  it("an unknown reason reads as the game ended, not as its code", () => {
    const intl = createIntl({ locale: "de", messages: de });
    expect(outcomeReasonText((k) => intl.formatMessage({ id: k }), "secret-code")).toBe(
      "die Partie ist beendet",
    );
  });

  it.each([
    ["en", en],
    ["he", he],
    ["de", de],
  ] as const)(
    "a game without scores (Galactic Conquest, Survival) at the round limit reads as the tiebreakers' decision in %s",
    (lang, messages) => {
      const intl = createIntl({ locale: lang, messages });
      const t = (key: string) => intl.formatMessage({ id: key });
      const words = outcomeReasonText(t, "round-limit", false);
      expect(words).toBe(messages["outcome.round-limit-unscored"]);
      expect(words).not.toBe(messages["outcome.round-limit"]);
      if (lang === "en") expect(words).not.toContain("conquest points");
      // the other reasons read as with scores
      expect(outcomeReasonText(t, "elimination", false)).toBe(messages["outcome.elimination"]);
    },
  );
});
