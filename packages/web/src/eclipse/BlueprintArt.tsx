/**
 * A blueprint drawn as a ship outline with its part slots (part icons with their numbers) and the
 * ship's statistics beside it: initiative, computer, shield, hull, movement, energy balance. In
 * the Upgrade editor the slots the rules let him change are buttons.
 */
import { content, type ShipBlueprint, shipStats } from "@koprulu/eclipse";
import type { KeyboardEvent } from "react";
import { useT } from "../i18n";
import { PartIcon } from "./art/PartIcon";
import { hullName, partName } from "./names";

export function energyBalance(bp: ShipBlueprint): number {
  return bp.slots.reduce((e, id) => e + (id ? (content().parts[id]?.energy ?? 0) : 0), bp.energy);
}

const SLOT = 40;
const GAP = 6;

export function BlueprintArt({
  hull,
  bp,
  colour,
  canPick,
  active,
  onPick,
}: {
  hull: string;
  bp: ShipBlueprint;
  colour: string;
  /** Slots that may be chosen now (Upgrade). */
  canPick?: (slot: number) => boolean;
  active?: number | null;
  onPick?: (slot: number) => void;
}) {
  const t = useT();
  const st = shipStats(content(), hull as "interceptor", bp);
  const move = bp.slots.reduce((m, id) => m + (id ? (content().parts[id]?.movement ?? 0) : 0), 0);
  const n = bp.slots.length;
  const cols = Math.min(n, 4);
  const rows = Math.ceil(n / cols);
  const w = cols * (SLOT + GAP) + 40;
  const h = rows * (SLOT + GAP) + 18;
  const energy = energyBalance(bp);
  return (
    <div className="ec-blueprint" data-hull={hull}>
      <strong>{hullName(t, hull)}</strong>
      {/* biome-ignore lint/a11y/useSemanticElements: an SVG drawing of slots, some of them buttons */}
      <svg
        width={w}
        height={h}
        viewBox={`0 0 ${w} ${h}`}
        role="group"
        aria-label={t("ect.blueprint.of", { hull: hullName(t, hull) })}
      >
        <path
          d={`M 6 9 L ${w - 22} 9 L ${w - 4} ${h / 2} L ${w - 22} ${h - 9} L 6 ${h - 9} Z`}
          fill="#141a27"
          stroke={colour}
          strokeWidth={2}
        />
        {bp.slots.map((id, slot) => {
          const x = 14 + (slot % cols) * (SLOT + GAP);
          const y = 12 + Math.floor(slot / cols) * (SLOT + GAP);
          const pick = canPick?.(slot) && onPick;
          const label = t("ec.blueprint.slot", {
            hull: hullName(t, hull),
            slot: slot + 1,
            part: id ? partName(t, id) : t("ec.blueprint.empty"),
          });
          const icon = (
            <>
              <PartIcon id={id} x={x} y={y} size={SLOT} />
              {active === slot && (
                <rect
                  x={x - 3}
                  y={y - 3}
                  width={SLOT + 6}
                  height={SLOT + 6}
                  rx={6}
                  fill="none"
                  stroke="#ffd166"
                  strokeWidth={3}
                />
              )}
            </>
          );
          return pick ? (
            // biome-ignore lint/a11y/useSemanticElements: an SVG group cannot be an HTML <button>; it gets the button role, focus and keys
            <g
              // biome-ignore lint/suspicious/noArrayIndexKey: slots are positions
              key={slot}
              role="button"
              tabIndex={0}
              aria-label={label}
              className="ec-target ec-slot"
              data-slot={slot}
              onClick={() => onPick(slot)}
              onKeyDown={(e: KeyboardEvent<SVGGElement>) => {
                if (e.key === "Enter" || e.key === " ") {
                  e.preventDefault();
                  onPick(slot);
                }
              }}
            >
              <title>{label}</title>
              {icon}
            </g>
          ) : (
            // biome-ignore lint/suspicious/noArrayIndexKey: slots are positions
            // biome-ignore lint/a11y/noInteractiveElementToNoninteractiveRole: an SVG group drawn as one picture
            <g key={slot} role="img" aria-label={label} data-slot={slot}>
              <title>{label}</title>
              {icon}
            </g>
          );
        })}
      </svg>
      <span className="ec-stats">
        {t("ect.blueprint.stats", {
          initiative: st.initiative,
          computer: st.computer,
          shield: st.shield,
          hull: st.hull,
          move,
          energy,
        })}
      </span>
    </div>
  );
}
