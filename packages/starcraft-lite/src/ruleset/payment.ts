/**
 * Payments outside the Build phase (L-E1): an upgrade bought in the Technology phase (paid once
 * the hidden choices are resolved together, in turn order) and the event texts that cost
 * resources. As in Build, the purchase is made at once and the paying player then places its
 * workers himself, one `place-worker` decision each, on a permanent resource or a held card
 * with room; a worker with a single possible place is placed without asking. The frame `pay`
 * holds the payment being placed, the ones waiting after it, and where the game goes on.
 */
import type { PlayerId } from "@koprulu/engine";
import type { LiteAction } from "./actions";
import { startBuild } from "./build";
import { type Cost, placeWorker, workerSources } from "./economy";
import { resumeEvents } from "./event-card";
import type { LiteFrame, LiteState } from "./state";

export type PayFrame = Extract<LiteFrame, { kind: "pay" }>;

export interface Payment {
  player: PlayerId;
  owed: Cost;
}

/**
 * Open `payments` one after another (zero costs skipped), then go on with `resume` (`null`: the
 * Technology phase is over and Build starts).
 */
export function openPayments(d: LiteState, payments: Payment[], resume: LiteFrame | null): void {
  const queue = payments.filter((x) => x.owed.minerals + x.owed.gas > 0);
  if (queue.length === 0) {
    goOn(d, resume);
    return;
  }
  const [first, ...rest] = queue;
  d.frame = { kind: "pay", player: first.player, owed: first.owed, queue: rest, resume };
  placeForced(d);
}

/** The open payment's legal places for its next worker (only its payer is asked). */
export function legalPayment(s: LiteState, p: PlayerId): LiteAction[] {
  const f = s.frame as PayFrame;
  if (f.player !== p) return [];
  return workerSources(s, p, f.owed).map((source) => ({ type: "place-worker", source }));
}

/** One worker of the open payment onto `source`, then any forced placements. */
export function applyPayment(d: LiteState, p: PlayerId, source: string): void {
  payOne(d, p, source);
  placeForced(d);
}

function payOne(d: LiteState, p: PlayerId, source: string): void {
  const f = d.frame as PayFrame;
  const kind = placeWorker(d, d.board, p, source);
  const owed = { ...f.owed, [kind]: f.owed[kind] - 1 };
  if (owed.minerals + owed.gas > 0) d.frame = { ...f, owed };
  else openPayments(d, f.queue, f.resume);
}

/** Workers with a single place to go are placed at once, in every payment of the queue. */
function placeForced(d: LiteState): void {
  while (d.frame.kind === "pay") {
    const f = d.frame;
    const sources = workerSources(d, f.player, f.owed);
    if (sources.length !== 1) return;
    payOne(d, f.player, sources[0]);
  }
}

function goOn(d: LiteState, resume: LiteFrame | null): void {
  if (resume === null) startBuild(d);
  else if (resume.kind === "events") resumeEvents(d, resume);
  else d.frame = resume;
}
