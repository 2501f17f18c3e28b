/**
 * `npm run bench` / `koprulu bench [--only a,b]`: runs every benchmark area in ../bench/areas
 * (one file per area, discovered at run time) and prints ONE JSON object, a key per area.
 * Progress goes to stderr so stdout stays machine-readable.
 */
import { readdirSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

export interface BenchArea {
  /** The key in the JSON output, e.g. "tictactoe", "starcraft", "mcts". */
  name: string;
  run(): Promise<unknown>;
}

export async function run(argv: string[]): Promise<number> {
  const onlyIndex = argv.indexOf("--only");
  const only = onlyIndex >= 0 ? new Set(argv[onlyIndex + 1]?.split(",")) : null;
  const dir = join(dirname(fileURLToPath(import.meta.url)), "..", "bench", "areas");
  const files = readdirSync(dir)
    .filter((f) => f.endsWith(".ts") && !f.endsWith(".test.ts"))
    .sort();
  const result: Record<string, unknown> = {};
  for (const file of files) {
    const area = ((await import(join(dir, file))) as { default: BenchArea }).default;
    if (only && !only.has(area.name)) continue;
    process.stderr.write(`bench: ${area.name} …\n`);
    try {
      result[area.name] = await area.run();
    } catch (err) {
      result[area.name] = { error: String(err) };
    }
  }
  process.stdout.write(`${JSON.stringify(result, null, 2)}\n`);
  return 0;
}
