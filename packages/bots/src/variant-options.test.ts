import { describe, expect, it } from "vitest";
import type { SearchHooks } from "./hooks";
import { optionsForVariant, withoutExplicit } from "./variant-options";

const hooks: SearchHooks = { variantOf: (v) => (v as { variant?: string }).variant };

describe("options by variant", () => {
  it("lays the view's variant entry over the other options, and only that entry", () => {
    const options = { iterations: 10, rolloutRounds: 1, byVariant: { bw: { rolloutRounds: 2, width: 2 } } };
    expect(optionsForVariant(options, hooks, { variant: "bw" })).toMatchObject({
      iterations: 10,
      rolloutRounds: 2,
      width: 2,
    });
    expect(optionsForVariant(options, hooks, { variant: "other" })).toBe(options);
    expect(optionsForVariant(options, hooks, {})).toBe(options);
    expect(optionsForVariant(options, {}, { variant: "bw" })).toBe(options); // no variantOf hook
  });

  it("withoutExplicit drops from every entry the options a caller named", () => {
    const byVariant = { bw: { rolloutRounds: 2, rolloutDepth: 800 } };
    expect(withoutExplicit(byVariant, { rolloutRounds: 1 })).toEqual({ bw: { rolloutDepth: 800 } });
    expect(withoutExplicit(byVariant, { rolloutRounds: undefined })).toEqual(byVariant);
    expect(withoutExplicit(undefined, { rolloutRounds: 1 })).toBeUndefined();
  });
});
