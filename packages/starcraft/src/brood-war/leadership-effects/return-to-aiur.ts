/**
 * *Return to Aiur* (Tassadar, Stage III, one-shot): he places transports on any routes, up to 8
 * (read with the component limit: as many as his transport tokens not on the board allow, one per
 * route as always), and during the next round none of his transports can be destroyed (Regrouping
 * step 1, events, *The Swarm Flies*).
 */
import type { PlayerId, RuleError } from "@koprulu/engine";
import { ruleError } from "@koprulu/engine";
import type { StarcraftAction } from "../../actions";
import type { Draft } from "../../draft";
import { Err } from "../../errors";
import { cat } from "../../rules-catalog";
import type { StarcraftState, Transport } from "../../state";

export const PROTECTED_TRANSPORTS = "leadership-protected-transports";

/** Transports the card lets him place now (0 when it is not this card). */
export function transportsToPlace(s: StarcraftState, p: PlayerId, card: string): number {
  const e = cat(s).leadership[card]?.effects.find((x) => x.key === PROTECTED_TRANSPORTS);
  if (!e) return 0;
  const count = typeof e.params.count === "number" ? e.params.count : 0;
  const free = cat(s).tokens.transports - s.transports.filter((t) => t.owner === p).length;
  return Math.max(0, Math.min(count, free));
}

export function protectsTransports(s: StarcraftState, card: string): boolean {
  return cat(s).leadership[card]?.effects.some((e) => e.key === PROTECTED_TRANSPORTS) ?? false;
}

export function legalTransportRoutes(s: StarcraftState, p: PlayerId): StarcraftAction[] {
  return s.routes
    .filter((r) => !s.transports.some((t) => t.owner === p && t.route === r.id))
    .map((r): StarcraftAction => ({ type: "place-transport", route: r.id }));
}

export function checkTransportRoute(s: StarcraftState, p: PlayerId, a: StarcraftAction): RuleError | null {
  if (s.frame.kind !== "return-to-aiur" || a.type !== "place-transport") return Err.wrongDecision();
  const ok = legalTransportRoutes(s, p).some((x) => x.type === "place-transport" && x.route === a.route);
  return ok ? null : ruleError("bad-transport-route", "One transport of yours per route.", "Return to Aiur");
}

/** From now until the end of the next round his transports cannot be destroyed. */
export function protectTransports(d: Draft, p: PlayerId): void {
  const bw = d.broodWar;
  if (!bw?.lead) return;
  d.broodWar = { ...bw, lead: { ...bw.lead, protectedTransports: { owner: p, round: d.round + 1 } } };
}

/** May this transport be destroyed now? */
export function transportDestroyable(s: StarcraftState, t: Transport): boolean {
  const pr = s.broodWar?.lead?.protectedTransports;
  return !(pr && pr.owner === t.owner && s.round <= pr.round);
}
