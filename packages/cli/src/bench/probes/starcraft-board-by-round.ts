/**
 * Tells a saved StarCraft game (`koprulu simulate --save DIR`) round by round: for each seat its
 * bases, its unit strength per planet, its transports and resources; what a person reads to see
 * why a Galactic Conquest or Survival game between bots did not end.
 *
 *   node --import tsx packages/cli/src/bench/probes/starcraft-board-by-round.ts FILE [FROM] [TO]
 */
import { readFileSync } from "node:fs";
import type { ActionBase } from "@koprulu/engine";
import { cat, type StarcraftState, starcraft } from "@koprulu/starcraft";

const [file, fromArg, toArg] = process.argv.slice(2);
if (!file) {
  process.stderr.write("usage: starcraft-board-by-round.ts FILE [FROM] [TO]\n");
  process.exit(2);
}
const from = Number(fromArg ?? 1);
const to = Number(toArg ?? 1e9);
const record = JSON.parse(readFileSync(file, "utf8")) as {
  options: Parameters<typeof starcraft.setup>[0];
  seed: string;
  log: { player: number; action: ActionBase }[];
};
let s: StarcraftState = starcraft.setup(record.options, record.seed);
const planetOf = (area: string) => area.slice(0, area.indexOf("#"));

function tell(state: StarcraftState): string {
  const lines = [`round ${state.round} (${state.phase})`];
  state.players.forEach((pl, p) => {
    if (pl.eliminated) {
      lines.push(`  P${p} out`);
      return;
    }
    const bases = state.bases.filter((b) => b.owner === p).map((b) => b.area);
    const byPlanet = new Map<string, string[]>();
    for (const u of state.units)
      if (u.owner === p) {
        const k = planetOf(u.area);
        byPlanet.set(k, [...(byPlanet.get(k) ?? []), `${u.type}@${u.area.slice(k.length + 1)}`]);
      }
    const transports = state.transports
      .filter((t) => t.owner === p)
      .map((t) => `${state.routes[t.route].a.planet}-${state.routes[t.route].b.planet}`);
    const units = [...byPlanet].map(([k, us]) => `${k}[${us.length}: ${us.join(" ")}]`).join(" ");
    lines.push(
      `  P${p} ${cat(state).factions[pl.faction]?.race ?? pl.faction} bases ${bases.join(",") || "-"} | units ${units || "-"} | transports ${transports.join(",") || "-"}`,
    );
  });
  return lines.join("\n");
}

let round = -1;
for (const e of record.log) {
  if (s.round !== round) {
    round = s.round;
    if (round >= from && round <= to) process.stdout.write(`${tell(s)}\n`);
  }
  s = starcraft.apply(s, e.player as never, e.action as never);
}
process.stdout.write(`end: ${tell(s)}\n`);
