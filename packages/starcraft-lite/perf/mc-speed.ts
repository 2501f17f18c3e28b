/** Monte Carlo speed on the bench's 6-against-6 battle, in CPU time (robust on a loaded machine). */
import { liteOdds } from "../src/battle/odds";
import { sixAgainstSix } from "../src/battle/testing";

const six = sixAgainstSix();
liteOdds(six, undefined, { method: "monte-carlo", samples: 2000, seed: "warm" });
const samples = Number(process.argv[2] ?? 20_000);
const cpu0 = process.cpuUsage();
const r = liteOdds(six, undefined, { method: "monte-carlo", samples, seed: "speed" });
const cpu = process.cpuUsage(cpu0);
const ms = (cpu.user + cpu.system) / 1000;
console.log(
  JSON.stringify({
    samples,
    cpuMs: Math.round(ms),
    samplesPerCpuSec: Math.round((samples / ms) * 1000),
    attacker: r.attacker,
  }),
);
