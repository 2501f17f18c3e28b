/**
 * event-destroy-unit: destroy one enemy unit costing at most `maxCost` resources (minerals plus
 * gas) anywhere; with `alsoBase` every enemy base in that area goes too, and an area holding an
 * enemy base but no such unit may be picked for the base alone. In Team Play the partner is no
 * enemy: his units and bases are never offered nor destroyed (provisional, README Rulings).
 */

import { isOpponent } from "../../variants/teams";
import { destroyUnits, unitCost } from "../board";
import { eventCard } from "../cards";
import type { EventEffectDef } from "../types";
import { ask, num } from "../types";

const KEY = "event-destroy-unit";

export const eventDestroyUnit: EventEffectDef = {
  key: KEY,
  describe: "Destroy one cheap enemy unit (and with some cards the enemy base in its area).",
  play: (_d, ctx) => ask(ctx, KEY, "target"),
  prompt: () => "Choose an enemy unit to destroy",
  picks(s, f) {
    const params = eventCard(s, f.card).params;
    const max = num(params.maxCost, 0);
    const out: string[] = [];
    for (const u of s.units)
      if (isOpponent(s, f.owner, u.owner) && unitCost(s, u.type) <= max) out.push(`unit:${u.id}`);
    if (params.alsoBase === true)
      for (const b of s.bases)
        if (
          isOpponent(s, f.owner, b.owner) &&
          !out.some((o) => o.startsWith("base:") && o === `base:${b.area}`)
        )
          out.push(`base:${b.area}`);
    return out;
  },
  pick(d, f, pick) {
    const alsoBase = eventCard(d, f.card).params.alsoBase === true;
    let area: string;
    if (pick.startsWith("unit:")) {
      const id = Number(pick.slice(5));
      area = d.units.find((u) => u.id === id)!.area;
      destroyUnits(d, [id]);
    } else area = pick.slice(5);
    if (alsoBase) d.bases = d.bases.filter((b) => !(b.area === area && isOpponent(d, f.owner, b.owner)));
    return null;
  },
};
