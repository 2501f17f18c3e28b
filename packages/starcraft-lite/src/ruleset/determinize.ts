/**
 * determinize (ISMCTS): a full state consistent with a seat's view. Unknown event cards (the deck
 * and every drawn card the viewer may not see) are dealt at random from the cards not visible to
 * him; the other seats' open Technology choices are sampled from their legal choices; the PRNG
 * (and a running battle's) is fresh.
 */
import { type PlayerId, type Rng, type RngState, restoreSimultaneous } from "@koprulu/engine";
import { catalogFor } from "@koprulu/starcraft/board";
import type { LiteBattleState } from "../battle/types";
import { LITE_EVENTS } from "./events-deck";
import type { LiteState } from "./state";
import { legalTechnology, NO_UPGRADE } from "./technology";
import type { LiteView } from "./view";

function freshRng(rng: Rng): RngState {
  return [rng.nextUint32(), rng.nextUint32(), rng.nextUint32(), rng.nextUint32() | 1] as RngState;
}

export function determinizeLite(v: LiteView, viewer: PlayerId, rng: Rng): LiteState {
  const all: string[] = [];
  for (const e of LITE_EVENTS) for (let i = 1; i <= v.options.eventCopies; i++) all.push(`${e}#${i}`);
  const known = new Set<string>(v.events.discard);
  for (const pl of v.players) for (const c of pl.events) if (c !== null) known.add(c);
  const unknown = rng.shuffle(all.filter((c) => !known.has(c)));
  let k = 0;
  const players = v.players.map((pl) => ({
    ...pl,
    events: pl.events.map((c) => (c !== null ? c : unknown[k++])),
  }));
  const deck = unknown.slice(k, k + v.events.deck);
  const buried = unknown.slice(k + v.events.deck, k + v.events.deck + v.events.buried);
  const { viewer: _viewer, tech, battle, events, players: _players, ...rest } = v;
  let frame = rest.frame;
  if (frame.kind === "galaxy") {
    // The face-down planet tokens: any planets not yet in view, shuffled.
    const seen = new Set([...rest.board.planetOrder, ...(frame.reveal ? [frame.reveal.planet] : [])]);
    const pool = rng.shuffle(catalogFor([]).planetIds.filter((id) => !seen.has(id)));
    frame = { ...frame, tokens: pool.slice(0, frame.tokens.length) };
  }
  const s: LiteState = {
    ...rest,
    frame,
    players,
    events: { deck, discard: events.discard.slice(), buried },
    tech: null,
    battle: null,
    rng: freshRng(rng),
  };
  if (battle) {
    const { viewerSide: _side, ...b } = battle;
    s.battle = { ...(b as Omit<LiteBattleState, "rng">), rng: freshRng(rng) };
  }
  if (tech)
    s.tech = restoreSimultaneous(
      tech,
      viewer,
      (seat, r) => {
        const choices = legalTechnology(s, seat).map((a) =>
          a.type === "research" ? (a.unit ?? NO_UPGRADE) : NO_UPGRADE,
        );
        return r.pick(choices);
      },
      rng,
    );
  return s;
}
