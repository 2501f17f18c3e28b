#!/usr/bin/env python3
"""Session bw41: per label, ISMCTS wins over games with Wilson 95% intervals, from log.txt."""
import math, re, sys, collections
def wilson(k, n, z=1.96):
    if n == 0: return (0, 0)
    p = k / n; d = 1 + z * z / n
    c = (p + z * z / (2 * n)) / d; h = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / d
    return (100 * (c - h), 100 * (c + h))
tot = collections.OrderedDict(); per = collections.defaultdict(dict)
for line in open(sys.argv[1] if len(sys.argv) > 1 else "log.txt"):
    m = re.match(r"(\S+) seed=(\S+) .* mcts (\d+)/(\d+)", line)
    if not m: continue
    lab, seed, k, n = m.group(1), m.group(2), int(m.group(3)), int(m.group(4))
    per[lab][seed] = (k, n)
for lab, d in per.items():
    k = sum(v[0] for v in d.values()); n = sum(v[1] for v in d.values()); lo, hi = wilson(k, n)
    print(f"{lab:8} {k:3}/{n:3} ({100*k/max(n,1):.0f}%) Wilson {lo:.1f}-{hi:.1f}%  per seed: " + " ".join(f"{s.split('-',1)[1]}:{v[0]}" for s, v in d.items()))
labs = list(per)
for i, a in enumerate(labs):
    for b in labs[i + 1:]:
        common = [s for s in per[a] if s in per[b]]
        if not common: continue
        ka = sum(per[a][s][0] for s in common); kb = sum(per[b][s][0] for s in common); n = sum(per[a][s][1] for s in common)
        better = sum(per[b][s][0] > per[a][s][0] for s in common); worse = sum(per[b][s][0] < per[a][s][0] for s in common)
        print(f"paired {a} vs {b} on {len(common)} seeds ({n} games each): {ka} vs {kb}; {b} better on {better}, worse on {worse}")
