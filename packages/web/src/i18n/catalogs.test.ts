/**
 * The catalogs stay whole: every language has exactly the English keys with the same
 * placeholders, every message is valid ICU in its language, every key is used by the sources,
 * and every stable rule-error code the engine, StarCraft and StarCraft Lite sources return has a message.
 */
import { readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { createIntl } from "react-intl";
import { describe, expect, it } from "vitest";
import type { Catalog } from "./catalogs";
import { de } from "./catalogs/de";
import { en } from "./catalogs/en";
import { provisional } from "./catalogs/en/provisional";
import { he } from "./catalogs/he";
import { ERROR_PREFIX } from "./errorText";
import { LANGUAGES } from "./languages";

const here = dirname(fileURLToPath(import.meta.url));
const webSrc = join(here, "..");
const packages = join(webSrc, "..", "..");

function filesUnder(dir: string, keep: (path: string) => boolean): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === "node_modules" ? [] : filesUnder(path, keep);
    return keep(path) ? [path] : [];
  });
}

const isSource = (p: string) => /\.(ts|tsx)$/.test(p) && !/\.test\.tsx?$/.test(p);

/** Names of the arguments a message uses: `{name}`, `{name, plural, …}`. */
function placeholders(message: string): string[] {
  return [...new Set([...message.matchAll(/\{\s*(\w+)\s*[,}]/g)].map((m) => m[1]))].sort();
}

/**
 * The codes of `ruleError("code", …)` and the StarCraft helpers `E("code", …)`, `bad("code", …)`
 * (StarCraft Lite spells its errors with `ruleError` too).
 */
function ruleErrorCodes(): string[] {
  const dirs = [
    join(packages, "engine", "src"),
    join(packages, "starcraft", "src"),
    join(packages, "starcraft-lite", "src"),
    join(packages, "eclipse", "src"),
  ];
  const codes = new Set<string>();
  for (const file of dirs.flatMap((d) => filesUnder(d, isSource))) {
    const text = readFileSync(file, "utf8");
    for (const m of text.matchAll(/(?:\bruleError|\bE|\bbad)\(\s*"([a-z0-9-]+)"/g)) codes.add(m[1]);
  }
  return [...codes].sort();
}

const CATALOGS: Record<(typeof LANGUAGES)[number], Catalog> = { en, he, de };
const keys = Object.keys(en).sort();

describe("message catalogs", () => {
  it.each(LANGUAGES)("%s has exactly the English keys, none empty", (lang) => {
    const catalog = CATALOGS[lang] as Record<string, string>;
    expect(Object.keys(catalog).sort()).toEqual(keys);
    for (const key of keys) expect(catalog[key].trim(), key).not.toBe("");
  });

  it.each(LANGUAGES)("%s uses the same placeholders as English in every message", (lang) => {
    const catalog = CATALOGS[lang] as Record<string, string>;
    for (const key of keys)
      expect(placeholders(catalog[key]), key).toEqual(placeholders((en as Record<string, string>)[key]));
  });

  it.each(LANGUAGES)("every %s message is valid ICU and formats with its arguments", (lang) => {
    const errors: string[] = [];
    const intl = createIntl({
      locale: lang,
      messages: CATALOGS[lang],
      onError: (e) => errors.push(e.message),
    });
    for (const key of keys) {
      const values = Object.fromEntries(
        placeholders((en as Record<string, string>)[key]).map((p) => [p, p === "count" ? 3 : `«${p}»`]),
      );
      const out = intl.formatMessage({ id: key }, values);
      expect(out, key).not.toBe(key);
      expect(out, key).not.toMatch(/[{}]/);
    }
    expect(errors).toEqual([]);
  });

  it("plurals follow each language's rules (Hebrew has a dual)", () => {
    const format = (lang: "en" | "he" | "de", count: number) =>
      createIntl({ locale: lang, messages: CATALOGS[lang] }).formatMessage(
        { id: "lobby.players" },
        { count },
      );
    expect(format("en", 1)).toBe("1 player");
    expect(format("en", 4)).toBe("4 players");
    expect(format("he", 2)).toBe("שני שחקנים");
    expect(format("he", 5)).toBe("5 שחקנים");
    expect(format("de", 3)).toBe("3 Spieler");
  });

  it("every key is used by the web sources (no unused key)", () => {
    const sources = filesUnder(webSrc, (p) => isSource(p) && !p.includes(join("i18n", "catalogs")))
      .map((f) => readFileSync(f, "utf8"))
      .join("\n");
    const unused = keys.filter(
      (key) =>
        !key.startsWith(ERROR_PREFIX) &&
        // Provisional reasons are found by their English text (starcraft/provisionalWords.ts);
        // provisionalWords.test.ts checks each is the reason of a record of the packs.
        !Object.hasOwn(provisional, key) &&
        !sources.includes(`"${key}"`) &&
        // `game.conn.${connection}`: one key per connection state.
        !(key.startsWith("game.conn.") && sources.includes("`game.conn.${")),
    );
    expect(unused).toEqual([]);
  });

  it("every rule-error code of the engine, StarCraft and StarCraft Lite has a message, and no other error key exists", () => {
    const codes = ruleErrorCodes();
    expect(codes.length).toBeGreaterThan(50);
    const errorKeys = keys.filter((k) => k.startsWith(ERROR_PREFIX)).map((k) => k.slice(ERROR_PREFIX.length));
    expect(codes.filter((c) => !errorKeys.includes(c))).toEqual([]);
    expect(errorKeys.filter((c) => !codes.includes(c))).toEqual([]);
  });
});
