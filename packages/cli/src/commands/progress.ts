/**
 * The progress of a run of games on stderr, shared by `simulate` and `ladder`: a bar redrawn in
 * place on a terminal; otherwise a line `<command>: …` at every tenth of the games.
 */
export function progress(tty: boolean, command: string): (done: number, total: number) => void {
  const start = performance.now();
  let lastTenth = 0;
  return (done, total) => {
    const secs = (performance.now() - start) / 1000;
    const eta = done > 0 ? (secs / done) * (total - done) : 0;
    const text = `${done}/${total} games · ${secs.toFixed(1)}s · eta ${eta.toFixed(0)}s`;
    if (tty) {
      const width = 30;
      const filled = Math.round((done / total) * width);
      process.stderr.write(`\r[${"#".repeat(filled)}${".".repeat(width - filled)}] ${text}`);
      return;
    }
    const tenth = Math.floor((done * 10) / total);
    if (tenth > lastTenth || done === total) {
      lastTenth = tenth;
      process.stderr.write(`${command}: ${text}\n`);
    }
  };
}
