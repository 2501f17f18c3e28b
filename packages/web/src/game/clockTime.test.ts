import { describe, expect, it } from "vitest";
import { clockDigits } from "./clockTime";

describe("clock digits", () => {
  it("reads m:ss under an hour, h:mm:ss beyond, whole days apart; partial seconds round up", () => {
    expect(clockDigits(0)).toEqual({ days: 0, time: "0:00" });
    expect(clockDigits(-5)).toEqual({ days: 0, time: "0:00" });
    expect(clockDigits(59_001)).toEqual({ days: 0, time: "1:00" });
    expect(clockDigits(9 * 60_000 + 58_000)).toEqual({ days: 0, time: "9:58" });
    expect(clockDigits(3_600_000 + 5_000)).toEqual({ days: 0, time: "1:00:05" });
    expect(clockDigits(2 * 86_400_000 + 3_600_000)).toEqual({ days: 2, time: "1:00:00" });
  });
});
