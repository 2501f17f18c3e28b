#!/bin/bash
# usage: runs/run.sh TAG SEED GAMES BUDGET 'BOTOPTS' [extra args...]
cd /work/wt/sc39
tag=$1; seed=$2; games=$3; budget=$4; opts=$5; shift 5
start=$(date +%s); commit=$(git rev-parse --short HEAD)
if [ -n "$opts" ]; then
  nice -n 5 npx koprulu ladder --ruleset starcraft --bots heuristic,mcts@$budget --games $games --seed $seed --threads 1 --json --bot-options "$opts" "$@" > runs/$tag-$seed.json 2> runs/$tag-$seed.err
else
  nice -n 5 npx koprulu ladder --ruleset starcraft --bots heuristic,mcts@$budget --games $games --seed $seed --threads 1 --json "$@" > runs/$tag-$seed.json 2> runs/$tag-$seed.err
fi
end=$(date +%s)
echo "$tag seed=$seed games=$games budget=$budget opts=$opts extra=$* commit=$commit secs=$((end-start)) $(node -e 'const j=JSON.parse(require("fs").readFileSync(process.argv[1]));console.log(JSON.stringify(j.pairs??j))' runs/$tag-$seed.json | head -c 400)" >> runs/log.txt
