/**
 * Times every decision of ladder games (the same seeds and seats as `koprulu ladder`), to find
 * where a slow game spends its time: prints each decision slower than `slowMs` (seat, bot, frame
 * kind, legal actions, ms) and a per-game summary (actions, rounds, ms, slowest decisions).
 *
 *   node --import tsx packages/bots/scripts/lite-decision-times.ts <seed> <games> <botA> <botB> [slowMs=2000] [ruleset=starcraft-lite]
 */
import { writeFileSync } from "node:fs";
import { playGame } from "../src/play";
import { createBot } from "../src/registry";
import { loadRuleset } from "../src/rulesets";
import type { Bot, BotInput } from "../src/types";

const seed = process.argv[2] ?? "lite37-3";
const games = Number(process.argv[3] ?? 4);
const specA = process.argv[4] ?? "heuristic";
const specB = process.argv[5] ?? "mcts@640";
const slowMs = Number(process.argv[6] ?? 2000);
const rulesetId = process.argv[7] ?? "starcraft-lite";
const ruleset = await loadRuleset(rulesetId);

// FROM=<g>: start at game g of the chunk (the ladder's game index), to replay one slow game.
for (let g = Number(process.env.FROM ?? 0); g < games; g++) {
  const specs = g % 2 === 0 ? [specA, specB] : [specB, specA];
  let n = 0;
  const times: { ms: number; seat: number; kind: string; legal: number; type: string }[] = [];
  const bots: Bot[] = specs.map((spec, seat) => {
    const inner = createBot(spec, rulesetId);
    return {
      name: inner.name,
      choose(input: BotInput) {
        const t0 = performance.now();
        const a = inner.choose(input);
        const ms = performance.now() - t0;
        n++;
        const v = input.view as { frame?: { kind?: string }; round?: number };
        const row = { ms, seat, kind: String(v.frame?.kind), legal: input.legalActions.length, type: a.type };
        times.push(row);
        if (ms > slowMs) {
          console.log(JSON.stringify({ g, slow: true, spec: specs[seat], round: v.round, ...row }));
          if (
            process.env.DUMP &&
            row.kind === "battle" &&
            (input.view as { battle: { round: number } }).battle.round >= Number(process.env.DUMP_ROUND ?? 1)
          ) {
            writeFileSync(
              process.env.DUMP,
              JSON.stringify({ seat, view: input.view, legal: input.legalActions }),
            );
            process.exit(0);
          }
        }
        return a;
      },
    };
  });
  const r = playGame(ruleset, bots, `${seed}-0-1-${g}`);
  const bySeat = [0, 1].map((s) => times.filter((t) => t.seat === s).reduce((a, t) => a + t.ms, 0));
  times.sort((a, b) => b.ms - a.ms);
  console.log(
    JSON.stringify({
      g,
      specs,
      winners: r.outcome?.winners,
      stopped: r.stopped,
      rounds: r.rounds,
      actions: r.actions,
      decisions: n,
      ms: Math.round(r.ms),
      msBySeat: bySeat.map(Math.round),
      slowest: times.slice(0, 5).map((t) => ({ ...t, ms: Math.round(t.ms) })),
    }),
  );
}
