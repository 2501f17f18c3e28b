import { describe, expect, it } from "vitest";
import { DEFAULT_RULESET_MODULES, loadRegistry } from "./registry";

describe("the default registry", () => {
  it("loads every default ruleset, Eclipse included, without failures", async () => {
    const registry = await loadRegistry(DEFAULT_RULESET_MODULES);
    expect(registry.failures).toEqual([]);
    const eclipse = registry.get("eclipse");
    expect(eclipse?.minPlayers).toBe(2);
    expect(eclipse?.maxPlayers).toBe(6);
    expect(registry.list().map((r) => r.id)).toEqual(
      expect.arrayContaining(["tictactoe", "rps", "starcraft", "eclipse"]),
    );
  });
});
