/**
 * event-destroy-transports: pick a navigation route; every transport on it is destroyed, or with
 * `choose` the player picks which of them (one at a time, any player's, stopping when he likes).
 * Team Play (provisional "partners never fight"): the chosen destruction never offers the
 * partner's transport; the card without `choose` takes every transport on the route, his own
 * too, so it is played as printed.
 */
import { transportDestroyable } from "../../brood-war/leadership-effects/return-to-aiur";
import { isOpponent } from "../../variants/teams";
import { eventCard } from "../cards";
import type { EventEffectDef } from "../types";
import { ask } from "../types";

const KEY = "event-destroy-transports";

export const eventDestroyTransports: EventEffectDef = {
  key: KEY,
  describe: "Destroy transports on one navigation route.",
  play(d, ctx) {
    return d.transports.length > 0 ? ask(ctx, KEY, "route") : null;
  },
  prompt: (f) =>
    f.step === "route" ? "Choose a navigation route" : "Choose a transport to destroy, or stop",
  picks(s, f) {
    if (f.step === "route") return [...new Set(s.transports.map((t) => String(t.route)))];
    return s.transports
      .filter(
        (t) =>
          t.route === f.data.route &&
          transportDestroyable(s, t) &&
          (t.owner === f.owner || isOpponent(s, f.owner, t.owner)),
      )
      .map((t) => String(t.owner));
  },
  mayPass: (_s, f) => f.step === "transport",
  pick(d, f, pick) {
    if (f.step === "route") {
      const route = Number(pick);
      if (eventCard(d, f.card).params.choose === true) return { ...f, step: "transport", data: { route } };
      // Return to Aiur (Brood War): protected transports stay.
      d.transports = d.transports.filter((t) => t.route !== route || !transportDestroyable(d, t));
      return null;
    }
    const owner = Number(pick);
    d.transports = d.transports.filter(
      (t) => !(t.route === f.data.route && t.owner === owner) || !transportDestroyable(d, t),
    );
    return { ...f };
  },
  pass: () => null,
};
