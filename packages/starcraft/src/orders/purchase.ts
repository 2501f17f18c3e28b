/**
 * What a paid purchase does: one function per kind of thing bought (the ruleset calls it once a
 * payment is done; payment.ts, below the orders, only says so). A technology ends a silver
 * Research order: that step is returned (flow-step.ts); a Build goes on.
 */
import type { PlayerId } from "@koprulu/engine";
import type { Draft } from "../draft";
import type { FlowStep } from "../flow-step";
import type { Purchase } from "../state";
import { completeBuildPurchase } from "./build";
import { completeTech } from "./research";

export function completePurchase(d: Draft, p: PlayerId, purchase: Purchase): FlowStep {
  if (purchase.type === "tech") return completeTech(d, p, purchase.tech);
  completeBuildPurchase(d, p, purchase);
  return null;
}
