/**
 * The effect of one validated battle action on a draft state (mutated in place). The public
 * battleApply copies first; the odds sampler calls this on its own scratch copies.
 */
import { drawTop, drawTopOf } from "./deck";
import { swapDefenders } from "./defensive";
import { decideGuard } from "./guard";
import { applyLoss, applyWithdraw, destroyUnit } from "./losses";
import { controlledFrontOwner, ORIGINAL_TOP } from "./mind-controlled";
import { chooseDestination, planDestinations, sameDestination } from "./retreat";
import { beginSkirmish } from "./skirmish";
import { startOffers, useStartAbility } from "./start-abilities";
import type { BattleAction, BattleState, SideIndex } from "./types";
import { takeOne } from "./util";

export function applyAction(b: BattleState, side: SideIndex, a: BattleAction): void {
  switch (a.type) {
    case "battle-pass":
      if (b.phase === "defensive") {
        b.phase = "cards";
        b.turn = b.firstPlacer;
        return;
      }
      b.startDone[side] = true;
      b.log.push({ event: "start-pass", side });
      return;
    case "battle-guard-token":
      decideGuard(b, a.use);
      return;
    case "battle-start-ability": {
      const offer = startOffers(b, side)[a.ability];
      b.startDone[side] = true;
      useStartAbility(b, side, offer);
      return;
    }
    case "battle-defensive-swap":
      swapDefenders(b, a.a, a.b);
      b.log.push({ event: "defensive-swap", units: [a.a, a.b] });
      b.phase = "cards";
      b.turn = b.firstPlacer;
      return;
    case "battle-assist-front":
      b.skirmishes[0].front[side] = a.unit;
      return;
    case "battle-pair": {
      const open = b.skirmishes.find((s) => s.front[0] === null || s.front[1] === null);
      if (open) open.front = [a.attacker, a.defender];
      else
        b.skirmishes.push({
          front: [a.attacker, a.defender],
          support: [[], []],
          cards: [null, null],
          resolved: false,
          report: null,
        });
      return;
    }
    case "battle-support":
      b.skirmishes[a.skirmish].support[side].push(a.unit);
      return;
    case "battle-place": {
      const s = b.sides[side];
      let combat: string | null;
      let blind = false;
      const owner = controlledFrontOwner(b, side, a.skirmish);
      if (a.card === ORIGINAL_TOP && owner !== null) {
        // BW-MC3: drawn blind from the original owner's deck; the reinforcement is the controller's.
        combat = drawTopOf(b, owner);
        const reinforcement = a.reinforcement ?? null;
        if (reinforcement) takeOne(s.hand, reinforcement);
        b.skirmishes[a.skirmish].cards[side] = { combat, blind: true, reinforcement, deckOwner: owner };
        return;
      }
      if (a.card === "top") {
        combat = drawTop(b, side);
        blind = true;
      } else {
        takeOne(s.hand, a.card);
        combat = a.card;
      }
      const reinforcement = a.card !== "top" && a.reinforcement ? a.reinforcement : null;
      if (reinforcement) takeOne(s.hand, reinforcement);
      b.skirmishes[a.skirmish].cards[side] = { combat, blind, reinforcement };
      return;
    }
    case "battle-resolve":
      beginSkirmish(b, a.skirmish);
      b.phase = "skirmish-todo";
      return;
    case "battle-lose": {
      const head = b.todo[0];
      if (head?.kind === "loss") applyLoss(b, head, a.unit);
      return;
    }
    case "battle-withdraw": {
      const head = b.todo[0];
      if (head?.kind === "withdraw") applyWithdraw(b, head, a.area);
      return;
    }
    case "battle-retreat-select": {
      const plan = b.retreat[0];
      plan.units.push(a.unit);
      plan.toSelect--;
      return;
    }
    case "battle-retreat": {
      const plan = b.retreat[0];
      const dest = planDestinations(b, plan).find((d) => sameDestination(d, a.planet, a.area))!;
      chooseDestination(plan, dest);
      return;
    }
    case "battle-retreat-lose": {
      const plan = b.retreat[0];
      plan.units = plan.units.filter((u) => u !== a.unit);
      plan.toDestroy--;
      destroyUnit(b, a.unit, "no-room-to-retreat");
      return;
    }
  }
}
