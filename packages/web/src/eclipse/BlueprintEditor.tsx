/**
 * Blueprints (E-A4): the four ship designs with their statistics. During an Upgrade the slots that
 * can change are buttons; choosing a slot lists the parts. A part the rules refuse is not sent:
 * the editor says why, with the rule (energy, drive, technology, supply).
 */
import {
  type BlueprintProblem,
  content,
  type ShipBlueprint,
  shipBlueprintProblemList,
  shipStats,
} from "@koprulu/eclipse";
import { useState } from "react";
import type { Action } from "../api/types";
import { type Translate, useT } from "../i18n";
import { hullName, partName, problemKey, techName } from "./names";
import { type EclipseView, ofType } from "./viewTypes";

const HULLS = ["interceptor", "cruiser", "dreadnought", "starbase"] as const;

export function energyBalance(bp: ShipBlueprint): number {
  return bp.slots.reduce((e, id) => e + (id ? (content().parts[id]?.energy ?? 0) : 0), bp.energy);
}

/** Why placing a part on a slot is refused, as data (worded by `refusalText`). */
export type Refusal =
  | { kind: "unknown-part" }
  | { kind: "needs-tech"; tech: string }
  | { kind: "design"; problems: BlueprintProblem[] };

/** Why placing `part` on the slot is refused (null when the rules allow it). */
export function refusal(
  view: EclipseView,
  seat: number,
  hull: (typeof HULLS)[number],
  slot: number,
  part: string,
): Refusal | null {
  const p = view.players[seat]!;
  const def = content().parts[part];
  if (!def) return { kind: "unknown-part" };
  const owned = [...p.techs.military, ...p.techs.grid, ...p.techs.nano];
  if (def.requiresTech && !owned.includes(def.requiresTech))
    return { kind: "needs-tech", tech: def.requiresTech };
  const slots = [...p.blueprints[hull].slots];
  slots[slot] = part;
  const problems = shipBlueprintProblemList(content(), hull, { ...p.blueprints[hull], slots });
  return problems.length ? { kind: "design", problems } : null;
}

function problemText(t: Translate, p: BlueprintProblem): string {
  const key = problemKey(p.kind);
  if (!key) return p.kind;
  return p.kind === "too-many-slots" ? t(key, { slots: p.slots, hullSlots: p.hullSlots }) : t(key);
}

/** A refusal in the reader's words, with the rule (E-A4). */
export function refusalText(t: Translate, r: Refusal | null): string {
  if (!r) return t("ec.refusal.unavailable");
  switch (r.kind) {
    case "unknown-part":
      return t("ec.refusal.unknownPart");
    case "needs-tech":
      return t("ec.refusal.needsTech", { tech: techName(t, r.tech) });
    case "design":
      return t("ec.refusal.design", { problems: r.problems.map((p) => problemText(t, p)).join("; ") });
  }
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
  const t = useT();
  // The refusal shown (kept as data, so it reads in the current language); `reason` null: no
  // placement left or the supply is empty.
  const [refused, setRefused] = useState<{ reason: Refusal | null } | null>(null);
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
    <section className="ec-blueprints" aria-label={t("ec.blueprints")}>
      <h3>{t("ec.blueprints")}</h3>
      {HULLS.map((hull) => {
        const bp = p.blueprints[hull];
        const st = shipStats(content(), hull, bp);
        const move = bp.slots.reduce((m, id) => m + (id ? (content().parts[id]?.movement ?? 0) : 0), 0);
        return (
          <div key={hull} className="ec-blueprint" data-hull={hull}>
            <strong>{hullName(t, hull)}</strong>{" "}
            <span className="muted">
              {t("ec.blueprint.stats", {
                initiative: st.initiative,
                computer: st.computer,
                shield: st.shield,
                hull: st.hull,
                cannons: st.cannons.join(","),
                missiles: st.missiles.length
                  ? t("ec.blueprint.missiles", { missiles: st.missiles.join(",") })
                  : "",
                move,
                energy: energyBalance(bp),
              })}
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
                    aria-label={t("ec.blueprint.slot", {
                      hull: hullName(t, hull),
                      slot: slot + 1,
                      part: id ? partName(t, id) : t("ec.blueprint.empty"),
                    })}
                  >
                    {id ? partName(t, id) : "—"}
                  </button>
                );
              })}
            </div>
          </div>
        );
      })}
      {choosing && step.kind === "upgrade" && (
        <section className="ec-parts" aria-label={t("ec.parts")}>
          <p>
            {t("ec.parts.choose", {
              hull: hullName(t, step.hull ?? ""),
              slot: (step.slot ?? 0) + 1,
              count: step.limit - step.placed,
            })}
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
                    setRefused(null);
                    submit({ type: "upgrade-part", part });
                  } else setRefused({ reason: refusal(view, seat, step.hull!, step.slot!, part) });
                }}
              >
                {partName(t, part)}
              </button>
            ))}
            {remove && (
              <button type="button" disabled={busy} onClick={() => submit(remove)}>
                {t("ec.parts.remove")}
              </button>
            )}
          </div>
          {refused && (
            <p role="alert" className="ec-refusal">
              {t("ec.refused", { reason: refusalText(t, refused.reason) })}
            </p>
          )}
        </section>
      )}
    </section>
  );
}
