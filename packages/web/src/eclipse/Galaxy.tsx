/**
 * The hex galaxy: sectors with their wormholes (as rotated), owners, population, ships, Ancients,
 * the GCDS and face-down discovery tiles. Positions and sectors the seat may click right now are
 * highlighted: explore targets, influence/move destinations, claims — with the odds of moving in.
 */
import { content } from "@koprulu/eclipse";
import type { KeyboardEvent, ReactNode } from "react";
import type { Action } from "../api/types";
import { type Translate, useLanguage, useT } from "../i18n";
import { edgeMid, HEX_SIZE, hexCenter, hexPoints } from "./geometry";
import { coordinates, cubeLetter, hullLetter, percentIn, sectorName } from "./names";
import { moveInOdds } from "./odds";
import { colourOf, type EclipseView, ofType } from "./viewTypes";

const EDGES = ["T", "TR", "BR", "B", "BL", "TL"];

export function wormholes(sector: string, rotation: number): boolean[] {
  const out = [false, false, false, false, false, false];
  for (const w of content().sectors[sector]?.wormholes ?? []) out[(EDGES.indexOf(w) + rotation) % 6] = true;
  return out;
}

/** A group of the SVG that is a button when `onFire` is set (focus, Enter/Space, a title). */
function Clickable({
  pos,
  sector,
  label,
  onFire,
  className,
  children,
}: {
  pos: string;
  sector?: string;
  label: string;
  onFire: (() => void) | null;
  className: string;
  children: ReactNode;
}) {
  if (!onFire)
    return (
      <g className={className} data-pos={pos} data-sector={sector}>
        {children}
        <title>{label}</title>
      </g>
    );
  return (
    // biome-ignore lint/a11y/useSemanticElements: an SVG group cannot be an HTML <button>; it gets the button role, focus and keys
    <g
      className={`${className} ec-target`}
      data-pos={pos}
      data-sector={sector}
      role="button"
      tabIndex={0}
      aria-label={label}
      onClick={onFire}
      onKeyDown={(e: KeyboardEvent<SVGGElement>) => {
        if (e.key === "Enter" || e.key === " ") {
          e.preventDefault();
          onFire();
        }
      }}
    >
      {children}
      <title>{label}</title>
    </g>
  );
}

/** Clickable target per position for the current step. */
function targets(actions: Action[], t: Translate): Map<string, { action: Action; label: string }> {
  const out = new Map<string, { action: Action; label: string }>();
  for (const a of ofType(actions, "explore")) out.set(a.pos, { action: a, label: t("ec.target.explore") });
  for (const a of ofType(actions, "influence-to"))
    if (a.to !== "track") out.set(a.to, { action: a, label: t("ec.target.influenceTo") });
  for (const a of ofType(actions, "influence-from"))
    if (a.from !== "track") out.set(a.from, { action: a, label: t("ec.target.influenceFrom") });
  for (const a of ofType(actions, "move-to")) out.set(a.to, { action: a, label: t("ec.target.move") });
  for (const a of ofType(actions, "claim")) out.set(a.pos, { action: a, label: t("ec.target.claim") });
  return out;
}

export function Galaxy({
  view,
  actions,
  submit,
  busy,
  seat,
}: {
  view: EclipseView;
  actions: Action[];
  submit(a: Action): void;
  busy: boolean;
  seat: number | null;
}) {
  const t = useT();
  const { lang } = useLanguage();
  const hexes = Object.values(view.hexes);
  const click = targets(actions, t);
  const empty = [...click.keys()].filter((pos) => !view.hexes[pos]);
  const all = [...hexes.map((h) => h.pos), ...empty].map((p) => hexCenter(p));
  const xs = all.map(([x]) => x);
  const ys = all.map(([, y]) => y);
  const pad = HEX_SIZE * 1.2;
  const box = [
    Math.min(...xs) - pad,
    Math.min(...ys) - pad,
    Math.max(...xs) - Math.min(...xs) + 2 * pad,
    Math.max(...ys) - Math.min(...ys) + 2 * pad,
  ];
  const step = view.step;
  const moving = step.kind === "move" && step.hull !== null && seat !== null ? step.hull : null;
  return (
    <svg className="ec-galaxy" viewBox={box.join(" ")} role="img" aria-label={t("ec.galaxy")}>
      {hexes.map((h) => {
        const [cx, cy] = hexCenter(h.pos);
        const sec = content().sectors[h.sector];
        const target = click.get(h.pos);
        const odds =
          target && moving && (h.ships.some((x) => x.owner !== seat) || h.ancients > 0 || h.gcds)
            ? moveInOdds(view, seat!, moving as "interceptor", h.pos)
            : null;
        const byOwner = new Map<number, string[]>();
        for (const s of h.ships)
          byOwner.set(s.owner, [...(byOwner.get(s.owner) ?? []), hullLetter(t, s.hull)]);
        return (
          <Clickable
            key={h.pos}
            pos={h.pos}
            sector={h.sector}
            className="ec-hex"
            onFire={target && !busy ? () => submit(target.action) : null}
            label={
              target
                ? t("ec.hex.target", { target: target.label, sector: h.sector })
                : t("ec.hex.label", { sector: h.sector, name: sectorName(t, sec) }).trim()
            }
          >
            <polygon
              points={hexPoints(cx, cy)}
              fill={h.owner === null ? "#1b2230" : colourOf(view, h.owner)}
              fillOpacity={h.owner === null ? 1 : 0.28}
              stroke={target ? "#ffd166" : "#46506a"}
              strokeWidth={target ? 3 : 1.5}
            />
            {wormholes(h.sector, h.rotation).map((w, e) => {
              if (!w) return null;
              const [x, y] = edgeMid(cx, cy, e);
              // biome-ignore lint/suspicious/noArrayIndexKey: edges are positions
              return <circle key={e} cx={x} cy={y} r={6} fill="#0c0f16" stroke="#9fb4ff" strokeWidth={2} />;
            })}
            <text x={cx} y={cy - 22} textAnchor="middle" fontSize={11} fill="#cfd6e6">
              {t("ec.hex.vp", { sector: h.sector, vp: sec?.vp ?? 0 })}
            </text>
            <text x={cx} y={cy - 8} textAnchor="middle" fontSize={10} fill="#cfd6e6">
              {h.cubes.map((c) => cubeLetter(t, c.resource)).join("")}
              {h.orbital ? " ◯" : ""}
              {h.monolith ? " ▲" : ""}
              {h.discovery !== null ? " ✦" : ""}
            </text>
            {[...byOwner].map(([owner, ships], i) => (
              <text
                key={owner}
                x={cx}
                y={cy + 8 + 12 * i}
                textAnchor="middle"
                fontSize={11}
                fill={colourOf(view, owner)}
              >
                {ships.sort().join("")}
              </text>
            ))}
            {(h.ancients > 0 || h.gcds) && (
              <text x={cx} y={cy + 32} textAnchor="middle" fontSize={11} fill="#ff8c69">
                {[
                  h.gcds ? t("ec.ship.gcds") : "",
                  h.ancients > 0 ? t("ec.hex.ancients", { count: h.ancients }) : "",
                ]
                  .filter(Boolean)
                  .join(" ")}
              </text>
            )}
            {odds && (
              <text
                x={cx}
                y={cy + 42}
                textAnchor="middle"
                fontSize={10}
                fill="#ffd166"
                data-testid={`odds-${h.pos}`}
              >
                {t("ec.hex.win", {
                  percent: percentIn(lang, odds.attacker, 0),
                })}
              </text>
            )}
          </Clickable>
        );
      })}
      {empty.map((pos) => {
        const [cx, cy] = hexCenter(pos);
        const target = click.get(pos)!;
        return (
          <Clickable
            key={pos}
            pos={pos}
            className="ec-hex ec-unexplored"
            label={t("ec.hex.targetPos", { target: target.label, pos: coordinates(pos) })}
            onFire={busy ? null : () => submit(target.action)}
          >
            <polygon
              points={hexPoints(cx, cy)}
              fill="none"
              stroke="#ffd166"
              strokeDasharray="6 4"
              strokeWidth={2}
            />
            <text x={cx} y={cy + 4} textAnchor="middle" fontSize={11} fill="#ffd166">
              {t("ec.hex.explore")}
            </text>
          </Clickable>
        );
      })}
    </svg>
  );
}

/** E-A1: the explored sector in each legal rotation, with its wormholes; click one to place it. */
export function RotationChooser({
  view,
  actions,
  submit,
  busy,
}: {
  view: EclipseView;
  actions: Action[];
  submit(a: Action): void;
  busy: boolean;
}) {
  const t = useT();
  const step = view.step;
  if (step.kind !== "explore-place") return null;
  const rotations = ofType(actions, "explore-place");
  const size = 30;
  return (
    <section className="ec-rotations" aria-label={t("ec.rotation.label")}>
      <h3>
        {t("ec.rotation.title", { sector: step.sector, name: sectorName(t, content().sectors[step.sector]) })}
      </h3>
      <div className="ec-row">
        {rotations.map((a) => (
          <button
            key={a.rotation}
            type="button"
            disabled={busy}
            onClick={() => submit(a)}
            aria-label={t("ec.rotation.button", { rotation: a.rotation })}
          >
            <svg
              aria-hidden="true"
              width={size * 2.4}
              height={size * 2.2}
              viewBox={`${-size * 1.2} ${-size * 1.1} ${size * 2.4} ${size * 2.2}`}
            >
              <polygon points={hexPoints(0, 0, size)} fill="#1b2230" stroke="#46506a" />
              {wormholes(step.sector, a.rotation).map((w, e) => {
                if (!w) return null;
                const [x, y] = edgeMid(0, 0, e, size);
                // biome-ignore lint/suspicious/noArrayIndexKey: edges are positions
                return <circle key={e} cx={x} cy={y} r={4} fill="#0c0f16" stroke="#9fb4ff" strokeWidth={2} />;
              })}
            </svg>
          </button>
        ))}
        {ofType(actions, "explore-discard").map((a) => (
          <button key="discard" type="button" disabled={busy} onClick={() => submit(a)}>
            {t("ec.rotation.discard")}
          </button>
        ))}
      </div>
    </section>
  );
}
