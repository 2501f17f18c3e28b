/** Test support: poll `probe` every 100 ms until it gives a value (not null), or fail after `ms`. */
export async function until<T>(probe: () => Promise<T | null>, ms: number): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const v = await probe();
    if (v !== null) return v;
    if (Date.now() > end) throw new Error("condition not reached in time");
    await new Promise((r) => setTimeout(r, 100));
  }
}
