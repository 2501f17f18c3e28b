import { randomBot } from "@koprulu/bots";
import { Match, Rng } from "@koprulu/engine";
import { starcraft } from "@koprulu/starcraft";
import { starcraftHeuristic } from "./src/starcraft/heuristic";
const opts: any = { players: 4, factionSelection: "random", maxRounds: 200, expansions: ["brood-war"], variants: { leadershipCards: true }, mode: process.argv[2] };
for (let g = Number(process.argv[3]); g < Number(process.argv[4]); g++) {
  const seed = `2-${g}`;
  const bots = [starcraftHeuristic, starcraftHeuristic, randomBot, randomBot];
  const rngs = bots.map((_, seat) => Rng.fromSeed(`${seed}/bot/${seat}`));
  const m = new Match(starcraft as never, opts, seed);
  let bad = false;
  while (m.pending().length > 0 && m.version < 200000) {
    const p = m.pending()[0].player;
    const s = m.state as any;
    const legal = m.legalActions(p);
    const a = bots[p].choose({ ruleset: starcraft as never, seat: p, view: starcraft.view(s, p), decisions: [], legalActions: legal, rng: rngs[p] } as never);
    const e = m.submit(p, a);
    if (e) {
      console.log("ILLEGAL", seed, p, JSON.stringify(a), e.code, e.message, JSON.stringify(s.frame), s.phase);
      console.log("units in area", JSON.stringify(s.units.filter((u: any) => u.area === (a as any).area)), "bases", JSON.stringify(s.bases.filter((b: any) => b.area === (a as any).area)), "inst", JSON.stringify(s.broodWar?.installations?.filter((i: any) => i.area === (a as any).area)));
      bad = true; break;
    }
  }
  console.log("game", g, bad ? "BAD" : (m.state as any).endReason);
  if (bad) break;
}
