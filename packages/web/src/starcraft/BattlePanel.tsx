/**
 * The skirmish board of a running battle: both sides' units, the skirmishes (front line and
 * supports of each side, the cards placed on them — face down until revealed — and, once
 * resolved, attack against health), the viewer's combat hand, and the battle's own log.
 * Battle decisions are taken in place: click a unit then the enemy unit to pair them, a unit
 * then a skirmish to support it, a card then a skirmish to place it, a skirmish to resolve it,
 * a unit to choose a casualty; withdrawal and retreat destinations are areas on the map.
 */

import type { KeyboardEvent, ReactNode } from "react";
import { type MessageKey, type Translate, useT } from "../i18n";
import { BattleOdds } from "./BattleOdds";
import { CardFace } from "./CardFace";
import { cardTitle, cardValues } from "./cards";
import { BattleHero } from "./Leadership";
import { UnitMarker, unitAbbrev } from "./Markers";
import { seatColour } from "./palette";
import { type Key, key } from "./targets";
import type { ScCatalog, ScView } from "./viewTypes";

interface BUnit {
  id: number;
  type: string;
  /** Brood War: the hero this figure is (hero id). */
  hero?: string;
  /** Brood War (BW-MC3): the player this unit was taken from by mind control. */
  originalOwner?: number;
}
interface BSide {
  player: number;
  faction?: string;
  units: BUnit[];
  hand: string[] | null;
  handCount?: number;
  deckCount?: number;
}
interface BPlaced {
  blind: boolean;
  combat: string | null;
  reinforcement: string | null;
}
interface BSkirmish {
  front: [number | null, number | null];
  support: [number[], number[]];
  cards: [BPlaced | null, BPlaced | null];
  resolved: boolean;
  report: {
    attack: [number, number];
    health: [number, number];
    combat?: [string | null, string | null];
  } | null;
}
export interface BView {
  planet: string;
  area: string;
  phase: string;
  turn?: number;
  sides: [BSide, BSide];
  skirmishes: BSkirmish[];
  destroyed?: number[];
  log?: { event: string; [k: string]: unknown }[];
}

export function isBattleView(b: unknown): b is BView {
  const o = b as BView | null;
  return !!o && Array.isArray(o.sides) && o.sides.length === 2 && Array.isArray(o.skirmishes);
}

export interface TargetProps {
  next: Set<Key>;
  selected: Key[];
  onKey(k: Key, anchor: { x: number; y: number }): void;
}

function Pick({ k, label, t, children }: { k: Key; label: string; t: TargetProps; children: ReactNode }) {
  const live = t.next.has(k);
  const sel = t.selected.includes(k);
  if (!live)
    return (
      <span className={`bpick ${sel ? "selected" : ""}`} data-key={k}>
        {children}
      </span>
    );
  return (
    <button
      type="button"
      className={`bpick target ${sel ? "selected" : ""}`}
      data-key={k}
      aria-label={label}
      aria-pressed={sel}
      onClick={(e) => {
        const r = e.currentTarget.getBoundingClientRect();
        t.onKey(k, { x: r.left, y: r.bottom });
      }}
      onKeyDown={(e: KeyboardEvent) => e.stopPropagation()}
    >
      {children}
    </button>
  );
}

export function BattlePanel({
  view,
  catalog,
  seat,
  ...t
}: { view: ScView; catalog: ScCatalog; seat: number | null } & TargetProps) {
  const tr = useT();
  const b = view.battle;
  if (!isBattleView(b)) return null;
  const unitById = new Map<number, { unit: BUnit; side: number }>();
  b.sides.forEach((s, i) => {
    for (const u of s.units) unitById.set(u.id, { unit: u, side: i });
  });
  const name = (p: number) =>
    catalog.factions[view.players[p]?.faction]?.name ?? tr("game.seat", { seat: p + 1 });
  const unitChip = (id: number | null) => {
    if (id === null) return <span className="muted">—</span>;
    const found = unitById.get(id);
    if (!found) {
      // Destroyed, withdrawn or retreated: the map still knows its type until the battle ends.
      const gone = view.units.find((u) => u.id === id);
      const goneName = gone ? (catalog.units[gone.type]?.name ?? gone.type) : tr("battle.aUnit");
      return <span className="muted gone-unit">{tr("battle.outOfBattle", { unit: goneName })}</span>;
    }
    const owner = b.sides[found.side].player;
    const def = catalog.units[found.unit.type];
    return (
      <Pick
        k={key.bunit(id)}
        label={tr("battle.unitOf", { unit: def?.name ?? found.unit.type, owner: name(owner) })}
        t={t}
      >
        <svg width={26} height={26} viewBox="-13 -13 26 26" aria-hidden="true">
          <UnitMarker
            owner={owner}
            label={unitAbbrev(found.unit.type, def?.name)}
            flying={def?.flying}
            r={11}
          />
        </svg>
        <span className="bunit-name">{def?.name ?? found.unit.type}</span>
        {found.unit.hero && (
          <BattleHero catalog={catalog} hero={found.unit.hero} unit={def?.name ?? found.unit.type} />
        )}
      </Pick>
    );
  };
  const mine = seat === null ? -1 : b.sides.findIndex((s) => s.player === seat);
  const controlledFrom = mine >= 0 ? originalDeckOwner(b, mine) : null;
  const areaDef = catalog.areas[b.area];
  const cardLabel = (id: string | null) => cardTitle(catalog, id, tr);
  const placedLabel = (p: BPlaced | null) =>
    p === null
      ? tr("battle.noCard")
      : `${p.blind && p.combat === null ? tr("battle.blindTop") : cardLabel(p.combat)}${
          p.reinforcement
            ? ` + ${p.reinforcement === "hidden" ? tr("battle.faceDownReinforcement") : cardLabel(p.reinforcement)}`
            : ""
        }`;
  const assigned = new Set<number>();
  for (const sk of b.skirmishes) {
    for (const i of [0, 1]) {
      if (sk.front[i] !== null) assigned.add(sk.front[i]!);
      for (const u of sk.support[i]) assigned.add(u);
    }
  }
  return (
    <section className="battle-panel" aria-label={tr("battle.label")} data-testid="battle">
      <header className="battle-head">
        <strong>
          {tr("battle.title", {
            planet: catalog.planets[b.planet]?.name ?? b.planet,
            area: (areaDef?.index ?? 0) + 1,
          })}
        </strong>
        <span style={{ color: seatColour(b.sides[0].player) }}>
          {tr("battle.attacker", { name: name(b.sides[0].player) })}
        </span>
        <span style={{ color: seatColour(b.sides[1].player) }}>
          {tr("battle.defender", { name: name(b.sides[1].player) })}
        </span>
        <span className="muted">{tr("battle.step", { step: battlePhaseWords(b.phase, tr) })}</span>
      </header>
      <div className="battle-reserve">
        {b.sides.map((s, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the two sides
          <div key={i} className="battle-side">
            <span className="muted">
              {i === 0 ? tr("battle.attackerReserve") : tr("battle.defenderReserve")}
            </span>{" "}
            {s.units
              .filter((u) => !assigned.has(u.id))
              .map((u) => (
                <span key={u.id}>{unitChip(u.id)}</span>
              ))}
            {/* None left: say so, so the hand and deck counts do not follow the label with a stray "·" */}
            {s.units.every((u) => assigned.has(u.id)) && (
              <span className="muted battle-reserve-none">{tr("scwords.noUnits")}</span>
            )}
            <span className="muted small">
              {tr("battle.handDeck", {
                hand: s.hand ? s.hand.length : (s.handCount ?? "?"),
                deck: s.deckCount ?? "?",
              })}
            </span>
          </div>
        ))}
      </div>
      <table className="skirmishes">
        <thead>
          <tr>
            <th>{tr("battle.skirmish")}</th>
            <th>{tr("battle.attackerCol")}</th>
            <th>{tr("battle.attackerCard")}</th>
            <th>{tr("battle.defenderCard")}</th>
            <th>{tr("battle.defenderCol")}</th>
          </tr>
        </thead>
        <tbody>
          {b.skirmishes.map((sk, k) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: skirmishes are numbered
            <tr key={k} data-skirmish={k} className={sk.resolved ? "resolved" : ""}>
              <td>
                <Pick k={key.skirmish(k)} label={tr("battle.skirmishN", { n: k + 1 })} t={t}>
                  #{k + 1}
                  {sk.resolved ? " ✓" : ""}
                </Pick>
              </td>
              <td>
                {unitChip(sk.front[0])}
                {sk.support[0].length > 0 && (
                  <div className="small">
                    {tr("battle.support")}{" "}
                    {sk.support[0].map((u) => (
                      <span key={u}>{unitChip(u)}</span>
                    ))}
                  </div>
                )}
              </td>
              <td>
                <PlacedCards placed={sk.cards[0]} catalog={catalog} label={placedLabel(sk.cards[0])} />
              </td>
              <td>
                <PlacedCards placed={sk.cards[1]} catalog={catalog} label={placedLabel(sk.cards[1])} />
              </td>
              <td>
                {unitChip(sk.front[1])}
                {sk.support[1].length > 0 && (
                  <div className="small">
                    {tr("battle.support")}{" "}
                    {sk.support[1].map((u) => (
                      <span key={u}>{unitChip(u)}</span>
                    ))}
                  </div>
                )}
              </td>
              {sk.report && (
                <td className="report">
                  {tr("battle.report", {
                    a0: sk.report.attack[0],
                    h1: sk.report.health[1],
                    a1: sk.report.attack[1],
                    h0: sk.report.health[0],
                  })}
                </td>
              )}
            </tr>
          ))}
        </tbody>
      </table>
      {mine >= 0 && b.sides[mine].hand && (
        // The hand matters while placing cards: open then, folded away otherwise.
        <details className="battle-hand-wrap" open={[...t.next].some((k) => k.startsWith("bcard:"))}>
          <summary>{tr("battle.yourCards", { count: b.sides[mine].hand!.length })}</summary>
          <div className="battle-hand">
            {[...new Set(b.sides[mine].hand!)].map((c) => (
              <Pick
                key={c}
                k={key.bcard(c)}
                label={tr("battle.combatCard", { card: cardLabel(c), values: cardValues(catalog, c, tr) })}
                t={t}
              >
                <CardFace catalog={catalog} id={c} />
              </Pick>
            ))}
            <Pick k={key.bcard("top")} label={tr("battle.topLabel")} t={t}>
              <span className="sc-card back">{tr("battle.top")}</span>
            </Pick>
            {controlledFrom !== null && (
              <Pick
                k={key.bcard("original-top")}
                label={tr("battle.originalTopLabel", { name: name(controlledFrom) })}
                t={t}
              >
                <span className="sc-card back">
                  {tr("battle.originalTop", { name: name(controlledFrom) })}
                </span>
              </Pick>
            )}
          </div>
        </details>
      )}
      <BattleOdds battle={b} seat={seat} />
      {b.log && b.log.length > 0 && (
        <details className="battle-log">
          <summary>{tr("battle.log", { count: b.log.length })}</summary>
          <ol>
            {b.log.map((e, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: the log is append-only
              <li key={i}>
                {battleLogText(e, unitById, catalog, view, (side) => name(b.sides[side].player), tr)}
              </li>
            ))}
          </ol>
        </details>
      )}
    </section>
  );
}

/**
 * Brood War, BW-MC3: a mind-controlled unit in the front line fights with the top card of its
 * original owner's deck, drawn blind. Cards go on the skirmishes in order, so the card to place
 * now is for the first skirmish without one of this side's: the original owner of its front-line
 * unit, when that unit was taken by mind control, else null.
 */
function originalDeckOwner(b: BView, side: number): number | null {
  const next = b.skirmishes.find((sk) => sk.cards[side] === null);
  const front = next?.front[side];
  if (front === null || front === undefined) return null;
  const owner = b.sides[side].units.find((u) => u.id === front)?.originalOwner;
  return owner === undefined || owner === b.sides[side].player ? null : owner;
}

/** Cards on a skirmish: face up as cards once revealed, else a card back with words. */
function PlacedCards({
  placed,
  catalog,
  label,
}: {
  placed: BPlaced | null;
  catalog: ScCatalog;
  label: string;
}) {
  const tr = useT();
  if (placed === null) return <span className="muted">{label}</span>;
  const shown = [placed.combat, placed.reinforcement].filter(
    (c): c is string => !!c && c !== "hidden" && !c.startsWith("?"),
  );
  if (shown.length === 0)
    return (
      <span className="sc-card back compact" title={label}>
        {label}
      </span>
    );
  return (
    <span className="placed-cards" title={label}>
      {shown.map((c) => (
        <CardFace key={c} catalog={catalog} id={c} />
      ))}
      {placed.reinforcement === "hidden" && (
        <span className="sc-card back compact">{tr("battle.faceDownReinforcement")}</span>
      )}
    </span>
  );
}

/** One entry of the battle's own log in the reader's words. */
export function battleLogText(
  e: { event: string; [k: string]: unknown },
  units: Map<number, { unit: BUnit }>,
  catalog: ScCatalog,
  view: ScView,
  sideName: (side: 0 | 1) => string,
  t: Translate,
): string {
  const unit = (id: unknown) => {
    const type = units.get(Number(id))?.unit.type ?? view.units.find((u) => u.id === Number(id))?.type;
    return type ? (catalog.units[type]?.name ?? type) : t("battle.aUnit");
  };
  const side = (v: unknown) => sideName(Number(v) === 1 ? 1 : 0);
  switch (e.event) {
    case "battle":
      return t(e.gold ? "sc.blog.battleGold" : "sc.blog.battle");
    case "draw":
      return t("sc.blog.draw", {
        attacker: sideName(0),
        a: String(e.attacker),
        defender: sideName(1),
        d: String(e.defender),
      });
    case "destroyed":
      return e.cause
        ? t("sc.blog.destroyedCause", { unit: unit(e.unit), cause: causeWords(e.cause, t) })
        : t("sc.blog.destroyed", { unit: unit(e.unit) });
    case "withdrawn":
      return t("sc.blog.withdrawn", { unit: unit(e.unit) });
    case "retreat":
      return t("sc.blog.retreat", { side: side(e.side) });
    case "skirmish": {
      const r = e.report as { attack?: number[]; health?: number[] } | undefined;
      const n = Number(e.skirmish) + 1;
      return r?.attack
        ? t("sc.blog.skirmishReport", { n, attack: r.attack.join("/"), health: r.health?.join("/") ?? "" })
        : t("sc.blog.skirmish", { n });
    }
    case "base-destroyed":
      return t("sc.blog.baseDestroyed", { side: side(e.side) });
    case "worker-destroyed":
      return t("sc.blog.workerDestroyed", { side: side(e.side) });
    case "battle-canceled":
      return t("sc.blog.canceled");
    case "reshuffle":
      return t("sc.blog.reshuffle", { side: side(e.side) });
    case "start-pass":
      return t("sc.blog.startPass", { side: side(e.side) });
    case "start-ability":
      return t("sc.blog.startAbility", { side: side(e.side) });
    case "defensive-swap": {
      const [a, b] = Array.isArray(e.units) ? e.units : [];
      return t("sc.blog.defensiveSwap", { a: unit(a), b: unit(b) });
    }
    case "reinforcement-discarded":
      return t("sc.blog.reinforcementDiscarded", { side: side(e.side), n: Number(e.skirmish) + 1 });
    case "mind-control":
      return t("sc.blog.mindControl", { side: side(e.side), unit: unit(e.unit) });
    case "splash":
      return t("sc.blog.splash", { side: side(e.side) });
    default:
      return t("sc.blog.other", { event: e.event.replace(/-/g, " ") });
  }
}

const BATTLE_PHASES: Record<string, MessageKey> = {
  "start-ability": "sc.bphase.start-ability",
  "assist-front": "sc.bphase.assist-front",
  pair: "sc.bphase.pair",
  defensive: "sc.bphase.defensive",
  support: "sc.bphase.support",
  cards: "sc.bphase.cards",
  "choose-skirmish": "sc.bphase.choose-skirmish",
  "skirmish-todo": "sc.bphase.skirmish-todo",
  splash: "sc.bphase.splash",
  "retreat-select": "sc.bphase.retreat-select",
  retreat: "sc.bphase.retreat",
  "retreat-loss": "sc.bphase.retreat-loss",
  done: "sc.bphase.done",
};

/** The battle's step in words ("choose-skirmish" → "resolving skirmishes"); unknown steps read out. */
function battlePhaseWords(phase: string, t: Translate): string {
  const key = BATTLE_PHASES[phase];
  return key ? t(key) : phase.replace(/-/g, " ");
}

/** Why a unit fell: "attack", "effect", "splash" in words; other causes as the server names them. */
function causeWords(cause: unknown, t: Translate): string {
  switch (cause) {
    case "attack":
      return t("sc.blog.causeAttack");
    case "effect":
      return t("sc.blog.causeEffect");
    case "splash":
      return t("sc.blog.causeSplash");
    default:
      return String(cause);
  }
}
