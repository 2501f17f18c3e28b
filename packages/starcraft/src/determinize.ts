/**
 * For search bots: a full state consistent with a seat's view. Every placeholder is filled from
 * the public multiset it hides (`view.unknown`), face-down orders get kinds from the owner's
 * order tokens (gold only as far as his R&D modules allow), and the PRNG gets a fresh state.
 */
import type { PlayerId, Rng } from "@koprulu/engine";
import { determinizeBattle } from "./battle";
import { HIDDEN_LEADERSHIP, leadershipOptions } from "./brood-war/leadership-choice";
import { cat } from "./rules-catalog";
import type { Order, OrderKind, StarcraftState } from "./state";
import type { StarcraftView } from "./view";

const KINDS: OrderKind[] = ["build", "mobilize", "research"];

export function determinize(v: StarcraftView, viewer: PlayerId, rng: Rng): StarcraftState {
  // Events: fill each "?stage" placeholder from that stage's unknown cards. (Search bots call
  // this once per iteration: the catalog is read once and the placeholders are not rebuilt.)
  const byStage: Record<string, string[]> = { "?1": [], "?2": [], "?3": [], "?0": [] };
  const eventCards = cat(v).events;
  for (const c of rng.shuffle(v.unknown.events)) {
    const stage = eventCards[c]?.stage ?? 0;
    byStage[STAGE_PLACEHOLDER[stage] ?? `?${stage}`].push(c);
  }
  const events = {
    deck: fillEvents(v.events.deck, byStage),
    removed: fillEvents(v.events.removed, byStage),
    discard: v.events.discard,
  };
  let frame = v.frame;
  const chosen: Record<number, string[]> = {};
  const players = v.players.map((pl, q) => {
    const pool = rng.shuffle(v.unknown.combat[q]);
    const hand = q === viewer ? pl.hand : pool.splice(0, pl.hand.length);
    // Face-down discards of a running discard step (others' choices) come from the same pool.
    if (frame.kind === "discard" && frame.chosen[q])
      chosen[q] = q === viewer ? frame.chosen[q] : pool.splice(0, frame.chosen[q].length);
    return { ...pl, hand, deck: pool, events: fillEvents(pl.events, byStage) };
  });
  if (frame.kind === "discard") frame = { ...frame, chosen };
  if (frame.kind === "choose-leadership") {
    // Others' hidden Leadership choices: any card of the stage they could have chosen.
    const f = frame;
    const choices = f.sim.choices.map((c, q) =>
      c === HIDDEN_LEADERSHIP ? rng.pick(leadershipOptions(v, q, f.stage)) : c,
    );
    frame = { ...f, sim: { asked: f.sim.asked, choices } };
  }
  // Face-down orders: each owner's hidden orders are drawn from his order tokens (2 silver of
  // each kind, 1 gold of each kind, gold no more than his R&D modules allow).
  const tokens = new Map<PlayerId, Order[]>();
  const stacks: Record<string, Order[]> = {};
  for (const id in v.stacks) {
    stacks[id] = v.stacks[id].map((o) => {
      // The viewer's own Star order (Brood War) has no kind yet: it stays as it is.
      if (o.kind !== null || o.star) return o;
      let pool = tokens.get(o.owner);
      if (!pool) {
        pool = orderTokens(v, o.owner, rng);
        tokens.set(o.owner, pool);
      }
      return pool.pop() ?? { owner: o.owner, kind: "build", gold: false };
    });
  }
  // \`battle\` stays in \`rest\` and is overwritten in place: a field left out and added back gave
  // each sampled state a map (hidden class) of its own, so every copy of it in \`apply\` (draft)
  // took V8's slow, megamorphic path — an eighth of a search's time at the opening.
  const { viewer: _viewer, unknown: _unknown, ...rest } = v;
  // A running battle hides hands and deck order inside itself: combat samples them.
  const battle = v.battle
    ? determinizeBattle(v.battle as Parameters<typeof determinizeBattle>[0], viewer, rng)
    : null;
  return {
    ...rest,
    frame,
    players,
    stacks,
    events,
    battle,
    rng: [rng.nextUint32(), rng.nextUint32(), rng.nextUint32(), rng.nextUint32()],
  };
}

/** The event placeholder of each stage ("?0" … "?3"). */
const STAGE_PLACEHOLDER: readonly string[] = ["?0", "?1", "?2", "?3"];

/** `cards` with each "?stage" placeholder replaced by a card of that stage (drawn from byStage). */
function fillEvents(cards: readonly string[], byStage: Record<string, string[]>): string[] {
  const out: string[] = [];
  for (const c of cards) out.push(c.charCodeAt(0) === 63 /* "?" */ ? (byStage[c].pop() ?? c) : c);
  return out;
}

function orderTokens(v: StarcraftView, owner: PlayerId, rng: Rng): Order[] {
  const all: Order[] = [];
  for (const kind of KINDS) for (let i = 0; i < 2; i++) all.push({ owner, kind, gold: false });
  for (const kind of KINDS) all.push({ owner, kind, gold: true });
  // Tokens the owner shows (his own view) are not in the pool.
  const shown = Object.values(v.stacks)
    .flat()
    .filter((o) => o.owner === owner && o.kind !== null);
  let goldLeft = v.players[owner].modules.research - shown.filter((o) => o.gold).length;
  const out: Order[] = [];
  for (const t of rng.shuffle(all)) {
    const i = shown.findIndex((o) => o.kind === t.kind && o.gold === t.gold);
    if (i >= 0) {
      shown.splice(i, 1);
      continue;
    }
    if (t.gold) {
      if (goldLeft <= 0) continue;
      goldLeft--;
    }
    out.push(t);
  }
  return out;
}
