import { type EclipseState, eclipse } from "@koprulu/eclipse";
import { describe, expect, it } from "vitest";
import { evaluateEclipse, worthOf } from "./evaluate";
import { evaluateEclipseByRound, SLOPE_BY_ROUND } from "./evaluate-by-round";

/** Seat 0 with 10 more science in storage, in round `round`. */
function ahead(round: number): EclipseState {
  const s = eclipse.setup({ players: 2, rounds: 9 }, "by-round");
  const p = s.players[0]!;
  return { ...s, round, players: [{ ...p, science: p.science + 10 }, s.players[1]!] };
}

describe("Eclipse's evaluation with a slope by round (a candidate)", () => {
  it("reads the same worth lead as nearly even early and as ever surer late", () => {
    const values = [2, 5, 7, 9].map((r) => evaluateEclipseByRound(ahead(r))[0]!);
    expect(values[0]).toBeGreaterThan(0.5);
    expect(values[0]).toBeLessThan(0.51);
    for (let i = 1; i < values.length; i++) expect(values[i]).toBeGreaterThan(values[i - 1]!);
  });

  it("uses the round's slope on the hand-set worth lead, the seats' values adding up to 1", () => {
    const s = ahead(8);
    const lead = worthOf(s, 0) - worthOf(s, 1);
    const [v0, v1] = evaluateEclipseByRound(s) as [number, number];
    expect(v0).toBeCloseTo(1 / (1 + Math.exp(-lead * SLOPE_BY_ROUND[8]!)), 12);
    expect(v0 + v1).toBeCloseTo(1, 12);
    // The one-slope evaluation (1/4) is less sure than round 8's 0.35 of the same lead.
    expect(evaluateEclipse(s)[0]!).toBeLessThan(v0);
  });
});
