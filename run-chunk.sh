#!/bin/bash
# run-chunk.sh <tag> <seed> <games> <bot-options-json> [env]
cd /work/wt/ec39
tag=$1; seed=$2; games=$3; bo=$4
start=$(date +%s)
out=$(nice -n 5 npx koprulu ladder --ruleset eclipse --bots heuristic,mcts@225 --games $games --seed $seed --threads 1 --bot-options "$bo" --json 2>/tmp/ec39-progress.txt)
end=$(date +%s)
wdl=$(echo "$out" | node -e 'const j=JSON.parse(require("fs").readFileSync(0,"utf8"));const p=j.pairs[0];console.log(`${p.losses}-${p.draws}-${p.wins} unfinished ${j.unfinished} meanMs ${Math.round(j.meanMs)}`)')
echo "$(date -u +%H:%M) tag=$tag seed=$seed games=$games opts=$bo env=$ECL_PLAN_ROLLOUT commit=$(git rev-parse --short HEAD) mcts W-D-L=$wdl wall=$((end-start))s" >> eclipse-ec39-log.txt
tail -1 eclipse-ec39-log.txt
