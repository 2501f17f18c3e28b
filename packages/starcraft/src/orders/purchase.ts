/** What a paid purchase does: one function per kind of thing bought. */
import type { PlayerId } from "@koprulu/engine";
import type { Draft } from "../draft";
import type { Purchase } from "../state";
import { completeBuildPurchase } from "./build";
import { completeTech } from "./research";

export function completePurchase(d: Draft, p: PlayerId, purchase: Purchase): void {
  if (purchase.type === "tech") completeTech(d, p, purchase.tech);
  else completeBuildPurchase(d, p, purchase);
}
