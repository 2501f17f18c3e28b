#!/bin/bash
# One level-against-level ladder chunk, logged: chunk.sh <label> <seed> <games> <lower> <upper> <sc|bw>
# (<lower>, <upper>: bot specs such as hard@800 and expert@496; bw: Brood War with the Leadership cards).
# Run from a checkout pinned at the commit measured. Appends a line to log.txt in $RUN_DIR (an
# absolute path; default: beside this script); the JSON goes there as <label>-<seed>.json.
script_dir=$(cd "$(dirname "$0")" && pwd)
here=${RUN_DIR:-$script_dir}
cd "$script_dir/../../../.." || exit 1
label=$1 seed=$2 games=$3 lower=$4 upper=$5 kind=$6
extra=()
[ "$kind" = bw ] && extra=(--expansion brood-war --options '{"variants":{"leadershipCards":true}}')
start=$(date +%s)
nice -n "${NICE:-5}" npx koprulu ladder --ruleset starcraft --bots "$lower,$upper" --games "$games" --seed "$seed" --threads 1 --json "${extra[@]}" >"$here/$label-$seed.json" 2>"$here/$label-$seed.err"
secs=$(( $(date +%s) - start ))
res=$(python3 -c "import json;d=json.load(open('$here/$label-$seed.json'));p=d['pairs'][0];print('upper %d/%d (lower %d, draws %d) meanMs %d'%(p['losses'],p['wins']+p['draws']+p['losses'],p['wins'],p['draws'],d.get('meanMs',0)))" 2>&1)
echo "$label seed=$seed games=$games bots=$lower,$upper kind=$kind commit=$(git rev-parse --short HEAD) secs=$secs start=$(date -u -d @$start +%H:%M) $res" >>"$here/log.txt"
