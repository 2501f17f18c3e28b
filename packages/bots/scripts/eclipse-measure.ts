/**
 * Issue 29 §6: the Eclipse heuristic measured against random bots — four-player games with random
 * species, seats heuristic, heuristic, random, random (the `simulate` seating, seeds `<seed>-<g>`):
 * wins, each bot's mean final VP and the heuristic's unspent resources (money, science,
 * materials in storage at the end).
 *
 *   node --import tsx packages/bots/scripts/eclipse-measure.ts [games=200] [seed=m29]
 */
import { type EclipseState, eclipse, scoreOf } from "@koprulu/eclipse";
import { playGame } from "../src/play";
import { createBot } from "../src/registry";
import "../src/eclipse/index";

const games = Number(process.argv[2] ?? 200);
const seed = process.argv[3] ?? "m29";
const seats = ["heuristic", "heuristic", "random", "random"];
const sum = {
  heuristic: { vp: 0, money: 0, science: 0, materials: 0, n: 0, wins: 0 },
  random: { vp: 0, money: 0, science: 0, materials: 0, n: 0, wins: 0 },
};
const species = new Map<string, number>();
const endings = new Map<string, number>();
for (let g = 0; g < games; g++) {
  const bots = seats.map((b) => createBot(b, "eclipse"));
  const r = playGame(eclipse as never, bots, `${seed}-${g}`, {
    options: { players: 4, rounds: 9, species: "random" },
  });
  const s = r.match.state as EclipseState;
  endings.set(r.outcome?.reason ?? r.stopped, (endings.get(r.outcome?.reason ?? r.stopped) ?? 0) + 1);
  s.players.forEach((p, i) => {
    const k = seats[i] as "heuristic" | "random";
    const row = sum[k];
    row.vp += scoreOf(s, i).total;
    row.money += p.money;
    row.science += p.science;
    row.materials += p.materials;
    row.n++;
    if (r.outcome?.winners.includes(i)) row.wins += 1 / r.outcome.winners.length;
    species.set(p.species, (species.get(p.species) ?? 0) + 1);
  });
}
const per = (x: number, n: number) => Math.round((x / n) * 100) / 100;
for (const [k, row] of Object.entries(sum))
  console.log(
    `${k}: wins ${per(row.wins, 1)} of ${games} games; mean final VP ${per(row.vp, row.n)}; unspent money ${per(row.money, row.n)}, science ${per(row.science, row.n)}, materials ${per(row.materials, row.n)} (per seat)`,
  );
console.log(`species seats: ${JSON.stringify(Object.fromEntries([...species].sort()))}`);
console.log(`endings: ${JSON.stringify(Object.fromEntries(endings))}`);
