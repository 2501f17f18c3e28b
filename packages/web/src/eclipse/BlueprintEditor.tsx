/**
 * Blueprints (E-A4) as an editor: the four ship designs drawn with their part slots
 * (BlueprintArt). During an Upgrade the part supply is shown and a part may be dragged onto a
 * slot (usePartDrag); the accessible path stays: the slots that can change are buttons, and
 * choosing one lets a part be chosen, each part with the energy balance the ship would have
 * with it and the rule problems (`shipBlueprintProblemList`) shown live. A part the rules refuse
 * is not sent: the editor says why, with the rule (energy, drive, technology, supply). A drop
 * on another slot chooses that slot first, then places the part. Upgrade done confirms.
 */
import { type BlueprintProblem, content, shipBlueprintProblemList } from "@koprulu/eclipse";
import type { Unavailable } from "@koprulu/engine";
import { useEffect, useState } from "react";
import type { Action } from "../api/types";
import { type Translate, useT } from "../i18n";
import { errorText } from "../i18n/errorText";
import { PartIcon } from "./art/PartIcon";
import { BlueprintArt, energyBalance } from "./BlueprintArt";
import { hullName, partName, problemKey, techName } from "./names";
import { usePartDrag } from "./usePartDrag";
import { colourOf, type EclipseView, ofType } from "./viewTypes";

const HULLS = ["interceptor", "cruiser", "dreadnought", "starbase"] as const;

export { energyBalance };

/** Why placing a part on a slot is refused, as data (worded by `refusalText`). */
export type Refusal =
  | { kind: "unknown-part" }
  | { kind: "needs-tech"; tech: string }
  | { kind: "design"; problems: BlueprintProblem[] }
  | { kind: "ruleset"; code: string; message: string }
  | { kind: "same-part" };

/**
 * The ruleset's reason for `part` on the chosen slot (`explain`, about `upgrade-part:<part>`);
 * a refused design is told problem by problem (the package's `shipBlueprintProblemList`).
 */
export function explainedRefusal(
  unavailable: readonly Unavailable<Action>[],
  view: EclipseView,
  seat: number,
  hull: (typeof HULLS)[number],
  slot: number,
  part: string,
): Refusal | null {
  if (view.players[seat]?.blueprints[hull].slots[slot] === part) return { kind: "same-part" };
  const u = unavailable.find((x) => x.about === `upgrade-part:${part}`);
  if (!u) return refusal(view, seat, hull, slot, part);
  if (u.error.code === "part-needs-technology" && typeof u.args?.tech === "string")
    return { kind: "needs-tech", tech: u.args.tech };
  if (u.error.code === "blueprint-invalid") return refusal(view, seat, hull, slot, part);
  return { kind: "ruleset", code: u.error.code, message: u.error.message };
}

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
    case "ruleset":
      return errorText(t, r.code) ?? r.message;
    case "same-part":
      return t("ecs.refusal.samePart");
  }
}

export function BlueprintEditor({
  view,
  seat,
  actions,
  submit,
  busy,
  unavailable = [],
}: {
  view: EclipseView;
  seat: number;
  actions: Action[];
  submit(a: Action): void;
  busy: boolean;
  /** The seat's unavailable choices (the ruleset's `explain`): why a part is refused. */
  unavailable?: readonly Unavailable<Action>[];
}) {
  const t = useT();
  // The refusal shown (kept as data, so it reads in the current language); `reason` null: no
  // placement left or the supply is empty.
  const [refused, setRefused] = useState<{ part: string; reason: Refusal | null } | null>(null);
  // A part dropped on a slot not chosen yet: the slot is chosen first, then the part placed.
  const [pending, setPending] = useState<{ part: string; hull: string; slot: number } | null>(null);
  const p = view.players[seat];
  const step = view.step;
  const selectable = ofType(actions, "upgrade-slot");
  const choosing = step.kind === "upgrade" && step.hull !== null && step.slot !== null && view.turn === seat;
  const upgrading = step.kind === "upgrade" && view.turn === seat;
  const legalParts = new Set(ofType(actions, "upgrade-part").map((a) => a.part));
  /** Place `part` on the chosen slot, or say why the rules refuse it. */
  const place = (part: string) => {
    if (step.kind !== "upgrade" || step.hull === null || step.slot === null) return;
    if (legalParts.has(part)) {
      setRefused(null);
      submit({ type: "upgrade-part", part });
    } else
      setRefused({ part, reason: explainedRefusal(unavailable, view, seat, step.hull, step.slot, part) });
  };
  const drop = (part: string, hull: string, slot: number) => {
    if (busy || step.kind !== "upgrade") return;
    if (choosing && step.hull === hull && step.slot === slot) return place(part);
    const pick = selectable.find((x) => x.hull === hull && x.slot === slot);
    if (!pick) return setRefused({ part, reason: null });
    setPending({ part, hull, slot });
    submit(pick);
  };
  const { dragged, handlers, endedDrag } = usePartDrag(drop);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the chosen slot arrives
  useEffect(() => {
    if (!pending || !choosing || step.kind !== "upgrade") return;
    if (step.hull !== pending.hull || step.slot !== pending.slot) return;
    setPending(null);
    place(pending.part);
  }, [pending, choosing, step]);
  if (!p) return null;
  const remove = ofType(actions, "upgrade-remove")[0];
  const done = ofType(actions, "upgrade-done")[0];
  const partIds = Object.values(content().parts)
    .filter((x) => x.kind !== "discovery")
    .map((x) => x.id);
  /** The blueprint of the chosen slot with `part` on it: its energy and the rules' problems. */
  const withPart = (part: string) => {
    if (step.kind !== "upgrade" || step.hull === null || step.slot === null) return null;
    const bp = p.blueprints[step.hull];
    const slots = [...bp.slots];
    slots[step.slot] = part;
    const next = { ...bp, slots };
    return { energy: energyBalance(next), problems: shipBlueprintProblemList(content(), step.hull, next) };
  };
  return (
    <section className={`ec-blueprints${upgrading ? " ec-editing" : ""}`} aria-label={t("ec.blueprints")}>
      <h3>
        {upgrading
          ? t("ect.upgrade.title", { count: step.kind === "upgrade" ? step.limit - step.placed : 0 })
          : t("ec.blueprints")}
      </h3>
      <div className="ec-row ec-blueprint-row">
        {HULLS.map((hull) => (
          <BlueprintArt
            key={hull}
            hull={hull}
            bp={p.blueprints[hull]}
            colour={colourOf(view, seat)}
            canPick={(slot) => !busy && selectable.some((x) => x.hull === hull && x.slot === slot)}
            active={choosing && step.kind === "upgrade" && step.hull === hull ? step.slot : null}
            onPick={(slot) => {
              const a = selectable.find((x) => x.hull === hull && x.slot === slot);
              if (a) submit(a);
            }}
          />
        ))}
      </div>
      {upgrading && step.kind === "upgrade" && (
        <section className="ec-parts" aria-label={t("ec.parts")}>
          <p>
            {choosing
              ? t("ec.parts.choose", {
                  hull: hullName(t, step.hull ?? ""),
                  slot: (step.slot ?? 0) + 1,
                  count: step.limit - step.placed,
                })
              : t("ecs.drag.hint")}
          </p>
          <div className="ec-row">
            {partIds.map((part) => {
              const after = withPart(part);
              return (
                <button
                  key={part}
                  type="button"
                  data-part={part}
                  className={!choosing || legalParts.has(part) ? "ec-part" : "ec-part ec-refused"}
                  disabled={busy}
                  {...handlers(part)}
                  onClick={() => {
                    if (endedDrag() || !choosing) return;
                    place(part);
                  }}
                >
                  <svg width={32} height={32} viewBox="0 0 40 40" aria-hidden="true">
                    <PartIcon id={part} x={0} y={0} size={40} />
                  </svg>
                  <span>{partName(t, part)}</span>
                  {after && (
                    <small className={after.energy < 0 ? "ec-refusal" : undefined}>
                      {t("ect.upgrade.energyAfter", { energy: after.energy })}
                    </small>
                  )}
                </button>
              );
            })}
            {remove && (
              <button type="button" disabled={busy} onClick={() => submit(remove)}>
                {t("ec.parts.remove")}
              </button>
            )}
          </div>
          {refused && (
            <p role="alert" className="ec-refusal" data-part={refused.part}>
              {t("ec.refused", { reason: refusalText(t, refused.reason) })}
            </p>
          )}
        </section>
      )}
      {dragged && (
        <svg
          className="ec-dragged"
          width={40}
          height={40}
          viewBox="0 0 40 40"
          style={{ left: dragged.x - 20, top: dragged.y - 20 }}
          aria-hidden="true"
        >
          <PartIcon id={dragged.part} x={0} y={0} size={40} />
        </svg>
      )}
      {upgrading && done && (
        <button type="button" className="primary" disabled={busy} onClick={() => submit(done)}>
          {t("ect.upgrade.done")}
        </button>
      )}
    </section>
  );
}
