import { createBot, loadRuleset, randomBot } from "@koprulu/bots";
import { Rng } from "@koprulu/engine";
import { cat, type StarcraftState } from "@koprulu/starcraft";
const ruleset = await loadRuleset("starcraft");
const heuristic = createBot("heuristic", "starcraft");
const games = Number(process.argv[2] ?? 20);
const tot: Record<string, number> = {};
const inc = (k: string, n = 1) => (tot[k] = (tot[k] ?? 0) + n);
for (let g = 0; g < games; g++) {
  const seed = `1-${g}`;
  const options = { ...(ruleset.defaultOptions(4) as object), expansions: ["brood-war"] };
  let s = ruleset.setup(options, seed) as StarcraftState;
  const rngs = Array.from({ length: 4 }, (_, i) => Rng.fromSeed(`${seed}-${i}`));
  const bot = (p: number) => (p < 2 ? heuristic : randomBot);
  const seen = new Set<string>();
  for (let i = 0; i < 5000 && s.phase !== "over"; i++) {
    const asked = ruleset.pending(s);
    if (!asked.length) break;
    const p = asked[0].player;
    const legal = ruleset.legalActions(s, p);
    const a = bot(p).choose({ ruleset, seat: p, view: ruleset.view(s, p), decisions: asked.filter((d) => d.player === p), legalActions: legal, rng: rngs[p] }) as { type: string; [k: string]: unknown };
    if (p < 2 && cat(s).factions[s.players[p].faction]?.race === "protoss") {
      const k = `${a.type}:${a.tech ?? a.unit ?? a.building ?? ""}`;
      if (a.type === "buy-tech" || a.type === "build-unit" || a.type === "build-building") inc(k);
      if (a.type === "battle-place" && a.reinforcement === "protoss-mind-control") inc("play-mc");
      if (legal.some((x: any) => x.type === "battle-place" && x.reinforcement === "protoss-mind-control")) { if (!seen.has(`mcopt${i}`)) inc("mc-offered"); }
      if (s.frame.kind === "research" && s.players[p].techs.includes("protoss-summon-dark-archon") && !s.players[p].techs.includes("protoss-mind-control")) console.error("RES", g, s.round, JSON.stringify(a), legal.map((x:any)=>x.type+":"+(x.tech??"")).join(" "));
      if (s.frame.kind === "planning" && s.players[p].techs.includes("protoss-summon-dark-archon") && !s.players[p].techs.includes("protoss-mind-control")) console.error("PLAN", g, s.round, JSON.stringify(a));
      const bb = s.battle as any;
      if (bb && a.type === "battle-place") {
        const side = bb.sides[0].player === p ? 0 : 1;
        const hasDA = bb.sides[side].units.some((u: any) => u.type === "protoss-dark-archon");
        if (hasDA) { inc("da-battle-place"); if (bb.sides[side].hand.includes("protoss-mind-control")) inc("da-battle-mc-in-hand"); console.error("DA", side, JSON.stringify(a), JSON.stringify(bb.skirmishes.map((k:any)=>[k.front, k.support])), JSON.stringify(bb.sides[side].units)); }
      }
      if (!seen.has(`prot${p}`)) { seen.add(`prot${p}`); inc("protoss-heuristic-seats"); }
    }
    if (false && (a.type === "place-order" || a.type === "build-unit" || a.type==="reveal-order" || a.type==="execute-order"|| a.type==="draw-event-instead")) {
      const dts = s.units.filter((u) => u.owner === p && u.type === "protoss-dark-templar").map((u) => u.area);
      if (dts.length >= 2 && s.players[p].techs.includes("protoss-summon-dark-archon")) console.error(`g${g} r${s.round} p${p} ${JSON.stringify(a)} dts=${dts.join(",")} frame=${s.frame.kind} ${a.type==="build-unit"?"":JSON.stringify(legal.filter((x:any)=>x.type==="build-unit"&&x.unit==="protoss-dark-archon"))}`);
    }
    s = ruleset.apply(s, p, a) as StarcraftState;
  }
  inc("mindControlled", s.broodWar!.stats.mindControlled);
  for (let p = 0; p < 2; p++) {
    if (cat(s).factions[s.players[p].faction]?.race !== "protoss") continue;
    const dts = s.units.filter((u) => u.owner === p && u.type === "protoss-dark-templar").map((u) => u.area.split("#")[0]);
    const das = s.units.filter((u) => u.owner === p && u.type === "protoss-dark-archon").length;
    console.error(`g${g} p${p} r${s.round} techs=${s.players[p].techs.filter((t) => /summon|mind/.test(t)).join(",")} dts=${dts.join(",")} das=${das} gw=${s.players[p].buildings["protoss-gateway"] ?? 0} hand-mc=${s.players[p].hand.includes("protoss-mind-control")}`);
  }
  inc("rounds", s.round);
}
console.log(JSON.stringify(Object.fromEntries(Object.entries(tot).filter(([k]) => /protoss|mc|mind|rounds|dark|summon|gateway/.test(k)).sort()), null, 1));
