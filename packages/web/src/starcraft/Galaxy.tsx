/**
 * The galaxy as SVG: planet tiles with their areas (resource kind and amount, unit limit,
 * conquest points, resource card holder, workers, depletion), routes and Z-axis routes,
 * transports, bases, units, order stacks, and the free cells where a planet may be placed.
 * Elements that are the next step of a legal action are highlighted and operable by mouse,
 * touch and keyboard (Tab, Enter/Space); nothing else reacts. Pan by dragging, zoom with the
 * wheel, the +/− buttons or a two-finger pinch (boards/pinch.ts, boards/usePanPinch.ts).
 */

import {
  type KeyboardEvent,
  type ReactNode,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from "react";
import { fitTransform, type Point, type ViewTransform, zoomAt } from "../boards/pinch";
import { usePanPinch } from "../boards/usePanPinch";
import { type Translate, useLanguage, useT } from "../i18n";
import { Miniature } from "./art/Miniature";
import { PlanetArt } from "./art/PlanetArt";
import { installationName } from "./eventPick";
import { areaRects, PITCH, slotPoint, TILE, tileOrigin } from "./geometry";
import { HeroToken } from "./HeroToken";
import { heroName } from "./leadershipWords";
import { BaseMarker, OrderToken, TransportMarker, unitAbbrev } from "./Markers";
import { orderName } from "./names";
import { RESOURCE_COLOURS, seatColour, seatInk } from "./palette";
import { provisionalReasonWords } from "./provisionalWords";
import { pathD, zRoutePath } from "./routing";
import { type Key, key } from "./targets";
import type { ScAreaDef, ScCatalog, ScView } from "./viewTypes";
import { sideName } from "./words";

export interface GalaxyProps {
  view: ScView;
  catalog: ScCatalog;
  /** Keys clickable now. */
  next: Set<Key>;
  selected: Key[];
  /**
   * A target was operated. `how.touch`: by a finger or a pen (no hover came before it, so the
   * board shows a preview and asks for confirmation where a mouse would just act).
   */
  onKey(k: Key, anchor: { x: number; y: number }, how?: { touch: boolean }): void;
  /** Planet placement: the cells, the planet and turn chosen, and the cell previewed. */
  placement?: Placement | null;
  /** Seat names as players read them (faction leader). */
  names?: (seat: number) => string;
  /** A piece to draw, faded, where an action would put it (a build under the pointer in a menu). */
  pieceGhost?: { area: string; owner: number; type: string; piece?: "base" } | null;
  /** Area ids of the battle in progress, highlighted. */
  battleArea?: string | null;
  /**
   * Extra marks drawn in areas (a variant's own tokens, e.g. StarCraft Lite's hot spots), keyed by
   * area id: a short label on the map and a longer title for the tooltip. None in the base game.
   */
  areaMarks?: Record<string, AreaMark>;
  /**
   * Keys of the viewer's pieces he may take back now (his Build): the routes of his transports,
   * his bases. Drawn and labelled apart from the targets to build on, offered at the same time.
   */
  takeBack?: Set<Key>;
}

export interface AreaMark {
  label: string;
  title: string;
  /** A shape drawn before the label, in SVG (an emoji may render as a box without its font). */
  glyph?: "flame";
}

type Transform = ViewTransform;

export interface Placement {
  planet: string;
  rotation: number;
  /** World sides of the planet's route slots at this rotation. */
  sides: number[];
  cells: { x: number; y: number; label: string; live: boolean }[];
  chosen: { x: number; y: number } | null;
}

function Target({
  k,
  next,
  selected,
  label,
  onKey,
  children,
  className = "",
  onHover,
}: {
  k: Key;
  next: Set<Key>;
  selected: Key[];
  label: string;
  onKey: GalaxyProps["onKey"];
  children: ReactNode;
  className?: string;
  /** A live target under the pointer or focused (for previews); null when it is left. */
  onHover?: (k: Key | null) => void;
}) {
  const live = next.has(k);
  const isSelected = selected.includes(k);
  // The kind of pointer that pressed this target (a click after a keypress has none).
  const pressedBy = useRef<string | null>(null);
  const fire = (el: Element, touch = false) => {
    const r = el.getBoundingClientRect();
    onKey(k, { x: r.left + r.width / 2, y: r.top + r.height / 2 }, { touch });
  };
  const cls = `${className} ${live ? "target" : ""} ${isSelected ? "selected" : ""}`;
  if (!live)
    return (
      <g className={cls} data-key={k}>
        {children}
      </g>
    );
  return (
    // biome-ignore lint/a11y/useSemanticElements: an SVG group cannot be an HTML <button>; it gets the button role, focus and keys
    <g
      className={cls}
      data-key={k}
      role="button"
      tabIndex={0}
      aria-label={label}
      aria-pressed={isSelected}
      onPointerEnter={onHover ? () => onHover(k) : undefined}
      onPointerLeave={onHover ? () => onHover(null) : undefined}
      onFocus={onHover ? () => onHover(k) : undefined}
      onBlur={onHover ? () => onHover(null) : undefined}
      onPointerDown={(e) => {
        pressedBy.current = e.pointerType;
      }}
      onClick={(e) => {
        e.stopPropagation();
        const by = pressedBy.current;
        pressedBy.current = null;
        fire(e.currentTarget, by === "touch" || by === "pen");
      }}
      onKeyDown={(e: KeyboardEvent<SVGGElement>) => {
        if (e.key === "Enter" || e.key === " ") {
          e.preventDefault();
          e.stopPropagation();
          fire(e.currentTarget);
        }
      }}
    >
      {children}
      <title>{label}</title>
    </g>
  );
}

/** Units of one owner and type in an area: drawn as one miniature with its count. A hero stands alone. */
interface UnitGroup {
  owner: number;
  type: string;
  ids: number[];
  /** Brood War: the hero on the token under this figure. */
  hero?: string;
}

export function groupUnits(units: { id: number; owner: number; type: string; hero?: string }[]): UnitGroup[] {
  const out: UnitGroup[] = [];
  for (const u of units) {
    if (u.hero) {
      out.push({ owner: u.owner, type: u.type, ids: [u.id], hero: u.hero });
      continue;
    }
    const g = out.find((x) => x.owner === u.owner && x.type === u.type && !x.hero);
    if (g) g.ids.push(u.id);
    else out.push({ owner: u.owner, type: u.type, ids: [u.id] });
  }
  return out;
}

/** The board's idea of an empty area (a planet placement preview has no pieces yet). */
const EMPTY_PIECES: Pick<ScView, "units" | "bases" | "resources" | "broodWar"> = {
  units: [],
  bases: [],
  resources: {},
};

function AreaBox({
  def,
  rect,
  view,
  catalog,
  next,
  selected,
  onKey,
  battle,
  names,
  ghost,
  onHover,
  mark,
  takeBack,
}: {
  ghost?: { owner: number; type: string; piece?: "base" } | null;
  /** Whether the base in this area is one the viewer may take back now. */
  takeBack?: boolean;
  onHover?: (k: Key | null) => void;
  mark?: AreaMark;
  def: ScAreaDef;
  rect: { x: number; y: number; w: number; h: number };
  view: Pick<ScView, "units" | "bases" | "resources" | "broodWar">;
  catalog: ScCatalog;
  next: Set<Key>;
  selected: Key[];
  onKey: GalaxyProps["onKey"];
  battle: boolean;
  names: (seat: number) => string;
}) {
  const t = useT();
  const { lang } = useLanguage();
  const units = view.units.filter((u) => u.area === def.id);
  const base = view.bases.find((b) => b.area === def.id);
  // Brood War marks: guard tokens drawn as shields in their owner's colour (no emoji: a browser
  // without an emoji font drew a blank box), installations named, their owner in the colour and
  // the tooltip (a seat number printed over the units read as a raw id).
  const guards = (view.broodWar?.guards ?? []).filter((g) => g.area === def.id);
  const installations = (view.broodWar?.installations ?? []).filter((i) => i.area === def.id);
  const bwTitle = [
    ...guards.map((g) => t("sc.map.guardOf", { name: names(g.owner) })),
    ...installations.map((i) =>
      t("sc.map.installationOf", { kind: installationName(i.kind, t), name: names(i.owner) }),
    ),
  ].join(", ");
  // The words along the area's foot, one per line from the bottom up: terrain, "strategic", the
  // Brood War marks. The units stand above them, never over them (issue 35).
  const footLines = [
    def.terrain === "ground"
      ? t("sc.map.terrainGround")
      : def.terrain === "flying"
        ? t("sc.map.terrainFlying")
        : "",
    def.strategic ? t("sc.map.strategic") : "",
  ].filter(Boolean);
  const marksLine = guards.length + installations.length > 0 ? footLines.length : -1;
  const footHeight = (footLines.length + (marksLine >= 0 ? 1 : 0)) * FOOT_LINE;
  const card = view.resources[def.id];
  const owners = new Set([...units.map((u) => u.owner), ...(base ? [base.owner] : [])]);
  const controller = owners.size === 1 ? [...owners][0] : null;
  const resColour = def.resource ? RESOURCE_COLOURS[def.resource] : "#f0b429";
  const planet = catalog.planets[def.planet]?.name ?? def.planet;
  const label = areaLabel(planet, def, units.length, t);
  const groups = groupUnits(units);
  // Below the resource card (30 + 22) by a miniature's reach (20): at 66 a figure's head and its
  // stack covered the card's word on crowded areas (issue 35, seen on a phone).
  const unitsTop = rect.y + (card ? RESOURCE_CARD_BOTTOM + 20 : 46);
  // As many rows as the area holds; a crowded row squeezes its miniatures (they overlap a little)
  // rather than spill into the next area.
  const rows = Math.max(
    1,
    Math.floor((rect.y + rect.h - footHeight - unitsTop + MINI_PITCH / 2 - 2) / MINI_PITCH),
  );
  // a previewed piece (ghost) takes a place too, so it is drawn inside the area like the others
  const unitGhost = ghost && ghost.piece !== "base" ? ghost : null;
  const places = groups.length + (unitGhost ? 1 : 0);
  const perRow = Math.max(1, Math.floor((rect.w - 4) / MINI_PITCH), Math.ceil(places / rows));
  const pitchX = perRow > 1 ? Math.min(MINI_PITCH, (rect.w - 8 - MINI_PITCH) / (perRow - 1)) : MINI_PITCH;
  return (
    <Target
      k={key.area(def.id)}
      next={next}
      selected={selected}
      label={label}
      onKey={onKey}
      className={`area${battle ? " battle-area" : ""}`}
      onHover={onHover}
    >
      <rect
        x={rect.x}
        y={rect.y}
        width={rect.w}
        height={rect.h}
        rx={8}
        className="area-bg"
        fill={controller !== null ? `${seatColour(controller)}33` : "#0b1020b3"}
        stroke={battle ? "#f85149" : controller !== null ? seatColour(controller) : "#56627a"}
        strokeWidth={battle ? 3 : 1.5}
      />
      {/* Terrain and "strategic", one per line from the bottom up, each kept inside its area
          (side by side they ran into the next area's words) */}
      {footLines.map((words, i) => (
        <text
          key={words}
          className="area-terrain"
          x={rect.x + rect.w / 2}
          y={rect.y + rect.h - 6 - i * FOOT_LINE}
          textAnchor="middle"
          fontSize={13}
          fill="#c9d1d9"
          // squeezed rather than spilling over: a character is about 0.56 of the font size
          {...(words.length * 13 * 0.56 > rect.w - 8
            ? { textLength: rect.w - 8, lengthAdjust: "spacingAndGlyphs" as const }
            : {})}
        >
          {words}
        </text>
      ))}
      {/* resource kind and amount, or conquest points */}
      <g transform={`translate(${rect.x + 15} ${rect.y + 16})`} className="area-yield">
        {def.resource === "minerals" && <MineralIcon colour={resColour} />}
        {def.resource === "gas" && <GasIcon colour={resColour} />}
        {!def.resource && def.cp > 0 && <StarIcon colour={resColour} />}
        <text x={13} dy="0.35em" fontSize={15} fontWeight={800} fill="#fff" className="halo">
          {def.resource ? `${def.amount}${def.resource === "minerals" ? "M" : "G"}` : ""}
          {def.cp ? `${def.resource ? " " : ""}${def.cp}★` : ""}
        </text>
      </g>
      {/* unit limit: one small circle per slot, filled by units present */}
      <g transform={`translate(${rect.x + rect.w - 9} ${rect.y + 14})`} className="unit-limit">
        {Array.from({ length: def.limit }, (_, i) => (
          <circle
            // biome-ignore lint/suspicious/noArrayIndexKey: slots are positions
            key={i}
            cx={-i * 10}
            r={3.6}
            fill={i < units.length ? "#e6edf3" : "none"}
            stroke="#c9d1d9"
            strokeWidth={1.2}
          />
        ))}
      </g>
      {/* resource card: holder, workers on it, depletion (second row, left) */}
      {card && (
        <Target
          k={key.resource(def.id)}
          next={next}
          selected={selected}
          label={t("sc.map.payHere", { planet, n: def.index + 1 })}
          onKey={onKey}
          className="resource-target"
        >
          <g transform={`translate(${rect.x + 6} ${rect.y + 30})`} className="resource-card">
            <rect
              width={50}
              height={22}
              rx={4}
              fill={card.owner === null || card.owner === undefined ? "#2b3340" : seatColour(card.owner)}
              opacity={card.depletion === 2 ? 0.45 : 1}
              stroke="#000"
            />
            <text
              x={25}
              y={16}
              textAnchor="middle"
              fontSize={13}
              fontWeight={800}
              fill={card.owner === null || card.owner === undefined ? "#e6edf3" : seatInk(card.owner)}
            >
              {card.workers > 0 ? `⚒${card.workers}` : t("sc.map.card")}
            </text>
            {card.depletion > 0 && (
              <g transform="translate(62 11)">
                <circle r={9} fill="#b62324" stroke="#000" />
                <text textAnchor="middle" dy="0.35em" fontSize={13} fontWeight={800} fill="#fff">
                  {card.depletion === 2 ? "×" : "½"}
                </text>
                <title>{t(card.depletion === 2 ? "sc.map.fullyDepleted" : "sc.map.partlyDepleted")}</title>
              </g>
            )}
            <title>
              {card.owner === null || card.owner === undefined
                ? t("sc.map.cardFree", { count: card.workers })
                : t("sc.map.cardHeld", { name: names(card.owner), count: card.workers })}
            </title>
          </g>
        </Target>
      )}
      {base && (
        // The base piece is a target of its own (taken back: the piece leaves, not the area).
        <Target
          k={key.base(def.id)}
          next={next}
          selected={selected}
          label={
            takeBack
              ? t("sc.map.takeBackBase", { area: t("sc.w.area", { planet, n: def.index + 1 }) })
              : t("sc.map.baseOf", { name: names(base.owner) })
          }
          onKey={onKey}
          className={`base-piece${takeBack ? " take-back" : ""}`}
        >
          {/* the ring a target is marked by (first child, as the targets' styles expect) */}
          <circle
            cx={rect.x + rect.w - 17}
            cy={rect.y + rect.h - 17}
            r={17}
            fill="transparent"
            className="base-hit"
          />
          <g transform={`translate(${rect.x + rect.w - 17} ${rect.y + rect.h - 17})`}>
            <BaseMarker owner={base.owner} size={26} />
            <title>{t("sc.map.baseOf", { name: names(base.owner) })}</title>
          </g>
        </Target>
      )}
      {/* Brood War: guard tokens and an installation in the area (bottom left) */}
      {marksLine >= 0 && (
        <g
          className="area-marks"
          transform={`translate(${rect.x + 6} ${rect.y + rect.h - 6 - marksLine * FOOT_LINE})`}
        >
          <title>{bwTitle}</title>
          {guards.map((g, i) => (
            <path
              // biome-ignore lint/suspicious/noArrayIndexKey: tokens of one area
              key={i}
              className="guard-token"
              transform={`translate(${i * 13} -11)`}
              d="M5.5 0 L11 2 L11 6 C11 9.5 8.5 11.5 5.5 13 C2.5 11.5 0 9.5 0 6 L0 2 Z"
              fill={seatColour(g.owner)}
              stroke="#fff"
              strokeWidth={1}
            />
          ))}
          {installations.length > 0 &&
            (() => {
              const words = installations.map((inst) => installationName(inst.kind, t)).join(", ");
              const x = guards.length * 13 + (guards.length > 0 ? 3 : 0);
              const room = rect.w - 12 - x;
              return (
                <text
                  className="installation-mark halo"
                  x={x}
                  fontSize={13}
                  fontWeight={700}
                  fill={seatColour(installations[0]!.owner)}
                  {...(words.length * 13 * 0.6 > room
                    ? { textLength: room, lengthAdjust: "spacingAndGlyphs" as const }
                    : {})}
                >
                  {words}
                </text>
              );
            })()}
        </g>
      )}
      {groups.map((g, i) => {
        const def2 = catalog.units[g.type];
        const cx = rect.x + 4 + MINI_PITCH / 2 + (i % perRow) * pitchX;
        const cy = unitsTop + Math.floor(i / perRow) * MINI_PITCH;
        // The group answers for its first unit that may act now (all of one type are alike).
        const rep =
          g.ids.find((id) => next.has(key.unit(id))) ??
          g.ids.find((id) => selected.includes(key.unit(id))) ??
          g.ids[0];
        const name = def2?.name ?? humanType(g.type);
        const hero = g.hero ? t("hero.title", { hero: heroName(catalog, g.hero), unit: name }) : null;
        const what = t("sc.map.unitsOf", {
          count: hero ? 1 : g.ids.length,
          unit: hero ?? name,
          owner: names(g.owner),
        });
        const controlled = g.ids.filter((id) => view.broodWar?.mindControlled[id] !== undefined);
        return (
          <g
            key={`${g.owner}-${g.type}-${g.hero ?? ""}`}
            transform={`translate(${cx} ${cy})`}
            data-units={g.ids.join(" ")}
            data-hero={g.hero}
          >
            <Target
              k={key.unit(rep)}
              next={next}
              selected={selected}
              onKey={onKey}
              label={what}
              className="unit"
            >
              <Miniature
                owner={g.owner}
                label={unitAbbrev(g.type, def2?.name)}
                flying={def2?.flying}
                assist={def2?.assist}
                cloaked={def2?.keywords?.some((k) => k.startsWith("cloak"))}
                count={g.ids.length}
              />
              {controlled.length > 0 && (
                <circle r={14} fill="none" stroke="#bc8cff" strokeWidth={2} strokeDasharray="3 2" />
              )}
              {g.hero && <HeroToken />}
              <title>
                {what}
                {def2?.flying ? t("sc.map.flying") : ""}
                {def2?.assist ? t("sc.map.assist") : ""}
                {controlled.length > 0
                  ? t("sc.map.mindControlled", {
                      figures: controlled
                        .map((id) =>
                          t("sc.map.figureOf", { name: names(view.broodWar?.mindControlled[id] ?? 0) }),
                        )
                        .join(", "),
                    })
                  : ""}
                {provisionalReasonWords(t, lang, catalog.provisionalReasons?.[g.type])
                  ? ` — ${t("lead.provisionalTitle", {
                      reason: provisionalReasonWords(t, lang, catalog.provisionalReasons?.[g.type]) ?? "",
                    })}`
                  : ""}
              </title>
            </Target>
          </g>
        );
      })}
      {ghost?.piece === "base" && !base && (
        // a base build's result before it is made: the base drawn, faded, where bases stand
        <g
          className="move-ghost base-ghost"
          transform={`translate(${rect.x + rect.w - 17} ${rect.y + rect.h - 17})`}
          opacity={0.6}
        >
          <BaseMarker owner={ghost.owner} size={26} />
        </g>
      )}
      {unitGhost && (
        // the move's result before it is made: the unit drawn where it would stand
        <g
          className="move-ghost"
          transform={`translate(${rect.x + 4 + MINI_PITCH / 2 + (groups.length % perRow) * pitchX} ${
            unitsTop + Math.floor(groups.length / perRow) * MINI_PITCH
          })`}
          opacity={0.6}
        >
          <Miniature
            owner={unitGhost.owner}
            label={unitAbbrev(unitGhost.type, catalog.units[unitGhost.type]?.name)}
            flying={catalog.units[unitGhost.type]?.flying}
          />
        </g>
      )}
      {/* a variant's extra mark: second row, right-aligned (clear of the resource card), above the units */}
      {mark && (
        <g
          className="area-mark"
          data-area-mark={def.id}
          transform={`translate(${rect.x + rect.w - 4 - markWidth(mark)} ${rect.y + 30})`}
        >
          <rect width={markWidth(mark)} height={20} rx={4} fill="#3b1d00" stroke="#f0883e" />
          {mark.glyph === "flame" && <FlameGlyph />}
          <text
            x={(markWidth(mark) + (mark.glyph ? GLYPH_WIDTH : 0)) / 2}
            y={15}
            textAnchor="middle"
            fontSize={13}
            fontWeight={800}
            fill="#ffa657"
          >
            {mark.label}
          </text>
          <title>{mark.title}</title>
        </g>
      )}
    </Target>
  );
}

const GLYPH_WIDTH = 14;

/** Width of an area mark's badge: about 8 px per character at 13 px, with a margin (and the glyph). */
function markWidth(mark: AreaMark): number {
  return 10 + 8 * [...mark.label].length + (mark.glyph ? GLYPH_WIDTH : 0);
}

/** A flame (a hot spot), drawn at the badge's left: an outer and an inner tongue. */
function FlameGlyph() {
  return (
    <g className="area-mark-glyph" data-glyph="flame" transform="translate(5 2)">
      <path
        d="M6 0 C7 4 12 6 12 11 C12 14.5 9.3 16 6 16 C2.7 16 0 14.5 0 11 C0 8 2 6.5 3 4.5 C3.6 6.5 4.6 7.5 5.6 7.5 C5 5 5 2.5 6 0 Z"
        fill="#f0883e"
      />
      <path
        d="M6 8 C7.5 10 9 11 9 12.8 C9 14.4 7.7 15.2 6 15.2 C4.3 15.2 3 14.4 3 12.8 C3 11.2 4.6 10 6 8 Z"
        fill="#ffd33d"
      />
    </g>
  );
}

function areaLabel(planet: string, def: ScAreaDef, units: number, t: Translate): string {
  const what = [
    def.resource === "minerals" ? t("sc.w.amountMinerals", { count: def.amount }) : null,
    def.resource === "gas" ? t("sc.w.amountGas", { count: def.amount }) : null,
    def.cp ? t("sc.w.cp", { count: def.cp }) : null,
  ].filter(Boolean);
  const about = { planet, n: def.index + 1, limit: def.limit, units };
  return what.length ? t("sc.map.areaWith", { ...about, what: what.join(", ") }) : t("sc.map.area", about);
}

/** "terran-siege-tank" → "Siege tank" (only when the catalog has no name). */
function humanType(type: string): string {
  const w = type.replace(/^(terran|protoss|zerg)-/, "").replace(/-/g, " ");
  return w.charAt(0).toUpperCase() + w.slice(1);
}

export function MineralIcon({ colour }: { colour: string }) {
  return (
    <g>
      <path d="M -7,2 L -3,-8 L 1,2 L -3,8 Z" fill={colour} stroke="#0b2a3d" />
      <path d="M 0,3 L 4,-10 L 8,3 L 4,9 Z" fill={colour} stroke="#0b2a3d" />
    </g>
  );
}
export function GasIcon({ colour }: { colour: string }) {
  return (
    <g>
      <ellipse cx={0} cy={5} rx={8} ry={3.5} fill="#1f3b24" stroke={colour} />
      <path d="M -4,4 Q -8,-4 -2,-9 Q 0,-3 3,-7 Q 8,-2 4,4 Z" fill={colour} opacity={0.9} />
    </g>
  );
}
function StarIcon({ colour }: { colour: string }) {
  return (
    <path
      d="M 0,-9 L 2.6,-3 L 9,-3 L 4,1.5 L 6,8 L 0,4 L -6,8 L -4,1.5 L -9,-3 L -2.6,-3 Z"
      fill={colour}
      stroke="#3d2b00"
    />
  );
}

const MINI_PITCH = 42;
/** The resource card stands at y + 30 of its area and is 22 high. */
const RESOURCE_CARD_BOTTOM = 52;
/** One line of words along an area's foot (terrain, "strategic", Brood War marks), in map units. */
const FOOT_LINE = 15;

/** A planet tile: the world's art, its name, its areas (with pieces) and route slots. */
export function PlanetTile({
  id,
  x,
  y,
  slots,
  view,
  catalog,
  next,
  selected,
  onKey,
  battleArea,
  names,
  preview,
  ghostIn,
  onHover,
  areaMarks,
  takeBack,
}: {
  areaMarks?: Record<string, AreaMark>;
  /** Keys of the viewer's pieces he may take back now (GalaxyProps.takeBack). */
  takeBack?: Set<Key>;
  /** A unit to draw, faded, in the area under the pointer (a move's preview). */
  ghostIn?: { area: string; owner: number; type: string; piece?: "base" } | null;
  onHover?: (k: Key | null) => void;
  id: string;
  x: number;
  y: number;
  slots: Record<string, number>;
  view: Pick<ScView, "units" | "bases" | "resources" | "broodWar">;
  catalog: ScCatalog;
  next: Set<Key>;
  selected: Key[];
  onKey: GalaxyProps["onKey"];
  battleArea?: string | null;
  names: (seat: number) => string;
  preview?: boolean;
}) {
  const t = useT();
  const def = catalog.planets[id];
  const o = tileOrigin(x, y);
  const areas = def?.areas ?? [];
  const rects = areaRects(areas.length);
  const name = def?.name ?? id;
  return (
    <g className={`planet${preview ? " planet-preview" : ""}`} data-planet={preview ? undefined : id}>
      <Target
        k={preview ? `preview:${id}` : key.planet(id)}
        next={next}
        selected={selected}
        label={t("sc.map.planet", { name })}
        onKey={onKey}
        className="planet-tile"
      >
        <rect
          x={o.x}
          y={o.y}
          width={TILE}
          height={TILE}
          rx={16}
          fill="#0a0f1c"
          stroke="#56627a"
          strokeWidth={2}
        />
        <g clipPath={`url(#tile-clip-${x}-${y}${preview ? "-p" : ""})`}>
          <defs>
            <clipPath id={`tile-clip-${x}-${y}${preview ? "-p" : ""}`}>
              <rect x={o.x} y={o.y} width={TILE} height={TILE} rx={16} />
            </clipPath>
          </defs>
          <PlanetArt id={id} cx={o.x + TILE * 0.62} cy={o.y + TILE * 0.55} r={TILE * 0.42} />
        </g>
        <text
          x={o.x + 12}
          y={o.y + 22}
          fontSize={17}
          fontWeight={800}
          fill="#fff"
          className="halo planet-name"
        >
          {name}
        </text>
        {areas.map((a, i) => (
          <g key={a.id} transform={`translate(${o.x} ${o.y})`}>
            <AreaBox
              def={a}
              rect={rects[i]}
              view={view}
              catalog={catalog}
              next={next}
              selected={selected}
              onKey={onKey}
              battle={battleArea === a.id}
              names={names}
              ghost={ghostIn?.area === a.id ? ghostIn : null}
              onHover={onHover}
              mark={areaMarks?.[a.id]}
              takeBack={takeBack?.has(key.base(a.id)) ?? false}
            />
          </g>
        ))}
      </Target>
      {Object.entries(slots).map(([side, route]) => {
        const pt = slotPoint(x, y, Number(side));
        return (
          <Target
            key={side}
            k={preview ? `preview-slot:${side}` : key.slot(id, Number(side))}
            next={next}
            selected={selected}
            label={t("sc.map.slot", { planet: name, side: sideName(Number(side), t) })}
            onKey={onKey}
            className="slot"
          >
            <circle cx={pt.x} cy={pt.y} r={22} fill="transparent" className="slot-hit" />
            <circle
              cx={pt.x}
              cy={pt.y}
              r={11}
              fill={route === -1 ? "#0a0f1c" : "#8b98a8"}
              stroke={preview ? "#7ee787" : "#c9d1d9"}
              strokeWidth={preview ? 3 : 2}
            />
          </Target>
        );
      })}
    </g>
  );
}

export function Galaxy({
  view,
  catalog,
  next,
  selected,
  onKey,
  placement,
  battleArea,
  names = (seat) => `Seat ${seat + 1}`,
  pieceGhost,
  areaMarks,
  takeBack,
}: GalaxyProps) {
  const tr = useT();
  const planets = useMemo(
    () => (view.planetOrder ?? Object.keys(view.planets)).map((id) => view.planets[id]).filter(Boolean),
    [view.planetOrder, view.planets],
  );
  const cells = placement?.cells ?? [];
  // A move's preview: with a unit selected, the area under the pointer shows it standing there.
  const [hover, setHover] = useState<Key | null>(null);
  const selectedUnit =
    selected.length === 1 && selected[0].startsWith("unit:") ? Number(selected[0].slice(5)) : null;
  const moving = selectedUnit !== null ? view.units.find((u) => u.id === selectedUnit) : undefined;
  const ghostIn =
    pieceGhost ??
    (moving && hover?.startsWith("area:") && next.has(hover)
      ? { area: hover.slice(5), owner: moving.owner, type: moving.type }
      : null);
  const bounds = useMemo(() => {
    const xs = [...planets.map((p) => p.x), ...cells.map((c) => c.x)];
    const ys = [...planets.map((p) => p.y), ...cells.map((c) => c.y)];
    if (xs.length === 0) return { x: -GAP_PAD, y: -GAP_PAD, w: TILE + 2 * GAP_PAD, h: TILE + 2 * GAP_PAD };
    const minX = Math.min(...xs) * PITCH - GAP_PAD;
    const minY = Math.min(...ys) * PITCH - GAP_PAD;
    const maxX = Math.max(...xs) * PITCH + TILE + GAP_PAD;
    const maxY = Math.max(...ys) * PITCH + TILE + GAP_PAD;
    return { x: minX, y: minY, w: maxX - minX, h: maxY - minY };
  }, [planets, cells]);

  const [t, setT] = useState<Transform>({ k: 1, x: 0, y: 0 });
  const svgRef = useRef<SVGSVGElement>(null);

  const unitsPerPixel = () => {
    const el = svgRef.current;
    if (!el) return 1;
    const r = el.getBoundingClientRect();
    return r.width ? Math.max(bounds.w / r.width, bounds.h / (r.height || 1)) : 1;
  };
  /** A pointer's position in the SVG's user units (where the transform lives). */
  const toSvg = (clientX: number, clientY: number): Point => {
    const el = svgRef.current;
    const ctm = el?.getScreenCTM?.();
    if (ctm) {
      const p = new DOMPoint(clientX, clientY).matrixTransform(ctm.inverse());
      return { x: p.x, y: p.y };
    }
    const u = unitsPerPixel();
    return { x: clientX * u, y: clientY * u };
  };

  /**
   * The part of the map the player sees, in SVG user units: the SVG's box cut to the window and
   * to every ancestor that clips (the board area scrolls when the map is taller than it).
   */
  const pane = () => {
    const el = svgRef.current;
    if (!el) return null;
    let r = el.getBoundingClientRect();
    let left = Math.max(r.left, 0);
    let top = Math.max(r.top, 0);
    let right = Math.min(r.right, innerWidth);
    let bottom = Math.min(r.bottom, innerHeight);
    for (let p = el.parentElement; p; p = p.parentElement) {
      const o = getComputedStyle(p);
      if (!/(auto|scroll|hidden)/.test(`${o.overflow}${o.overflowX}${o.overflowY}`)) continue;
      r = p.getBoundingClientRect();
      left = Math.max(left, r.left);
      top = Math.max(top, r.top);
      right = Math.min(right, r.right);
      bottom = Math.min(bottom, r.bottom);
    }
    if (right <= left || bottom <= top) return null;
    const a = toSvg(left, top);
    const b = toSvg(right, bottom);
    return { x: a.x, y: a.y, w: b.x - a.x, h: b.y - a.y };
  };
  /** Zoom around a screen point (the wheel's cursor), else around the middle of what is seen. */
  const zoom = (factor: number, at?: { clientX: number; clientY: number }) => {
    const seen = pane();
    const point = at
      ? toSvg(at.clientX, at.clientY)
      : seen
        ? { x: seen.x + seen.w / 2, y: seen.y + seen.h / 2 }
        : centre;
    setT((o) => zoomAt(o, centre, point, factor));
  };
  /** The whole galaxy inside what is seen of the map. */
  const fit = () => {
    const seen = pane();
    setT(seen ? fitTransform(bounds, centre, seen) : { k: 1, x: 0, y: 0 });
  };

  const centre = { x: bounds.x + bounds.w / 2, y: bounds.y + bounds.h / 2 };
  // Fingers (or the mouse) down on the map: one drags it, two pinch (usePanPinch).
  const {
    onDown: onPointerDown,
    onMove: onPointerMove,
    onEnd: onPointerEnd,
  } = usePanPinch({ transform: t, setTransform: setT, centre, toSvg, slop: 5, unitsPerPixel });

  // When the whole galaxy would be too small to read, the map starts zoomed in so that one map
  // unit is at least PHONE_PX_PER_UNIT (phones) or DESKTOP_PX_PER_UNIT (wider screens) pixels:
  // the smallest map text (13 units) reads at ≥ 12 px; the player pans from there.
  const [homeZoom, setHomeZoom] = useState(1);
  const home = useRef(1);
  // On a wider screen the map is given the height it needs to be drawn at DESKTOP_PX_PER_UNIT
  // (the board area scrolls when the window is shorter), so only the width may call for a zoom.
  const [wide, setWide] = useState(false);
  useLayoutEffect(() => {
    const el = svgRef.current;
    if (!el) return;
    const r = el.getBoundingClientRect();
    if (!r.width) return;
    const isWide = r.width > SMALL_SCREEN;
    setWide(isWide);
    const fit = isWide
      ? Math.min(r.width / bounds.w, DESKTOP_PX_PER_UNIT)
      : Math.min(r.width / bounds.w, (r.height || r.width) / bounds.h);
    const least = isWide ? DESKTOP_PX_PER_UNIT : PHONE_PX_PER_UNIT;
    const k = fit < least ? least / fit : 1;
    const was = home.current;
    home.current = k;
    setHomeZoom(k);
    // the view follows the new home unless the player has zoomed or panned away from it
    setT((o) => (o.k === was && o.x === 0 && o.y === 0 ? { ...o, k } : o));
  }, [bounds.w, bounds.h]);

  // A battle brings its planet to the middle of the map, closer; the map goes back afterwards.
  const battlePlanet = battleArea ? view.planets[battleArea.slice(0, battleArea.indexOf("#"))] : undefined;
  const focusKey = battlePlanet ? `${battlePlanet.x},${battlePlanet.y}` : null;
  const focused = useRef<string | null>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: focus once per battle (its planet), not on every state
  useEffect(() => {
    const was = focused.current;
    focused.current = focusKey;
    if (!focusKey) {
      if (was) setT({ k: homeZoom, x: 0, y: 0 });
      return;
    }
    const [bx, by] = focusKey.split(",").map(Number);
    const o = tileOrigin(bx, by);
    const k = homeZoom * BATTLE_ZOOM;
    // the planet near the top of the map, just below the battle board, centred across
    const top = bounds.y + (k * TILE) / 2 + GAP_PAD;
    setT({ k, x: -k * (o.x + TILE / 2 - centre.x), y: top - centre.y - k * (o.y + TILE / 2 - centre.y) });
  }, [focusKey]);

  const cx = centre.x;
  const cy = centre.y;
  const zRoutes = view.routes.filter((r) => r.z);

  return (
    <div
      className="galaxy-wrap"
      style={
        wide
          ? { height: `${Math.max(420, Math.round(bounds.h * DESKTOP_PX_PER_UNIT) + ZOOM_BAR)}px` }
          : undefined
      }
    >
      <div className="zoom-controls" role="toolbar" aria-label="Map view">
        <button type="button" onClick={() => zoom(1.25)} aria-label={tr("map.zoomIn")}>
          +
        </button>
        <button type="button" onClick={() => zoom(0.8)} aria-label={tr("map.zoomOut")}>
          −
        </button>
        <button type="button" onClick={fit} aria-label={tr("map.reset")}>
          ⟲
        </button>
      </div>
      <svg
        ref={svgRef}
        className="galaxy"
        viewBox={`${bounds.x} ${bounds.y} ${bounds.w} ${bounds.h}`}
        preserveAspectRatio="xMidYMid meet"
        role="img"
        aria-label={tr("map.label")}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerEnd}
        onPointerCancel={onPointerEnd}
        onWheel={(e) => zoom(e.deltaY < 0 ? 1.1 : 0.9, e)}
      >
        <Starfield bounds={bounds} />
        <g
          className="galaxy-view"
          transform={`translate(${t.x} ${t.y}) translate(${cx} ${cy}) scale(${t.k}) translate(${-cx} ${-cy})`}
        >
          {cells.map((c) => {
            const o = tileOrigin(c.x, c.y);
            const chosen = placement?.chosen && placement.chosen.x === c.x && placement.chosen.y === c.y;
            return (
              <Target
                key={`${c.x},${c.y}`}
                k={key.cell(c.x, c.y)}
                next={next}
                selected={selected}
                label={c.label}
                onKey={onKey}
                className={`ghost-cell${chosen ? " chosen" : ""}`}
              >
                <rect
                  x={o.x}
                  y={o.y}
                  width={TILE}
                  height={TILE}
                  rx={16}
                  fill="#4493f814"
                  stroke={c.live ? "#79c0ff" : "#3a4558"}
                  strokeDasharray="10 6"
                  strokeWidth={2}
                />
                {!chosen && (
                  <text
                    x={o.x + TILE / 2}
                    y={o.y + TILE / 2}
                    textAnchor="middle"
                    fill={c.live ? "#79c0ff" : "#8b98a8"}
                    fontSize={18}
                  >
                    {c.live ? tr("map.placeHere") : tr("map.otherTurn")}
                  </text>
                )}
              </Target>
            );
          })}

          {/* routes below the tiles: straight between neighbours, Z-axis ones through the gaps */}
          {view.routes.map((r) => {
            const pa = view.planets[r.a.planet];
            const pb = view.planets[r.b.planet];
            if (!pa || !pb) return null;
            const transports = view.transports.filter((tr) => tr.route === r.id);
            const named = tr(r.z ? "sc.map.zRoute" : "sc.map.route", {
              a: catalog.planets[r.a.planet]?.name ?? r.a.planet,
              b: catalog.planets[r.b.planet]?.name ?? r.b.planet,
            });
            const takesBack = takeBack?.has(key.route(r.id)) ?? false;
            const label = takesBack ? tr("sc.map.takeBackTransport", { route: named }) : named;
            const kind = takesBack ? " take-back" : "";
            if (!r.z) {
              const a = slotPoint(pa.x, pa.y, r.a.side);
              const b = slotPoint(pb.x, pb.y, r.b.side);
              return (
                <Target
                  key={r.id}
                  k={key.route(r.id)}
                  next={next}
                  selected={selected}
                  label={label}
                  onKey={onKey}
                  className={`route${kind}`}
                >
                  <path
                    d={`M ${a.x},${a.y} L ${b.x},${b.y}`}
                    fill="none"
                    stroke="#8b98a8"
                    strokeWidth={8}
                    className="route-line"
                  />
                  {transportMarkers(transports, (a.x + b.x) / 2, (a.y + b.y) / 2, names, tr)}
                </Target>
              );
            }
            const zi = zRoutes.indexOf(r);
            const z = zRoutePath(
              { x: pa.x, y: pa.y, side: r.a.side },
              { x: pb.x, y: pb.y, side: r.b.side },
              (zi - (zRoutes.length - 1) / 2) * 10,
            );
            return (
              <Target
                key={r.id}
                k={key.route(r.id)}
                next={next}
                selected={selected}
                label={label}
                onKey={onKey}
                className={`route z-route${kind}`}
              >
                <path
                  d={pathD(z.points)}
                  fill="none"
                  stroke="#b08cf0"
                  strokeWidth={5}
                  strokeDasharray="12 7"
                  strokeLinejoin="round"
                  className="route-line"
                />
                {z.badges.map((b, i) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: the two ends
                  <g key={i} transform={`translate(${b.x} ${b.y})`} className="z-badge">
                    <circle r={10} fill="#2a1f45" stroke="#b08cf0" strokeWidth={2} />
                    <text textAnchor="middle" dy="0.35em" fontSize={13} fontWeight={800} fill="#e2d4ff">
                      Z
                    </text>
                  </g>
                ))}
                {transportMarkers(transports, z.middle.x, z.middle.y, names, tr)}
              </Target>
            );
          })}

          {planets.map((p) => (
            <PlanetTile
              key={p.id}
              id={p.id}
              x={p.x}
              y={p.y}
              slots={p.slots ?? {}}
              view={view}
              catalog={catalog}
              next={next}
              selected={selected}
              onKey={onKey}
              battleArea={battleArea}
              names={names}
              ghostIn={ghostIn}
              onHover={setHover}
              areaMarks={areaMarks}
              takeBack={takeBack}
            />
          ))}

          {/* order stacks above the tiles, top of the stack drawn last */}
          {planets.map((p) => {
            const stack = view.stacks[p.id] ?? [];
            if (stack.length === 0) return null;
            const o = tileOrigin(p.x, p.y);
            const name = catalog.planets[p.id]?.name ?? p.id;
            const step = 7;
            return (
              <Target
                key={`stack-${p.id}`}
                k={key.stack(p.id)}
                next={next}
                selected={selected}
                label={tr("sc.map.revealTop", { planet: name })}
                onKey={onKey}
                className="order-stack"
              >
                <g transform={`translate(${o.x + TILE - 22 - (stack.length - 1) * step} ${o.y + 6})`}>
                  <rect
                    x={-22}
                    y={-22}
                    width={44 + (stack.length - 1) * step}
                    height={44}
                    fill="transparent"
                  />
                  {stack.map((ord, i) => (
                    // biome-ignore lint/suspicious/noArrayIndexKey: stack positions
                    <g key={i} transform={`translate(${i * step} ${-i * 2})`}>
                      <OrderToken order={ord} />
                    </g>
                  ))}
                  {stack.length > 1 && (
                    <g transform={`translate(${(stack.length - 1) * step + 16} 16)`} className="stack-count">
                      <circle r={10} fill="#0d1117" stroke="#e6edf3" strokeWidth={1.5} />
                      <text textAnchor="middle" dy="0.35em" fontSize={13} fontWeight={800} fill="#fff">
                        {stack.length}
                      </text>
                    </g>
                  )}
                  <title>
                    {tr("sc.map.stack", {
                      planet: name,
                      count: stack.length,
                      orders: stack
                        .map((s) =>
                          tr("sc.map.stackOrder", {
                            name: names(s.owner),
                            order: s.kind
                              ? s.gold
                                ? tr("sc.map.stackGold", { order: orderName(s.kind, tr) })
                                : orderName(s.kind, tr)
                              : tr("sc.w.faceDown"),
                          }),
                        )
                        .join(", "),
                    })}
                  </title>
                </g>
              </Target>
            );
          })}

          {placement?.chosen && (
            <PlanetTile
              id={placement.planet}
              x={placement.chosen.x}
              y={placement.chosen.y}
              slots={Object.fromEntries(placement.sides.map((side) => [String(side), -1]))}
              view={EMPTY_PIECES}
              catalog={catalog}
              next={EMPTY_KEYS}
              selected={[]}
              onKey={onKey}
              names={names}
              preview
            />
          )}
        </g>
      </svg>
    </div>
  );
}

const EMPTY_KEYS = new Set<Key>();
/** How close the map comes to a battle's planet. */
const BATTLE_ZOOM = 1.25;

/** A small drawing of a planet at a turn, with its areas and route slots (placement bar). */
export function TilePreview({
  catalog,
  planet,
  sides,
}: {
  catalog: ScCatalog;
  planet: string;
  sides: number[];
}) {
  const t = useT();
  return (
    <svg
      className="tile-preview"
      width={104}
      height={104}
      viewBox={`${-30} ${-30} ${TILE + 60} ${TILE + 60}`}
      role="img"
      aria-label={t("sc.map.preview", { planet: catalog.planets[planet]?.name ?? planet })}
    >
      <PlanetTile
        id={planet}
        x={0}
        y={0}
        slots={Object.fromEntries(sides.map((side) => [String(side), -1]))}
        view={EMPTY_PIECES}
        catalog={catalog}
        next={EMPTY_KEYS}
        selected={[]}
        onKey={() => {}}
        names={(seat) => `Seat ${seat + 1}`}
        preview
      />
    </svg>
  );
}
const GAP_PAD = 40;
/**
 * The scale a wide screen's map is drawn at, at least (its height grows to allow it, and a
 * galaxy wider than the window starts zoomed in): the smallest map text (13) reads at ≥ 12 px.
 */
export const DESKTOP_PX_PER_UNIT = 0.95;
/** Height of the bar of zoom buttons above the map. */
const ZOOM_BAR = 54;
/** Below this width the galaxy starts zoomed in (phones). */
const SMALL_SCREEN = 700;
/**
 * Pixels per map unit at the phone's default zoom: the smallest map text (13) reads at ≥ 14 px
 * and a unit miniature (40) is a 44 px tap target.
 */
export const PHONE_PX_PER_UNIT = 1.1;

/** A quiet starfield behind the map (fixed pattern, no randomness at render). */
function Starfield({ bounds }: { bounds: { x: number; y: number; w: number; h: number } }) {
  const stars = useMemo(() => {
    const out: { x: number; y: number; r: number }[] = [];
    let seed = 7;
    const rnd = () => {
      seed = (seed * 16807) % 2147483647;
      return seed / 2147483647;
    };
    for (let i = 0; i < 140; i++) out.push({ x: rnd(), y: rnd(), r: 0.6 + rnd() * 1.6 });
    return out;
  }, []);
  return (
    <g className="starfield">
      {stars.map((s) => (
        <circle
          key={`${s.x}-${s.y}`}
          cx={bounds.x + s.x * bounds.w}
          cy={bounds.y + s.y * bounds.h}
          r={s.r}
          fill="#c9d1d9"
          opacity={0.35}
        />
      ))}
    </g>
  );
}

/** Transports on a route, fanned out so several stay visible. */
function transportMarkers(
  transports: { owner: number }[],
  x: number,
  y: number,
  names: (seat: number) => string,
  t: Translate,
) {
  const out = [];
  for (let i = 0; i < transports.length; i++) {
    const owner = transports[i].owner;
    out.push(
      <g key={`transport-${i}`} transform={`translate(${x + i * 12} ${y + i * 18})`}>
        <TransportMarker owner={owner} />
        <title>{t("sc.map.transportOf", { name: names(owner) })}</title>
      </g>,
    );
  }
  return out;
}
