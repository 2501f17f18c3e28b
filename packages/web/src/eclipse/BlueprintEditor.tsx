/**
 * Blueprints (E-A4): the four ship designs with their statistics. During an Upgrade the slots that
 * can change are buttons; choosing a slot lists the parts. A part the rules refuse is not sent:
 * the editor says why, with the rule (energy, drive, technology, supply).
 */
import { content, type ShipBlueprint, shipBlueprintProblems, shipStats } from "@koprulu/eclipse";
import { useState } from "react";
import type { Action } from "../api/types";
import { type EclipseView, ofType } from "./viewTypes";

const HULLS = ["interceptor", "cruiser", "dreadnought", "starbase"] as const;

export function energyBalance(bp: ShipBlueprint): number {
  return bp.slots.reduce((e, id) => e + (id ? (content().parts[id]?.energy ?? 0) : 0), bp.energy);
}

/** Why placing `part` on the slot is refused (null when the rules allow it). */
export function refusal(
  view: EclipseView,
  seat: number,
  hull: (typeof HULLS)[number],
  slot: number,
  part: string,
): string | null {
  const p = view.players[seat]!;
  const def = content().parts[part];
  if (!def) return "unknown part";
  const owned = [...p.techs.military, ...p.techs.grid, ...p.techs.nano];
  if (def.requiresTech && !owned.includes(def.requiresTech))
    return `E-A4: needs the ${content().technologies[def.requiresTech]?.name ?? def.requiresTech} technology`;
  const slots = [...p.blueprints[hull].slots];
  slots[slot] = part;
  const problems = shipBlueprintProblems(content(), hull, { ...p.blueprints[hull], slots });
  return problems.length ? `E-A4: ${problems.join("; ")}` : null;
}

export function BlueprintEditor({
  view,
  seat,
  actions,
  submit,
  busy,
}: {
  view: EclipseView;
  seat: number;
  actions: Action[];
  submit(a: Action): void;
  busy: boolean;
}) {
  const [message, setMessage] = useState<string | null>(null);
  const p = view.players[seat];
  if (!p) return null;
  const step = view.step;
  const selectable = ofType(actions, "upgrade-slot");
  const choosing = step.kind === "upgrade" && step.hull !== null && step.slot !== null && view.turn === seat;
  const legalParts = new Set(ofType(actions, "upgrade-part").map((a) => a.part));
  const remove = ofType(actions, "upgrade-remove")[0];
  const partIds = Object.values(content().parts)
    .filter((x) => x.kind !== "discovery")
    .map((x) => x.id);
  return (
    <section className="ec-blueprints" aria-label="Blueprints">
      <h3>Blueprints</h3>
      {HULLS.map((hull) => {
        const bp = p.blueprints[hull];
        const st = shipStats(content(), hull, bp);
        const move = bp.slots.reduce((m, id) => m + (id ? (content().parts[id]?.movement ?? 0) : 0), 0);
        return (
          <div key={hull} className="ec-blueprint" data-hull={hull}>
            <strong>{hull}</strong>{" "}
            <span className="muted">
              init {st.initiative} · comp +{st.computer} · shield −{st.shield} · hull {st.hull} · cannons [
              {st.cannons.join(",")}]{st.missiles.length ? ` · missiles [${st.missiles.join(",")}]` : ""} ·
              move {move} · energy {energyBalance(bp)}
            </span>
            <div className="ec-row">
              {bp.slots.map((id, slot) => {
                const a = selectable.find((x) => x.hull === hull && x.slot === slot);
                const active =
                  choosing && step.kind === "upgrade" && step.hull === hull && step.slot === slot;
                return (
                  <button
                    // biome-ignore lint/suspicious/noArrayIndexKey: slots are positions
                    key={slot}
                    type="button"
                    className={active ? "ec-slot ec-active" : "ec-slot"}
                    disabled={!a || busy}
                    onClick={() => a && submit(a)}
                    aria-label={`${hull} slot ${slot + 1}: ${id ? content().parts[id]?.name : "empty"}`}
                  >
                    {id ? (content().parts[id]?.name ?? id) : "—"}
                  </button>
                );
              })}
            </div>
          </div>
        );
      })}
      {choosing && step.kind === "upgrade" && (
        <section className="ec-parts" aria-label="Parts">
          <p>
            Choose a part for {step.hull} slot {(step.slot ?? 0) + 1} ({step.limit - step.placed} placement(s)
            left)
          </p>
          <div className="ec-row">
            {partIds.map((part) => (
              <button
                key={part}
                type="button"
                className={legalParts.has(part) ? "ec-part" : "ec-part ec-refused"}
                disabled={busy}
                onClick={() => {
                  if (legalParts.has(part)) {
                    setMessage(null);
                    submit({ type: "upgrade-part", part });
                  } else
                    setMessage(
                      `Refused — ${refusal(view, seat, step.hull!, step.slot!, part) ?? "no placement left or the supply is empty (E-A4)"}`,
                    );
                }}
              >
                {content().parts[part]?.name}
              </button>
            ))}
            {remove && (
              <button type="button" disabled={busy} onClick={() => submit(remove)}>
                Remove part
              </button>
            )}
          </div>
          {message && (
            <p role="alert" className="ec-refusal">
              {message}
            </p>
          )}
        </section>
      )}
    </section>
  );
}
