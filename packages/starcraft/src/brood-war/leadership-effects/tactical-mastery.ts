/**
 * *Tactical Mastery* (Mengsk, Stage II, one-shot): he puts 2 special conquest-point tokens, one at
 * a time, on areas of the board printed without CP. Each counts as 1 printed CP from then on
 * (FAQ: never moved or removed): scored at Regrouping by the area's controller, and a CP area for
 * the special victories that count them.
 */
import type { PlayerId, RuleError } from "@koprulu/engine";
import { ruleError } from "@koprulu/engine";
import type { StarcraftAction } from "../../actions";
import type { Draft } from "../../draft";
import { Err } from "../../errors";
import { cat } from "../../rules-catalog";
import type { StarcraftState } from "../../state";

export const SPECIAL_CP_TOKENS = "leadership-special-conquest-areas";

/** Conquest points of an area: printed, plus a special token (Brood War, Tactical Mastery). */
export function areaCp(s: Pick<StarcraftState, "broodWar" | "options">, area: string): number {
  const printed = cat(s).areas[area]?.cp ?? 0;
  return s.broodWar?.lead?.cpTokens?.includes(area) ? printed + 1 : printed;
}

export function legalCpTokens(s: StarcraftState): StarcraftAction[] {
  const out: StarcraftAction[] = [];
  for (const id of s.planetOrder)
    for (const a of Object.values(cat(s).areas))
      if (a.planet === id && areaCp(s, a.id) === 0) out.push({ type: "place-cp-token", area: a.id });
  return out;
}

export function checkCpToken(s: StarcraftState, _p: PlayerId, a: StarcraftAction): RuleError | null {
  if (s.frame.kind !== "place-cp-token" || a.type !== "place-cp-token") return Err.wrongDecision();
  const ok = legalCpTokens(s).some((x) => x.type === "place-cp-token" && x.area === a.area);
  return ok
    ? null
    : ruleError("bad-cp-token-area", "A special CP token goes on an area without CP.", "Tactical Mastery");
}

export function placeCpToken(d: Draft, area: string): void {
  const bw = d.broodWar;
  if (!bw?.lead) return;
  d.broodWar = { ...bw, lead: { ...bw.lead, cpTokens: [...(bw.lead.cpTokens ?? []), area] } };
}

/** How many tokens the card puts down (content params), 0 when it has none. */
export function cpTokensOf(s: StarcraftState, card: string): number {
  const e = cat(s).leadership[card]?.effects.find((x) => x.key === SPECIAL_CP_TOKENS);
  return e && typeof e.params.count === "number" ? e.params.count : 0;
}
