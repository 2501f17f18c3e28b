#!/bin/bash
# BW + Leadership chunks: 2 games each (one per seat), seeds bw39-k
cd /work/wt/sc39
for k in $(seq $1 $2); do
  [ -f runs/STOPBW ] && break
  start=$(date +%s); commit=$(git rev-parse --short HEAD)
  nice -n 5 npx koprulu ladder --ruleset starcraft --expansion brood-war --options '{"variants":{"leadershipCards":true}}' --bots heuristic,mcts@380 --games 2 --seed bw39-$k --threads 1 --json > runs/bw-bw39-$k.json 2> runs/bw-bw39-$k.err
  end=$(date +%s)
  echo "bw seed=bw39-$k games=2 budget=380 BW+Leadership commit=$commit secs=$((end-start)) $(node -e 'const j=JSON.parse(require("fs").readFileSync(process.argv[1]));console.log(JSON.stringify(j.pairs), "meanMs", Math.round(j.meanMs))' runs/bw-bw39-$k.json | head -c 400)" >> runs/log.txt
done
