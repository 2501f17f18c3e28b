import { describe, expect, it } from "vitest";
import { checkEffectRef, EFFECT_KEYS, EFFECTS, effectKeysOfKind, isEffectKey } from "./effects";
import { loadContent } from "./load";
import { RECORD_KINDS } from "./schema";

function collectKeys(value: unknown, out: Set<string>): void {
  if (Array.isArray(value)) for (const v of value) collectKeys(v, out);
  else if (value && typeof value === "object") {
    const o = value as Record<string, unknown>;
    if (typeof o.key === "string") out.add(o.key);
    for (const v of Object.values(o)) collectKeys(v, out);
  }
}

describe("effect registry", () => {
  it("every key has a kind and a one-line description", () => {
    expect(EFFECT_KEYS.length).toBeGreaterThan(50);
    for (const key of EFFECT_KEYS) {
      expect(key).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(EFFECTS[key].description).not.toContain("\n");
      expect(EFFECTS[key].description.length).toBeGreaterThan(10);
    }
  });

  it("every key used by the bundled packs is registered", () => {
    const used = new Set<string>();
    const c = loadContent({ expansions: ["brood-war"] });
    for (const kind of RECORD_KINDS) collectKeys(Object.values(c[kind]), used);
    for (const key of used) expect(isEffectKey(key), key).toBe(true);
    expect(used.size).toBeGreaterThan(40);
  });

  it("lists keys by kind", () => {
    expect(effectKeysOfKind("module")).toEqual([
      "module-supply",
      "module-research",
      "module-air-support",
      "module-defensive",
      "module-assist",
      "module-offensive",
    ]);
    expect(effectKeysOfKind("event")).toContain("event-end-draws-near");
  });

  it("checks parameters against the key's schema", () => {
    expect(checkEffectRef({ key: "splash", params: { targets: "ground" } })).toBeNull();
    expect(checkEffectRef({ key: "splash", params: { targets: "space" } })).toContain("bad params: targets");
    expect(checkEffectRef({ key: "splash" })).toContain("bad params");
    expect(checkEffectRef({ key: "detector", params: { extra: 1 } })).toContain("bad params");
    expect(checkEffectRef({ key: "warp-in" })).toBe("unknown effect key 'warp-in'");
  });
});
