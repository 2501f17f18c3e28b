// node runs/wilson.js wins n
const [w, n] = process.argv.slice(2).map(Number);
const z = 1.96,
  p = w / n;
const c = (p + (z * z) / (2 * n)) / (1 + (z * z) / n),
  h = (z * Math.sqrt((p * (1 - p)) / n + (z * z) / (4 * n * n))) / (1 + (z * z) / n);
console.log(
  `${w}/${n} = ${(100 * p).toFixed(1)}%, Wilson 95% ${(100 * (c - h)).toFixed(1)}–${(100 * (c + h)).toFixed(1)}%`,
);
