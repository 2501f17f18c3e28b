/**
 * Invariants that hold after every action (run by the randomized test and the simulations):
 * unit limits (+2 only where contested), units of a type within the base game's miniatures,
 * workers conserved except by rules that make or destroy them (never more than the worker
 * tokens), at most one base per player per planet and one base per area, no two players' units in
 * one area outside a battle, resource cards only held by players with a base on their planet
 * at the end of regrouping, CP never negative, the event cards all accounted for.
 */
import { cat, enemyUnitsIn, planetOf } from "@koprulu/starcraft/board";
import { workersOwned } from "./economy";
import { LITE_EVENTS } from "./events-deck";
import { figuresOf, unitsOfType } from "./figures";
import type { LiteState } from "./state";

export function checkLiteInvariants(s: LiteState): string[] {
  const out: string[] = [];
  const b = s.board;
  const areas = new Map<string, Map<number, number>>();
  for (const u of b.units) {
    const m = areas.get(u.area) ?? new Map<number, number>();
    m.set(u.owner, (m.get(u.owner) ?? 0) + 1);
    areas.set(u.area, m);
    if (!cat(b).areas[u.area]) out.push(`unit ${u.id} in unknown area ${u.area}`);
  }
  // Between battles (a battle running, or a player trimming after one) the queued areas still hold two sides.
  const settled = s.frame.kind !== "battle" && s.frame.kind !== "mobilize" && s.frame.kind !== "trim";
  // While a player chooses which units over the limit he loses after a battle, that area may be over.
  const trimming = s.frame.kind === "trim" ? s.frame.area : null;
  // L-B2: during build step 1 (or Emergency Production) the builder's limits are checked only when it ends.
  const building =
    s.frame.kind === "build" && (s.frame.step === 1 || s.frame.resume !== undefined) ? s.frame.player : null;
  for (const [area, owners] of areas) {
    const limit = cat(b).areas[area]?.limit ?? 0;
    for (const [p, n] of owners) {
      const max = limit + (enemyUnitsIn(b, area, p) ? 2 : 0);
      if (n > max && area !== trimming && p !== building)
        out.push(`player ${p} has ${n} units in ${area} (limit ${max})`);
    }
    if (settled && owners.size > 1) out.push(`two players' units share ${area} outside a battle`);
  }
  const seen = new Set<string>();
  for (const base of b.bases) {
    const key = `${base.owner}@${planetOf(base.area)}`;
    if (seen.has(key)) out.push(`player ${base.owner} has two bases on ${planetOf(base.area)}`);
    seen.add(key);
    if (b.bases.filter((x) => x.area === base.area).length > 1) out.push(`two bases in ${base.area}`);
  }
  b.players.forEach((pl, p) => {
    if (pl.cp < 0) out.push(`player ${p} has negative CP`);
    if (pl.workerPool < 0) out.push(`player ${p} has a negative worker pool`);
    if (pl.workersUnavailable < 0) out.push(`player ${p} has negative unavailable workers`);
    for (const type of new Set(b.units.filter((u) => u.owner === p).map((u) => u.type)))
      if (unitsOfType(s, p, type) > figuresOf(s, type))
        out.push(`player ${p} has ${unitsOfType(s, p, type)} ${type} (${figuresOf(s, type)} miniatures)`);
    if (workersOwned(s, p) > cat(b).tokens.workers)
      out.push(`player ${p} owns ${workersOwned(s, p)} workers (${cat(b).tokens.workers} tokens)`);
  });
  for (const [id, r] of Object.entries(b.resources)) {
    if (r.workers > 2 * (cat(b).areas[id]?.amount ?? 0)) out.push(`card ${id} holds too many workers`);
    if (r.owner === null && r.workers > 0) out.push(`card ${id} has workers but no owner`);
  }
  const cards = [
    ...s.events.deck,
    ...s.events.discard,
    ...s.events.buried,
    ...s.players.flatMap((pl) => pl.events),
  ];
  // The card being resolved, also when its movement, battle or production is running (resume frames).
  for (let f: LiteState["frame"] | undefined = s.frame; f; ) {
    if (f.kind === "events" && f.current) cards.push(f.current.card);
    f =
      f.kind === "battle" || f.kind === "trim" || f.kind === "mobilize" || f.kind === "build"
        ? f.resume
        : f.kind === "pay"
          ? (f.resume ?? undefined)
          : undefined;
  }
  if (cards.length !== LITE_EVENTS.length * s.options.eventCopies || new Set(cards).size !== cards.length)
    out.push(
      `event cards: ${cards.length} held, expected ${LITE_EVENTS.length * s.options.eventCopies}, duplicates or losses`,
    );
  return out;
}
