#!/bin/bash
# One ladder chunk: heuristic against mcts@BUDGET, one process, nice 5, one thread; appends a
# line to log.txt (seed, games, budget, options, commit, seconds, mcts W-D-L) and keeps the JSON.
# usage: run.sh TAG SEED GAMES BUDGET 'BOT_OPTIONS_JSON'
set -e
cd "$(dirname "$0")/../../../.."
tag=$1; seed=$2; games=$3; budget=$4; opts=${5:-{\}}
dir=packages/bots/runs/ec40
commit=$(git rev-parse --short HEAD)
t0=$(date +%s)
out=$dir/$tag-$seed.json
nice -n 5 npx koprulu ladder --ruleset eclipse --bots heuristic,mcts@$budget --games $games --seed $seed --threads 1 --bot-options "$opts" --json > $out 2> $dir/$tag-$seed.log
t1=$(date +%s)
res=$(python3 -c "import json;r=json.load(open('$out'));p=r['pairs'][0];print(f\"mcts W-D-L={p['losses']}-{p['draws']}-{p['wins']} unfinished={r['unfinished']} meanMs={round(r['meanMs'])}\")")
echo "$(date -u +%H:%M:%S) tag=$tag seed=$seed games=$games budget=mcts@$budget opts=$opts commit=$commit seconds=$((t1-t0)) $res" | tee -a $dir/log.txt
