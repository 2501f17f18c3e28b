/** A clock's time in digits: m:ss, h:mm:ss, and days before that for clocks over days. */
export function clockDigits(ms: number): { days: number; time: string } {
  const total = Math.max(0, Math.ceil(ms / 1000));
  const days = Math.floor(total / 86_400);
  const h = Math.floor((total % 86_400) / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  const two = (n: number) => String(n).padStart(2, "0");
  return { days, time: h > 0 || days > 0 ? `${h}:${two(m)}:${two(s)}` : `${m}:${two(s)}` };
}
