/**
 * `koprulu <command>`: one file per command under ./commands, loaded lazily so that a quick
 * command (validate-content) does not pay for a heavy one (serve).
 */
type CommandModule = { run(argv: string[]): Promise<number> };

const COMMANDS: Record<string, { summary: string; load: () => Promise<CommandModule> }> = {
  serve: { summary: "start the server and web client on localhost", load: () => import("./commands/serve") },
  simulate: {
    summary: "play bot-vs-bot games and report win rates",
    load: () => import("./commands/simulate"),
  },
  replay: {
    summary: "replay a saved game log (--verify checks its state hash)",
    load: () => import("./commands/replay"),
  },
  ladder: {
    summary: "rate bots in a round robin of two-player games (Elo with 95% intervals)",
    load: () => import("./commands/ladder"),
  },
  bench: { summary: "run the benchmarks and print one JSON object", load: () => import("./commands/bench") },
  odds: {
    summary: "combat odds for the rulesets with a calculator (starcraft-lite, eclipse)",
    load: () => import("./commands/odds"),
  },
  "validate-content": {
    summary: "check a ruleset's content packs",
    load: () => import("./commands/validate-content"),
  },
};

function usage(): string {
  const lines = Object.entries(COMMANDS).map(([name, c]) => `  ${name.padEnd(18)}${c.summary}`);
  return `usage: koprulu <command> [options]\n\ncommands:\n${lines.join("\n")}\n`;
}

async function main(argv: string[]): Promise<number> {
  const [name, ...rest] = argv;
  if (!name || name === "--help" || name === "-h" || name === "help") {
    process.stdout.write(usage());
    return name ? 0 : 2;
  }
  const command = COMMANDS[name];
  if (!command) {
    process.stderr.write(`koprulu: unknown command '${name}'\n\n${usage()}`);
    return 2;
  }
  return (await command.load()).run(rest);
}

process.exitCode = await main(process.argv.slice(2));

export {};
