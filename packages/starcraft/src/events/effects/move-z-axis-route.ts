/**
 * event-move-z-axis-route: pick a Z-axis route and join it to another pair of free route slots
 * on two different planets. Transports on it stay on it; one left without an own base at either
 * end is destroyed only in a regrouping's step 1 (FAQ), so in practice next round.
 */
import { freeSlots } from "../../galaxy";
import type { EventEffectDef } from "../types";
import { ask } from "../types";

const KEY = "event-move-z-axis-route";

type Slot = { planet: string; side: number };
const key = (a: Slot, b: Slot) => `${a.planet}:${a.side}|${b.planet}:${b.side}`;

function parse(pick: string): [Slot, Slot] {
  const [a, b] = pick.split("|").map((x) => {
    const i = x.lastIndexOf(":");
    return { planet: x.slice(0, i), side: Number(x.slice(i + 1)) };
  });
  return [a, b];
}

export const eventMoveZAxisRoute: EventEffectDef = {
  key: KEY,
  describe: "Move one Z-axis route so that it joins another pair of planets.",
  play(d, ctx) {
    return d.routes.some((r) => r.z) ? ask(ctx, KEY, "route") : null;
  },
  prompt: (f) => (f.step === "route" ? "Choose a Z-axis route" : "Choose its two new ends"),
  picks(s, f) {
    if (f.step === "route") return s.routes.filter((r) => r.z).map((r) => String(r.id));
    const r = s.routes[f.data.route as number];
    const free = [...freeSlots(s), r.a, r.b];
    const out: string[] = [];
    for (let i = 0; i < free.length; i++)
      for (let j = i + 1; j < free.length; j++) {
        if (free[i].planet === free[j].planet) continue;
        const k = key(free[i], free[j]);
        if (k !== key(r.a, r.b) && k !== key(r.b, r.a)) out.push(k);
      }
    return out;
  },
  pick(d, f, pick) {
    if (f.step === "route") return { ...f, step: "ends", data: { route: Number(pick) } };
    const id = f.data.route as number;
    const r = d.routes[id];
    const [a, b] = parse(pick);
    const planets = { ...d.planets };
    for (const end of [r.a, r.b]) {
      const pl = planets[end.planet];
      planets[end.planet] = { ...pl, slots: { ...pl.slots, [end.side]: -1 } };
    }
    for (const end of [a, b]) {
      const pl = planets[end.planet];
      planets[end.planet] = { ...pl, slots: { ...pl.slots, [end.side]: id } };
    }
    d.planets = planets;
    d.routes = d.routes.map((x) => (x.id === id ? { ...x, a, b } : x));
    return null;
  },
};
