/**
 * Hidden information (issue 18 §2): sector stacks, the technology bag, face-down discovery tiles
 * (on the board, in the bag, kept for VP by others, being decided by another), reputation tiles
 * (others' tracks, the bag, another's draw) — redacted in `view` and sampled by `determinize`.
 * A redacted string is "?", a redacted reputation value 0; sizes stay visible.
 */
import { type PlayerId, type Rng, seedRng, type Viewer } from "@koprulu/engine";
import { cloneJson } from "./clone";
import { content } from "./economy";
import { stackFor } from "./hex";
import { boardOf } from "./species";
import type { EclipseState } from "./types";

export type EclipseView = Omit<EclipseState, "rng"> & { viewer: Viewer };

export const HIDDEN = "?";
const hide = (xs: readonly string[]) => xs.map(() => HIDDEN);

export function viewOf(s: EclipseState, viewer: Viewer): EclipseView {
  const { rng: _rng, ...rest } = s;
  const v: EclipseView = cloneJson({ ...rest, viewer });
  v.stacks = { inner: hide(s.stacks.inner), middle: hide(s.stacks.middle), outer: hide(s.stacks.outer) };
  v.techBag = hide(s.techBag);
  v.discoveryBag = hide(s.discoveryBag);
  v.reputationBag = s.reputationBag.map(() => 0);
  for (const h of Object.values(v.hexes)) if (h.discovery !== null) h.discovery = HIDDEN;
  for (const p of v.players) {
    if (p.seat === viewer) continue;
    p.reputation = p.reputation.map(() => 0);
    p.discoveriesKept = hide(p.discoveriesKept);
  }
  // Sectors Descendants of Draco saw and did not place, and the two they are choosing between.
  v.secretDiscards = s.secretDiscards.map((d) => (d.seat === viewer ? d : { seat: d.seat, sector: HIDDEN }));
  const step = v.step;
  if (step.kind === "explore-place" && step.others.length > 0 && s.turn !== viewer) {
    step.sector = HIDDEN;
    step.others = hide(step.others);
  }
  if (step.kind === "discovery" && s.turn !== viewer) step.tile = HIDDEN;
  if (step.kind === "reputation" && step.player !== viewer) step.drawn = step.drawn.map(() => 0);
  if (step.kind === "battle") {
    const { rng: _r, ...b } = step.battle;
    step.battle = b as typeof step.battle;
  }
  return v;
}

function removeOnce<T>(pool: T[], items: readonly T[]): void {
  for (const x of items) {
    const i = pool.indexOf(x);
    if (i >= 0) pool.splice(i, 1);
  }
}

/** A full state consistent with what `viewer` knows: hidden tiles redrawn from the unseen ones. */
export function determinizeView(view: EclipseView, viewer: PlayerId, rng: Rng): EclipseState {
  const c = content();
  const { viewer: _v, ...rest } = cloneJson(view);
  const s = rest as EclipseState;
  s.rng = seedRng(`det-${rng.nextUint32()}`);

  // Sector stacks: every tile of the ring not seen yet (outer tiles left in the box included).
  const seen = new Set<string>([
    ...Object.values(s.hexes).map((h) => h.sector),
    ...s.discardedSectors,
    ...s.secretDiscards.map((d) => d.sector).filter((x) => x !== HIDDEN),
  ]);
  const exploring = s.step.kind === "explore-place" ? s.step : null;
  if (exploring) for (const x of [exploring.sector, ...exploring.others]) if (x !== HIDDEN) seen.add(x);
  const pools = Object.fromEntries(
    (["inner", "middle", "outer"] as const).map((ring) => [
      ring,
      rng.shuffle(
        Object.values(c.sectors)
          .filter((x) => x.ring === ring && !seen.has(x.id))
          .map((x) => x.id)
          .sort(),
      ),
    ]),
  ) as Record<"inner" | "middle" | "outer", string[]>;
  // Another seat's Draco draw comes from the stack of the explored ring.
  if (exploring && exploring.sector === HIDDEN) {
    const pool = pools[stackFor(exploring.pos)];
    exploring.sector = pool.shift() ?? exploring.sector;
    exploring.others = exploring.others.map((x) => (x === HIDDEN ? (pool.shift() ?? x) : x));
  }
  for (const ring of ["inner", "middle", "outer"] as const)
    s.stacks[ring] = pools[ring].splice(0, view.stacks[ring].length);
  const unseen = [...pools.inner, ...pools.middle, ...pools.outer];
  s.secretDiscards = s.secretDiscards.map((d) =>
    d.sector === HIDDEN ? { seat: d.seat, sector: unseen.shift() ?? d.sector } : d,
  );

  // Technology bag: all tiles less the tray and every technology taken from it.
  const techPool = Object.values(c.technologies)
    .sort((a, b) => a.id.localeCompare(b.id))
    .flatMap((t) => Array<string>(t.tiles).fill(t.id));
  removeOnce(
    techPool,
    Object.entries(s.tray).flatMap(([t, n]) => Array<string>(n).fill(t)),
  );
  for (const p of s.players) {
    const taken = [...p.techs.military, ...p.techs.grid, ...p.techs.nano];
    // Starting technologies come from the box, not from the bag; unseated seats have none.
    if (p.home !== "") removeOnce(taken, boardOf(p).startingTechs);
    removeOnce(techPool, taken);
  }
  s.techBag = rng.shuffle(techPool).slice(0, view.techBag.length);

  // Discovery tiles: all less those used face up and those the viewer knows.
  const discPool = Object.values(c.discovery).flatMap((d) => Array<string>(d.copies).fill(d.id));
  removeOnce(discPool, s.discoveryUsed);
  removeOnce(discPool, s.players[viewer]?.discoveriesKept ?? []);
  if (s.step.kind === "discovery" && s.step.tile !== HIDDEN) removeOnce(discPool, [s.step.tile]);
  const discs = rng.shuffle(discPool);
  const nextDisc = () => discs.shift() ?? "money";
  for (const h of Object.values(s.hexes)) if (h.discovery === HIDDEN) h.discovery = nextDisc();
  for (const p of s.players)
    p.discoveriesKept = p.discoveriesKept.map((d) => (d === HIDDEN ? nextDisc() : d));
  if (s.step.kind === "discovery" && s.step.tile === HIDDEN) s.step.tile = nextDisc();
  s.discoveryBag = s.discoveryBag.map(() => nextDisc());

  // Reputation tiles: all less the viewer's own and the viewer's own draw.
  const repPool = Object.values(c.reputation).flatMap((r) => Array<number>(r.copies).fill(r.vp));
  removeOnce(repPool, s.players[viewer]?.reputation ?? []);
  if (s.step.kind === "reputation" && s.step.player === viewer) removeOnce(repPool, s.step.drawn);
  const reps = rng.shuffle(repPool);
  const nextRep = () => reps.shift() ?? 1;
  for (const p of s.players) if (p.seat !== viewer) p.reputation = p.reputation.map(() => nextRep());
  if (s.step.kind === "reputation" && s.step.player !== viewer)
    s.step.drawn = s.step.drawn.map(() => nextRep());
  s.reputationBag = s.reputationBag.map(() => nextRep());

  if (s.step.kind === "battle")
    s.step.battle = { ...s.step.battle, rng: seedRng(`det-b-${rng.nextUint32()}`) };
  return s;
}
