/**
 * Policies answer the battle's small decisions. The odds use one as every player's chooser; bots
 * and the UI's "suggest" use the same functions on the pending decision.
 *
 * - `defaultPolicy`: nobody retreats unless forced; every hit, ability and splash goes to the
 *   first legal option (pack order of type; hit before missed; then id); withdraw, repair and
 *   Nydus are always used; Recall never.
 * - `botPolicy`: hits, Lockdown and Stasis on the most valuable enemy; Defense Matrix, Dark Swarm
 *   and Hallucination on the own most valuable unit; splash losses on the cheapest unit; repair
 *   the most valuable; the attacker retreats once his army is worth less than half the defender's.
 */
import type { BattleContext } from "./context";
import type { Answer, ChoiceRequest, LiteBattleAction, LiteBattleState, Position } from "./types";

export interface PolicyInfo {
  ctx: BattleContext;
  pos: Position;
}

export interface LitePolicy {
  name: string;
  choose(req: ChoiceRequest, info: PolicyInfo): Answer;
}

const firstNonPass = (req: ChoiceRequest): Answer => req.options.find((o) => o !== null) ?? null;

export const defaultPolicy: LitePolicy = {
  name: "default",
  choose(req) {
    if (req.kind === "recall") return null;
    if (req.kind === "retreat") return req.options.includes(null) ? null : (req.options[0] ?? null);
    return firstNonPass(req);
  },
};

/** Unit worth: cost (minerals + gas + units consumed), then health. */
function worth(info: PolicyInfo, id: number): number {
  const p = info.ctx.profiles.get(id)!;
  return p.value * 100 + p.ht;
}

function best(req: ChoiceRequest, info: PolicyInfo, sign: 1 | -1): Answer {
  let pick: Answer = null;
  let score = Number.NEGATIVE_INFINITY;
  for (const o of req.options) {
    if (typeof o !== "number") continue;
    const s = sign * worth(info, o);
    if (s > score) {
      score = s;
      pick = o;
    }
  }
  return pick;
}

export function armyWorth(info: PolicyInfo, s: 0 | 1): number {
  return info.pos.units[s].reduce((sum, u) => sum + info.ctx.profiles.get(u.id)!.value + 1, 0);
}

export const botPolicy: LitePolicy = {
  name: "bot",
  choose(req, info) {
    switch (req.kind) {
      case "recall":
        return null;
      case "retreat": {
        if (!req.options.includes(null)) return req.options[0] ?? null;
        if (req.side === 0 && armyWorth(info, 0) * 2 < armyWorth(info, 1)) return firstNonPass(req);
        return null;
      }
      case "splash":
        return best(req, info, -1);
      case "withdraw":
      case "nydus":
        return firstNonPass(req);
      default:
        return best(req, info, 1);
    }
  },
};

export const POLICIES: Record<string, LitePolicy> = { default: defaultPolicy, bot: botPolicy };

/** The action a policy takes on the battle's pending decision (null when nothing is pending). */
export function policyAction(
  b: LiteBattleState,
  policy: LitePolicy,
  ctx: BattleContext,
): LiteBattleAction | null {
  if (!b.pending) return null;
  const choice = policy.choose(b.pending, { ctx, pos: b.position });
  return { type: `lite-${b.pending.kind}`, choice };
}
