#!/bin/bash
# One ladder chunk, logged: chunk.sh <label> <seed> <games> <budget> <sc|bw|bwnol> [bot-options JSON]
# (bw: Brood War with the Leadership cards; bwnol: Brood War without them)
# Run from a checkout pinned at the commit measured. Appends a line to log.txt beside this script
# (seed, games, budget, options, commit, seconds, result); the JSON goes to <label>-<seed>.json.
here=$(cd "$(dirname "$0")" && pwd)
cd "$here/../../../.." || exit 1
label=$1 seed=$2 games=$3 budget=$4 kind=$5 opts=${6:-}
extra=()
[ "$kind" = bw ] && extra=(--expansion brood-war --options '{"variants":{"leadershipCards":true}}')
[ "$kind" = bwnol ] && extra=(--expansion brood-war)
[ -n "$opts" ] && extra+=(--bot-options "$opts")
start=$(date +%s)
nice -n "${NICE:-10}" npx koprulu ladder --ruleset starcraft --bots heuristic,mcts@$budget --games "$games" --seed "$seed" --threads 1 --json "${extra[@]}" >"$here/$label-$seed.json" 2>"$here/$label-$seed.err"
secs=$(( $(date +%s) - start ))
res=$(python3 -c "import json;d=json.load(open('$here/$label-$seed.json'));p=d['pairs'][0];print('mcts %d/%d (heur %d, draws %d) meanMs %d'%(p['losses'],p['wins']+p['draws']+p['losses'],p['wins'],p['draws'],d.get('meanMs',0)))" 2>&1)
echo "$label seed=$seed games=$games budget=$budget kind=$kind opts=$opts nice=${NICE:-10} env=$(env | grep "^KOPRULU_" | tr "\n" " ")commit=$(git rev-parse --short HEAD) secs=$secs start=$(date -u -d @$start +%H:%M) $res" >>"$here/log.txt"
